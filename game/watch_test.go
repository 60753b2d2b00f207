package game

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/engine/bot"
	"github.com/galleria-games/galleria/engine/enginetest"
	"github.com/galleria-games/galleria/engine/games"
	"github.com/galleria-games/galleria/game/ui"
)

// TestWatchTableEveryGame: every game's table follows a whole bot match as
// a spectator gets it (the log redacted for viewer Seats()), step by step,
// live, without an error in its log, and draws the spectator's view turned
// to each seat (focus) on a phone and a desktop without panicking; its
// final scores are the match's.
func TestWatchTableEveryGame(t *testing.T) {
	// The online build registers them through netplay; package game does
	// not import netplay.
	games.RegisterFollowers()
	for _, name := range []string{"mallworld", "mallornothing", "luxshopping", "mallforheroes"} {
		t.Run(name, func(t *testing.T) {
			g, err := games.Lookup(name)
			if err != nil {
				t.Fatal(err)
			}
			m, err := enginetest.BotMatch(g, bot.Greedy{}, rand.New(rand.NewPCG(5, 28)))
			if err != nil {
				t.Fatal(err)
			}
			full, err := engine.Replay(g, m)
			if err != nil {
				t.Fatal(err)
			}
			spectator := full.Seats()
			steps, _, err := engine.RedactMatch(g, m, spectator)
			if err != nil {
				t.Fatal(err)
			}
			var seats []ui.SeatInfo
			for i := 0; i < full.Seats(); i++ {
				seats = append(seats, ui.SeatInfo{Name: "P" + string(rune('A'+i)), Kind: ui.Human, Connected: true})
			}
			tbl, err := newWatchTable(name, seats, m.Options, nil)
			if err != nil {
				t.Fatal(err)
			}
			st, _ := g.New(m.Options)
			view := st.View(spectator)
			for i, s := range steps {
				if err := engine.Follow(view, s); err != nil {
					t.Fatalf("step %d: %v", i, err)
				}
				tbl.catchUp(steps[:i+1], true)
				if tbl.stopped || tbl.err != "" {
					t.Fatalf("step %d (%q): the table stopped: %s", i, s.Move, tbl.err)
				}
				for tbl.g.Blocking() {
					for _, id := range []string{"scoring:ok"} {
						tbl.g.Click(id, tbl.ctx(view, "", false))
					}
					if tbl.g.Blocking() {
						break
					}
				}
				if i%7 != 0 && i != len(steps)-1 {
					continue
				}
				tbl.focus = i % full.Seats()
				for _, size := range [][2]float64{{1280, 720}, {390, 844}} {
					b := ui.NewBuilder(ui.TableXform(size[0], size[1]), "")
					tbl.g.Build(b, tbl.ctx(view, "", false))
				}
			}
			for _, l := range tbl.log {
				if strings.Contains(l, "Chance: ") {
					t.Errorf("a chance step is not told: %q", l)
				}
			}
			if view.Hash() != full.View(spectator).Hash() {
				t.Fatal("the spectator's view differs from the full state's")
			}
			r, want := view.Result(), full.Result()
			if r == nil || want == nil || len(r.Scores) != len(want.Scores) {
				t.Fatalf("results %v, want %v", r, want)
			}
			for i := range r.Scores {
				if r.Scores[i] != want.Scores[i] {
					t.Fatalf("scores %v, want the players' %v", r.Scores, want.Scores)
				}
			}
			t.Logf("%s: %d steps, %d log lines; last: %q", name, len(steps), len(tbl.log), tbl.log[len(tbl.log)-1])
		})
	}
}
