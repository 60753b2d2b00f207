package netplay

import (
	"fmt"
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

// TestChatAuthorOrder: lines the link delivers out of order are kept in the
// order their author sent them, on the host and on the guest it relays them
// to, and again after that guest's reload.
func TestChatAuthorOrder(t *testing.T) {
	n := newTestNet(t)
	host, gs := threeSeatLobby(t, n, nil)
	g2 := n.config("Guest2", 11).Identity
	if err := host.Chat("first from the host"); err != nil {
		t.Fatal(err)
	}
	n.settle()
	var raws [][]byte
	for i, text := range []string{"one", "two", "three"} {
		raw, err := encode(g2, body{Kind: kindChat, Match: host.Match(), From: g2.Key(), Seq: uint64(1<<40 + i), Seat: -1, Text: text})
		if err != nil {
			t.Fatal(err)
		}
		raws = append(raws, raw)
	}
	for _, i := range []int{2, 0, 1} { // three, one, two
		n.guestSide[gs[1]].Send(raws[i])
		n.settle()
	}
	if err := host.Chat("last from the host"); err != nil {
		t.Fatal(err)
	}
	n.settle()
	order := func(p *Peer) []string {
		var out []string
		for _, l := range p.ChatLines() {
			if l.Name == "Guest2" {
				out = append(out, l.Text)
			}
		}
		return out
	}
	want := []string{"one", "two", "three"}
	for _, p := range []*Peer{host, gs[0]} { // Guest2's own page did not send the lines made here

		if got := order(p); !slices.Equal(got, want) {
			t.Errorf("%s: Guest2's lines %q, want %q", p.cfg.Name, got, want)
		}
		if ls := p.ChatLines(); len(ls) != 5 || ls[0].Text != "first from the host" || ls[4].Text != "last from the host" {
			t.Errorf("%s: chat %q: the host's lines moved", p.cfg.Name, chatOf(p))
		}
	}
	r, err := Restore(Config{Store: n.stores[1], Now: n.clock.Now})
	if err != nil {
		t.Fatal(err)
	}
	if got := order(r); !slices.Equal(got, want) {
		t.Errorf("after a reload: %q, want %q", got, want)
	}
}

// TestVerifyChat: a match's chat messages verify against its transcript's
// roster and come back as the lines; a changed byte, a message of another
// kind, a reordering, a step past the end and a stranger's line are each
// refused with an error naming the message.
func TestVerifyChat(t *testing.T) {
	n := newTestNet(t)
	host, gs := threeSeatLobby(t, n, nil)
	peers := append([]*Peer{host}, gs...)
	gs[0].Chat("in the lobby")
	n.settle()
	if err := host.Start(); err != nil {
		t.Fatal(err)
	}
	n.run(peers, 20)
	gs[1].React("thanks")
	n.settle()
	host.Chat("<b>gg</b>")
	n.settle()
	m, setup, err := VerifyTranscript(host.Transcript())
	if err != nil {
		t.Fatal(err)
	}
	recs := host.ChatRecords()
	lines, err := VerifyChat(setup, len(m.Steps), recs)
	if err != nil {
		t.Fatal(err)
	}
	kept := host.ChatLines()
	if len(lines) != 3 || len(kept) != 3 {
		t.Fatalf("%d lines verified, %d kept, want 3", len(lines), len(kept))
	}
	for i := range lines {
		a, b := lines[i], kept[i]
		if a.Peer != b.Peer || a.Name != b.Name || a.Text != b.Text || a.Reaction != b.Reaction || a.Step != b.Step || a.Seq != b.Seq {
			t.Errorf("line %d: %+v verified, %+v kept", i, a, b)
		}
	}
	if lines[0].Step != 0 || lines[2].Step != len(m.Steps) || lines[1].Reaction != "thanks" {
		t.Errorf("lines %+v", lines)
	}

	changed := func(i int, f func([]byte) []byte) [][]byte {
		out := slices.Clone(recs)
		out[i] = f(slices.Clone(recs[i]))
		return out
	}
	late, err := host.sign(body{Kind: kindChat, Seat: -1, Step: len(m.Steps) + 1, Text: "late"})
	if err != nil {
		t.Fatal(err)
	}
	stranger, err := encode(n.config("Stranger", 99).Identity, body{Kind: kindChat, Match: host.Match(), From: n.config("Stranger", 99).Identity.Key(), Seq: 1, Seat: -1, Text: "hi"})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name string
		recs [][]byte
		want string
	}{
		{"a changed letter", changed(2, func(b []byte) []byte { return []byte(strings.Replace(string(b), "gg", "GG", 1)) }), "chat message 3: chat message: the signature does not verify"},
		{"a move", append(slices.Clone(recs), host.Transcript()[1]), "not a chat line"},
		{"twice", append(slices.Clone(recs), recs[2]), "chat message 4: Host's message number"},
		{"late", append(slices.Clone(recs), late), "chat message 4: sent at step"},
		{"a stranger", append(slices.Clone(recs), stranger), "chat message 4: signed by key"},
	} {
		_, err := VerifyChat(setup, len(m.Steps), c.recs)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want an error saying %q", c.name, err, c.want)
		}
		if ce, ok := err.(*ChatError); !ok || !strings.HasPrefix(c.want, fmt.Sprintf("chat message %d:", ce.Index+1)) && c.name != "a move" {
			t.Errorf("%s: %#v, not a ChatError of the message", c.name, err)
		}
	}
}
