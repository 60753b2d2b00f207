// Package gametest drives a game.App in tests as a person would: by
// clicking targets (a press and a release at the target's centre, through
// the App's own hit-testing), with no display loop and no device.
package gametest

import (
	"fmt"
	"strings"
	"testing"

	"github.com/galleria-games/galleria/game"
)

// Driver is an App under test.
type Driver struct {
	t   testing.TB
	App *game.App
}

// New makes an App with scripted input at a size in CSS pixels (dsf is the
// device scale factor). o.ScriptedInput is set.
func New(t testing.TB, p game.Platform, o game.Options, cssW, cssH, dsf float64) *Driver {
	t.Helper()
	o.ScriptedInput = true
	a := game.NewApp(p, o)
	a.SetSize(cssW, cssH, dsf)
	return &Driver{t: t, App: a}
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
	d.App.Update()
	d.App.Release(x, y)
	d.App.Update()
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

// SetSeat clicks seat's button on the new-match setup (setup:seat:N) until
// its label names kind ("human", "normal bot", "greedy bot"…: "Seat 2:
// Beat (greedy bot)").
func (d *Driver) SetSeat(seat int, kind string) {
	d.t.Helper()
	want := fmt.Sprintf("Seat %d: ", seat+1)
	for i := 0; ; i++ {
		for _, tx := range d.App.Texts() {
			if strings.HasPrefix(tx, want) && strings.HasSuffix(tx, "("+kind+")") {
				return
			}
		}
		if i > 10 {
			d.t.Fatalf("seat %d never becomes a %s: %q", seat+1, kind, d.App.Texts())
		}
		d.Click(fmt.Sprintf("setup:seat:%d", seat))
	}
}

// Tick runs n updates.
func (d *Driver) Tick(n int) {
	for i := 0; i < n; i++ {
		d.App.Update()
	}
}
