package replaylink

import (
	"bytes"
	"compress/flate"
	"encoding/base64"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/engine/bot"
	"github.com/galleria-games/galleria/engine/games"
)

// botMatch plays a whole match of game with greedy bots (random ones for
// odd seeds) at a seat count from the game's range.
func botMatch(t testing.TB, name string, seed uint64) (*engine.Match, engine.State) {
	t.Helper()
	g, err := games.Lookup(name)
	if err != nil {
		t.Fatal(err)
	}
	info := g.Info()
	players := info.MinSeats + int(seed)%(info.MaxSeats-info.MinSeats+1)
	opts, err := g.Normalize(engine.Options{"players": strconv.Itoa(players)})
	if err != nil {
		t.Fatal(err)
	}
	st, err := g.New(opts)
	if err != nil {
		t.Fatal(err)
	}
	kind := "greedy"
	if seed%2 == 1 {
		kind = "random"
	}
	bots := make([]bot.Bot, st.Seats())
	for i := range bots {
		if bots[i], err = bot.New(kind); err != nil {
			t.Fatal(err)
		}
	}
	steps, err := bot.Play(st, bots, rand.New(rand.NewPCG(seed, 27)), 100000)
	if err != nil {
		t.Fatalf("%s seed %d: %v", name, seed, err)
	}
	return &engine.Match{Game: name, Options: opts, Steps: steps}, st
}

func mustLink(t testing.TB, m *engine.Match) string {
	t.Helper()
	l, err := Link(m)
	if err != nil {
		t.Fatal(err)
	}
	return l
}

// TestRoundTrip: a bot match of every game goes to a link and a file and
// back with the same steps, and the replay ends at the match's own final
// state (same hash).
func TestRoundTrip(t *testing.T) {
	for _, name := range games.Names() {
		for seed := uint64(1); seed <= 4; seed++ {
			m, final := botMatch(t, name, seed)
			link := mustLink(t, m)
			if !strings.HasPrefix(link, "#replay=1") {
				t.Fatalf("%s: link %.20q", name, link)
			}
			for _, in := range []string{link, "https://galleria.example/play/" + link, strings.TrimPrefix(link, "#")} {
				r, err := Decode(in)
				if err != nil {
					t.Fatalf("%s seed %d: %v", name, seed, err)
				}
				checkSame(t, name, m, final, r)
			}
			r, err := DecodeFile(File(m))
			if err != nil {
				t.Fatalf("%s seed %d file: %v", name, seed, err)
			}
			checkSame(t, name, m, final, r)
		}
	}
}

func checkSame(t *testing.T, name string, m *engine.Match, final engine.State, r *Replay) {
	t.Helper()
	if r.Match.Game != name || !slices.EqualFunc(r.Match.Steps, m.Steps, func(a, b engine.Step) bool { return a.Seat == b.Seat && a.Move == b.Move }) {
		t.Fatalf("%s: steps differ after the round trip", name)
	}
	if r.Final().Hash() != final.Hash() {
		t.Fatalf("%s: final hash differs", name)
	}
	if !r.Over() || len(r.States) != r.Steps()+1 {
		t.Fatalf("%s: over %v, %d states for %d steps", name, r.Over(), len(r.States), r.Steps())
	}
	// Each kept state is the one after its steps.
	mid := r.Steps() / 2
	part := &engine.Match{Game: name, Options: m.Options, Steps: m.Steps[:mid]}
	st, err := engine.Replay(r.Game, part)
	if err != nil || st.Hash() != r.States[mid].Hash() {
		t.Fatalf("%s: state after %d steps differs (%v)", name, mid, err)
	}
}

// linkOf packs any text as a link, as Link would.
func linkOf(t testing.TB, text []byte) string {
	var z bytes.Buffer
	w, _ := flate.NewWriter(&z, flate.BestCompression)
	w.Write(text)
	w.Close()
	return "#replay=1" + base64.RawURLEncoding.EncodeToString(z.Bytes())
}

// TestBadLinks: every way a link can be wrong gives an error with the
// words that say what and where.
func TestBadLinks(t *testing.T) {
	m, _ := botMatch(t, "mallworld", 2)
	good := mustLink(t, m)
	text := engine.FormatLog(m)
	lines := strings.Split(text, "\n")
	// The first seat step, and a move of it that no rule accepts.
	first := slices.IndexFunc(lines, func(l string) bool { return strings.HasPrefix(l, "seat ") })
	badStep := slices.Clone(lines)
	badStep[first] = strings.Join(strings.Fields(lines[first])[:2], " ") + " nonsense"
	stepNo := first - 1 - len(m.Options) // lines before the steps: magic, game, options
	z, _ := base64.RawURLEncoding.DecodeString(good[9:])
	flip := slices.Clone(z)
	flip[len(flip)/2] ^= 0x10
	junk := append(slices.Clone(z), 0, 1, 2)
	bomb := linkOf(t, bytes.Repeat([]byte("#"), MaxLogBytes+10))
	mnLog := strings.Replace(text, "game mallworld", "game mallornothing", 1)

	cases := []struct {
		name, link string
		want       []string
	}{
		{"empty", "", []string{"replay link", "#replay="}},
		{"other fragment", "#room=abc", []string{"replay link", "#replay="}},
		{"key only", "#replay=", []string{"empty"}},
		{"version 2", "#replay=2" + good[9:], []string{"version", `"2"`, `"1"`}},
		{"version 0", "#replay=0", []string{"version", `"0"`}},
		{"not base64", "#replay=1abc$def", []string{"character 4", "base64url"}},
		{"padded base64", good + "==", []string{"base64url"}},
		{"space inside", good[:20] + " " + good[20:], []string{"base64url"}},
		{"cut in half", good[:len(good)/2], []string{"cut"}},
		{"cut by one", good[:len(good)-3], []string{"replay link"}},
		{"first bytes only", good[:14], []string{"replay link"}},
		{"bit flipped", "#replay=1" + base64.RawURLEncoding.EncodeToString(flip), []string{"replay link"}},
		{"trailing junk", "#replay=1" + base64.RawURLEncoding.EncodeToString(junk), []string{"3 bytes of junk"}},
		{"bomb", bomb, []string{"more than 1048576 bytes", "too large"}},
		{"not a log", linkOf(t, []byte("hello world\n")), []string{"line 1", "not a galleria log"}},
		{"no game", linkOf(t, []byte("galleria-log 1\n")), []string{"no game line"}},
		{"unknown game", linkOf(t, []byte("galleria-log 1\ngame chess\n")), []string{`unknown game "chess"`}},
		{"bad option", linkOf(t, []byte("galleria-log 1\ngame mallworld\noption players 9\n")), []string{"options", "players"}},
		{"unknown option", linkOf(t, []byte("galleria-log 1\ngame mallworld\noption colour red\n")), []string{"options", "colour"}},
		{"illegal move", linkOf(t, []byte(strings.Join(badStep, "\n"))), []string{"step " + strconv.Itoa(stepNo), "cannot play", `"nonsense"`}},
		{"wrong game's options", linkOf(t, []byte(mnLog)), []string{"options", `"board"`}},
		{"step after the end", linkOf(t, []byte(text+"chance x\n")), []string{"step " + strconv.Itoa(len(m.Steps)+1), "already over"}},
		{"not canonical", linkOf(t, []byte("# a comment\n"+text)), []string{"canonical"}},
		{"bad line", linkOf(t, []byte(text+"seat 01 x\n")), []string{"line " + strconv.Itoa(len(lines)), "seat N MOVE"}},
		{"huge link", "#replay=1" + strings.Repeat("A", maxLinkBytes+1), []string{"characters long"}},
	}
	for _, c := range cases {
		r, err := Decode(c.link)
		if err == nil {
			t.Errorf("%s: decoded (%d steps)", c.name, r.Steps())
			continue
		}
		msg := err.Error()
		if !strings.HasPrefix(msg, "replay link: ") {
			t.Errorf("%s: %q does not say it is the replay link", c.name, msg)
		}
		for _, w := range c.want {
			if !strings.Contains(msg, w) {
				t.Errorf("%s: %q lacks %q", c.name, msg, w)
			}
		}
	}
}

// TestBadFiles: the same for replay files.
func TestBadFiles(t *testing.T) {
	m, _ := botMatch(t, "luxshopping", 3)
	text := string(File(m))
	lines := strings.Split(text, "\n")
	last := len(lines) - 2 // the last step's line, 0-based
	illegal := slices.Clone(lines)
	illegal[last] = "seat 0 frobnicate"
	cases := []struct {
		name, file string
		want       []string
	}{
		{"empty", "", []string{"replay file", "empty log"}},
		{"binary", "\x00\x01\x02", []string{"line 1", "not a galleria log"}},
		{"cut mid-line", text[:len(text)/2], []string{"replay file"}},
		{"unknown game", "galleria-log 1\ngame go\n", []string{`unknown game "go"`}},
		{"two games", "galleria-log 1\ngame luxshopping\ngame luxshopping\n", []string{"line 3", "second game line"}},
		{"illegal last step", strings.Join(illegal, "\n"), []string{"line " + strconv.Itoa(last+1), "step " + strconv.Itoa(len(m.Steps)), `"frobnicate"`}},
		{"too large", text + strings.Repeat("#\n", MaxFileBytes/2), []string{"at most 4194304"}},
		{"signed part with a stray line", text + SignedMark + "\n#s AAAA\nseat 0 pass\n", []string{"line " + strconv.Itoa(len(lines)+2), "not a signed record"}},
		{"signed record not base64url", text + SignedMark + "\n#s AA+A\n", []string{"line " + strconv.Itoa(len(lines)+1), "not base64url"}},
		{"signed part without records", text + SignedMark + "\n\n", []string{"holds no record"}},
		{"a link, not a file", mustLink(t, m), []string{"empty log"}},
		{"link without #", strings.TrimPrefix(mustLink(t, m), "#"), []string{"line 1", "not a galleria log"}},
	}
	for _, c := range cases {
		_, err := DecodeFile([]byte(c.file))
		if err == nil {
			t.Errorf("%s: decoded", c.name)
			continue
		}
		for _, w := range c.want {
			if !strings.Contains(err.Error(), w) {
				t.Errorf("%s: %q lacks %q", c.name, err, w)
			}
		}
	}
	// A file with comments and CRLF is still a good file.
	crlf := "# saved by hand\r\n" + strings.ReplaceAll(text, "\n", "\r\n")
	if _, err := DecodeFile([]byte(crlf)); err != nil {
		t.Errorf("comment and CRLF: %v", err)
	}
}

// TestCutEverywhere: a link cut at any length never decodes and never
// panics.
func TestCutEverywhere(t *testing.T) {
	m, _ := botMatch(t, "mallforheroes", 1)
	good := mustLink(t, m)
	for n := 0; n < len(good); n++ {
		if _, err := Decode(good[:n]); err == nil {
			t.Fatalf("cut at %d decoded", n)
		}
	}
}

// FuzzDecode: no input makes Decode or DecodeFile panic, and what decodes
// encodes to a link that decodes to the same steps.
func FuzzDecode(f *testing.F) {
	m, _ := botMatch(f, "mallornothing", 2)
	f.Add(mustLink(f, m))
	f.Add("#replay=1")
	f.Add("#replay=2AAAA")
	f.Add(string(File(m)))
	f.Fuzz(func(t *testing.T, s string) {
		for _, dec := range []func() (*Replay, error){
			func() (*Replay, error) { return Decode(s) },
			func() (*Replay, error) { return DecodeFile([]byte(s)) },
		} {
			r, err := dec()
			if err != nil {
				if !strings.HasPrefix(err.Error(), "replay ") {
					t.Fatalf("error %q does not say what it is about", err)
				}
				continue
			}
			again, err := Decode(mustLink(t, r.Match))
			if err != nil || again.Final().Hash() != r.Final().Hash() {
				t.Fatalf("re-encoded link: %v", err)
			}
		}
	})
}
