package engine

import "sort"

// Result is the end of a game: a score per seat, the place of each seat (1 is
// best; tied seats share a place) and the winners (every seat in place 1).
// Note explains in plain words how ties were broken or shared, or how the
// game ended; Told is the same note before it was put in words (Note is
// Told.String()), for a client that speaks another language. An engine that
// sets Note sets Told too (enginetest.CheckResultNote).
type Result struct {
	Scores  []int64
	Places  []int
	Winners []int
	Note    string
	Told    Note
}

// RankByScore builds a Result where a higher score is better and equal scores
// share a place (the next place skips, as in 1, 1, 3).
func RankByScore(scores []int64, note string) *Result {
	n := len(scores)
	order := make([]int, n)
	for i := range order {
		order[i] = i
	}
	sort.SliceStable(order, func(a, b int) bool { return scores[order[a]] > scores[order[b]] })
	places := make([]int, n)
	for i, s := range order {
		if i > 0 && scores[s] == scores[order[i-1]] {
			places[s] = places[order[i-1]]
		} else {
			places[s] = i + 1
		}
	}
	var winners []int
	for s := 0; s < n; s++ {
		if places[s] == 1 {
			winners = append(winners, s)
		}
	}
	r := &Result{Scores: append([]int64(nil), scores...), Places: places, Winners: winners}
	r.SetNote(Fixed(note))
	return r
}
