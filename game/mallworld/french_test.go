package mallworld_test

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/galleria-games/galleria/engine"
	rules "github.com/galleria-games/galleria/engine/mallworld"
	"github.com/galleria-games/galleria/game/lang"
	"github.com/galleria-games/galleria/game/mallworld"
	"github.com/galleria-games/galleria/game/match"
	"github.com/galleria-games/galleria/game/ui"
)

// fitScreens are the screens the French table must fit: a desktop window
// and a phone held upright and sideways (CSS px and device scale).
var fitScreens = []struct {
	name      string
	w, h, dsf float64
}{{"1280x800", 1280, 800, 1}, {"390x844", 390, 844, 3}, {"844x390", 844, 390, 3}}

// frameAt builds the table as the shell does on a screen of that size.
func frameAt(tbl ui.Table, c *ui.TableCtx, w, h, dsf float64) *ui.Frame {
	b := ui.NewBuilder(ui.TableView(w*dsf, h*dsf, dsf), "")
	tbl.Build(b, c)
	return b.F
}

// misfits lists the texts of a frame that do not fit: shortened (an
// ellipsis, lines left out), or wider than the box they were given, or
// across the screen's side. w is the screen's width in device px.
func misfits(f *ui.Frame, w float64) []string {
	const slack = 1
	out := f.Misfits(slack)
	for _, it := range f.Items {
		if it.Kind != ui.KText || it.Text == "" || it.Cut {
			continue
		}
		box := it.Box
		if box == (ui.Rect{}) {
			box = it.R
		}
		if box.X < -slack || box.X+box.W > w+slack {
			out = append(out, fmt.Sprintf("across the screen's side: %q at x %.1f w %.1f", it.Text, box.X, box.W))
		}
	}
	return out
}

// texts lists the frame's drawn texts; guideTexts only the guide line's.
func texts(f *ui.Frame) []string {
	var out []string
	for _, it := range f.Items {
		if it.Kind == ui.KText && it.Text != "" {
			out = append(out, it.Text)
		}
	}
	return out
}

func guideText(f *ui.Frame) string { return f.TextsIn(ui.ColGuide) }

// tableRun is a seeded match played through the table: its session, the
// table, the seats and the narration so far.
type tableRun struct {
	t      *testing.T
	s      *match.Driver
	tbl    ui.Table
	names  []string
	seats  []ui.SeatInfo
	log    []string
	focus  int
	guide  bool
	onStep func(c *ui.TableCtx, stage string) // a decision's table, before each click
	onOver func(c *ui.TableCtx)               // a phase-end scoring waiting to be dismissed
	onWait func(c *ui.TableCtx)               // the table after every third move of seat 0, when the bots play next
}

func newRun(t *testing.T, players int, seed uint64, names []string) *tableRun {
	t.Helper()
	cfg := match.Config{Game: rules.GameName, Options: engine.Options{"players": fmt.Sprint(players)}, Seed: seed}
	r := &tableRun{t: t, names: names}
	for i, n := range names {
		kind, seat := ui.Greedy, match.Seat{Kind: match.Bot, Bot: "greedy", Name: n}
		if i == 0 {
			kind, seat = ui.Human, match.Seat{Kind: match.Human, Name: n}
		}
		cfg.Seats = append(cfg.Seats, seat)
		r.seats = append(r.seats, ui.SeatInfo{Name: n, Kind: kind, Connected: true})
	}
	s, err := match.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	s.Delay = 0
	r.s = s
	tbl, err := mallworld.UI{}.NewTable(localOf(s).Config().Options, names)
	if err != nil {
		t.Fatal(err)
	}
	r.tbl = tbl
	return r
}

func (r *tableRun) ctx() *ui.TableCtx {
	st := r.s.State()
	return &ui.TableCtx{State: st, View: st.View(r.focus), Focus: r.focus, Private: true, Seats: r.seats,
		Log: r.log, Picker: mallworld.UI{}.NewPicker(nil), Guide: r.guide}
}

func (r *tableRun) catchUp() {
	lines, err := r.tbl.CatchUp(r.s.Steps(), true)
	if err != nil {
		r.t.Fatal(err)
	}
	r.log = append(r.log, lines...)
}

// play plays the match to its end: seat 0 (the human) makes random legal
// moves by clicking its plan on the table, the bots play.
func (r *tableRun) play(seed uint64) {
	t := r.t
	rng := rand.New(rand.NewPCG(seed, 2))
	now := time.Unix(0, 0)
	moves := 0
	for i := 0; !r.s.Over() || r.tbl.Blocking(); i++ {
		if i > 20000 {
			t.Fatalf("no end after %d rounds", i)
		}
		if r.tbl.Blocking() {
			c := r.ctx()
			if r.onOver != nil {
				r.onOver(c)
			}
			r.tbl.Click("scoring:ok", c)
			continue
		}
		now = now.Add(time.Second)
		if _, err := r.s.Advance(now); err != nil {
			t.Fatal(err)
		}
		r.catchUp()
		if r.tbl.Blocking() || r.s.Over() {
			continue
		}
		if !slices.Contains(r.s.HumansToAct(), 0) {
			continue
		}
		c := r.ctx()
		c.Legal = c.View.LegalMoves(0)
		c.Acting = true
		move := c.Legal[rng.IntN(len(c.Legal))]
		c.Picker = mallworld.UI{}.NewPicker(c.Legal)
		stage := c.View.(*rules.State).PositionOf().Stage
		plan := c.Picker.Plan(move)
		if len(plan) == 0 {
			t.Fatalf("no plan for %q", move)
		}
		got := ""
		for _, id := range plan {
			if r.onStep != nil {
				r.onStep(c, stage)
			}
			got = c.Picker.Click(id)
		}
		if got != move {
			t.Fatalf("plan %v made %q, want %q", plan, got, move)
		}
		if err := r.s.Play(0, move); err != nil {
			t.Fatal(err)
		}
		r.catchUp()
		if moves++; r.onWait != nil && moves%3 == 0 && !r.tbl.Blocking() && !r.s.Over() && !slices.Contains(r.s.HumansToAct(), 0) {
			r.onWait(r.ctx())
		}
	}
}

// Seeded games in French with the guided first game on, played through
// the table: every frame at a desktop and a phone's two sizes fits (no text
// cut or wider than its box), with a guide line at every decision; the
// narration, the hint lines and the results are in French (each differs
// from the English of the same game), and no text looked up lacked French.
func TestFrenchTableFits(t *testing.T) {
	lang.Set(lang.French)
	defer lang.Set(lang.English)
	lang.ResetMisses()
	for _, g := range []struct {
		players int
		seed    uint64
	}{{3, 11}, {4, 7}, {5, 23}} {
		t.Run(fmt.Sprintf("%d players seed %d", g.players, g.seed), func(t *testing.T) {
			names := append([]string{lang.T("You")}, "Anna", "Beat", "Carla", "Dario")[:g.players]
			r := newRun(t, g.players, g.seed, names)
			r.guide = true
			probs := map[string]bool{}
			check := func(where string, f *ui.Frame, w float64) {
				for _, p := range misfits(f, w) {
					probs[where+": "+p] = true
				}
			}
			var hints, hintsEN []string
			frames, guided := 0, 0
			r.onStep = func(c *ui.TableCtx, stage string) {
				for _, sc := range fitScreens {
					f := frameAt(r.tbl, c, sc.w, sc.h, sc.dsf)
					check(sc.name+" "+stage, f, sc.w*sc.dsf)
					frames++
					if guideText(f) != "" {
						guided++
					} else {
						t.Errorf("%s, stage %s: no guide line", sc.name, stage)
					}
				}
				// The hint of one legal move, in the header.
				move := c.Legal[len(hints)%len(c.Legal)]
				tell := r.tbl.(ui.Teller).TellMove(c.View, 0, move, names)
				hints = append(hints, tell)
				lang.Set(lang.English)
				hintsEN = append(hintsEN, r.tbl.(ui.Teller).TellMove(c.View, 0, move, names))
				lang.Set(lang.French)
				h := *c
				h.Hint = &ui.Hint{Line: tell}
				for _, sc := range fitScreens {
					check(sc.name+" hint", frameAt(r.tbl, &h, sc.w, sc.h, sc.dsf), sc.w*sc.dsf)
				}
			}
			waits := 0
			r.onWait = func(c *ui.TableCtx) {
				waits++
				// Every other time, as in hotseat before the device is
				// passed: the hands are hidden.
				c.Private = waits%2 == 0
				for _, sc := range fitScreens {
					f := frameAt(r.tbl, c, sc.w, sc.h, sc.dsf)
					check(sc.name+" waiting", f, sc.w*sc.dsf)
					if guideText(f) == "" {
						t.Errorf("%s: no guide line while the bots play", sc.name)
					}
				}
			}
			scorings := 0
			r.onOver = func(c *ui.TableCtx) {
				scorings++
				for _, sc := range fitScreens {
					f := frameAt(r.tbl, c, sc.w, sc.h, sc.dsf)
					check(sc.name+" scoring", f, sc.w*sc.dsf)
					if guideText(f) == "" {
						t.Errorf("%s: no guide line on the phase-end scoring", sc.name)
					}
				}
			}
			r.play(g.seed)
			if scorings < 3 || guided == 0 || waits < 2 {
				t.Errorf("%d scorings, %d of %d frames guided, %d waits", scorings, guided, frames, waits)
			}
			// The results, at both column layouts.
			var results []string
			for _, sc := range fitScreens {
				b := ui.NewBuilder(ui.ColumnView(sc.w*sc.dsf, sc.h*sc.dsf, sc.dsf), "")
				r.tbl.Results(b, logOf(r.s), r.s.State(), names, 140, b.T.W)
				check(sc.name+" results", b.F, sc.w*sc.dsf)
				results = append(results, texts(b.F)...)
			}
			if len(probs) > 0 {
				var list []string
				for p := range probs {
					list = append(list, p)
				}
				sort.Strings(list)
				t.Errorf("%d texts do not fit:\n  %s", len(list), strings.Join(list, "\n  "))
			}

			// The same match narrated in English: every line differs.
			lang.Set(lang.English)
			en, err := mallworld.UI{}.NewTable(localOf(r.s).Config().Options, append([]string{"You"}, names[1:]...))
			if err != nil {
				t.Fatal(err)
			}
			linesEN, err := en.CatchUp(r.s.Steps(), false)
			if err != nil {
				t.Fatal(err)
			}
			b := ui.NewBuilder(ui.ColumnXform(720, 720), "")
			en.Results(b, logOf(r.s), r.s.State(), names, 140, b.T.W)
			resultsEN := texts(b.F)
			lang.Set(lang.French)
			if len(linesEN) != len(r.log) {
				t.Fatalf("%d lines in English, %d in French", len(linesEN), len(r.log))
			}
			same := 0
			for i := range linesEN {
				if linesEN[i] == r.log[i] {
					if same++; same <= 5 {
						t.Errorf("line %d is the same in both languages: %q", i, linesEN[i])
					}
				}
			}
			for i := range hints {
				if hints[i] == hintsEN[i] || hints[i] == "" {
					t.Errorf("hint %d not in French: %q", i, hints[i])
				}
			}
			if strings.Join(results, " ") == strings.Join(resultsEN, " ") || !strings.Contains(strings.Join(results, " "), "CHF final") {
				t.Errorf("the results are not in French: %q", results)
			}
			t.Logf("%d frames (%d with a guide line), %d waits, %d lines, %d hints, %d scorings; e.g. %q / %q", frames, guided,
				waits, len(r.log), len(hints), scorings, r.log[len(r.log)/2], linesEN[len(linesEN)/2])
		})
	}
	if m := lang.Misses(); len(m) > 0 {
		t.Errorf("%d texts without French: %q", len(m), m)
	}
}

// The guide line: drawn only when the guided first game is on, in the
// current language, and fits with the rest of the table at the three
// screens; it follows the decision (a different line at each stage, and
// another once a card of the hand is selected) and is gone when the game
// is over.
func TestGuideLine(t *testing.T) {
	for _, tag := range []string{lang.English, lang.French} {
		t.Run(tag, func(t *testing.T) {
			lang.Set(tag)
			defer lang.Set(lang.English)
			names := []string{lang.T("You"), "Beat", "Carla", "Dario"}
			r := newRun(t, 4, 5, names)
			r.guide = true
			byStage := map[string]map[string]bool{}
			seen := map[string]bool{}
			selected := 0
			r.onStep = func(c *ui.TableCtx, stage string) {
				off := *c
				off.Guide = false
				for _, sc := range fitScreens {
					if g := guideText(frameAt(r.tbl, &off, sc.w, sc.h, sc.dsf)); g != "" {
						t.Fatalf("%s, stage %s: a guide line without the guide: %q", sc.name, stage, g)
					}
				}
				g := guideText(frameAt(r.tbl, c, 1280, 800, 1))
				if g == "" {
					t.Fatalf("stage %s: no guide line", stage)
				}
				// The line fits in both languages, as the rest of the table.
				for _, sc := range fitScreens {
					for _, p := range misfits(frameAt(r.tbl, c, sc.w, sc.h, sc.dsf), sc.w*sc.dsf) {
						if !seen[p] {
							seen[p] = true
							t.Errorf("%s, stage %s: %s", sc.name, stage, p)
						}
					}
				}
				if byStage[stage] == nil {
					byStage[stage] = map[string]bool{}
				}
				byStage[stage][g] = true
				// A card of the hand selected: the line explains the offer.
				if stage == "develop" && selected < 3 {
					p := mallworld.UI{}.NewPicker(c.Legal)
					for _, m := range c.Legal {
						if !strings.HasPrefix(m, "offer ") {
							continue
						}
						plan := p.Plan(m)
						if len(plan) < 2 || !strings.HasPrefix(plan[0], "hand:") {
							continue
						}
						p.Click(plan[0])
						s := *c
						s.Picker = p
						after := guideText(frameAt(r.tbl, &s, 1280, 800, 1))
						if after == "" || after == g {
							t.Errorf("develop: the guide line did not change with a card selected: %q", after)
						}
						selected++
						break
					}
				}
			}
			r.play(5)
			if selected == 0 {
				t.Error("never selected a card of the hand")
			}
			// One line per stage (develop has its own per selection), and
			// no two stages share one.
			owner := map[string]string{}
			for _, st := range []string{"accept", "develop", "bid", "play", "discard"} {
				if len(byStage[st]) == 0 {
					// The human bids only when another seat offers two
					// or three cards; it always meets the other stages.
					if st != "bid" {
						t.Errorf("no guide line seen at stage %s", st)
					}
					continue
				}
				for g := range byStage[st] {
					if o, ok := owner[g]; ok && o != st {
						t.Errorf("stages %s and %s share the guide line %q", o, st, g)
					}
					owner[g] = st
				}
			}
			if tag == lang.French {
				for g := range owner {
					if lang.Has(lang.French, g) || !strings.ContainsAny(g, "éèàùô’") {
						t.Errorf("guide line not in French: %q", g)
					}
				}
			}
			// The game is over: no line.
			c := r.ctx()
			if g := guideText(frameAt(r.tbl, c, 1280, 800, 1)); g != "" {
				t.Errorf("a guide line after the end: %q", g)
			}
			t.Logf("%d stages, %d distinct lines", len(byStage), len(owner))
		})
	}
}
