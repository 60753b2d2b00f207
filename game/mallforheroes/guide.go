package mallforheroes

import (
	rules "github.com/galleria-games/galleria/engine/mallforheroes"
	"github.com/galleria-games/galleria/game/lang"
	"github.com/galleria-games/galleria/game/ui"
)

// The guided first game (ui.TableCtx.Guide): one line under the prompt
// that says what to do now and why it matters, for someone who has never
// played.

// guideLine draws the guide's line (ui.GuideLine) in its band of the
// layout, under the prompt.
func (c *tctx) guideLine() {
	s := c.guideText()
	if s == "" || c.L.guide.W <= 0 {
		return
	}
	size := 12.0
	if c.L.portrait {
		size = 12
	}
	ui.GuideLine(c.b, c.L.guide, s, size)
}

// guideText is the guide's line for the current decision, or "" when the
// guide is off.
func (c *tctx) guideText() string {
	if !c.c.Guide || c.v == nil {
		return ""
	}
	v := c.v
	if v.Phase() == "over" {
		if v.Solo() {
			return lang.T("Guide: the game is over. Your score is the lower of your two malls; the results screen shows whether it reached the level's target.")
		}
		return lang.T("Guide: the game is over. Each Shop and garden shows its points on the malls; the results screen adds them up by part.")
	}
	if !c.acting {
		return lang.T("Guide: the others are playing. Watch which Shops leave the display, and point at any card to read its rule.")
	}
	switch v.Phase() {
	case "draft":
		if c.p.Armed() {
			return lang.T("Guide: the Rogue lets you take any Shop, even one without a free corner. Spend it on a Shop that completes a garden or a Wizard's pattern.")
		}
		if v.Solo() {
			return lang.T("Guide: take a Shop with a green mark for this mall. Your score is the lower mall's, so keep both malls growing.")
		}
		return lang.T("Guide: take a Shop with a green mark (a free corner). You place it at once: its type scores by its ability, its garden quarters build gardens.")
	case "place":
		return lang.T("Guide: put the Shop on a marked cell next to your cards. The preview shows the points; whole gardens score through your Entrance.")
	case "bard":
		return lang.T("Guide: the Bard swaps two of your Shops once a round. Swap if it completes a garden or a Wizard's pattern; otherwise pass and keep him.")
	case "claim":
		_, wild := v.Claims()
		if len(wild) > 0 && c.p.Has(passMove) {
			return lang.T("Guide: the Sorceress claims a Wizard with one pattern cell missing. Claim now for a Tower, or pass and keep her for a later round.")
		}
		return lang.F("Guide: your mall shows a Wizard's pattern. Place its Tower next to your cards: at the end it scores %d points per Shop of its type.", rules.TowerPoints)
	case "remove":
		return lang.F("Guide: a mall keeps only %d Shop types. Remove the types that score least for you: their Shops leave the mall.", v.SoloLevel().Limit)
	}
	return ""
}
