//go:build e2e

package e2e

import (
	"fmt"
	"regexp"
	"strings"
	"testing"
	"time"
)

// Limits of the Mall or Nothing tests. A game is short: the deal, then eight
// rounds of two draws and one simultaneous placement by both seats; with
// 30 ms (solo) or 5 ms (online) bots it is a few minutes at most under
// SwiftShader on two busy cores.
const (
	mnTimeout    = 25 * time.Minute // each test
	mnRounds     = 8                // each seat makes one move per round
	mnReloadStep = 10               // the solo test reloads the page once this step is reached
)

// mnMove is the grammar of a Mall or Nothing move (docs/mallornothing-moves.md):
// "place 7 at 2,-1 r180" or "discard 7".
var mnMove = regexp.MustCompile(`^(?:place ([1-9][0-9]*) at (-?[0-9]+),(-?[0-9]+) r(0|180)|discard ([1-9][0-9]*))$`)

// mnPlan is the plan the table's UI contract gives a move: for "place N at
// X,Y rR" the rotation, the anchor and the lock button; for "discard N" the
// discard button.
func mnPlan(move string) ([]string, error) {
	m := mnMove.FindStringSubmatch(move)
	if m == nil {
		return nil, fmt.Errorf("%q is not a Mall or Nothing move", move)
	}
	if m[5] != "" {
		return []string{"mn:discard"}, nil
	}
	return []string{"mn:rot:" + m[4], "mn:at:" + m[2] + "," + m[3], "mn:lock"}, nil
}

// mnSoloNames are the seats' names in the solo match TestMNSolo sets up,
// as the client names seats (game.seatNames): a lone person is "You", a
// bot has the first name of its seat (seat 2: "Beat").
var mnSoloNames = map[int]string{0: "You", 1: "Beat"}

// checkMNResult checks the results a page shows: two scores and a winner,
// and every winner (a name; names gives each seat's) among the seats with
// the highest score. On equal scores the engine's tie-breaks choose, so
// then one winner or both may be shown; on unequal scores exactly one.
func checkMNResult(st Status, names map[int]string) error {
	if len(st.Scores) == 2 && st.Scores[0] != st.Scores[1] && len(st.Winners) > 1 {
		return fmt.Errorf("scores %v, but the results name the winners %q", st.Scores, st.Winners)
	}
	return checkResult(st, 2, names, true)
}

// TestMNSolo plays a whole game of Mall or Nothing in the browser: seat 1
// is the person (this test, clicking), seat 2 the greedy bot, the setup's
// defaults. Every move is one of the legal moves, drawn with a seeded
// generator (GALLERIA_E2E_SEED, default 1), and made by clicking the
// targets galleria.plan(move) names, which must be the table's contract
// (rotation, anchor, lock; or discard). Once step mnReloadStep is reached the
// page is reloaded and must resume at the same step with the same legal
// moves; the first placement after it is photographed with the anchor
// chosen. At the end the final scoring (scoring:ok) and the results must
// show, with two scores and winners that have the best score.
func TestMNSolo(t *testing.T) {
	soloGame{
		prefix:  "mn",
		menu:    "mallornothing",
		timeout: mnTimeout,
		stream:  0x3a110,
		setup: func(r *soloRun) {
			r.offers("Mall or Nothing", "", true, "setup:seat:0", "setup:seat:1")
			r.offers("Mall or Nothing", " (the game is for 2)", false, "setup:seat:2")
		},
		table: "seat 1 you, seat 2 a normal bot (the default)",
		// Reload when the table waits on the person only (the bot has
		// placed its card or is not due).
		reloadAt:     func(r *soloRun, st Status) bool { return st.Step >= mnReloadStep },
		reloadRule:   fmt.Sprintf("at step %d", mnReloadStep),
		reloadSettle: 500 * time.Millisecond,
		plan:         mnPlan,
		// The anchor is chosen, not yet locked: the table shows the
		// card's ghost there.
		pickShot: "mn-midgame.png",
		pickShotAt: func(r *soloRun, id string) bool {
			return r.reloaded && strings.HasPrefix(id, "mn:at:")
		},
		scoringShot: "mn-scoring.png",
		results: func(r *soloRun, st Status) {
			if !r.picture {
				r.t.Errorf("no card was placed after the reload: no picture of a chosen anchor (artifacts/mn-midgame.png)")
			}
			if len(r.made) != mnRounds {
				r.t.Errorf("the person made %d moves, want one per round (%d)", len(r.made), mnRounds)
			}
			if r.scorings == 0 {
				r.t.Errorf("the results came without the final scoring (scoring:ok) on the table")
			}
			if err := checkMNResult(st, mnSoloNames); err != nil {
				r.t.Errorf("%v", err)
			}
		},
	}.play(t)
}

// mnHost is the host setup of TestMNOnline: the game Mall or Nothing, whose
// two seats default to a person at this page (seat 1) and a remote guest
// (seat 2).
var mnHost = hostSetup{clicks: []string{"hostsetup:game:mallornothing"}, remote: 1, players: 2}

// TestMNOnline plays a whole game of Mall or Nothing online between two
// browsers (two profiles), as TestOnline does for Mall World: the host picks
// the game and opens the lobby, copies the invite link, the guest's page
// opens it and copies its answer code, the host pastes it. The host's page
// plays seat 1, the guest's seat 2, both by clicks on random legal moves
// (each page on its own goroutine, both placing in the same rounds), to the
// results, which must agree: the same final state hash, scores and winners,
// and the winners must have the best score.
func TestMNOnline(t *testing.T) {
	onlineGame{
		prefix:  "mn",
		game:    "mallornothing",
		timeout: mnTimeout,
		host:    mnHost,
		botSeat: -1,
		seeds:   [2]uint64{21, 22},
		join:    true,
		plan:    mnPlan,
		player: func(p *clickPlayer) error {
			if p.moves != mnRounds {
				return fmt.Errorf("made %d moves, want one per round (%d): %q", p.moves, mnRounds, p.made)
			}
			return nil
		},
		result: checkMNResult,
	}.play(t)
}
