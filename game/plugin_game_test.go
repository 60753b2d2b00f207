package game_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/galleria-games/galleria/engine/games"
	"github.com/galleria-games/galleria/game"
	"github.com/galleria-games/galleria/game/gametest"
	"github.com/galleria-games/galleria/game/match"
	"github.com/galleria-games/galleria/game/testgame"
)

// memPlatform keeps the save in memory.
type memPlatform struct {
	data []byte
	has  bool
}

func (p *memPlatform) Load() ([]byte, bool) { return p.data, p.has }
func (p *memPlatform) Store(d []byte)       { p.data, p.has = append([]byte(nil), d...), true }
func (p *memPlatform) Clear()               { p.data, p.has = nil, false }

// plugTestGame registers the test-only game's UI, by that one call, for
// the length of a test.
func plugTestGame(t *testing.T) string {
	t.Helper()
	u := testgame.UI{}
	name := u.Game().Name()
	if err := game.Register(u); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { game.Unregister(name) })
	return name
}

// TestPluggedGameHotseat plugs a game the shell has never seen into the
// client by its registration alone and plays it as people would: menu →
// setup with 6 seats (two of them human) → table → hotseat handoffs →
// results, in landscape and portrait.
func TestPluggedGameHotseat(t *testing.T) {
	name := plugTestGame(t)
	for _, size := range [][2]float64{{1280, 720}, {420, 860}} {
		t.Run(fmt.Sprintf("%vx%v", size[0], size[1]), func(t *testing.T) {
			p := &memPlatform{}
			d := gametest.New(t, p, game.Options{BotDelay: time.Nanosecond}, size[0], size[1], 1)
			d.Click("menu:" + name)
			if s := d.Status().Scene; s != "setup" {
				t.Fatalf("after the menu: scene %s", s)
			}
			d.Click("setup:players:6")
			for i := 0; i < 6; i++ {
				if _, ok := d.Target(fmt.Sprintf("setup:seat:%d", i)); !ok {
					t.Fatalf("no seat %d in the setup: %v", i+1, d.IDs())
				}
			}
			for _, tg := range d.App.Targets() {
				if tg.X < 0 || tg.Y < 0 || tg.X+tg.W > size[0]+0.01 || tg.Y+tg.H > size[1]+0.01 {
					t.Errorf("setup target %s off the %vx%v screen: %+v", tg.ID, size[0], size[1], tg)
				}
			}
			d.Click("setup:seat:3") // greedy → random
			d.Click("setup:seat:3") // random → human
			d.Click("setup:start")
			handoffs, moves := 0, 0
			for i := 0; i < 500 && d.Status().Scene != "results"; i++ {
				st := d.Status()
				switch {
				case st.Scene == "handoff":
					handoffs++
					for _, tx := range d.App.Texts() {
						if strings.Contains(tx, "bid") {
							t.Fatalf("the handoff shows %q", tx)
						}
					}
					d.Click("handoff:ready")
				case st.Scene == "table" && st.Seat >= 0:
					if st.Seat != 0 && st.Seat != 3 {
						t.Fatalf("seat %d is a bot but the table asks it", st.Seat)
					}
					move := st.Legal[moves%len(st.Legal)]
					plan := d.App.Plan(move)
					if len(plan) == 0 {
						t.Fatalf("no plan for %q (legal %v)", move, st.Legal)
					}
					for _, id := range plan {
						d.Click(id)
					}
					moves++
				case st.Ending:
					d.Click("table:results") // the end of the match on the table
				default:
					d.Tick(1)
				}
			}
			st := d.Status()
			if st.Scene != "results" {
				t.Fatalf("no results: %+v", st)
			}
			if handoffs == 0 || moves < 4 {
				t.Errorf("%d handoffs and %d moves by the two humans", handoffs, moves)
			}
			if len(st.Scores) != 6 || len(st.Winners) == 0 {
				t.Fatalf("results: %+v", st)
			}
			texts := strings.Join(d.App.Texts(), "\n")
			for _, w := range st.Winners {
				if !strings.Contains(texts, w) {
					t.Errorf("winner %s not on the results", w)
				}
			}
			if !strings.Contains(texts, "1st") {
				t.Errorf("no places on the results:\n%s", texts)
			}
			d.Click("results:menu")
			if s := d.Status().Scene; s != "menu" || p.has {
				t.Errorf("after the results: scene %s, save kept %v", s, p.has)
			}
		})
	}
	// Unregistered, the game leaves the menu and the engine's registry.
	game.Unregister(name)
	if _, err := games.Lookup(name); err == nil {
		t.Error("the test game's rules stay registered")
	}
	d := gametest.New(t, &memPlatform{}, game.Options{}, 1280, 720, 1)
	if slices.Contains(d.IDs(), "menu:"+name) {
		t.Error("the test game stays on the menu")
	}
}

// TestPluggedGameSharedPlaces: a match of the plugged game where both
// seats play alike (each leads once) ends with both sharing first place,
// and the results say so.
func TestPluggedGameSharedPlaces(t *testing.T) {
	name := plugTestGame(t)
	c := match.Config{Game: name, Seed: 5}
	c.Options = map[string]string{"players": "2"}
	for i := 0; i < 2; i++ {
		c.Seats = append(c.Seats, match.Seat{Kind: match.Human, Name: fmt.Sprintf("P%d", i+1)})
	}
	s, err := match.New(c)
	if err != nil {
		t.Fatal(err)
	}
	now := time.Unix(0, 0)
	for i := 0; i < 100 && !s.Over(); i++ {
		now = now.Add(time.Second)
		if _, err := s.Advance(now); err != nil {
			t.Fatal(err)
		}
		for _, h := range s.HumansToAct() {
			legal := s.State().LegalMoves(h)
			if err := s.Play(h, legal[0]); err != nil {
				t.Fatal(err)
			}
		}
	}
	p := &memPlatform{data: s.Source().(*match.Local).Save(), has: true}
	d := gametest.New(t, p, game.Options{}, 1280, 720, 1)
	st := d.Status()
	if st.Scene != "results" || len(st.Winners) != 2 {
		t.Fatalf("a match of equal moves: %+v", st)
	}
	if texts := strings.Join(d.App.Texts(), "\n"); !strings.Contains(texts, "Shared victory") {
		t.Errorf("the results do not say the victory is shared:\n%s", texts)
	}
}
