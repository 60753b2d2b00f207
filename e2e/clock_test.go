//go:build e2e

package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// clockView is what TestClock reads of galleria.status(): the hook's
// clock fields (game.OnlineStatus's clock, clocks and timeOuts).
type clockView struct {
	Scene  string   `json:"scene"`
	Step   int      `json:"step"`
	Seat   int      `json:"seat"`
	Legal  []string `json:"legal"`
	Online *struct {
		Seats  []int  `json:"seats"`
		Clock  string `json:"clock"`
		Clocks []struct {
			Ms      int64 `json:"ms"`
			Running bool  `json:"running"`
			Lent    bool  `json:"lent"`
		} `json:"clocks"`
		TimeOuts []string `json:"timeOuts"`
		Reports  []string `json:"reports"`
	} `json:"online"`
}

func readClocks(ctx context.Context) (clockView, error) {
	var v clockView
	s, err := evalString(ctx, `galleria.status()`)
	if err != nil {
		return v, err
	}
	if err := json.Unmarshal([]byte(s), &v); err != nil {
		return v, fmt.Errorf("galleria.status(): %v", err)
	}
	return v, nil
}

// waitClocks polls both pages' clocks until cond holds for each.
func waitClocks(ctx context.Context, timeout time.Duration, what string, cond func(page int, v clockView) bool, tabs ...context.Context) ([]clockView, error) {
	out := make([]clockView, len(tabs))
	err := waitFor(ctx, timeout, what, func() (bool, error) {
		for i, tab := range tabs {
			v, err := readClocks(tab)
			if err != nil {
				return false, err
			}
			out[i] = v
			if v.Online == nil || !cond(i, v) {
				return false, nil
			}
		}
		return true, nil
	})
	return out, err
}

// TestClock plays Mall or Nothing between two browsers with a clock of 30 s
// per decision, chosen on the host's form by a click: both pages show the
// clocks; the host's page plays on, the guest's stops at its first sealed
// bid. After 30 s the host's page has the stand-in bot bid for the guest's
// seat: both pages' logs say the time ran out, the seat is marked lent
// meanwhile, and then it is the guest's again, whose page makes its next
// decision itself, with no more time-out.
func TestClock(t *testing.T) {
	start := time.Now()
	ctx, cancel := context.WithTimeout(context.Background(), 6*time.Minute) // about 2 min; loading two pages on a busy machine takes long
	defer cancel()
	srv, base := serve(t)
	art := artifactsDir(t)
	host, closeHost := browser(t, ctx, "clock-host", rtcFlags()...)
	defer closeHost()
	guest, closeGuest := browser(t, ctx, "clock-guest", rtcFlags()...)
	defer closeGuest()
	shot := func(name string) string { return filepath.Join(art, "clock-"+name+".png") }
	fatal := func(format string, args ...any) {
		t.Helper()
		dumpState(t, host, shot("host-failure"))
		dumpState(t, guest, shot("guest-failure"))
		t.Fatalf(format, args...)
	}
	setup := hostSetup{clicks: []string{"hostsetup:game:mallornothing", "hostsetup:clock:m30000"}, remote: 1, players: 2}
	invite, err := openHostLobby(host, srv, base, start, shot("lobby"), setup)
	if err != nil {
		fatal("host: %v", err)
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
	if err := acceptAnswer(host, st.Clipboard, setup); err != nil {
		fatal("host: %v", err)
	}
	if _, err := waitStatus(guest, connectTime, "the guest's lobby", func(s Status) bool { return s.Scene == "lobby" }); err != nil {
		fatal("guest: %v", err)
	}
	if err := clickTarget(host, "lobby:start", clickTimeout); err != nil {
		fatal("host: %v", err)
	}
	logStep(start, "connected and started")

	// The guest's first decision: its clock runs on both pages.
	vs, err := waitClocks(ctx, connectTime, "the guest's clock running on both pages", func(_ int, v clockView) bool {
		o := v.Online
		return v.Scene == "table" && o.Clock == "move 30000" && len(o.Clocks) == 2 && o.Clocks[1].Running && o.Clocks[1].Ms > 0 && o.Clocks[1].Ms <= 30_000
	}, host, guest)
	if err != nil {
		fatal("%v", err)
	}
	step := vs[1].Step
	if vs[1].Seat != 1 || len(vs[1].Legal) == 0 {
		fatal("the guest's page has no decision to make: seat %d, legal %q", vs[1].Seat, vs[1].Legal)
	}
	logStep(start, "the guest's clock runs: %d ms left on the guest's page", vs[1].Online.Clocks[1].Ms)

	// The host's page plays on (on its own goroutine); the guest's waits.
	playCtx, stopHost := context.WithCancel(ctx)
	defer stopHost()
	hp := newClickPlayer("host", host, 31, false)
	hp.check = contract(mnPlan)
	hostDone := make(chan error, 1)
	go func() { hostDone <- hp.play(playCtx, start, -1) }()
	animationFrames(guest, 3)
	screenshot(guest, shot("guest-running"))

	// 30 s on, the host's bot bids for the guest, and both logs say so.
	lent := false
	vs, err = waitClocks(ctx, 75*time.Second, "the time-out told on both pages", func(_ int, v clockView) bool {
		if len(v.Online.Clocks) == 2 && v.Online.Clocks[1].Lent {
			lent = true
		}
		return len(v.Online.TimeOuts) == 1 && v.Step > step
	}, host, guest)
	if err != nil {
		fatal("%v", err)
	}
	took := time.Since(start)
	for i, v := range vs {
		if l := v.Online.TimeOuts[0]; !strings.Contains(l, "time ran out: the bot made that decision") {
			t.Errorf("page %d's log line: %q", i, l)
		}
	}
	logStep(start, "time-out told: %q (seen lent: %v)", vs[1].Online.TimeOuts[0], lent)
	animationFrames(guest, 3)
	screenshot(guest, shot("guest-timeout"))

	// The seat is the guest's again: its page makes its next decision
	// (after any overlay of the round's end, which it closes).
	if _, err := waitClocks(ctx, connectTime, "the seat back with the guest", func(page int, v clockView) bool {
		return page == 0 || slices.Contains(v.Online.Seats, 1) && !v.Online.Clocks[1].Lent
	}, host, guest); err != nil {
		fatal("%v", err)
	}
	gp := newClickPlayer("guest", guest, 32, false)
	gp.check = contract(mnPlan)
	for gp.moves == 0 {
		v, err := readClocks(guest)
		if err != nil {
			fatal("guest: %v", err)
		}
		step = v.Step
		if err := gp.play(ctx, start, step+1); err != nil {
			fatal("%v", err)
		}
	}
	vs, err = waitClocks(ctx, connectTime, "the guest's own move on both pages", func(_ int, v clockView) bool { return v.Step > step }, host, guest)
	if err != nil {
		fatal("%v", err)
	}
	for i, v := range vs {
		if n := len(v.Online.TimeOuts); n != 1 {
			t.Errorf("page %d: %d time-outs: %q", i, n, v.Online.TimeOuts)
		}
		if len(v.Online.Reports) > 0 {
			t.Errorf("page %d: fault reports %q", i, v.Online.Reports)
		}
	}
	logStep(start, "the guest moved itself (%q) at step %d; time-out after %v", gp.made, step, took)
	stopHost()
	if err := <-hostDone; err != nil && playCtx.Err() == nil {
		t.Errorf("host: %v", err)
	}
	if !lent {
		t.Log("no poll saw the seat lent (the bot's bid came between two polls)")
	}
}
