// Package gametest drives a game.App in tests as a person would: by
// clicking targets (a press and a release at the target's centre, through
// the App's own hit-testing), with no display loop and no device.
package gametest

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/galleria-games/galleria/game"
)

// Driver is an App under test.
type Driver struct {
	t    testing.TB
	App  *game.App
	skew time.Duration // how far the App's clock is ahead of the wall clock
}

// Frame is how far the driver's clock moves per Update: the display loop
// runs 60 updates a second.
const Frame = time.Second / 60

// New makes an App with scripted input at a size in CSS pixels (dsf is the
// device scale factor). o.ScriptedInput is set. Unless o.Clock is set, the
// App's clock is the driver's: the wall clock, moved on one Frame more by
// every Update the driver runs, as a display loop's time would be (what is
// timed on screen, such as the end of a match shown on the table, takes
// no more updates than it would there).
func New(t testing.TB, p game.Platform, o game.Options, cssW, cssH, dsf float64) *Driver {
	t.Helper()
	o.ScriptedInput = true
	d := &Driver{t: t}
	if o.Clock == nil {
		o.Clock = func() time.Time { return time.Now().Add(d.skew) }
	}
	d.App = game.NewApp(p, o)
	d.App.SetSize(cssW, cssH, dsf)
	return d
}

// update runs one Update, the clock one Frame on.
func (d *Driver) update() {
	d.skew += Frame
	d.App.Update()
}

// Status is the App's status.
func (d *Driver) Status() game.Status { return d.App.Status() }

// Target returns the target with that id, if it is on screen.
func (d *Driver) Target(id string) (game.Target, bool) {
	for _, tg := range d.App.Targets() {
		if tg.ID == id {
			return tg, true
		}
	}
	return game.Target{}, false
}

// IDs lists the targets on screen.
func (d *Driver) IDs() []string {
	var out []string
	for _, tg := range d.App.Targets() {
		out = append(out, tg.ID)
	}
	return out
}

// TryClick clicks target id if it is on screen and enabled, and reports
// whether it was.
func (d *Driver) TryClick(id string) bool {
	tg, ok := d.Target(id)
	if !ok || !tg.Enabled {
		return false
	}
	x, y := tg.X+tg.W/2, tg.Y+tg.H/2
	d.App.Press(x, y)
	d.update()
	d.App.Release(x, y)
	d.update()
	return true
}

// Click clicks target id; the test fails if it is missing or disabled.
func (d *Driver) Click(id string) {
	d.t.Helper()
	if !d.TryClick(id) {
		tg, ok := d.Target(id)
		d.t.Fatalf("cannot click %s (on screen %v, enabled %v) on scene %s; targets: %v", id, ok, tg.Enabled, d.Status().Scene, d.IDs())
	}
}

// SetSeat clicks seat's choice of kind on the new-match setup
// (setup:kind:N:<kind>): kind is "human" or a bot ("normal bot", "greedy
// bot"…, or its name alone).
func (d *Driver) SetSeat(seat int, kind string) {
	d.t.Helper()
	d.Click(fmt.Sprintf("setup:kind:%d:%s", seat, strings.TrimSuffix(kind, " bot")))
}

// Tick runs n updates.
func (d *Driver) Tick(n int) {
	for i := 0; i < n; i++ {
		d.update()
	}
}
