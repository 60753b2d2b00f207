package signal

import (
	"bytes"
	"compress/flate"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"net/url"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Limits of the fields of a code.
const (
	Slots      = 16          // slots of a host: Slot is 0..Slots-1
	MaxHostLen = 24          // bytes of Invite.Host
	MaxGameLen = 32          // bytes of Invite.Game
	MaxSDP     = 16 << 10    // bytes of a session description
	maxCodeLen = 32 << 10    // characters of a code (a real one is a few hundred)
	maxText    = MaxSDP + 64 // decompressed bytes: the packed SDP and the invite's names
)

// Version 1 codes are the character '1' followed by the unpadded URL-safe
// base64 of:
//
//	kind     1 byte: 'I' invite, 'A' answer
//	flags    1 byte: the slot in the low 4 bits; 0x10: the SDP is packed (see pack); the rest 0
//	match    16 bytes: the match id
//	stream   raw deflate (RFC 1951) of the text, with dictionary as preset dictionary
//	side     the bytes of the packed tokens, in order (nothing when not packed)
//
// The text of an invite is len(Game) as 1 byte, Game, len(Host) as 1 byte,
// Host, then the (packed) SDP; an answer's text is the (packed) SDP.
const (
	version1   = '1'
	kindInvite = 'I'
	kindAnswer = 'A'
	flagPacked = 0x10
	headerLen  = 18
)

// Invite is what a guest needs to join: carried in the URL fragment "#join=<code>".
type Invite struct {
	Match string // match id, 32 lowercase hex chars
	Slot  int    // which invitation of the host this is (0..15)
	Game  string // game name, e.g. "mallworld" (shown before connecting)
	Host  string // host player's display name (≤ 24 bytes)
	SDP   string // the host's complete offer SDP
}

// Answer is the guest's reply: the text the guest sends back to the host.
type Answer struct {
	Match string // the invite's match id
	Slot  int    // the invite's slot
	SDP   string // the guest's complete answer SDP
}

// Code returns the invite as a compact URL-safe code (see the format above),
// or an error naming the field that cannot be encoded.
func (inv Invite) Code() (string, error) {
	if err := inv.check(); err != nil {
		return "", fmt.Errorf("invite code: %w", err)
	}
	names := make([]byte, 0, 2+len(inv.Game)+len(inv.Host))
	names = append(names, byte(len(inv.Game)))
	names = append(names, inv.Game...)
	names = append(names, byte(len(inv.Host)))
	names = append(names, inv.Host...)
	return encode(kindInvite, inv.Match, inv.Slot, names, inv.SDP), nil
}

// Code returns the answer as a compact URL-safe code.
func (a Answer) Code() (string, error) {
	if err := checkCommon(a.Match, a.Slot, a.SDP); err != nil {
		return "", fmt.Errorf("answer code: %w", err)
	}
	return encode(kindAnswer, a.Match, a.Slot, nil, a.SDP), nil
}

// ParseInvite decodes an invite code. Blanks anywhere in it (line breaks
// added by a chat program) are ignored.
func ParseInvite(code string) (Invite, error) {
	p, err := decode(code, kindInvite)
	if err != nil {
		return Invite{}, fmt.Errorf("invite code: %w", err)
	}
	inv := Invite{Match: p.match, Slot: p.slot}
	text := p.text
	for _, f := range []*string{&inv.Game, &inv.Host} {
		if len(text) == 0 || len(text) < 1+int(text[0]) {
			return Invite{}, errors.New("invite code: cut short (names incomplete)")
		}
		*f = string(text[1 : 1+text[0]])
		text = text[1+text[0]:]
	}
	if inv.SDP, err = p.sdp(text); err != nil {
		return Invite{}, fmt.Errorf("invite code: %w", err)
	}
	if err := inv.check(); err != nil {
		return Invite{}, fmt.Errorf("invite code: %w", err)
	}
	return inv, nil
}

// ParseAnswer decodes an answer code. Blanks anywhere in it are ignored.
func ParseAnswer(code string) (Answer, error) {
	p, err := decode(code, kindAnswer)
	if err != nil {
		return Answer{}, fmt.Errorf("answer code: %w", err)
	}
	a := Answer{Match: p.match, Slot: p.slot}
	if a.SDP, err = p.sdp(p.text); err != nil {
		return Answer{}, fmt.Errorf("answer code: %w", err)
	}
	if err := checkCommon(a.Match, a.Slot, a.SDP); err != nil {
		return Answer{}, fmt.Errorf("answer code: %w", err)
	}
	return a, nil
}

// InviteURL is the invite link: base (a page URL; any fragment it has is
// replaced) + "#join=" + the invite's code.
func InviteURL(base string, inv Invite) (string, error) {
	base, _, _ = strings.Cut(base, "#")
	if _, err := url.Parse(base); err != nil {
		return "", fmt.Errorf("invite link: bad base URL: %w", err)
	}
	code, err := inv.Code()
	if err != nil {
		return "", err
	}
	return base + "#join=" + code, nil
}

// InviteFromURL decodes an invite from a full link, from its fragment
// ("#join=...") or from the bare code.
func InviteFromURL(rawURL string) (Invite, error) {
	s := strings.TrimSpace(rawURL)
	if _, frag, ok := strings.Cut(s, "#"); ok {
		code, found := "", false
		for _, kv := range strings.Split(frag, "&") {
			if v, ok := strings.CutPrefix(kv, "join="); ok {
				code, found = v, true
				break
			}
		}
		if !found {
			return Invite{}, errors.New("invite link: no join= in its #fragment")
		}
		if strings.Contains(code, "%") {
			if u, err := url.PathUnescape(code); err == nil {
				code = u
			}
		}
		return ParseInvite(code)
	}
	if strings.Contains(s, "://") || strings.Contains(s, "/") {
		return Invite{}, errors.New("invite link: no #join= part (was the link cut short?)")
	}
	s = strings.TrimPrefix(s, "join=")
	return ParseInvite(s)
}

func (inv Invite) check() error {
	if err := checkCommon(inv.Match, inv.Slot, inv.SDP); err != nil {
		return err
	}
	if inv.Game == "" || len(inv.Game) > MaxGameLen {
		return fmt.Errorf("game name must be 1 to %d bytes, not %d", MaxGameLen, len(inv.Game))
	}
	for _, c := range []byte(inv.Game) {
		if !('a' <= c && c <= 'z' || '0' <= c && c <= '9' || c == '-' || c == '_') {
			return fmt.Errorf("game name %q: want lower-case letters, digits, - and _", inv.Game)
		}
	}
	if len(inv.Host) > MaxHostLen {
		return fmt.Errorf("host name is %d bytes, more than %d", len(inv.Host), MaxHostLen)
	}
	if !utf8.ValidString(inv.Host) {
		return errors.New("host name is not UTF-8")
	}
	for _, r := range inv.Host {
		if unicode.IsControl(r) {
			return fmt.Errorf("host name %q has a control character", inv.Host)
		}
	}
	return nil
}

func checkCommon(match string, slot int, sdp string) error {
	if len(match) != 32 {
		return errors.New("match id must be 32 hex chars")
	}
	for _, c := range []byte(match) {
		if !isLowerHex(c) {
			return errors.New("match id must be 32 hex chars (lower case)")
		}
	}
	if slot < 0 || slot >= Slots {
		return fmt.Errorf("slot %d out of range 0..%d", slot, Slots-1)
	}
	if len(sdp) > MaxSDP {
		return fmt.Errorf("SDP is %d bytes, more than %d", len(sdp), MaxSDP)
	}
	if !strings.HasPrefix(sdp, "v=0") {
		return errors.New(`SDP does not start with "v=0"`)
	}
	return nil
}

// encode builds a version 1 code from checked fields.
func encode(kind byte, match string, slot int, names []byte, sdp string) string {
	text, side, packed := pack(sdp)
	flags := byte(slot)
	if packed {
		flags |= flagPacked
	}
	id, _ := hex.DecodeString(match)
	var buf bytes.Buffer
	buf.WriteByte(kind)
	buf.WriteByte(flags)
	buf.Write(id)
	// The errors of NewWriterDict (a bad level) and of writing to a
	// bytes.Buffer cannot happen.
	fw, _ := flate.NewWriterDict(&buf, flate.BestCompression, []byte(dictionary))
	fw.Write(names)
	fw.Write(text)
	fw.Close()
	buf.Write(side)
	return string(rune(version1)) + base64.RawURLEncoding.EncodeToString(buf.Bytes())
}

// payload is a decoded code before its kind-specific fields are read.
type payload struct {
	match  string
	slot   int
	packed bool
	text   []byte // decompressed
	side   []byte // what followed the compressed stream
}

// sdp unpacks the SDP from the rest of the text (after any names) and
// checks that the side bytes are used up exactly.
func (p *payload) sdp(text []byte) (string, error) {
	if !p.packed {
		if len(p.side) > 0 {
			return "", errors.New("junk after the end")
		}
		if len(text) > MaxSDP {
			return "", errSDPLong
		}
		return string(text), nil
	}
	s, used, err := unpack(text, p.side, MaxSDP)
	if err != nil {
		return "", err
	}
	if used != len(p.side) {
		return "", errors.New("junk after the end")
	}
	return s, nil
}

func decode(code string, want byte) (*payload, error) {
	code = strings.Map(func(r rune) rune {
		if r == ' ' || r == '\t' || r == '\n' || r == '\r' {
			return -1
		}
		return r
	}, code)
	switch {
	case code == "":
		return nil, errors.New("empty")
	case strings.Contains(code, "#join=") || strings.HasPrefix(code, "join="):
		if want == kindAnswer {
			return nil, errors.New("this is an invite link, not an answer code")
		}
		return nil, errors.New("this is a link: pass only the code after #join=")
	case len(code) > maxCodeLen:
		return nil, fmt.Errorf("too long (%d characters)", len(code))
	}
	if v, _ := utf8.DecodeRuneInString(code); v != version1 {
		return nil, fmt.Errorf("version %q unknown", string(v))
	}
	for i, r := range code {
		if !('0' <= r && r <= '9' || 'A' <= r && r <= 'Z' || 'a' <= r && r <= 'z' || r == '-' || r == '_') {
			return nil, fmt.Errorf("not base64 (%q at character %d)", string(r), utf8.RuneCountInString(code[:i])+1)
		}
	}
	raw, err := base64.RawURLEncoding.DecodeString(code[1:])
	if err != nil { // with every character valid, only the length can be wrong
		return nil, errors.New("cut short (incomplete base64)")
	}
	if len(raw) < headerLen+1 {
		return nil, errors.New("cut short")
	}
	switch kind := raw[0]; {
	case kind == want:
	case kind == kindInvite:
		return nil, errors.New("this is an invite code, not an answer code")
	case kind == kindAnswer:
		return nil, errors.New("this is an answer code, not an invite code")
	default:
		return nil, fmt.Errorf("damaged (kind byte %#x)", kind)
	}
	flags := raw[1]
	if flags&^(flagPacked|0x0f) != 0 {
		return nil, fmt.Errorf("damaged (flags %#x)", flags)
	}
	p := &payload{
		match:  hex.EncodeToString(raw[2:headerLen]),
		slot:   int(flags & 0x0f),
		packed: flags&flagPacked != 0,
	}
	r := bytes.NewReader(raw[headerLen:]) // an io.ByteReader: flate reads no further than its stream
	fr := flate.NewReaderDict(r, []byte(dictionary))
	p.text, err = io.ReadAll(io.LimitReader(fr, maxText+1))
	switch {
	case errors.Is(err, io.ErrUnexpectedEOF):
		return nil, errors.New("cut short")
	case err != nil:
		return nil, errors.New("damaged (bad compressed data)")
	case len(p.text) > maxText:
		return nil, fmt.Errorf("unpacks to more than %d bytes", maxText)
	}
	p.side = raw[len(raw)-r.Len():]
	return p, nil
}
