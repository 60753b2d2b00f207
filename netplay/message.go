package netplay

import (
	"crypto/ed25519"
	"encoding/json"
	"fmt"

	"github.com/galleria-games/galleria/engine"
)

// Version is the wire format version: the first byte of every message.
const Version = 1

// MaxMessage caps the size of one message on the wire. Larger messages are
// dropped unread and reported as oversized.
const MaxMessage = 16 << 10

// signDomain prefixes the signed bytes so a signature made here can never be
// taken for one made for another purpose.
const signDomain = "galleria-netplay/1\x00"

// Message kinds.
const (
	kindHello    = "hello"    // guest → host on a new link: key, name, match
	kindLobby    = "lobby"    // host → all before the start: the roster so far
	kindStart    = "start"    // host → all: the final setup; first log record
	kindMove     = "move"     // a seat's plain move
	kindCommit   = "commit"   // commitment to a sealed move or a chance nonce
	kindReveal   = "reveal"   // the move or nonce and its salt
	kindAck      = "ack"      // a peer's hashes after a plain move
	kindRoster   = "roster"   // host: seats change hands (new epoch)
	kindHost     = "host"     // a peer takes over as host (new epoch)
	kindSynced   = "synced"   // host → rejoining guest: catch-up complete
	kindRefused  = "refused"  // host → guest: cannot join (text says why)
	kindPresence = "presence" // host → guests: who is connected ("1101")
	kindSync     = "sync"     // host → rejoining guest: a batch of log records
	// kindRematch (rematch.go): host → guests after the end: a new match
)

// body is the signed content of a message. One flat shape for every kind
// keeps the decoder strict and simple; unused fields are omitted.
type body struct {
	Kind   string   `json:"k"`
	Match  string   `json:"m"`
	From   string   `json:"f"` // author's key
	Seq    uint64   `json:"q"` // author's sequence number, from 1
	Step   int      `json:"s"`
	Epoch  int      `json:"e"`
	Seat   int      `json:"t"`
	Move   string   `json:"mv,omitempty"`
	Log    string   `json:"lh,omitempty"` // author's log hash at Step
	State  string   `json:"sh,omitempty"` // author's state hash at Step
	Digest string   `json:"d,omitempty"`  // commitment
	Salt   string   `json:"x,omitempty"`  // reveal: salt (sealed) or nonce (chance)
	Name   string   `json:"n,omitempty"`
	Setup  *Setup   `json:"setup,omitempty"`
	Text   string   `json:"txt,omitempty"`
	Recs   []string `json:"recs,omitempty"` // sync: records, base64url
}

// message is a decoded, signature-checked message and its exact wire bytes.
type message struct {
	body
	raw []byte
}

// encode signs b with id and returns the wire bytes:
// version byte | 64-byte ed25519 signature | JSON body.
func encode(id Identity, b body) ([]byte, error) {
	js, err := json.Marshal(b)
	if err != nil {
		return nil, err
	}
	sig := id.sign(append([]byte(signDomain), js...))
	out := make([]byte, 0, 1+len(sig)+len(js))
	out = append(out, Version)
	out = append(out, sig...)
	out = append(out, js...)
	if len(out) > MaxMessage {
		return nil, fmt.Errorf("%s message of %d bytes is over the %d-byte cap", b.Kind, len(out), MaxMessage)
	}
	return out, nil
}

// decodeError says what is wrong with a message, and whether it is a forgery
// (a well-formed message whose signature does not verify) rather than noise.
type decodeError struct {
	fault  Fault
	from   string
	detail string
}

func (e *decodeError) Error() string { return e.detail }

// decode parses and authenticates wire bytes. It does not know the roster:
// the caller checks that the author may send what it sent.
func decode(raw []byte) (*message, error) {
	if len(raw) > MaxMessage {
		return nil, &decodeError{fault: FaultOversized, detail: fmt.Sprintf("%d bytes, over the %d-byte cap", len(raw), MaxMessage)}
	}
	if len(raw) < 1+ed25519.SignatureSize+2 {
		return nil, &decodeError{fault: FaultMalformed, detail: fmt.Sprintf("%d bytes is too short for a message", len(raw))}
	}
	if raw[0] != Version {
		return nil, &decodeError{fault: FaultMalformed, detail: fmt.Sprintf("wire version %d, this client speaks %d", raw[0], Version)}
	}
	sig, js := raw[1:1+ed25519.SignatureSize], raw[1+ed25519.SignatureSize:]
	var b body
	if err := engine.DecodeStrict("body", js, MaxMessage, &b); err != nil {
		return nil, &decodeError{fault: FaultMalformed, detail: err.Error()}
	}
	if err := b.check(); err != nil {
		return nil, &decodeError{fault: FaultMalformed, from: b.From, detail: err.Error()}
	}
	pub, err := decodeKey(b.From)
	if err != nil {
		return nil, &decodeError{fault: FaultMalformed, detail: "field f: " + err.Error()}
	}
	if !ed25519.Verify(pub, append([]byte(signDomain), js...), sig) {
		return nil, &decodeError{fault: FaultForged, from: b.From, detail: fmt.Sprintf("%s message: the signature does not verify for key %s", b.Kind, clip(b.From))}
	}
	return &message{body: b, raw: raw}, nil
}

// check validates the fields every kind needs, naming the first bad one.
func (b *body) check() error {
	switch b.Kind {
	case kindHello, kindLobby, kindStart, kindMove, kindCommit, kindReveal, kindAck, kindRoster, kindHost, kindSynced, kindRefused, kindPresence, kindSync, kindRematch,
		kindWatch, kindView, kindVStep, kindChat, kindClock, kindAudience:
	default:
		return fmt.Errorf("field k: unknown kind %q", clip(b.Kind))
	}
	if !isHex(b.Match, 32) {
		return fmt.Errorf("field m: match id must be 32 hex chars")
	}
	if b.Seq == 0 {
		return fmt.Errorf("field q: sequence numbers start at 1")
	}
	if b.Step < 0 || b.Step > 1<<20 {
		return fmt.Errorf("field s: step %d out of range", b.Step)
	}
	if b.Epoch < 0 || b.Epoch > 1<<20 {
		return fmt.Errorf("field e: epoch %d out of range", b.Epoch)
	}
	if b.Seat < -1 || b.Seat > 15 {
		return fmt.Errorf("field t: seat %d out of range", b.Seat)
	}
	need := func(field, v string, n int) error {
		if !isB64(v, n) {
			return fmt.Errorf("field %s: want %d bytes in base64url", field, n)
		}
		return nil
	}
	switch b.Kind {
	case kindMove:
		if b.Move == "" {
			return fmt.Errorf("field mv: empty move")
		}
		fallthrough
	case kindAck:
		if err := need("lh", b.Log, 32); err != nil {
			return err
		}
		return need("sh", b.State, 32)
	case kindCommit:
		if err := need("d", b.Digest, 32); err != nil {
			return err
		}
		if err := need("lh", b.Log, 32); err != nil {
			return err
		}
		return need("sh", b.State, 32)
	case kindReveal:
		return need("x", b.Salt, 32)
	case kindVStep:
		if b.Move == "" {
			return fmt.Errorf("field mv: empty step")
		}
		return need("sh", b.State, 32)
	case kindLobby, kindStart, kindRoster, kindHost, kindRematch, kindView:
		if b.Setup == nil {
			return fmt.Errorf("field setup: missing")
		}
		return b.Setup.check()
	}
	return nil
}

func isHex(s string, n int) bool {
	if len(s) != n {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !('0' <= c && c <= '9' || 'a' <= c && c <= 'f') {
			return false
		}
	}
	return true
}
