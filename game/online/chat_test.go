package online_test

import (
	"fmt"
	"math"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/galleria-games/galleria/engine/games"
	"github.com/galleria-games/galleria/game"
	"github.com/galleria-games/galleria/game/lang"
)

// chatOf is p's chat as the hook gives it: "author: text" or
// "author: (reaction)", oldest first, " [muted]" after a muted line.
func chatOf(p *player) []string {
	var out []string
	st := p.status()
	if st.Online == nil {
		return nil
	}
	for _, l := range st.Online.Chat {
		s := l.Author + ": " + l.Text
		if l.Reaction != "" {
			s = l.Author + ": (" + l.Reaction + ")"
		}
		if l.Muted {
			s += " [muted]"
		}
		out = append(out, s)
	}
	return out
}

// say types s in p's text box after a click on Say…, and pumps until p's
// page took it (sent it, or refused it with a note).
func say(t *testing.T, p *player, s string, clk *testClock, ps ...*player) {
	t.Helper()
	before := p.o.ChatSaid()
	p.br.type_(s)
	p.d.Click("chat:say")
	pump(t, fmt.Sprintf("%s to take %.20q", p.name, s), func() bool { return p.o.ChatSaid() > before }, clk, ps...)
}

// flatText is every text of p's last frame, joined by spaces (a wrapped
// line reads whole).
func flatText(p *player) string {
	return strings.Join(p.d.App.Texts(), " ") + " "
}

// hasLine pumps until p's chat holds line.
func hasLine(t *testing.T, p *player, line string, clk *testClock, ps ...*player) {
	t.Helper()
	pump(t, fmt.Sprintf("%s to have %q", p.name, line), func() bool { return slices.Contains(chatOf(p), line) }, clk, ps...)
}

// TestOnlineChatTravels: lines and reactions go both ways in the lobby and
// at the table, drawn as "Name: text" (markup literally); the Chat button
// counts the unread lines; a muted peer's lines are hidden and kept, and
// come back with Unmute; a reload (a new page on the same storage) shows
// the same lines.
func TestOnlineChatTravels(t *testing.T) {
	host, guest, net := onlineLobby(t, nil, false)
	// The lobby at 1280×720 has room for the panel beside the seats.
	for _, p := range []*player{host, guest} {
		if st := p.status(); !st.Online.ChatShown || !p.has("chat:say") || p.has("chat:open") {
			t.Fatalf("%s's lobby: chat shown %v, targets %v", p.name, st.Online.ChatShown, p.d.IDs())
		}
	}
	say(t, host, "Hello <b>you</b> & <script>alert(1)</script>", nil, host, guest)
	want := "Hanna: Hello <b>you</b> & <script>alert(1)</script>"
	hasLine(t, guest, want, nil, host, guest)
	if !strings.Contains(flatText(guest), want+" ") {
		t.Fatalf("the guest's lobby does not show %q as text:\n%s", want, frameText(guest))
	}
	gname := guest.status().Online.Chat[0].Author
	if gname != "Hanna" {
		t.Fatalf("the host's line is by %q", gname)
	}
	guest.d.Click("chat:react:good-luck")
	guestName := ""
	pump(t, "the guest's reaction at the host", func() bool {
		c := host.status().Online.Chat
		if len(c) == 2 && c[1].Reaction == "good-luck" {
			guestName = c[1].Author
			return true
		}
		return false
	}, nil, host, guest)
	if !strings.Contains(flatText(host), guestName+": good luck! ") {
		t.Fatalf("the host's lobby does not show the reaction:\n%s", frameText(host))
	}

	host.d.Click("lobby:start")
	pump(t, "both at the table", func() bool {
		return host.status().Scene == sceneTable && guest.status().Scene == sceneTable
	}, nil, host, guest)
	// At the table the chat is a Chat button until opened.
	for _, p := range []*player{host, guest} {
		if st := p.status(); st.Online.ChatShown || p.has("chat:say") || !p.has("chat:open") {
			t.Fatalf("%s's table: chat shown %v, targets %v", p.name, st.Online.ChatShown, p.d.IDs())
		}
	}
	guest.d.Click("chat:open")
	guest.d.Click("chat:react:well-played")
	// A link may deliver two messages in either order (as in the
	// browser): each line is awaited before the next.
	hasLine(t, host, guestName+": (well-played)", nil, host, guest)
	say(t, guest, "nice move 👋", nil, host, guest)
	hasLine(t, host, guestName+": nice move 👋", nil, host, guest)
	if n := host.status().Online.ChatUnread; n != 2 || !strings.Contains(flatText(host), "Chat (2) ") {
		t.Fatalf("the host's table: %d unread, texts:\n%s", n, frameText(host))
	}
	host.d.Click("chat:open")
	if st := host.status(); !st.Online.ChatShown || st.Online.ChatUnread != 0 ||
		!strings.Contains(flatText(host), guestName+": well played! "+guestName+": nice move 👋 ") {
		t.Fatalf("the host's open chat: %+v\n%s", st.Online, frameText(host))
	}
	host.d.Click("chat:react:thanks")
	hasLine(t, guest, "Hanna: (thanks)", nil, host, guest)
	if !strings.Contains(flatText(guest), "Hanna: thanks! ") {
		t.Fatalf("the guest's open chat:\n%s", frameText(guest))
	}
	host.d.Click("chat:close")
	if host.status().Online.ChatShown || host.has("chat:say") {
		t.Fatal("Close leaves the chat open")
	}

	// Mute: the guest hides the host's lines, keeps them, shows them again.
	hostPeer := host.status().Online.Chat[0].Peer
	mute := fmt.Sprintf("chat:mute:%d", hostPeer)
	if !guest.has(mute) || guest.has(fmt.Sprintf("chat:mute:%d", guest.status().Online.Chat[1].Peer)) {
		t.Fatalf("the guest's mute toggles: %v", targetsWith(guest, "chat:mute:"))
	}
	guest.d.Click(mute)
	if got := chatOf(guest); !slices.Contains(got, "Hanna: (thanks) [muted]") || len(got) != 5 {
		t.Fatalf("muted: %q", got)
	}
	if txt := flatText(guest); strings.Contains(txt, "Hanna: ") || !strings.Contains(txt, "Unmute Hanna") || !strings.Contains(txt, guestName+": nice move") {
		t.Fatalf("the guest's chat with Hanna muted:\n%s", txt)
	}
	guest.d.Click("chat:close")
	host.d.Click("chat:open")
	say(t, host, "are you there?", nil, host, guest)
	hasLine(t, guest, "Hanna: are you there? [muted]", nil, host, guest)
	if n := guest.status().Online.ChatUnread; n != 0 {
		t.Fatalf("a muted line counts as unread: %d", n)
	}
	guest.d.Click("chat:open")
	guest.d.Click(mute)
	if txt := flatText(guest); !strings.Contains(txt, "Hanna: are you there? ") || !strings.Contains(txt, "Mute Hanna") {
		t.Fatalf("unmuted:\n%s", txt)
	}

	// A reload of each page finds the same lines.
	before := chatOf(host)
	if len(before) != 6 || !slices.Equal(before, chatOf(guest)) {
		t.Fatalf("host %q, guest %q", before, chatOf(guest))
	}
	guest.o.Drop()
	g2 := newPlayer(t, "guest2", net, guest.br.URL(), guest.br.store, nil)
	host.o.Drop()
	h2 := newPlayer(t, "host2", net, host.br.URL(), host.br.store, nil)
	for _, p := range []*player{g2, h2} {
		pump(t, p.name+"'s chat", func() bool { return len(chatOf(p)) == 6 }, nil, p)
		if got := chatOf(p); !slices.Equal(got, before) {
			t.Errorf("%s after a reload: %q, want %q", p.name, got, before)
		}
		if p.status().Online.ChatUnread != 0 {
			t.Errorf("%s: the lines kept count as unread after a reload", p.name)
		}
		p.d.TryClick("chat:open") // the table's button; a host's page comes back to its lobby, where the panel is open
		if !p.status().Online.ChatShown {
			t.Errorf("%s: the chat is not shown on %s", p.name, p.status().Scene)
		}
		if txt := flatText(p); !strings.Contains(txt, "Hanna: "+"are you there? ") || !strings.Contains(txt, guestName+": well played! ") {
			t.Errorf("%s's chat after a reload:\n%s", p.name, txt)
		}
	}
}

// TestOnlineChatRefuses: hostile lines are refused with a plain note (too
// long, a line break, a bidi override) or shown as typed (markup, a long
// word, wrapped); the sixth line in 10 s is refused with a note, and a line
// goes again once the window has passed.
func TestOnlineChatRefuses(t *testing.T) {
	clk := &testClock{now: time.Date(2026, 5, 1, 20, 0, 0, 0, time.UTC)}
	host, guest, _ := onlineLobby(t, clk, false)
	for _, c := range []struct{ in, note string }{
		{strings.Repeat("x", 201), "Not sent: 201 bytes, at most 200."},
		{"a\nb", "Not sent: a line may not hold a line break, a tab or another control character."},
		{"abc\u202edcb", "Not sent: a line may not hold a line break, a tab or another control character."},
		{"bell\a", "Not sent: a line may not hold a line break, a tab or another control character."},
	} {
		say(t, host, c.in, clk, host, guest)
		if st := host.status(); st.Online.ChatNote != c.note || len(st.Online.Chat) != 0 {
			t.Fatalf("%q: note %q, chat %q", c.in, st.Online.ChatNote, chatOf(host))
		}
		if !strings.Contains(flatText(host), c.note+" ") {
			t.Fatalf("%q: the note is not shown:\n%s", c.in, frameText(host))
		}
	}
	long := strings.Repeat("y", 200) // one word of 200 bytes: allowed, broken to fit
	lines := []string{"<a href=\"http://example.com\">click</a>", long, "&amp; <i>", "four", "five"}
	for _, s := range lines {
		say(t, host, s, clk, host, guest)
		if n := host.status().Online.ChatNote; n != "" {
			t.Fatalf("%.20q refused: %s", s, n)
		}
		hasLine(t, guest, "Hanna: "+s, clk, host, guest) // in order
	}
	say(t, host, "six", clk, host, guest)
	if n := host.status().Online.ChatNote; n != "Not sent: at most 5 messages in 10 seconds. Wait a little." {
		t.Fatalf("the sixth line in 10 s: note %q", n)
	}
	hasLine(t, guest, "Hanna: five", clk, host, guest)
	if got := chatOf(guest); len(got) != 5 || got[0] != "Hanna: "+lines[0] || got[1] != "Hanna: "+long {
		t.Fatalf("the guest's chat: %q", got)
	}
	txt := flatText(guest)
	if !strings.Contains(txt, "Hanna: "+lines[0]+" ") || !strings.Contains(txt, "Hanna: &amp; <i> ") || strings.Contains(txt, "six") {
		t.Fatalf("the guest's lobby:\n%s", txt)
	}
	if strings.Contains(txt, long) || !strings.Contains(txt, strings.Repeat("y", 30)) {
		t.Fatalf("the long word is not broken to fit:\n%s", txt)
	}
	for _, p := range []*player{host, guest} {
		if m := p.d.App.Screen(); len(misfits(m)) > 0 {
			t.Errorf("%s's lobby: %q", p.name, misfits(m))
		}
	}
	clk.Add(11 * time.Second)
	say(t, host, "six, later", clk, host, guest)
	if n := host.status().Online.ChatNote; n != "" {
		t.Fatalf("a line after the window: note %q", n)
	}
	hasLine(t, guest, "Hanna: six, later", clk, host, guest)
	if r := host.status().Online.Reports; len(r) > 0 {
		t.Errorf("reports: %v", r)
	}
}

// misfits lists the texts of a screen that do not fit (game/fit_test.go's
// fitProblems, without the size floor): cut, or ink outside its panel or
// the screen by more than a CSS pixel.
func misfits(sc game.Screen) []string {
	const slack = 1
	var out []string
	for _, t := range sc.Texts {
		p := t.Panel
		t.Y, t.H = t.Y+t.H/2-t.Size/2, t.Size
		switch {
		case t.Cut:
			out = append(out, fmt.Sprintf("cut: %q (panel %.0fx%.0f)", t.Text, p.W, p.H))
		case t.W > 0 && (t.X < p.X-slack || t.X+t.W > p.X+p.W+slack || t.Y < p.Y-slack || t.Y+t.H > p.Y+p.H+slack):
			out = append(out, fmt.Sprintf("outside its panel: %q at %.1f,%.1f %.1fx%.1f, panel %.1f,%.1f %.1fx%.1f",
				t.Text, t.X, t.Y, t.W, t.H, p.X, p.Y, p.W, p.H))
		case t.W > 0 && (t.X < -slack || t.Y < -sc.ScrollY-slack || t.X+t.W > sc.W+slack || t.Y+t.H > sc.H+sc.ScrollMax-sc.ScrollY+slack):
			out = append(out, fmt.Sprintf("off screen: %q at %.1f,%.1f %.1fx%.1f", t.Text, t.X, t.Y, t.W, t.H))
		}
	}
	return out
}

// TestOnlineChatFits: at a phone's size (390×844) and a desktop's
// (1280×800), in English and French, the table keeps its texts whole with
// the Chat button in its header and the chat closed (no reaction covers a
// move); opened, the chat's texts fit their panel, its buttons are at
// least 24 units high and inside the screen; the lobby the same.
func TestOnlineChatFits(t *testing.T) {
	t.Cleanup(func() { lang.Set(lang.English); stillPieces = false })
	stillPieces = true
	host, guest := onlineMatchWithChat(t)
	for _, l := range []string{lang.English, lang.French} {
		lang.Set(l)
		for _, sz := range []struct{ w, h, dsf float64 }{{390, 844, 3}, {1280, 800, 1}, {844, 390, 3}} {
			where := fmt.Sprintf("%s %vx%v", l, sz.w, sz.h)
			host.d.App.SetSize(sz.w, sz.h, sz.dsf)
			host.update()
			for _, scene := range []string{sceneTable, sceneLobby} {
				if scene == sceneLobby {
					host.d.Click("table:players")
				}
				w := where + " " + scene
				inline := host.status().Online.ChatShown
				if m := misfits(host.d.App.Screen()); len(m) > 0 {
					t.Errorf("%s, chat closed: %q", w, m)
				}
				shot(t, host.d.App, fmt.Sprintf("%s-%s-%vx%v-closed", scene, l, sz.w, sz.h), sz.w, sz.h, sz.dsf)
				overlaps(t, host, w)
				if !inline {
					if host.has("chat:say") || len(targetsWith(host, "chat:react:")) > 0 {
						t.Errorf("%s: the closed chat draws its buttons: %v", w, host.d.IDs())
					}
					if scene == sceneTable && sz.w == 390 && l == lang.English && !strings.Contains(flatText(host), lang.F("Chat (%d)", 3)+" ") {
						t.Errorf("%s: no unread count:\n%s", w, frameText(host))
					}
					host.d.Click("chat:open")
				}
				if m := misfits(host.d.App.Screen()); len(m) > 0 {
					t.Errorf("%s, chat open: %q", w, m)
				}
				if !inline { // else the same frame as above
					shot(t, host.d.App, fmt.Sprintf("%s-%s-%vx%v", scene, l, sz.w, sz.h), sz.w, sz.h, sz.dsf)
				}
				if !strings.Contains(flatText(host), "a long line of words") {
					t.Errorf("%s: the lines are not shown:\n%s", w, frameText(host))
				}
				sc := host.d.App.Screen()
				top, end := math.Inf(1), math.Inf(-1)
				for _, tg := range host.d.App.Targets() {
					if !strings.HasPrefix(tg.ID, "chat:") {
						continue
					}
					if tg.H < 24 || tg.X < 0 || tg.X+tg.W > sz.w || tg.Y < -sc.ScrollY || tg.Y+tg.H > sz.h+sc.ScrollMax-sc.ScrollY {
						t.Errorf("%s: %s at %.0f,%.0f %.0fx%.0f", w, tg.ID, tg.X, tg.Y, tg.W, tg.H)
					}
					top, end = min(top, tg.Y), max(end, tg.Y+tg.H)
				}
				if !inline && end-top > sz.h {
					t.Errorf("%s: the chat's buttons span %.0f px, more than the screen", w, end-top)
				}
				if n := len(targetsWith(host, "chat:react:")); n != 6 {
					t.Errorf("%s: %d reactions", w, n)
				}
				if !inline {
					host.d.Click("chat:close")
				}
				if scene == sceneLobby {
					host.d.Click("lobby:table")
				}
			}
		}
	}
	_ = guest
}

// onlineMatchWithChat is a started match whose chat holds a reaction, a
// line of markup, a long word and a long line from the guest, unread by
// the host.
func onlineMatchWithChat(t *testing.T) (host, guest *player) {
	t.Helper()
	host, guest, _ = onlineMatch(t, nil, false)
	guest.d.Click("chat:open")
	guest.d.Click("chat:react:thinking")
	hasLine(t, host, "Guest 1: (thinking)", nil, host, guest)
	say(t, guest, strings.Repeat("z", 200), nil, host, guest)
	hasLine(t, host, "Guest 1: "+strings.Repeat("z", 200), nil, host, guest)
	say(t, guest, "<b>bold?</b> no: "+strings.Repeat("a long line of words ", 8), nil, host, guest)
	pump(t, "the host to have the lines", func() bool { return len(chatOf(host)) == 3 }, nil, host, guest)
	return host, guest
}

// TestOnlineChatStripEveryGame: on a phone, upright and sideways, every
// game's online table keeps its texts whole above the chat's strip, and
// the open chat's texts fit.
func TestOnlineChatStripEveryGame(t *testing.T) {
	t.Cleanup(func() { stillPieces = false })
	stillPieces = true
	played := 0
	for _, g := range games.All() {
		net := newMemNet()
		host := newPlayer(t, "host", net, "https://example.test/galleria/?net=1", nil, nil)
		host.d.Click("online:host")
		if !host.has("hostsetup:game:" + g.Name()) {
			continue
		}
		played++
		guest := gameOnlineLobby(t, net, host, g.Name(), nil, nil)
		host.d.Click("lobby:start")
		pump(t, "both at the table", func() bool {
			return host.status().Scene == sceneTable && guest.status().Scene == sceneTable
		}, nil, host, guest)
		guest.d.Click("chat:open")
		say(t, guest, "a line long enough to be cut in the strip under the table, and more", nil, host, guest)
		hasLine(t, host, "Guest 1: a line long enough to be cut in the strip under the table, and more", nil, host, guest)
		for _, sz := range []struct{ w, h, dsf float64 }{{390, 844, 3}, {844, 390, 3}} {
			where := fmt.Sprintf("%s at %vx%v", g.Name(), sz.w, sz.h)
			host.d.App.SetSize(sz.w, sz.h, sz.dsf)
			host.update()
			if m := misfits(host.d.App.Screen()); len(m) > 0 {
				t.Errorf("%s, chat closed: %q", where, m)
			}
			overlaps(t, host, where)
			if !host.has("chat:open") || !strings.Contains(flatText(host), "Guest 1: a line long enough") {
				t.Errorf("%s: no strip:\n%s", where, frameText(host))
			}
			shot(t, host.d.App, fmt.Sprintf("strip-%s-%vx%v", g.Name(), sz.w, sz.h), sz.w, sz.h, sz.dsf)
			host.d.Click("chat:open")
			if m := misfits(host.d.App.Screen()); len(m) > 0 {
				t.Errorf("%s, chat open: %q", where, m)
			}
			host.d.Click("chat:close")
		}
		host.o.Drop()
		guest.o.Drop()
	}
	if played < 4 {
		t.Errorf("%d games looked at", played)
	}
}

// overlaps checks that no chat target of p's frame overlaps another target.
func overlaps(t *testing.T, p *player, where string) {
	t.Helper()
	tgs := p.d.App.Targets()
	for i, a := range tgs {
		for _, b := range tgs[i+1:] {
			if !strings.HasPrefix(a.ID, "chat:") && !strings.HasPrefix(b.ID, "chat:") {
				continue
			}
			if a.X < b.X+b.W && b.X < a.X+a.W && a.Y < b.Y+b.H && b.Y < a.Y+a.H {
				t.Errorf("%s: %s overlaps %s", where, a.ID, b.ID)
			}
		}
	}
}
