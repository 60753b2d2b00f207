package mallworld

import (
	"fmt"
	"strings"

	"github.com/galleria-games/galleria/engine"
)

// The end of a redacted log: the final scoring counts the coins in every
// hand openly, so the step that ends the game names them (" coins c0 c1
// …", after any " skip K") and a view at the end shows them.

// showCoins gives a view at the end of the game the coins in every hand,
// which the final scoring counts openly: the step that ends the game must
// name them (coins), and no other step may.
func (v *State) showCoins(move string, coins []int) error {
	if v.stage != stOver {
		if coins != nil {
			return fmt.Errorf("%q: only the step that ends the game names the coins in hand", move)
		}
		return nil
	}
	if coins == nil {
		return fmt.Errorf("%q ends the game but does not name the coins in hand (%q and one count a seat)", move, CoinsWord)
	}
	for i, c := range coins {
		p := &v.seats[i]
		if p.coins >= 0 && int(p.coins) != c {
			return fmt.Errorf("%q: %s holds %d coins, not %d", move, engine.SeatName(i), p.coins, c)
		}
		p.coins = int8(c)
	}
	return nil
}

// splitCoins parses the " coins c0 c1 …" ending of the step that ends the
// game: one count a seat (n seats). A move without it gives nil.
func splitCoins(move string, n int) (string, []int, error) {
	i := strings.LastIndex(move, " "+CoinsWord+" ")
	if i < 0 {
		return move, nil, nil
	}
	words := strings.Split(move[i+len(CoinsWord)+2:], " ")
	if len(words) != n {
		return "", nil, fmt.Errorf("%q: %q is followed by %d counts, not one for each of the %d seats", move, CoinsWord, len(words), n)
	}
	coins := make([]int, n)
	for k, w := range words {
		c, ok := wholeNumber(w, 127)
		if !ok {
			return "", nil, fmt.Errorf("%q: %q is not a count of coins from 0 to 127", move, w)
		}
		coins[k] = c
	}
	return move[:i], coins, nil
}
