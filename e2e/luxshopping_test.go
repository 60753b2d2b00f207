//go:build e2e

package e2e

import (
	"context"
	"fmt"
	"math/rand/v2"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/galleria-games/galleria/netplay/signal"
)

// Settings of the Luxembourg-Shopping tests. The setup's shortest time
// limit (30 rounds, chosen by a click in the solo setup and in the host
// setup) ends a game of two or three seats after some 250–350 steps, about
// 55 of them by each person. Either is a few minutes with 30 ms (solo) or 5 ms (online) bots
// under SwiftShader on two cores (in a 960×600 window); the limits are far
// above that.
const (
	lsTimeout      = 20 * time.Minute // each test
	lsSoloPlayers  = 3                // solo: the person and two greedy bots
	lsSoloRounds   = "30"             // solo: the time limit chosen in the setup
	lsReloadStep   = 60               // solo: reload at the person's first buy or build from this step
	lsReloadLatest = 120              // solo: or at any of the person's decisions from this step

	// The browsers' window: smaller than the other tests' 1280×800, so
	// that SwiftShader draws fewer pixels; it halves the time a step takes.
	lsWidth, lsHeight = 960, 600
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

// checkLSPlan checks that galleria.plan(move) is the contract's plan.
func checkLSPlan(move string, ids []string) error {
	want, err := lsPlan(move)
	if err != nil {
		return err
	}
	if !slices.Equal(ids, want) {
		return fmt.Errorf("galleria.plan(%q) = %q, want %q", move, ids, want)
	}
	return nil
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

// moveKind is a move's first word ("gallery 3 7" → "gallery").
func moveKind(move string) string {
	k, _, _ := strings.Cut(move, " ")
	return k
}

// kindCounts says how many moves of each kind were made, sorted by kind.
func kindCounts(made []string) string {
	n := map[string]int{}
	for _, m := range made {
		n[moveKind(m)]++
	}
	var out []string
	for k, c := range n {
		out = append(out, fmt.Sprintf("%s %d", k, c))
	}
	sort.Strings(out)
	return strings.Join(out, ", ")
}

// checkLSResult checks the results a page shows for players seats: a score
// (final cash) per seat, none negative, and at least one winner, each a
// seat's name (names gives each seat's), none twice. The winners need not
// have the most cash: a goal's winner ranks first, then signs, the largest
// gallery, galleries, shops and only then cash.
func checkLSResult(st Status, players int, names map[int]string) error {
	if st.Scene != "results" || st.Seat >= 0 || len(st.Legal) > 0 {
		return fmt.Errorf("the page is not at the end: scene %q, seat %d, legal %q", st.Scene, st.Seat, st.Legal)
	}
	if len(st.Scores) != players {
		return fmt.Errorf("the results show scores %v, want %d (one per seat)", st.Scores, players)
	}
	for i, s := range st.Scores {
		if s < 0 {
			return fmt.Errorf("seat %d ends with %d €: cash cannot be negative (scores %v)", i+1, s, st.Scores)
		}
	}
	if len(st.Winners) == 0 {
		return fmt.Errorf("the results name no winner (scores %v)", st.Scores)
	}
	seen := map[string]bool{}
	for _, w := range st.Winners {
		n := 0
		for _, name := range names {
			if name == w {
				n++
			}
		}
		switch {
		case n == 0:
			return fmt.Errorf("the winner %q is not a seat's name (seats %v)", w, names)
		case n > 1:
			return fmt.Errorf("%d seats are named %q: the winners cannot be told apart (seats %v)", n, w, names)
		case seen[w]:
			return fmt.Errorf("the winner %q is named twice (%q)", w, st.Winners)
		}
		seen[w] = true
	}
	if len(st.Winners) > players {
		return fmt.Errorf("%d winners for %d seats: %q", len(st.Winners), players, st.Winners)
	}
	return nil
}

// TestLSSolo plays a whole game of Luxembourg-Shopping in the browser,
// chosen by clicks in the setup: lsSoloPlayers seats (seat 1 the person,
// this test, clicking; the others greedy bots) and the time limit
// lsSoloRounds. Every move of the person is one of its legal moves, drawn
// with a seeded generator (GALLERIA_E2E_SEED, default 1) that prefers
// buying, galleries and paying (lsPick), and made by clicking the targets
// galleria.plan(move) names, which must be the table's contract (lsPlan).
// Once step lsReloadStep is reached the page is reloaded at the person's
// next buy or build decision (at any decision from lsReloadLatest) and must
// resume at the same step with the same legal moves. At the end the results
// must show one score per seat and winners among the seats' names.
func TestLSSolo(t *testing.T) {
	start := time.Now()
	ctx, cancel := context.WithTimeout(context.Background(), lsTimeout)
	defer cancel()
	srv, base := serve(t)
	tab, closeTab := browser(t, ctx, "ls-solo", chromedp.WindowSize(lsWidth, lsHeight))
	defer closeTab()
	art := artifactsDir(t)
	fatal := func(format string, args ...any) {
		t.Helper()
		msg := fmt.Sprintf(format, args...)
		dumpState(t, tab, filepath.Join(art, "ls-failure.png"))
		t.Fatalf("%s", msg)
	}
	seed := moveSeed(t)
	rng := rand.New(rand.NewPCG(seed, 0x10c5))

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
	if err := clickTarget(tab, "menu:luxshopping", clickTimeout); err != nil {
		fatal("%v", err)
	}
	if _, err := waitStatus(tab, clickTimeout, "the setup scene", func(s Status) bool { return s.Scene == "setup" }); err != nil {
		fatal("after menu:luxshopping: %v", err)
	}
	ts, err := targets(tab)
	if err != nil {
		fatal("galleria.targets(): %v", err)
	}
	for n := 2; n <= 6; n++ {
		if _, ok := find(ts, fmt.Sprintf("setup:players:%d", n)); !ok {
			fatal("the Luxembourg-Shopping setup has no target setup:players:%d (the game is for 2–6)", n)
		}
	}
	for _, id := range []string{"setup:players:1", "setup:players:7"} {
		if _, ok := find(ts, id); ok {
			fatal("the Luxembourg-Shopping setup offers %s (the game is for 2–6)", id)
		}
	}
	for _, r := range []string{"30", "60", "100", "200"} {
		if _, ok := find(ts, "setup:opt:rounds:"+r); !ok {
			fatal("the Luxembourg-Shopping setup has no target setup:opt:rounds:%s", r)
		}
	}
	for _, id := range []string{fmt.Sprintf("setup:players:%d", lsSoloPlayers), "setup:opt:rounds:" + lsSoloRounds} {
		if err := clickTarget(tab, id, clickTimeout); err != nil {
			fatal("%v", err)
		}
	}
	ts, err = targets(tab)
	if err != nil {
		fatal("galleria.targets(): %v", err)
	}
	for i := 0; i < 6; i++ {
		if _, ok := find(ts, fmt.Sprintf("setup:seat:%d", i)); ok != (i < lsSoloPlayers) {
			fatal("after setup:players:%d the setup has setup:seat:%d: %v", lsSoloPlayers, i, ok)
		}
	}
	if err := clickTarget(tab, "setup:start", clickTimeout); err != nil {
		fatal("%v", err)
	}
	if _, err := waitStatus(tab, clickTimeout, "the table", func(s Status) bool { return s.Scene == "table" }); err != nil {
		fatal("after setup:start: %v", err)
	}
	logStep(start, "table: %d seats (seat 1 you, the others greedy bots), %s rounds", lsSoloPlayers, lsSoloRounds)

	var (
		made                   []string
		clicks                 int
		handoffs, scorings     int
		reloaded, picture      bool
		reloadedAt             int
		lastStep               = -1
		lastChange, lastLog    = time.Now(), time.Time{}
		reloadDecision, reload string
	)
	for {
		if ctx.Err() != nil {
			fatal("the game did not end within %v (step %d)", lsTimeout, lastStep)
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
		if time.Since(lastLog) > 15*time.Second {
			logStep(start, "scene %s, step %d; %d moves and %d clicks so far", st.Scene, st.Step, len(made), clicks)
			lastLog = time.Now()
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
				scorings++
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

		if !reloaded && (st.Step >= lsReloadStep && !slices.Equal(st.Legal, []string{"roll"}) || st.Step >= lsReloadLatest) {
			// Only the person can move now (a turn waits for one seat),
			// but make sure the saved step cannot move under us.
			stable, err := settled(tab, st, 500*time.Millisecond)
			if err != nil {
				fatal("%v", err)
			}
			if !stable {
				continue
			}
			animationFrames(tab, 3)
			if err := screenshot(tab, filepath.Join(art, "ls-midgame.png")); err != nil {
				fatal("screenshot: %v", err)
			}
			logStep(start, "step %d: the person decides among %q; saved artifacts/ls-midgame.png; reloading", st.Step, st.Legal)
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
				fatal("after the reload: scene %q step %d seat %d with legal moves %q, want scene table step %d seat %d with %q (%v)",
					after.Scene, after.Step, after.Seat, after.Legal, st.Step, st.Seat, st.Legal, err)
			}
			logStep(start, "reloaded: scene %s, step %d, legal moves %q", after.Scene, after.Step, after.Legal)
			reloaded, reloadedAt = true, st.Step
			reloadDecision = strings.Join(st.Legal, ", ")
			continue
		}

		move := lsPick(rng, st.Legal)
		ids, err := plan(tab, move)
		if err != nil {
			fatal("%v", err)
		}
		if err := checkLSPlan(move, ids); err != nil {
			fatal("step %d (legal %q): %v", st.Step, st.Legal, err)
		}
		for i, id := range ids {
			if err := clickTarget(tab, id, clickTimeout); err != nil {
				fatal("step %d, move %q (plan %q): %v", st.Step, move, ids, err)
			}
			clicks++
			if !picture && i+1 < len(ids) {
				// A gallery's or merge's first pick, not yet confirmed:
				// the table shows the selection.
				animationFrames(tab, 3)
				if err := screenshot(tab, filepath.Join(art, "ls-pick.png")); err != nil {
					fatal("screenshot: %v", err)
				}
				picture = true
				logStep(start, "step %d: %s picked for %q; saved artifacts/ls-pick.png", st.Step, id, move)
			}
		}
		made = append(made, move)
		if reload == "" && reloaded && st.Step == reloadedAt {
			reload = move
		}
		if moveKind(move) != "roll" {
			logStep(start, "step %d: played %q: clicked %s", st.Step, move, strings.Join(ids, ", "))
		}
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
	logStep(start, "results after %d steps: scores %v, winners %q; the person made %d moves (%s) by %d clicks; %d handoffs, %d scorings",
		st.Step, st.Scores, st.Winners, len(made), kindCounts(made), clicks, handoffs, scorings)
	if !reloaded {
		t.Errorf("the game ended at step %d, before the reload check at step %d", st.Step, lsReloadStep)
	} else {
		logStep(start, "the reload was at step %d (legal %s); the move made after it: %q", reloadedAt, reloadDecision, reload)
	}
	kinds := map[string]bool{}
	for _, m := range made {
		kinds[moveKind(m)] = true
	}
	for _, k := range []string{"roll", "buy"} {
		if !kinds[k] {
			t.Errorf("the person never played %q (moves: %s)", k, kindCounts(made))
		}
	}
	if handoffs > 0 {
		t.Errorf("%d handoff screens in a game with one person", handoffs)
	}
	names := map[int]string{0: "You"}
	for i := 1; i < lsSoloPlayers; i++ {
		names[i] = soloBotNames[i]
	}
	if err := checkLSResult(st, lsSoloPlayers, names); err != nil {
		t.Errorf("%v", err)
	}
	animationFrames(tab, 5)
	if err := screenshot(tab, filepath.Join(art, "ls-results.png")); err != nil {
		t.Fatalf("screenshot: %v", err)
	}
	logStep(start, "saved artifacts/ls-results.png")

	if err := clickTarget(tab, "results:menu", clickTimeout); err != nil {
		fatal("%v", err)
	}
	if _, err := waitStatus(tab, 10*time.Second, "the menu after results:menu", func(s Status) bool { return s.Scene == "menu" }); err != nil {
		fatal("%v", err)
	}
	logStep(start, "back to the menu")
	t.Logf("TestLSSolo: %d seats, %s rounds: %d steps, %d moves by the person, in %.1fs", lsSoloPlayers, lsSoloRounds, st.Step, len(made), time.Since(start).Seconds())
	srv.check(t)
}

// soloBotNames are the bots' names by seat, as the client names them
// (ui.BotNames), in a local match and in an online one.
var soloBotNames = []string{"Anna", "Beat", "Carla", "Dario", "Elsa", "Fritz"}

// lsHost is the host setup of TestLSOnline: the game Luxembourg-Shopping
// with three seats, which by default are a person at this page (seat 1), a
// remote guest (seat 2) and a greedy bot (seat 3), and the shortest time
// limit (30 rounds), chosen by a click as in the solo setup.
var lsHost = hostSetup{clicks: []string{"hostsetup:game:luxshopping", "hostsetup:players:3", "hostsetup:opt:rounds:30"}, remote: 1, players: 3}

// lsBotSeat is the seat (0-based) of TestLSOnline's greedy bot.
const lsBotSeat = 2

// TestLSOnline plays a whole game of Luxembourg-Shopping online between two
// browsers (two profiles) and a bot, as TestMNOnline does for Mall or
// Nothing: the host picks the game and three seats, opens the lobby, copies
// the invite link, the guest's page opens it and copies its answer code, the
// host pastes it. The host's page plays seat 1 (and runs the greedy bot of
// seat 3), the guest's seat 2, both by clicks (lsPick, checked against the
// contract), each page on its own goroutine, to the results, which must
// agree: the same final state hash, scores and winners.
func TestLSOnline(t *testing.T) {
	start := time.Now()
	ctx, cancel := context.WithTimeout(context.Background(), lsTimeout)
	defer cancel()
	srv, base := serve(t)
	art := artifactsDir(t)
	small := append(rtcFlags(), chromedp.WindowSize(lsWidth, lsHeight))
	host, closeHost := browser(t, ctx, "ls-host", small...)
	defer closeHost()
	guest, closeGuest := browser(t, ctx, "ls-guest", small...)
	defer closeGuest()
	fatal := func(format string, args ...any) {
		t.Helper()
		dumpState(t, host, filepath.Join(art, "ls-online-host-failure.png"))
		dumpState(t, guest, filepath.Join(art, "ls-online-guest-failure.png"))
		t.Fatalf(format, args...)
	}

	invite, err := openHostLobby(host, srv, base, start, filepath.Join(art, "ls-online-invite.png"), lsHost)
	if err != nil {
		fatal("host: %v", err)
	}
	inv, err := signal.InviteFromURL(invite)
	if err != nil {
		fatal("the copied link: %v", err)
	}
	if inv.Game != "luxshopping" {
		fatal("the invite is for game %q, want luxshopping", inv.Game)
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
	if err := clickTarget(guest, "join:copy", clickTimeout); err != nil {
		fatal("guest: %v", err)
	}
	st, err := waitStatus(guest, clickTimeout, "the copied answer", func(s Status) bool { return s.Clipboard != "" })
	if err != nil {
		fatal("guest: %v", err)
	}
	answer := st.Clipboard
	logStep(start, "guest: answer code of %d characters copied", len(answer))

	if err := acceptAnswer(host, answer, lsHost); err != nil {
		fatal("host: %v", err)
	}
	if _, err := waitStatus(guest, connectTime, "the guest's lobby", func(s Status) bool { return s.Scene == "lobby" }); err != nil {
		fatal("guest: %v", err)
	}
	logStep(start, "connected")
	if err := clickTarget(host, "lobby:start", clickTimeout); err != nil {
		fatal("host: %v", err)
	}

	hp := newClickPlayer("host", host, 31, true)
	gp := newClickPlayer("guest", guest, 32, false)
	for _, p := range []*clickPlayer{hp, gp} {
		p.check, p.pick = checkLSPlan, lsPick
	}
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
	screenshot(host, filepath.Join(art, "ls-online-host.png"))
	screenshot(guest, filepath.Join(art, "ls-online-guest.png"))
	logStep(start, "both at step %d: host %s, scores %v, winners %q; guest %s, scores %v, winners %q",
		hs.Online.Step, hs.Online.Hash, hs.Scores, hs.Winners, gs.Online.Hash, gs.Scores, gs.Winners)
	logStep(start, "moves by click: host %d (%s), guest %d (%s)", hp.moves, kindCounts(hp.made), gp.moves, kindCounts(gp.made))

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
	if !slices.Equal(hs.Online.Seats, []int{0, 2}) || !slices.Equal(gs.Online.Seats, []int{1}) {
		t.Errorf("the host's page plays seats %v, the guest's %v; want [0 2] (the person and the bot) and [1]", hs.Online.Seats, gs.Online.Seats)
	}
	if !slices.Equal(hs.Scores, gs.Scores) {
		t.Errorf("scores: the host's page shows %v, the guest's %v", hs.Scores, gs.Scores)
	}
	if len(hs.Winners) == 0 || !slices.Equal(hs.Winners, gs.Winners) {
		t.Errorf("winners: the host's page shows %q, the guest's %q", hs.Winners, gs.Winners)
	}
	for _, p := range []*clickPlayer{hp, gp} {
		if p.moves == 0 || !slices.Contains(p.made, "roll") {
			t.Errorf("the %s's page made %d moves by clicks (%s): want at least a roll", p.name, p.moves, kindCounts(p.made))
		}
	}
	// The people's names, from both pages' waiting lines; a bot's line
	// names the device that runs it (the host), so the bot's seat gets the
	// name the host setup gives it (ui.BotNames by seat).
	names := map[int]string{}
	for _, p := range []*clickPlayer{hp, gp} {
		for seat, n := range p.names {
			if seat == lsBotSeat {
				continue
			}
			if o, ok := names[seat]; ok && o != n {
				t.Errorf("seat %d is named %q on one page and %q on the other", seat+1, o, n)
			}
			names[seat] = n
		}
	}
	if len(names) != lsHost.players-1 {
		t.Errorf("the pages' waiting lines named the people's seats %v, want seats 1 and 2", names)
	}
	names[lsBotSeat] = soloBotNames[lsBotSeat]
	for _, s := range []Status{hs, gs} {
		if err := checkLSResult(s, lsHost.players, names); err != nil {
			t.Errorf("%v", err)
		}
	}
	t.Logf("TestLSOnline: %d steps in %.1fs (botdelay %d ms); seats %v", hs.Online.Step, time.Since(start).Seconds(), onlineBotDelay, names)
	srv.check(t)
}
