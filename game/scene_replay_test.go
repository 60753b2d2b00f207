package game

import (
	"encoding/hex"
	"fmt"
	"math"
	"strings"
	"testing"
	"time"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/engine/games"
	"github.com/galleria-games/galleria/game/lang"
	"github.com/galleria-games/galleria/game/match"
	"github.com/galleria-games/galleria/game/replaylink"
	"github.com/galleria-games/galleria/game/ui"
)

// sharePlatform is a platform that shares: it keeps what it was asked to
// copy and save.
type sharePlatform struct {
	fakePlatform
	copied string
	saved  map[string][]byte
}

func (p *sharePlatform) ShareLink(fragment string, done func(string, error)) {
	p.copied = "https://galleria.example/" + fragment
	done(p.copied, nil)
}

func (p *sharePlatform) SaveFile(name string, data []byte) error {
	if p.saved == nil {
		p.saved = map[string][]byte{}
	}
	p.saved[name] = data
	return nil
}

// finishedSave plays a whole match of game (seat 0 a person who plays a
// legal move picked by the step number, the others greedy bots) and
// returns its save and its final state.
func finishedSave(t testing.TB, game string, seed uint64) ([]byte, engine.State) {
	t.Helper()
	g, err := games.Lookup(game)
	if err != nil {
		t.Fatal(err)
	}
	players := g.Info().DefaultSeats
	c := match.Config{Game: game, Options: engine.Options{"players": fmt.Sprint(players)}, Seed: seed,
		Seats: []match.Seat{{Kind: match.Human, Name: "You"}}}
	for i := 1; i < players; i++ {
		c.Seats = append(c.Seats, match.Seat{Kind: match.Bot, Bot: "greedy", Name: ui.BotNames[i]})
	}
	s, err := match.New(c)
	if err != nil {
		t.Fatal(err)
	}
	now := time.Unix(0, 0)
	for i := 0; i < 100000 && !s.Over(); i++ {
		now = now.Add(time.Second)
		if _, err := s.Advance(now); err != nil {
			t.Fatal(err)
		}
		if h := s.HumansToAct(); len(h) > 0 {
			legal := s.State().LegalMoves(h[0])
			if err := s.Play(h[0], legal[(i*7)%len(legal)]); err != nil {
				t.Fatal(err)
			}
		}
	}
	if !s.Over() {
		t.Fatalf("%s: the match did not end", game)
	}
	return localOf(s).Save(), s.State()
}

// resultsApp is an App on the results of a finished match of game.
func resultsApp(t testing.TB, game string, p *sharePlatform, w, h, dsf float64) (*App, *fakeInput, engine.State) {
	t.Helper()
	data, final := finishedSave(t, game, 11)
	p.data, p.has = data, true
	a, in := testApp(t, p, w, h, dsf)
	if sc := a.Status().Scene; sc != sceneResults {
		t.Fatalf("%s: scene %s, not the results", game, sc)
	}
	return a, in, final
}

func replayStatus(t testing.TB, a *App) ReplayStatus {
	t.Helper()
	st := a.Status()
	if st.Scene != sceneReplay || st.Replay == nil {
		t.Fatalf("scene %s, replay %v: not the replay viewer", st.Scene, st.Replay)
	}
	return *st.Replay
}

// shownHash is the hash of the state the viewer shows.
func shownHash(t testing.TB, a *App) [32]byte {
	s, ok := a.cur.(*replayScene)
	if !ok {
		t.Fatalf("scene %s", a.Status().Scene)
	}
	return s.r.States[s.at].Hash()
}

// key queues one tick of keyboard input and runs it.
func key(a *App, in *fakeInput, f inputFrame) {
	in.queue = append(in.queue, f)
	a.Update()
}

// TestReplayViewer: from the results of a finished match of each game,
// "Watch replay" opens the viewer at the start; Forward steps to the last
// step, where the state is the match's final one (same hash); Back steps
// to the start again; the arrow keys, Home and End step; the scrub bar
// goes to the step under the click; the seat buttons and Everything
// change the view; Close comes back to the results.
func TestReplayViewer(t *testing.T) {
	for _, g := range playableGames() {
		t.Run(g.Name(), func(t *testing.T) {
			a, in, final := resultsApp(t, g.Name(), &sharePlatform{}, 1280, 800, 1)
			steps := a.Status().Step
			click(t, a, in, "results:replay")
			rs := replayStatus(t, a)
			if rs.Step != 0 || rs.Steps != steps || rs.Playing {
				t.Fatalf("opened at %+v, want step 0 of %d", rs, steps)
			}
			start, err := g.New(mustNormalize(t, g, a))
			if err != nil {
				t.Fatal(err)
			}
			if shownHash(t, a) != start.Hash() {
				t.Fatal("step 0 is not the initial state")
			}
			for i := 1; i <= steps; i++ {
				click(t, a, in, "replay:fwd")
				if got := replayStatus(t, a).Step; got != i {
					t.Fatalf("forward %d: at step %d", i, got)
				}
			}
			if shownHash(t, a) != final.Hash() {
				t.Fatal("the last step's state is not the match's final state")
			}
			if h := final.Hash(); replayStatus(t, a).Hash != hex.EncodeToString(h[:8]) {
				t.Fatalf("the hook's hash at the end %q, the final state's %x", replayStatus(t, a).Hash, h[:8])
			}
			if hasEnabled(a, "replay:fwd") || hasEnabled(a, "replay:last") {
				t.Error("forward is still on at the end")
			}
			for i := steps - 1; i >= 0; i-- {
				click(t, a, in, "replay:back")
				if got := replayStatus(t, a).Step; got != i {
					t.Fatalf("back to %d: at step %d", i, got)
				}
			}
			if shownHash(t, a) != start.Hash() {
				t.Fatal("back at step 0, the state is not the initial one")
			}
			if h := start.Hash(); replayStatus(t, a).Hash != hex.EncodeToString(h[:8]) {
				t.Fatalf("the hook's hash at step 0 %q, the initial state's %x", replayStatus(t, a).Hash, h[:8])
			}
			// Keys.
			key(a, in, inputFrame{step: 1})
			key(a, in, inputFrame{step: 1})
			if got := replayStatus(t, a).Step; got != 2 {
				t.Fatalf("two Right arrows: step %d", got)
			}
			key(a, in, inputFrame{step: -1})
			if got := replayStatus(t, a).Step; got != 1 {
				t.Fatalf("Left arrow: step %d", got)
			}
			key(a, in, inputFrame{end: true})
			if got := replayStatus(t, a).Step; got != steps || shownHash(t, a) != final.Hash() {
				t.Fatalf("End: step %d of %d", got, steps)
			}
			key(a, in, inputFrame{end: true, step: -1})
			if got := replayStatus(t, a).Step; got != steps-1 {
				t.Fatalf("End and Left in one tick: step %d of %d", got, steps)
			}
			key(a, in, inputFrame{home: true})
			if got := replayStatus(t, a).Step; got != 0 {
				t.Fatalf("Home: step %d", got)
			}
			// The scrub bar: a click a quarter and three quarters along.
			for _, f := range []float64{0.25, 0.75, 0} {
				clickAlong(t, a, in, "replay:scrub", f)
				want := int(math.Round(f * float64(steps)))
				if got := replayStatus(t, a).Step; got < want-1 || got > want+1 {
					t.Fatalf("scrub at %.2f: step %d, want %d of %d", f, got, want, steps)
				}
			}
			// Views.
			if g.Info().DefaultSeats > 1 {
				click(t, a, in, "replay:seat:1")
				if got := replayStatus(t, a).Seat; got != 1 {
					t.Fatalf("seat 1's view: seat %d", got)
				}
			}
			click(t, a, in, "replay:all")
			if got := replayStatus(t, a).Seat; got != -1 {
				t.Fatalf("everything: seat %d", got)
			}
			click(t, a, in, "replay:last")
			if !strings.Contains(strings.Join(a.Texts(), " "), lang.F("Step %d of %d", steps, steps)) {
				t.Errorf("no step line at the end: %q", a.Texts())
			}
			click(t, a, in, "replay:close")
			if sc := a.Status().Scene; sc != sceneResults {
				t.Fatalf("close: scene %s", sc)
			}
		})
	}
}

func mustNormalize(t testing.TB, g engine.Game, a *App) engine.Options {
	opts, err := g.Normalize(localConfig(a.table.drv).Options)
	if err != nil {
		t.Fatal(err)
	}
	return opts
}

func hasEnabled(a *App, id string) bool {
	for _, tg := range a.Targets() {
		if tg.ID == id && tg.Enabled {
			return true
		}
	}
	return false
}

// clickAlong clicks target id at f of its width from its left edge.
func clickAlong(t testing.TB, a *App, in *fakeInput, id string, f float64) {
	t.Helper()
	for _, tg := range a.Targets() {
		if tg.ID == id && tg.Enabled {
			p := point{(tg.X + f*tg.W) * a.dsf, (tg.Y + tg.H/2) * a.dsf}
			in.queue = append(in.queue, inputFrame{presses: []point{p}}, inputFrame{releases: []point{p}})
			a.Update()
			a.Update()
			return
		}
	}
	t.Fatalf("no enabled target %s: %v", id, targetIDs(a))
}

// TestReplayAutoplay: Play and Fast step by themselves from the game
// loop's ticks, at their speeds, and stop at the end.
func TestReplayAutoplay(t *testing.T) {
	a, in, final := resultsApp(t, "mallornothing", &sharePlatform{}, 1280, 800, 1)
	click(t, a, in, "results:replay")
	click(t, a, in, "replay:play")
	if !replayStatus(t, a).Playing || !a.replaying() {
		t.Fatal("Play does not play (or lets the loop rest)")
	}
	at := replayStatus(t, a).Step
	for i := 0; i < 3*replayTicks; i++ {
		a.Update()
	}
	if got := replayStatus(t, a).Step - at; got < 2 || got > 4 {
		t.Fatalf("3 s of Play: %d steps", got)
	}
	click(t, a, in, "replay:fast")
	at = replayStatus(t, a).Step
	for i := 0; i < 3*replayTicks; i++ {
		a.Update()
	}
	if got := replayStatus(t, a).Step - at; got < 3*replayTicks/replayFastTicks-2 {
		t.Fatalf("3 s of Fast: %d steps", got)
	}
	steps := replayStatus(t, a).Steps
	for i := 0; i < steps*replayFastTicks+10 && replayStatus(t, a).Playing; i++ {
		a.Update()
	}
	rs := replayStatus(t, a)
	if rs.Playing || a.replaying() || rs.Step != steps || shownHash(t, a) != final.Hash() {
		t.Fatalf("autoplay ended at %+v", rs)
	}
	click(t, a, in, "replay:first")
	click(t, a, in, "replay:play")
	click(t, a, in, "replay:play")
	if replayStatus(t, a).Playing {
		t.Fatal("a second Play does not pause")
	}
}

// TestShareReplay: "Share replay" copies a link to the match, which opens
// the viewer in a new client at the same final state.
func TestShareReplay(t *testing.T) {
	for _, g := range playableGames() {
		p := &sharePlatform{}
		a, in, final := resultsApp(t, g.Name(), p, 1280, 800, 1)
		click(t, a, in, "results:share")
		a.Update()
		st := a.Status()
		if st.Clipboard == "" || st.Clipboard != p.copied || !strings.Contains(st.Note, "copied") {
			t.Fatalf("%s: clipboard %.40q, note %q", g.Name(), st.Clipboard, st.Note)
		}
		if len(p.copied) > len("https://galleria.example/")+replaylink.LinkLimit {
			t.Errorf("%s: a link of %d characters was copied", g.Name(), len(p.copied))
		}
		b := NewApp(&fakePlatform{}, Options{ReplayLink: p.copied})
		b.setSize(1280, 800, 1)
		b.rebuild()
		b.snapshot()
		rs := replayStatus(t, b)
		if rs.Steps != st.Step || rs.Step != 0 {
			t.Fatalf("%s: the link opens %+v, want %d steps", g.Name(), rs, st.Step)
		}
		s := b.cur.(*replayScene)
		if s.r.Final().Hash() != final.Hash() {
			t.Fatalf("%s: the link's final state differs", g.Name())
		}
		if want := lang.F("Player %d", 1); s.seats[0].Name != want {
			t.Errorf("%s: seat 0 is %q in a link's replay", g.Name(), s.seats[0].Name)
		}
		click(t, a, in, "results:menu")
		if a.share != (shareState{}) {
			t.Errorf("%s: the share note outlives the match", g.Name())
		}
	}
}

// TestReplayBadLink: a link that does not decode opens a page that says
// what is wrong (the decoder's words), with the way back to the menu.
func TestReplayBadLink(t *testing.T) {
	data, _ := finishedSave(t, "luxshopping", 3)
	l, err := match.Load(data)
	if err != nil {
		t.Fatal(err)
	}
	cfg := localConfig(l)
	good, err := replaylink.Link(&engine.Match{Game: cfg.Game, Options: cfg.Options, Steps: l.Steps()})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ link, want string }{
		{good[:len(good)/2], "cut"},
		{"#replay=2" + good[9:], "version"},
		{"#replay=1@@@", "base64url"},
		{"#replay=1", "replay link"},
	} {
		a := NewApp(&fakePlatform{}, Options{ReplayLink: c.link, ScriptedInput: true})
		in := scripted(a.input)
		a.setSize(390, 844, 3)
		a.rebuild()
		a.snapshot()
		st := a.Status()
		texts := strings.Join(a.Texts(), " ")
		if st.Scene != sceneReplay || st.Replay != nil {
			t.Fatalf("%.30q: scene %s, replay %v", c.link, st.Scene, st.Replay)
		}
		if !strings.Contains(texts, lang.T("This replay cannot be opened")) || !strings.Contains(texts, c.want) {
			t.Errorf("%.30q: the page says %q, without %q", c.link, texts, c.want)
		}
		if probs := fitProblems(a, 11); len(probs) > 0 {
			t.Errorf("%.30q: %s", c.link, strings.Join(probs, "; "))
		}
		click(t, a, in, "replay:close")
		if sc := a.Status().Scene; sc != sceneMenu {
			t.Fatalf("close: scene %s", sc)
		}
	}
	// No replay in the fragment: the client opens as usual.
	a := NewApp(&fakePlatform{}, Options{ReplayLink: "#join=abc"})
	if sc := a.Status().Scene; sc != sceneMenu {
		t.Fatalf("#join: scene %s", sc)
	}
}

// TestReplayFitsAndSpeaksFrench: the viewer's band, the results' replay
// buttons and the error page fit at a phone's two orientations and a
// desktop, with texts of 11 CSS px or more on phones and 12 on the
// desktop, in English and in French, and French misses nothing.
func TestReplayFitsAndSpeaksFrench(t *testing.T) {
	defer lang.Set(lang.English)
	for _, tag := range []string{lang.English, lang.French} {
		for _, sz := range fitSizes {
			t.Run(tag+"-"+sz.name, func(t *testing.T) {
				lang.Set(tag)
				lang.ResetMisses()
				minSize := 11.0
				if sz.name == "desktop" {
					minSize = 12
				}
				for _, game := range []string{"mallworld", "mallforheroes"} {
					p := &sharePlatform{}
					a, in, _ := resultsApp(t, game, p, sz.w, sz.h, sz.dsf)
					a.prefs.setLang(tag)
					click(t, a, in, "results:share")
					a.Update()
					if probs := fitProblems(a, minSize); len(probs) > 0 {
						t.Errorf("%s results: %s", game, strings.Join(probs, "\n  "))
					}
					click(t, a, in, "results:replay")
					for _, id := range []string{"replay:fwd", "replay:last", "replay:all"} {
						click(t, a, in, id)
						if probs := bandProblems(a, minSize); len(probs) > 0 {
							t.Errorf("%s after %s: %s", game, id, strings.Join(probs, "\n  "))
						}
					}
				}
				if m := lang.Misses(); tag == lang.French && len(m) > 0 {
					t.Errorf("French misses: %q", m)
				}
			})
		}
	}
}

// bandProblems are the fit problems (as fitProblems finds them) of the
// viewer's band (the items built after the table): the table above it is
// the game's, measured by its own tests.
func bandProblems(a *App, minSize float64) []string {
	s := a.cur.(*replayScene)
	skip := 0
	for _, it := range a.frame.Items[:s.bandFrom] {
		if it.Kind == ui.KText {
			skip++
		}
	}
	sc := a.Screen()
	var out []string
	for _, t := range sc.Texts[skip:] {
		p := t.Panel
		t.Y, t.H = t.Y+t.H/2-t.Size/2, t.Size
		switch {
		case t.Cut:
			out = append(out, fmt.Sprintf("cut: %q", t.Text))
		case t.W > 0 && (t.X < p.X-1 || t.X+t.W > p.X+p.W+1 || t.Y < p.Y-1 || t.Y+t.H > p.Y+p.H+1):
			out = append(out, fmt.Sprintf("outside its panel: %q", t.Text))
		case t.W > 0 && (t.X < -1 || t.X+t.W > sc.W+1 || t.Y+t.H > sc.H+1):
			out = append(out, fmt.Sprintf("off screen: %q at %.1f,%.1f", t.Text, t.X, t.Y))
		case t.W > 0 && t.Size < minSize-0.01:
			out = append(out, fmt.Sprintf("%.1f px: %q", t.Size, t.Text))
		}
	}
	return out
}
