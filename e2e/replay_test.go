//go:build e2e

package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/engine/bot"
	"github.com/galleria-games/galleria/engine/enginetest"
	"github.com/galleria-games/galleria/engine/games"
	"github.com/galleria-games/galleria/game/replaylink"
)

// replayStatus is galleria.status().replay.
type replayStatus struct {
	Scene  string `json:"scene"`
	Replay *struct {
		Step    int  `json:"step"`
		Steps   int  `json:"steps"`
		Seat    int  `json:"seat"`
		Playing bool `json:"playing"`
	} `json:"replay"`
}

// pressKey presses key and releases it 50 ms and three animation frames
// later, as a person does (and as click holds the mouse button): a press
// and release sent together, or 50 ms apart while a busy machine draws
// no frame, can both fall between two of the game's ticks, and a key
// that is never seen down is never pressed.
func pressKey(ctx context.Context, key string) error {
	for _, ev := range kb.Encode([]rune(key)[0]) {
		if ev.Type == kb.KeyUp {
			time.Sleep(50 * time.Millisecond)
			if err := animationFrames(ctx, 3); err != nil {
				return err
			}
		}
		err := chromedp.Do(ctx, chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
			_, err := cdp.Call(ctx, t, input.DispatchKeyEvent, *ev)
			return err
		}))
		if err != nil {
			return err
		}
	}
	return nil
}

func readReplay(ctx context.Context) (replayStatus, error) {
	var st replayStatus
	s, err := evalString(ctx, `galleria.status()`)
	if err != nil {
		return st, err
	}
	return st, json.Unmarshal([]byte(s), &st)
}

// greedyMatch is a whole match of game with its default options between
// greedy bots, drawn from the seeds.
func greedyMatch(t testing.TB, game string, seed1, seed2 uint64) *engine.Match {
	t.Helper()
	g, _ := games.Lookup(game)
	m, err := enginetest.BotMatch(g, bot.Greedy{}, rand.New(rand.NewPCG(seed1, seed2)))
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// TestReplayLink: a page opened with a replay link of a bot match of each
// game, in a fresh profile, shows the viewer at the start; End and the
// arrow keys step; Last reaches the last step. A cut link opens the page
// that says what is wrong, and its button leads to the menu.
func TestReplayLink(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	_, base := serve(t)
	for _, name := range games.Names() {
		m := greedyMatch(t, name, 27, 3)
		steps := m.Steps
		link, err := replaylink.Link(m)
		if err != nil {
			t.Fatal(err)
		}
		tab, closeTab := browser(t, ctx, "replay-"+name)
		if err := chromedp.Do(tab, chromedp.Navigate(base+"?motion=off"+link)); err != nil {
			t.Fatalf("navigate: %v", err)
		}
		if _, err := waitReady(tab, loadTimeout); err != nil {
			t.Fatal(err)
		}
		want := func(step int, what string) {
			t.Helper()
			var last replayStatus
			err := waitFor(tab, 10*time.Second, fmt.Sprintf("%s: step %d", what, step), func() (bool, error) {
				rs, err := readReplay(tab)
				last = rs
				return err == nil && rs.Replay != nil && rs.Replay.Step == step && rs.Replay.Steps == len(steps), err
			})
			if err != nil {
				seen, _ := json.Marshal(last)
				t.Fatalf("%s: %v (the page's last status: %s)", name, err, seen)
			}
		}
		want(0, "opened")
		for _, k := range []string{kb.End, kb.ArrowLeft} {
			if err := pressKey(tab, k); err != nil {
				t.Fatal(err)
			}
		}
		want(len(steps)-1, "End, Left")
		for _, k := range []string{kb.Home, kb.ArrowRight} {
			if err := pressKey(tab, k); err != nil {
				t.Fatal(err)
			}
		}
		want(1, "Home, Right")
		if err := clickTarget(tab, "replay:last", clickTimeout); err != nil {
			t.Fatal(err)
		}
		want(len(steps), "Last")
		closeTab()
	}

	tab, closeTab := browser(t, ctx, "replay-bad")
	defer closeTab()
	m := &engine.Match{Game: "mallornothing", Options: engine.Options{"players": "2"}}
	good, _ := replaylink.Link(m)
	if err := chromedp.Do(tab, chromedp.Navigate(base+"?motion=off"+good[:len(good)-4])); err != nil {
		t.Fatalf("navigate: %v", err)
	}
	if _, err := waitReady(tab, loadTimeout); err != nil {
		t.Fatal(err)
	}
	texts, err := evalString(tab, `JSON.stringify(JSON.parse(galleria.texts()).texts.map(t => t.text))`)
	if err != nil || !strings.Contains(texts, "This replay cannot be opened") || !strings.Contains(texts, "replay link") {
		t.Fatalf("a cut link: the page says %s (%v)", texts, err)
	}
	if err := clickTarget(tab, "replay:close", clickTimeout); err != nil {
		t.Fatal(err)
	}
	if err := waitFor(tab, 10*time.Second, "the menu", func() (bool, error) {
		rs, err := readReplay(tab)
		return err == nil && rs.Scene == "menu", err
	}); err != nil {
		t.Fatal(err)
	}
}
