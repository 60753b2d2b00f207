package engine

import (
	"fmt"
	"math"
	"reflect"
	"strconv"
	"strings"
	"testing"
)

func TestSeatCounts(t *testing.T) {
	for _, c := range []struct {
		min, max int
		want     []int
	}{
		{3, 5, []int{3, 4, 5}},
		{2, 2, []int{2}},
		{1, 4, []int{1, 2, 3, 4}},
		{2, 6, []int{2, 3, 4, 5, 6}},
		{3, 2, nil},
	} {
		got := Info{MinSeats: c.min, MaxSeats: c.max}.SeatCounts()
		if !reflect.DeepEqual(got, c.want) {
			t.Errorf("SeatCounts %d..%d = %v, want %v", c.min, c.max, got, c.want)
		}
	}
}

func TestSeatsWords(t *testing.T) {
	for _, c := range []struct {
		min, max int
		want     string
	}{
		{3, 5, "3–5 players"},
		{2, 2, "2 players"},
		{2, 5, "2–5 players"},
		{1, 1, "1 player"},
		{1, 4, "1–4 players"},
	} {
		if got := (Info{MinSeats: c.min, MaxSeats: c.max}).SeatsWords(); got != c.want {
			t.Errorf("SeatsWords %d..%d = %q, want %q", c.min, c.max, got, c.want)
		}
	}
}

func TestFormatScore(t *testing.T) {
	chf := Info{ScoreUnit: "CHF", ScoreUnitPlural: "CHF"}
	points := Info{ScoreUnit: "point", ScoreUnitPlural: "points"}
	for _, c := range []struct {
		info Info
		v    int64
		want string
	}{
		{chf, 123000, "123,000 CHF"},
		{chf, 0, "0 CHF"},
		{chf, 1, "1 CHF"},
		{chf, 999, "999 CHF"},
		{chf, 1000, "1,000 CHF"},
		{chf, 1234567, "1,234,567 CHF"},
		{chf, -50000, "-50,000 CHF"},
		{chf, -100000, "-100,000 CHF"},
		{points, 54, "54 points"},
		{points, 1, "1 point"},
		{points, 0, "0 points"},
		{points, 2, "2 points"},
		{points, -1, "-1 point"},
		{points, -3, "-3 points"},
		{points, -999, "-999 points"},
		{points, -1000, "-1,000 points"},
		{points, math.MaxInt64, "9,223,372,036,854,775,807 points"},
		{points, math.MinInt64, "-9,223,372,036,854,775,808 points"},
		{Info{}, 12345, "12,345"},
		{Info{ScoreUnit: "VP"}, 7, "7 VP"},
	} {
		if got := c.info.FormatScore(c.v); got != c.want {
			t.Errorf("FormatScore(%d) with %q/%q = %q, want %q", c.v, c.info.ScoreUnit, c.info.ScoreUnitPlural, got, c.want)
		}
	}
}

func TestOption(t *testing.T) {
	board := OptionSpec{Key: "board", Label: "Board", Values: []string{"standard", "random"},
		Labels: []string{"Standard", "Random"}, Default: "standard"}
	info := Info{Options: []OptionSpec{board}}
	got, ok := info.Option("board")
	if !ok || !reflect.DeepEqual(got, board) {
		t.Errorf("Option(board) = %+v, %v", got, ok)
	}
	for _, key := range []string{"players", "first", ""} {
		if _, ok := info.Option(key); ok {
			t.Errorf("Option(%q) found", key)
		}
	}
	if !board.Allows("random") || board.Allows("Random") || board.Allows("") {
		t.Error("Allows is wrong")
	}
	if board.LabelOf("random") != "Random" || board.LabelOf("odd") != "odd" {
		t.Error("LabelOf is wrong")
	}
}

func TestNameList(t *testing.T) {
	for _, c := range []struct {
		names []string
		want  string
	}{
		{nil, ""},
		{[]string{}, ""},
		{[]string{"Anna"}, "Anna"},
		{[]string{"Anna", "Beat"}, "Anna and Beat"},
		{[]string{"Anna", "Beat", "Carla"}, "Anna, Beat and Carla"},
		{[]string{"Anna", "Beat", "Carla", "Dario"}, "Anna, Beat, Carla and Dario"},
	} {
		if got := NameList(c.names); got != c.want {
			t.Errorf("NameList(%q) = %q, want %q", c.names, got, c.want)
		}
	}
}

func TestWhoActs(t *testing.T) {
	names := []string{"Anna", "Beat", "Carla"}
	for _, c := range []struct {
		d     Decision
		names []string
		want  string
	}{
		{Decision{Kind: Turn, Seats: []int{0}}, names, "Anna"},
		{Decision{Kind: Turn, Seats: []int{2}}, names, "Carla"},
		{Decision{Kind: Turn, Seats: []int{3}}, names, "seat 4"},
		{Decision{Kind: Turn, Seats: []int{1}}, nil, "seat 2"},
		{Decision{Kind: Turn, Seats: []int{1}}, []string{"Anna", ""}, "seat 2"},
		{Decision{Kind: Simultaneous, Seats: []int{0, 1}}, names, "Anna and Beat"},
		{Decision{Kind: Simultaneous, Seats: []int{0, 1, 2}}, names, "Anna, Beat and Carla"},
		{Decision{Kind: Simultaneous, Seats: []int{2, 4}}, names, "Carla and seat 5"},
		{Decision{Kind: Simultaneous, Seats: []int{1}}, names, "Beat"},
		{Decision{Kind: ChanceNode}, names, "chance"},
		{Decision{Kind: ChanceNode}, nil, "chance"},
		{Decision{Kind: Terminal}, names, ""},
	} {
		if got := WhoActs(c.d, c.names); got != c.want {
			t.Errorf("WhoActs(%v %v, %q) = %q, want %q", c.d.Kind, c.d.Seats, c.names, got, c.want)
		}
	}
}

// rangeGame is a minimal Game for Players: 2..4 seats, default 3.
type rangeGame struct{}

func (rangeGame) Name() string  { return "range" }
func (rangeGame) Title() string { return "Range" }
func (rangeGame) Info() Info    { return Info{MinSeats: 2, MaxSeats: 4, DefaultSeats: 3} }
func (g rangeGame) Normalize(opts Options) (Options, error) {
	out := Options{"players": strconv.Itoa(g.Info().DefaultSeats)}
	for k, v := range opts {
		if k != "players" {
			return nil, fmt.Errorf("unknown option %q", k)
		}
		n, err := strconv.Atoi(v)
		if err != nil || !g.Info().AllowsSeats(n) {
			return nil, fmt.Errorf("option players=%q", v)
		}
		out[k] = v
	}
	return out, nil
}
func (rangeGame) New(Options) (State, error)   { return nil, fmt.Errorf("not playable") }
func (rangeGame) Import([]byte) (State, error) { return nil, fmt.Errorf("not playable") }

func TestPlayers(t *testing.T) {
	for _, c := range []struct {
		opts    Options
		want    int
		wantErr string
	}{
		{Options{}, 3, ""},
		{nil, 3, ""},
		{Options{"players": "2"}, 2, ""},
		{Options{"players": "4"}, 4, ""},
		{Options{"players": "5"}, 0, "players"},
		{Options{"colour": "red"}, 0, "colour"},
	} {
		got, err := Players(rangeGame{}, c.opts)
		if c.wantErr != "" {
			if err == nil || !strings.Contains(err.Error(), c.wantErr) {
				t.Errorf("Players(%v) = %d, %v; want an error about %s", c.opts, got, err, c.wantErr)
			}
			continue
		}
		if err != nil || got != c.want {
			t.Errorf("Players(%v) = %d, %v; want %d", c.opts, got, err, c.want)
		}
	}
}
