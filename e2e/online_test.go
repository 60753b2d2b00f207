//go:build e2e

package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// Limits of TestOnline.
const (
	onlineTimeout = 45 * time.Minute
	connectTime   = 60 * time.Second // an invite, an answer, a link to open
	onlineSteps   = 80               // play until this step (GALLERIA_E2E_ONLINE_STEPS: another, or "end")
)

// rtcFlags let two headless Chromiums on one machine connect over WebRTC
// with no network but loopback: loopback candidates are allowed, and host
// candidates carry their address instead of an mDNS name (there is no mDNS
// responder in the test's namespace).
func rtcFlags() []chromedp.ExecAllocatorOption {
	return []chromedp.ExecAllocatorOption{
		chromedp.Flag("allow-loopback-in-peer-connection", true),
		chromedp.Flag("disable-features", "Translate,OptimizationHints,MediaRouter,DialMediaRouteProvider,InterestFeedContentSuggestions,WebRtcHideLocalIpsWithMdns"),
	}
}

// TestOnline plays Mall World online between two browsers (two profiles):
// the host sets up three seats (a guest, itself, a greedy bot), copies the
// invite link with its Copy button, the guest's page opens it and copies its
// answer code, and the host pastes that into the page's text box, as people
// would. Then both play by clicks until step 80 (GALLERIA_E2E_ONLINE_STEPS:
// another step, or "end" for the whole game), and the two states must have
// the same hash. It needs a network interface besides loopback (build.sh's
// offline namespace has an unconnected bridge): Chromium offers no ICE
// candidate on loopback alone.
func TestOnline(t *testing.T) {
	start := time.Now()
	ctx, cancel := context.WithTimeout(context.Background(), onlineTimeout)
	defer cancel()
	srv, base := serve(t)
	art := artifactsDir(t)
	host, closeHost := browser(t, ctx, "host", rtcFlags()...)
	defer closeHost()
	guest, closeGuest := browser(t, ctx, "guest", rtcFlags()...)
	defer closeGuest()
	fatal := func(format string, args ...any) {
		t.Helper()
		dumpState(t, host, filepath.Join(art, "online-host-failure.png"))
		dumpState(t, guest, filepath.Join(art, "online-guest-failure.png"))
		t.Fatalf(format, args...)
	}
	until := onlineSteps
	if v := os.Getenv("GALLERIA_E2E_ONLINE_STEPS"); v == "end" {
		until = -1
	} else if v != "" {
		n, err := strconv.Atoi(v)
		if err != nil {
			t.Fatalf("GALLERIA_E2E_ONLINE_STEPS=%q: want a step or \"end\": %v", v, err)
		}
		until = n
	}

	// The host.
	if err := chromedp.Do(host, chromedp.Navigate(base+"?net=1&botdelay=30")); err != nil {
		t.Fatalf("navigate: %v", err)
	}
	st, err := waitReady(host, loadTimeout)
	if err != nil {
		fatal("host: %v", err)
	}
	if w, _ := evalString(host, `galleriaLoad.wasm`); w != "galleria-net.wasm" || st.Scene != "online" {
		fatal("?net=1 loaded %q and opened scene %q", w, st.Scene)
	}
	logStep(start, "host: online menu (galleria-net.wasm sent as %s)", srv.encoding("galleria-net.wasm"))
	clicks := []string{"online:host", "hostsetup:players:3",
		"hostsetup:seat:0", "hostsetup:seat:0", "hostsetup:seat:0", // local → greedy → random → remote
		"hostsetup:seat:1", // remote → local
		"hostsetup:open"}
	for _, id := range clicks {
		if err := clickTarget(host, id, clickTimeout); err != nil {
			fatal("host: %v", err)
		}
	}
	if _, err := waitStatus(host, connectTime, "an invite link", func(s Status) bool { return s.Invite != "" }); err != nil {
		fatal("host: %v", err)
	}
	animationFrames(host, 3)
	screenshot(host, filepath.Join(art, "online-invite.png"))
	if err := clickTarget(host, "lobby:copy:0", clickTimeout); err != nil {
		fatal("host: %v", err)
	}
	st, err = waitStatus(host, clickTimeout, "the copied link", func(s Status) bool { return s.Clipboard != "" })
	if err != nil {
		fatal("host: %v", err)
	}
	invite := st.Clipboard
	if !strings.HasPrefix(invite, base) || !strings.Contains(invite, "#join=") {
		fatal("the invite link %q is not on %s", invite, base)
	}
	logStep(start, "host: invite link of %d characters copied", len(invite))

	// The guest opens it.
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
	screenshot(guest, filepath.Join(art, "online-join.png"))
	if err := clickTarget(guest, "join:copy", clickTimeout); err != nil {
		fatal("guest: %v", err)
	}
	st, err = waitStatus(guest, clickTimeout, "the copied answer", func(s Status) bool { return s.Clipboard != "" })
	if err != nil {
		fatal("guest: %v", err)
	}
	answer := st.Clipboard
	logStep(start, "guest: answer code of %d characters copied", len(answer))

	// The host pastes it into the page's text box.
	if err := clickTarget(host, "lobby:paste:0", clickTimeout); err != nil {
		fatal("host: %v", err)
	}
	if err := pasteText(host, answer); err != nil {
		fatal("host: %v", err)
	}
	_, err = waitStatus(host, connectTime, "the guest connected", func(s Status) bool {
		return s.Online != nil && len(s.Online.Connected) == 3 && s.Online.Connected[0]
	})
	if err != nil {
		fatal("host: %v", err)
	}
	if _, err := waitStatus(guest, connectTime, "the guest's lobby", func(s Status) bool { return s.Scene == "lobby" }); err != nil {
		fatal("guest: %v", err)
	}
	logStep(start, "connected")
	screenshot(host, filepath.Join(art, "online-lobby.png"))
	if err := clickTarget(host, "lobby:start", clickTimeout); err != nil {
		fatal("host: %v", err)
	}

	// Both play.
	rng := rand.New(rand.NewPCG(11, 12))
	tabs := []struct {
		name string
		ctx  context.Context
	}{{"host", host}, {"guest", guest}}
	lastStep, lastChange, lastLog := -1, time.Now(), time.Time{}
	for {
		if ctx.Err() != nil {
			fatal("no end within %v", onlineTimeout)
		}
		done := 0
		for _, tb := range tabs {
			s, ok, err := status(tb.ctx)
			if err != nil || !ok {
				fatal("%s: status: %v", tb.name, err)
			}
			if s.Scene == "results" || until >= 0 && s.Step >= until {
				done++
				continue
			}
			if s.Step != lastStep {
				lastStep, lastChange = s.Step, time.Now()
			}
			ts, err := targets(tb.ctx)
			if err != nil {
				fatal("%s: targets: %v", tb.name, err)
			}
			if id := firstEnabled(ts, "handoff:ready", "scoring:ok"); id != "" {
				if err := clickTarget(tb.ctx, id, clickTimeout); err != nil {
					fatal("%s: %v", tb.name, err)
				}
				continue
			}
			if s.Scene != "table" || s.Seat < 0 || len(s.Legal) == 0 {
				continue
			}
			ids, err := plan(tb.ctx, s.Legal[rng.IntN(len(s.Legal))])
			if err != nil {
				fatal("%s: %v", tb.name, err)
			}
			for _, id := range ids {
				if err := clickTarget(tb.ctx, id, clickTimeout); err != nil {
					break // the table moved on: look again
				}
			}
		}
		if done == len(tabs) {
			break
		}
		if time.Since(lastChange) > stallTimeout {
			fatal("no step for %v (step %d)", stallTimeout, lastStep)
		}
		if time.Since(lastLog) > 15*time.Second {
			logStep(start, "step %d", lastStep)
			lastLog = time.Now()
		}
		time.Sleep(50 * time.Millisecond)
	}

	// Same step, same state.
	var hs, gs Status
	err = waitFor(ctx, connectTime, "the same step on both", func() (bool, error) {
		a, _, err := status(host)
		if err != nil {
			return false, err
		}
		b, _, err := status(guest)
		if err != nil {
			return false, err
		}
		hs, gs = a, b
		return a.Online != nil && b.Online != nil && a.Online.Step == b.Online.Step, nil
	})
	if err != nil {
		fatal("%v", err)
	}
	if hs.Online.Hash == "" || hs.Online.Hash != gs.Online.Hash {
		fatal("at step %d the host's state is %s, the guest's %s", hs.Online.Step, hs.Online.Hash, gs.Online.Hash)
	}
	for _, s := range []Status{hs, gs} {
		if len(s.Online.Reports) > 0 {
			t.Errorf("fault reports: %v", s.Online.Reports)
		}
	}
	screenshot(host, filepath.Join(art, "online-host.png"))
	screenshot(guest, filepath.Join(art, "online-guest.png"))
	logStep(start, "both at step %d with state %s; scenes %s and %s; winners %v", hs.Online.Step, hs.Online.Hash, hs.Scene, gs.Scene, hs.Winners)
	srv.check(t)
}

// waitStatus polls galleria.status() until cond holds.
func waitStatus(ctx context.Context, timeout time.Duration, what string, cond func(Status) bool) (Status, error) {
	var st Status
	err := waitFor(ctx, timeout, what, func() (bool, error) {
		s, ok, err := status(ctx)
		if err != nil || !ok {
			return false, err
		}
		if s.Note != "" && strings.Contains(strings.ToLower(s.Note), "could not") {
			return false, fmt.Errorf("the page says: %s", s.Note)
		}
		st = s
		return cond(s), nil
	})
	return st, err
}

// pasteText fills the page's text box (#galleria-ask, opened by a click on
// a Paste button) and clicks its OK button with the mouse.
func pasteText(ctx context.Context, text string) error {
	err := waitFor(ctx, clickTimeout, "the text box", func() (bool, error) {
		v, err := evalString(ctx, `(() => { const b = document.getElementById("galleria-ask-box"); return b && !b.hidden ? "yes" : ""; })()`)
		return v == "yes", err
	})
	if err != nil {
		return err
	}
	arg, _ := json.Marshal(text)
	if _, err := evalString(ctx, `(() => { const a = document.getElementById("galleria-ask"); a.focus(); a.value = `+string(arg)+`; return ""; })()`); err != nil {
		return err
	}
	r, err := evalString(ctx, `JSON.stringify(document.getElementById("galleria-ask-ok").getBoundingClientRect())`)
	if err != nil {
		return err
	}
	var box struct{ X, Y, Width, Height float64 }
	if err := json.Unmarshal([]byte(r), &box); err != nil {
		return err
	}
	return click(ctx, box.X+box.Width/2, box.Y+box.Height/2)
}
