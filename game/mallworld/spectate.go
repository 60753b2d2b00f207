package mallworld

import (
	"strings"

	"github.com/galleria-games/galleria/engine"
	rules "github.com/galleria-games/galleria/engine/mallworld"
	"github.com/galleria-games/galleria/game/lang"
	"github.com/galleria-games/galleria/game/ui"
)

// A spectator's table: the shadow is a spectator's view (viewer Seats())
// that follows the log as a spectator gets it (engine.Follow). Dealt cards
// and specials come as "card" and "special", a sealed bid as "sealed", the
// auction's last bid as "bids …", a step may end with " skip K", and the
// step that ends the game with " coins …" (every hand's coins); the
// view cannot tell which chance event comes (it is hidden), so chance
// steps are told from what they changed.

var _ ui.Spectator = (*table)(nil)

// Spectate implements ui.Spectator.
func (t *table) Spectate() error {
	if t.done > 0 {
		return errSpectateLate
	}
	t.watch = true
	t.shadow = t.shadow.ViewState(t.shadow.Seats())
	return nil
}

type spectateErr string

func (e spectateErr) Error() string { return string(e) }

const errSpectateLate = spectateErr("a table that narrated steps cannot become a spectator's")

// follow applies a step to the shadow: the real step, or for a
// spectator's table the redacted one.
func (t *table) follow(step engine.Step) error {
	if t.watch {
		return engine.Follow(t.shadow, step)
	}
	return t.shadow.Apply(step.Seat, step.Move)
}

// plain is a redacted step without its " skip K" and " coins …" endings.
func plain(step engine.Step) engine.Step {
	for _, w := range []string{rules.SkipWord, rules.CoinsWord} {
		if i := strings.Index(step.Move, " "+w+" "); i >= 0 {
			step.Move = step.Move[:i]
		}
	}
	return step
}

// describeWatched says a redacted step, once the shadow followed it.
func (t *table) describeWatched(before *rules.State, step engine.Step) string {
	text := plain(step).Move
	who := func(seat int) string {
		if seat >= 0 && seat < len(t.names) {
			return t.names[seat]
		}
		return lang.F("Seat %d", seat)
	}
	if step.Seat != engine.Chance {
		if text == rules.SealedBid || strings.HasPrefix(text, rules.BidsWord+" ") {
			return lang.F("%s closes their fist (sealed bid).", who(step.Seat))
		}
		return Describe(before, engine.Step{Seat: step.Seat, Move: text}, t.names)
	}
	b, a := before.PositionOf(), t.shadow.PositionOf()
	grew := func(hand bool) int {
		for i := range a.Seats {
			if i >= len(b.Seats) {
				break
			}
			if hand && len(a.Seats[i].Hand)+a.Seats[i].HiddenCards > len(b.Seats[i].Hand)+b.Seats[i].HiddenCards {
				return i
			}
			if !hand && a.Seats[i].Special != b.Seats[i].Special {
				return i
			}
		}
		return -1
	}
	switch text {
	case rules.HiddenCard:
		return lang.F("%s is dealt an amenity card.", who(grew(true)))
	case rules.HiddenSpecial:
		return lang.F("%s is dealt a secret special contract.", who(grew(false)))
	}
	m, err := rules.ParseMove(text)
	if err != nil {
		return lang.F("Chance: %s.", text)
	}
	switch m.Kind {
	case rules.OutcomeRoom:
		t.rooms++
		if t.rooms == 1 {
			return lang.F("The storage room goes on %s.", m.Cell+"–"+m.Last)
		}
		return lang.F("The locker room goes on %s.", m.Cell+"–"+m.Last)
	case rules.OutcomeShop:
		return lang.F("A starting shop goes on %s.", m.Cell)
	case rules.OutcomeCard:
		if len(a.Display) > len(b.Display) {
			return capital(lang.F("%s is revealed in the display.", cardWords(m.Card)))
		}
		for i := range a.Seats {
			if i < len(b.Seats) && len(a.Seats[i].Hand)+a.Seats[i].HiddenCards < len(b.Seats[i].Hand)+b.Seats[i].HiddenCards {
				return lang.F("%s's right neighbour removes a card over the hand limit.", who(i))
			}
		}
	case rules.OutcomeContract:
		if len(a.Lobby) > len(b.Lobby) {
			return capital(lang.F("%s enters the lobby.", ContractWords(m.Contract)))
		}
	case rules.OutcomeToken:
		return lang.F("Corruption token %s is laid in the mall office.", tokenAmount(m.Token))
	case rules.OutcomeFirst:
		return lang.F("%s plays first.", who(m.Seat))
	}
	return lang.F("Chance: %s.", text)
}
