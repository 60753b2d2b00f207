package online_test

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/galleria-games/galleria/game"
	"github.com/galleria-games/galleria/game/replaylink"
)

// TestOnlineChatMuteKept: a mute lasts across a reload of the page that
// made it (kept with the match on that device), an Unmute too; the muted
// page knows nothing of it.
func TestOnlineChatMuteKept(t *testing.T) {
	host, guest, net := onlineLobby(t, nil, false)
	say(t, guest, "hello", nil, host, guest)
	hasLine(t, host, "Guest 1: hello", nil, host, guest)
	mute := fmt.Sprintf("chat:mute:%d", host.status().Online.Chat[0].Peer)
	host.d.Click(mute)
	if got := chatOf(host); !slices.Equal(got, []string{"Guest 1: hello [muted]"}) {
		t.Fatalf("muted: %q", got)
	}
	// A reloaded host's lobby makes a new invite for the guest (then the
	// chat is a Chat button beside it): the page is awaited in that shape
	// and its chat opened.
	reload := func(p *player, name string) *player {
		p.o.Drop()
		r := newPlayer(t, name, net, p.br.URL(), p.br.store, nil)
		pump(t, name+"'s chat and invite", func() bool { return len(chatOf(r)) == 1 && r.has("lobby:copy:0") }, nil, r)
		r.d.TryClick("chat:open")
		return r
	}
	h2 := reload(host, "host2")
	if got := chatOf(h2); !slices.Equal(got, []string{"Guest 1: hello [muted]"}) {
		t.Fatalf("after a reload: %q, want the guest still muted", got)
	}
	if txt := flatText(h2); strings.Contains(txt, "Guest 1: hello") || !strings.Contains(txt, "Unmute Guest 1") {
		t.Fatalf("after a reload the lobby shows:\n%s", txt)
	}
	if got := chatOf(guest); !slices.Equal(got, []string{"Guest 1: hello"}) {
		t.Fatalf("the guest's page: %q", got)
	}
	h2.d.Click(mute)
	for _, k := range h2.br.store.Keys() {
		if strings.Contains(k, "ui/") {
			b, _ := h2.br.store.Load(k)
			t.Logf("h2 after the click: %q, %s = %q", chatOf(h2), k, b)
		}
	}
	h3 := reload(h2, "host3")
	if got := chatOf(h3); !slices.Equal(got, []string{"Guest 1: hello"}) {
		t.Fatalf("unmuted, then a reload: %q", got)
	}
	if txt := flatText(h3); !strings.Contains(txt, "Guest 1: hello") || !strings.Contains(txt, "Mute Guest 1") {
		t.Fatalf("unmuted, then a reload, the lobby shows:\n%s", txt)
	}
}

// TestSignedReplayChat: the replay file of an online match carries its chat
// messages as signed: on another page they verify and show at their steps
// (the lobby's at the start, the others where they were sent); a message
// with a changed letter is refused with an error naming its line of the
// file, and the chat is not shown; a file without chat (as made before)
// still verifies.
func TestSignedReplayChat(t *testing.T) {
	host, guest, net := onlineLobby(t, nil, false)
	say(t, host, "<b>good luck</b>", nil, host, guest)
	hasLine(t, guest, "Hanna: <b>good luck</b>", nil, host, guest)
	host.d.Click("lobby:start")
	pump(t, "both at the table", func() bool {
		return host.status().Scene == sceneTable && guest.status().Scene == sceneTable
	}, nil, host, guest)
	rng := rand.New(rand.NewPCG(5, 27))
	playUntil(t, "a few steps", rng, func() bool { return len(host.o.PeerSteps()) >= 4 }, host, guest)
	guest.d.Click("chat:open")
	guest.d.Click("chat:react:oops")
	hasLine(t, host, "Guest 1: (oops)", nil, host, guest)
	guest.d.Click("chat:close")
	playUntil(t, "the results", rng, atResults(host, guest), host, guest)

	var tr game.Transcripts = host.o
	m, recs := tr.SignedMatch()
	chat := tr.SignedChat()
	if len(chat) != 2 {
		t.Fatalf("%d chat messages kept", len(chat))
	}
	sentAt := host.o.PeerChat()[1].Step
	if sentAt < 4 || sentAt >= len(m.Steps) {
		t.Fatalf("the reaction was sent at step %d of %d", sentAt, len(m.Steps))
	}
	file := replaylink.SignedChatFile(m, recs, chat)

	viewer := newPlayer(t, "viewer", net, "https://example.test/galleria/", nil, nil)
	open := func(data []byte) {
		t.Helper()
		viewer.d.App.OpenReplayFile(data)
		pump(t, "the viewer", func() bool { return viewer.status().Scene == "replay" }, nil, viewer)
		viewer.d.TryClick("replay:first")
	}
	at := func(n int) *game.ReplayStatus {
		t.Helper()
		for viewer.status().Replay.Step < n {
			viewer.d.Click("replay:fwd")
		}
		return viewer.status().Replay
	}
	open(file)
	if st := viewer.status().Replay; st.Signed != "verified" || !slices.Equal(st.Chat, []string{"Hanna: <b>good luck</b>"}) {
		t.Fatalf("the file with chat, at the start: %+v", st)
	}
	if txt := flatText(viewer); !strings.Contains(txt, "Chat: Hanna: <b>good luck</b>") {
		t.Fatalf("the start does not show the lobby's line:\n%s", txt)
	}
	if st := at(sentAt - 1); len(st.Chat) != 1 {
		t.Fatalf("step %d: %q", sentAt-1, st.Chat)
	}
	if st := at(sentAt); !slices.Equal(st.Chat, []string{"Hanna: <b>good luck</b>", "Guest 1: oops!"}) {
		t.Fatalf("step %d: %q", sentAt, st.Chat)
	}
	if txt := flatText(viewer); !strings.Contains(txt, "Chat: Guest 1: oops!") {
		t.Fatalf("step %d does not show the reaction:\n%s", sentAt, txt)
	}
	viewer.d.Click("replay:close")

	// A changed letter in the first chat message; a record of the log put in the chat.
	lines := strings.Split(string(file), "\n")
	line := slices.IndexFunc(lines, func(s string) bool { return strings.HasPrefix(s, "#c ") }) + 1
	changed := slices.Clone(chat)
	changed[0] = append([]byte(nil), chat[0]...)
	changed[0][len(changed[0])-3] ^= 1 // a letter of the text
	for _, c := range []struct {
		name, file, want string
	}{
		{"a changed letter", string(replaylink.SignedChatFile(m, recs, changed)), fmt.Sprintf("line %d: chat message 1: ", line)},
		{"a record of the log", string(replaylink.SignedChatFile(m, recs, [][]byte{chat[0], recs[1]})), fmt.Sprintf("line %d: chat message 2: a commit message, not a chat line", line+1)},
	} {
		open([]byte(c.file))
		st := viewer.status().Replay
		if st.Signed != "failed" || len(st.Chat) != 0 {
			t.Errorf("%s: signed %q, chat %q", c.name, st.Signed, st.Chat)
		}
		if !strings.Contains(st.SigText, c.want) {
			t.Errorf("%s: the viewer says %q, want it to say %q", c.name, st.SigText, c.want)
		}
		viewer.d.Click("replay:close")
	}
	open(replaylink.SignedFile(m, recs))
	if st := viewer.status().Replay; st.Signed != "verified" || len(st.Chat) != 0 {
		t.Errorf("a file without chat: %+v", st)
	}
}
