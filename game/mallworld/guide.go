package mallworld

import (
	"github.com/galleria-games/galleria/engine"
	rules "github.com/galleria-games/galleria/engine/mallworld"
	"github.com/galleria-games/galleria/game/lang"
	"github.com/galleria-games/galleria/game/ui"
)

// The guided first game (ui.TableCtx.Guide): one line under the prompt that
// says what to do now and why it matters, for a player who has never seen
// the box. It follows the decision: the stage, and what is selected so far.

// guide draws the guide line when the guided first game is on.
func (c *tctx) guide() {
	if !c.c.Guide || c.L.guide.W <= 0 {
		return
	}
	ui.GuideLine(c.b, c.L.guide, c.guideText(), c.L.small)
}

// guideText is the guide line for the decision on the table now ("" when
// there is nothing to teach: the game is over).
func (c *tctx) guideText() string {
	pos := c.pos
	if c.dec.Kind == engine.Terminal || pos.Stage == "over" {
		return ""
	}
	if !c.acting {
		switch pos.Stage {
		case "bid":
			return lang.T("Closed-fist auction: the others bid coins in secret for the offered cards; the fists open together and the best bids play first.")
		case "play":
			return lang.T("The auction's winners play the offered cards now; the one who offered them plays the rest for free.")
		}
		return lang.T("Watch the log: a validated contract shows what a player aims for, and every corruption token taken from the office brings the phase's end closer.")
	}
	sel := c.selected
	switch pos.Stage {
	case "accept":
		return lang.T("Contracts are how you earn: once validated, a contract pays at the phase's end for every match on the board. Pick one the mall can fulfil.")
	case "develop":
		switch {
		case sel("contract:"):
			return lang.T("Validating takes a corruption token: + adds to your bank, − takes from it. When the office is empty, the phase ends and validated contracts pay.")
		case sel("hand:"):
			return lang.T("One card: you play it yourself for a coin. Two or three: the others bid with closed fists, the best bidders play first, you play the rest.")
		case pos.DidOffer || pos.DidValidate:
			return lang.F("In phase %d you may do both developments in one turn: validate what the board already pays, the last scoring is near.", rules.Phases)
		}
		return lang.T("Develop: offer amenity cards to build the mall your way, or validate a contract so that it pays at the phase's end.")
	case "bid":
		return lang.F("Bid in secret: the highest bid picks a card first, a bid of 0 gets none. Mind your coins: each one left at the end is worth %s.", CHF(rules.CoinValue))
	case "play":
		if sel("offer:") || sel("mode:") {
			return lang.T("Placement contracts count unrented shops side by side; rental contracts count shops rented by their chains. Play where your contracts score.")
		}
		return lang.T("A card shows two colours: build a shop of one next to a shop of the other, or rent a shop of one to the tenants of the other.")
	case "discard":
		return lang.F("Prepare your next turns: take up to %d cards (%d in hand at most). A dead card can never be played: throw it away.", rules.TakeLimit, rules.HandLimit)
	}
	return ""
}

// scoringGuide is the guide line of a phase-end scoring.
func scoringGuide(sc scoring) string {
	if sc.final {
		return lang.F("The last scoring: then every coin adds %s to its owner's bank account, and the richest player wins.", CHF(rules.CoinValue))
	}
	return lang.T("Each validated contract pays its value for every match on the board now. Then the office gets new corruption tokens for the next phase.")
}
