//go:build e2e

package e2e

import (
	"context"
	"fmt"
	"maps"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// Settings of TestOnlineResume.
const (
	resumeTimeout   = 15 * time.Minute // the whole test
	resumeCloseStep = 45               // every page is closed once all have reached this step
)

// resumeHost is the host setup of TestOnlineResume: Mall for Heroes with
// three seats, seat 1 the host's person, seats 2 and 3 remote guests (seat
// 3 cycles from the normal bot: hard, greedy, random, remote). Of the games
// for three, it is the shortest (about 122 steps, its three drafting rounds
// of simultaneous picks among them), so the whole match fits in the suite;
// step 45 is in its second round.
var resumeHost = hostSetup{
	clicks: []string{"hostsetup:game:mallforheroes", "hostsetup:players:3",
		"hostsetup:seat:2", "hostsetup:seat:2", "hostsetup:seat:2", "hostsetup:seat:2"},
	remote:  1,
	players: 3,
}

// resumeGuests are the remote seats of resumeHost (0-based).
var resumeGuests = []int{1, 2}

// profile is one person's browser: its first tab stays blank, so that
// closing the tab of the match keeps the browser and its profile (its
// localStorage); a new tab opens in the same profile.
type profile struct {
	name    string
	browser context.Context
	tab     context.Context
	close   context.CancelFunc // closes tab
	opened  int
}

// open opens a new tab in the profile.
func (p *profile) open(t *testing.T) {
	t.Helper()
	p.opened++
	tab, cancel := chromedp.NewContext(p.browser)
	if err := chromedp.Do(tab); err != nil {
		cancel()
		t.Fatalf("%s: a new tab: %v", p.name, err)
	}
	printConsole(tab, fmt.Sprintf("%s-tab%d", p.name, p.opened))
	p.tab, p.close = tab, cancel
}

// shut closes the profile's tab: its page, its WebRTC links, its Go
// program are gone; the profile's storage stays.
func (p *profile) shut() {
	if p.close != nil {
		p.close()
		p.close, p.tab = nil, nil
	}
}

// joinWith opens invite in the profile's tab and returns the answer code
// the page copies with join:copy.
func (p *profile) joinWith(invite string) (string, error) {
	if err := chromedp.Do(p.tab, chromedp.Navigate(invite)); err != nil {
		return "", fmt.Errorf("navigate: %v", err)
	}
	if _, err := waitReady(p.tab, loadTimeout); err != nil {
		return "", err
	}
	if _, err := waitStatus(p.tab, connectTime, "the answer code", func(s Status) bool { return s.Answer != "" }); err != nil {
		return "", err
	}
	if err := clickTarget(p.tab, "join:copy", clickTimeout); err != nil {
		return "", err
	}
	st, err := waitStatus(p.tab, clickTimeout, "the copied answer", func(s Status) bool { return s.Clipboard != "" })
	return st.Clipboard, err
}

// copyInvite clicks the host's Copy link of seat and returns the link,
// once the clipboard holds a link other than before.
func copyInvite(tab context.Context, seat int, before string) (string, error) {
	if err := clickTarget(tab, "lobby:copy:"+strconv.Itoa(seat), clickTimeout); err != nil {
		return "", err
	}
	st, err := waitStatus(tab, clickTimeout, "the copied link of seat "+strconv.Itoa(seat+1), func(s Status) bool {
		return s.Clipboard != "" && s.Clipboard != before && strings.Contains(s.Clipboard, "#join=")
	})
	return st.Clipboard, err
}

// connectGuests copies the host's invite link of every remote seat
// (from the clipboard before), opens it in that guest's tab, and pastes
// the guest's answer code into the host's page; it returns when the host
// shows every guest connected.
func connectGuests(host *profile, guests []*profile, clip string, start time.Time) error {
	for i, g := range guests {
		seat := resumeGuests[i]
		link, err := copyInvite(host.tab, seat, clip)
		if err != nil {
			return fmt.Errorf("host: %v", err)
		}
		clip = link
		answer, err := g.joinWith(link)
		if err != nil {
			return fmt.Errorf("%s: %v", g.name, err)
		}
		logStep(start, "%s: answer code of %d characters for seat %d", g.name, len(answer), seat+1)
		if err := pasteAnswer(host.tab, answer, seat); err != nil {
			return fmt.Errorf("host: %v", err)
		}
		if _, err := waitStatus(host.tab, connectTime, g.name+" connected", func(s Status) bool {
			return s.Online != nil && len(s.Online.Connected) == resumeHost.players && s.Online.Connected[seat]
		}); err != nil {
			return fmt.Errorf("host: %v", err)
		}
	}
	return nil
}

// sameStep waits until every page shows the same online step and state
// hash, twice in a row 500 ms apart, and returns their statuses.
func sameStep(ctx context.Context, what string, pages []*profile, final bool) ([]Status, error) {
	var out []Status
	prev := ""
	err := waitFor(ctx, connectTime, what, func() (bool, error) {
		sts := make([]Status, len(pages))
		for i, p := range pages {
			s, ok, err := status(p.tab)
			if err != nil || !ok || s.Online == nil {
				return false, err
			}
			if s.Scene == "join" || final && s.Scene != "results" {
				return false, nil
			}
			sts[i] = s
		}
		for _, s := range sts[1:] {
			if s.Online.Step != sts[0].Online.Step || s.Online.Hash != sts[0].Online.Hash {
				prev = ""
				return false, nil
			}
		}
		key := fmt.Sprintf("%d %s", sts[0].Online.Step, sts[0].Online.Hash)
		if key != prev {
			prev = key
			time.Sleep(500 * time.Millisecond)
			return false, nil
		}
		out = sts
		return true, nil
	})
	return out, err
}

// TestOnlineResume (issue 27, item 7): a match of three pages closed by
// everyone mid-game and resumed in new pages to the end. The host (its
// own profile) sets up Mall for Heroes for three: its person and two remote
// guests, each guest a browser profile of its own; both join with their
// invite links and answer codes, as TestOnline's guest does. The three
// pages play by clicks (clickPlayer with mfhPick, every plan checked
// against the table's contract) to step resumeCloseStep, all three
// must show the same step and state, and every tab is closed. Then new
// tabs open in the same profiles: the host's at the site's address with no
// fragment and no ?net=1 (the loader must pick the net build, as this
// browser keeps a match it hosts), whose History lists the match with
// Resume (history:resume:0),
// which opens the lobby with new invite links; each guest opens its new
// link, its page finds its seat (status().online.seats as before), its
// answer goes back to the host, and every page is back at the same step,
// at least the step at closing, with the same state. Then all play by
// clicks to the results: equal state hashes and winners, results that
// hold (checkResult), the match over, no fault report. Each phase's time
// is printed.
func TestOnlineResume(t *testing.T) {
	start := time.Now()
	ctx, cancel := context.WithTimeout(context.Background(), resumeTimeout)
	defer cancel()
	srv, base := serve(t)
	art := artifactsDir(t)

	names := []string{"host", "guest2", "guest3"}
	pages := make([]*profile, len(names))
	for i, n := range names {
		b, closeB := browser(t, ctx, "resume-"+n, append(rtcFlags(), smallWindow()...)...)
		defer closeB()
		pages[i] = &profile{name: n, browser: b}
		defer pages[i].shut()
	}
	host, guests := pages[0], pages[1:]
	fatal := func(format string, args ...any) {
		t.Helper()
		for _, p := range pages {
			if p.tab != nil {
				dumpState(t, p.tab, filepath.Join(art, "resume-"+p.name+"-failure.png"))
			}
		}
		t.Fatalf(format, args...)
	}
	phase := start
	phaseDone := func(what string) {
		logStep(start, "phase %s: %.1fs", what, time.Since(phase).Seconds())
		phase = time.Now()
	}

	// The first evening: host, invite, join, play to resumeCloseStep.
	for _, p := range pages {
		p.open(t)
	}
	// openHostLobby copies seat 2's link; connectGuests copies it again
	// (the same link) and seat 3's.
	if _, err := openHostLobby(host.tab, srv, base, start, filepath.Join(art, "resume-invite.png"), resumeHost); err != nil {
		fatal("host: %v", err)
	}
	if err := connectGuests(host, guests, "", start); err != nil {
		fatal("%v", err)
	}
	for _, g := range guests {
		if _, err := waitStatus(g.tab, connectTime, "the guest's lobby", func(s Status) bool { return s.Scene == "lobby" }); err != nil {
			fatal("%s: %v", g.name, err)
		}
	}
	phaseDone("connect three pages")
	if err := clickTarget(host.tab, "lobby:start", clickTimeout); err != nil {
		fatal("host: %v", err)
	}
	players := make([]*clickPlayer, len(pages))
	newPlayers := func(seed uint64) {
		for i, p := range pages {
			players[i] = newClickPlayer(p.name, p.tab, seed+uint64(i), i == 0)
			players[i].pick, players[i].check = mfhPick, contract(mfhPlan)
		}
	}
	newPlayers(71)
	if err := playAll(ctx, start, resumeCloseStep, players...); err != nil {
		fatal("%v", err)
	}
	before, err := sameStep(ctx, "the same step and state on the three pages", pages, false)
	if err != nil {
		fatal("%v", err)
	}
	closedAt, match := before[0].Online.Step, before[0].Online.Match
	seats := make([][]int, len(pages))
	for i, s := range before {
		seats[i] = s.Online.Seats
		if s.Online.Match != match {
			fatal("%s's page plays match %q, the host's %q", names[i], s.Online.Match, match)
		}
		if len(s.Online.Reports) > 0 {
			t.Errorf("%s: fault reports before closing: %v", names[i], s.Online.Reports)
		}
	}
	if !slices.Equal(seats[1], []int{resumeGuests[0]}) || !slices.Equal(seats[2], []int{resumeGuests[1]}) {
		fatal("the guests' pages play seats %v and %v, want %v and %v", seats[1], seats[2], resumeGuests[0], resumeGuests[1])
	}
	for _, p := range pages {
		screenshot(p.tab, filepath.Join(art, "resume-"+p.name+"-closing.png"))
	}
	logStep(start, "all three pages at step %d with state %s; seats %v; closing every tab", closedAt, before[0].Online.Hash, seats)
	for _, p := range pages {
		p.shut()
	}
	phaseDone("play to step " + strconv.Itoa(closedAt) + " and close")

	// Another evening: new tabs in the same profiles.
	host.open(t)
	// No fragment, no ?net=1 (only the test's settings): the loader picks
	// the net build because this profile keeps a match it hosts (the
	// solo build's History could list no online match).
	url := fmt.Sprintf("%s?ice=none&botdelay=%d&motion=off", base, onlineBotDelay)
	if err := chromedp.Do(host.tab, chromedp.Navigate(url)); err != nil {
		fatal("navigate: %v", err)
	}
	if st, err := waitReady(host.tab, loadTimeout); err != nil {
		fatal("host: %v", err)
	} else if st.Scene != "menu" {
		fatal("host: the bare address opens scene %q, want the menu", st.Scene)
	}
	if w, _ := evalString(host.tab, `window.galleriaLoad.wasm`); w != "galleria-net.wasm" {
		fatal("host: at the bare address with a hosted match stored the loader fetched %q, want galleria-net.wasm", w)
	}
	if err := clickTarget(host.tab, "menu:history", clickTimeout); err != nil {
		fatal("host: %v", err)
	}
	if _, err := waitStatus(host.tab, clickTimeout, "scene history", func(s Status) bool { return s.Scene == "history" }); err != nil {
		fatal("host: after menu:history: %v", err)
	}
	animationFrames(host.tab, 3)
	screenshot(host.tab, filepath.Join(art, "resume-history.png"))
	if err := clickTarget(host.tab, "history:resume:0", clickTimeout); err != nil {
		fatal("host's History: %v", err)
	}
	st, err := waitStatus(host.tab, connectTime, "the resumed lobby's invite links", func(s Status) bool {
		return s.Scene == "lobby" && s.Invite != "" && s.Online != nil
	})
	if err != nil {
		fatal("host: after history:resume:0: %v", err)
	}
	if st.Online.Match != match || !st.Online.Host {
		fatal("Resume opened match %q (host %v), want %q hosted here", st.Online.Match, st.Online.Host, match)
	}
	if loc, _ := evalString(host.tab, `location.hash`); !strings.HasPrefix(loc, "#host=") {
		fatal("after Resume the page's fragment is %q, want #host=", loc)
	}
	phaseDone("host resumes from its History")
	for _, g := range guests {
		g.open(t)
	}
	if err := connectGuests(host, guests, "", start); err != nil {
		fatal("%v", err)
	}
	after, err := sameStep(ctx, "the three pages back at one step", pages, false)
	if err != nil {
		fatal("%v", err)
	}
	for i, s := range after {
		if !slices.Equal(s.Online.Seats, seats[i]) {
			fatal("%s's new page plays seats %v, before closing %v", names[i], s.Online.Seats, seats[i])
		}
		if i > 0 && !s.Online.HostUp {
			fatal("%s's new page does not see the host", names[i])
		}
	}
	if s := after[0].Online.Step; s < closedAt {
		fatal("resumed at step %d, closed at step %d: steps lost", s, closedAt)
	}
	logStep(start, "resumed: all three pages at step %d (closed at %d) with state %s", after[0].Online.Step, closedAt, after[0].Online.Hash)
	phaseDone("guests rejoin with new links")

	if after[0].Scene == "lobby" {
		if err := clickTarget(host.tab, "lobby:table", clickTimeout); err != nil {
			fatal("host: %v", err)
		}
	}
	// The seats' names seen before closing, from every page's waiting
	// lines, for the results check; the moves made before closing.
	names0 := map[int]string{}
	made0 := make([][]string, len(players))
	for i, pl := range players {
		maps.Copy(names0, pl.names)
		made0[i] = pl.made
	}
	newPlayers(81)
	if err := playAll(ctx, start, -1, players...); err != nil {
		fatal("%v", err)
	}
	end, err := sameStep(ctx, "the results on the three pages", pages, true)
	if err != nil {
		fatal("%v", err)
	}
	phaseDone("play to the results")
	for _, p := range pages {
		animationFrames(p.tab, 5)
		screenshot(p.tab, filepath.Join(art, "resume-"+p.name+"-results.png"))
	}
	// Every seat's name, as the waiting lines showed it on any page.
	seatNames := maps.Clone(names0)
	for _, pl := range players {
		for seat, n := range pl.names {
			if o, ok := seatNames[seat]; ok && o != n {
				t.Errorf("seat %d is named %q on one page and %q on another", seat+1, o, n)
			}
			seatNames[seat] = n
		}
	}
	for i, s := range end {
		if s.Online.Hash == "" || s.Online.Hash != end[0].Online.Hash {
			t.Errorf("%s's state is %q, the host's %q", names[i], s.Online.Hash, end[0].Online.Hash)
		}
		if !s.Online.Over {
			t.Errorf("%s: results shown but the match is not over", names[i])
		}
		if len(s.Winners) == 0 || !slices.Equal(s.Winners, end[0].Winners) {
			t.Errorf("winners: %s's page shows %q, the host's %q", names[i], s.Winners, end[0].Winners)
		}
		if len(s.Online.Reports) > 0 {
			t.Errorf("%s: fault reports: %v", names[i], s.Online.Reports)
		}
		if err := checkResult(s, resumeHost.players, seatNames, true); err != nil {
			t.Errorf("%s: %v", names[i], err)
		}
		// Three rounds of twelve drafts among three seats: twelve a page,
		// before and after the resume together.
		made := append(slices.Clone(made0[i]), players[i].made...)
		drafts := 0
		for _, m := range made {
			if moveKind(m) == "draft" {
				drafts++
			}
		}
		if drafts != 12 {
			t.Errorf("%s drafted %d Shops by clicks (%s), want 12", names[i], drafts, mfhKindCounts(made))
		}
	}
	logStep(start, "all three at step %d with state %s, winners %q; moves by click after resuming: host %d, %s %d, %s %d",
		end[0].Online.Step, end[0].Online.Hash, end[0].Winners, players[0].moves, names[1], players[1].moves, names[2], players[2].moves)
	t.Logf("TestOnlineResume: closed at step %d, resumed at %d, ended at %d in %.1fs", closedAt, after[0].Online.Step, end[0].Online.Step, time.Since(start).Seconds())
	srv.check(t)
}
