//go:build e2e

package e2e

import (
	"fmt"
	"math/rand/v2"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"
)

// Settings of the Luxembourg-Shopping tests. The setup's shortest time
// limit (30 rounds, chosen by a click in the solo setup and in the host
// setup) ends a game of two or three seats after some 250–350 steps, about
// 55 of them by each person. Either is a few minutes with 30 ms (solo) or 5 ms (online) bots
// under SwiftShader on two cores (in a 960×600 window); the limits are far
// above that.
const (
	lsTimeout      = 20 * time.Minute // each test
	lsSoloPlayers  = 3                // solo: the person and two normal bots (the default)
	lsSoloRounds   = "30"             // solo: the time limit chosen in the setup
	lsReloadStep   = 60               // solo: reload at the person's first buy or build from this step
	lsReloadLatest = 120              // solo: or at any of the person's decisions from this step
)

// lsMove is the grammar of a Luxembourg-Shopping move of a seat
// (engine/luxshopping: LegalMoves).
var lsMove = regexp.MustCompile(`^(?:(roll|buy|pass|pay)|gallery ([1-9][0-9]*) ([1-9][0-9]*)|merge ([1-9][0-9]*)|(sign|unsign|sell) ([1-9][0-9]*))$`)

// lsPlan is the plan the table's UI contract gives a move: one button for
// roll, buy, pass and pay; the two other shops and OK for a new gallery;
// the other gallery and OK for a merge; the shop for sign, unsign and sell.
func lsPlan(move string) ([]string, error) {
	m := lsMove.FindStringSubmatch(move)
	switch {
	case m == nil:
		return nil, fmt.Errorf("%q is not a Luxembourg-Shopping move", move)
	case m[1] != "":
		return []string{"lx:" + m[1]}, nil
	case m[2] != "":
		return []string{"lx:pick:" + m[2], "lx:pick:" + m[3], "lx:ok"}, nil
	case m[4] != "":
		return []string{"lx:pick:" + m[4], "lx:ok"}, nil
	}
	return []string{"lx:pick:" + m[6]}, nil
}

// lsPick chooses a person's move: nine times in ten one of the moves that
// build something up (buy, a gallery, a merge, paying a debt rather than
// selling), when there is one, so that the person stays in the game;
// otherwise any legal move.
func lsPick(rng *rand.Rand, legal []string) string {
	var good []string
	for _, m := range legal {
		if m == "buy" || m == "pay" || strings.HasPrefix(m, "gallery ") || strings.HasPrefix(m, "merge ") {
			good = append(good, m)
		}
	}
	if len(good) > 0 && rng.IntN(10) < 9 {
		return good[rng.IntN(len(good))]
	}
	return legal[rng.IntN(len(legal))]
}

// checkLSResult checks the results a page shows for players seats: a score
// (final cash) per seat, none negative, and at least one winner, each a
// seat's name (names gives each seat's), none twice. The winners need not
// have the most cash: a goal's winner ranks first, then signs, the largest
// gallery, galleries, shops and only then cash.
func checkLSResult(st Status, players int, names map[int]string) error {
	for i, s := range st.Scores {
		if s < 0 {
			return fmt.Errorf("seat %d ends with %d €: cash cannot be negative (scores %v)", i+1, s, st.Scores)
		}
	}
	return checkResult(st, players, names, false)
}

// TestLSSolo plays a whole game of Luxembourg-Shopping in the browser,
// chosen by clicks in the setup: lsSoloPlayers seats (seat 1 the person,
// this test, clicking; the others normal bots, the default) and the time limit
// lsSoloRounds. Every move of the person is one of its legal moves, drawn
// with a seeded generator (GALLERIA_E2E_SEED, default 1) that prefers
// buying, galleries and paying (lsPick), and made by clicking the targets
// galleria.plan(move) names, which must be the table's contract (lsPlan).
// Once step lsReloadStep is reached the page is reloaded at the person's
// next buy or build decision (at any decision from lsReloadLatest) and must
// resume at the same step with the same legal moves. At the end the results
// must show one score per seat and winners among the seats' names.
func TestLSSolo(t *testing.T) {
	soloGame{
		prefix:  "ls",
		menu:    "luxshopping",
		timeout: lsTimeout,
		window:  smallWindow(),
		stream:  0x10c5,
		setup: func(r *soloRun) {
			const title, why = "Luxembourg-Shopping", " (the game is for 2–6)"
			r.offers(title, why, true, "setup:players:2", "setup:players:3", "setup:players:4", "setup:players:5", "setup:players:6")
			r.offers(title, why, false, "setup:players:1", "setup:players:7")
			r.offers(title, "", true, "setup:opt:rounds:30", "setup:opt:rounds:60", "setup:opt:rounds:100", "setup:opt:rounds:200")
			r.click(fmt.Sprintf("setup:players:%d", lsSoloPlayers))
			r.click("setup:opt:rounds:" + lsSoloRounds)
			r.seats(lsSoloPlayers, 6)
		},
		table: fmt.Sprintf("%d seats (seat 1 you, the others normal bots), %s rounds", lsSoloPlayers, lsSoloRounds),
		// Only the person can move at a decision (a turn waits for one
		// seat), but the reload waits until the saved step cannot move
		// under us.
		reloadAt: func(r *soloRun, st Status) bool {
			return st.Step >= lsReloadStep && !slices.Equal(st.Legal, []string{"roll"}) || st.Step >= lsReloadLatest
		},
		reloadRule:   fmt.Sprintf("at step %d", lsReloadStep),
		reloadSettle: 500 * time.Millisecond,
		midgameShot:  "ls-midgame.png",
		pick:         func(r *soloRun, st Status) string { return lsPick(r.rng, st.Legal) },
		plan:         lsPlan,
		// A gallery's or merge's first pick, not yet confirmed.
		pickShot: "ls-pick.png",
		results: func(r *soloRun, st Status) {
			for _, k := range []string{"roll", "buy"} {
				if !slices.ContainsFunc(r.made, func(m string) bool { return moveKind(m) == k }) {
					r.t.Errorf("the person never played %q (moves: %s)", k, kindCounts(r.made))
				}
			}
			if r.handoffs > 0 {
				r.t.Errorf("%d handoff screens in a game with one person", r.handoffs)
			}
			names := map[int]string{0: "You"}
			for i := 1; i < lsSoloPlayers; i++ {
				names[i] = soloBotNames[i]
			}
			if err := checkLSResult(st, lsSoloPlayers, names); err != nil {
				r.t.Errorf("%v", err)
			}
		},
	}.play(t)
}

// lsHost is the host setup of TestLSOnline: the game Luxembourg-Shopping
// with three seats, which by default are a person at this page (seat 1), a
// remote guest (seat 2) and a greedy bot (seat 3), and the shortest time
// limit (30 rounds), chosen by a click as in the solo setup.
var lsHost = hostSetup{clicks: []string{"hostsetup:game:luxshopping", "hostsetup:players:3", "hostsetup:opt:rounds:30",
	"hostsetup:seat:2", "hostsetup:seat:2"}, remote: 1, players: 3} // seat 3: normal → hard → greedy

// TestLSOnline plays a whole game of Luxembourg-Shopping online between two
// browsers (two profiles) and a bot, as TestMNOnline does for Mall or
// Nothing: the host picks the game and three seats, opens the lobby, copies
// the invite link, the guest's page opens it and copies its answer code, the
// host pastes it. The host's page plays seat 1 (and runs the greedy bot of
// seat 3), the guest's seat 2, both by clicks (lsPick, checked against the
// contract), each page on its own goroutine, to the results, which must
// agree: the same final state hash, scores and winners.
func TestLSOnline(t *testing.T) {
	onlineGame{
		prefix:  "ls",
		game:    "luxshopping",
		timeout: lsTimeout,
		window:  smallWindow(),
		host:    lsHost,
		botSeat: 2,
		seeds:   [2]uint64{31, 32},
		plan:    lsPlan,
		pick:    lsPick,
		player: func(p *clickPlayer) error {
			if p.moves == 0 || !slices.Contains(p.made, "roll") {
				return fmt.Errorf("made %d moves by clicks (%s): want at least a roll", p.moves, kindCounts(p.made))
			}
			return nil
		},
		result: func(st Status, names map[int]string) error { return checkLSResult(st, lsHost.players, names) },
	}.play(t)
}
