package mallornothing_test

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/galleria-games/galleria/game"
	"github.com/galleria-games/galleria/game/gametest"
	"github.com/galleria-games/galleria/game/lang"
)

type memPlatform struct {
	data []byte
	has  bool
}

func (p *memPlatform) Load() ([]byte, bool) { return p.data, p.has }
func (p *memPlatform) Store(d []byte)       { p.data, p.has = append([]byte(nil), d...), true }
func (p *memPlatform) Clear()               { p.data, p.has = nil, false }

// textProblems lists the texts of the App's last frame that are smaller
// than minPx CSS px, cut, or outside their panel or the screen.
func textProblems(a *game.App, minPx float64) (probs []string, smallest float64) {
	const slack = 1
	sc := a.Screen()
	smallest = 1e9
	for _, t := range sc.Texts {
		if t.W <= 0 {
			continue
		}
		smallest = min(smallest, t.Size)
		p := t.Panel
		t.Y, t.H = t.Y+t.H/2-t.Size/2, t.Size
		switch {
		case t.Cut:
			probs = append(probs, fmt.Sprintf("cut: %q", t.Text))
		case t.X < p.X-slack || t.X+t.W > p.X+p.W+slack || t.Y < p.Y-slack || t.Y+t.H > p.Y+p.H+slack:
			probs = append(probs, fmt.Sprintf("outside its panel: %q", t.Text))
		case t.X < -slack || t.Y < -sc.ScrollY-slack || t.X+t.W > sc.W+slack || t.Y+t.H > sc.H+sc.ScrollMax-sc.ScrollY+slack:
			probs = append(probs, fmt.Sprintf("off screen: %q", t.Text))
		case t.Size < minPx-0.01:
			probs = append(probs, fmt.Sprintf("%.1f px: %q", t.Size, t.Text))
		}
	}
	return probs, smallest
}

// playWhole plays a whole game from the menu (seat 0 a person clicking the
// plan of a legal move, seat 1 a bot) through the final scoring to the
// results, calling look on every frame of the table and the results.
func playWhole(t *testing.T, d *gametest.Driver, look func(where string)) {
	t.Helper()
	d.Click("menu:mallornothing")
	greedy(t, d)
	d.Click("setup:start")
	moves := 0
	for i := 0; i < 20000; i++ {
		st := d.Status()
		if st.Scene == "results" {
			look("results")
			return
		}
		if st.Scene != "table" {
			d.Tick(1)
			continue
		}
		look(fmt.Sprintf("table step %d", st.Step))
		if d.TryClick("scoring:ok") {
			continue
		}
		if st.Seat < 0 || len(st.Legal) == 0 {
			d.Tick(1)
			continue
		}
		move := st.Legal[(moves*37)%len(st.Legal)]
		plan := d.App.Plan(move)
		if len(plan) == 0 {
			t.Fatalf("no plan for %q", move)
		}
		for j, id := range plan {
			d.Click(id)
			if j == 0 {
				look(fmt.Sprintf("table step %d, %q chosen", st.Step, move))
			}
		}
		moves++
	}
	st := d.Status()
	t.Fatalf("no results after 20000 ticks (scene %s, step %d, seat %d)", st.Scene, st.Step, st.Seat)
}

// greedy makes seat 2 a greedy bot on the setup.
func greedy(t *testing.T, d *gametest.Driver) {
	t.Helper()
	d.SetSeat(1, "greedy")
}

// TestWholeGameTextsFit: at every step of whole games, in English and in
// French, every text of the table, its final scoring and the results is 11
// CSS px or more on a 390×844 phone and 12 or more at 1280×800, and none is
// cut or outside its panel or the screen.
func TestWholeGameTextsFit(t *testing.T) {
	t.Cleanup(func() { lang.Set(lang.English) })
	sizes := []struct {
		w, h, dsf, min float64
	}{{1280, 800, 1, 12}, {390, 844, 3, 11}}
	for _, sz := range sizes {
		for _, lg := range []string{"en", "fr"} {
			t.Run(fmt.Sprintf("%vx%v/%s", sz.w, sz.h, lg), func(t *testing.T) {
				d := gametest.New(t, &memPlatform{}, game.Options{BotDelay: time.Nanosecond, Languages: []string{lg}}, sz.w, sz.h, sz.dsf)
				seen := map[string]bool{}
				least := 1e9
				frames := 0
				playWhole(t, d, func(where string) {
					frames++
					probs, s := textProblems(d.App, sz.min)
					least = min(least, s)
					for _, p := range probs {
						if !seen[p] {
							seen[p] = true
							t.Errorf("%s: %s", where, p)
						}
					}
				})
				t.Logf("%d frames, smallest text %.1f CSS px", frames, least)
				if frames < 10 {
					t.Errorf("only %d frames looked at", frames)
				}
				if lg == "fr" {
					if got := strings.Join(lang.Misses(), " | "); got != "" {
						t.Errorf("texts without French: %s", got)
					}
				}
			})
		}
	}
}
