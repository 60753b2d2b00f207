//go:build e2e

package e2e

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/dom"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"

	"github.com/galleria-games/galleria/game/replaylink"
)

// TestReplayFile: the History's "Open a replay file" shows the browser's
// file chooser; a chosen replay file (a bot match of Mall World, whose
// link is among the longest) opens the viewer at its start with all its
// steps, and Last reaches its end; a cut file opens the page that says
// what is wrong.
func TestReplayFile(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	_, base := serve(t)
	m := greedyMatch(t, "mallworld", 28, 11)
	steps := m.Steps
	data := replaylink.File(m)
	dir := t.TempDir()
	good, cut := filepath.Join(dir, "galleria-mallworld.log"), filepath.Join(dir, "cut.log")
	if err := os.WriteFile(good, data, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(cut, data[:len(data)/2], 0o644); err != nil {
		t.Fatal(err)
	}

	tab, closeTab := browser(t, ctx, "replay-file")
	defer closeTab()
	choosers := make(chan *page.EventFileChooserOpened, 4)
	if err := chromedp.Do(tab, chromedp.Navigate(base+"?motion=off")); err != nil {
		t.Fatalf("navigate: %v", err)
	}
	if _, err := waitReady(tab, loadTimeout); err != nil {
		t.Fatal(err)
	}
	if err := chromedp.Listen(tab, func(ev any) {
		if e, ok := ev.(*page.EventFileChooserOpened); ok {
			select {
			case choosers <- e:
			default:
			}
		}
	}); err != nil {
		t.Fatal(err)
	}
	if err := chromedp.Do(tab, func(ctx context.Context, tg *chromedp.Target) (chromedp.Void, error) {
		_, err := cdp.Call(ctx, tg, page.SetInterceptFileChooserDialog, page.SetInterceptFileChooserDialogParams{Enabled: true})
		return chromedp.Void{}, err
	}); err != nil {
		t.Fatal(err)
	}
	choose := func(path string) {
		t.Helper()
		if err := clickTarget(tab, "history:file", clickTimeout); err != nil {
			t.Fatal(err)
		}
		var ev *page.EventFileChooserOpened
		select {
		case ev = <-choosers:
		case <-time.After(20 * time.Second):
			t.Fatal("history:file opened no file chooser")
		}
		if err := chromedp.Do(tab, func(ctx context.Context, tg *chromedp.Target) (chromedp.Void, error) {
			_, err := cdp.Call(ctx, tg, dom.SetFileInputFiles, dom.SetFileInputFilesParams{Files: []string{path}, BackendNodeID: ev.BackendNodeID})
			return chromedp.Void{}, err
		}); err != nil {
			t.Fatalf("choosing %s: %v", path, err)
		}
	}
	want := func(what string, ok func(replayStatus) bool) {
		t.Helper()
		var last replayStatus
		err := waitFor(tab, 20*time.Second, what, func() (bool, error) {
			rs, err := readReplay(tab)
			last = rs
			return err == nil && ok(rs), err
		})
		if err != nil {
			seen, _ := json.Marshal(last)
			t.Fatalf("%v (the page's last status: %s)", err, seen)
		}
	}

	if err := clickTarget(tab, "menu:history", clickTimeout); err != nil {
		t.Fatal(err)
	}
	choose(good)
	want("the viewer at step 0", func(rs replayStatus) bool {
		return rs.Replay != nil && rs.Replay.Step == 0 && rs.Replay.Steps == len(steps)
	})
	if err := clickTarget(tab, "replay:last", clickTimeout); err != nil {
		t.Fatal(err)
	}
	want("the last step", func(rs replayStatus) bool {
		return rs.Replay != nil && rs.Replay.Step == len(steps)
	})
	if err := clickTarget(tab, "replay:close", clickTimeout); err != nil {
		t.Fatal(err)
	}
	want("the history again", func(rs replayStatus) bool { return rs.Scene == "history" })

	choose(cut)
	err := waitFor(tab, 20*time.Second, "the page of a cut file", func() (bool, error) {
		texts, err := evalString(tab, `JSON.stringify(JSON.parse(galleria.texts()).texts.map(t => t.text))`)
		return err == nil && strings.Contains(texts, "This replay cannot be opened") && strings.Contains(texts, "replay file"), err
	})
	if err != nil {
		t.Fatal(err)
	}
}
