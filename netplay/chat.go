package netplay

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"
)

// Chat and reactions. A chat line is a message of its author's, signed like
// a move but outside the log: it changes no state and no hash, and the host
// relays it to every guest as it relays moves. It is plain text: at most
// MaxChatBytes of UTF-8 with no control character (a page draws it as text
// and opens no link). A reaction is one of Reactions, sent the same way.
// Each peer keeps the lines in its store, so a reload finds them. An author
// may send ChatBurst lines in ChatWindow; the host drops (and reports) what
// comes faster.

// Chat limits.
const (
	MaxChatBytes = 200
	ChatBurst    = 5
	ChatWindow   = 10 * time.Second
	maxChatLines = 1000 // kept per match; older lines are forgotten
)

// Reactions are the quick reactions a player can send.
var Reactions = []string{"well-played", "thinking", "oops", "good-luck", "thanks", "wow"}

// kindChat: a chat line (txt) or a reaction (mv), from any peer.
const kindChat = "chat"

// ChatLine is one line of the match's chat.
type ChatLine struct {
	Peer     int    // the author, an index into Setup.Peers
	Name     string // the author's name
	Text     string // the line, or "" for a reaction
	Reaction string // one of Reactions, or ""
	Step     int    // the step of the log when it was sent
}

// CleanChat checks a chat line: it trims the spaces around it and refuses an
// empty line, one over MaxChatBytes, one that is not UTF-8, and one with a
// control character (a new line, a tab, a bidi override), saying which.
func CleanChat(text string) (string, error) {
	text = strings.TrimSpace(text)
	switch {
	case text == "":
		return "", fmt.Errorf("an empty message")
	case len(text) > MaxChatBytes:
		return "", fmt.Errorf("a message of %d bytes; at most %d", len(text), MaxChatBytes)
	case !utf8.ValidString(text):
		return "", fmt.Errorf("a message that is not UTF-8 text")
	}
	for i, r := range text {
		if unicode.IsControl(r) || unicode.Is(unicode.Cf, r) {
			return "", fmt.Errorf("a control character (%U) at byte %d", r, i)
		}
	}
	return text, nil
}

// Chat sends a chat line to everyone in the match.
func (p *Peer) Chat(text string) error {
	text, err := CleanChat(text)
	if err != nil {
		return err
	}
	return p.sendChat(body{Kind: kindChat, Seat: -1, Text: text})
}

// React sends one of Reactions.
func (p *Peer) React(reaction string) error {
	if !slices.Contains(Reactions, reaction) {
		return fmt.Errorf("%q is not a reaction (%s)", clip(reaction), strings.Join(Reactions, ", "))
	}
	return p.sendChat(body{Kind: kindChat, Seat: -1, Move: reaction})
}

func (p *Peer) sendChat(b body) error {
	p.mu.Lock()
	defer p.unlock()
	if p.me < 0 || p.stopped {
		return fmt.Errorf("not in a match")
	}
	if !p.chatRate(p.key) {
		return fmt.Errorf("too many messages: at most %d in %v", ChatBurst, ChatWindow)
	}
	b.Step = len(p.steps)
	if err := p.emit(b); err != nil {
		return err
	}
	p.settle()
	return nil
}

// chatRate notes a line by key now and reports whether it is within the
// limit; a line over it is not noted.
func (p *Peer) chatRate(key string) bool {
	if p.chatTimes == nil {
		p.chatTimes = map[string][]time.Time{}
	}
	now := p.cfg.Now()
	ts := p.chatTimes[key]
	for len(ts) > 0 && now.Sub(ts[0]) >= ChatWindow {
		ts = ts[1:]
	}
	if len(ts) >= ChatBurst {
		p.chatTimes[key] = ts
		return false
	}
	p.chatTimes[key] = append(ts, now)
	return true
}

// processChat takes a chat line: the host checks the author's rate first.
func (p *Peer) processChat(msg *message, author int, fail func(Fault, string, ...any) outcome) outcome {
	if author < 0 {
		return fail(FaultForged, "a chat line from a key not in the match")
	}
	line := ChatLine{Peer: author, Name: p.setup.name(author), Step: msg.Step}
	switch {
	case msg.Move != "" && msg.Text == "" && slices.Contains(Reactions, msg.Move):
		line.Reaction = msg.Move
	case msg.Move == "" && msg.Text != "":
		text, err := CleanChat(msg.Text)
		if err != nil || text != msg.Text {
			return fail(FaultMalformed, "chat line refused: %v", err)
		}
		line.Text = text
	default:
		return fail(FaultMalformed, "a chat message is a line or one of the reactions")
	}
	if p.isHost() && !p.quiet && msg.From != p.key && !p.chatRate(msg.From) {
		return fail(FaultFlood, "over %d chat lines in %v", ChatBurst, ChatWindow)
	}
	p.chat = append(p.chat, line)
	if len(p.chat) > maxChatLines {
		p.chat = p.chat[len(p.chat)-maxChatLines:]
	}
	p.saveChat(msg.raw)
	return done
}

// ChatLines returns the match's chat so far, oldest first.
func (p *Peer) ChatLines() []ChatLine {
	p.mu.Lock()
	defer p.mu.Unlock()
	return slices.Clone(p.chat)
}

// storeChat names the store key of the i-th chat message kept.
func storeChat(i int) string { return "chat/" + strconv.Itoa(i) }

// saveChat keeps a chat message in the store.
func (p *Peer) saveChat(raw []byte) {
	if p.cfg.Store == nil || p.quiet {
		return
	}
	if err := p.cfg.Store.Save(storeChat(p.chatSaved), raw); err != nil {
		p.logf("netplay: save chat: %v", err)
		return
	}
	p.chatSaved++
	p.saveMeta()
}

// restoreChat reads back the n chat messages kept. One that does not
// decode, or whose author is not in the match, is left out and logged: the
// chat is not part of the log, and the match goes on without it.
func (p *Peer) restoreChat(n int) {
	quiet := p.quiet
	p.quiet = true // nothing is saved again
	defer func() { p.quiet = quiet }()
	for i := 0; i < n; i++ {
		raw, err := p.cfg.Store.Load(storeChat(i))
		var msg *message
		if err == nil {
			msg, err = decode(raw)
		}
		if err == nil && msg.Kind != kindChat {
			err = fmt.Errorf("a %s message", msg.Kind)
		}
		if err != nil {
			p.logf("netplay: restore chat %d: %v", i, err)
			continue
		}
		p.fresh(msg, true)
		p.processChat(msg, p.setup.peerIndex(msg.From), func(f Fault, format string, args ...any) outcome {
			p.logf("netplay: restore chat %d: %s", i, fmt.Sprintf(format, args...))
			return drop
		})
	}
	p.chatSaved = n
}
