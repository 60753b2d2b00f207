package mallornothing_test

import (
	"testing"

	"github.com/galleria-games/galleria/engine/mallornothing"
)

// TestScoringLegend: the legend's numbers are the scoring's: each line is
// checked on a small grid scored by ScoreGrid.
func TestScoringLegend(t *testing.T) {
	score := func(rows ...string) mallornothing.Score {
		t.Helper()
		s, err := mallornothing.ScoreGrid(rows)
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
	checks := map[string]func() bool{
		"hallway: largest group": func() bool { return score("H H . H", "D D D D").Hallway == 2 },
		"3+ together: 6":         func() bool { return score("H H H", "D D D").Department == 6 && score("H H", "D D").Department == 0 },
		"group of n: n×n":        func() bool { return score("H H H", "R R R").Restaurant == 9 && score("H", "R").Restaurant == 1 },
		"2 each":                 func() bool { return score("H H", "C C").Clothing == 4 },
		"4 beside a C": func() bool {
			return score("H H", "B C").Beauty == 4 && score("H H", "B D").Beauty == 0
		},
		"2 per icon": func() bool { return score("H H H", "S:Post S:ATM S:Post").Services == 4 },
		"sets: 1 3 6 10": func() bool {
			return score("H", "E:Star").Entertainment == 1 && score("H H", "E:Star E:Circle").Entertainment == 3 &&
				score("H H H", "E:Star E:Circle E:Square").Entertainment == 6 &&
				score("H H H H", "E:Star E:Circle E:Square E:Triangle").Entertainment == 10
		},
	}
	legend := mallornothing.ScoringLegend()
	if len(legend) != len(checks) {
		t.Fatalf("%d lines, want %d", len(legend), len(checks))
	}
	for _, r := range legend {
		check, ok := checks[r.Told.String()]
		if !ok || !check() {
			t.Errorf("%s: %q does not match the scoring", r.Code, r.Told)
		}
	}
}
