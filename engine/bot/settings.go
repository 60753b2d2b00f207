package bot

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/galleria-games/galleria/engine"
)

// defaultHints are the settings for a game that gives no hints.
var defaultHints = engine.SearchHints{Iterations: 1000, Depth: 6, Sample: 1}

// defaultC is the exploration constant (rewards run from 0 to 1).
const defaultC = 0.7

// settings resolves the search's settings for a game's view: the game's
// hints (or the defaults), the level's share of the budget, then what a
// tuning configuration named.
func (s Search) settings(view engine.State) Search {
	h := defaultHints
	if g, ok := view.(engine.SearchHinter); ok {
		h = g.SearchHints()
	}
	out := Search{Label: s.Label, Share: s.Share, SearchHints: h, C: defaultC, Shards: max(1, s.Shards)}
	share := s.Share
	if share <= 0 {
		share = 1
	}
	out.Iterations = max(1, int(math.Round(float64(h.Iterations)*share)))
	for k := range s.given {
		switch k {
		case "it":
			out.Iterations = s.Iterations
		case "depth":
			out.Depth = s.Depth
		case "sample":
			out.Sample = s.Sample
		case "others":
			out.Others = s.Others
		case "paired":
			out.Paired = s.Paired
		case "c":
			out.C = s.C
		case "trust":
			out.Trust = s.Trust
		case "reward":
			out.Own = s.Own
		}
	}
	return out
}

// level returns the named level.
func level(name string) (Search, bool) {
	for _, l := range Levels {
		if l.Label == name {
			return l, true
		}
	}
	return Search{}, false
}

// searchKeys are the settings a tuning configuration may give.
const searchKeys = "it, depth, sample, others, c, trust, paired, reward, shards"

// parseSearch reads a tuning configuration "ismcts:KEY=VALUE:…" with keys
// it (iterations), depth, sample, others, c, trust, paired and reward (own
// or margin), shards (the parts of a root-parallel search); what it does
// not give is the hard level's.
func parseSearch(name string) (Search, error) {
	parts := strings.Split(name, ":")
	if len(parts) < 2 || parts[0] != "ismcts" {
		return Search{}, fmt.Errorf("bot %q: want ismcts:KEY=VALUE:… (keys %s)", name, searchKeys)
	}
	s := Search{Label: name, Share: 1, Shards: levelShards, given: map[string]bool{}}
	seen := s.given
	for _, kv := range parts[1:] {
		k, v, ok := strings.Cut(kv, "=")
		if !ok || seen[k] {
			return Search{}, fmt.Errorf("bot %q: %q is not KEY=VALUE with a new key (keys %s)", name, kv, searchKeys)
		}
		seen[k] = true
		num := func(lo, hi int) (int, error) {
			n, err := strconv.Atoi(v)
			if err != nil || n < lo || n > hi {
				return 0, fmt.Errorf("bot %q: %s=%q is not a whole number from %d to %d", name, k, v, lo, hi)
			}
			return n, nil
		}
		real := func(lo, hi float64) (float64, error) {
			f, err := strconv.ParseFloat(v, 64)
			if err != nil || !(f >= lo && f <= hi) {
				return 0, fmt.Errorf("bot %q: %s=%q is not a number from %g to %g", name, k, v, lo, hi)
			}
			return f, nil
		}
		var err error
		switch k {
		case "it":
			s.Iterations, err = num(1, 10_000_000)
		case "depth":
			s.Depth, err = num(0, 100_000)
		case "sample":
			s.Sample, err = num(1, 1000)
		case "others":
			s.Others, err = num(0, 1000)
		case "paired":
			s.Paired, err = num(0, 1000)
		case "shards":
			s.Shards, err = num(1, MaxShards)
		case "c":
			s.C, err = real(0, 100)
		case "trust":
			s.Trust, err = real(0, 100)
		case "reward":
			switch v {
			case "own":
				s.Own = true
			case "margin":
				s.Own = false
			default:
				err = fmt.Errorf("bot %q: reward=%q is not own or margin", name, v)
			}
		default:
			err = fmt.Errorf("bot %q: unknown key %q (keys %s)", name, k, searchKeys)
		}
		if err != nil {
			return Search{}, err
		}
	}
	return s, nil
}
