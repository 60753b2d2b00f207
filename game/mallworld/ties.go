package mallworld

import (
	rules "github.com/galleria-games/galleria/engine/mallworld"
	"github.com/galleria-games/galleria/game/lang"
)

// TiesBroken says, for an auction the step resolved (before in the bid
// stage, after past it), what broke each tie of equal bids, as the engine
// ranked them (rules.BidRanking): the active player in a 3-player game, or
// else the turn order from the active player's left. Nil if no tie.
func TiesBroken(before, after *rules.State, names []string) []string {
	b, a := before.PositionOf(), after.PositionOf()
	if b.Stage != "bid" || a.Stage == "bid" {
		return nil
	}
	name := func(seat int) string {
		if seat >= 0 && seat < len(names) {
			return names[seat]
		}
		return lang.F("Seat %d", seat)
	}
	// object is a name where it is not the subject: "you" for You.
	object := func(seat int) string {
		if n := name(seat); !isYou(n) {
			return n
		}
		return lang.T("you")
	}
	_, ties := rules.BidRanking(len(a.Seats), b.Active, b.Bidders, a.Bids)
	var out []string
	for _, t := range ties {
		at := coins(t.Bid)
		w, l := name(t.Winner), object(t.Loser)
		switch {
		case t.ActiveWins && isYou(w):
			out = append(out, lang.F("Tie at %s: you win it over %s, as the player who offers wins every tie.", at, l))
		case t.ActiveWins:
			out = append(out, lang.F("Tie at %s: %s wins it over %s, as the player who offers wins every tie.", at, w, l))
		case isYou(w):
			out = append(out, lang.F("Tie at %s: you win it over %s, as you come first in turn order after %s.", at, l, name(b.Active)))
		case isYou(name(b.Active)):
			out = append(out, lang.F("Tie at %s: %s wins it over %s, coming first in turn order after you.", at, w, l))
		default:
			out = append(out, lang.F("Tie at %s: %s wins it over %s, coming first in turn order after %s.", at, w, l, name(b.Active)))
		}
	}
	return out
}
