package luxshopping

import (
	"github.com/galleria-games/galleria/game/lang"
)

// guideText is the guided first game's line: what to do now and why it
// matters, for a player new to the game.
func (c *lctx) guideText() string {
	if c.w.Phase == "over" {
		return lang.T("The game is over: a goal reached wins at once; at time-up, signs rank first, then galleries, shops and cash.")
	}
	if !c.acting {
		return lang.T("The others play in turn: the log says what each landing paid or cost, and whose shops are worth avoiding.")
	}
	switch c.w.Phase {
	case "roll":
		if c.v.FirstTurn(c.c.Focus) {
			return lang.T("Roll to go round the loop. No buying in the first turn: your own shops pay you, the others' cost you.")
		}
		return lang.T("Roll: where you land decides. A double draws two mail cards, and one showing your shop gives it a sign.")
	case "buy":
		return lang.T("A shop pays you when you land on it and charges the others who do; three of yours can make a gallery.")
	case "build":
		if c.p.Merging() {
			return lang.T("A merged gallery charges visitors the value of both: a gallery big enough wins the game.")
		}
		return lang.T("A gallery of three shops charges visitors its whole value: it pays far more than single shops.")
	case "gain":
		return lang.T("A sign adds to every payment at its shop, and enough signs win: choose a shop the others often land on.")
	case "lose":
		return lang.T("A sign must go: keep those on your busiest shops, since signs also count toward the sign goal.")
	case "sell":
		return lang.T("You cannot pay: the bank buys shops back at half price. Selling a shop of a gallery breaks the gallery.")
	}
	return ""
}
