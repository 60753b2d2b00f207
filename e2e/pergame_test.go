//go:build e2e

package e2e

import (
	"context"
	"fmt"
	"math/rand/v2"
	"path/filepath"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/galleria-games/galleria/netplay/signal"
)

// The drivers of the per-game browser tests (TestMNSolo, TestLSSolo,
// TestMFHSolo and their online twins): a soloGame or an onlineGame says
// what is the game's own (its menu and setup, the table's click contract,
// how the person picks a move, when to reload, what the results must show,
// the artifacts' names), and its play method does the rest.

// The window of the tests of the larger games: smaller than the other
// tests' 1280×800, so that SwiftShader draws fewer pixels. Its page is
// still taller than ui.ShortH (540 CSS px; headless Chromium's page is 143
// px shorter than its window), so these tests play the landscape layout:
// the short screen's scrolled one is TestPhoneFit's.
const smallWidth, smallHeight = 960, 720

// smallWindow is the browser option of that window.
func smallWindow() []chromedp.ExecAllocatorOption {
	return []chromedp.ExecAllocatorOption{chromedp.WindowSize(smallWidth, smallHeight)}
}

// soloBotNames are the bots' names by seat, as the client names them
// (ui.BotNames), in a local match and in an online one.
var soloBotNames = []string{"Anna", "Beat", "Carla", "Dario", "Elsa", "Fritz"}

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

// contract makes the check that galleria.plan(move) is the plan the
// table's UI contract gives the move.
func contract(plan func(move string) ([]string, error)) func(move string, ids []string) error {
	return func(move string, ids []string) error {
		want, err := plan(move)
		if err != nil {
			return err
		}
		if !slices.Equal(ids, want) {
			return fmt.Errorf("galleria.plan(%q) = %q, want %q", move, ids, want)
		}
		return nil
	}
}

// checkResult checks the results a page shows for players seats: the end
// of the match (no seat to move), a score per seat, and at least one
// winner, each a seat's name (names gives each seat's) that no other seat
// has, none twice; with best, every winner has the best score.
func checkResult(st Status, players int, names map[int]string, best bool) error {
	if st.Scene != "results" || st.Seat >= 0 || len(st.Legal) > 0 {
		return fmt.Errorf("the page is not at the end: scene %q, seat %d, legal %q", st.Scene, st.Seat, st.Legal)
	}
	if len(st.Scores) != players {
		return fmt.Errorf("the results show scores %v, want %d (one per seat)", st.Scores, players)
	}
	if len(st.Winners) == 0 {
		return fmt.Errorf("the results name no winner (scores %v)", st.Scores)
	}
	top := slices.Max(st.Scores)
	seen := map[int]bool{}
	for _, w := range st.Winners {
		seat := -1
		for s, n := range names {
			if n != w {
				continue
			}
			if seat >= 0 {
				return fmt.Errorf("seats %d and %d are both named %q: the winners cannot be told apart", min(seat, s)+1, max(seat, s)+1, w)
			}
			seat = s
		}
		switch {
		case seat < 0 || seat >= players:
			return fmt.Errorf("the winner %q is not a seat's name (seats %v)", w, names)
		case seen[seat]:
			return fmt.Errorf("the winner %q is named twice (%q)", w, st.Winners)
		case best && st.Scores[seat] != top:
			return fmt.Errorf("the winner %q (seat %d) scored %d, but the best score is %d (scores %v)", w, seat+1, st.Scores[seat], top, st.Scores)
		}
		seen[seat] = true
	}
	return nil
}

// ---------------------------------------------------------------- solo

// soloGame is a game's solo browser test: seat 1 (hook seat 0) is the
// only person, played by this test with clicks; the others, if any, are
// bots. play opens the site in a fresh profile, clicks the game in the
// menu, lets setup check and click the setup, starts, and plays every one
// of the person's decisions: the move (pick, seeded by GALLERIA_E2E_SEED)
// is made by clicking the targets galleria.plan(move) names, which must be
// the table's contract (plan). Once reloadAt says so, the page is
// reloaded and must come back at the same step, seat and legal moves. At
// the end it checks the results (results), saves <prefix>-results.png and
// goes back to the menu.
type soloGame struct {
	prefix  string                         // the browser is <prefix>-solo; artifacts <prefix>-failure.png, <prefix>-results.png
	menu    string                         // the game's menu target is menu:<menu>
	timeout time.Duration                  // the whole test
	window  []chromedp.ExecAllocatorOption // the browser's options beyond the common ones
	stream  uint64                         // the PCG stream of the move picks

	setup func(r *soloRun) // on the setup scene: its checks and clicks, before setup:start
	table string           // the match set up, for the log

	// settle, if not 0, is how long the status must stay put at a
	// decision before decide, the reload and the move.
	settle time.Duration
	decide func(r *soloRun, st Status) // if set, checks each decision of the person

	reloadAt     func(r *soloRun, st Status) bool // reload at this decision (once)
	reloadRule   string                           // when, for the message if the game ends first
	reloadSettle time.Duration                    // how long the status must stay put before the reload (0: no wait)
	midgameShot  string                           // if set, the artifact saved just before the reload

	pick   func(r *soloRun, st Status) string       // the person's move (nil: any legal move, all equally likely)
	plan   func(move string) ([]string, error)      // the table's contract
	played func(r *soloRun, st Status, move string) // if set, called once the move's clicks are made

	// pickShot, if set, is the artifact saved once, between two clicks
	// of a move (the table shows a selection), at the first click for
	// which pickShotAt (nil: any) holds.
	pickShot    string
	pickShotAt  func(r *soloRun, id string) bool
	scoringShot string // if set, the artifact of the final scoring, before scoring:ok

	kinds   func(made []string) string  // the moves made, for the log (nil: kindCounts)
	results func(r *soloRun, st Status) // the game's checks of the results scene (t.Errorf)
}

// soloRun is a soloGame being played: the page, and what has been played.
type soloRun struct {
	t       *testing.T
	tab     context.Context
	art     string
	start   time.Time
	rng     *rand.Rand
	failure string // the artifact a failure saves

	made                       []string // the person's moves, in order
	clicks, handoffs, scorings int
	reloaded, picture          bool // the reload is done; the pickShot is taken
	reloadedAt                 int  // the step of the reload
	afterReload                string
}

// fatalf saves the page's state (screenshot, status, targets) and ends
// the test.
func (r *soloRun) fatalf(format string, args ...any) {
	r.t.Helper()
	msg := fmt.Sprintf(format, args...)
	dumpState(r.t, r.tab, filepath.Join(r.art, r.failure))
	r.t.Fatalf("%s", msg)
}

func (r *soloRun) logf(format string, args ...any) { logStep(r.start, format, args...) }

// targets is galleria.targets(), or the end of the test.
func (r *soloRun) targets() []Target {
	r.t.Helper()
	ts, err := targets(r.tab)
	if err != nil {
		r.fatalf("galleria.targets(): %v", err)
	}
	return ts
}

// click clicks the target id, or ends the test.
func (r *soloRun) click(id string) {
	r.t.Helper()
	if err := clickTarget(r.tab, id, clickTimeout); err != nil {
		r.fatalf("%v", err)
	}
}

// shot lets the page draw n animation frames and saves the viewport as
// artifacts/name.
func (r *soloRun) shot(name string, n int) {
	r.t.Helper()
	animationFrames(r.tab, n)
	if err := screenshot(r.tab, filepath.Join(r.art, name)); err != nil {
		r.fatalf("screenshot: %v", err)
	}
}

// offers checks that the setup (of title) offers each of ids, or with
// offered false none of them; why follows the message.
func (r *soloRun) offers(title, why string, offered bool, ids ...string) {
	r.t.Helper()
	ts := r.targets()
	for _, id := range ids {
		switch _, ok := find(ts, id); {
		case offered && !ok:
			r.fatalf("the %s setup has no target %s%s", title, id, why)
		case !offered && ok:
			r.fatalf("the %s setup offers %s%s", title, id, why)
		}
	}
}

// seats checks that after setup:players:n the setup shows seats 0 to n-1
// and none of n to most-1.
func (r *soloRun) seats(n, most int) {
	r.t.Helper()
	ts := r.targets()
	for i := 0; i < most; i++ {
		if _, ok := find(ts, fmt.Sprintf("setup:seat:%d", i)); ok != (i < n) {
			r.fatalf("after setup:players:%d the setup has setup:seat:%d: %v", n, i, ok)
		}
	}
}

// play runs the test; it returns what was played.
func (g soloGame) play(t *testing.T) *soloRun {
	t.Helper()
	start := time.Now()
	ctx, cancel := context.WithTimeout(context.Background(), g.timeout)
	defer cancel()
	srv, base := serve(t)
	tab, closeTab := browser(t, ctx, g.prefix+"-solo", g.window...)
	defer closeTab()
	seed := moveSeed(t)
	r := &soloRun{
		t: t, tab: tab, art: artifactsDir(t), start: start,
		rng:     rand.New(rand.NewPCG(seed, g.stream)),
		failure: g.prefix + "-failure.png", reloadedAt: -1,
	}
	check := contract(g.plan)
	kinds := g.kinds
	if kinds == nil {
		kinds = kindCounts
	}

	url := base + "?ice=none&botdelay=30&motion=off" // ice=none: no test contacts a STUN server
	r.logf("open %s (move seed %d)", url, seed)
	if err := chromedp.Do(tab, chromedp.Navigate(url)); err != nil {
		t.Fatalf("navigate: %v", err)
	}
	st, err := waitReady(tab, loadTimeout)
	if err != nil {
		r.fatalf("%v", err)
	}
	if st.Scene != "menu" {
		r.fatalf("a fresh profile opens on scene %q, want menu", st.Scene)
	}
	r.click("menu:" + g.menu)
	if _, err := waitStatus(tab, clickTimeout, "the setup scene", func(s Status) bool { return s.Scene == "setup" }); err != nil {
		r.fatalf("after menu:%s: %v", g.menu, err)
	}
	g.setup(r)
	r.click("setup:start")
	if _, err := waitStatus(tab, clickTimeout, "the table", func(s Status) bool { return s.Scene == "table" }); err != nil {
		r.fatalf("after setup:start: %v", err)
	}
	r.logf("table: %s", g.table)

	lastStep, lastChange, lastLog := -1, time.Now(), time.Time{}
	for {
		if ctx.Err() != nil {
			r.fatalf("the game did not end within %v (step %d)", g.timeout, lastStep)
		}
		st, ok, err := status(tab)
		if err != nil || !ok {
			r.fatalf("galleria.status(): ok=%v err=%v", ok, err)
		}
		if st.Step != lastStep {
			lastStep, lastChange = st.Step, time.Now()
		} else if time.Since(lastChange) > stallTimeout {
			r.fatalf("no step for %v (scene %s, step %d, seat %d, legal %q)", stallTimeout, st.Scene, st.Step, st.Seat, st.Legal)
		}
		if time.Since(lastLog) > 15*time.Second {
			r.logf("scene %s, step %d; %d moves and %d clicks so far", st.Scene, st.Step, len(r.made), r.clicks)
			lastLog = time.Now()
		}
		if st.Scene == "results" {
			break
		}

		if id := firstEnabled(r.targets(), "scoring:ok", "handoff:ready"); id != "" {
			if id == "scoring:ok" {
				r.scorings++
				if g.scoringShot != "" {
					// The final scoring: let it draw, keep the picture.
					r.shot(g.scoringShot, 5)
					r.logf("step %d: the final scoring; saved artifacts/%s", st.Step, g.scoringShot)
				}
			} else {
				r.handoffs++
			}
			r.click(id)
			r.clicks++
			err := waitFor(tab, clickTimeout, id+" to go", func() (bool, error) {
				ts, err := targets(tab)
				return firstEnabled(ts, id) == "", err
			})
			if err != nil {
				r.fatalf("%v", err)
			}
			continue
		}

		if st.Scene != "table" || st.Seat < 0 || len(st.Legal) == 0 {
			time.Sleep(50 * time.Millisecond)
			continue
		}
		if st.Seat != 0 {
			r.fatalf("step %d: the table asks seat %d to move; the only person is seat 1 (hook seat 0)", st.Step, st.Seat+1)
		}
		if g.settle > 0 {
			if stable, err := settled(tab, st, g.settle); err != nil {
				r.fatalf("%v", err)
			} else if !stable {
				continue
			}
		}
		if g.decide != nil {
			g.decide(r, st)
		}

		if !r.reloaded && g.reloadAt(r, st) {
			// Reload when the table waits on the person only, so that
			// the saved step cannot move under us.
			if g.reloadSettle > 0 {
				if stable, err := settled(tab, st, g.reloadSettle); err != nil {
					r.fatalf("%v", err)
				} else if !stable {
					continue
				}
			}
			saved := ""
			if g.midgameShot != "" {
				r.shot(g.midgameShot, 3)
				saved = "; saved artifacts/" + g.midgameShot
			}
			r.logf("step %d: the person decides among %d moves (%d made)%s; reloading", st.Step, len(st.Legal), len(r.made), saved)
			if err := chromedp.Do(tab, chromedp.Reload()); err != nil {
				r.fatalf("reload: %v", err)
			}
			if _, err := waitReady(tab, loadTimeout); err != nil {
				r.fatalf("after the reload: %v", err)
			}
			after, err := waitStatus(tab, clickTimeout, "the table after the reload", func(s Status) bool {
				return s.Scene == "table" && s.Seat >= 0
			})
			if err != nil || after.Step != st.Step || after.Seat != st.Seat || !slices.Equal(after.Legal, st.Legal) {
				r.fatalf("after the reload: scene %q step %d seat %d with legal moves %q, want scene table step %d seat %d with %q (%v)",
					after.Scene, after.Step, after.Seat, after.Legal, st.Step, st.Seat, st.Legal, err)
			}
			r.logf("reloaded: scene %s, step %d, the same %d legal moves", after.Scene, after.Step, len(after.Legal))
			r.reloaded, r.reloadedAt = true, st.Step
			continue
		}

		var move string
		if g.pick != nil {
			move = g.pick(r, st)
		} else {
			move = st.Legal[r.rng.IntN(len(st.Legal))]
		}
		if !slices.Contains(st.Legal, move) {
			r.fatalf("step %d: picked %q, not among %q", st.Step, move, st.Legal)
		}
		ids, err := plan(tab, move)
		if err != nil {
			r.fatalf("%v", err)
		}
		if err := check(move, ids); err != nil {
			r.fatalf("step %d (legal %q): %v", st.Step, st.Legal, err)
		}
		for i, id := range ids {
			if err := clickTarget(tab, id, clickTimeout); err != nil {
				r.fatalf("step %d, move %q (plan %q): %v", st.Step, move, ids, err)
			}
			r.clicks++
			if g.pickShot != "" && !r.picture && i+1 < len(ids) && (g.pickShotAt == nil || g.pickShotAt(r, id)) {
				// The move is begun, not complete: the table shows
				// the selection.
				r.shot(g.pickShot, 3)
				r.picture = true
				r.logf("step %d: %s clicked for %q; saved artifacts/%s", st.Step, id, move, g.pickShot)
			}
		}
		r.made = append(r.made, move)
		if r.afterReload == "" && r.reloaded && st.Step == r.reloadedAt {
			r.afterReload = move
		}
		if g.played != nil {
			g.played(r, st, move)
		}
		r.logf("step %d: played %q: clicked %s", st.Step, move, strings.Join(ids, ", "))
		err = waitFor(tab, moveTimeout, fmt.Sprintf("the move %q to be taken", move), func() (bool, error) {
			now, ok, err := status(tab)
			return ok && changed(st, now), err
		})
		if err != nil {
			r.fatalf("step %d: %v", st.Step, err)
		}
	}

	st, _, err = status(tab)
	if err != nil {
		r.fatalf("%v", err)
	}
	r.logf("results after %d steps: scores %v, winners %q; the person made %d moves (%s) by %d clicks; %d handoffs, %d scorings",
		st.Step, st.Scores, st.Winners, len(r.made), kinds(r.made), r.clicks, r.handoffs, r.scorings)
	if !r.reloaded {
		t.Errorf("the game ended at step %d, before the reload check %s", st.Step, g.reloadRule)
	} else {
		r.logf("the reload was at step %d; the move made after it: %q", r.reloadedAt, r.afterReload)
	}
	g.results(r, st)
	animationFrames(tab, 5)
	if err := screenshot(tab, filepath.Join(r.art, g.prefix+"-results.png")); err != nil {
		t.Fatalf("screenshot: %v", err)
	}
	r.logf("saved artifacts/%s-results.png", g.prefix)

	r.click("results:menu")
	if _, err := waitStatus(tab, 10*time.Second, "the menu after results:menu", func(s Status) bool { return s.Scene == "menu" }); err != nil {
		r.fatalf("%v", err)
	}
	r.logf("back to the menu")
	t.Logf("%s: %s: %d steps, %d moves by the person, in %.1fs", t.Name(), g.table, st.Step, len(r.made), time.Since(start).Seconds())
	srv.check(t)
	return r
}

// ---------------------------------------------------------------- online

// onlineGame is a game's online browser test, between two browsers (two
// profiles) as TestOnline does for Mall World: the host's page opens the
// host setup, makes the clicks of host and opens the lobby; the invite
// link it copies must name game; the guest's page opens it and copies its
// answer code, which the host pastes. The host's page plays its person's
// seat (and runs the bot, if any), the guest's page the remote seat, both
// by clicks (clickPlayer: pick, checked against the contract plan), each
// on its own goroutine, to the results, which must agree: the same final
// state hash, scores and winners, no fault report; each page plays its
// seats, player holds for each, and result for the results of both.
type onlineGame struct {
	prefix  string                         // the browsers are <prefix>-host and <prefix>-guest; artifacts <prefix>-online-*.png
	game    string                         // the game the invite must name
	timeout time.Duration                  // the whole test
	window  []chromedp.ExecAllocatorOption // the browsers' options beyond the common ones and rtcFlags
	host    hostSetup
	botSeat int       // the seat of the greedy bot the host's page runs (-1: none)
	seeds   [2]uint64 // the move picks' seeds of the host's and the guest's page
	join    bool      // save <prefix>-online-join.png, the guest's join page

	plan   func(move string) ([]string, error)         // the table's contract
	pick   func(rng *rand.Rand, legal []string) string // nil: any legal move, all equally likely
	kinds  func(made []string) string                  // the moves made, for the log (nil: kindCounts)
	player func(p *clickPlayer) error                  // a check of each page's moves
	result func(st Status, names map[int]string) error
}

// play runs the test.
func (g onlineGame) play(t *testing.T) {
	t.Helper()
	start := time.Now()
	ctx, cancel := context.WithTimeout(context.Background(), g.timeout)
	defer cancel()
	srv, base := serve(t)
	art := artifactsDir(t)
	opts := append(rtcFlags(), g.window...)
	host, closeHost := browser(t, ctx, g.prefix+"-host", opts...)
	defer closeHost()
	guest, closeGuest := browser(t, ctx, g.prefix+"-guest", opts...)
	defer closeGuest()
	shot := func(name string) string { return filepath.Join(art, g.prefix+"-online-"+name+".png") }
	fatal := func(format string, args ...any) {
		t.Helper()
		dumpState(t, host, shot("host-failure"))
		dumpState(t, guest, shot("guest-failure"))
		t.Fatalf(format, args...)
	}
	kinds := g.kinds
	if kinds == nil {
		kinds = kindCounts
	}

	invite, err := openHostLobby(host, srv, base, start, shot("invite"), g.host)
	if err != nil {
		fatal("host: %v", err)
	}
	inv, err := signal.InviteFromURL(invite)
	if err != nil {
		fatal("the copied link: %v", err)
	}
	if inv.Game != g.game {
		fatal("the invite is for game %q, want %s", inv.Game, g.game)
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
	if g.join {
		animationFrames(guest, 3)
		screenshot(guest, shot("join"))
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

	if err := acceptAnswer(host, answer, g.host); err != nil {
		fatal("host: %v", err)
	}
	if _, err := waitStatus(guest, connectTime, "the guest's lobby", func(s Status) bool { return s.Scene == "lobby" }); err != nil {
		fatal("guest: %v", err)
	}
	logStep(start, "connected")
	if err := clickTarget(host, "lobby:start", clickTimeout); err != nil {
		fatal("host: %v", err)
	}

	hp := newClickPlayer("host", host, g.seeds[0], true)
	gp := newClickPlayer("guest", guest, g.seeds[1], false)
	pages := []*clickPlayer{hp, gp}
	for _, p := range pages {
		p.check, p.pick = contract(g.plan), g.pick
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
	screenshot(host, shot("host"))
	screenshot(guest, shot("guest"))
	logStep(start, "both at step %d: host %s, scores %v, winners %q; guest %s, scores %v, winners %q",
		hs.Online.Step, hs.Online.Hash, hs.Scores, hs.Winners, gs.Online.Hash, gs.Scores, gs.Winners)
	logStep(start, "moves by click: host %d (%s), guest %d (%s)", hp.moves, kinds(hp.made), gp.moves, kinds(gp.made))

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
	// The host's page plays every seat but the remote one (its person's
	// and the bot's), the guest's page the remote seat.
	var hostSeats, people []int
	for s := range g.host.players {
		if s != g.host.remote {
			hostSeats = append(hostSeats, s)
		}
		if s != g.botSeat {
			people = append(people, s)
		}
	}
	if !slices.Equal(hs.Online.Seats, hostSeats) || !slices.Equal(gs.Online.Seats, []int{g.host.remote}) {
		t.Errorf("the host's page plays seats %v, the guest's %v; want %v and %v", hs.Online.Seats, gs.Online.Seats, hostSeats, []int{g.host.remote})
	}
	if !slices.Equal(hs.Scores, gs.Scores) {
		t.Errorf("scores: the host's page shows %v, the guest's %v", hs.Scores, gs.Scores)
	}
	if len(hs.Winners) == 0 || !slices.Equal(hs.Winners, gs.Winners) {
		t.Errorf("winners: the host's page shows %q, the guest's %q", hs.Winners, gs.Winners)
	}
	for _, p := range pages {
		if err := g.player(p); err != nil {
			t.Errorf("the %s's page: %v", p.name, err)
		}
	}
	// The people's names, from both pages' waiting lines, which must
	// agree; a bot's line names the device that runs it (the host), so
	// the bot's seat gets the name the host setup gives it (ui.BotNames
	// by seat).
	names := map[int]string{}
	for _, p := range pages {
		for seat, n := range p.names {
			if seat == g.botSeat {
				continue
			}
			if o, ok := names[seat]; ok && o != n {
				t.Errorf("seat %d is named %q on one page and %q on the other", seat+1, o, n)
			}
			names[seat] = n
		}
	}
	if len(names) != len(people) {
		var want []string
		for _, s := range people {
			want = append(want, strconv.Itoa(s+1))
		}
		t.Errorf("the pages' waiting lines named the people's seats %v, want seats %s", names, strings.Join(want, " and "))
	}
	if g.botSeat >= 0 {
		names[g.botSeat] = soloBotNames[g.botSeat]
	}
	for _, s := range []Status{hs, gs} {
		if err := g.result(s, names); err != nil {
			t.Errorf("%v", err)
		}
	}
	t.Logf("%s: %d steps in %.1fs (botdelay %d ms); seats %v", t.Name(), hs.Online.Step, time.Since(start).Seconds(), onlineBotDelay, names)
	srv.check(t)
}
