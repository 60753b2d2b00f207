//go:build e2e

package e2e

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"math/rand/v2"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// Limits and settings of the online tests (TestOnline and
// TestNativePeerWithBrowser).
const (
	onlineTimeout  = 40 * time.Minute
	connectTime    = 60 * time.Second // an invite, an answer, a link to open
	onlineBotDelay = 5                // ms: the pages' ?botdelay= (the client's own default is 600 ms)
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

// onlineUntil reads GALLERIA_E2E_ONLINE_STEPS: unset or "end" plays the
// whole game (-1); a number stops both pages at that step, for shorter
// debugging runs (the end-of-game checks are then skipped).
func onlineUntil(t *testing.T) int {
	t.Helper()
	v := os.Getenv("GALLERIA_E2E_ONLINE_STEPS")
	if v == "" || v == "end" {
		return -1
	}
	n, err := strconv.Atoi(v)
	if err != nil || n < 0 {
		t.Fatalf("GALLERIA_E2E_ONLINE_STEPS=%q: want a step or \"end\"", v)
	}
	return n
}

// TestOnline plays a whole game of Mall World online between two browsers
// (two profiles): the host sets up three seats (a guest, itself, a greedy
// bot), copies the invite link with its Copy button, the guest's page opens
// it and copies its answer code, and the host pastes that into the page's
// text box, as people would. Then both play by clicks (each page in its own
// goroutine) to the results, which must agree: the same final state hash and
// the same winners on both pages. At least one closed-fist auction must have
// been fought between the two browsers' seats: a sealed bid round in which
// both pages had a bid to make. GALLERIA_E2E_ONLINE_STEPS=N stops at step N
// instead (then only the hashes are compared). It needs a network interface
// besides loopback (build.sh's offline namespace has an unconnected bridge):
// Chromium offers no ICE candidate on loopback alone.
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
	until := onlineUntil(t)

	// The host.
	invite, err := openHostLobby(host, srv, base, start, filepath.Join(art, "online-invite.png"), mallWorldHost)
	if err != nil {
		fatal("host: %v", err)
	}

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
	st, err := waitStatus(guest, clickTimeout, "the copied answer", func(s Status) bool { return s.Clipboard != "" })
	if err != nil {
		fatal("guest: %v", err)
	}
	answer := st.Clipboard
	logStep(start, "guest: answer code of %d characters copied", len(answer))

	// The host pastes it into the page's text box.
	if err := acceptAnswer(host, answer, mallWorldHost); err != nil {
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

	// Both play, each page on its own goroutine.
	hp := newClickPlayer("host", host, 11, true)
	gp := newClickPlayer("guest", guest, 12, false)
	if err := playAll(ctx, start, until, hp, gp); err != nil {
		fatal("%v", err)
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
		same := a.Online != nil && b.Online != nil && a.Online.Step == b.Online.Step
		if until < 0 {
			same = same && a.Scene == "results" && b.Scene == "results"
		}
		return same, nil
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
	auctions := commonRounds(hp, gp)
	if until < 0 {
		if !hs.Online.Over || !gs.Online.Over {
			t.Errorf("results shown but the match is not over: host %v, guest %v", hs.Online.Over, gs.Online.Over)
		}
		if len(hs.Winners) == 0 || !slices.Equal(hs.Winners, gs.Winners) {
			t.Errorf("winners: the host's page shows %q, the guest's %q", hs.Winners, gs.Winners)
		}
		if len(auctions) == 0 {
			t.Errorf("no closed-fist auction between the two browsers: the host's seat bid in the rounds at steps %v, the guest's at %v",
				slices.Sorted(maps.Keys(hp.bids)), slices.Sorted(maps.Keys(gp.bids)))
		}
	}
	if len(auctions) > 0 {
		k := auctions[0]
		logStep(start, "%d closed-fist auctions fought by both browsers' seats, at steps %v; at step %d the host's hook waited for %q, the guest's for %q",
			len(auctions), auctions, k, hp.bids[k], gp.bids[k])
	}
	screenshot(host, filepath.Join(art, "online-host.png"))
	screenshot(guest, filepath.Join(art, "online-guest.png"))
	logStep(start, "both at step %d with state %s; scenes %s and %s; winners %q and %q; %d auctions between the browsers; moves by click: host %d, guest %d",
		hs.Online.Step, hs.Online.Hash, hs.Scene, gs.Scene, hs.Winners, gs.Winners, len(auctions), hp.moves, gp.moves)
	if until < 0 {
		if err := onlineRematch(t, start, host, guest, hs, gs, art); err != nil {
			fatal("rematch: %v", err)
		}
	}
	t.Logf("TestOnline: %d steps in %.1fs (botdelay %d ms)", hs.Online.Step, time.Since(start).Seconds(), onlineBotDelay)
	srv.check(t)
}

// onlineRematch is TestOnline's rematch, from the results of the first
// match (hs, gs): the host clicks Rematch, the guest's page shows Accept
// rematch once the offer came and the guest clicks it; both pages then
// reach the table of a new match (another id, the seats rotated by one)
// over the link they had: no invite link or answer code is made.
func onlineRematch(t *testing.T, start time.Time, host, guest context.Context, hs, gs Status, art string) error {
	t.Helper()
	if err := clickTarget(host, "results:rematch", clickTimeout); err != nil {
		return fmt.Errorf("host: %v", err)
	}
	if err := clickTarget(guest, "results:accept", connectTime); err != nil {
		return fmt.Errorf("guest: %v", err)
	}
	logStep(start, "rematch offered and accepted")
	var h2, g2 Status
	var err error
	if h2, err = waitStatus(host, connectTime, "the host's new table", func(s Status) bool {
		return (s.Scene == "table" || s.Scene == "handoff") && s.Online != nil && s.Online.Started && s.Online.Match != hs.Online.Match
	}); err != nil {
		return fmt.Errorf("host: %v", err)
	}
	if g2, err = waitStatus(guest, connectTime, "the guest's new table", func(s Status) bool {
		return s.Online != nil && s.Online.Started && s.Online.Match == h2.Online.Match && (s.Scene == "table" || s.Scene == "handoff")
	}); err != nil {
		return fmt.Errorf("guest: %v", err)
	}
	rotated := func(seats []int) []int {
		var out []int
		for _, s := range seats {
			out = append(out, (s+1)%3)
		}
		slices.Sort(out)
		return out
	}
	if !slices.Equal(h2.Online.Seats, rotated(hs.Online.Seats)) || !slices.Equal(g2.Online.Seats, rotated(gs.Online.Seats)) {
		return fmt.Errorf("seats of the rematch: host %v, guest %v; in the first match host %v, guest %v",
			h2.Online.Seats, g2.Online.Seats, hs.Online.Seats, gs.Online.Seats)
	}
	if h2.Invite != "" || g2.Answer != "" {
		return fmt.Errorf("an invite (%q) or answer code (%q) was made for the rematch", h2.Invite, g2.Answer)
	}
	if len(h2.Online.Reports) > 0 || len(g2.Online.Reports) > 0 {
		return fmt.Errorf("fault reports: host %v, guest %v", h2.Online.Reports, g2.Online.Reports)
	}
	animationFrames(host, 3)
	animationFrames(guest, 3)
	screenshot(host, filepath.Join(art, "online-rematch-host.png"))
	screenshot(guest, filepath.Join(art, "online-rematch-guest.png"))
	logStep(start, "rematch: match %s (was %s), seats host %v guest %v (were %v and %v), host at step %d, guest at %d, same link",
		h2.Online.Match[:8], hs.Online.Match[:8], h2.Online.Seats, g2.Online.Seats, hs.Online.Seats, gs.Online.Seats, h2.Online.Step, g2.Online.Step)
	return nil
}

// hostSetup is what a host page sets up by clicks on its host setup
// scene, between online:host and hostsetup:open: the clicks, the seat
// (0-based) left to the remote guest, and the number of seats.
type hostSetup struct {
	clicks  []string
	remote  int
	players int
}

// mallWorldHost is the Mall World setup of TestOnline and
// TestNativePeerWithBrowser: three seats (seat 1: a remote guest, seat 2: a
// person at this page, seat 3: a greedy bot).
var mallWorldHost = hostSetup{
	clicks: []string{"hostsetup:players:3",
		// local → easy → normal → hard → greedy → random → remote
		"hostsetup:seat:0", "hostsetup:seat:0", "hostsetup:seat:0", "hostsetup:seat:0", "hostsetup:seat:0", "hostsetup:seat:0",
		"hostsetup:seat:1",                     // remote → local
		"hostsetup:seat:2", "hostsetup:seat:2", // normal → hard → greedy
	},
	remote:  0,
	players: 3,
}

// openHostLobby opens ?net=1 (the loader must pick galleria-net.wasm) in
// tab, sets up the seats by clicks (online:host, the clicks of setup,
// hostsetup:open), opens the lobby, saves its screenshot to shot, clicks
// Copy link of the remote seat and returns the invite link as the hook's
// clipboard holds it.
func openHostLobby(tab context.Context, srv *site, base string, start time.Time, shot string, setup hostSetup) (string, error) {
	// ice=none: the pages use no STUN server (the default list is public).
	url := fmt.Sprintf("%s?net=1&ice=none&botdelay=%d&motion=off", base, onlineBotDelay)
	if err := chromedp.Do(tab, chromedp.Navigate(url)); err != nil {
		return "", fmt.Errorf("navigate: %v", err)
	}
	st, err := waitReady(tab, loadTimeout)
	if err != nil {
		return "", err
	}
	if w, _ := evalString(tab, `galleriaLoad.wasm`); w != "galleria-net.wasm" || st.Scene != "online" {
		return "", fmt.Errorf("?net=1 loaded %q and opened scene %q", w, st.Scene)
	}
	logStep(start, "host: online menu (galleria-net.wasm sent as %s)", srv.encoding("galleria-net.wasm"))
	clicks := append(append([]string{"online:host"}, setup.clicks...), "hostsetup:open")
	for _, id := range clicks {
		if err := clickTarget(tab, id, clickTimeout); err != nil {
			return "", err
		}
	}
	if _, err := waitStatus(tab, connectTime, "an invite link", func(s Status) bool { return s.Invite != "" }); err != nil {
		return "", err
	}
	animationFrames(tab, 3)
	screenshot(tab, shot)
	if err := clickTarget(tab, "lobby:copy:"+strconv.Itoa(setup.remote), clickTimeout); err != nil {
		return "", err
	}
	st, err = waitStatus(tab, clickTimeout, "the copied link", func(s Status) bool { return s.Clipboard != "" })
	if err != nil {
		return "", err
	}
	invite := st.Clipboard
	if !strings.HasPrefix(invite, base) || !strings.Contains(invite, "#join=") {
		return "", fmt.Errorf("the invite link %q is not on %s", invite, base)
	}
	logStep(start, "host: invite link of %d characters copied", len(invite))
	return invite, nil
}

// acceptAnswer clicks the host's Paste answer button of the remote seat,
// pastes the answer code into the page's text box, and waits until that
// seat is connected.
func acceptAnswer(tab context.Context, answer string, setup hostSetup) error {
	if err := pasteAnswer(tab, answer, setup.remote); err != nil {
		return err
	}
	return waitGuest(tab, setup)
}

// pasteAnswer clicks the host's Paste answer button of seat (0-based) and
// pastes the answer code into the page's text box.
func pasteAnswer(tab context.Context, answer string, seat int) error {
	if err := clickTarget(tab, "lobby:paste:"+strconv.Itoa(seat), clickTimeout); err != nil {
		return err
	}
	return pasteText(tab, answer)
}

// waitGuest waits until the host's page shows the remote seat of setup
// connected (its guest has said hello).
func waitGuest(tab context.Context, setup hostSetup) error {
	_, err := waitStatus(tab, connectTime, "the guest connected", func(s Status) bool {
		return s.Online != nil && len(s.Online.Connected) == setup.players && s.Online.Connected[setup.remote]
	})
	return err
}

// clickPlayer plays the people's seats of one page by clicks: whenever the
// page's hook shows a seat with legal moves, it picks one with its own seeded
// generator and clicks the targets galleria.plan(move) names; it clicks
// handoff:ready and scoring:ok when they show.
type clickPlayer struct {
	name string
	tab  context.Context
	rng  *rand.Rand
	log  bool // print a progress line every 15 s

	moves, clicks int
	// bids: the online step of every sealed round in which this page had a
	// bid to make (a seat here with "bid N" moves; the step does not move
	// during a round, so it names the round), with the hook's waiting line
	// at that moment.
	bids map[int][]string
	// names: the seats' names (0-based seat → name), as the hook's
	// waiting lines ("seat 2 (Bob): move, connected") showed them.
	names map[int]string
	// made: the moves made here by clicks, in order.
	made []string
	// check, if set, vets every picked move and its plan before the
	// clicks; an error ends play.
	check func(move string, ids []string) error
	// pick, if set, chooses the move among the legal ones with the
	// player's generator; unset, every legal move is equally likely.
	pick  func(rng *rand.Rand, legal []string) string
	final Status
}

func newClickPlayer(name string, tab context.Context, seed uint64, log bool) *clickPlayer {
	return &clickPlayer{name: name, tab: tab, rng: rand.New(rand.NewPCG(seed, 0x0411e)), log: log, bids: map[int][]string{}, names: map[int]string{}}
}

// waitingLine reads a waiting line of the hook, "seat 2 (Bob): move,
// connected", as the 0-based seat and its name.
var waitingLine = regexp.MustCompile(`^seat ([1-9][0-9]*) \((.*)\): `)

// noteNames notes the seats' names the online status shows.
func (p *clickPlayer) noteNames(o *Online) {
	if o == nil {
		return
	}
	for _, w := range o.Waiting {
		if m := waitingLine.FindStringSubmatch(w); m != nil {
			n, _ := strconv.Atoi(m[1])
			p.names[n-1] = m[2]
		}
	}
}

// play runs until the page shows the results, or reaches step until (if
// until >= 0).
func (p *clickPlayer) play(ctx context.Context, start time.Time, until int) error {
	lastStep, lastChange, lastLog := -1, time.Now(), time.Time{}
	for {
		if err := ctx.Err(); err != nil {
			return fmt.Errorf("%s: %w at step %d", p.name, err, lastStep)
		}
		s, ok, err := status(p.tab)
		if err != nil || !ok {
			return fmt.Errorf("%s: galleria.status(): ok=%v err=%v", p.name, ok, err)
		}
		if s.Step != lastStep {
			lastStep, lastChange = s.Step, time.Now()
		} else if time.Since(lastChange) > stallTimeout {
			return fmt.Errorf("%s: no step for %v (scene %s, step %d, seat %d, legal %q, online %+v)",
				p.name, stallTimeout, s.Scene, s.Step, s.Seat, s.Legal, s.Online)
		}
		p.noteNames(s.Online)
		if s.Scene == "results" || until >= 0 && s.Step >= until {
			p.final = s
			return nil
		}
		if p.log && time.Since(lastLog) > 15*time.Second {
			logStep(start, "%s: scene %s, step %d; %d moves and %d clicks here so far", p.name, s.Scene, s.Step, p.moves, p.clicks)
			lastLog = time.Now()
		}
		ts, err := targets(p.tab)
		if err != nil {
			return fmt.Errorf("%s: galleria.targets(): %v", p.name, err)
		}
		if id := firstEnabled(ts, "handoff:ready", "scoring:ok"); id != "" {
			if err := clickTarget(p.tab, id, clickTimeout); err != nil {
				return fmt.Errorf("%s: %v", p.name, err)
			}
			p.clicks++
			continue
		}
		if s.Scene != "table" || s.Seat < 0 || len(s.Legal) == 0 {
			time.Sleep(50 * time.Millisecond)
			continue
		}
		var move string
		if p.pick != nil {
			move = p.pick(p.rng, s.Legal)
		} else {
			move = s.Legal[p.rng.IntN(len(s.Legal))]
		}
		if strings.HasPrefix(move, "bid ") && s.Online != nil {
			if _, seen := p.bids[s.Online.Step]; !seen {
				p.bids[s.Online.Step] = s.Online.Waiting
			}
		}
		ids, err := plan(p.tab, move)
		if err != nil {
			return fmt.Errorf("%s: %v", p.name, err)
		}
		if len(ids) == 0 {
			time.Sleep(50 * time.Millisecond) // no longer legal: look again
			continue
		}
		if p.check != nil {
			if err := p.check(move, ids); err != nil {
				return fmt.Errorf("%s: step %d: %v", p.name, s.Step, err)
			}
		}
		made := true
		for _, id := range ids {
			if err := clickTarget(p.tab, id, clickTimeout); err != nil {
				made = false
				break // the table moved on: look again
			}
			p.clicks++
		}
		if !made {
			continue
		}
		p.moves++
		p.made = append(p.made, move)
		// Wait for the page to take it; a page that does not is caught
		// by the stall check above.
		waitFor(ctx, moveTimeout, "the move to be taken", func() (bool, error) {
			now, ok, err := status(p.tab)
			return ok && changed(s, now), err
		})
	}
}

// playAll runs every player on its own goroutine until each is done, and
// returns the first error (another player's, once one failed, is only that
// it was stopped).
func playAll(ctx context.Context, start time.Time, until int, players ...*clickPlayer) error {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	errs := make(chan error, len(players))
	for _, p := range players {
		go func() {
			err := p.play(ctx, start, until)
			if err != nil {
				cancel()
			}
			errs <- err
		}()
	}
	var first error
	for range players {
		err := <-errs
		if err != nil && (first == nil || errors.Is(first, context.Canceled) && !errors.Is(err, context.Canceled)) {
			first = err
		}
	}
	return first
}

// commonRounds lists the sealed rounds (by step) in which every player's
// page had a bid to make.
func commonRounds(players ...*clickPlayer) []int {
	var out []int
	for k := range players[0].bids {
		all := true
		for _, p := range players[1:] {
			if _, ok := p.bids[k]; !ok {
				all = false
			}
		}
		if all {
			out = append(out, k)
		}
	}
	slices.Sort(out)
	return out
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
