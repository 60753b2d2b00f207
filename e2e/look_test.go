//go:build e2e

package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/galleria-games/galleria/engine/bot"
	"github.com/galleria-games/galleria/engine/games"
	"github.com/galleria-games/galleria/game/match"
)

// lookGames are the games TestLook shoots, by engine name.
var lookGames = []string{"mallworld", "mallornothing", "luxshopping", "mallforheroes"}

// lookSaves plays a match of game in Go (seat 0 "You", a person; the
// others greedy bots; seat 0's moves the greedy bot's too) and returns
// two saves as the page keeps them: mid, at a decision of seat 0 near the
// middle of the match, and over, the finished match (the page opens it on
// its results).
func lookSaves(t *testing.T, game string) (mid, over []byte) {
	t.Helper()
	g, err := games.Lookup(game)
	if err != nil {
		t.Fatal(err)
	}
	c := match.Config{Game: game, Seed: 26}
	for i := 0; i < g.Info().DefaultSeats; i++ {
		s := match.Seat{Kind: match.Bot, Bot: "greedy", Name: fmt.Sprintf("Bot %d", i)}
		if i == 0 {
			s = match.Seat{Kind: match.Human, Name: "You"}
		}
		c.Seats = append(c.Seats, s)
	}
	d, err := match.New(c)
	if err != nil {
		t.Fatal(err)
	}
	greedy, err := bot.New("greedy")
	if err != nil {
		t.Fatal(err)
	}
	var saves [][]byte
	now := time.Unix(0, 0)
	for i := 0; i < 100000 && !d.Over(); i++ {
		now = now.Add(time.Hour)
		if _, err := d.Advance(now); err != nil {
			t.Fatal(err)
		}
		for _, h := range d.HumansToAct() {
			l, _ := d.Local()
			saves = append(saves, l.Save())
			m, err := greedy.Choose(d.State().View(h), h, d.Source().Rand(match.StreamBot))
			if err != nil {
				t.Fatal(err)
			}
			if err := d.Play(h, m); err != nil {
				t.Fatal(err)
			}
			break
		}
	}
	l, _ := d.Local()
	if !d.Over() || len(saves) == 0 {
		t.Fatalf("%s: the match did not end (%d steps)", game, d.Step())
	}
	return saves[len(saves)/2], l.Save()
}

// openSave puts save in the page's storage and reloads: the client opens
// it as a person's saved match.
func openSave(ctx context.Context, url string, save []byte) error {
	js, _ := json.Marshal(string(save))
	if _, err := evalString(ctx, `(() => { localStorage.setItem("galleria.save.v1", `+string(js)+`); return ""; })()`); err != nil {
		return err
	}
	if err := chromedp.Do(ctx, chromedp.Navigate(url)); err != nil {
		return err
	}
	_, err := waitReady(ctx, loadTimeout)
	return err
}

// waitStatusFor polls the status every few milliseconds until f holds.
func waitStatusFor(ctx context.Context, timeout time.Duration, what string, f func(Status) bool) (Status, error) {
	deadline := time.Now().Add(timeout)
	for time.Now().Before(deadline) {
		st, ok, err := status(ctx)
		if err != nil {
			return st, err
		}
		if ok && f(st) {
			return st, nil
		}
		time.Sleep(5 * time.Millisecond)
	}
	return Status{}, fmt.Errorf("%s: not within %v", what, timeout)
}

// midGlide reports whether a glide is between a quarter and three
// quarters of its way.
func midGlide(st Status) bool {
	for _, g := range st.Glides {
		if g.Progress >= 0.25 && g.Progress <= 0.75 {
			return true
		}
	}
	return false
}

// playFirst makes seat's first legal move by the targets galleria.plan
// names.
func playFirst(ctx context.Context, st Status) error {
	ids, err := plan(ctx, st.Legal[0])
	if err != nil {
		return err
	}
	if len(ids) == 0 {
		return fmt.Errorf("no plan for %q", st.Legal[0])
	}
	for _, id := range ids {
		if err := clickTarget(ctx, id, clickTimeout); err != nil {
			return err
		}
	}
	return nil
}

// TestLook writes the pictures of issue 26's "look":
// artifacts/look/<game>-<desktop|phone>-<menu|setup|table|motion|results>.png,
// for each game at 1280×800 and at 390×844 (device scale 3, touch). It
// opens the menu and the game's setup, then positions made in Go and put
// in the page's storage (a match half-way, at the person's decision; the
// finished match): the table; the table while a move glides (the person's
// first legal move, shot once status().glides shows a piece between a
// quarter and three quarters of its way); the results.
func TestLook(t *testing.T) {
	start := time.Now()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
	defer cancel()
	_, base := serve(t)
	url := base + "?ice=none&botdelay=300"
	dir := filepath.Join(artifactsDir(t), "look")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	saves := map[string][2][]byte{}
	for _, g := range lookGames {
		mid, over := lookSaves(t, g)
		saves[g] = [2][]byte{mid, over}
	}
	views := []struct {
		name string
		v    phoneView
	}{{"desktop", phoneViews[2]}, {"phone", phoneViews[0]}}
	for _, vw := range views {
		t.Run(vw.name, func(t *testing.T) {
			p, closeTab := openPhone(t, ctx, vw.v, "look-", start, 0x26)
			defer closeTab()
			tab := p.tab
			shot := func(game, what string) {
				animationFrames(tab, 2)
				if err := screenshot(tab, filepath.Join(dir, game+"-"+vw.name+"-"+what+".png")); err != nil {
					p.fatalf("screenshot: %v", err)
				}
			}
			for _, g := range lookGames {
				if err := chromedp.Do(tab, chromedp.Navigate(url)); err != nil {
					p.fatalf("navigate: %v", err)
				}
				if _, err := waitReady(tab, loadTimeout); err != nil {
					p.fatalf("%v", err)
				}
				evalString(tab, `(() => { localStorage.removeItem("galleria.save.v1"); return ""; })()`)
				shot(g, "menu")
				p.tap("menu:" + g)
				p.waitScene("setup")
				shot(g, "setup")
				if err := openSave(tab, url, saves[g][0]); err != nil {
					p.fatalf("%s: opening the mid-game save: %v", g, err)
				}
				if _, err := waitStatusFor(tab, clickTimeout, "the table", func(s Status) bool { return s.Scene == "table" || s.Scene == "handoff" }); err != nil {
					p.fatalf("%s: %v", g, err)
				}
				if st, _, _ := status(tab); st.Scene == "handoff" {
					p.tap("handoff:ready")
				}
				st := p.waitPerson()
				shot(g, "table")
				// The person's first legal move, by taps on the phone
				// (touch events: a mouse click on a touch-emulated page
				// is not a tap) and clicks on the desktop.
				ids, err := plan(tab, st.Legal[0])
				if err != nil || len(ids) == 0 {
					p.fatalf("%s: no plan for %q: %v", g, st.Legal[0], err)
				}
				for _, id := range ids {
					p.tap(id)
				}
				if _, err := waitStatusFor(tab, 20*time.Second, "a piece half-way", midGlide); err != nil {
					p.fatalf("%s: %v", g, err)
				}
				shot(g, "motion")
				if err := openSave(tab, url, saves[g][1]); err != nil {
					p.fatalf("%s: opening the finished match: %v", g, err)
				}
				p.waitScene("results")
				time.Sleep(time.Second) // the totals count up
				shot(g, "results")
				p.logf("%s shot", g)
			}
		})
	}
	logStep(start, "look: done")
}

// TestMotion watches a bot's move glide in Mall or Nothing: from a match
// half-way, the person places a card, which ends the round, and both
// cards are laid; while the bot's card glides, status().glides is sampled
// and must show it at two distinct positions strictly between its start
// and its end (progress strictly between 0 and 1); within a second after
// the glides end the page's loop must be asleep again (status().asleep).
func TestMotion(t *testing.T) {
	start := time.Now()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	_, base := serve(t)
	url := base + "?ice=none&botdelay=300"
	mid, _ := lookSaves(t, "mallornothing")
	tab, closeTab := browser(t, ctx, "motion")
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
	if err := openSave(tab, url, mid); err != nil {
		t.Fatal(err)
	}
	if st, _, _ := status(tab); st.Scene == "handoff" {
		if err := clickTarget(tab, "handoff:ready", clickTimeout); err != nil {
			t.Fatal(err)
		}
	}
	st, err := waitStatusFor(tab, stallTimeout, "the person's decision", func(s Status) bool { return s.Scene == "table" && s.Seat >= 0 && len(s.Legal) > 0 })
	if err != nil {
		t.Fatal(err)
	}
	if err := playFirst(tab, st); err != nil {
		t.Fatal(err)
	}
	// The person's placement ends the round: both cards are laid at
	// once, and the bot's card ("card:<its seat>") glides onto its mall
	// with the person's. Only the bot's pieces count.
	mine := fmt.Sprintf(":%d", st.Seat)
	positions := map[string]map[[2]float64]bool{}
	var ended time.Time
	deadline := time.Now().Add(stallTimeout)
	for time.Now().Before(deadline) {
		s, ok, err := status(tab)
		if err != nil || !ok {
			t.Fatalf("galleria.status(): ok=%v err=%v", ok, err)
		}
		if s.Step > st.Step {
			for _, g := range s.Glides {
				if g.Progress > 0 && g.Progress < 1 && !strings.HasSuffix(g.ID, mine) {
					if positions[g.ID] == nil {
						positions[g.ID] = map[[2]float64]bool{}
					}
					positions[g.ID][[2]float64{g.X, g.Y}] = true
				}
			}
			if len(positions) > 0 && len(s.Glides) == 0 && !s.Moving {
				ended = time.Now()
				break
			}
		}
		time.Sleep(4 * time.Millisecond)
	}
	best := 0
	for _, ps := range positions {
		best = max(best, len(ps))
	}
	if best < 2 {
		t.Fatalf("the bot's move was seen at %d intermediate positions (glides %v), want 2 or more", best, positions)
	}
	if ended.IsZero() {
		t.Fatal("the glides never ended")
	}
	if _, err := waitStatusFor(tab, time.Second, "the loop asleep", func(s Status) bool { return s.Asleep }); err != nil {
		t.Fatalf("%v after the glides ended", err)
	}
	logStep(start, "motion: %d intermediate positions, asleep within %v", best, time.Since(ended).Round(time.Millisecond))
}
