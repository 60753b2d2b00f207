package netplay

import (
	"slices"
	"strings"
	"testing"
)

// TestCleanChat: what a chat line may be.
func TestCleanChat(t *testing.T) {
	for _, c := range []struct{ in, out, err string }{
		{"  bien joué 👋 ", "bien joué 👋", ""},
		{"<b>hi</b> <script>x</script>", "<b>hi</b> <script>x</script>", ""}, // text, drawn as text
		{"http://example.com", "http://example.com", ""},                     // text, never opened
		{strings.Repeat("é", MaxChatBytes/2), strings.Repeat("é", MaxChatBytes/2), ""},
		{strings.Repeat("x", MaxChatBytes+1), "", "201 bytes"},
		{"", "", "empty"},
		{" \t ", "", "empty"},
		{"two\nlines", "", "control character (U+000A)"},
		{"bell\a", "", "control character (U+0007)"},
		{"abc\u202edcb", "", "control character (U+202E)"},
		{"zero\u200bwidth", "", "control character (U+200B)"},
		{"bad \xff utf", "", "not UTF-8"},
	} {
		got, err := CleanChat(c.in)
		if c.err == "" && (err != nil || got != c.out) {
			t.Errorf("CleanChat(%q) = %q, %v; want %q", c.in, got, err, c.out)
		}
		if c.err != "" && (err == nil || !strings.Contains(err.Error(), c.err)) {
			t.Errorf("CleanChat(%q): error %v, want one saying %q", c.in, err, c.err)
		}
	}
}

// chatOf is p's chat as "name: text" or "name: (reaction)", sorted (lines
// from different authors may arrive in any order).
func chatOf(p *Peer) []string {
	var out []string
	for _, l := range p.ChatLines() {
		s := l.Name + ": " + l.Text
		if l.Reaction != "" {
			s = l.Name + ": (" + l.Reaction + ")"
		}
		out = append(out, s)
	}
	slices.Sort(out)
	return out
}

// TestChat: lines and reactions reach every peer, in the lobby and during
// the match, without touching the log or the state; a line a peer's own
// page would refuse, and a flood, are refused by the host and not relayed;
// a reload finds the chat again.
func TestChat(t *testing.T) {
	n := newTestNet(t)
	host, gs := threeSeatLobby(t, n, nil)
	peers := append([]*Peer{host}, gs...)
	if err := gs[0].Chat("hello from the lobby"); err != nil {
		t.Fatal(err)
	}
	n.settle()
	if err := host.Start(); err != nil {
		t.Fatal(err)
	}
	n.run(peers, 20)
	logLen, hash := len(host.log), hashOf(host)
	for _, c := range []struct {
		p    *Peer
		text string
	}{{host, "bien joué"}, {gs[1], "<b>not bold</b>"}} {
		if err := c.p.Chat(c.text); err != nil {
			t.Fatal(err)
		}
	}
	if err := gs[0].React("well-played"); err != nil {
		t.Fatal(err)
	}
	if err := gs[0].React("<script>"); err == nil {
		t.Error("an unknown reaction was sent")
	}
	n.settle()
	want := []string{"Guest1: (well-played)", "Guest1: hello from the lobby", "Guest2: <b>not bold</b>", "Host: bien joué"}
	for _, p := range peers {
		if got := chatOf(p); !slices.Equal(got, want) {
			t.Errorf("%s's chat: %q, want %q", p.cfg.Name, got, want)
		}
	}
	if len(host.log) != logLen || hashOf(host) != hash {
		t.Error("chat changed the log or the state")
	}

	// The sender's own limit, then the host's: a line made outside Chat.
	for i := 0; i < ChatBurst; i++ {
		if err := gs[1].Chat("spam"); err != nil && i < ChatBurst-1 {
			t.Fatalf("line %d: %v", i+1, err)
		}
	}
	if err := gs[1].Chat("one too many"); err == nil || !strings.Contains(err.Error(), "too many") {
		t.Errorf("the sixth line in a burst: %v", err)
	}
	n.settle()
	g2 := n.config("Guest2", 11).Identity // the second guest's identity
	seq := uint64(1 << 40)
	forge := func(text string) {
		seq++
		raw, err := encode(g2, body{Kind: kindChat, Match: host.Match(), From: g2.Key(), Seq: seq, Seat: -1, Text: text})
		if err != nil {
			t.Fatal(err)
		}
		n.guestSide[gs[1]].Send(raw)
		n.settle()
	}
	forge("past the page's limit")
	if !hasFault(host.Reports(), FaultFlood, "chat lines") {
		t.Errorf("a line over the rate: host reports %v", host.Reports())
	}
	forge("line\nbreak")
	if !hasFault(host.Reports(), FaultMalformed, "control character") {
		t.Errorf("a line with a control character: host reports %v", host.Reports())
	}
	for _, p := range []*Peer{host, gs[0]} {
		for _, l := range p.ChatLines() {
			if l.Text == "past the page's limit" || strings.Contains(l.Text, "break") {
				t.Errorf("%s took the refused line %q", p.cfg.Name, l.Text)
			}
		}
	}
	n.clock.Add(ChatWindow)
	if err := gs[1].Chat("after a pause"); err != nil {
		t.Errorf("a line after the window: %v", err)
	}
	n.settle()

	// A reload finds the chat again.
	before := chatOf(gs[0])
	r, err := Restore(Config{Store: n.stores[1], Now: n.clock.Now}) // the first guest's
	if err != nil {
		t.Fatal(err)
	}
	if got := chatOf(r); !slices.Equal(got, before) || len(got) < 5 {
		t.Errorf("after a reload: %q, want %q", got, before)
	}
}
