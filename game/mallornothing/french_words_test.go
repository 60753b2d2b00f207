package mallornothing

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/galleria-games/galleria/engine"
	rules "github.com/galleria-games/galleria/engine/mallornothing"
	"github.com/galleria-games/galleria/game/lang"
	"github.com/galleria-games/galleria/game/ui"
)

// Every square of every card, every kind of score item and every reason
// an item scores has its French, not only those a few games meet.
func TestFrenchCoversTheEngineData(t *testing.T) {
	lang.Set(lang.French)
	defer lang.Set(lang.English)
	lang.ResetMisses()
	codes := map[string]bool{}
	for n := 1; ; n++ {
		sq, err := rules.Lay(n, 0, 0, 0)
		if err != nil {
			break
		}
		for _, s := range sq {
			codes[s.Kind] = true
		}
	}
	if len(codes) < 15 {
		t.Fatalf("%d square codes on the cards: %v", len(codes), codes)
	}
	for code := range codes {
		fr := SquareWords(code)
		lang.Set(lang.English)
		en := SquareWords(code)
		lang.Set(lang.French)
		if fr == en && code != "R" && code != "E:Triangle" { // restaurant, triangle: the same word
			t.Errorf("square %s: %q in both languages", code, fr)
		}
	}
	for kind, en := range KindWords {
		if fr := kindWords(kind); fr == en && kind != "restaurant" && kind != "services" {
			t.Errorf("kind %s: %q in both languages", kind, fr)
		}
	}
	// Why each item of the malls of random games scores, and the legend:
	// the engine's notes, in French.
	whys := map[string]string{} // English → French
	for seed := uint64(0); seed < 20; seed++ {
		st, _ := rules.Game{}.NewState(nil)
		rng := rand.New(rand.NewPCG(seed, 9))
		for st.Decision().Kind != engine.Terminal {
			seat := engine.Chance
			if d := st.Decision(); d.Kind != engine.ChanceNode {
				seat = d.Seats[0]
			}
			legal := st.LegalMoves(seat)
			if err := st.Apply(seat, legal[rng.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
		for seat := 0; seat < 2; seat++ {
			for _, it := range st.ScoreMapOf(seat).Items {
				lang.Set(lang.English)
				en := whyWords(it)
				lang.Set(lang.French)
				if en != it.Told.String() || !strings.HasSuffix(it.Why, en) {
					t.Errorf("%+v: why %q in English", it, en)
				}
				whys[en] = whyWords(it)
			}
		}
	}
	for _, r := range rules.ScoringLegend() {
		whys[r.Told.String()] = ui.Told(r.Told, nil)
	}
	if len(whys) < 12 {
		t.Errorf("only %d reasons met: %v", len(whys), whys)
	}
	for en, fr := range whys {
		if fr == en || strings.Contains(fr, "%!") {
			t.Errorf("why %q: %q in French", en, fr)
		}
	}
	if m := lang.Misses(); len(m) > 0 {
		t.Errorf("%d texts have no French:\n  %s", len(m), strings.Join(m, "\n  "))
	}
}

// refusals are the engine's refusals of a placement a seat can meet, with
// the English the note says: each reason Preview and Apply give.
func refusals(t *testing.T) map[string]error {
	t.Helper()
	apply := func(st *rules.State, seat int, moves ...string) {
		t.Helper()
		for _, m := range moves {
			if err := st.Apply(seat, m); err != nil {
				t.Fatal(err)
			}
		}
	}
	out := map[string]error{}
	preview := func(st *rules.State, seat int, move, want string) {
		t.Helper()
		_, err := st.Preview(seat, move)
		if err == nil {
			t.Fatalf("%s previews %q", engine.SeatName(seat), move)
		}
		out[want] = err
	}
	// Seat 0 (P1) holds card 9 at 0,0 and draws card 6; seat 1 draws 2.
	st, _ := rules.Game{}.NewState(nil)
	apply(st, engine.Chance, "start 9 10")
	preview(st, 0, "place 6 at 1,0 r0", "seat 0 has no placement to make now")
	apply(st, engine.Chance, "card 6", "card 2")
	preview(st, 0, "place 6 at 2,0 r0", "card 6 at 2,0 overlaps no card of the mall (sharing an edge is not enough)")
	preview(st, 0, "discard 6", "card 6 has a legal place: a card may be discarded only when it has none")
	preview(st, 0, "place 5 at 1,0 r0", "you drew card 6, not card 5")
	preview(st, 0, "card 7", `"card 7" is a chance outcome, not a seat's move`)
	apply(st, 0, "place 6 at 1,0 r0")
	preview(st, 0, "place 6 at 1,-1 r0", `seat 0 has committed "place 6 at 1,0 r0" this round, not "place 6 at 1,-1 r0"`)
	// Seat 0 lays 11 at 1,0, 12 at 2,0, 13 at 2,-2, 14 at 3,2 and 3 at 3,1
	// over card 10 (the spec's MN-T6); then card 5 at 2,1 makes a cycle.
	st, _ = rules.Game{}.NewState(nil)
	apply(st, engine.Chance, "start 10 9")
	other := []string{"card 1", "card 2", "card 4", "card 6", "card 7", "card 8"}
	for i, r := range [][2]string{{"card 11", "place 11 at 1,0 r0"}, {"card 12", "place 12 at 2,0 r0"}, {"card 13", "place 13 at 2,-2 r0"},
		{"card 14", "place 14 at 3,2 r0"}, {"card 3", "place 3 at 3,1 r0"}, {"card 5", ""}} {
		apply(st, engine.Chance, other[i], r[0]) // seat 1 is P1: it draws first
		if r[1] == "" {
			break
		}
		apply(st, 0, r[1])
		apply(st, 1, st.LegalMoves(1)[0])
	}
	_, err := st.Preview(0, "place 5 at 2,1 r0")
	n, ok := engine.RefusalOf(err)
	if !ok || !strings.HasSuffix(n.String(), "a layering cycle") {
		t.Fatalf("card 5 at 2,1: %v", err)
	}
	out[n.String()] = err
	return out
}

// Every refusal of a placement is an engine.Refusal: the table says it in
// English as the engine's note does, and in French from the catalog.
func TestRefusalsInBothLanguages(t *testing.T) {
	names := []string{"Ann", "Bea"}
	for want, err := range refusals(t) {
		if got := ui.ErrWords(err, nil); got != want {
			t.Errorf("in English: %q, want %q", got, want)
		}
		lang.Set(lang.French)
		lang.ResetMisses()
		fr := ui.ErrWords(err, names)
		miss := lang.Misses()
		lang.Set(lang.English)
		if len(miss) > 0 || fr == want || strings.Contains(fr, "%!") {
			t.Errorf("in French: %q (misses %v)", fr, miss)
		}
	}
}
