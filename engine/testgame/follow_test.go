package testgame_test

import (
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/engine/bot"
	"github.com/galleria-games/galleria/engine/enginetest"
	tg "github.com/galleria-games/galleria/engine/testgame"
)

// TestFollowRandomGames: the views of every seat and a spectator follow the
// redacted log of random games to the end with the full state's view's hash
// at every step, and no redacted step shows a bid its viewer cannot see.
func TestFollowRandomGames(t *testing.T) {
	for n := 2; n <= tg.MaxSeats; n++ {
		rng := rand.New(rand.NewPCG(uint64(n), 28))
		for g := 0; g < 200; g++ {
			st, err := tg.Game{}.New(engine.Options{"players": strconv.Itoa(n)})
			if err != nil {
				t.Fatal(err)
			}
			bots := make([]bot.Bot, n)
			for i := range bots {
				bots[i] = bot.Random{}
			}
			log, err := enginetest.Play(st.Clone(), bots, rng, nil)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := enginetest.CheckFollow(st, log, noHiddenBid); err != nil {
				t.Fatalf("%d seats, game %d: %v", n, g, err)
			}
		}
	}
}

// noHiddenBid: a bid reaches another seat's view (and a spectator's) as
// "sealed" until the round's last bid shows them all.
func noHiddenBid(viewer int, r engine.Step, after engine.State) error {
	s := after.(*tg.State)
	if strings.HasPrefix(r.Move, "bid ") && r.Seat != viewer {
		return fmt.Errorf("another seat's bid in the clear")
	}
	if r.Move == tg.Sealed && s.Stage() != "bid" {
		return fmt.Errorf("a sealed bid ended the round")
	}
	return nil
}
