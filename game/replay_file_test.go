package game

import (
	"errors"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/engine/bot"
	"github.com/galleria-games/galleria/engine/enginetest"
	"github.com/galleria-games/galleria/engine/games"
	"github.com/galleria-games/galleria/game/lang"
	"github.com/galleria-games/galleria/game/replaylink"
)

// filePlatform opens the file it is given when asked (a person choosing
// it in the browser's file chooser).
type filePlatform struct {
	settingsPlatform
	data  []byte
	err   error
	asked int
}

func (p *filePlatform) OpenFile(done func(name string, data []byte, err error)) {
	p.asked++
	go done("match.log", p.data, p.err) // another goroutine, as in the browser
}

// botFile is the replay file of a greedy bots' match of game.
func botFile(t testing.TB, game string) (*engine.Match, []byte) {
	t.Helper()
	g, _ := games.Lookup(game)
	m, err := enginetest.BotMatch(g, bot.Greedy{}, rand.New(rand.NewPCG(4, 27)))
	if err != nil {
		t.Fatal(err)
	}
	return m, replaylink.File(m)
}

// waitScene runs Updates until the posted work has moved the App to scene.
func waitScene(t testing.TB, a *App, scene string) {
	t.Helper()
	for i := 0; i < 2000; i++ {
		a.Update()
		if a.Status().Scene == scene {
			return
		}
		if i > 100 {
			// The file is read on another goroutine.
			waitABit()
		}
	}
	t.Fatalf("scene %s, never %s", a.Status().Scene, scene)
}

// TestOpenReplayFile: the History scene's "Open a replay file" opens the
// viewer on the chosen file of each game, at its start, with all its steps;
// its last step is the match's final state; Close comes back to the
// History. Without a platform that opens files the button is disabled.
func TestOpenReplayFile(t *testing.T) {
	a, in := testApp(t, newSettingsPlatform(), 1280, 800, 1)
	click(t, a, in, "menu:history")
	if !hasTarget(a, "history:file") || hasEnabled(a, "history:file") {
		t.Fatalf("without a file opener, history:file must be shown disabled (targets %v)", targetIDs(a))
	}
	for _, name := range games.Names() {
		m, data := botFile(t, name)
		p := &filePlatform{settingsPlatform: *newSettingsPlatform(), data: data}
		a, in := testApp(t, p, 390, 844, 3)
		click(t, a, in, "menu:history")
		click(t, a, in, "history:file")
		waitScene(t, a, sceneReplay)
		rs := replayStatus(t, a)
		if p.asked != 1 || a.cur.(*replayScene).r.Match.Game != name || rs.Step != 0 || rs.Steps != len(m.Steps) {
			t.Fatalf("%s: asked %d, viewer %+v; want the file's game at step 0 of %d", name, p.asked, rs, len(m.Steps))
		}
		click(t, a, in, "replay:last")
		r, err := replaylink.DecodeFile(data)
		if err != nil {
			t.Fatal(err)
		}
		if shownHash(t, a) != r.Final().Hash() {
			t.Errorf("%s: the last step is not the match's final state", name)
		}
		click(t, a, in, "replay:close")
		if sc := a.Status().Scene; sc != sceneHistory {
			t.Errorf("%s: Close leads to %s, not the history", name, sc)
		}
	}
}

// TestOpenBadReplayFile: a cut, flipped, foreign, empty or oversized file,
// and a file the device could not read, each end on a page or a note that
// names the problem; nothing panics, and the way back leads to the
// History.
func TestOpenBadReplayFile(t *testing.T) {
	_, good := botFile(t, "mallornothing")
	flipped := append([]byte(nil), good...)
	i := strings.LastIndex(string(flipped), "\n") - 3
	flipped[i] ^= 0x04
	cases := []struct {
		name string
		data []byte
		err  error
		want string // in the page's texts
	}{
		{"cut", good[:len(good)*2/3], nil, "replay file"},
		{"flipped byte", flipped, nil, "replay file"},
		{"not a log", []byte("<html>hello</html>"), nil, "replay file"},
		{"empty", nil, nil, "replay file"},
		{"oversized", []byte(strings.Repeat("#\n", replaylink.MaxFileBytes)), nil, "bytes long"},
		{"unknown game", []byte(strings.Replace(string(good), "mallornothing", "mallofdreams", 1)), nil, "mallofdreams"},
	}
	for _, c := range cases {
		p := &filePlatform{settingsPlatform: *newSettingsPlatform(), data: c.data, err: c.err}
		a, in := testApp(t, p, 1280, 800, 1)
		click(t, a, in, "menu:history")
		click(t, a, in, "history:file")
		waitScene(t, a, sceneReplay)
		texts := frameTexts(a)
		if !strings.Contains(texts, lang.T("This replay cannot be opened")) || !strings.Contains(texts, c.want) ||
			!strings.Contains(texts, lang.T("A replay file is the match log that Share replay saves: ask for it again.")) {
			t.Errorf("%s: the page says %q; want the error page naming %q", c.name, texts, c.want)
		}
		click(t, a, in, "replay:close")
		if sc := a.Status().Scene; sc != sceneHistory {
			t.Errorf("%s: the way back leads to %s", c.name, sc)
		}
	}

	// The device could not read the file: a note on the History.
	p := &filePlatform{settingsPlatform: *newSettingsPlatform(), err: errors.New("permission denied")}
	a, in := testApp(t, p, 1280, 800, 1)
	click(t, a, in, "menu:history")
	click(t, a, in, "history:file")
	for i := 0; i < 200 && !strings.Contains(frameTexts(a), "permission denied"); i++ {
		waitABit()
		a.dirty = true
		a.Update()
	}
	if texts := frameTexts(a); !strings.Contains(texts, "The file could not be read: permission denied") {
		t.Errorf("an unreadable file: the history says %q", texts)
	}
}

// TestDroppedReplayFile: a file dropped on the page opens the viewer from
// any scene, and its Close leads to the menu; a file the page could not
// read shows the error page.
func TestDroppedReplayFile(t *testing.T) {
	m, data := botFile(t, "luxshopping")
	a, in := testApp(t, newSettingsPlatform(), 1280, 800, 1)
	a.OpenReplayFile(data)
	waitScene(t, a, sceneReplay)
	if rs := replayStatus(t, a); rs.Steps != len(m.Steps) {
		t.Fatalf("viewer %+v, want %d steps", rs, len(m.Steps))
	}
	click(t, a, in, "replay:close")
	if sc := a.Status().Scene; sc != sceneMenu {
		t.Errorf("Close leads to %s, not the menu", sc)
	}
	a.ReplayFileError(errors.New("big.log is 3000000 bytes long, at most 1048576 allowed"))
	waitScene(t, a, sceneReplay)
	if texts := frameTexts(a); !strings.Contains(texts, "3000000 bytes long") {
		t.Errorf("an oversized drop: the page says %q", texts)
	}
}

func waitABit() { time.Sleep(time.Millisecond) }

// TestSignedFileWithoutOnline: without online play (the solo build) a
// signed replay file opens, and the viewer says its signatures are not
// checked here.
func TestSignedFileWithoutOnline(t *testing.T) {
	m, _ := botFile(t, "mallornothing")
	a, _ := testApp(t, newSettingsPlatform(), 1280, 800, 1)
	a.OpenReplayFile(replaylink.SignedFile(m, [][]byte{[]byte("a record")}))
	waitScene(t, a, sceneReplay)
	if rs := replayStatus(t, a); rs.Signed != "unchecked" || rs.Steps != len(m.Steps) {
		t.Fatalf("viewer %+v, want the match with its signatures unchecked", rs)
	}
	if texts := frameTexts(a); !strings.Contains(texts, lang.T("Signatures not checked")) {
		t.Errorf("the viewer says %q", texts)
	}
}
