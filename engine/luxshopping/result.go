package luxshopping

import (
	"sort"

	"github.com/galleria-games/galleria/engine"
)

// rankKey orders players at the end (§11.2): survivors by signs, largest
// gallery, galleries, shops and cash; eliminated players below them, a
// later elimination higher.
type rankKey [6]int64

func (s *State) rankKey(seat int) rankKey {
	if !s.alive[seat] {
		return rankKey{0, 0, 0, 0, 0, int64(s.outOrder[seat])}
	}
	return rankKey{1, int64(s.signCount(seat)), int64(s.largestGallery(seat)), int64(s.galleryCount(seat)), int64(s.shopCount(seat)), s.cash[seat]}
}

func (a rankKey) less(b rankKey) bool {
	for i := range a {
		if a[i] != b[i] {
			return a[i] < b[i]
		}
	}
	return false
}

// Result implements engine.State: scores are final cash; a winner by a goal
// or as the last player is first, everyone else is ranked as at the time
// limit (tied players share a place).
func (s *State) Result() *engine.Result {
	if s.phase != phOver {
		return nil
	}
	n := int(s.players)
	keys := make([]rankKey, n)
	order := make([]int, n)
	for i := 0; i < n; i++ {
		keys[i] = s.rankKey(i)
		order[i] = i
	}
	w := int(s.winner)
	better := func(a, b int) bool {
		if w >= 0 && (a == w) != (b == w) {
			return a == w
		}
		return keys[b].less(keys[a])
	}
	sort.SliceStable(order, func(i, j int) bool { return better(order[i], order[j]) })
	places := make([]int, n)
	for i, seat := range order {
		if i > 0 && !better(order[i-1], seat) {
			places[seat] = places[order[i-1]]
		} else {
			places[seat] = i + 1
		}
	}
	scores := make([]int64, n)
	var winners []int
	for i := 0; i < n; i++ {
		scores[i] = s.cash[i]
		if places[i] == 1 {
			winners = append(winners, i)
		}
	}
	r := &engine.Result{Scores: scores, Places: places, Winners: winners}
	r.SetNote(s.endNote())
	return r
}

func (s *State) endNote() engine.Note {
	signs, gal := Goals(int(s.players))
	w := engine.Seat(s.winner)
	switch s.ended {
	case endSigns:
		return engine.NewNote("%s reached %d signs and won; the others are ranked by signs, largest gallery, galleries, shops, then cash.", w, signs)
	case endGallery:
		return engine.NewNote("%s had %d shops in one gallery and won; the others are ranked by signs, largest gallery, galleries, shops, then cash.", w, gal)
	case endLast:
		return engine.NewNote("%s was the last player left; the others are ranked by when they went out.", w)
	case endTime:
		return engine.NewNote("Time limit of %d rounds: ranked by signs, largest gallery, galleries, shops, then cash; players out rank last.", s.maxRounds)
	}
	return engine.Note{}
}
