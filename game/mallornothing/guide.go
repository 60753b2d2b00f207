package mallornothing

import (
	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/game/lang"
)

// whoActs names the seats the decision waits for: "Bea", "Ann and Bea".
func (c *mctx) whoActs() string {
	d := c.c.State.Decision()
	var who []string
	for _, s := range d.Seats {
		who = append(who, c.name(s))
	}
	if len(who) == 0 {
		return "?"
	}
	return lang.List(who)
}

// guideText is the guided first game's line: what to do now and why it
// matters, for a player new to the game ("" when there is nothing to say).
func (c *mctx) guideText() string {
	if c.final {
		return lang.T("Only stores touching your largest hallway score: count them on each mall, then see the results.")
	}
	if !c.acting {
		switch c.c.State.Decision().Kind {
		case engine.Terminal:
			return lang.T("The game is over: the higher score wins.")
		case engine.Simultaneous, engine.Turn:
			return lang.T("Both players place their card at the same time; the placements are shown together when both are locked in.")
		}
		return lang.T("The cards are being dealt: each round both players draw a card and place it.")
	}
	if c.p.CanDiscard() {
		return lang.T("A card must overlap your mall without closing a loop of layers: this one cannot, so it is lost.")
	}
	if _, _, chosen := c.p.Chosen(); chosen {
		return lang.T("Check the score shown, then lock in: the move is final, and the other player sees it only when both are done.")
	}
	if c.v.Round() == 0 {
		return lang.T("Lay the card over part of your mall: covered squares no longer count. Stores score only beside your largest hallway.")
	}
	return lang.T("Grow one big hallway: at the end, only stores next to your largest hallway score. Covering a square hides it for good.")
}
