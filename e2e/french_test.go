//go:build e2e

package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// langStatus is what the hook's status says of the language: the current
// one, the texts looked up in it that its catalog lacks (lang.Misses), and
// whether the table shows the guided first game's line.
type langStatus struct {
	Lang   string   `json:"lang"`
	Misses []string `json:"misses"`
	Guide  bool     `json:"guide"`
}

func readLang(ctx context.Context) (langStatus, error) {
	var ls langStatus
	s, err := evalString(ctx, `(() => { const s = JSON.parse(galleria.status());
		return JSON.stringify({ lang: s.lang, misses: s.misses, guide: s.guide }); })()`)
	if err != nil {
		return ls, err
	}
	err = json.Unmarshal([]byte(s), &ls)
	return ls, err
}

// fitIssues lists the texts of sc that do not fit, as TestPhoneFit judges
// them: cut, out of their panel or the scene (1 CSS px of slack; the em
// box up and down), smaller than minSize CSS px (0: any).
func fitIssues(sc Screen, minSize float64) []string {
	const slack = 1
	var bad []string
	for _, tx := range sc.Texts {
		if tx.W == 0 && !tx.Cut {
			continue
		}
		pn := tx.Panel
		y, h := tx.Y+tx.H/2-tx.Size/2, tx.Size
		switch {
		case tx.Cut:
			bad = append(bad, fmt.Sprintf("cut: %q (panel %.0fx%.0f)", tx.Text, pn.W, pn.H))
		case tx.X < pn.X-slack || tx.X+tx.W > pn.X+pn.W+slack || y < pn.Y-slack || y+h > pn.Y+pn.H+slack:
			bad = append(bad, fmt.Sprintf("outside its panel: %q at %.1f,%.1f %.1fx%.1f, panel %.1f,%.1f %.1fx%.1f",
				tx.Text, tx.X, y, tx.W, h, pn.X, pn.Y, pn.W, pn.H))
		case tx.X < -slack || tx.X+tx.W > sc.W+slack || y < -sc.ScrollY-slack || y+h > sc.H+sc.ScrollMax-sc.ScrollY+slack:
			bad = append(bad, fmt.Sprintf("outside the scene: %q at %.1f,%.1f %.1fx%.1f", tx.Text, tx.X, y, tx.W, h))
		case tx.Size < minSize-0.01:
			bad = append(bad, fmt.Sprintf("%.1f CSS px: %q", tx.Size, tx.Text))
		}
	}
	return bad
}

// englishWords finds common English words that are no French words (in
// lower case: a seat named "You" is a name): a text in French showing one
// was never translated. lang.Misses sees only the texts looked up in the
// catalog; this sees the ones never looked up.
var englishWords = regexp.MustCompile(`\b(the|your|you|with|and|is|of|to)\b`)

// TestFrench plays in French in headless Chromium, at 1280×800 and on a
// phone held upright (390×844, device scale 3, touch). A fresh profile
// opens in the browser's language; the menu's "Français" switch (a click,
// a tap on the phone) turns the client French at once, and a reload keeps
// it. Then a solo match of Mall or Nothing (the setup's defaults: the
// person against a bot) is played by clicks on legal moves (galleria.plan,
// a seeded choice) to the results (at most 80 steps; at least 20). On every screen
// visited (menu, setup, each decision of the table, the results if
// reached) no text may be cut or leave its panel or the scene, the
// menu's and setup's texts are 11 CSS px or more on the phone, and no text
// holds a common English word (englishWords). At the end the hook's lang
// is "fr" and its list of texts without French is empty.
// Screenshots: artifacts/french-<view>-*.png.
func TestFrench(t *testing.T) {
	for _, v := range []phoneView{phoneViews[2], phoneViews[0]} {
		t.Run(v.name, func(t *testing.T) { french(t, v) })
	}
}

func french(t *testing.T, v phoneView) {
	start := time.Now()
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Minute)
	defer cancel()
	srv, base := serve(t)
	p, closeTab := openPhone(t, ctx, v, "french-", start, 0xf7e)
	defer closeTab()
	tab, art := p.tab, p.art
	if err := chromedp.Do(tab, chromedp.Navigate(base+"?ice=none&botdelay=30&motion=off")); err != nil {
		t.Fatalf("navigate: %v", err)
	}
	if _, err := waitReady(tab, loadTimeout); err != nil {
		p.fatalf("%v", err)
	}
	shot := func(name string) {
		animationFrames(tab, 5)
		if err := screenshot(tab, filepath.Join(art, "french-"+v.name+"-"+name+".png")); err != nil {
			t.Errorf("screenshot: %v", err)
		}
	}
	issues := map[string][]string{} // by screen
	english := map[string]bool{}    // texts that look English
	look := func(where string, minSize float64) Screen {
		t.Helper()
		animationFrames(tab, 3)
		sc, err := screenTexts(tab)
		if err != nil {
			p.fatalf("%s: %v", where, err)
		}
		if len(sc.Texts) == 0 {
			p.fatalf("%s: galleria.texts() lists no text", where)
		}
		if bad := fitIssues(sc, minSize); len(bad) > 0 {
			issues[where] = bad
		}
		for _, tx := range sc.Texts {
			if englishWords.MatchString(tx.Text) {
				english[tx.Text] = true
			}
		}
		p.logf("%s: %d texts, %d do not fit", where, len(sc.Texts), len(issues[where]))
		return sc
	}
	texts := func(sc Screen) string {
		var all []string
		for _, tx := range sc.Texts {
			all = append(all, tx.Text)
		}
		return strings.Join(all, " | ")
	}

	// The switch, by a click, then a reload.
	ls, err := readLang(tab)
	if err != nil {
		p.fatalf("status: %v", err)
	}
	p.logf("a fresh profile speaks %q", ls.Lang)
	p.tap("menu:lang:fr")
	if err := waitFor(tab, clickTimeout, "the French menu", func() (bool, error) {
		ls, err := readLang(tab)
		return ls.Lang == "fr", err
	}); err != nil {
		p.fatalf("%v", err)
	}
	sc := look("menu", v.minColumn)
	if all := texts(sc); !strings.Contains(all, "Jouer en ligne") || strings.Contains(all, "Play online") {
		t.Errorf("the menu after the switch: %s", all)
	}
	if err := chromedp.Do(tab, chromedp.Reload()); err != nil {
		p.fatalf("reload: %v", err)
	}
	if _, err := waitReady(tab, loadTimeout); err != nil {
		p.fatalf("after the reload: %v", err)
	}
	if ls, err := readLang(tab); err != nil || ls.Lang != "fr" {
		p.fatalf("after a reload the client speaks %q (%v), want the chosen fr", ls.Lang, err)
	}
	look("menu after a reload", v.minColumn)
	shot("menu")

	// A solo match by clicks.
	p.tap("menu:mallornothing")
	p.waitScene("setup")
	look("setup", v.minColumn)
	shot("setup")
	p.tap("setup:start")
	if _, err := waitStatus(tab, clickTimeout, "the table", func(s Status) bool { return s.Scene == "table" || s.Scene == "results" }); err != nil {
		p.fatalf("%v", err)
	}
	moves, shotTable := 0, false
	for {
		st, ok, err := status(tab)
		if err != nil || !ok {
			p.fatalf("galleria.status(): ok=%v err=%v", ok, err)
		}
		if st.Scene == "results" || st.Step >= 80 {
			break
		}
		ts, err := targets(tab)
		if err != nil {
			p.fatalf("targets: %v", err)
		}
		if id := firstEnabled(ts, "handoff:ready", "scoring:ok", "table:results"); id != "" {
			look(fmt.Sprintf("table, step %d, %s", st.Step, id), v.minText)
			p.tap(id)
			continue
		}
		st = p.waitPerson()
		look(fmt.Sprintf("table, step %d", st.Step), v.minText)
		if !shotTable {
			shot("table")
			shotTable = true
		}
		move := st.Legal[p.rng.IntN(len(st.Legal))]
		ids, err := plan(tab, move)
		if err != nil || len(ids) == 0 {
			p.fatalf("step %d: plan(%q) = %q, %v", st.Step, move, ids, err)
		}
		for _, id := range ids {
			p.tap(id)
		}
		if err := waitFor(tab, moveTimeout, fmt.Sprintf("the move %q to be taken", move), func() (bool, error) {
			now, ok, err := status(tab)
			return ok && changed(st, now), err
		}); err != nil {
			p.fatalf("step %d: %v", st.Step, err)
		}
		moves++
		p.logf("step %d: played %q by %s", st.Step, move, strings.Join(ids, ", "))
	}
	st, _, _ := status(tab)
	if st.Scene == "results" {
		look("results", v.minColumn)
		shot("results")
	} else {
		shot("table-end")
	}
	if st.Step < 20 {
		t.Errorf("the match stopped at step %d on %s, want 20 steps or more", st.Step, st.Scene)
	}
	p.logf("%d moves by clicks; at step %d on %s", moves, st.Step, st.Scene)

	ls, err = readLang(tab)
	if err != nil {
		p.fatalf("status: %v", err)
	}
	if ls.Lang != "fr" {
		t.Errorf("the client speaks %q at the end, want fr", ls.Lang)
	}
	if len(ls.Misses) > 0 {
		t.Errorf("%d texts were shown without French (lang.Misses):\n  %s", len(ls.Misses), strings.Join(ls.Misses, "\n  "))
	}
	if len(english) > 0 {
		var en []string
		for s := range english {
			en = append(en, fmt.Sprintf("%q", s))
		}
		sort.Strings(en)
		t.Errorf("%d texts shown in French look English (never looked up in the catalog):\n  %s", len(en), strings.Join(en, "\n  "))
	}
	var where []string
	for w := range issues {
		where = append(where, w)
	}
	sort.Strings(where)
	for _, w := range where {
		bad := issues[w]
		if len(bad) > 12 {
			bad = append(bad[:12], fmt.Sprintf("… and %d more", len(bad)-12))
		}
		t.Errorf("%s at %dx%d: %d texts do not fit:\n  %s", w, v.w, v.h, len(issues[w]), strings.Join(bad, "\n  "))
	}
	srv.check(t)
}
