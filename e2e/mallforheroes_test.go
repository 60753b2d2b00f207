//go:build e2e

package e2e

import (
	"context"
	"fmt"
	"math/rand/v2"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/galleria-games/galleria/engine/bot"
	"github.com/galleria-games/galleria/game/match"
)

// Settings of the Mall for Heroes tests. A solo game is three rounds in
// which the person drafts and places for malls A and B (some 60–80
// decisions), a 3-seat game three rounds of twelve drafts each; with
// 30 ms (solo) or 5 ms (online) bots either is a few minutes at most under
// SwiftShader on two cores (in a 960×600 window); the limits are far above
// that.
const (
	mfhTimeout     = 15 * time.Minute // each test
	mfhSoloLevel   = "3"              // solo: the level chosen in the setup
	mfhReloadMoves = 20               // solo: reload at the person's first place decision after this many moves
	mfhSaveKey     = "galleria.save.v1"
)

// mfhMove is the grammar of a Mall for Heroes move of a seat
// (docs/mallforheroes-moves.md).
var mfhMove = regexp.MustCompile(`^(?:draft ([0-3]) ([0-2])( rogue)?` +
	`|place (-?[0-9]+) (-?[0-9]+)( druid| paladin)?` +
	`|swap (-?[0-9]+) (-?[0-9]+) (-?[0-9]+) (-?[0-9]+)` +
	`|(pass)` +
	`|tower (W[1-6]) (-?[0-9]+) (-?[0-9]+)( sorceress)?` +
	`|remove ([a-z]+)(?: ([a-z]+))?)$`)

// mfhPlan is the plan the table's UI contract gives a move: the display
// card to draft; the mall cell to place on; both cells of a swap; the pass
// button; the Wizard and the cell of a Tower; the Shop types to remove (and
// OK for two). A Hero's use is the hero button first.
func mfhPlan(move string) ([]string, error) {
	m := mfhMove.FindStringSubmatch(move)
	var ids []string
	hero := false
	switch {
	case m == nil:
		return nil, fmt.Errorf("%q is not a Mall for Heroes move", move)
	case strings.HasPrefix(move, "draft "):
		ids, hero = []string{"mfh:draft:" + m[1] + "," + m[2]}, m[3] != ""
	case strings.HasPrefix(move, "place "):
		ids, hero = []string{"mfh:cell:" + m[4] + "," + m[5]}, m[6] != ""
	case strings.HasPrefix(move, "swap "):
		ids = []string{"mfh:cell:" + m[7] + "," + m[8], "mfh:cell:" + m[9] + "," + m[10]}
	case m[11] != "":
		ids = []string{"mfh:pass"}
	case strings.HasPrefix(move, "tower "):
		ids, hero = []string{"mfh:tower:" + m[12], "mfh:cell:" + m[13] + "," + m[14]}, m[15] != ""
	case m[17] == "":
		ids = []string{"mfh:remove:" + m[16]}
	default:
		ids = []string{"mfh:remove:" + m[16], "mfh:remove:" + m[17], "mfh:ok"}
	}
	if hero {
		ids = append([]string{"mfh:hero"}, ids...)
	}
	return ids, nil
}

// mfhPick chooses a person's move among the legal ones: three times in four
// a plain one (no Hero), when there is one, so that the Heroes are not all
// spent on the first moves; otherwise any.
func mfhPick(rng *rand.Rand, legal []string) string {
	var plain []string
	for _, m := range legal {
		if !strings.HasSuffix(m, " rogue") && !strings.HasSuffix(m, " druid") && !strings.HasSuffix(m, " paladin") && !strings.HasSuffix(m, " sorceress") {
			plain = append(plain, m)
		}
	}
	if len(plain) > 0 && rng.IntN(4) < 3 {
		return plain[rng.IntN(len(plain))]
	}
	return legal[rng.IntN(len(legal))]
}

// mfhKind is a move's kind: its first word, with the Hero it uses
// ("place 1 0 druid" → "place+druid").
func mfhKind(move string) string {
	k := moveKind(move)
	for _, h := range []string{"rogue", "druid", "paladin", "sorceress"} {
		if strings.HasSuffix(move, " "+h) {
			return k + "+" + h
		}
	}
	return k
}

// mfhSaved reads the page's saved match (localStorage), the way the client
// resumes it: a local match of package match. ok is false when there is none.
func mfhSaved(tab context.Context) (s *match.Driver, ok bool, err error) {
	raw, err := evalString(tab, `(() => { try { return localStorage.getItem("`+mfhSaveKey+`") || ""; } catch (e) { return ""; } })()`)
	if err != nil || raw == "" {
		return nil, false, err
	}
	s, err = match.Load([]byte(raw))
	if err != nil {
		return nil, false, fmt.Errorf("the page's saved match: %v", err)
	}
	return s, true, nil
}

// TestMFHSolo plays a whole solo game of Mall for Heroes in the browser,
// chosen by clicks in the setup: one player (the person, malls A and B,
// against the rules' bot) at level mfhSoloLevel. Before each of the
// person's moves the page's saved match is read (localStorage) and replayed
// through the engine: it must be at the page's step, with the page's legal
// moves. The move is then picked (mostly the greedy bot's choice on that
// state, otherwise mfhPick with a seeded generator, GALLERIA_E2E_SEED,
// default 1) and made by clicking the targets galleria.plan(move) names,
// which must be the table's contract (mfhPlan). After mfhReloadMoves moves
// the page is reloaded at the person's next place decision (a drafted Shop
// in hand) and must resume at the same step with the same legal moves. At
// the end the results must show one score and the level's verdict (the
// winner "You" when the level is beaten, none when not), both as the
// engine finds them replaying the last save, the last move and the chance
// events after it.
func TestMFHSolo(t *testing.T) {
	var (
		sess        *match.Driver // the page's save at the person's decision
		last        *match.Driver // the save before the last move, with that move played
		greedyPicks int
	)
	soloGame{
		prefix:  "mfh",
		menu:    "mallforheroes",
		timeout: mfhTimeout,
		window:  smallWindow(),
		stream:  0x4e705,
		setup: func(r *soloRun) {
			const title, why = "Mall for Heroes", " (the game is for 1–5)"
			r.offers(title, why, true, "setup:players:1", "setup:players:2", "setup:players:3", "setup:players:4", "setup:players:5")
			r.offers(title, why, false, "setup:players:6")
			// The solo level is a solo option: offered with one player only.
			r.offers(title, " before setup:players:1 (a solo option)", false, "setup:opt:level:1")
			r.click("setup:players:1")
			r.offers(title+" solo", "", true, "setup:opt:level:1", "setup:opt:level:2", "setup:opt:level:3", "setup:opt:level:4", "setup:opt:level:5", "setup:opt:level:6")
			r.click("setup:opt:level:" + mfhSoloLevel)
			r.seats(1, 5)
			r.shot("mfh-setup.png", 3)
		},
		table: "solo, level " + mfhSoloLevel,
		// Only the person can move now (chance is resolved at once and
		// the rules' bot is chance), but make sure the step is settled
		// before reading the save.
		settle: 150 * time.Millisecond,
		decide: func(r *soloRun, st Status) {
			s, ok, err := mfhSaved(r.tab)
			if err != nil || !ok {
				r.fatalf("step %d: no saved match to read (%v)", st.Step, err)
			}
			if s.Step() != st.Step {
				r.fatalf("the page is at step %d, its saved match at step %d", st.Step, s.Step())
			}
			if legal := s.State().LegalMoves(0); !slices.Equal(legal, st.Legal) {
				r.fatalf("step %d: the page offers %q, the engine on its saved match %q", st.Step, st.Legal, legal)
			}
			l, _ := s.Local()
			if o := l.Config().Options; o["players"] != "1" || o["level"] != mfhSoloLevel {
				r.fatalf("the saved match has options %v, want players 1, level %s", o, mfhSoloLevel)
			}
			sess = s
		},
		reloadAt: func(r *soloRun, st Status) bool {
			return len(r.made) >= mfhReloadMoves && moveKind(st.Legal[0]) == "place"
		},
		reloadRule:  fmt.Sprintf("(after %d moves)", mfhReloadMoves),
		midgameShot: "mfh-midgame.png",
		// Mostly the greedy bot's move on the saved state, so that the
		// malls grow sensibly; otherwise a seeded pick.
		pick: func(r *soloRun, st Status) string {
			if r.rng.IntN(4) < 3 {
				m, err := bot.Greedy{}.Choose(sess.State().View(0), 0, r.rng)
				if err != nil {
					r.fatalf("step %d: the greedy bot: %v", st.Step, err)
				}
				greedyPicks++
				return m
			}
			return mfhPick(r.rng, st.Legal)
		},
		plan: mfhPlan,
		played: func(r *soloRun, st Status, move string) {
			if err := sess.Play(0, move); err != nil {
				r.fatalf("step %d: the engine refuses %q on the saved match: %v", st.Step, move, err)
			}
			last = sess
		},
		// A Hero armed or a swap's first cell, not yet complete.
		pickShot:    "mfh-pick.png",
		scoringShot: "mfh-scoring.png",
		kinds:       mfhKindCounts,
		results: func(r *soloRun, st Status) {
			t := r.t
			r.logf("%d of the person's %d moves were the greedy bot's choice", greedyPicks, len(r.made))
			if r.handoffs > 0 {
				t.Errorf("%d handoff screens in a game with one person", r.handoffs)
			}
			for _, k := range []string{"draft", "place"} {
				if !slices.ContainsFunc(r.made, func(m string) bool { return moveKind(m) == k }) {
					t.Errorf("the person never played %q (moves: %s)", k, mfhKindCounts(r.made))
				}
			}
			if st.Scene != "results" || st.Seat >= 0 || len(st.Legal) > 0 {
				t.Errorf("the page is not at the end: scene %q, seat %d, legal %q", st.Scene, st.Seat, st.Legal)
			}
			if len(st.Scores) != 1 {
				t.Errorf("the results show scores %v, want one (the solo final score)", st.Scores)
			}
			if len(st.Winners) > 1 || len(st.Winners) == 1 && st.Winners[0] != "You" {
				t.Errorf("the results name the winners %q: want \"You\" (the level beaten) or none", st.Winners)
			}
			// The engine's end: the last save, the last move, then the
			// chance events the page resolved with the match's seed.
			if last == nil {
				t.Errorf("no move was made")
			} else {
				if _, err := last.Advance(time.Now()); err != nil {
					t.Errorf("the last save, replayed on: %v", err)
				}
				if !last.Over() {
					t.Errorf("the last save and the last move do not end the game (step %d, decision %+v)", last.Step(), last.State().Decision())
				} else {
					res := last.State().Result()
					want := []string{}
					if slices.Contains(res.Winners, 0) {
						want = []string{"You"}
					}
					r.logf("the engine: step %d, scores %v, winners %v: %s", last.Step(), res.Scores, res.Winners, res.Note)
					if last.Step() != st.Step || !slices.Equal(res.Scores, st.Scores) || !slices.Equal(want, st.Winners) {
						t.Errorf("the page ends at step %d with scores %v and winners %q; the engine at step %d with %v and %q (%s)",
							st.Step, st.Scores, st.Winners, last.Step(), res.Scores, want, res.Note)
					}
					if !strings.HasPrefix(res.Note, "Solo level "+mfhSoloLevel+" ") {
						t.Errorf("the engine's verdict %q is not about level %s", res.Note, mfhSoloLevel)
					}
				}
			}
			if _, ok, _ := mfhSaved(r.tab); ok {
				t.Errorf("the page still holds a saved match after the end")
			}
		},
	}.play(t)
}

// mfhKindCounts says how many moves of each kind (mfhKind) were made.
func mfhKindCounts(made []string) string {
	kinds := make([]string, len(made))
	for i, m := range made {
		kinds[i] = strings.ReplaceAll(mfhKind(m), " ", "_")
	}
	return kindCounts(kinds)
}
