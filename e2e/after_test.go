//go:build e2e

package e2e

import (
	"context"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	cdpbrowser "github.com/chromedp/cdproto/browser"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/engine/games"
	lsrules "github.com/galleria-games/galleria/engine/luxshopping"
	mfhrules "github.com/galleria-games/galleria/engine/mallforheroes"
	mnrules "github.com/galleria-games/galleria/engine/mallornothing"
	mwrules "github.com/galleria-games/galleria/engine/mallworld"
	"github.com/galleria-games/galleria/game/match"
)

// Issue 27's browser checks after the last move (results, rematch, the
// replay viewer, Share replay) and of undo, for each game, from positions
// made in Go (lookSaves) and put in the page's storage.

// afterStatus is the part of galleria.status() these tests read.
type afterStatus struct {
	Scene   string   `json:"scene"`
	Step    int      `json:"step"`
	Seat    int      `json:"seat"`
	Legal   []string `json:"legal"`
	Scores  []int64  `json:"scores"`
	Undo    int      `json:"undo"`
	Results []struct {
		Seat  int   `json:"seat"`
		Total int64 `json:"total"`
		Parts []struct {
			Label  string `json:"label"`
			Points int    `json:"points"`
		} `json:"parts"`
	} `json:"results"`
	Replay *struct {
		Step  int    `json:"step"`
		Steps int    `json:"steps"`
		Hash  string `json:"hash"`
	} `json:"replay"`
	Clipboard string `json:"clipboard"`
	Note      string `json:"note"`
}

func readAfter(ctx context.Context) (afterStatus, error) {
	var st afterStatus
	s, err := evalString(ctx, `galleria.status()`)
	if err != nil {
		return st, err
	}
	return st, json.Unmarshal([]byte(s), &st)
}

// waitAfter polls the status until f holds; on a timeout the error
// carries the last status read.
func waitAfter(ctx context.Context, timeout time.Duration, what string, f func(afterStatus) bool) (afterStatus, error) {
	var last afterStatus
	err := waitFor(ctx, timeout, what, func() (bool, error) {
		st, err := readAfter(ctx)
		last = st
		return err == nil && f(st), nil
	})
	if err != nil {
		seen, _ := json.Marshal(last)
		return last, fmt.Errorf("%v (last status %s)", err, seen)
	}
	return last, nil
}

// pageSave is the page's saved local match ("" if none).
func pageSave(ctx context.Context) (string, error) {
	return evalString(ctx, `localStorage.getItem("galleria.save.v1") || ""`)
}

// savedMatch is a save as match.Local writes it.
type savedMatch struct {
	Config match.Config `json:"config"`
	Log    string       `json:"log"`
}

// loadSave replays a save natively: its config, log and final state.
func loadSave(t *testing.T, save []byte) (savedMatch, *engine.Match, engine.State) {
	t.Helper()
	var sv savedMatch
	if err := json.Unmarshal(save, &sv); err != nil {
		t.Fatalf("a save: %v", err)
	}
	m, err := engine.ParseLog(strings.NewReader(sv.Log))
	if err != nil {
		t.Fatalf("a save's log: %v", err)
	}
	g, err := games.Lookup(m.Game)
	if err != nil {
		t.Fatal(err)
	}
	st, err := engine.Replay(g, m)
	if err != nil {
		t.Fatalf("a save's log does not replay: %v", err)
	}
	return sv, m, st
}

func hash8(st engine.State) string {
	h := st.Hash()
	return hex.EncodeToString(h[:8])
}

// checkParts compares the page's parts of seat's total with the engine's
// own breakdown of the final state: Luxembourg-Shopping's cash; Mall or
// Nothing's points per store category; Mall for Heroes' Towers, Monsters,
// gardens and bonus one by one, its Shops (grouped by type on the page)
// by their sum; Mall World's ledger (the engine's entries of each step of
// m): the starting account, each contract's payment, the lobby's and the
// corruption tokens' sums, and the coins (final CHF less the account).
func checkParts(m *engine.Match, final engine.State, seat int, parts []int) error {
	multiset := func(vs []int) []int {
		var out []int
		for _, v := range vs {
			if v != 0 {
				out = append(out, v)
			}
		}
		slices.Sort(out)
		return out
	}
	switch s := final.(type) {
	case *lsrules.State:
		if len(parts) != 1 || int64(parts[0]) != s.Cash(seat) {
			return fmt.Errorf("parts %v, the engine's cash %d", parts, s.Cash(seat))
		}
	case *mnrules.State:
		sc := s.ScoreMapOf(seat).Score
		want := multiset([]int{sc.Department, sc.Beauty, sc.Clothing, sc.Restaurant, sc.Services, sc.Entertainment})
		if got := multiset(parts); !slices.Equal(got, want) {
			return fmt.Errorf("parts %v, the engine's categories %+v", parts, sc)
		}
	case *mfhrules.State:
		p := seat
		if r, solo := s.SoloOutcome(); solo {
			p = 0
			if r.Malls[1].Score.Total < r.Malls[0].Score.Total {
				p = 1
			}
		}
		sm := s.ScoreMapOf(p)
		rest := slices.Clone(parts)
		take := func(v int, what string) error {
			i := slices.Index(rest, v)
			if i < 0 {
				return fmt.Errorf("parts %v lack %s's %d (the engine's breakdown %+v)", parts, what, v, sm.Score)
			}
			rest = slices.Delete(rest, i, i+1)
			return nil
		}
		for _, it := range sm.Items {
			if (it.Kind == "tower" || it.Kind == "monster") && it.Points != 0 {
				if err := take(it.Points, it.Kind); err != nil {
					return err
				}
			}
		}
		if sm.Score.Gardens != 0 {
			if err := take(sm.Score.Gardens, "the gardens"); err != nil {
				return err
			}
		}
		if sm.Score.Bonus != 0 {
			if err := take(sm.Score.Bonus, "the bonus"); err != nil {
				return err
			}
		}
		shops := 0
		for _, v := range rest {
			shops += v
		}
		if shops != sm.Score.Shops {
			return fmt.Errorf("parts %v: the Shops' parts %v add up to %d, the engine's Shops %d", parts, rest, shops, sm.Score.Shops)
		}
	case *mwrules.State:
		want, err := mallWorldLedger(m, s, seat)
		if err != nil {
			return err
		}
		if got := multiset(parts); !slices.Equal(got, multiset(want)) {
			return fmt.Errorf("parts %v, the engine's ledger %v", parts, want)
		}
	default:
		return fmt.Errorf("no engine breakdown known for %s (%T)", m.Game, final)
	}
	return nil
}

// mallWorldLedger is seat's parts as Mall World's ledger gives them: the
// entries of every step of m replayed (the starting account, each
// contract's payment in its phase, the sum of contracts taken from the
// lobby, the sum of corruption tokens) and the coins, final CHF less the
// account.
func mallWorldLedger(m *engine.Match, final *mwrules.State, seat int) ([]int, error) {
	g := mwrules.Game{}
	opts, err := g.Normalize(m.Options)
	if err != nil {
		return nil, err
	}
	s, err := g.NewState(opts)
	if err != nil {
		return nil, err
	}
	es := mwrules.StartEntries(s)
	for i, step := range m.Steps {
		before := s.Copy()
		if err := s.Apply(step.Seat, step.Move); err != nil {
			return nil, fmt.Errorf("step %d: %v", i+1, err)
		}
		more, err := mwrules.Entries(before, s, step.Seat, step.Move)
		if err != nil {
			return nil, fmt.Errorf("step %d: the ledger: %v", i+1, err)
		}
		es = append(es, more...)
	}
	var out []int
	lobby, tokens := 0, 0
	for _, e := range es {
		if e.Seat != seat {
			continue
		}
		switch e.Kind {
		case mwrules.EntryStart, mwrules.EntryContract:
			out = append(out, e.Amount)
		case mwrules.EntryLobby:
			lobby += e.Amount
		case mwrules.EntryToken:
			tokens += e.Amount
		}
	}
	account := final.PositionOf().Seats[seat].Account
	return append(out, lobby, tokens, int(final.FinalCHF(seat))-account), nil
}

// grantClipboard lets the page write the clipboard, as a person's
// browser asks them once.
func grantClipboard(ctx context.Context, origin string) error {
	for _, name := range []string{"clipboard-write", "clipboard-read"} {
		if _, err := chromedp.Call(ctx, cdpbrowser.SetPermission, cdpbrowser.SetPermissionParams{
			Permission: &cdpbrowser.PermissionDescriptor{Name: name, AllowWithoutSanitization: true},
			Setting:    cdpbrowser.PermissionSettingGranted, Origin: origin}); err != nil {
			return fmt.Errorf("granting %s: %w", name, err)
		}
	}
	return nil
}

// TestAfterTheMatch: for each game, a finished solo match (seat 0 "You",
// the others greedy bots) put in the page's storage opens on its results.
//   - results: status().results has each seat's total equal to the
//     engine's score of the log replayed in Go, parts that add up to it,
//     and parts equal to the engine's breakdown (checkParts);
//   - results:replay opens the viewer at step 0 of as many steps as the
//     log, the initial state's hash; End shows the final state's hash,
//     Left and Right step off and back, Home returns to the initial hash,
//     replay:fwd steps once, replay:last the final hash again; Close
//     comes back to the results;
//   - results:share copies a replay link (the clipboard allowed): the
//     link's fragment is #replay=…; the links are kept for
//     TestReplayLinkOffline's check in this test's end;
//   - results:rematch starts a new match: the page's new save has the
//     same game, options and seats (names, kinds, bot levels) and another
//     seed.
//
// Then the links copied are opened offline (the server stopped) in the
// same profile, which visited the site once with its service worker: each
// shows the viewer at step 0 with the match's number of steps.
func TestAfterTheMatch(t *testing.T) {
	start := time.Now()
	ctx, cancel := context.WithTimeout(context.Background(), 8*time.Minute)
	defer cancel()
	dir := staticDir(t)
	srv := &loggedSite{}
	srv.start(t, dir)
	base := "http://" + srv.addr + subPath
	url := base + "?ice=none&botdelay=30&motion=off"
	tab, closeTab := browser(t, ctx, "after")
	defer closeTab()
	if err := chromedp.Do(tab, chromedp.EmulateViewport(1280, 800)); err != nil {
		t.Fatalf("viewport: %v", err)
	}
	if err := chromedp.Do(tab, chromedp.Navigate(url)); err != nil {
		t.Fatalf("navigate: %v", err)
	}
	if _, err := waitReady(tab, loadTimeout); err != nil {
		t.Fatal(err)
	}
	if err := grantClipboard(tab, "http://"+srv.addr); err != nil {
		t.Fatal(err)
	}
	type shared struct {
		game  string
		link  string
		steps int
	}
	var links []shared
	for _, game := range games.Names() {
		_, over := lookSaves(t, game)
		sv, m, final := loadSave(t, over)
		res := final.Result()
		if res == nil {
			t.Fatalf("%s: the save is not a finished match", game)
		}
		g, _ := games.Lookup(game)
		initial, err := g.New(m.Options)
		if err != nil {
			t.Fatal(err)
		}
		if err := openSave(tab, url, over); err != nil {
			t.Fatalf("%s: opening the finished match: %v", game, err)
		}
		st, err := waitAfter(tab, stallTimeout, game+": the results with a breakdown", func(s afterStatus) bool {
			return s.Scene == "results" && len(s.Results) > 0
		})
		if err != nil {
			t.Fatalf("%s: %v", game, err)
		}

		// 1. The breakdown.
		if !slices.Equal(st.Scores, res.Scores) || len(st.Results) != len(res.Scores) {
			t.Fatalf("%s: the page's scores %v and %d breakdowns, the engine's scores %v", game, st.Scores, len(st.Results), res.Scores)
		}
		for seat, r := range st.Results {
			var pts []int
			sum := int64(0)
			for _, p := range r.Parts {
				pts = append(pts, p.Points)
				sum += int64(p.Points)
				if strings.TrimSpace(p.Label) == "" {
					t.Errorf("%s seat %d: a part without words", game, seat)
				}
			}
			if r.Seat != seat || r.Total != res.Scores[seat] || sum != r.Total || len(r.Parts) == 0 {
				t.Errorf("%s seat %d: the page's seat %d total %d, parts %v adding up to %d; the engine's score %d",
					game, seat, r.Seat, r.Total, pts, sum, res.Scores[seat])
			}
			if err := checkParts(m, final, seat, pts); err != nil {
				t.Errorf("%s seat %d: %v", game, seat, err)
			}
		}
		logStep(start, "%s: results of %d steps, scores %v, seat 0's parts %+v", game, len(m.Steps), res.Scores, st.Results[0].Parts)

		// 3. The replay viewer.
		if err := clickTarget(tab, "results:replay", clickTimeout); err != nil {
			t.Fatalf("%s: %v", game, err)
		}
		at := func(what string, step int, hash string) {
			t.Helper()
			rs, err := waitAfter(tab, 10*time.Second, fmt.Sprintf("%s: %s: step %d", game, what, step), func(s afterStatus) bool {
				return s.Scene == "replay" && s.Replay != nil && s.Replay.Step == step
			})
			if err != nil {
				t.Fatal(err)
			}
			if rs.Replay.Steps != len(m.Steps) {
				t.Fatalf("%s: %s: the viewer has %d steps, the match %d", game, what, rs.Replay.Steps, len(m.Steps))
			}
			if hash != "" && rs.Replay.Hash != hash {
				t.Fatalf("%s: %s: at step %d the hash is %q, want %q", game, what, step, rs.Replay.Hash, hash)
			}
		}
		n, finalHash, startHash := len(m.Steps), hash8(final), hash8(initial)
		at("opened", 0, startHash)
		key := func(k string) {
			t.Helper()
			if err := pressKey(tab, k); err != nil {
				t.Fatal(err)
			}
		}
		key(kb.End)
		at("End", n, finalHash)
		key(kb.ArrowLeft)
		at("End, Left", n-1, "")
		key(kb.ArrowRight)
		at("End, Left, Right", n, finalHash)
		key(kb.Home)
		at("Home", 0, startHash)
		if err := clickTarget(tab, "replay:fwd", clickTimeout); err != nil {
			t.Fatal(err)
		}
		at("Forward", 1, "")
		if err := clickTarget(tab, "replay:last", clickTimeout); err != nil {
			t.Fatal(err)
		}
		at("Last", n, finalHash)
		if err := clickTarget(tab, "replay:close", clickTimeout); err != nil {
			t.Fatal(err)
		}
		if _, err := waitAfter(tab, 10*time.Second, game+": back on the results", func(s afterStatus) bool { return s.Scene == "results" }); err != nil {
			t.Fatal(err)
		}

		// 4. Share replay.
		if err := clickTarget(tab, "results:share", clickTimeout); err != nil {
			t.Fatalf("%s: %v", game, err)
		}
		st, err = waitAfter(tab, 10*time.Second, game+": the link copied", func(s afterStatus) bool { return s.Clipboard != "" })
		if err != nil {
			t.Fatalf("%s: %v", game, err)
		}
		link := st.Clipboard
		if got, err := chromedp.Run(tab, chromedp.Evaluate[string](`navigator.clipboard.readText()`, chromedp.EvalAwaitPromise)); err != nil || got != link {
			t.Errorf("%s: the clipboard holds %.60q (%v), the page says it copied %.60q", game, got, err, link)
		}
		i := strings.Index(link, "#replay=")
		if i < 0 || !strings.HasPrefix(link, base) {
			t.Fatalf("%s: the copied link %.80q is not a replay link of %s", game, link, base)
		}
		links = append(links, shared{game, link[i:], n})

		// 2. Rematch.
		if err := clickTarget(tab, "results:rematch", clickTimeout); err != nil {
			t.Fatalf("%s: %v", game, err)
		}
		st, err = waitAfter(tab, stallTimeout, game+": the rematch's table at the person's decision", func(s afterStatus) bool {
			return s.Scene == "table" && s.Seat == 0 && len(s.Legal) > 0
		})
		if err != nil {
			t.Fatal(err)
		}
		if st.Step == 0 {
			// Nothing is saved before the first step: the person makes it.
			var ps Status
			ps.Legal = st.Legal
			if err := playFirst(tab, ps); err != nil {
				t.Fatalf("%s: %v", game, err)
			}
		}
		var save string
		if err := waitFor(tab, stallTimeout, game+": the rematch saved", func() (bool, error) {
			s, err := pageSave(tab)
			save = s
			return err == nil && s != "", err
		}); err != nil {
			t.Fatal(err)
		}
		nsv, nm, _ := loadSave(t, []byte(save))
		if nsv.Config.Game != sv.Config.Game || nsv.Config.Options.String() != sv.Config.Options.String() ||
			!reflect.DeepEqual(nsv.Config.Seats, sv.Config.Seats) {
			t.Errorf("%s: the rematch is %+v, the match was %+v", game, nsv.Config, sv.Config)
		}
		if nsv.Config.Seed == sv.Config.Seed || nsv.Config.Seed == 0 {
			t.Errorf("%s: the rematch's seed %d, the match's %d: want a new deal", game, nsv.Config.Seed, sv.Config.Seed)
		}
		logStep(start, "%s: replay stepped (%d steps, final hash %s); link of %d characters; rematch seed %x at step %d",
			game, n, finalHash, len(link), nsv.Config.Seed, len(nm.Steps))
	}

	// 4, offline: the links in a page of the profile that visited the
	// site, the server stopped.
	if err := waitFor(tab, 2*time.Minute, "the service worker to control the page", func() (bool, error) {
		o, err := readOffline(tab)
		return err == nil && o.Controlled && o.Current != "", nil
	}); err != nil {
		t.Fatal(err)
	}
	srv.stop(t)
	for _, l := range links {
		if err := chromedp.Do(tab, chromedp.Navigate(base+"?motion=off&from="+l.game+l.link)); err != nil {
			t.Fatalf("%s: navigate offline: %v", l.game, err)
		}
		if _, err := waitReady(tab, loadTimeout); err != nil {
			t.Fatalf("%s: offline: %v", l.game, err)
		}
		if _, err := waitAfter(tab, 10*time.Second, l.game+": offline, the viewer at step 0", func(s afterStatus) bool {
			return s.Scene == "replay" && s.Replay != nil && s.Replay.Step == 0 && s.Replay.Steps == l.steps
		}); err != nil {
			t.Fatal(err)
		}
		logStep(start, "%s: the copied link opens offline: the viewer at step 0 of %d", l.game, l.steps)
	}
	logStep(start, "after the match: done")
}
