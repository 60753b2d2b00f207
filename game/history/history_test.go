package history

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/engine/bot"
	"github.com/galleria-games/galleria/engine/games"
	"github.com/galleria-games/galleria/game/replaylink"
)

var t0 = time.Date(2026, 11, 28, 20, 30, 0, 0, time.UTC)

// botRecord plays a whole match of game with greedy bots (random ones for
// odd seeds) and makes its record, seat 0 marked as a person.
func botRecord(t testing.TB, name string, seed uint64, when time.Time) Record {
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
	seats := make([]Seat, st.Seats())
	for i := range bots {
		if bots[i], err = bot.New(kind); err != nil {
			t.Fatal(err)
		}
		seats[i] = Seat{Name: fmt.Sprintf("Bot %d", i), Bot: "normal"}
	}
	seats[0] = Seat{Name: "You"}
	steps, err := bot.Play(st, bots, rand.New(rand.NewPCG(seed, 27)), 100000)
	if err != nil {
		t.Fatalf("%s seed %d: %v", name, seed, err)
	}
	m := &engine.Match{Game: name, Options: opts, Steps: steps}
	r, err := NewRecord(MatchID(seed, m), when, m, seats, st.Result())
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// crafted is a record made by hand: seats "P" (a person) or a bot level,
// with their places.
func crafted(id string, when time.Time, game string, seats []string, places []int) Record {
	r := Record{ID: id, When: when, Game: game, Replay: "#replay=1AAAA", Winners: []int{}}
	for i, s := range seats {
		switch s {
		case "P":
			r.Seats = append(r.Seats, Seat{Name: "You"})
		case "R":
			r.Seats = append(r.Seats, Seat{Name: "Friend", Remote: true})
		default:
			r.Seats = append(r.Seats, Seat{Name: "Bot " + strconv.Itoa(i), Bot: s})
		}
		r.Scores = append(r.Scores, int64(10-places[i]))
		if places[i] == 1 {
			r.Winners = append(r.Winners, i)
		}
	}
	r.Places = places
	return r
}

func TestRoundTripAndReplay(t *testing.T) {
	for _, name := range games.Names() {
		r := botRecord(t, name, 3, t0)
		var h History
		if ok, err := h.Add(r); !ok || err != nil {
			t.Fatalf("%s: Add = %v, %v", name, ok, err)
		}
		data, err := h.Encode()
		if err != nil {
			t.Fatal(err)
		}
		back, err := Decode(data)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		again, _ := back.Encode()
		if !bytes.Equal(data, again) {
			t.Errorf("%s: the history does not encode the same after a round trip", name)
		}
		rp, err := replaylink.Decode(back.Records[0].Replay)
		if err != nil {
			t.Fatalf("%s: the stored replay does not decode: %v", name, err)
		}
		if got := rp.Final().Result().Scores; fmt.Sprint(got) != fmt.Sprint(r.Scores) {
			t.Errorf("%s: the replay ends with scores %v, the record says %v", name, got, r.Scores)
		}
	}
}

func TestAddKeepsNewestHundredOnce(t *testing.T) {
	var h History
	for i := range 101 {
		r := crafted("m"+strconv.Itoa(i), t0.Add(time.Duration(i)*time.Minute), "mallworld", []string{"P", "normal", "easy"}, []int{1, 2, 3})
		if ok, err := h.Add(r); !ok || err != nil {
			t.Fatalf("record %d: Add = %v, %v", i, ok, err)
		}
	}
	if len(h.Records) != Max {
		t.Fatalf("%d records kept, want %d", len(h.Records), Max)
	}
	if h.Records[0].ID != "m100" || h.Records[Max-1].ID != "m1" || h.Has("m0") {
		t.Errorf("kept %s … %s, want m100 … m1 (m0, the oldest, dropped)", h.Records[0].ID, h.Records[Max-1].ID)
	}
	// The same match again (its results shown again): not added.
	if ok, err := h.Add(h.Records[5]); ok || err != nil {
		t.Errorf("adding a kept match again = %v, %v; want false, nil", ok, err)
	}
	if len(h.Records) != Max {
		t.Errorf("%d records after a repeat", len(h.Records))
	}
	data, _ := h.Encode()
	if _, err := Decode(data); err != nil {
		t.Errorf("a full history does not decode: %v", err)
	}
}

func TestStats(t *testing.T) {
	h := &History{}
	recs := []Record{
		// Person first: beats both.
		crafted("a", t0.Add(5*time.Minute), "mallworld", []string{"P", "normal", "normal"}, []int{1, 2, 3}),
		// Person second: beats one normal, not the other.
		crafted("b", t0.Add(4*time.Minute), "mallworld", []string{"normal", "P", "normal"}, []int{1, 2, 3}),
		// A tie for first is not a win.
		crafted("c", t0.Add(3*time.Minute), "mallworld", []string{"P", "hard"}, []int{1, 1}),
		// Hotseat: the best placed person counts.
		crafted("d", t0.Add(2*time.Minute), "mallworld", []string{"P", "easy", "P"}, []int{3, 2, 1}),
		// No person: nothing counts.
		crafted("e", t0.Add(1*time.Minute), "mallworld", []string{"hard", "hard"}, []int{1, 2}),
		// Another game; a bot outside the levels comes last.
		crafted("f", t0, "luxshopping", []string{"P", "custom", "greedy"}, []int{2, 1, 3}),
		// Online: the person at another device won; this device's person
		// was last, so the greedy bot is faced, not beaten.
		crafted("g", t0.Add(-time.Minute), "luxshopping", []string{"P", "R", "greedy"}, []int{3, 1, 2}),
	}
	for _, r := range recs {
		if _, err := h.Add(r); err != nil {
			t.Fatal(err)
		}
	}
	got := fmt.Sprint(h.Stats())
	want := "[{mallworld [{easy 1 1} {normal 4 3} {hard 1 0}]} {luxshopping [{greedy 2 1} {custom 1 0}]}]"
	if got != want {
		t.Errorf("Stats = %s\nwant    %s", got, want)
	}
	if s := (&History{}).Stats(); s != nil {
		t.Errorf("an empty history's stats = %v", s)
	}
}

// TestBadData: each bad stored text gives an error naming what is wrong.
func TestBadData(t *testing.T) {
	good := crafted("a", t0, "mallworld", []string{"P", "normal"}, []int{1, 2})
	enc := func(recs ...Record) string {
		h := &History{Records: recs}
		b, err := h.Encode()
		if err != nil {
			t.Fatal(err)
		}
		return string(b)
	}
	okText := enc(good)
	mod := func(f func(r *Record)) string {
		r := good
		r.Seats = append([]Seat(nil), good.Seats...)
		f(&r)
		return enc(r)
	}
	cases := []struct{ name, data, want string }{
		{"cut", okText[:len(okText)/2], "cut short"},
		{"not json", "hello", "not readable"},
		{"trailing", okText + "{}", "after the end"},
		{"wrong format", strings.Replace(okText, format, "galleria-save", 1), "format"},
		{"wrong version", strings.Replace(okText, `"version":1`, `"version":2`, 1), "version 2"},
		{"unknown field", strings.Replace(okText, `"id":`, `"extra":1,"id":`, 1), "unknown field"},
		{"oversized", okText + strings.Repeat(" ", MaxBytes), "at most"},
		{"no id", mod(func(r *Record) { r.ID = "" }), "id"},
		{"no date", mod(func(r *Record) { r.When = time.Time{} }), "no date"},
		{"unknown game", mod(func(r *Record) { r.Game = "chess" }), "unknown game"},
		{"no seats", mod(func(r *Record) { r.Seats = nil }), "seats"},
		{"scores short", mod(func(r *Record) { r.Scores = r.Scores[:1] }), "scores"},
		{"bad place", mod(func(r *Record) { r.Places = []int{1, 9} }), "place 9"},
		{"bad winner", mod(func(r *Record) { r.Winners = []int{7} }), "winner 7"},
		{"no replay", mod(func(r *Record) { r.Replay = "hello" }), "replay link"},
		{"empty name", mod(func(r *Record) { r.Seats[1].Name = "" }), "name"},
		{"twice", enc(good, good), "twice"},
		{"order", enc(good, crafted("b", t0.Add(time.Hour), "mallworld", []string{"P", "normal"}, []int{1, 2})), "newest"},
		{"bad date", strings.Replace(okText, "2026-11-28", "2026-13-28", 1), "not readable"},
	}
	for _, c := range cases {
		h, err := Decode([]byte(c.data))
		if err == nil {
			t.Errorf("%s: decoded (%d records), want an error", c.name, len(h.Records))
			continue
		}
		if !strings.Contains(err.Error(), c.want) || !strings.HasPrefix(err.Error(), "history: ") {
			t.Errorf("%s: error %q, want it to start with \"history: \" and name %q", c.name, err, c.want)
		}
	}
	if h, err := Decode(nil); err != nil || len(h.Records) != 0 {
		t.Errorf("nothing stored: %v, %v; want an empty history", h, err)
	}
	if h, err := Decode([]byte(okText)); err != nil || len(h.Records) != 1 {
		t.Errorf("the good text: %v, %v", h, err)
	}
}

// TestStorage measures the stored text of 100 records of bot matches of
// each game (a person and bots at the game's seat counts in turn) and logs
// it: `go test ./game/history -run Storage -v`. The four games' records
// together must stay far under the browsers' 5 MB of localStorage.
func TestStorage(t *testing.T) {
	n := 100
	if testing.Short() {
		n = 10
	}
	total := 0
	for _, name := range games.Names() {
		var h History
		for seed := uint64(1); seed <= uint64(n); seed++ {
			if _, err := h.Add(botRecord(t, name, seed, t0.Add(time.Duration(seed)*time.Minute))); err != nil {
				t.Fatal(err)
			}
		}
		data, err := h.Encode()
		if err != nil {
			t.Fatal(err)
		}
		if _, err := Decode(data); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		t.Logf("%-14s %d records: %7d bytes stored (%d per record)", name, n, len(data), len(data)/n)
		total = max(total, len(data))
	}
	if total > MaxBytes/4 {
		t.Errorf("a history of %d records takes %d bytes, over a quarter of MaxBytes (%d)", n, total, MaxBytes)
	}
}

// FuzzDecode: no input makes Decode panic, and what decodes encodes and
// decodes again to the same records.
func FuzzDecode(f *testing.F) {
	h := &History{}
	h.Add(crafted("a", t0, "mallworld", []string{"P", "normal"}, []int{1, 2}))
	h.Add(crafted("b", t0.Add(time.Hour), "luxshopping", []string{"P", "easy", "P"}, []int{2, 1, 3}))
	data, _ := h.Encode()
	f.Add(data)
	f.Add([]byte(`{"format":"galleria-history","version":1,"records":[]}`))
	f.Add([]byte(`{"format":"galleria-history","version":1,"records":null}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		h, err := Decode(data)
		if err != nil {
			return
		}
		again, err := h.Encode()
		if err != nil {
			t.Fatalf("a decoded history does not encode: %v", err)
		}
		h2, err := Decode(again)
		if err != nil {
			t.Fatalf("a re-encoded history does not decode: %v", err)
		}
		if len(h2.Records) != len(h.Records) {
			t.Fatalf("%d records, then %d", len(h.Records), len(h2.Records))
		}
		h.Stats()
	})
}
