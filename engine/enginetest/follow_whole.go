package enginetest

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"reflect"
	"sort"
	"strings"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/engine/bot"
)

// The checks of a game whose views hide nothing (engine.RedactWhole and
// engine.FollowWhole): every redacted step is the real one, every view's
// position is the full state's, and a view follows exactly the steps the
// full state applies.

// HidesNothing is the leak check of a game whose views hide nothing. Its
// Leak (a Leak for CheckFollow) wants the redacted step to be the real
// step, word for word, and View(viewer) of the full state after it to show
// everything the full state shows: its position, key by key, is the full
// state's apart from the viewer field. Steps is the log being followed;
// CheckFollow calls Leak once for each viewer (seats, then a spectator) of
// each step in order, so Calls says which step it is. If a change starts
// hiding something from a view, the position comparison fails and names
// it: the step must then be redacted for real.
type HidesNothing struct {
	Steps []engine.Step
	Calls int
}

// Leak is the Leak of h.
func (h *HidesNothing) Leak(viewer int, r engine.Step, after engine.State) error {
	i := h.Calls / (after.Seats() + 1)
	h.Calls++
	if i >= len(h.Steps) {
		return fmt.Errorf("leak check called %d times for %d steps", h.Calls, len(h.Steps))
	}
	if real := h.Steps[i]; r != real {
		return fmt.Errorf("the redacted step %s is not the real step %s, but the views hide nothing", r, real)
	}
	return sameApartFromViewer(after, after.View(viewer))
}

// sameApartFromViewer compares the positions of a full state and of its
// view, key by key, leaving out "viewer".
func sameApartFromViewer(full, view engine.State) error {
	if full.Viewer() != -1 || view.Viewer() < 0 {
		return fmt.Errorf("want a full state and a view, have viewers %d and %d", full.Viewer(), view.Viewer())
	}
	fp, err := full.Position()
	if err != nil {
		return err
	}
	vp, err := view.Position()
	if err != nil {
		return err
	}
	var f, v map[string]any
	if err := json.Unmarshal(fp, &f); err != nil {
		return err
	}
	if err := json.Unmarshal(vp, &v); err != nil {
		return err
	}
	if f["viewer"] == nil || v["viewer"] == nil {
		return fmt.Errorf("a position without a viewer field")
	}
	delete(f, "viewer")
	delete(v, "viewer")
	var differ []string
	for k := range f {
		if !reflect.DeepEqual(f[k], v[k]) {
			differ = append(differ, k)
		}
	}
	for k := range v {
		if _, ok := f[k]; !ok {
			differ = append(differ, k)
		}
	}
	if len(differ) > 0 {
		sort.Strings(differ)
		return fmt.Errorf("the view of %d hides or changes %s: its redacted steps must hide them too", view.Viewer(), strings.Join(differ, ", "))
	}
	return nil
}

// hidingFull is a full state whose views empty one key of their position:
// what a change that hides something would look like.
type hidingFull struct {
	engine.State
	key string
}

func (h hidingFull) View(seat int) engine.State { return hidingView{h.State.View(seat), h.key} }

type hidingView struct {
	engine.State
	key string
}

func (h hidingView) Position() ([]byte, error) {
	b, err := h.State.Position()
	if err != nil {
		return nil, err
	}
	var p map[string]any
	if err := json.Unmarshal(b, &p); err != nil {
		return nil, err
	}
	p[h.key] = []any{}
	return json.Marshal(p)
}

// CheckHidesNothing checks the leak check HidesNothing itself on after, the
// full state after the step real, for every seat and a spectator: it passes
// real; it fails each of wrong (steps that are not the real one, say a
// drawn card sent without its id) saying "not the real step"; and it fails
// real on views that hide the list under key of the position (views made
// to hide it here), saying "hides or changes <key>".
func CheckHidesNothing(after engine.State, real engine.Step, wrong []engine.Step, key string) error {
	for v := 0; v <= after.Seats(); v++ {
		h := &HidesNothing{Steps: []engine.Step{real}}
		if err := h.Leak(v, real, after); err != nil {
			return fmt.Errorf("viewer %d: the real step on a real view: %v", v, err)
		}
		for _, bad := range wrong {
			h := &HidesNothing{Steps: []engine.Step{real}}
			if err := h.Leak(v, bad, after); err == nil || !strings.Contains(err.Error(), "not the real step") {
				return fmt.Errorf("viewer %d: redacted %s for %s: err %v, want \"not the real step\"", v, bad, real, err)
			}
		}
		h = &HidesNothing{Steps: []engine.Step{real}}
		want := "hides or changes " + key
		if err := h.Leak(v, real, hidingFull{after, key}); err == nil || !strings.Contains(err.Error(), want) {
			return fmt.Errorf("viewer %d: a view that hides %s: err %v, want %q", v, key, err, want)
		}
	}
	return nil
}

// FollowStats counts what FollowWholeGames followed.
type FollowStats struct {
	// Kinds counts the steps by the name a game gives them, and the
	// finished games by theirs.
	Kinds map[string]int
	// Steps is the number of steps followed by every view; Redacted the
	// number of redacted steps (a step once for each viewer), and
	// RedactedBytes and RealBytes the sizes of their move texts and of the
	// real steps' (once for each viewer too).
	Steps, Redacted, RedactedBytes, RealBytes int
}

// KindList lists the kinds and their counts, sorted by name: "buy:buy 12,
// card:card 40".
func (f *FollowStats) KindList() string {
	names := make([]string, 0, len(f.Kinds))
	for k := range f.Kinds {
		names = append(names, k)
	}
	sort.Strings(names)
	list := make([]string, len(names))
	for i, k := range names {
		list[i] = fmt.Sprintf("%s %d", k, f.Kinds[k])
	}
	return strings.Join(list, ", ")
}

// Sizes says the mean size of a redacted step and of a real one.
func (f *FollowStats) Sizes() string {
	return fmt.Sprintf("mean step size over every viewer's %d steps: redacted %.2f bytes, full %.2f bytes",
		f.Redacted, float64(f.RedactedBytes)/float64(f.Redacted), float64(f.RealBytes)/float64(f.Redacted))
}

// Missing gives the kinds of want that were not seen, in want's order.
func (f *FollowStats) Missing(want []string) []string {
	var out []string
	for _, k := range want {
		if f.Kinds[k] == 0 {
			out = append(out, k)
		}
	}
	return out
}

// FollowWholeGames plays games random games of g with each of setups (bots
// drawn from rng: seat i of game k random when i+k is even, else greedy)
// and follows each game's log with CheckFollow and the leak check
// HidesNothing: the views of every seat and a spectator follow it to the
// end. It counts every step under kind(the state before it, the step) and,
// if end is not nil, every finished game under end(its final state).
func FollowWholeGames(g engine.Game, setups []engine.Options, games int, rng *rand.Rand, kind func(engine.State, engine.Step) string, end func(engine.State) string) (FollowStats, error) {
	stats := FollowStats{Kinds: map[string]int{}}
	for _, opts := range setups {
		for k := 0; k < games; k++ {
			st0, err := g.New(opts)
			if err != nil {
				return stats, fmt.Errorf("%v: %v", opts, err)
			}
			bots := make([]bot.Bot, st0.Seats())
			for i := range bots {
				bots[i] = bot.Random{}
				if (k+i)%2 == 1 {
					bots[i] = bot.Greedy{}
				}
			}
			log, err := Play(st0.Clone(), bots, rng, nil)
			if err != nil {
				return stats, fmt.Errorf("%v, game %d: %v", opts, k, err)
			}
			h := &HidesNothing{Steps: log}
			n, err := CheckFollow(st0, log, h.Leak)
			if err != nil {
				return stats, fmt.Errorf("%v, game %d: %v", opts, k, err)
			}
			if n != len(log) || h.Calls != len(log)*(st0.Seats()+1) {
				return stats, fmt.Errorf("%v, game %d: %d of %d steps followed, leak check called %d times", opts, k, n, len(log), h.Calls)
			}
			full := st0.Clone()
			for _, s := range log {
				stats.Kinds[kind(full, s)]++
				for v := 0; v <= full.Seats(); v++ {
					r, err := engine.Redact(full, v, s)
					if err != nil {
						return stats, fmt.Errorf("%v, game %d: %v", opts, k, err)
					}
					stats.Redacted++
					stats.RedactedBytes += len(r.Move)
					stats.RealBytes += len(s.Move)
				}
				if err := full.Apply(s.Seat, s.Move); err != nil {
					return stats, fmt.Errorf("%v, game %d: %v", opts, k, err)
				}
			}
			if end != nil {
				stats.Kinds[end(full)]++
			}
			stats.Steps += len(log)
		}
	}
	return stats, nil
}

// RedactedText redacts m for viewer with engine.RedactMatch and gives the
// redacted steps as text, a line each ("chance: deal 40", "seat 0: buy");
// it also follows them with engine.FollowMatch, whose view must have the
// viewer and the Hash of the final full state's view.
func RedactedText(g engine.Game, m *engine.Match, viewer int) (string, error) {
	steps, full, err := engine.RedactMatch(g, m, viewer)
	if err != nil {
		return "", err
	}
	var b strings.Builder
	for _, s := range steps {
		fmt.Fprintf(&b, "%s: %s\n", engine.SeatName(s.Seat), s.Move)
	}
	view, err := engine.FollowMatch(g, m.Options, viewer, steps)
	if err != nil {
		return "", err
	}
	if view.Viewer() != viewer || view.Hash() != full.View(viewer).Hash() {
		return "", fmt.Errorf("the followed view (viewer %d) is not the full state's view", view.Viewer())
	}
	return b.String(), nil
}

// CheckRedactedWhole checks the redacted steps of m in a game whose views
// hide nothing: for every viewer (each seat and a spectator), RedactedText
// must give want.
func CheckRedactedWhole(g engine.Game, m *engine.Match, want string) error {
	st, err := engine.Replay(g, &engine.Match{Game: m.Game, Options: m.Options})
	if err != nil {
		return err
	}
	for v := 0; v <= st.Seats(); v++ {
		got, err := RedactedText(g, m, v)
		if err != nil {
			return fmt.Errorf("viewer %d: %v", v, err)
		}
		if got != want {
			return fmt.Errorf("viewer %d: redacted steps\n%s\nwant\n%s", v, got, want)
		}
	}
	return nil
}

// CheckFollowRefused checks that the views of st (every seat and a
// spectator) refuse the redacted step s, through engine.Follow with an
// error that says want, and through the game's own Follow (engine.FollowRules, with
// no check of engine.Follow's first), the view unchanged each time.
func CheckFollowRefused(st engine.State, s engine.Step, want string) error {
	fr, err := ownRules(st)
	if err != nil {
		return err
	}
	for v := 0; v <= st.Seats(); v++ {
		view := st.View(v)
		h := view.Hash()
		err := engine.Follow(view, s)
		if err == nil || !strings.Contains(err.Error(), want) {
			return fmt.Errorf("viewer %d follows %s: err %v, want %q", v, s, err, want)
		}
		if view.Hash() != h {
			return fmt.Errorf("viewer %d's view changed", v)
		}
		if err := fr.Follow(view, s); err == nil {
			return fmt.Errorf("viewer %d: the game's Follow accepted %s", v, s)
		}
		if view.Hash() != h {
			return fmt.Errorf("viewer %d's view changed", v)
		}
	}
	return nil
}

// CheckRedactWhole checks the edges of engine.RedactWhole and
// engine.FollowWhole on full, a full state at which legal is a legal step
// and each of illegal is not: full refuses to follow legal ("full state");
// a view refuses to redact it ("only the full state"); viewers -1, Seats()+1
// and Seats()+7 do not exist; the illegal steps are refused; legal is
// redacted as it is for a spectator. full's hash must not change.
func CheckRedactWhole(full engine.State, legal engine.Step, illegal []engine.Step) error {
	h := full.Hash()
	r, err := ownRules(full)
	if err != nil {
		return err
	}
	if err := r.Follow(full, legal); err == nil || !strings.Contains(err.Error(), "full state") {
		return fmt.Errorf("a full state follows: err %v", err)
	}
	n := full.Seats()
	if _, err := r.Redact(full.View(1), 1, legal.Seat, legal.Move); err == nil || !strings.Contains(err.Error(), "only the full state") {
		return fmt.Errorf("a view redacts: err %v", err)
	}
	for _, v := range []int{-1, n + 1, n + 7} {
		if _, err := r.Redact(full, v, legal.Seat, legal.Move); err == nil || !strings.Contains(err.Error(), "does not exist") {
			return fmt.Errorf("viewer %d: err %v", v, err)
		}
	}
	for _, s := range illegal {
		if _, err := r.Redact(full, n, s.Seat, s.Move); err == nil {
			return fmt.Errorf("redact the illegal %s: no error", s)
		}
	}
	if got, err := r.Redact(full, n, legal.Seat, legal.Move); err != nil || got != legal {
		return fmt.Errorf("redact %s: %v, %v", legal.Move, got, err)
	}
	if full.Hash() != h {
		return fmt.Errorf("redacting changed the full state")
	}
	return nil
}

// ChangedSteps makes k steps from the legal moves and chance outcomes of st
// by small changes, each drawn from rng: a step of those listed (IntN of
// their number), then one change of five (IntN(5)): the last word dropped,
// a word of words added, a word replaced by one of words (IntN of the
// number of words, then of words), another seat (IntN(Seats()+3)-2, from
// -2 to Seats()), or none. It gives nil if st lists no step.
func ChangedSteps(st engine.State, rng *rand.Rand, words []string, k int) []engine.Step {
	var base []engine.Step
	for _, m := range st.LegalMoves(engine.Chance) {
		base = append(base, engine.Step{Seat: engine.Chance, Move: m})
	}
	for seat := 0; seat < st.Seats(); seat++ {
		for _, m := range st.LegalMoves(seat) {
			base = append(base, engine.Step{Seat: seat, Move: m})
		}
	}
	if len(base) == 0 {
		return nil
	}
	out := make([]engine.Step, k)
	for i := range out {
		b := base[rng.IntN(len(base))]
		w := strings.Split(b.Move, " ")
		switch rng.IntN(5) {
		case 0:
			w = w[:len(w)-1]
		case 1:
			w = append(w, words[rng.IntN(len(words))])
		case 2:
			w[rng.IntN(len(w))] = words[rng.IntN(len(words))]
		case 3:
			b.Seat = rng.IntN(st.Seats()+3) - 2
		}
		b.Move = strings.Join(w, " ")
		out[i] = b
	}
	return out
}

// CheckFollowAsApply plays a game of g with opts by random bots (drawing
// from rng) and walks its log from the start. At every fifth state from the
// first, it tries 30 ChangedSteps (drawn from rng with words) on every view
// (each seat and a spectator) through the view's own Follow
// (engine.FollowRules): a view must follow a step exactly when the full state
// applies it, and then have the Hash of the full state's view after it; a
// refused step leaves the view unchanged. Some of the steps tried must
// apply and some not. It returns how many steps it tried and how many the
// full state applied.
func CheckFollowAsApply(g engine.Game, opts engine.Options, rng *rand.Rand, words []string) (tried, applied int, err error) {
	st, err := g.New(opts)
	if err != nil {
		return 0, 0, err
	}
	bots := make([]bot.Bot, st.Seats())
	for i := range bots {
		bots[i] = bot.Random{}
	}
	log, err := Play(st.Clone(), bots, rng, nil)
	if err != nil {
		return 0, 0, err
	}
	fr, err := ownRules(st)
	if err != nil {
		return 0, 0, err
	}
	for i, s := range log {
		if i%5 == 0 {
			for _, b := range ChangedSteps(st, rng, words, 30) {
				full := st.Clone()
				applyErr := full.Apply(b.Seat, b.Move)
				for v := 0; v <= st.Seats(); v++ {
					view := st.View(v)
					h := view.Hash()
					err := fr.Follow(view, b)
					switch {
					case (err == nil) != (applyErr == nil):
						return tried, applied, fmt.Errorf("step %d: %s: follow %v, apply %v", i+1, b, err, applyErr)
					case err != nil && view.Hash() != h:
						return tried, applied, fmt.Errorf("step %d: %s refused but the view changed", i+1, b)
					case err == nil && view.Hash() != full.View(v).Hash():
						return tried, applied, fmt.Errorf("step %d: %s followed differs from the full state's view", i+1, b)
					}
				}
				tried++
				if applyErr == nil {
					applied++
				}
			}
		}
		if err := st.Apply(s.Seat, s.Move); err != nil {
			return tried, applied, fmt.Errorf("step %d (%s): %v", i+1, s, err)
		}
	}
	if applied == 0 || applied == tried {
		return tried, applied, fmt.Errorf("%d of %d changed steps applied: want some of each", applied, tried)
	}
	return tried, applied, nil
}

// ownRules gives the follow rules registered for st's game.
func ownRules(st engine.State) (engine.FollowRules, error) {
	r, ok := engine.FollowRulesFor(st.Game())
	if !ok {
		return r, fmt.Errorf("%s has no follow rules (engine.RegisterFollow)", st.Game())
	}
	return r, nil
}
