package engine_test

import (
	"math"
	"testing"

	"github.com/galleria-games/galleria/engine"
)

func TestTotalWeight(t *testing.T) {
	for _, c := range []struct {
		name string
		outs []engine.Outcome
		want int // -1: an error
	}{
		{"none", nil, -1},
		{"empty", []engine.Outcome{}, -1},
		{"one", []engine.Outcome{{"a", 1}}, 1},
		{"several", []engine.Outcome{{"a", 3}, {"b", 1}, {"c", 4}}, 8},
		{"zero weight", []engine.Outcome{{"a", 3}, {"b", 0}}, -1},
		{"negative weight", []engine.Outcome{{"a", -2}, {"b", 5}}, -1},
		{"largest sum", []engine.Outcome{{"a", math.MaxInt - 1}, {"b", 1}}, math.MaxInt},
		{"overflow", []engine.Outcome{{"a", math.MaxInt}, {"b", 1}}, -1},
	} {
		got, err := engine.TotalWeight(c.outs)
		switch {
		case c.want < 0 && err == nil:
			t.Errorf("%s: total %d, want an error", c.name, got)
		case c.want >= 0 && (err != nil || got != c.want):
			t.Errorf("%s: total %d, %v; want %d", c.name, got, err, c.want)
		}
	}
}

func TestOutcomeAt(t *testing.T) {
	outs := []engine.Outcome{{"a", 3}, {"b", 1}, {"c", 4}}
	for _, c := range []struct {
		r    int64
		want string // "": an error
	}{
		{-1, ""},
		{0, "a"}, {1, "a"}, {2, "a"},
		{3, "b"},
		{4, "c"}, {7, "c"},
		{8, ""}, {math.MaxInt64, ""},
	} {
		got, err := engine.OutcomeAt(outs, c.r)
		switch {
		case c.want == "" && err == nil:
			t.Errorf("r = %d: %q, want an error", c.r, got)
		case c.want != "" && (err != nil || got != c.want):
			t.Errorf("r = %d: %q, %v; want %q", c.r, got, err, c.want)
		}
	}
	if got, err := engine.OutcomeAt(nil, 0); err == nil {
		t.Errorf("no outcomes: %q, want an error", got)
	}
	if got, err := engine.OutcomeAt([]engine.Outcome{{"a", 0}, {"b", 2}}, 0); err == nil {
		t.Errorf("zero weight before r: %q, want an error", got)
	}
}

func TestWaitingFor(t *testing.T) {
	for _, c := range []struct {
		d    engine.Decision
		want string
	}{
		{engine.Decision{Kind: engine.Turn, Seats: []int{2}}, "seat 2"},
		{engine.Decision{Kind: engine.Simultaneous, Seats: []int{0, 1}}, "seat 0 and seat 1"},
		{engine.Decision{Kind: engine.Simultaneous, Seats: []int{0, 2, 3}}, "seat 0, seat 2 and seat 3"},
		{engine.Decision{Kind: engine.ChanceNode}, "chance"},
		{engine.Decision{Kind: engine.Terminal}, "nobody"},
	} {
		if got := engine.WaitingFor(c.d); got != c.want {
			t.Errorf("engine.WaitingFor(%+v) = %q, want %q", c.d, got, c.want)
		}
	}
}
