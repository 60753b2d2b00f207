package testgame_test

import (
	"bytes"
	"strings"
	"testing"

	"github.com/galleria-games/galleria/engine"
	tg "github.com/galleria-games/galleria/engine/testgame"
)

func TestPositionForm(t *testing.T) {
	st := newState(t, 3)
	play(t, st, "chance roll 3", "0 take 2", "2 bid 1")
	pos, err := st.Position()
	if err != nil {
		t.Fatal(err)
	}
	want := `{"version":1,"game":"testgame","viewer":-1,"stage":"bid","round":0,"die":3,"scores":[2,0,0],"bids":["","","bid 1"]}`
	if string(pos) != want {
		t.Fatalf("position\n%s\nwant\n%s", pos, want)
	}
	back, err := tg.Game{}.Import(pos)
	if err != nil {
		t.Fatal(err)
	}
	if back.Hash() != st.Hash() {
		t.Fatal("import changes the hash")
	}
	vpos, _ := st.View(0).Position()
	if !bytes.Contains(vpos, []byte(`"viewer":0`)) || !bytes.Contains(vpos, []byte(`"hidden"`)) {
		t.Fatalf("view position %s", vpos)
	}
	if _, err := (tg.Game{}).Import(vpos); err == nil || !strings.Contains(err.Error(), "viewer") {
		t.Fatalf("importing a view: %v", err)
	}
}

func TestImportStrict(t *testing.T) {
	good := `{"version":1,"game":"testgame","viewer":-1,"stage":"bid","round":1,"die":2,"scores":[3,2,0],"bids":["bid 0","",""]}`
	if _, err := (tg.Game{}).Import([]byte(good)); err != nil {
		t.Fatalf("good position refused: %v", err)
	}
	for _, tc := range []struct {
		old, new string // replace old by new in good
		field    string // the error must name it
	}{
		{`"version":1`, `"version":2`, "version"},
		{`"version":1,`, ``, "version"},
		{`"game":"testgame"`, `"game":"mallworld"`, "game"},
		{`"viewer":-1`, `"viewer":1`, "viewer"},
		{`"stage":"bid"`, `"stage":"hidden"`, "stage"},
		{`"stage":"bid"`, `"stage":"auction"`, "stage"},
		{`"stage":"bid"`, `"stage":"over"`, "round"},
		{`"round":1`, `"round":2`, "round"},
		{`"round":1`, `"round":-1`, "round"},
		{`"die":2`, `"die":4`, "die"},
		{`"die":2`, `"die":0`, "die"},
		{`"stage":"bid","round":1,"die":2`, `"stage":"roll","round":1,"die":2`, "die"},
		{`"scores":[3,2,0]`, `"scores":[3]`, "scores"},
		{`"scores":[3,2,0]`, `"scores":[3,2,0,0,0,0,0]`, "scores"},
		{`"scores":[3,2,0]`, `"scores":[3,0,0]`, "scores[1]"}, // seat 1 led round 2 and took
		{`"scores":[3,2,0]`, `"scores":[9,2,0]`, "scores[0]"},
		{`"scores":[3,2,0]`, `"scores":[3,2,-1]`, "scores[2]"},
		{`"scores":[3,2,0]`, `"scores":[3,2,"x"]`, "scores"},
		{`"bids":["bid 0","",""]`, `"bids":["bid 0",""]`, "bids"},
		{`"bids":["bid 0","",""]`, `"bids":["bid 2","",""]`, "bids[0]"},
		{`"bids":["bid 0","",""]`, `"bids":["hidden","",""]`, "bids[0]"},
		{`"bids":["bid 0","",""]`, `"bids":["bid 0","bid 1","bid 1"]`, "bids"},
		{`"bids":["bid 0","",""]`, `"bids":["bid 0","",""],"extra":1`, "extra"},
		{`"bids":["bid 0","",""]}`, `"bids":["bid 0","",""]} {}`, "trailing"},
		{`"die":2`, `"die":"2"`, "die"},
	} {
		text := strings.Replace(good, tc.old, tc.new, 1)
		if text == good {
			t.Fatalf("case %q does not apply", tc.old)
		}
		_, err := tg.Game{}.Import([]byte(text))
		if err == nil {
			t.Errorf("accepted %s", text)
		} else if !strings.Contains(err.Error(), tc.field) {
			t.Errorf("%s: error %q does not name %s", text, err, tc.field)
		}
	}
	// Bids outside stage bid.
	take := `{"version":1,"game":"testgame","viewer":-1,"stage":"take","round":0,"die":1,"scores":[0,0],"bids":["bid 1",""]}`
	if _, err := (tg.Game{}).Import([]byte(take)); err == nil || !strings.Contains(err.Error(), "bids[0]") {
		t.Errorf("bid in stage take: %v", err)
	}
	if _, err := (tg.Game{}).Import([]byte(strings.Repeat(" ", 5000) + good)); err == nil {
		t.Error("an oversized position was accepted")
	}
}

// TestLogReplay: a match's log written, parsed and replayed gives the same
// state, and a bad step is reported at its line.
func TestLogReplay(t *testing.T) {
	m := &engine.Match{Game: "testgame", Options: engine.Options{"players": "2"}, Steps: []engine.Step{
		{Seat: engine.Chance, Move: "roll 3"}, {Seat: 0, Move: "take 2"}, {Seat: 1, Move: "bid 1"}, {Seat: 0, Move: "bid 0"},
		{Seat: engine.Chance, Move: "roll 1"}, {Seat: 1, Move: "take 1"}, {Seat: 0, Move: "bid 1"}, {Seat: 1, Move: "bid 1"},
	}}
	parsed, err := engine.ParseLog(strings.NewReader(engine.FormatLog(m)))
	if err != nil {
		t.Fatal(err)
	}
	st, err := engine.Replay(tg.Game{}, parsed)
	if err != nil {
		t.Fatal(err)
	}
	direct := newState(t, 2)
	for _, s := range m.Steps {
		if err := direct.Apply(s.Seat, s.Move); err != nil {
			t.Fatal(err)
		}
	}
	if st.Hash() != direct.Hash() {
		t.Fatal("replay differs from the direct game")
	}
	if r := st.Result(); r == nil || r.Scores[0] != 3 || r.Scores[1] != 5 {
		t.Fatalf("result %+v", r)
	}
	m.Steps[5].Move = "take 3"
	parsed, _ = engine.ParseLog(strings.NewReader(engine.FormatLog(m)))
	if _, err := engine.Replay(tg.Game{}, parsed); err == nil || !strings.HasPrefix(err.Error(), "9:") {
		t.Fatalf("bad step: %v, want an error at line 9", err)
	}
}
