//go:build e2e

package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// Limits of TestPlay. A whole Mall World game with 30 ms bots takes from a
// minute or two to about twenty under SwiftShader on two cores, depending on
// what a redraw of the table costs; the limits are far above that.
const (
	playTimeout  = 45 * time.Minute // the whole test
	loadTimeout  = 90 * time.Second // page load to first frame
	clickTimeout = 30 * time.Second // a target to appear, enabled
	moveTimeout  = 30 * time.Second // the client to take a planned move
	stallTimeout = 3 * time.Minute  // no step at all
	reloadStep   = 120              // reload the page once this step is reached
)

// TestPlay plays a whole Mall World game in the browser: seat 0 is the human
// (this test, clicking), seats 1–3 bots of the setup's default level (normal). Every human move is one of
// the legal moves, drawn with a seeded generator (GALLERIA_E2E_SEED, default
// 1), and made by clicking, in order, the targets galleria.plan(move) names.
// Mid-game the page is reloaded and must resume at the same step.
func TestPlay(t *testing.T) {
	start := time.Now()
	ctx, cancel := context.WithTimeout(context.Background(), playTimeout)
	defer cancel()
	srv, base := serve(t)
	tab, closeTab := browser(t, ctx, "play")
	defer closeTab()
	art := artifactsDir(t)
	fatal := func(format string, args ...any) {
		t.Helper()
		msg := fmt.Sprintf(format, args...)
		dumpState(t, tab, filepath.Join(art, "failure.png"))
		t.Fatalf("%s", msg)
	}

	seed := moveSeed(t)
	rng := rand.New(rand.NewPCG(seed, 0x9a11e41a))

	url := base + "?ice=none&botdelay=30&motion=off" // ice=none: no test contacts a STUN server
	logStep(start, "open %s (move seed %d)", url, seed)
	if err := chromedp.Do(tab, chromedp.Navigate(url)); err != nil {
		t.Fatalf("navigate: %v", err)
	}
	st, err := waitReady(tab, loadTimeout)
	if err != nil {
		fatal("%v", err)
	}
	ff, err := firstFrame(tab, 10*time.Second)
	if err != nil {
		fatal("%v", err)
	}
	logStep(start, "first frame %.0f ms after navigation start; galleria.wasm sent as %s; scene %s",
		ff, srv.encoding("galleria.wasm"), st.Scene)
	checkLoaded(t, tab)

	if st.Scene != "menu" {
		fatal("a fresh profile opens on scene %q, want menu", st.Scene)
	}
	for _, id := range []string{"menu:mallworld", "setup:start"} {
		if err := clickTarget(tab, id, clickTimeout); err != nil {
			fatal("%v", err)
		}
		logStep(start, "clicked %s", id)
	}

	var (
		moves, clicks int
		reloaded      bool
		lastStep      = -1
		lastChange    = time.Now()
		lastLog       time.Time
	)
	for {
		if ctx.Err() != nil {
			fatal("the game did not end within %v (step %d)", playTimeout, lastStep)
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
		if time.Since(lastLog) > 10*time.Second {
			logStep(start, "scene %s, step %d, seat %d, %d legal moves; %d moves and %d clicks so far",
				st.Scene, st.Step, st.Seat, len(st.Legal), moves, clicks)
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
			if err := clickTarget(tab, id, clickTimeout); err != nil {
				fatal("%v", err)
			}
			clicks++
			logStep(start, "step %d: clicked %s", st.Step, id)
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

		if !reloaded && st.Step >= reloadStep {
			// Reload when the table waits on the human only: bots done,
			// so the saved step cannot move under us.
			stable, err := settled(tab, st, 500*time.Millisecond)
			if err != nil {
				fatal("%v", err)
			}
			if !stable {
				continue
			}
			if err := screenshot(tab, filepath.Join(art, "midgame.png")); err != nil {
				fatal("screenshot: %v", err)
			}
			logStep(start, "step %d: saved artifacts/midgame.png; reloading", st.Step)
			if err := chromedp.Do(tab, chromedp.Reload()); err != nil {
				fatal("reload: %v", err)
			}
			after, err := waitReady(tab, loadTimeout)
			if err != nil {
				fatal("after the reload: %v", err)
			}
			ff, err := firstFrame(tab, 10*time.Second)
			if err != nil {
				fatal("after the reload: %v", err)
			}
			if after.Scene != "table" || after.Step != st.Step {
				fatal("after the reload: scene %q step %d, want scene table step %d", after.Scene, after.Step, st.Step)
			}
			logStep(start, "reloaded: scene %s, step %d, first frame %.0f ms after navigation start", after.Scene, after.Step, ff)
			reloaded = true
			continue
		}

		move := st.Legal[rng.IntN(len(st.Legal))]
		ids, err := plan(tab, move)
		if err != nil {
			fatal("%v", err)
		}
		if len(ids) == 0 {
			fatal("step %d: galleria.plan(%q) is empty for a legal move", st.Step, move)
		}
		for _, id := range ids {
			if err := clickTarget(tab, id, clickTimeout); err != nil {
				fatal("step %d, move %q (plan %q): %v", st.Step, move, ids, err)
			}
			clicks++
		}
		moves++
		if moves%10 == 1 {
			logStep(start, "step %d: seat %d plays %q: clicked %s", st.Step, st.Seat, move, strings.Join(ids, ", "))
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
	logStep(start, "results after %d steps: winners %q (%d human moves, %d clicks)", st.Step, st.Winners, moves, clicks)
	if !reloaded {
		t.Errorf("the game ended at step %d, before the reload check at step %d", st.Step, reloadStep)
	}
	if len(st.Winners) == 0 {
		t.Errorf("the results scene names no winner")
	}
	// Let the results scene draw before the screenshot.
	animationFrames(tab, 5)
	if err := screenshot(tab, filepath.Join(art, "results.png")); err != nil {
		t.Fatalf("screenshot: %v", err)
	}
	logStep(start, "saved artifacts/results.png")

	if err := clickTarget(tab, "results:menu", clickTimeout); err != nil {
		fatal("%v", err)
	}
	err = waitFor(tab, 10*time.Second, "the menu after results:menu", func() (bool, error) {
		s, ok, err := status(tab)
		return ok && s.Scene == "menu", err
	})
	if err != nil {
		fatal("%v", err)
	}
	logStep(start, "back to the menu")
	srv.check(t)
}

// moveSeed is the seed of the human seat's move picks: GALLERIA_E2E_SEED,
// default 1.
func moveSeed(t *testing.T) uint64 {
	t.Helper()
	v := os.Getenv("GALLERIA_E2E_SEED")
	if v == "" {
		return 1
	}
	n, err := strconv.ParseUint(v, 10, 64)
	if err != nil {
		t.Fatalf("GALLERIA_E2E_SEED=%q: %v", v, err)
	}
	return n
}

// firstEnabled returns the first of ids that is an enabled target, or "".
func firstEnabled(ts []Target, ids ...string) string {
	for _, id := range ids {
		if t, ok := find(ts, id); ok && t.Enabled {
			return id
		}
	}
	return ""
}

// changed reports whether the client has moved on from a: a step, another
// scene or seat, or other legal moves.
func changed(a, b Status) bool {
	return a.Step != b.Step || a.Scene != b.Scene || a.Seat != b.Seat || !slices.Equal(a.Legal, b.Legal)
}

// settled reports whether the status stays as st (same step, scene, seat and
// legal moves) for d, with no bot thinking at this page meanwhile: a search
// bot may think for longer than d (a slow machine, the normal level in Mall
// or Nothing) and then move, so a table is not settled while one thinks.
func settled(ctx context.Context, st Status, d time.Duration) (bool, error) {
	end := time.Now().Add(d)
	for time.Now().Before(end) {
		now, ok, err := status(ctx)
		if err != nil || !ok {
			return false, err
		}
		if changed(st, now) || now.Thinking >= 0 {
			return false, nil
		}
		time.Sleep(50 * time.Millisecond)
	}
	return true, nil
}

// checkLoaded checks what the loader read: the decompressed size of
// galleria.wasm, which must equal the raw size build.json gives.
func checkLoaded(t *testing.T, ctx context.Context) {
	t.Helper()
	s, err := evalString(ctx, `JSON.stringify(window.galleriaLoad || null)`)
	if err != nil {
		t.Errorf("reading galleriaLoad: %v", err)
		return
	}
	var l struct {
		Loaded, Total int64
		Done          bool
	}
	if err := json.Unmarshal([]byte(s), &l); err != nil {
		t.Errorf("galleriaLoad = %s: %v", s, err)
		return
	}
	if !l.Done || l.Total <= 0 || l.Loaded != l.Total {
		t.Errorf("the loader read %d bytes of galleria.wasm (done %v); build.json says %d", l.Loaded, l.Done, l.Total)
	}
}

// dumpState saves a screenshot and prints the status and targets, for a
// failure.
func dumpState(t *testing.T, ctx context.Context, file string) {
	t.Helper()
	if err := screenshot(ctx, file); err == nil {
		t.Logf("screenshot: %s", file)
	}
	if s, err := evalString(ctx, `typeof galleria === "object" ? galleria.status() : "(no galleria)"`); err == nil {
		t.Logf("status: %s", s)
	}
	if s, err := evalString(ctx, `typeof galleria === "object" ? galleria.targets() : "(no galleria)"`); err == nil {
		t.Logf("targets: %s", s)
	}
}
