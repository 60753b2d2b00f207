package mallornothing

import "github.com/galleria-games/galleria/engine"

// ScoreRule is one line of a scoring legend: a kind of square (the code of
// a square that shows it, as on the cards) and what it scores, in short.
type ScoreRule struct {
	Code string      // "H", "D", "R", "C", "B", a service ("S:Post"), an entertainment ("E:Star")
	Told engine.Note // what it scores: "3+ together: 6"
}

// ScoringLegend lists what each kind of square scores (spec 5), in short,
// for a client's legend; legend_test.go checks its numbers against the
// scoring.
func ScoringLegend() []ScoreRule {
	return []ScoreRule{
		{"H", engine.Fixed("hallway: largest group")},
		{"D", engine.Fixed("3+ together: 6")},
		{"R", engine.Fixed("group of n: n×n")},
		{"C", engine.Fixed("2 each")},
		{"B", engine.Fixed("4 beside a C")},
		{"S:Post", engine.Fixed("2 per icon")},
		{"E:Star", engine.Fixed("sets: 1 3 6 10")},
	}
}
