package engine_test

import (
	"errors"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/galleria-games/galleria/engine"
)

func TestLogRoundTrip(t *testing.T) {
	m := &engine.Match{
		Game:    "mallworld",
		Options: engine.Options{"players": "4", "first": "random"},
		Steps: []engine.Step{
			{Seat: engine.Chance, Move: "VG"},
			{Seat: 2, Move: "bid 3"},
			{Seat: 0, Move: "build VG V C4"},
		},
	}
	text := engine.FormatLog(m)
	want := "galleria-log 1\ngame mallworld\noption first random\noption players 4\nchance VG\nseat 2 bid 3\nseat 0 build VG V C4\n"
	if text != want {
		t.Fatalf("log text:\n%s\nwant:\n%s", text, want)
	}
	back, err := engine.ParseLog(strings.NewReader("# a comment\n\n" + text))
	if err != nil {
		t.Fatal(err)
	}
	if back.Game != m.Game || back.Options.String() != m.Options.String() || len(back.Steps) != len(m.Steps) {
		t.Fatalf("parsed %+v, want %+v", back, m)
	}
	for i, s := range back.Steps {
		if s.Seat != m.Steps[i].Seat || s.Move != m.Steps[i].Move || s.Line != i+7 {
			t.Errorf("step %d: %+v, want %+v at line %d", i, s, m.Steps[i], i+7)
		}
	}
}

func TestParseLogErrors(t *testing.T) {
	cases := []struct {
		name, text string
		line       int
		msg        string
	}{
		{"empty", "", 0, "empty log"},
		{"magic", "galleria-log 2\n", 1, "not a galleria log"},
		{"no game", "galleria-log 1\n", 1, "no game line"},
		{"unknown word", "galleria-log 1\ngame g\nmove x\n", 3, "unknown line"},
		{"seat number", "galleria-log 1\ngame g\nseat x pass\n", 3, "seat N MOVE"},
		{"seat leading zero", "galleria-log 1\ngame g\nseat 01 pass\n", 3, "seat N MOVE"},
		{"empty move", "galleria-log 1\ngame g\nseat 1\n", 3, "seat N MOVE"},
		{"double space", "galleria-log 1\ngame g\nseat 1 bid  3\n", 3, "single spaces"},
		{"control byte", "galleria-log 1\ngame g\nchance V\x01G\n", 3, "non-printable"},
		{"option late", "galleria-log 1\ngame g\nchance VG\noption a b\n", 4, "after the first step"},
		{"option twice", "galleria-log 1\ngame g\noption a b\noption a c\n", 4, "given twice"},
		{"option shape", "galleria-log 1\ngame g\noption a\n", 3, "option KEY VALUE"},
		{"second game", "galleria-log 1\ngame g\ngame h\n", 3, "second game"},
		{"step before game", "galleria-log 1\nchance VG\n", 2, "before the game"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := engine.ParseLog(strings.NewReader(c.text))
			var le *engine.LogError
			if !errors.As(err, &le) {
				t.Fatalf("error %v is not a *LogError", err)
			}
			if le.Line != c.line || !strings.Contains(le.Error(), c.msg) {
				t.Fatalf("got line %d %q, want line %d containing %q", le.Line, le.Error(), c.line, c.msg)
			}
		})
	}
}

func TestOptions(t *testing.T) {
	o, err := engine.ParseOptions("players=4 first=random")
	if err != nil {
		t.Fatal(err)
	}
	if o.String() != "first=random players=4" {
		t.Fatalf("canonical form %q", o.String())
	}
	for _, bad := range []string{"players", "=4", "a=1 a=2", "a="} {
		if _, err := engine.ParseOptions(bad); err == nil {
			t.Errorf("ParseOptions(%q) accepted", bad)
		}
	}
}

func TestRankByScore(t *testing.T) {
	r := engine.RankByScore([]int64{52000, 52000, 51000, 60000}, "")
	wantPlaces := []int{2, 2, 4, 1}
	for i, p := range wantPlaces {
		if r.Places[i] != p {
			t.Fatalf("places %v, want %v", r.Places, wantPlaces)
		}
	}
	if len(r.Winners) != 1 || r.Winners[0] != 3 {
		t.Fatalf("winners %v", r.Winners)
	}
	r = engine.RankByScore([]int64{52000, 52000, 51000}, "")
	if len(r.Winners) != 2 || r.Winners[0] != 0 || r.Winners[1] != 1 || r.Places[2] != 3 {
		t.Fatalf("tie: %+v", r)
	}
}

func TestDecisionActs(t *testing.T) {
	d := engine.Decision{Kind: engine.Simultaneous, Seats: []int{1, 3}}
	if !d.Acts(1) || !d.Acts(3) || d.Acts(0) || d.Acts(engine.Chance) {
		t.Fatal("simultaneous Acts wrong")
	}
	c := engine.Decision{Kind: engine.ChanceNode}
	if !c.Acts(engine.Chance) || c.Acts(0) {
		t.Fatal("chance Acts wrong")
	}
}

func TestValidMoveText(t *testing.T) {
	long := strings.Repeat("a", engine.MaxMoveLen+1)
	cases := []struct {
		text, msg string // msg "" for a valid move
	}{
		{"pass", ""},
		{"bid 3", ""},
		{"place 7 2,-1 180", ""},
		{"", "empty move"},
		{" ", "single spaces"},
		{" pass", "single spaces"},
		{"pass ", "single spaces"},
		{"bid  3", "single spaces"},
		{"a b  c d", "single spaces"},
		{"bid\t3", "non-printable"},
		{"bid 3\n", "non-printable"},
		{" bid\x7f", "non-printable"}, // the bytes are checked before the spaces
		{"caf\u00e9", "non-ASCII"},
		{long, "at most"},
	}
	for _, c := range cases {
		err := engine.ValidMoveText(c.text)
		if c.msg == "" && err != nil || c.msg != "" && (err == nil || !strings.Contains(err.Error(), c.msg)) {
			t.Errorf("ValidMoveText(%q) = %v, want %q", c.text, err, c.msg)
		}
	}
	// Over random short texts of the bytes that matter, a text is valid
	// exactly when it is printable ASCII with no space at either end and
	// none doubled.
	rng := rand.New(rand.NewPCG(3, 4))
	alphabet := []byte{' ', ' ', 'a', 'b', '7', '\t', 0x7f, 0x80}
	for range 20000 {
		b := make([]byte, 1+rng.IntN(6))
		for i := range b {
			b[i] = alphabet[rng.IntN(len(alphabet))]
		}
		s := string(b)
		printable := true
		for _, c := range b {
			printable = printable && c >= ' ' && c < 0x7f
		}
		want := printable && strings.TrimSpace(s) == s && !strings.Contains(s, "  ")
		if got := engine.ValidMoveText(s) == nil; got != want {
			t.Fatalf("ValidMoveText(%q) valid = %v, want %v", s, got, want)
		}
	}
}
