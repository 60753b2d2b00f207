package online

import (
	"strconv"

	"github.com/galleria-games/galleria/game"
	"github.com/galleria-games/galleria/game/ui"
	"github.com/galleria-games/galleria/netplay"
)

// A spectator's page shows the seats' times as the players' pages do, in
// the same strip under the table, from the host's clock messages
// (netplay.Watcher.Clocks).

// clockStripH is the height (units) of the clocks' strip under a
// spectator's table: none without a clock.
func (wm *watchMatch) clockStripH() float64 {
	if wm == nil || wm.st.Setup == nil || wm.st.Setup.Clock == nil || wm.st.View == nil {
		return 0
	}
	return clockStripH
}

// clockStrip draws the clocks in r (quiet: the background only).
func (wm *watchMatch) clockStrip(b *ui.Builder, r ui.Rect, quiet bool) {
	seatClockStrip(b, r, quiet, wm.st.Setup.Seats, wm.w.Clocks)
}

// clockStatus fills the hook's clock fields on a spectator's page.
func (wm *watchMatch) clockStatus(os *game.OnlineStatus) {
	os.Clocks, os.TimeOuts = []game.ClockStatus{}, []string{}
	if wm.st.Setup == nil || wm.st.Setup.Clock == nil {
		return
	}
	os.Clock = clockSetting(wm.st.Setup.Clock)
	for _, sc := range wm.w.Clocks() {
		os.Clocks = append(os.Clocks, game.ClockStatus{Ms: sc.Left.Milliseconds(), Running: sc.Running, Lent: sc.Lent})
	}
}

// clockSetting is the hook's words for a clock: "move 30000" or
// "bank 300000+10000" (ms).
func clockSetting(c *netplay.Clock) string {
	if c.Move > 0 {
		return "move " + strconv.FormatInt(c.Move, 10)
	}
	return "bank " + strconv.FormatInt(c.Bank, 10) + "+" + strconv.FormatInt(c.Inc, 10)
}
