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

	"github.com/galleria-games/galleria/engine/bot"
	"github.com/galleria-games/galleria/game/match"
	"github.com/galleria-games/galleria/netplay/signal"
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

// checkMFHPlan checks that galleria.plan(move) is the contract's plan.
func checkMFHPlan(move string, ids []string) error {
	want, err := mfhPlan(move)
	if err != nil {
		return err
	}
	if !slices.Equal(ids, want) {
		return fmt.Errorf("galleria.plan(%q) = %q, want %q", move, ids, want)
	}
	return nil
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
// resumes it: a session of package match. ok is false when there is none.
func mfhSaved(tab context.Context) (s *match.Session, ok bool, err error) {
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
	start := time.Now()
	ctx, cancel := context.WithTimeout(context.Background(), mfhTimeout)
	defer cancel()
	srv, base := serve(t)
	tab, closeTab := browser(t, ctx, "mfh-solo", chromedp.WindowSize(lsWidth, lsHeight))
	defer closeTab()
	art := artifactsDir(t)
	fatal := func(format string, args ...any) {
		t.Helper()
		msg := fmt.Sprintf(format, args...)
		dumpState(t, tab, filepath.Join(art, "mfh-failure.png"))
		t.Fatalf("%s", msg)
	}
	seed := moveSeed(t)
	rng := rand.New(rand.NewPCG(seed, 0x4e705))

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
	if err := clickTarget(tab, "menu:mallforheroes", clickTimeout); err != nil {
		fatal("%v", err)
	}
	if _, err := waitStatus(tab, clickTimeout, "the setup scene", func(s Status) bool { return s.Scene == "setup" }); err != nil {
		fatal("after menu:mallforheroes: %v", err)
	}
	ts, err := targets(tab)
	if err != nil {
		fatal("galleria.targets(): %v", err)
	}
	for n := 1; n <= 5; n++ {
		if _, ok := find(ts, fmt.Sprintf("setup:players:%d", n)); !ok {
			fatal("the Mall for Heroes setup has no target setup:players:%d (the game is for 1–5)", n)
		}
	}
	if _, ok := find(ts, "setup:players:6"); ok {
		fatal("the Mall for Heroes setup offers setup:players:6 (the game is for 1–5)")
	}
	// The solo level is a solo option: offered with one player only.
	if _, ok := find(ts, "setup:opt:level:1"); ok {
		fatal("the Mall for Heroes setup offers a solo level before setup:players:1 (players: %v)", func() bool { _, ok := find(ts, "setup:players:3"); return ok }())
	}
	if err := clickTarget(tab, "setup:players:1", clickTimeout); err != nil {
		fatal("%v", err)
	}
	ts, err = targets(tab)
	if err != nil {
		fatal("galleria.targets(): %v", err)
	}
	for l := 1; l <= 6; l++ {
		if _, ok := find(ts, fmt.Sprintf("setup:opt:level:%d", l)); !ok {
			fatal("the Mall for Heroes solo setup has no target setup:opt:level:%d", l)
		}
	}
	if err := clickTarget(tab, "setup:opt:level:"+mfhSoloLevel, clickTimeout); err != nil {
		fatal("%v", err)
	}
	ts, err = targets(tab)
	if err != nil {
		fatal("galleria.targets(): %v", err)
	}
	for i := 0; i < 5; i++ {
		if _, ok := find(ts, fmt.Sprintf("setup:seat:%d", i)); ok != (i < 1) {
			fatal("after setup:players:1 the setup has setup:seat:%d: %v", i, ok)
		}
	}
	animationFrames(tab, 3)
	screenshot(tab, filepath.Join(art, "mfh-setup.png"))
	if err := clickTarget(tab, "setup:start", clickTimeout); err != nil {
		fatal("%v", err)
	}
	if _, err := waitStatus(tab, clickTimeout, "the table", func(s Status) bool { return s.Scene == "table" }); err != nil {
		fatal("after setup:start: %v", err)
	}
	logStep(start, "table: solo, level %s", mfhSoloLevel)

	var (
		made                []string
		clicks, greedyPicks int
		handoffs, scorings  int
		reloaded, picture   bool
		reloadedAt          = -1
		lastStep            = -1
		lastChange, lastLog = time.Now(), time.Time{}
		last                *match.Session // the save before the last move, with that move played
	)
	for {
		if ctx.Err() != nil {
			fatal("the game did not end within %v (step %d)", mfhTimeout, lastStep)
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
				animationFrames(tab, 5)
				if err := screenshot(tab, filepath.Join(art, "mfh-scoring.png")); err != nil {
					fatal("screenshot: %v", err)
				}
				scorings++
				logStep(start, "step %d: the final scoring; saved artifacts/mfh-scoring.png", st.Step)
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
			fatal("step %d: the table asks seat %d to move; solo has one seat (hook seat 0)", st.Step, st.Seat+1)
		}
		// Only the person can move now (chance is resolved at once and
		// the rules' bot is chance), but make sure the step is settled
		// before reading the save.
		stable, err := settled(tab, st, 150*time.Millisecond)
		if err != nil {
			fatal("%v", err)
		}
		if !stable {
			continue
		}
		sess, ok, err := mfhSaved(tab)
		if err != nil || !ok {
			fatal("step %d: no saved match to read (%v)", st.Step, err)
		}
		if sess.Step() != st.Step {
			fatal("the page is at step %d, its saved match at step %d", st.Step, sess.Step())
		}
		if legal := sess.State().LegalMoves(0); !slices.Equal(legal, st.Legal) {
			fatal("step %d: the page offers %q, the engine on its saved match %q", st.Step, st.Legal, legal)
		}
		if o := sess.Config().Options; o["players"] != "1" || o["level"] != mfhSoloLevel {
			fatal("the saved match has options %v, want players 1, level %s", o, mfhSoloLevel)
		}

		if !reloaded && len(made) >= mfhReloadMoves && moveKind(st.Legal[0]) == "place" {
			animationFrames(tab, 3)
			if err := screenshot(tab, filepath.Join(art, "mfh-midgame.png")); err != nil {
				fatal("screenshot: %v", err)
			}
			logStep(start, "step %d: the person places (%d moves); saved artifacts/mfh-midgame.png; reloading", st.Step, len(st.Legal))
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
			logStep(start, "reloaded: scene %s, step %d, the same %d legal moves", after.Scene, after.Step, len(after.Legal))
			reloaded, reloadedAt = true, st.Step
			continue
		}

		// Mostly the greedy bot's move on the saved state, so that the
		// malls grow sensibly; otherwise a seeded pick.
		var move string
		if rng.IntN(4) < 3 {
			m, err := bot.Greedy{}.Choose(sess.State().View(0), 0, rng)
			if err != nil {
				fatal("step %d: the greedy bot: %v", st.Step, err)
			}
			move = m
			greedyPicks++
		} else {
			move = mfhPick(rng, st.Legal)
		}
		if !slices.Contains(st.Legal, move) {
			fatal("step %d: picked %q, not among %q", st.Step, move, st.Legal)
		}
		ids, err := plan(tab, move)
		if err != nil {
			fatal("%v", err)
		}
		if err := checkMFHPlan(move, ids); err != nil {
			fatal("step %d (legal %q): %v", st.Step, st.Legal, err)
		}
		for i, id := range ids {
			if err := clickTarget(tab, id, clickTimeout); err != nil {
				fatal("step %d, move %q (plan %q): %v", st.Step, move, ids, err)
			}
			clicks++
			if !picture && i+1 < len(ids) {
				// A Hero armed or a swap's first cell, not yet
				// complete: the table shows the selection.
				animationFrames(tab, 3)
				if err := screenshot(tab, filepath.Join(art, "mfh-pick.png")); err != nil {
					fatal("screenshot: %v", err)
				}
				picture = true
				logStep(start, "step %d: %s picked for %q; saved artifacts/mfh-pick.png", st.Step, id, move)
			}
		}
		made = append(made, move)
		if err := sess.Play(0, move); err != nil {
			fatal("step %d: the engine refuses %q on the saved match: %v", st.Step, move, err)
		}
		last = sess
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
	logStep(start, "results after %d steps: scores %v, winners %q; the person made %d moves (%s; %d the greedy bot's choice) by %d clicks; %d handoffs, %d scorings",
		st.Step, st.Scores, st.Winners, len(made), mfhKindCounts(made), greedyPicks, clicks, handoffs, scorings)
	if !reloaded {
		t.Errorf("the game ended at step %d, before the reload check (after %d moves)", st.Step, mfhReloadMoves)
	} else {
		logStep(start, "the reload was at step %d", reloadedAt)
	}
	if handoffs > 0 {
		t.Errorf("%d handoff screens in a game with one person", handoffs)
	}
	for _, k := range []string{"draft", "place"} {
		if !slices.ContainsFunc(made, func(m string) bool { return moveKind(m) == k }) {
			t.Errorf("the person never played %q (moves: %s)", k, mfhKindCounts(made))
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
	// The engine's end: the last save, the last move, then the chance
	// events the page resolved with the match's seed.
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
			logStep(start, "the engine: step %d, scores %v, winners %v: %s", last.Step(), res.Scores, res.Winners, res.Note)
			if last.Step() != st.Step || !slices.Equal(res.Scores, st.Scores) || !slices.Equal(want, st.Winners) {
				t.Errorf("the page ends at step %d with scores %v and winners %q; the engine at step %d with %v and %q (%s)",
					st.Step, st.Scores, st.Winners, last.Step(), res.Scores, want, res.Note)
			}
			if !strings.HasPrefix(res.Note, "Solo level "+mfhSoloLevel+" ") {
				t.Errorf("the engine's verdict %q is not about level %s", res.Note, mfhSoloLevel)
			}
		}
	}
	if _, ok, _ := mfhSaved(tab); ok {
		t.Errorf("the page still holds a saved match after the end")
	}
	animationFrames(tab, 5)
	if err := screenshot(tab, filepath.Join(art, "mfh-results.png")); err != nil {
		t.Fatalf("screenshot: %v", err)
	}
	logStep(start, "saved artifacts/mfh-results.png")

	if err := clickTarget(tab, "results:menu", clickTimeout); err != nil {
		fatal("%v", err)
	}
	if _, err := waitStatus(tab, 10*time.Second, "the menu after results:menu", func(s Status) bool { return s.Scene == "menu" }); err != nil {
		fatal("%v", err)
	}
	logStep(start, "back to the menu")
	t.Logf("TestMFHSolo: level %s: %d steps, %d moves by the person, in %.1fs", mfhSoloLevel, st.Step, len(made), time.Since(start).Seconds())
	srv.check(t)
}

// mfhKindCounts says how many moves of each kind (mfhKind) were made.
func mfhKindCounts(made []string) string {
	kinds := make([]string, len(made))
	for i, m := range made {
		kinds[i] = strings.ReplaceAll(mfhKind(m), " ", "_")
	}
	return kindCounts(kinds)
}

// mfhHost is the host setup of TestMFHOnline: the game Mall for Heroes with
// three seats, which by default are a person at this page (seat 1), a
// remote guest (seat 2) and a greedy bot (seat 3).
var mfhHost = hostSetup{clicks: []string{"hostsetup:game:mallforheroes", "hostsetup:players:3"}, remote: 1, players: 3}

// mfhBotSeat is the seat (0-based) of TestMFHOnline's greedy bot.
const mfhBotSeat = 2

// TestMFHOnline plays a whole 3-seat game of Mall for Heroes online between
// two browsers (two profiles) and a greedy bot run by the host, as
// TestLSOnline does for Luxembourg-Shopping: the host picks the game and
// three seats, opens the lobby, copies the invite link, the guest's page
// opens it and copies its answer code, the host pastes it. The host's page
// plays seat 1 (and runs the bot of seat 3), the guest's seat 2, both by
// clicks (mfhPick, checked against the contract), each page on its own
// goroutine, to the results, which must agree: the same final state hash,
// scores and winners, the winners with the best score.
func TestMFHOnline(t *testing.T) {
	start := time.Now()
	ctx, cancel := context.WithTimeout(context.Background(), mfhTimeout)
	defer cancel()
	srv, base := serve(t)
	art := artifactsDir(t)
	small := append(rtcFlags(), chromedp.WindowSize(lsWidth, lsHeight))
	host, closeHost := browser(t, ctx, "mfh-host", small...)
	defer closeHost()
	guest, closeGuest := browser(t, ctx, "mfh-guest", small...)
	defer closeGuest()
	fatal := func(format string, args ...any) {
		t.Helper()
		dumpState(t, host, filepath.Join(art, "mfh-online-host-failure.png"))
		dumpState(t, guest, filepath.Join(art, "mfh-online-guest-failure.png"))
		t.Fatalf(format, args...)
	}

	invite, err := openHostLobby(host, srv, base, start, filepath.Join(art, "mfh-online-invite.png"), mfhHost)
	if err != nil {
		fatal("host: %v", err)
	}
	inv, err := signal.InviteFromURL(invite)
	if err != nil {
		fatal("the copied link: %v", err)
	}
	if inv.Game != "mallforheroes" {
		fatal("the invite is for game %q, want mallforheroes", inv.Game)
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

	if err := acceptAnswer(host, answer, mfhHost); err != nil {
		fatal("host: %v", err)
	}
	if _, err := waitStatus(guest, connectTime, "the guest's lobby", func(s Status) bool { return s.Scene == "lobby" }); err != nil {
		fatal("guest: %v", err)
	}
	logStep(start, "connected")
	if err := clickTarget(host, "lobby:start", clickTimeout); err != nil {
		fatal("host: %v", err)
	}

	hp := newClickPlayer("host", host, 41, true)
	gp := newClickPlayer("guest", guest, 42, false)
	for _, p := range []*clickPlayer{hp, gp} {
		p.check, p.pick = checkMFHPlan, mfhPick
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
	screenshot(host, filepath.Join(art, "mfh-online-host.png"))
	screenshot(guest, filepath.Join(art, "mfh-online-guest.png"))
	logStep(start, "both at step %d: host %s, scores %v, winners %q; guest %s, scores %v, winners %q",
		hs.Online.Step, hs.Online.Hash, hs.Scores, hs.Winners, gs.Online.Hash, gs.Scores, gs.Winners)
	logStep(start, "moves by click: host %d (%s), guest %d (%s)", hp.moves, mfhKindCounts(hp.made), gp.moves, mfhKindCounts(gp.made))

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
		drafts := 0
		for _, m := range p.made {
			if moveKind(m) == "draft" {
				drafts++
			}
		}
		// Three rounds of twelve drafts among three seats: twelve each.
		if drafts != 12 {
			t.Errorf("the %s's page drafted %d Shops by clicks (%s), want 12", p.name, drafts, mfhKindCounts(p.made))
		}
	}
	// The people's names, from both pages' waiting lines; the bot's seat
	// gets the name the host setup gives it (ui.BotNames by seat).
	names := map[int]string{}
	for _, p := range []*clickPlayer{hp, gp} {
		for seat, n := range p.names {
			if seat == mfhBotSeat {
				continue
			}
			if o, ok := names[seat]; ok && o != n {
				t.Errorf("seat %d is named %q on one page and %q on the other", seat+1, o, n)
			}
			names[seat] = n
		}
	}
	if len(names) != mfhHost.players-1 {
		t.Errorf("the pages' waiting lines named the people's seats %v, want seats 1 and 2", names)
	}
	names[mfhBotSeat] = soloBotNames[mfhBotSeat]
	for _, s := range []Status{hs, gs} {
		if err := checkMFHResult(s, mfhHost.players, names); err != nil {
			t.Errorf("%v", err)
		}
	}
	t.Logf("TestMFHOnline: %d steps in %.1fs (botdelay %d ms); seats %v", hs.Online.Step, time.Since(start).Seconds(), onlineBotDelay, names)
	srv.check(t)
}

// checkMFHResult checks the results a page shows for players seats: a
// score per seat, none negative, and winners (names; names gives each
// seat's), none twice, each with the best score (ties are broken by
// gardens and Towers, so not every seat with the best score need win).
func checkMFHResult(st Status, players int, names map[int]string) error {
	if st.Scene != "results" || st.Seat >= 0 || len(st.Legal) > 0 {
		return fmt.Errorf("the page is not at the end: scene %q, seat %d, legal %q", st.Scene, st.Seat, st.Legal)
	}
	if len(st.Scores) != players {
		return fmt.Errorf("the results show scores %v, want %d (one per seat)", st.Scores, players)
	}
	best := slices.Max(st.Scores)
	if len(st.Winners) == 0 {
		return fmt.Errorf("the results name no winner (scores %v)", st.Scores)
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
		case seat < 0 || seat >= players:
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
