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
	Seq      uint64 // the author's number for the message: its lines go in this order

	raw []byte // the message as its author signed it
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
	line, err := chatLine(msg, author, p.setup.name(author))
	if err != nil {
		return fail(FaultMalformed, "%v", err)
	}
	if p.isHost() && !p.quiet && msg.From != p.key && !p.chatRate(msg.From) {
		return fail(FaultFlood, "over %d chat lines in %v", ChatBurst, ChatWindow)
	}
	p.addChat(line)
	p.saveChat(msg.raw)
	return done
}

// chatLine reads a chat message: a line of text or one of Reactions.
func chatLine(msg *message, author int, name string) (ChatLine, error) {
	line := ChatLine{Peer: author, Name: name, Step: msg.Step, Seq: msg.Seq, raw: msg.raw}
	switch {
	case msg.Move != "" && msg.Text == "" && slices.Contains(Reactions, msg.Move):
		line.Reaction = msg.Move
	case msg.Move == "" && msg.Text != "":
		text, err := CleanChat(msg.Text)
		if err == nil && text != msg.Text {
			err = fmt.Errorf("spaces around the line")
		}
		if err != nil {
			return line, fmt.Errorf("chat line refused: %v", err)
		}
		line.Text = text
	default:
		return line, fmt.Errorf("a chat message is a line or one of the reactions")
	}
	return line, nil
}

// addChat keeps a line. An author's lines stay in the order the author sent
// them (by their messages' numbers), whatever order the links delivered
// them in: a line goes before the first line of its author's that has a
// higher number.
func (p *Peer) addChat(line ChatLine) {
	at := len(p.chat)
	for i := len(p.chat) - 1; i >= 0; i-- {
		if l := p.chat[i]; l.Peer == line.Peer && l.Seq > line.Seq {
			at = i
		}
	}
	p.chat = slices.Insert(p.chat, at, line)
	if len(p.chat) > maxChatLines {
		p.chat = p.chat[len(p.chat)-maxChatLines:]
	}
}

// ChatLines returns the match's chat so far, oldest first.
func (p *Peer) ChatLines() []ChatLine {
	p.mu.Lock()
	defer p.mu.Unlock()
	return slices.Clone(p.chat)
}

// ChatRecords returns the chat's messages as their authors signed them, in
// the order of ChatLines. VerifyChat checks them anywhere.
func (p *Peer) ChatRecords() [][]byte {
	p.mu.Lock()
	defer p.mu.Unlock()
	out := make([][]byte, len(p.chat))
	for i, l := range p.chat {
		out[i] = append([]byte(nil), l.raw...)
	}
	return out
}

// VerifyChat checks a match's chat messages (ChatRecords) against the
// match's roster (VerifyTranscript's) and its number of steps: each one's
// signature, its author a peer of the match, its match id, its text or
// reaction as a page would take it, its step within the match, and each
// author's messages in the order the author sent them. It returns the
// lines, or a *ChatError naming the first message that fails.
func VerifyChat(setup *Setup, steps int, recs [][]byte) ([]ChatLine, error) {
	if len(recs) > maxChatLines {
		return nil, fmt.Errorf("chat: %d messages, at most %d", len(recs), maxChatLines)
	}
	var lines []ChatLine
	last := map[int]uint64{} // by author, the last number seen
	for i, raw := range recs {
		bad := func(format string, args ...any) ([]ChatLine, error) {
			return nil, &ChatError{Index: i, Err: fmt.Errorf(format, args...)}
		}
		msg, err := decode(raw)
		if err != nil {
			return bad("%v", err)
		}
		if msg.Kind != kindChat {
			return bad("a %s message, not a chat line", clip(msg.Kind))
		}
		if msg.Match != setup.Match {
			return bad("for match %s, this is %s", msg.Match, setup.Match)
		}
		author := setup.peerIndex(msg.From)
		if author < 0 {
			return bad("signed by key %s, which is not in the match", clip(msg.From))
		}
		if msg.Step > steps {
			return bad("sent at step %d of a match of %d steps", msg.Step, steps)
		}
		if msg.Seq <= last[author] {
			return bad("%s's message number %d after number %d", setup.name(author), msg.Seq, last[author])
		}
		last[author] = msg.Seq
		line, err := chatLine(msg, author, setup.name(author))
		if err != nil {
			return bad("%v", err)
		}
		line.raw = nil
		lines = append(lines, line)
	}
	return lines, nil
}

// ChatError is VerifyChat's error: the message that fails (from 0) and why.
type ChatError struct {
	Index int
	Err   error
}

func (e *ChatError) Error() string { return fmt.Sprintf("chat message %d: %v", e.Index+1, e.Err) }

func (e *ChatError) Unwrap() error { return e.Err }

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
