//go:build e2e

package natlabe2e

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/galleria-games/galleria/netplay/natlab"
)

// botDelay is the pages' ?botdelay= in ms.
const botDelay = 5

// caseTimeout bounds each case, from the lab to the results.
const caseTimeout = 8 * time.Minute

// TestBrowserNAT plays a whole Mall or Nothing match between two headless
// Chromiums, one in each home of a NAT lab, set up by clicks, with the
// invite and the answer carried as a person would (Copy, then the other
// page's text box). Cases:
//
//	a  endpoint-independent NAT on both sides, the lab's STUN server in
//	   ?ice=: the pages connect directly through the NATs.
//	c  symmetric NAT on both sides: the host page also has the lab's TURN
//	   server with its credentials in the ICE setting (?iceconfig=, which
//	   the invite link must not carry): the match is relayed.
//
// The path is read from the browsers' own statistics (getStats of the
// page's peer connections: the selected candidate pair's types, which the
// client's Players page words the same way, rtc.PathInfo.Kind), both
// after connecting and, on the host, while its Players page is open.
func TestBrowserNAT(t *testing.T) {
	if _, err := os.Stat(chromium); err != nil {
		t.Fatalf("%s is missing: install Debian's chromium package", chromium)
	}
	static := filepath.Join(repoRoot(t), "static")
	for _, f := range []string{"index.html", "galleria-net.wasm", "wasm_exec.js", "loader.js"} {
		if _, err := os.Stat(filepath.Join(static, f)); err != nil {
			t.Fatalf("static/%s is missing: run ./build.sh build first (%v)", f, err)
		}
	}
	art := filepath.Join(repoRoot(t), "artifacts")
	if err := os.MkdirAll(art, 0o755); err != nil {
		t.Fatal(err)
	}
	t.Run("a", func(t *testing.T) {
		playCase(t, static, art, "a", natlab.EndpointIndependent, false, "direct via NAT (STUN)")
	})
	t.Run("c", func(t *testing.T) {
		playCase(t, static, art, "c", natlab.Symmetric, true, "relayed (TURN)")
	})
}

func playCase(t *testing.T, static, art, name string, nat natlab.NAT, withTURN bool, wantPath string) {
	start := time.Now()
	logf := func(format string, args ...any) {
		t.Logf("[%5.1fs] %s", time.Since(start).Seconds(), fmt.Sprintf(format, args...))
	}
	// A case takes 2 min on an idle 2-core machine, nearly 4 under load.
	ctx, cancel := context.WithTimeout(context.Background(), caseTimeout)
	defer cancel()

	lab, err := natlab.New(nat, nat)
	if err != nil {
		t.Fatal(err)
	}
	defer lab.Close()
	svc, err := lab.StartServices(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer svc.Close()
	if err := lab.Verify(ctx, svc); err != nil {
		t.Fatal(err)
	}
	logf("lab: %s NAT on both routers, verified; STUN/TURN at %s", nat, svc.STUN())

	site, err := lab.StartRole(ctx, lab.Public(), "site", staticEnv+"="+static)
	if err != nil {
		t.Fatal(err)
	}
	defer site.Close()
	var sr struct {
		Port  int    `json:"port"`
		Error string `json:"error"`
	}
	if err := site.Recv(ctx, &sr); err != nil || sr.Port == 0 {
		t.Fatalf("the site in %s: %v %s\n%s", lab.Public(), err, sr.Error, site.Output())
	}
	base := fmt.Sprintf("http://%s:%d/", natlab.ServerIP, sr.Port)

	// Both browsers at once: Chromium takes a few seconds to start.
	pages := make([]*page, 2)
	errs := make(chan error, 2)
	for i, who := range []string{"host", "guest"} {
		go func() {
			p, err := startPage(ctx, lab, lab.Home(i), name+"-"+who)
			pages[i] = p
			errs <- err
		}()
	}
	for range 2 {
		if err := <-errs; err != nil {
			t.Fatal(err)
		}
	}
	host, guest := pages[0], pages[1]
	defer host.close()
	defer guest.close()
	shot := func(p *page, what string) string { return filepath.Join(art, "natlab-"+name+"-"+what+".png") }
	fatal := func(format string, args ...any) {
		t.Helper()
		host.dump(t, shot(host, "host-failure"))
		guest.dump(t, shot(guest, "guest-failure"))
		t.Fatalf(format, args...)
	}
	logf("Chromium up in home 0 (%s, host) and home 1 (%s, guest); site at %s", natlab.HomeIP(0), natlab.HomeIP(1), base)

	// The host: the online menu, Mall or Nothing, the lobby.
	q := url.Values{}
	q.Set("net", "1")
	q.Set("ice", svc.STUN())
	q.Set("botdelay", fmt.Sprint(botDelay))
	hostURL := base + "?" + q.Encode()
	if withTURN {
		setting, _ := json.Marshal(map[string]any{"iceServers": []map[string]any{{
			"urls": []string{svc.TURN()}, "username": svc.User, "credential": svc.Password,
		}}})
		hostURL += "&iceconfig=" + url.QueryEscape(string(setting))
	}
	if err := host.nav(ctx, hostURL); err != nil {
		fatal("host: %v", err)
	}
	st, err := host.waitReady(ctx)
	if err != nil {
		fatal("host: %v", err)
	}
	if st.Scene != "online" {
		fatal("host: ?net=1 opened scene %q, want online", st.Scene)
	}
	if withTURN {
		loc, err := host.eval(ctx, `location.href`)
		if err != nil {
			fatal("host: %v", err)
		}
		if strings.Contains(loc, "iceconfig") || strings.Contains(loc, svc.Password) {
			fatal("host: the address bar still has the ICE setting: %s", loc)
		}
		stored, _ := host.eval(ctx, `localStorage.getItem("galleria.ice") || ""`)
		if !strings.Contains(stored, svc.TURN()) {
			fatal("host: the ICE setting was not stored (localStorage galleria.ice = %q)", stored)
		}
	}
	logf("host: online menu")
	for _, id := range []string{"online:host", "hostsetup:game:mallornothing", "hostsetup:open"} {
		if err := host.click(ctx, id); err != nil {
			fatal("host: %v", err)
		}
	}
	if _, err := host.waitStatus(ctx, connectTime, "an invite link", func(s Status) bool { return s.Invite != "" }); err != nil {
		fatal("%v", err)
	}
	host.frames(ctx, 3)
	host.shot(ctx, shot(host, "invite"))
	if err := host.click(ctx, "lobby:copy:1"); err != nil {
		fatal("host: %v", err)
	}
	st, err = host.waitStatus(ctx, clickTimeout, "the copied link", func(s Status) bool { return s.Clipboard != "" })
	if err != nil {
		fatal("%v", err)
	}
	invite := st.Clipboard
	if !strings.HasPrefix(invite, base) || !strings.Contains(invite, "#join=") {
		fatal("the invite link %q is not on %s", invite, base)
	}
	if strings.Contains(invite, "iceconfig") || strings.Contains(invite, svc.Password) || strings.Contains(invite, "credential") {
		fatal("the invite link carries the ICE setting: %s", invite)
	}
	logf("host: invite link of %d characters copied (no ICE setting in it)", len(invite))

	// The guest opens it and copies its answer.
	if err := guest.nav(ctx, invite); err != nil {
		fatal("guest: %v", err)
	}
	if _, err := guest.waitReady(ctx); err != nil {
		fatal("guest: %v", err)
	}
	if _, err := guest.waitStatus(ctx, connectTime, "the answer code", func(s Status) bool { return s.Answer != "" }); err != nil {
		fatal("%v", err)
	}
	if err := guest.click(ctx, "join:copy"); err != nil {
		fatal("guest: %v", err)
	}
	st, err = guest.waitStatus(ctx, clickTimeout, "the copied answer", func(s Status) bool { return s.Clipboard != "" })
	if err != nil {
		fatal("%v", err)
	}
	answer := st.Clipboard
	logf("guest: answer code of %d characters copied", len(answer))

	// The host pastes it; both meet in the lobby, then at the table.
	if err := host.click(ctx, "lobby:paste:1"); err != nil {
		fatal("host: %v", err)
	}
	if err := host.paste(ctx, answer); err != nil {
		fatal("host: %v", err)
	}
	pasted := time.Now()
	if _, err := host.waitStatus(ctx, connectTime, "the guest connected", func(s Status) bool {
		return s.Online != nil && len(s.Online.Connected) == 2 && s.Online.Connected[1]
	}); err != nil {
		fatal("%v", err)
	}
	if _, err := guest.waitStatus(ctx, connectTime, "the guest's lobby", func(s Status) bool { return s.Scene == "lobby" }); err != nil {
		fatal("%v", err)
	}
	connected := time.Since(pasted)
	if err := host.click(ctx, "lobby:start"); err != nil {
		fatal("host: %v", err)
	}
	for _, p := range pages {
		if _, err := p.waitStatus(ctx, connectTime, "the table", func(s Status) bool { return s.Scene == "table" }); err != nil {
			fatal("%v", err)
		}
	}
	atTable := time.Since(pasted)
	logf("connected %v after the answer was pasted; both at the table %v after it (Start clicked in between)",
		connected.Round(time.Millisecond), atTable.Round(time.Millisecond))

	// The path, from each browser's own statistics.
	pathOf := func(p *page) (pathInfo, error) {
		var got pathInfo
		err := waitFor(ctx, 10*time.Second, p.name+": a selected candidate pair", func() (bool, error) {
			ps, err := p.paths(ctx)
			if err != nil {
				return false, err
			}
			for _, pi := range ps {
				if pi.kind() != "" {
					got = pi
					return true, nil
				}
			}
			return false, nil
		})
		return got, err
	}
	for _, p := range pages {
		pi, err := pathOf(p)
		if err != nil {
			fatal("%v", err)
		}
		logf("%s: path %s", p.name, pi)
		if pi.kind() != wantPath {
			t.Errorf("%s: the browser selected %s, want %s", p.name, pi, wantPath)
		}
	}

	// Play, by clicks, to the results. Midway the host opens its Players
	// page (table:players), looks at the guest's row and goes back.
	var playersPath pathInfo
	hp := &player{name: "host", p: host, rng: rand.New(rand.NewPCG(31, 0x4a7)), detourAt: 6}
	hp.detour = func(ctx context.Context) error {
		if err := host.click(ctx, "table:players"); err != nil {
			return err
		}
		if _, err := host.waitStatus(ctx, clickTimeout, "the Players page", func(s Status) bool { return s.Scene == "lobby" }); err != nil {
			return err
		}
		// The page asks its links every 2 s; let it draw the answer.
		time.Sleep(2500 * time.Millisecond)
		host.frames(ctx, 3)
		host.shot(ctx, shot(host, "players"))
		pi, err := pathOf(host)
		if err != nil {
			return err
		}
		playersPath = pi
		if err := host.click(ctx, "lobby:table"); err != nil {
			return err
		}
		_, err = host.waitStatus(ctx, clickTimeout, "the table again", func(s Status) bool { return s.Scene == "table" })
		return err
	}
	gp := &player{name: "guest", p: guest, rng: rand.New(rand.NewPCG(32, 0x4a7))}
	playStart := time.Now()
	if err := playBoth(ctx, hp, gp); err != nil {
		fatal("%v", err)
	}
	var hs, gs Status
	err = waitFor(ctx, connectTime, "the results on both pages", func() (bool, error) {
		a, _, err := host.status(ctx)
		if err != nil {
			return false, err
		}
		b, _, err := guest.status(ctx)
		if err != nil {
			return false, err
		}
		hs, gs = a, b
		return a.Scene == "results" && b.Scene == "results" && a.Online != nil && b.Online != nil && a.Online.Step == b.Online.Step, nil
	})
	if err != nil {
		fatal("%v", err)
	}
	played := time.Since(playStart)
	host.frames(ctx, 5)
	guest.frames(ctx, 5)
	host.shot(ctx, shot(host, "host"))
	guest.shot(ctx, shot(guest, "guest"))

	if hp.detour != nil {
		t.Errorf("the host never opened its Players page (no own turn from step %d on)", hp.detourAt)
	} else if playersPath.kind() != wantPath {
		t.Errorf("with the Players page open, the host's browser had selected %s, want %s", playersPath, wantPath)
	} else {
		logf("host's Players page open at step ≥ %d: the guest's link is %s (artifacts/natlab-%s-players.png)", hp.detourAt, playersPath, name)
	}
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
	if len(hs.Scores) != 2 || !slices.Equal(hs.Scores, gs.Scores) || len(hs.Winners) == 0 || !slices.Equal(hs.Winners, gs.Winners) {
		t.Errorf("results: the host's page shows scores %v, winners %q; the guest's %v, %q", hs.Scores, hs.Winners, gs.Scores, gs.Winners)
	}
	if hp.moves == 0 || gp.moves == 0 {
		t.Errorf("moves by click: host %d, guest %d", hp.moves, gp.moves)
	}
	logf("results at step %d on both, state %s; scores %v, winners %q; moves by click: host %d, guest %d; the match took %v",
		hs.Online.Step, hs.Online.Hash, hs.Scores, hs.Winners, hp.moves, gp.moves, played.Round(time.Millisecond))

	if withTURN {
		sctx, scancel := context.WithTimeout(ctx, 10*time.Second)
		defer scancel()
		ss, err := svc.Stats(sctx)
		if err != nil {
			t.Fatal(err)
		}
		if ss.Allocated == 0 || ss.RelayedBytes == 0 {
			t.Errorf("the TURN server made %d allocations and relayed %d bytes", ss.Allocated, ss.RelayedBytes)
		}
		logf("the TURN server: %d allocations (%d alive), %d packets and %d bytes relayed", ss.Allocated, ss.Allocations, ss.RelayedPackets, ss.RelayedBytes)
	}
	for i := range 2 {
		if tr, err := lab.Traffic(i); err == nil {
			logf("router %d: out %d packets / %d bytes, in %d packets / %d bytes", i, tr.OutPackets, tr.OutBytes, tr.InPackets, tr.InBytes)
		}
	}
	logf("case %s: whole case %v", name, time.Since(start).Round(time.Millisecond))
}
