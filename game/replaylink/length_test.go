package replaylink

import (
	"slices"
	"testing"

	"github.com/galleria-games/galleria/engine/games"
)

// TestLinkLength measures the replay link (the whole "#replay=1…"
// fragment) of 200 bot games per game, greedy and random bots in turn at
// every seat count, and logs the median and the largest; run it with
// `go test ./game/replaylink -run Length -v`. It checks the figures
// behind LinkLimit: every game's median link fits under it.
func TestLinkLength(t *testing.T) {
	n := 200
	if testing.Short() {
		n = 20
	}
	for _, name := range games.Names() {
		var lens, logs []int
		for seed := uint64(1); seed <= uint64(n); seed++ {
			m, _ := botMatch(t, name, seed)
			lens = append(lens, len(mustLink(t, m)))
			logs = append(logs, len(File(m)))
		}
		slices.Sort(lens)
		slices.Sort(logs)
		med, top := lens[n/2], lens[n-1]
		over := n - sortedIndex(lens, LinkLimit+1)
		t.Logf("%-14s link median %5d, largest %5d chars; log median %6d, largest %6d bytes; %d of %d over LinkLimit %d",
			name, med, top, logs[n/2], logs[n-1], over, n, LinkLimit)
		if med > LinkLimit {
			t.Errorf("%s: the median link (%d) is over LinkLimit (%d): most matches would need a file", name, med, LinkLimit)
		}
	}
}

// sortedIndex is the index of the first value >= v in sorted xs.
func sortedIndex(xs []int, v int) int {
	i, _ := slices.BinarySearch(xs, v)
	return i
}
