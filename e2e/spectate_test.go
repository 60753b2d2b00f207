//go:build e2e

package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// spectateHost is the host setup of TestSpectate: Mall World for three,
// seats 1 and 3 the host page's greedy bots (local → easy → normal → hard
// → greedy; normal → hard → greedy), seat 2 the remote guest.
var spectateHost = hostSetup{
	clicks: []string{"hostsetup:players:3",
		"hostsetup:seat:0", "hostsetup:seat:0", "hostsetup:seat:0", "hostsetup:seat:0",
		"hostsetup:seat:2", "hostsetup:seat:2"},
	remote:  1,
	players: 3,
}

// watchFields are the hook's spectator fields and results breakdown, read
// beside Status.
type watchFields struct {
	Scene   string `json:"scene"`
	Results []struct {
		Seat  int `json:"seat"`
		Parts []struct {
			Label  string `json:"label"`
			Points int64  `json:"points"`
		} `json:"parts"`
	} `json:"results"`
	Online *struct {
		Spectators []string `json:"spectators"`
		WatchLink  string   `json:"watchLink"`
		Watching   bool     `json:"watching"`
		WatchSteps int      `json:"watchSteps"`
		WatchSeat  int      `json:"watchSeat"`
	} `json:"online"`
}

func watchStatus(ctx context.Context) (watchFields, error) {
	var w watchFields
	s, err := evalString(ctx, `galleria.status()`)
	if err != nil {
		return w, err
	}
	return w, json.Unmarshal([]byte(s), &w)
}

// TestSpectate: two Chromium pages play Mall World (the host page's bot
// plays seat 1; the guest's seat goes to a bot once the host is offered to
// give it, after 30 s of waiting) and a third page spectates, from the
// lobby to the end, through the host's spectator link and its answer code.
// The spectator's page never acts and never has a hand card target (the
// guest's page has them while it holds its seat), it follows seat 2 after
// a click, and its final scores and winners are the players' (the step
// that ends the game shows every hand's coins).
func TestSpectate(t *testing.T) {
	start := time.Now()
	ctx, cancel := context.WithTimeout(context.Background(), 12*time.Minute)
	defer cancel()
	srv, base := serve(t)
	art := artifactsDir(t)
	host, closeHost := browser(t, ctx, "host", rtcFlags()...)
	defer closeHost()
	guest, closeGuest := browser(t, ctx, "guest", rtcFlags()...)
	defer closeGuest()
	spec, closeSpec := browser(t, ctx, "spectator", rtcFlags()...)
	defer closeSpec()
	fatal := func(format string, args ...any) {
		t.Helper()
		dumpState(t, host, filepath.Join(art, "spectate-host-failure.png"))
		dumpState(t, guest, filepath.Join(art, "spectate-guest-failure.png"))
		dumpState(t, spec, filepath.Join(art, "spectate-spectator-failure.png"))
		t.Fatalf(format, args...)
	}
	invite, err := openHostLobby(host, srv, base, start, filepath.Join(art, "spectate-lobby.png"), spectateHost)
	if err != nil {
		fatal("host: %v", err)
	}
	answer, err := answerLink(guest, invite, "join:copy")
	if err != nil {
		fatal("guest: %v", err)
	}
	if err := acceptAnswer(host, answer, spectateHost); err != nil {
		fatal("host: %v", err)
	}
	logStep(start, "guest connected")

	// The spectator link, copied, opened, answered.
	var link string
	err = waitFor(ctx, connectTime, "a spectator link", func() (bool, error) {
		w, err := watchStatus(host)
		if err == nil && w.Online != nil {
			link = w.Online.WatchLink
		}
		return link != "", err
	})
	if err != nil {
		fatal("host: %v", err)
	}
	if err := clickTarget(host, "lobby:watchcopy", clickTimeout); err != nil {
		fatal("host: %v", err)
	}
	if st, err := waitStatus(host, clickTimeout, "the copied spectator link", func(s Status) bool { return s.Clipboard == link }); err != nil || !strings.Contains(st.Clipboard, "#watch=") {
		fatal("host: copied %q: %v", st.Clipboard, err)
	}
	code, err := answerLink(spec, link, "watch:copy")
	if err != nil {
		fatal("spectator: %v", err)
	}
	screenshot(spec, filepath.Join(art, "spectate-answer.png"))
	if err := clickTarget(host, "lobby:watchpaste", clickTimeout); err != nil {
		fatal("host: %v", err)
	}
	if err := pasteText(host, code); err != nil {
		fatal("host: %v", err)
	}
	err = waitFor(ctx, connectTime, "the spectator in the host's list", func() (bool, error) {
		w, err := watchStatus(host)
		return err == nil && w.Online != nil && len(w.Online.Spectators) == 1 && !strings.Contains(w.Online.Spectators[0], "disconnected"), err
	})
	if err != nil {
		fatal("host: %v", err)
	}
	screenshot(host, filepath.Join(art, "spectate-host-lobby.png"))
	logStep(start, "spectator connected")
	if err := clickTarget(host, "lobby:start", clickTimeout); err != nil {
		fatal("host: %v", err)
	}

	// Watch: the host gives the guest's seat to a bot when it may; the
	// spectator's page is checked on every round.
	guestHand, followed, gave := false, false, false
	var hs, gs, ss Status
	lastLog := time.Now()
	for {
		if time.Since(start) > 11*time.Minute {
			// Before the tabs' context ends, so that the pages can be dumped.
			fatal("timed out: host at step %d, spectator %+v", hs.Step, ss.Online)
		}
		if time.Since(lastLog) > 30*time.Second {
			watched := -1
			if ss.Online != nil {
				watched = ss.Online.Step
			}
			logStep(start, "host at step %d (scene %s), spectator at %d (scene %s)", hs.Step, hs.Scene, watched, ss.Scene)
			lastLog = time.Now()
		}
		var ok bool
		if hs, ok, err = status(host); err != nil || !ok {
			fatal("host status: %v", err)
		}
		if gs, ok, err = status(guest); err != nil || !ok {
			fatal("guest status: %v", err)
		}
		if ss, ok, err = status(spec); err != nil || !ok {
			fatal("spectator status: %v", err)
		}
		if ss.Seat >= 0 || len(ss.Legal) > 0 {
			fatal("the spectator acts: seat %d, legal %q", ss.Seat, ss.Legal)
		}
		for _, p := range []struct {
			name string
			tab  context.Context
		}{{"spectator", spec}, {"guest", guest}} {
			if p.name == "guest" && gave {
				continue // the guest's page holds no seat any more
			}
			ts, err := targets(p.tab)
			if err != nil {
				fatal("%s targets: %v", p.name, err)
			}
			for _, tg := range ts {
				if strings.HasPrefix(tg.ID, "hand:") {
					if p.name == "spectator" {
						fatal("the spectator's page has the hand target %q", tg.ID)
					}
					guestHand = true
				}
			}
		}
		// The final scoring's overlay waits for a click on every page
		// (the spectator's too) before its results.
		for _, tab := range []context.Context{host, guest, spec} {
			if ts, err := targets(tab); err == nil && firstEnabled(ts, "scoring:ok") != "" {
				if err := clickTarget(tab, "scoring:ok", clickTimeout); err != nil {
					fatal("%v", err)
				}
			}
		}
		if ts, err := targets(host); err == nil && !gave {
			if _, ok := find(ts, "net:bot:1"); ok {
				if err := clickTarget(host, "net:bot:1", clickTimeout); err != nil {
					fatal("host: %v", err)
				}
				gave = true
				logStep(start, "the guest's seat given to a bot at step %d", hs.Step)
			}
		}
		if !followed && ss.Scene == "table" {
			if err := clickTarget(spec, "net:follow:1", clickTimeout); err != nil {
				fatal("spectator: %v", err)
			}
			followed = true
			animationFrames(spec, 3)
			screenshot(spec, filepath.Join(art, "spectate-table.png"))
		}
		if hs.Scene == "results" && gs.Scene == "results" && ss.Scene == "results" && ss.Online != nil && ss.Online.Step == hs.Online.Step {
			break
		}
		time.Sleep(250 * time.Millisecond)
	}
	screenshot(spec, filepath.Join(art, "spectate-results.png"))
	hw, err := watchStatus(host)
	if err != nil {
		fatal("host: %v", err)
	}
	sw, err := watchStatus(spec)
	if err != nil || sw.Online == nil || !sw.Online.Watching || sw.Online.WatchSeat != 1 || sw.Online.WatchSteps != hs.Online.Step {
		fatal("the spectator's status %+v: %v", sw.Online, err)
	}
	if !guestHand {
		t.Errorf("the guest's page never had a hand target: the check compares nothing")
	}
	if len(ss.Scores) != len(hs.Scores) || len(hw.Results) != len(hs.Scores) {
		fatal("scores: the spectator's %v, the players' %v (%d breakdowns)", ss.Scores, hs.Scores, len(hw.Results))
	}
	if fmt.Sprint(ss.Scores) != fmt.Sprint(hs.Scores) || fmt.Sprint(ss.Winners) != fmt.Sprint(hs.Winners) {
		fatal("the spectator's scores %v and winners %q, the players' %v and %q", ss.Scores, ss.Winners, hs.Scores, hs.Winners)
	}
	if fmt.Sprint(hs.Scores) != fmt.Sprint(gs.Scores) || hs.Online.Hash != gs.Online.Hash {
		fatal("the players disagree: %v %s, %v %s", hs.Scores, hs.Online.Hash, gs.Scores, gs.Online.Hash)
	}
	logStep(start, "all at the results at step %d: players' scores %v, the spectator's %v, winners %q and %q",
		hs.Online.Step, hs.Scores, ss.Scores, hs.Winners, ss.Winners)
	t.Logf("TestSpectate: %d steps in %.1fs", hs.Online.Step, time.Since(start).Seconds())
	srv.check(t)
}

// answerLink opens an invite or spectator link in tab, waits for its
// answer code and copies it with the button copy; it returns the code.
func answerLink(tab context.Context, link, copy string) (string, error) {
	if err := chromedp.Do(tab, chromedp.Navigate(link)); err != nil {
		return "", fmt.Errorf("navigate: %v", err)
	}
	if _, err := waitReady(tab, loadTimeout); err != nil {
		return "", err
	}
	if _, err := waitStatus(tab, connectTime, "the answer code", func(s Status) bool { return s.Answer != "" }); err != nil {
		return "", err
	}
	if err := clickTarget(tab, copy, clickTimeout); err != nil {
		return "", err
	}
	st, err := waitStatus(tab, clickTimeout, "the copied answer", func(s Status) bool { return s.Clipboard != "" })
	return st.Clipboard, err
}
