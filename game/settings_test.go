package game

import (
	"strings"
	"testing"
	"time"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/game/lang"
	"github.com/galleria-games/galleria/game/ui"
)

// settingsPlatform is a platform that keeps settings too (as the
// browser's localStorage does), shared by the Apps of one test as a device
// keeps them across visits.
type settingsPlatform struct {
	fakePlatform
	kv map[string]string
}

func (p *settingsPlatform) Get(key string) string { return p.kv[key] }
func (p *settingsPlatform) Set(key, value string) { p.kv[key] = value }

func newSettingsPlatform() *settingsPlatform {
	return &settingsPlatform{kv: map[string]string{}}
}

// langApp is testApp with the browser's languages.
func langApp(t *testing.T, p Platform, langs []string, w, h, dsf float64) (*App, *fakeInput) {
	t.Helper()
	t.Cleanup(func() { lang.Set(lang.English); lang.ResetMisses() })
	a := NewApp(p, Options{BotDelay: time.Nanosecond, ThinkBudget: unlimited, Languages: langs})
	in := &fakeInput{}
	a.input = in
	a.setSize(w, h, dsf)
	a.rebuild()
	a.snapshot()
	return a, in
}

// TestGameInfoHasFrench: every registered game's texts from its engine
// Info that the shell shows (tagline, options' labels and values, score
// units) have French.
func TestGameInfoHasFrench(t *testing.T) {
	games := playableGames()
	if len(games) == 0 {
		t.Fatal("no games")
	}
	for _, g := range games {
		info := g.Info()
		texts := []string{info.Tagline, info.ScoreUnit, info.ScoreUnitPlural}
		for _, o := range info.Options {
			texts = append(texts, o.Label)
			texts = append(texts, o.Labels...)
		}
		for _, s := range texts {
			if s != "" && !lang.Has(lang.French, s) {
				t.Errorf("%s: no French for %q", g.Name(), s)
			}
		}
	}
}

// TestLanguageFollowsTheBrowserUntilChosen: the client speaks the first
// of the browser's languages it knows; the menu's switch changes the
// language at once (the next frame) and the choice is kept: a later visit
// speaks it whatever the browser says.
func TestLanguageFollowsTheBrowserUntilChosen(t *testing.T) {
	p := newSettingsPlatform()
	a, in := langApp(t, p, []string{"de-CH", "fr-CH", "en"}, 1280, 800, 1)
	if st := a.Status(); st.Lang != lang.French {
		t.Fatalf("browser de-CH, fr-CH, en: lang %q, want fr", st.Lang)
	}
	if txt := frameTexts(a); !strings.Contains(txt, "Jouer en ligne") || strings.Contains(txt, "Play online") {
		t.Fatalf("menu in French: %s", txt)
	}
	click(t, a, in, "menu:lang:en")
	if txt := frameTexts(a); !strings.Contains(txt, "Play online") || a.Status().Lang != lang.English {
		t.Fatalf("after the English switch: lang %q, menu %s", a.Status().Lang, txt)
	}
	if p.kv[langKey] != "en" {
		t.Fatalf("setting %s = %q, want en", langKey, p.kv[langKey])
	}
	// A later visit from the same French browser: English, as chosen.
	b, in2 := langApp(t, p, []string{"fr"}, 1280, 800, 1)
	if st := b.Status(); st.Lang != lang.English {
		t.Fatalf("second visit: lang %q, want the chosen en", st.Lang)
	}
	click(t, b, in2, "menu:lang:fr")
	if b.Status().Lang != lang.French || p.kv[langKey] != "fr" {
		t.Fatalf("after the French switch: lang %q, setting %q", b.Status().Lang, p.kv[langKey])
	}
	// No saved choice and a browser the client does not speak: English.
	c, _ := langApp(t, newSettingsPlatform(), []string{"de", "it"}, 1280, 800, 1)
	if st := c.Status(); st.Lang != lang.English {
		t.Fatalf("browser de, it: lang %q, want en", st.Lang)
	}
}

// TestGuideSwitchIsRemembered: the menu's guide switch turns off and on,
// and a later visit keeps its state.
func TestGuideSwitchIsRemembered(t *testing.T) {
	p := newSettingsPlatform()
	a, in := langApp(t, p, nil, 1280, 800, 1)
	if !a.prefs.guideOn() || !strings.Contains(frameTexts(a), "Guide for a first game: on") {
		t.Fatalf("a new device: guide %v; menu %s", a.prefs.guideOn(), frameTexts(a))
	}
	click(t, a, in, "menu:guide")
	if a.prefs.guideOn() || !strings.Contains(frameTexts(a), "Guide for a first game: off") {
		t.Fatalf("after the switch: guide %v; menu %s", a.prefs.guideOn(), frameTexts(a))
	}
	b, in2 := langApp(t, p, nil, 1280, 800, 1)
	if b.prefs.guideOn() {
		t.Fatal("a later visit: the guide is on again")
	}
	click(t, b, in2, "menu:guide")
	c, _ := langApp(t, p, nil, 1280, 800, 1)
	if !c.prefs.guideOn() {
		t.Fatal("switched on again, then a later visit: off")
	}
}

// playToResults plays the match on the table to its end: the person's
// moves straight into the session (the first legal one), bots random.
func playToResults(t *testing.T, a *App, in *fakeInput) {
	t.Helper()
	for i := 0; i < 5000 && a.Status().Scene != sceneResults; i++ {
		if id := firstTarget(a, "handoff:ready", "scoring:ok", "table:results"); id != "" {
			click(t, a, in, id)
			continue
		}
		if st := a.Status(); st.Scene == sceneTable && st.Seat >= 0 && a.table.drv != nil {
			if err := a.table.drv.Play(st.Seat, st.Legal[0]); err != nil {
				t.Fatal(err)
			}
		}
		a.Update()
	}
	if st := a.Status().Scene; st != sceneResults {
		t.Fatalf("scene %s, not the results, after 5000 ticks", st)
	}
}

// startSolo opens game's setup, gives the other seats random bots and
// starts the match.
func startSolo(t *testing.T, a *App, in *fakeInput, game string) {
	t.Helper()
	click(t, a, in, "menu:"+game)
	for seat := 1; seat < a.setup.players; seat++ {
		setSeat(t, a, in, seat, ui.Random)
	}
	click(t, a, in, "setup:start")
	settle(a)
}

// TestGuideOnFirstMatchOnly: a game's first match shows the guide
// (TableCtx.Guide, the hook's guide); once a match of that game was
// finished here its next match does not, while another game's first
// match still does; a later visit remembers the finished game.
func TestGuideOnFirstMatchOnly(t *testing.T) {
	games := playableGames()
	if len(games) < 2 {
		t.Fatal("fewer than two games")
	}
	first, other := games[0].Name(), games[1].Name()
	p := newSettingsPlatform()
	p.Set(motionKey, "off") // whole matches: no glides to wait for
	a, in := langApp(t, p, nil, 1280, 800, 1)
	startSolo(t, a, in, first)
	if !a.Status().Guide || !a.table.tbl.ctx(a.table.drv.State(), "", false).Guide {
		t.Fatalf("%s: first match without the guide", first)
	}
	playToResults(t, a, in)
	click(t, a, in, "results:menu")
	startSolo(t, a, in, first)
	if a.Status().Guide || a.table.tbl.ctx(a.table.drv.State(), "", false).Guide {
		t.Fatalf("%s: the guide after a finished match", first)
	}
	a.toMenu()
	a.rebuild()
	a.snapshot()
	startSolo(t, a, in, other)
	if !a.Status().Guide {
		t.Fatalf("%s: its first match without the guide", other)
	}
	p.Clear() // no match to resume: the next visit opens at the menu
	b, in2 := langApp(t, p, nil, 1280, 800, 1)
	startSolo(t, b, in2, first)
	if b.Status().Guide {
		t.Fatalf("%s, a later visit: the guide is back", first)
	}
}

// TestGuideOffFromTheTable: during a guided match the leave-the-match
// question offers to switch the guide off; that button turns it off for
// this match (the next frame) and for later ones, and the match goes on.
func TestGuideOffFromTheTable(t *testing.T) {
	p := newSettingsPlatform()
	a, in := langApp(t, p, nil, 1280, 800, 1)
	g := playableGames()[0].Name()
	startSolo(t, a, in, g)
	if !a.Status().Guide {
		t.Fatal("no guide on a first match")
	}
	if hasTarget(a, "table:guideoff") {
		t.Fatal("the guide's switch shows without the leave-the-match question")
	}
	click(t, a, in, "table:menu")
	click(t, a, in, "table:guideoff")
	if a.Status().Guide || a.table.tbl.ctx(a.table.drv.State(), "", false).Guide || p.kv[guideKey] != "off" {
		t.Fatalf("after the switch: guide %v, setting %q", a.Status().Guide, p.kv[guideKey])
	}
	if hasTarget(a, "table:guideoff") {
		t.Fatal("the switch still shows")
	}
	click(t, a, in, "table:stay")
	if st := a.Status().Scene; st != sceneTable {
		t.Fatalf("scene %s after Keep playing", st)
	}
}

// TestFrenchShellFits: in French, the menu, each game's setup (in its
// narrow and wide forms) and a hotseat handoff fit at a phone's two
// orientations and a desktop size (no text cut or out of its panel, 11
// CSS px or more), and no text the shell looked up lacked French.
func TestFrenchShellFits(t *testing.T) {
	for _, sz := range fitSizes {
		t.Run(sz.name, func(t *testing.T) {
			a, in := langApp(t, &fakePlatform{}, []string{"fr-FR"}, sz.w, sz.h, sz.dsf)
			lang.ResetMisses()
			check := func(where string) {
				t.Helper()
				if probs := fitProblems(a, sz.minColumns); len(probs) > 0 {
					t.Errorf("%s at %vx%v: %d texts do not fit:\n  %s", where, sz.w, sz.h, len(probs), strings.Join(probs, "\n  "))
				}
			}
			check("menu")
			click(t, a, in, "menu:guide")
			check("menu, guide off")
			for _, g := range playableGames() {
				click(t, a, in, "menu:"+g.Name())
				check(g.Name() + " setup")
				for seat := 0; seat < a.setup.players; seat++ {
					setSeat(t, a, in, seat, ui.Human)
				}
				check(g.Name() + " setup, every seat human")
				click(t, a, in, "setup:seed")
				check(g.Name() + " setup, seed field")
				click(t, a, in, "setup:seed")
				tap(t, a, in, "setup:seed") // a finger: the digit pad of a touch screen
				if !hasTarget(a, "setup:key:done") {
					t.Fatalf("%s: no digit pad after a tap on the seed", g.Name())
				}
				check(g.Name() + " setup, seed pad")
				tap(t, a, in, "setup:key:done")
				click(t, a, in, "setup:back")
			}
			// A hotseat handoff: people only, at the first game that hides
			// a hand.
			handoff := false
			for _, g := range playableGames() {
				click(t, a, in, "menu:"+g.Name())
				for seat := 0; seat < a.setup.players; seat++ {
					setSeat(t, a, in, seat, ui.Human)
				}
				click(t, a, in, "setup:start")
				settle(a)
				if st := a.Status().Scene; st == sceneHandoff {
					check(g.Name() + " handoff")
					handoff = true
					break
				}
				a.toMenu()
				a.rebuild()
				a.snapshot()
			}
			if !handoff {
				t.Error("no game opened with a handoff")
			}
			if m := lang.Misses(); len(m) > 0 {
				t.Errorf("texts without French: %q", m)
			}
		})
	}
}

// TestResultNotesAndReasonsInFrench: a note an engine or the search bot
// tells (engine.Note) is worded whole in either language: seats by the
// players' names, engine Words translated, numbers kept (grouped as the
// language writes them), move texts as they are, and nothing left without
// French.
func TestResultNotesAndReasonsInFrench(t *testing.T) {
	t.Cleanup(func() { lang.Set(lang.English); lang.ResetMisses() })
	names := []string{"Anna", "Beat"}
	for _, c := range []struct {
		note   engine.Note
		en, fr string
	}{
		{engine.NewNote("Both seats scored %d; %s wins with the smaller scored hallway (%d squares against %d).", 40, engine.Seat(1), 5, 7),
			"Both seats scored 40; Beat wins with the smaller scored hallway (5 squares against 7).", "Beat"},
		{engine.NewNote("Solo level %d %s: final score %d (mall A %d, mall B %d) against the target %d; %s.", 3, engine.Word("not beaten"), 41, 44, 41, 45, engine.Word("condition met by both malls")),
			"Solo level 3 not beaten: final score 41 (mall A 44, mall B 41) against the target 45; condition met by both malls.", "manqué"},
		{engine.Fixed("Top score tied: the most completed gardens wins."),
			"Top score tied: the most completed gardens wins.", "jardins"},
		{engine.Fixed("the only legal move"), "the only legal move", "le seul coup permis"},
		// A hint's reason: notes inside a note, each worded.
		{engine.NewNote("%s: %s", engine.NewNote("keeps you in the race"),
			engine.NewNote("%s, %s", engine.NewNote("+%d points now", 1200), engine.NewNote("your hallway grows by %d squares", 3))),
			"keeps you in the race: +1,200 points now, your hallway grows by 3 squares",
			"vous garde dans la course\u00a0: +1\u00a0200\u00a0points maintenant, votre couloir s’allonge de 3\u00a0cases"},
	} {
		lang.Set(lang.English)
		if got := ui.Told(c.note, names); got != c.en {
			t.Errorf("English: %q, want %q", got, c.en)
		}
		lang.Set(lang.French)
		lang.ResetMisses()
		got := ui.Told(c.note, names)
		if !strings.Contains(got, c.fr) || got == c.en || len(lang.Misses()) > 0 {
			t.Errorf("French: %q (want it to hold %q); misses %q", got, c.fr, lang.Misses())
		}
	}
	lang.Set(lang.English)
	if got := ui.Told(engine.NewNote("%s wins", engine.Seat(5)), names); got != "seat 5 wins" {
		t.Errorf("a seat with no name: %q", got)
	}
	if got := ui.Told(engine.Note{}, names); got != "" {
		t.Errorf("no note: %q", got)
	}
}

// TestWinnersLineInBothLanguages: the results' line for a lone person who
// wins ("You win!", not "You wins!"), a named winner and a shared victory,
// in English and French.
func TestWinnersLineInBothLanguages(t *testing.T) {
	t.Cleanup(func() { lang.Set(lang.English) })
	names := []string{ui.You, "Beat", "Carla"}
	for _, c := range []struct {
		tag     string
		winners []int
		want    string
	}{
		{lang.English, []int{0}, "You win!"},
		{lang.English, []int{1}, "Beat wins!"},
		{lang.French, []int{0}, "Vous gagnez\u00a0!"},
		{lang.French, []int{2}, "Carla gagne\u00a0!"},
		{lang.French, []int{0, 1, 2}, "Victoire partagée\u00a0: You, Beat et Carla."},
		{lang.French, nil, "Pas de gagnant."},
	} {
		lang.Set(c.tag)
		if got := winnersLine(names, c.winners); got != c.want {
			t.Errorf("%s, winners %v: %q, want %q", c.tag, c.winners, got, c.want)
		}
	}
}

// tap is click by a finger (the App words its prompts for touch after it).
func tap(t *testing.T, a *App, in *fakeInput, id string) {
	t.Helper()
	for _, tg := range a.Targets() {
		if tg.ID == id && tg.Enabled {
			p := point{(tg.X + tg.W/2) * a.dsf, (tg.Y + tg.H/2) * a.dsf}
			in.queue = append(in.queue, inputFrame{presses: []point{p}, touch: true}, inputFrame{releases: []point{p}, touch: true})
			a.Update()
			a.Update()
			return
		}
	}
	t.Fatalf("no enabled target %s on scene %s", id, a.Status().Scene)
}
