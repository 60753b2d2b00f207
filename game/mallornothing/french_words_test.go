package mallornothing

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	rules "github.com/galleria-games/galleria/engine/mallornothing"
	"github.com/galleria-games/galleria/game/lang"
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
		for _, pts := range []int{0, 2, 6} {
			it := rules.ScoreItem{Kind: kind, Cells: [][2]int{{0, 0}, {1, 0}, {2, 0}}, Points: pts, Why: "engine words"}
			if w := whyWords(it); w == it.Why || strings.Contains(w, "%!") {
				t.Errorf("%+v: why %q", it, w)
			}
		}
	}
	for _, err := range []error{fmt.Errorf("place 3 at 0,1 r0: %w", rules.ErrNoOverlap), fmt.Errorf("x: %w", rules.ErrLayerCycle), errors.New("something else")} {
		if w := refusalWords(err); w == err.Error() {
			t.Errorf("refusal %q not said in French", err)
		}
	}
	if m := lang.Misses(); len(m) > 0 {
		t.Errorf("%d texts have no French:\n  %s", len(m), strings.Join(m, "\n  "))
	}
}
