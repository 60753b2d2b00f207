//go:build e2e

package e2e

import (
	"context"
	"fmt"
	"math/rand/v2"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/galleria-games/galleria/netplay/signal"
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

// checkMNPlan checks that galleria.plan(move) is the contract's plan.
func checkMNPlan(move string, ids []string) error {
	want, err := mnPlan(move)
	if err != nil {
		return err
	}
	if !slices.Equal(ids, want) {
		return fmt.Errorf("galleria.plan(%q) = %q, want %q", move, ids, want)
	}
	return nil
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
	if len(st.Scores) != 2 {
		return fmt.Errorf("the results show scores %v, want 2 (one per seat)", st.Scores)
	}
	if len(st.Winners) == 0 {
		return fmt.Errorf("the results name no winner (scores %v)", st.Scores)
	}
	best := max(st.Scores[0], st.Scores[1])
	if st.Scores[0] != st.Scores[1] && len(st.Winners) != 1 {
		return fmt.Errorf("scores %v, but the results name the winners %q", st.Scores, st.Winners)
	}
	seen := map[int]bool{}
	for _, w := range st.Winners {
		seat := -1
		for s, n := range names {
			if n != w {
				continue
			}
			if seat >= 0 {
				return fmt.Errorf("seats %d and %d are both named %q: the winners cannot be told apart", seat+1, s+1, w)
			}
			seat = s
		}
		switch {
		case seat < 0 || seat >= len(st.Scores):
			return fmt.Errorf("the winner %q is not a seat's name (seats %v)", w, names)
		case seen[seat]:
			return fmt.Errorf("the winner %q is named twice (%q)", w, st.Winners)
		case st.Scores[seat] != best:
			return fmt.Errorf("the winner %q (seat %d) scored %d, but the best score is %d (scores %v)", w, seat+1, st.Scores[seat], best, st.Scores)
		}
		seen[seat] = true
	}
	return nil
}

// TestMNSolo plays a whole game of Mall or Nothing in the browser: seat 1
// is the person (this test, clicking), seat 2 the greedy bot, the setup's
// defaults. Every move is one of the legal moves, drawn with a seeded
// generator (GALLERIA_E2E_SEED, default 1), and made by clicking the
// targets galleria.plan(move) names, which must be the table's contract
// (rotation, anchor, lock; or discard). Once step mnReloadStep is reached the
// page is reloaded and must resume at the same step with the same legal
// moves. At the end the final scoring (scoring:ok) and the results must
// show, with two scores and winners that have the best score.
func TestMNSolo(t *testing.T) {
	start := time.Now()
	ctx, cancel := context.WithTimeout(context.Background(), mnTimeout)
	defer cancel()
	srv, base := serve(t)
	tab, closeTab := browser(t, ctx, "mn-solo")
	defer closeTab()
	art := artifactsDir(t)
	fatal := func(format string, args ...any) {
		t.Helper()
		msg := fmt.Sprintf(format, args...)
		dumpState(t, tab, filepath.Join(art, "mn-failure.png"))
		t.Fatalf("%s", msg)
	}
	seed := moveSeed(t)
	rng := rand.New(rand.NewPCG(seed, 0x3a110))

	url := base + "?ice=none&botdelay=30" // ice=none: no test contacts a STUN server
	logStep(start, "open %s (move seed %d)", url, seed)
	if err := chromedp.Do(tab, chromedp.Navigate(url)); err != nil {
		t.Fatalf("navigate: %v", err)
	}
	st, err := waitReady(tab, loadTimeout)
	if err != nil {
		fatal("%v", err)
	}
	if st.Scene != "menu" {
		fatal("a fresh profile opens on scene %q, want menu", st.Scene)
	}
	if err := clickTarget(tab, "menu:mallornothing", clickTimeout); err != nil {
		fatal("%v", err)
	}
	if _, err := waitStatus(tab, clickTimeout, "the setup scene", func(s Status) bool { return s.Scene == "setup" }); err != nil {
		fatal("after menu:mallornothing: %v", err)
	}
	ts, err := targets(tab)
	if err != nil {
		fatal("galleria.targets(): %v", err)
	}
	for _, id := range []string{"setup:seat:0", "setup:seat:1"} {
		if _, ok := find(ts, id); !ok {
			fatal("the Mall or Nothing setup has no target %s", id)
		}
	}
	if _, ok := find(ts, "setup:seat:2"); ok {
		fatal("the Mall or Nothing setup has a third seat (setup:seat:2); the game is for 2")
	}
	if err := clickTarget(tab, "setup:start", clickTimeout); err != nil {
		fatal("%v", err)
	}
	if _, err := waitStatus(tab, clickTimeout, "the table", func(s Status) bool { return s.Scene == "table" }); err != nil {
		fatal("after setup:start: %v", err)
	}
	logStep(start, "table: seat 1 you, seat 2 the greedy bot")

	var (
		moves, clicks   int
		scorings        int
		handoffs        int
		reloaded, ghost bool
		lastStep        = -1
		lastChange      = time.Now()
	)
	for {
		if ctx.Err() != nil {
			fatal("the game did not end within %v (step %d)", mnTimeout, lastStep)
		}
		st, ok, err := status(tab)
		if err != nil || !ok {
			fatal("galleria.status(): ok=%v err=%v", ok, err)
		}
		if st.Step != lastStep {
			lastStep, lastChange = st.Step, time.Now()
		} else if time.Since(lastChange) > stallTimeout {
			fatal("no step for %v (scene %s, step %d, seat %d, legal %q)", stallTimeout, st.Scene, st.Step, st.Seat, st.Legal)
		}
		if st.Scene == "results" {
			break
		}

		ts, err := targets(tab)
		if err != nil {
			fatal("galleria.targets(): %v", err)
		}
		if id := firstEnabled(ts, "scoring:ok", "handoff:ready"); id != "" {
			if id == "scoring:ok" {
				// The final scoring: let it draw, keep the picture.
				animationFrames(tab, 5)
				if err := screenshot(tab, filepath.Join(art, "mn-scoring.png")); err != nil {
					fatal("screenshot: %v", err)
				}
				scorings++
				logStep(start, "step %d: the final scoring; saved artifacts/mn-scoring.png", st.Step)
			} else {
				handoffs++
			}
			if err := clickTarget(tab, id, clickTimeout); err != nil {
				fatal("%v", err)
			}
			clicks++
			err := waitFor(tab, clickTimeout, id+" to go", func() (bool, error) {
				ts, err := targets(tab)
				return firstEnabled(ts, id) == "", err
			})
			if err != nil {
				fatal("%v", err)
			}
			continue
		}

		if st.Scene != "table" || st.Seat < 0 || len(st.Legal) == 0 {
			time.Sleep(50 * time.Millisecond)
			continue
		}
		if st.Seat != 0 {
			fatal("step %d: the table asks seat %d to move; the only person is seat 1 (hook seat 0)", st.Step, st.Seat+1)
		}

		if !reloaded && st.Step >= mnReloadStep {
			// Reload when the table waits on the person only (the bot
			// has placed its card or is not due), so that the saved
			// step cannot move under us.
			stable, err := settled(tab, st, 500*time.Millisecond)
			if err != nil {
				fatal("%v", err)
			}
			if !stable {
				continue
			}
			logStep(start, "step %d: reloading", st.Step)
			if err := chromedp.Do(tab, chromedp.Reload()); err != nil {
				fatal("reload: %v", err)
			}
			if _, err := waitReady(tab, loadTimeout); err != nil {
				fatal("after the reload: %v", err)
			}
			after, err := waitStatus(tab, clickTimeout, "the table after the reload", func(s Status) bool {
				return s.Scene == "table" && s.Seat >= 0
			})
			if err != nil || after.Step != st.Step || after.Seat != st.Seat || !slices.Equal(after.Legal, st.Legal) {
				fatal("after the reload: scene %q step %d seat %d with %d legal moves, want scene table step %d seat %d with the same %d legal moves (%v)",
					after.Scene, after.Step, after.Seat, len(after.Legal), st.Step, st.Seat, len(st.Legal), err)
			}
			logStep(start, "reloaded: scene %s, step %d, %d legal moves", after.Scene, after.Step, len(after.Legal))
			reloaded = true
			continue
		}

		move := st.Legal[rng.IntN(len(st.Legal))]
		ids, err := plan(tab, move)
		if err != nil {
			fatal("%v", err)
		}
		if err := checkMNPlan(move, ids); err != nil {
			fatal("step %d: %v", st.Step, err)
		}
		for i, id := range ids {
			if err := clickTarget(tab, id, clickTimeout); err != nil {
				fatal("step %d, move %q (plan %q): %v", st.Step, move, ids, err)
			}
			clicks++
			if !ghost && reloaded && strings.HasPrefix(id, "mn:at:") && i+1 < len(ids) {
				// The anchor is chosen, not yet locked: the table shows
				// the card's ghost there.
				animationFrames(tab, 3)
				if err := screenshot(tab, filepath.Join(art, "mn-midgame.png")); err != nil {
					fatal("screenshot: %v", err)
				}
				ghost = true
				logStep(start, "step %d: %s chosen for %q; saved artifacts/mn-midgame.png", st.Step, id, move)
			}
		}
		moves++
		logStep(start, "step %d: played %q: clicked %s", st.Step, move, strings.Join(ids, ", "))
		err = waitFor(tab, moveTimeout, fmt.Sprintf("the move %q to be taken", move), func() (bool, error) {
			now, ok, err := status(tab)
			return ok && changed(st, now), err
		})
		if err != nil {
			fatal("step %d: %v", st.Step, err)
		}
	}

	st, _, err = status(tab)
	if err != nil {
		fatal("%v", err)
	}
	logStep(start, "results after %d steps: scores %v, winners %q (%d moves, %d clicks, %d handoffs)",
		st.Step, st.Scores, st.Winners, moves, clicks, handoffs)
	if !reloaded {
		t.Errorf("the game ended at step %d, before the reload check at step %d", st.Step, mnReloadStep)
	}
	if !ghost {
		t.Errorf("no card was placed after the reload: no picture of a chosen anchor (artifacts/mn-midgame.png)")
	}
	if moves != mnRounds {
		t.Errorf("the person made %d moves, want one per round (%d)", moves, mnRounds)
	}
	if scorings == 0 {
		t.Errorf("the results came without the final scoring (scoring:ok) on the table")
	}
	if err := checkMNResult(st, mnSoloNames); err != nil {
		t.Errorf("%v", err)
	}
	animationFrames(tab, 5)
	if err := screenshot(tab, filepath.Join(art, "mn-results.png")); err != nil {
		t.Fatalf("screenshot: %v", err)
	}
	logStep(start, "saved artifacts/mn-results.png")

	if err := clickTarget(tab, "results:menu", clickTimeout); err != nil {
		fatal("%v", err)
	}
	if _, err := waitStatus(tab, 10*time.Second, "the menu after results:menu", func(s Status) bool { return s.Scene == "menu" }); err != nil {
		fatal("%v", err)
	}
	logStep(start, "back to the menu")
	t.Logf("TestMNSolo: %d steps in %.1fs", st.Step, time.Since(start).Seconds())
	srv.check(t)
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
	start := time.Now()
	ctx, cancel := context.WithTimeout(context.Background(), mnTimeout)
	defer cancel()
	srv, base := serve(t)
	art := artifactsDir(t)
	host, closeHost := browser(t, ctx, "mn-host", rtcFlags()...)
	defer closeHost()
	guest, closeGuest := browser(t, ctx, "mn-guest", rtcFlags()...)
	defer closeGuest()
	fatal := func(format string, args ...any) {
		t.Helper()
		dumpState(t, host, filepath.Join(art, "mn-online-host-failure.png"))
		dumpState(t, guest, filepath.Join(art, "mn-online-guest-failure.png"))
		t.Fatalf(format, args...)
	}

	invite, err := openHostLobby(host, srv, base, start, filepath.Join(art, "mn-online-invite.png"), mnHost)
	if err != nil {
		fatal("host: %v", err)
	}
	inv, err := signal.InviteFromURL(invite)
	if err != nil {
		fatal("the copied link: %v", err)
	}
	if inv.Game != "mallornothing" {
		fatal("the invite is for game %q, want mallornothing", inv.Game)
	}

	if err := chromedp.Do(guest, chromedp.Navigate(invite)); err != nil {
		t.Fatalf("navigate: %v", err)
	}
	if _, err := waitReady(guest, loadTimeout); err != nil {
		fatal("guest: %v", err)
	}
	if _, err := waitStatus(guest, connectTime, "the answer code", func(s Status) bool { return s.Answer != "" }); err != nil {
		fatal("guest: %v", err)
	}
	animationFrames(guest, 3)
	screenshot(guest, filepath.Join(art, "mn-online-join.png"))
	if err := clickTarget(guest, "join:copy", clickTimeout); err != nil {
		fatal("guest: %v", err)
	}
	st, err := waitStatus(guest, clickTimeout, "the copied answer", func(s Status) bool { return s.Clipboard != "" })
	if err != nil {
		fatal("guest: %v", err)
	}
	answer := st.Clipboard
	logStep(start, "guest: answer code of %d characters copied", len(answer))

	if err := acceptAnswer(host, answer, mnHost); err != nil {
		fatal("host: %v", err)
	}
	if _, err := waitStatus(guest, connectTime, "the guest's lobby", func(s Status) bool { return s.Scene == "lobby" }); err != nil {
		fatal("guest: %v", err)
	}
	logStep(start, "connected")
	if err := clickTarget(host, "lobby:start", clickTimeout); err != nil {
		fatal("host: %v", err)
	}

	hp := newClickPlayer("host", host, 21, true)
	gp := newClickPlayer("guest", guest, 22, false)
	hp.check, gp.check = checkMNPlan, checkMNPlan
	if err := playAll(ctx, start, -1, hp, gp); err != nil {
		fatal("%v", err)
	}

	var hs, gs Status
	err = waitFor(ctx, connectTime, "the results on both pages", func() (bool, error) {
		a, _, err := status(host)
		if err != nil {
			return false, err
		}
		b, _, err := status(guest)
		if err != nil {
			return false, err
		}
		hs, gs = a, b
		return a.Scene == "results" && b.Scene == "results" && a.Online != nil && b.Online != nil && a.Online.Step == b.Online.Step, nil
	})
	if err != nil {
		fatal("%v", err)
	}
	animationFrames(host, 5)
	animationFrames(guest, 5)
	screenshot(host, filepath.Join(art, "mn-online-host.png"))
	screenshot(guest, filepath.Join(art, "mn-online-guest.png"))
	logStep(start, "both at step %d: host %s, scores %v, winners %q; guest %s, scores %v, winners %q; moves by click: host %d, guest %d",
		hs.Online.Step, hs.Online.Hash, hs.Scores, hs.Winners, gs.Online.Hash, gs.Scores, gs.Winners, hp.moves, gp.moves)

	if hs.Online.Hash == "" || hs.Online.Hash != gs.Online.Hash {
		t.Errorf("at step %d the host's state is %q, the guest's %q", hs.Online.Step, hs.Online.Hash, gs.Online.Hash)
	}
	if !hs.Online.Over || !gs.Online.Over {
		t.Errorf("results shown but the match is not over: host %v, guest %v", hs.Online.Over, gs.Online.Over)
	}
	for _, s := range []Status{hs, gs} {
		if len(s.Online.Reports) > 0 {
			t.Errorf("fault reports: %v", s.Online.Reports)
		}
	}
	if !slices.Equal(hs.Online.Seats, []int{0}) || !slices.Equal(gs.Online.Seats, []int{1}) {
		t.Errorf("the host's page plays seats %v, the guest's %v; want [0] and [1]", hs.Online.Seats, gs.Online.Seats)
	}
	if !slices.Equal(hs.Scores, gs.Scores) {
		t.Errorf("scores: the host's page shows %v, the guest's %v", hs.Scores, gs.Scores)
	}
	if len(hs.Winners) == 0 || !slices.Equal(hs.Winners, gs.Winners) {
		t.Errorf("winners: the host's page shows %q, the guest's %q", hs.Winners, gs.Winners)
	}
	for _, p := range []*clickPlayer{hp, gp} {
		if p.moves != mnRounds {
			t.Errorf("the %s's page made %d moves, want one per round (%d): %q", p.name, p.moves, mnRounds, p.made)
		}
	}
	// The seats' names, from both pages' waiting lines.
	names := map[int]string{}
	for _, p := range []*clickPlayer{hp, gp} {
		for seat, n := range p.names {
			if o, ok := names[seat]; ok && o != n {
				t.Errorf("seat %d is named %q on one page and %q on the other", seat+1, o, n)
			}
			names[seat] = n
		}
	}
	if len(names) != 2 {
		t.Errorf("the pages' waiting lines named the seats %v, want both seats", names)
	} else if err := checkMNResult(hs, names); err != nil {
		t.Errorf("%v", err)
	}
	t.Logf("TestMNOnline: %d steps in %.1fs (botdelay %d ms); seats %v", hs.Online.Step, time.Since(start).Seconds(), onlineBotDelay, names)
	srv.check(t)
}
