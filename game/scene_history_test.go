package game

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/game/history"
	"github.com/galleria-games/galleria/game/lang"
)

// storedHistory is the history kept in p's settings.
func storedHistory(t testing.TB, p *settingsPlatform) *history.History {
	t.Helper()
	h, err := history.Decode([]byte(p.kv[history.Key]))
	if err != nil {
		t.Fatalf("the stored history does not decode: %v", err)
	}
	return h
}

// craftedRecords are n records made by hand, newest first, seat 0 a
// person and the others bots of the levels given, the person placed
// first in every third match.
func craftedRecords(n int, bots ...string) []history.Record {
	t0 := time.Date(2026, 11, 1, 12, 0, 0, 0, time.UTC)
	var out []history.Record
	for i := n - 1; i >= 0; i-- {
		r := history.Record{ID: fmt.Sprintf("crafted-%d", i), When: t0.Add(time.Duration(i) * time.Hour), Game: "mallworld",
			Options: engine.Options{"players": fmt.Sprint(len(bots) + 1)}, Seats: []history.Seat{{Name: "You"}},
			Scores: []int64{int64(100 + i)}, Places: []int{1}, Winners: []int{0}, Replay: "#replay=1AAAA"}
		if i%3 != 0 {
			r.Places[0], r.Winners = len(bots)+1, []int{1}
		}
		for j, b := range bots {
			r.Seats = append(r.Seats, history.Seat{Name: fmt.Sprintf("Bot with a rather long name %d", j), Bot: b})
			r.Scores = append(r.Scores, int64(1000*j+i))
			if i%3 == 0 {
				r.Places = append(r.Places, j+2)
			} else {
				r.Places = append(r.Places, j+1)
			}
		}
		out = append(out, r)
	}
	return out
}

func storeRecords(t testing.TB, p *settingsPlatform, recs []history.Record) {
	t.Helper()
	data, err := (&history.History{Records: recs}).Encode()
	if err != nil {
		t.Fatal(err)
	}
	if _, err := history.Decode(data); err != nil {
		t.Fatalf("the crafted history does not decode: %v", err)
	}
	p.kv[history.Key] = string(data)
}

// TestHistoryRecordsAFinishedMatchOnce: a solo match played to its
// results adds one record (seats, scores and winners as the results say);
// the results shown again, the replay opened and closed, and the page
// reloaded on a finished match's save add none.
func TestHistoryRecordsAFinishedMatchOnce(t *testing.T) {
	p := newSettingsPlatform()
	a, in := testApp(t, p, 1280, 800, 1)
	if n := a.Status().History; n != 0 {
		t.Fatalf("a new device has %d records", n)
	}
	startSolo(t, a, in, "mallornothing")
	playToResults(t, a, in)
	st := a.Status()
	if st.History != 1 {
		t.Fatalf("after one match: %d records, want 1", st.History)
	}
	h := storedHistory(t, p)
	if len(h.Records) != 1 {
		t.Fatalf("%d records stored, want 1", len(h.Records))
	}
	r := h.Records[0]
	if r.Game != "mallornothing" || fmt.Sprint(r.Scores) != fmt.Sprint(st.Scores) || !r.Seats[0].Person() || r.Seats[1].Person() || r.Seats[1].Bot != "random" {
		t.Errorf("record %+v does not match the results (scores %v)", r, st.Scores)
	}
	for i := 0; i < 5; i++ {
		a.dirty = true
		a.Update()
	}
	click(t, a, in, "results:replay")
	click(t, a, in, "replay:close")
	if sc := a.Status().Scene; sc != sceneResults {
		t.Fatalf("scene %s after closing the replay", sc)
	}
	a.table.route(a)
	if n := a.Status().History; n != 1 || len(storedHistory(t, p).Records) != 1 {
		t.Errorf("after the results again: %d records (%d stored), want 1", n, len(storedHistory(t, p).Records))
	}

	// A reload on the results: the page opens on a finished match's save
	// twice; it is recorded once.
	data, _ := finishedSave(t, "mallornothing", 5)
	for visit := 1; visit <= 2; visit++ {
		p.data, p.has = data, true
		a, _ := testApp(t, p, 1280, 800, 1)
		if sc := a.Status().Scene; sc != sceneResults {
			t.Fatalf("visit %d: scene %s, not the results", visit, sc)
		}
		if n := a.Status().History; n != 2 {
			t.Errorf("visit %d: %d records, want 2", visit, n)
		}
	}
	if n := len(storedHistory(t, p).Records); n != 2 {
		t.Errorf("%d records stored, want 2", n)
	}
}

// TestHistoryKeepsAHundred: with 100 records kept, a finished match is
// put first and the oldest is dropped.
func TestHistoryKeepsAHundred(t *testing.T) {
	p := newSettingsPlatform()
	storeRecords(t, p, craftedRecords(100, "normal"))
	data, _ := finishedSave(t, "mallornothing", 7)
	p.data, p.has = data, true
	a, _ := testApp(t, p, 1280, 800, 1)
	if n := a.Status().History; n != 100 {
		t.Fatalf("%d records, want 100", n)
	}
	h := storedHistory(t, p)
	if len(h.Records) != 100 || h.Records[0].Game != "mallornothing" || h.Records[99].ID != "crafted-1" || h.Has("crafted-0") {
		t.Errorf("stored: %d records, first %s, last %s; want 100, the new match first, crafted-0 dropped",
			len(h.Records), h.Records[0].Game, h.Records[len(h.Records)-1].ID)
	}
}

// TestHistoryOpensTheReplay: the History scene lists the match; its row
// opens the viewer on that game, whose last step is the match's final
// state (same hash); Close comes back to the list.
func TestHistoryOpensTheReplay(t *testing.T) {
	for _, game := range []string{"mallworld", "luxshopping"} {
		p := newSettingsPlatform()
		data, final := finishedSave(t, game, 3)
		p.data, p.has = data, true
		a, in := testApp(t, p, 1280, 800, 1)
		click(t, a, in, "results:menu")
		click(t, a, in, "menu:history")
		if sc := a.Status().Scene; sc != sceneHistory {
			t.Fatalf("scene %s, not the history", sc)
		}
		if !strings.Contains(frameTexts(a), gameTitle(game)) {
			t.Errorf("%s: the list does not name the game: %s", game, frameTexts(a))
		}
		click(t, a, in, "history:open:0")
		rs := replayStatus(t, a)
		s := a.cur.(*replayScene)
		if s.r.Match.Game != game || rs.Step != 0 || rs.Seat != 0 {
			t.Fatalf("the viewer shows %s at step %d as seat %d; want %s at 0 as seat 0 (the person)", s.r.Match.Game, rs.Step, rs.Seat, game)
		}
		click(t, a, in, "replay:last")
		if rs := replayStatus(t, a); rs.Step != rs.Steps || shownHash(t, a) != final.Hash() {
			t.Errorf("%s: the last step of the replay is not the match's final state", game)
		}
		click(t, a, in, "replay:close")
		if sc := a.Status().Scene; sc != sceneHistory {
			t.Errorf("%s: scene %s after Close, not the history", game, sc)
		}
		click(t, a, in, "history:menu")
		if sc := a.Status().Scene; sc != sceneMenu {
			t.Errorf("scene %s after Back", sc)
		}
	}
}

// TestHistoryBadStore: a stored history that does not decode gives an
// empty history and a note on the menu, no panic; it is replaced at once,
// so the next visit says nothing. A record whose replay is bad opens the
// viewer's page that says why.
func TestHistoryBadStore(t *testing.T) {
	good, _ := (&history.History{Records: craftedRecords(2, "easy")}).Encode()
	for _, bad := range []string{"garbage", string(good[:len(good)/2]), strings.Replace(string(good), `"version":1`, `"version":9`, 1)} {
		p := newSettingsPlatform()
		p.kv[history.Key] = bad
		a, in := testApp(t, p, 1280, 800, 1)
		if n := a.Status().History; n != 0 {
			t.Errorf("%.20q: %d records, want 0", bad, n)
		}
		if !strings.Contains(frameTexts(a), badHistoryNote()) {
			t.Errorf("%.20q: the menu does not say the history was lost: %s", bad, frameTexts(a))
		}
		click(t, a, in, "menu:history")
		if !strings.Contains(frameTexts(a), badHistoryNote()) {
			t.Errorf("%.20q: the History scene does not say the history was lost", bad)
		}
		a2, _ := testApp(t, p, 1280, 800, 1)
		if strings.Contains(frameTexts(a2), badHistoryNote()) || a2.Status().History != 0 {
			t.Errorf("%.20q: the next visit still says the history was lost", bad)
		}
	}
	p := newSettingsPlatform()
	storeRecords(t, p, craftedRecords(2, "easy"))
	a, in := testApp(t, p, 1280, 800, 1)
	click(t, a, in, "menu:history")
	click(t, a, in, "history:open:1")
	if s, ok := a.cur.(*replayScene); !ok || s.err == "" {
		t.Fatalf("a record with a bad replay: scene %s, want the viewer's error page", a.Status().Scene)
	}
	click(t, a, in, "replay:close")
	if sc := a.Status().Scene; sc != sceneHistory {
		t.Errorf("scene %s after closing the error page", sc)
	}
}

// TestHistoryStatsShown: the History scene's win counts for crafted
// records: two levels, the person first in every third match.
func TestHistoryStatsShown(t *testing.T) {
	p := newSettingsPlatform()
	storeRecords(t, p, craftedRecords(9, "normal", "hard"))
	a, in := testApp(t, p, 1280, 800, 1)
	click(t, a, in, "menu:history")
	texts := frameTexts(a)
	// Matches 0, 3 and 6 of 9: the person first, both bots beaten; in the
	// others the person is last.
	for _, want := range []string{"Normal bots: 3 of 9 beaten", "Hard bots: 3 of 9 beaten", "9 past matches", "(winner)"} {
		if !strings.Contains(texts, want) {
			t.Errorf("the History scene lacks %q: %s", want, texts)
		}
	}
	if !hasTarget(a, "history:open:8") || hasTarget(a, "history:open:9") {
		t.Errorf("the rows' targets: %v", targetIDs(a))
	}
	p2 := newSettingsPlatform()
	a2, in2 := testApp(t, p2, 1280, 800, 1)
	click(t, a2, in2, "menu:history")
	if !strings.Contains(frameTexts(a2), "No finished match yet") {
		t.Errorf("an empty history: %s", frameTexts(a2))
	}
}

// TestHistoryFitsAndSpeaksFrench: the menu and a long History scene in
// English and French at a phone's two orientations and a desktop size:
// no text cut or out of its panel, 11 CSS px or more (12 on the desktop),
// the list scrolls on the phone, and French has every text.
func TestHistoryFitsAndSpeaksFrench(t *testing.T) {
	defer lang.Set(lang.English)
	for _, tag := range []string{lang.English, lang.French} {
		for _, sz := range fitSizes {
			t.Run(tag+"-"+sz.name, func(t *testing.T) {
				lang.ResetMisses()
				p := newSettingsPlatform()
				recs := craftedRecords(40, "easy", "normal", "hard", "greedy", "random")
				storeRecords(t, p, recs)
				a, in := testApp(t, p, sz.w, sz.h, sz.dsf)
				a.prefs.setLang(tag)
				a.dirty = true
				a.Update()
				minSize := 11.0
				if sz.name == "desktop" {
					minSize = 12
				}
				if probs := fitProblems(a, minSize); len(probs) > 0 {
					t.Errorf("menu: %s", strings.Join(probs, "\n  "))
				}
				click(t, a, in, "menu:history")
				if probs := fitProblems(a, minSize); len(probs) > 0 {
					t.Errorf("history: %s", strings.Join(probs, "\n  "))
				}
				if sc := a.Screen(); sc.ScrollMax <= 0 {
					t.Errorf("40 records do not scroll (scroll max %v)", sc.ScrollMax)
				}
				if m := lang.Misses(); tag == lang.French && len(m) > 0 {
					t.Errorf("French misses: %q", m)
				}
			})
		}
	}
}
