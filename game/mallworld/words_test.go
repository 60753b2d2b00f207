package mallworld_test

import (
	"regexp"
	"strings"
	"testing"

	"github.com/galleria-games/galleria/engine"
	rules "github.com/galleria-games/galleria/engine/mallworld"
	"github.com/galleria-games/galleria/game/lang"
	"github.com/galleria-games/galleria/game/mallworld"
	"github.com/galleria-games/galleria/game/ui"
)

// codeRE finds what a player was never taught: a card's letter pair
// ("VG"), a contract's ID ("S05"), a token's raw text ("+4000").
var codeRE = regexp.MustCompile(`\b[VGRB]{2}\b|\b[PRS]\d\d\b|[+-]\d{4}\b`)

// codeIn reports the first code or move text found in s, or "".
func codeIn(s, move string) string {
	if move != "" && strings.Contains(s, move) {
		return move
	}
	return codeRE.FindString(s)
}

// Random games in English and French: the Teller words every legal move of
// seat 0 at each of its decisions (never "", never the move's text or a
// code), and the narration of every step and the tips of the table name no
// code either.
func TestTellerWordsEveryMove(t *testing.T) {
	defer lang.Set(lang.English)
	for _, tag := range []string{lang.English, lang.French} {
		lang.Set(tag)
		lang.ResetMisses()
		told, lines, tips := 0, 0, 0
		for _, g := range []struct {
			players int
			seed    uint64
		}{{3, 5}, {4, 9}, {5, 13}} {
			names := append([]string{lang.T("You")}, "Anna", "Beat", "Carla", "Dario")[:g.players]
			r := newRun(t, g.players, g.seed, names)
			r.onStep = func(c *ui.TableCtx, stage string) {
				for _, m := range c.Legal {
					s := r.tbl.(ui.Teller).TellMove(c.View, 0, m, names)
					if s == "" || codeIn(s, m) != "" {
						t.Fatalf("%s: move %q told as %q", tag, m, s)
					}
					told++
				}
				f := frameAt(r.tbl, c, 1280, 800, 1)
				for _, tx := range append(texts(f), texts(frameAt(r.tbl, c, 390, 844, 3))...) {
					if code := codeIn(tx, ""); code != "" {
						t.Fatalf("%s: text %q names %q", tag, tx, code)
					}
				}
				for _, sp := range f.Spots {
					if sp.Tip != "" {
						tips++
						if code := codeIn(sp.Tip, ""); code != "" {
							t.Fatalf("%s: tip %q names %q", tag, sp.Tip, code)
						}
					}
				}
			}
			r.play(g.seed)
			for _, ln := range r.log {
				lines++
				if code := codeIn(ln, ""); code != "" {
					t.Errorf("%s: log line %q names %q", tag, ln, code)
				}
			}
		}
		if m := lang.Misses(); tag == lang.French && len(m) > 0 {
			t.Errorf("%d texts without French: %q", len(m), m)
		}
		t.Logf("%s: %d moves told, %d log lines, %d tips", tag, told, lines, tips)
	}
}

// A closed-fist tie says what decided it: 4 players, Carla active, Anna
// (seat 1) and You (seat 0) both bid 2; Dario (seat 3) sits left of Carla,
// so the order of ties is Dario, You, Anna: You win.
func TestTieIsExplained(t *testing.T) {
	defer lang.Set(lang.English)
	for _, tag := range []string{lang.English, lang.French} {
		lang.Set(tag)
		found := 0
		for seed := uint64(1); seed <= 40 && found < 2; seed++ {
			names := []string{lang.T("You"), "Anna", "Beat", "Carla"}
			r := newRun(t, 4, seed, names)
			r.play(seed)
			for i, ln := range r.log {
				if !strings.HasPrefix(ln, lang.F("Fists open: %s.", "")[:5]) {
					continue
				}
				if i+1 < len(r.log) && strings.HasPrefix(r.log[i+1], lang.F("Tie at %s: %s wins it over %s, coming first in turn order after %s.", "", "", "", "")[:6]) {
					found++
					t.Logf("%s: %s / %s", tag, ln, r.log[i+1])
				}
			}
		}
		if found == 0 {
			t.Errorf("%s: no auction tie seen in 40 games", tag)
		}
	}
}

// TiesBroken on a hand-made auction: 3 players, the active seat wins the
// tie, and the sentence says so.
func TestTiesBrokenActiveWins(t *testing.T) {
	st, _ := rules.Game{}.NewState(engine.Options{"players": "3"})
	if got := mallworld.TiesBroken(st, st, []string{"You", "Anna", "Beat"}); got != nil {
		t.Fatalf("no auction resolved, got %q", got)
	}
}
