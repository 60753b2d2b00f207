//go:build e2e

package e2e

import (
	"context"
	"encoding/hex"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/engine/bot"
	"github.com/galleria-games/galleria/netplay"
	"github.com/galleria-games/galleria/netplay/rtc"
	"github.com/galleria-games/galleria/netplay/signal"
)

// Latency probing of TestNativePeerWithBrowser.
const (
	pollEvery   = 3 * time.Millisecond // between two reads of the page's hook
	probeLimit  = 20 * time.Second     // a move must show on the page within this
	sealedHold  = 20 * time.Second     // the native peer waits this long to be the last to seal its bid
	rttSamples  = 200                  // idle hook reads, for the polling overhead
	nativeName  = "Native"             // the native peer's player name
	stepOnHook  = `(() => { const s = JSON.parse(galleria.status()); return s.online ? s.online.step : -1; })()`
	latencyFile = "online-latency.txt" // in artifacts/
)

// TestNativePeerWithBrowser has a native netplay peer (package netplay over
// pion, netplay/rtc with Config{Loopback: true}) join a game hosted by a
// browser page: the page sets up three seats by clicks (remote, a person
// here, a greedy bot), the test reads the invite link from the hook's
// clipboard after clicking Copy link, answers it with rtc.Answer, and pastes
// the answer code (signal.Answer.Code) into the page, as a person would. The
// native peer then plays its seat with the greedy bot while the test plays
// the page's person by clicks, to the end; both must end with the same state
// hash and the same winners. Along the way it measures how long a native
// move takes to show in the page's hook (see latency), and writes the figures
// to artifacts/online-latency.txt.
func TestNativePeerWithBrowser(t *testing.T) {
	start := time.Now()
	ctx, cancel := context.WithTimeout(context.Background(), onlineTimeout)
	defer cancel()
	srv, base := serve(t)
	art := artifactsDir(t)
	host, closeHost := browser(t, ctx, "host", rtcFlags()...)
	defer closeHost()
	fatal := func(format string, args ...any) {
		t.Helper()
		dumpState(t, host, filepath.Join(art, "native-host-failure.png"))
		t.Fatalf(format, args...)
	}

	invite, err := openHostLobby(host, srv, base, start, filepath.Join(art, "native-invite.png"), mallWorldHost)
	if err != nil {
		fatal("host: %v", err)
	}
	inv, err := signal.InviteFromURL(invite)
	if err != nil {
		fatal("the copied link: %v", err)
	}
	if inv.Game != "mallworld" || inv.Slot != 0 {
		fatal("the invite is for game %q, slot %d", inv.Game, inv.Slot)
	}
	t.Logf("the page's offer: %q", candidates(inv.SDP))

	nat, err := newNativePeer(inv.Match)
	if err != nil {
		t.Fatal(err)
	}
	defer nat.close()
	sdp, err := nat.answer(ctx, inv.SDP)
	if err != nil {
		fatal("rtc.Answer: %v", err)
	}
	t.Logf("the native answer: %q", candidates(sdp))
	code, err := signal.Answer{Match: inv.Match, Slot: inv.Slot, SDP: sdp}.Code()
	if err != nil {
		fatal("%v", err)
	}
	logStep(start, "native: answer code of %d characters", len(code))
	if err := pasteAnswer(host, code, mallWorldHost.remote); err != nil {
		fatal("host: %v", err)
	}
	octx, ocancel := context.WithTimeout(ctx, connectTime)
	err = nat.attach(octx)
	ocancel()
	if err != nil {
		fatal("native: %v", err)
	}
	if err := waitGuest(host, mallWorldHost); err != nil {
		fatal("host: %v", err)
	}
	logStep(start, "connected")
	if err := clickTarget(host, "lobby:start", clickTimeout); err != nil {
		fatal("host: %v", err)
	}
	if err := waitFor(ctx, connectTime, "the native peer to start", func() (bool, error) { return nat.p.Status().Started, nil }); err != nil {
		fatal("native: %v", err)
	}
	st := nat.p.Status()
	if seat := slices.IndexFunc(st.Setup.Seats, func(s netplay.SeatInfo) bool { return s.Peer == st.Me }); seat != 0 {
		fatal("the native peer plays seat %d, want 0 (roster %+v)", seat+1, st.Setup.Seats)
	}

	// The polling overhead: reads of the page's hook before play.
	idle, err := hookRTT(host, rttSamples)
	if err != nil {
		fatal("%v", err)
	}

	// The native peer plays on its goroutine, the page by clicks on this one.
	nctx, ncancel := context.WithCancel(ctx)
	defer ncancel()
	done := make(chan error, 1)
	go func() { done <- nat.drive(nctx, host) }()
	hp := newClickPlayer("host", host, 31, true)
	perr := playAll(ctx, start, -1, hp)
	if perr != nil {
		ncancel()
	}
	var nerr error
	select {
	case nerr = <-done:
	case <-time.After(connectTime):
		ncancel()
		nerr = fmt.Errorf("the native peer did not finish: %v", <-done)
	}
	if perr != nil || nerr != nil {
		fatal("page: %v; native: %v", perr, nerr)
	}

	// The same end.
	ps, err := waitStatus(host, connectTime, "the results", func(s Status) bool {
		return s.Scene == "results" && s.Online != nil && s.Online.Step == nat.p.Status().Step
	})
	if err != nil {
		fatal("%v", err)
	}
	nst := nat.p.Status()
	state := nat.p.State()
	h := state.Hash()
	nh := hex.EncodeToString(h[:8])
	if !nst.Over || ps.Online.Hash != nh {
		fatal("at step %d the native peer's state is %s (over: %v), the page's %s", nst.Step, nh, nst.Over, ps.Online.Hash)
	}
	var winners []string
	if r := state.Result(); r != nil {
		for _, w := range r.Winners {
			winners = append(winners, nst.Setup.Seats[w].Name)
		}
		logStep(start, "scores %v, places %v", r.Scores, r.Places)
	}
	if len(ps.Winners) == 0 || !slices.Equal(ps.Winners, winners) {
		t.Errorf("winners: the page shows %q, the native peer has %q", ps.Winners, winners)
	}
	for _, r := range nst.Reports {
		t.Errorf("native: fault report: %s", r)
	}
	if len(ps.Online.Reports) > 0 {
		t.Errorf("page: fault reports: %v", ps.Online.Reports)
	}
	screenshot(host, filepath.Join(art, "native-host.png"))
	logStep(start, "both at step %d with state %s; winners %q; moves: native %d, page by click %d", nst.Step, nh, winners, nat.moves, hp.moves)

	// The latency figures.
	report := nat.report(idle)
	for _, line := range report {
		t.Logf("%s", line)
	}
	file := filepath.Join(art, latencyFile)
	text := fmt.Sprintf("# TestNativePeerWithBrowser, %s: %d steps in %.1fs, botdelay %d ms\n%s\n",
		time.Now().UTC().Format(time.RFC3339), nst.Step, time.Since(start).Seconds(), onlineBotDelay, strings.Join(report, "\n"))
	if err := os.WriteFile(file, []byte(text), 0o644); err != nil {
		t.Errorf("%v", err)
	}
	t.Logf("TestNativePeerWithBrowser: %d steps in %.1fs; latency figures in %s", nst.Step, time.Since(start).Seconds(), file)
	srv.check(t)
}

// candidates lists the ICE candidates of an SDP (address, port, type).
func candidates(sdp string) []string {
	var out []string
	for _, line := range strings.Split(sdp, "\n") {
		if c, ok := strings.CutPrefix(strings.TrimSpace(line), "a=candidate:"); ok {
			f := strings.Fields(c)
			if len(f) >= 8 {
				out = append(out, f[2]+" "+f[4]+":"+f[5]+" "+f[7])
			}
		}
	}
	return out
}

// nativePeer is a netplay guest over pion in this process: it plays its
// seat with the greedy bot and times how long its moves take to reach the
// page.
type nativePeer struct {
	p       *netplay.Peer
	link    *rtc.Link
	id      netplay.LinkID
	ready   chan struct{} // closed once the link is attached
	quit    chan struct{} // closed by close
	changed chan struct{}

	mu      sync.Mutex
	moves   int
	samples []sample
	held    int // sealed bids made without being the last (the hold ran out)
}

// sample is one measured move: from the native Play to the page's hook
// showing a later step.
type sample struct {
	step   int
	sealed bool
	d      time.Duration // Play → the end of the first hook read showing the new step
	lo     time.Duration // Play → the end of the last read still showing the old step (0: none)
	rtt    time.Duration // the round trip of the read that showed it
	polls  int
}

func newNativePeer(match string) (*nativePeer, error) {
	id, err := netplay.NewIdentity(nil)
	if err != nil {
		return nil, err
	}
	n := &nativePeer{ready: make(chan struct{}), quit: make(chan struct{}), changed: make(chan struct{}, 1)}
	cfg := netplay.Config{
		Identity: id,
		Name:     nativeName,
		Store:    &netplay.MemStore{},
		Logf:     func(format string, args ...any) { fmt.Printf("native: "+format+"\n", args...) },
		OnChange: func() {
			select {
			case n.changed <- struct{}{}:
			default:
			}
		},
	}
	if n.p, err = netplay.NewGuest(cfg, match); err != nil {
		return nil, err
	}
	return n, nil
}

// answer answers the host's offer (pion, loopback only) and returns the
// complete answer SDP. Messages that arrive before attach wait for it.
func (n *nativePeer) answer(ctx context.Context, offer string) (string, error) {
	wait := func() bool {
		select {
		case <-n.ready:
			return true
		case <-n.quit:
			return false
		}
	}
	l, sdp, err := rtc.Answer(ctx, rtc.Config{Loopback: true}, offer, rtc.Handlers{
		Message: func(b []byte) {
			if wait() {
				n.p.Receive(n.id, b)
			}
		},
		Closed: func() {
			if wait() {
				n.p.Detach(n.id)
			}
		},
	})
	n.link = l
	return sdp, err
}

// attach waits for the data channel to open and gives the link to the peer,
// which says hello to the host.
func (n *nativePeer) attach(ctx context.Context) error {
	if err := n.link.WaitOpen(ctx); err != nil {
		return fmt.Errorf("the data channel did not open: %w", err)
	}
	n.id = n.p.Attach(n.link)
	close(n.ready)
	return nil
}

func (n *nativePeer) close() {
	close(n.quit)
	n.p.Close()
	if n.link != nil {
		n.link.Close()
	}
}

// drive plays the native seat with the greedy bot until the match is over.
// A plain move is made at once; a sealed bid is held until the page's seats
// have sealed theirs (at most sealedHold), so that the native commitment is
// the one that completes the round. After each plain move, and each sealed
// bid that completed its round, it reads the page's hook every pollEvery
// until the page shows a later step.
func (n *nativePeer) drive(ctx context.Context, tab context.Context) error {
	rng := rand.New(rand.NewPCG(21, 22))
	g := bot.Greedy{}
	holdStep, holdSince := -1, time.Time{}
	for ctx.Err() == nil {
		if n.p.Status().Over {
			return nil
		}
		if seats := n.p.ToAct(); len(seats) > 0 { // its one seat, played here by the greedy bot
			seat := seats[0]
			st := n.p.Status()
			sealed := n.p.State().Decision().Kind == engine.Simultaneous
			last := true
			if sealed {
				for _, w := range st.Waiting {
					if w.What == "sealed move" && w.Seat != seat {
						last = false
					}
				}
				if holdStep != st.Step {
					holdStep, holdSince = st.Step, time.Now()
				}
				if !last && time.Since(holdSince) < sealedHold {
					n.wait(ctx)
					continue
				}
			}
			m, err := g.Choose(n.p.View(seat), seat, rng)
			if err != nil {
				return fmt.Errorf("greedy bot: %v", err)
			}
			t0 := time.Now()
			if err := n.p.Play(seat, m); err != nil {
				return fmt.Errorf("seat %d plays %q at step %d: %v", seat+1, m, st.Step, err)
			}
			n.mu.Lock()
			n.moves++
			if !last {
				n.held++
			}
			n.mu.Unlock()
			if !last {
				continue
			}
			s, err := probe(ctx, tab, st.Step, t0)
			if err != nil {
				return fmt.Errorf("after %q at step %d: %v", m, st.Step, err)
			}
			s.sealed = sealed
			n.mu.Lock()
			n.samples = append(n.samples, s)
			n.mu.Unlock()
			continue
		}
		n.wait(ctx)
	}
	return fmt.Errorf("%v at step %d, waiting for %+v", ctx.Err(), n.p.Status().Step, n.p.Status().Waiting)
}

// wait waits for the peer to change, at most 20 ms.
func (n *nativePeer) wait(ctx context.Context) {
	select {
	case <-n.changed:
	case <-time.After(20 * time.Millisecond):
	case <-ctx.Done():
	}
}

// probe reads the online step from the page's hook every pollEvery until
// it is past before, and returns the time from t0 to the end of that read.
func probe(ctx context.Context, tab context.Context, before int, t0 time.Time) (sample, error) {
	s := sample{step: before}
	for {
		q := time.Now()
		v, err := chromedp.Run(tab, chromedp.Evaluate[int](stepOnHook))
		now := time.Now()
		s.polls++
		if err != nil {
			return s, fmt.Errorf("reading the page's hook: %v", err)
		}
		if v > before {
			s.d, s.rtt = now.Sub(t0), now.Sub(q)
			return s, nil
		}
		s.lo = now.Sub(t0)
		if now.Sub(t0) > probeLimit {
			return s, fmt.Errorf("the page still shows step %d after %v", v, probeLimit)
		}
		select {
		case <-time.After(pollEvery):
		case <-ctx.Done():
			return s, ctx.Err()
		}
	}
}

// hookRTT reads the page's hook n times in a row and returns the round trip
// of each read.
func hookRTT(tab context.Context, n int) ([]time.Duration, error) {
	var out []time.Duration
	for range n {
		q := time.Now()
		if _, err := chromedp.Run(tab, chromedp.Evaluate[int](stepOnHook)); err != nil {
			return nil, fmt.Errorf("reading the page's hook: %v", err)
		}
		out = append(out, time.Since(q))
		time.Sleep(pollEvery)
	}
	return out, nil
}

// report is the latency figures, one line each.
func (n *nativePeer) report(idle []time.Duration) []string {
	n.mu.Lock()
	defer n.mu.Unlock()
	var lines []string
	for _, sealed := range []bool{false, true} {
		var d, lo, rtt []time.Duration
		polls := 0
		for _, s := range n.samples {
			if s.sealed == sealed {
				d, lo, rtt = append(d, s.d), append(lo, s.lo), append(rtt, s.rtt)
				polls += s.polls
			}
		}
		what := "plain move: native Play → page hook shows the next step"
		if sealed {
			what = "sealed round: native commitment (the last one) → page hook shows the round resolved"
		}
		lines = append(lines, fmt.Sprintf("latency %s: n=%d median %s p10 %s p90 %s min %s max %s; "+
			"lower bound (end of the last read still showing the old step) median %s; the reads: %d, round trip of the one that saw it median %s",
			what, len(d), ms(quantile(d, 0.5)), ms(quantile(d, 0.1)), ms(quantile(d, 0.9)), ms(quantile(d, 0)), ms(quantile(d, 1)),
			ms(quantile(lo, 0.5)), polls, ms(quantile(rtt, 0.5))))
	}
	lines = append(lines,
		fmt.Sprintf("sealed bids not measured (the page's seats had not all sealed within %v): %d of %d native moves", sealedHold, n.held, n.moves),
		fmt.Sprintf("polling: a hook read (JSON.parse(galleria.status()).online.step, CDP Runtime.evaluate) %v after the previous one returned; "+
			"before the first native move a read's round trip is median %s, p90 %s (%d reads; the table redraws now and then even so: its waiting line counts seconds); "+
			"during play a read waits for the page's main thread, "+
			"which is busy drawing the changed table (SwiftShader), so the figures include the page's game-loop tick and its redraw, "+
			"and the true moment lies between the lower bound and the figure",
			pollEvery, ms(quantile(idle, 0.5)), ms(quantile(idle, 0.9)), len(idle)))
	return lines
}

// quantile is the q-quantile of d (nearest rank), 0 for none.
func quantile(d []time.Duration, q float64) time.Duration {
	if len(d) == 0 {
		return 0
	}
	s := slices.Clone(d)
	slices.Sort(s)
	i := int(q * float64(len(s)-1))
	return s[i]
}

func ms(d time.Duration) string { return fmt.Sprintf("%.1f ms", float64(d)/float64(time.Millisecond)) }
