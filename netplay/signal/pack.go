package signal

import (
	"encoding/hex"
	"errors"
)

// Packing takes the random tokens of a session description out of the text
// before it is compressed: deflate cannot squeeze random hex digits (and
// their separators) much, while their bytes, carried raw after the
// compressed stream, cost exactly 4 bits a digit; on a Chrome offer this
// saves about a fifth of the code. Each token becomes one control byte in
// the text and its bytes go, in order, into a side buffer:
//
//	tokFingerprint  "AB:CD:...:EF", 32 upper-case hex pairs (a DTLS sha-256 fingerprint)
//	tokUUID         "0c7b3a53-d1c4-4a35-9a2f-7f0e6b8d2c41", lower case (an mDNS host name)
//	tokHex32        32 lower-case hex digits (Firefox's ice-pwd)
//
// and a token equal to the previous one of its kind becomes the matching
// repeat byte, with nothing in the side buffer. A description that already
// holds one of these control bytes is left as it is (the code says so in its
// flags), so unpack(pack(s)) == s for every s.
const (
	tokFingerprint = 1 + iota
	tokUUID
	tokHex32
	repFingerprint
	repUUID
	repHex32
	tokLast = repHex32
)

// tokLen is the length of each kind's text; tokBytes of its bytes.
var (
	tokLen   = [...]int{tokFingerprint: 95, tokUUID: 36, tokHex32: 32}
	tokBytes = [...]int{tokFingerprint: 32, tokUUID: 16, tokHex32: 16}
)

func isUpperHex(c byte) bool { return '0' <= c && c <= '9' || 'A' <= c && c <= 'F' }
func isLowerHex(c byte) bool { return '0' <= c && c <= '9' || 'a' <= c && c <= 'f' }

// tokenAt reports which kind of token starts s, or 0.
func tokenAt(s string) int {
	if len(s) >= 95 && isUpperHex(s[0]) && isUpperHex(s[1]) && s[2] == ':' {
		ok := true
		for i := 0; i < 95 && ok; i++ {
			if i%3 == 2 {
				ok = s[i] == ':'
			} else {
				ok = isUpperHex(s[i])
			}
		}
		if ok {
			return tokFingerprint
		}
	}
	if len(s) < 32 || !isLowerHex(s[0]) {
		return 0
	}
	if len(s) >= 36 && s[8] == '-' {
		ok := true
		for i := 0; i < 36 && ok; i++ {
			if i == 8 || i == 13 || i == 18 || i == 23 {
				ok = s[i] == '-'
			} else {
				ok = isLowerHex(s[i])
			}
		}
		if ok {
			return tokUUID
		}
	}
	for i := range 32 {
		if !isLowerHex(s[i]) {
			return 0
		}
	}
	return tokHex32
}

// tokenBytes is the bytes of a token of that kind.
func tokenBytes(kind int, tok string) []byte {
	digits := make([]byte, 0, 64)
	for i := 0; i < len(tok); i++ {
		if c := tok[i]; c != ':' && c != '-' {
			digits = append(digits, c)
		}
	}
	b, err := hex.DecodeString(string(digits))
	if err != nil || len(b) != tokBytes[kind] {
		panic("signal: tokenBytes of a bad token") // tokenAt vouched for it
	}
	return b
}

// tokenText is the inverse of tokenBytes.
func tokenText(kind int, b []byte) []byte {
	switch kind {
	case tokFingerprint:
		const digits = "0123456789ABCDEF"
		out := make([]byte, 0, 95)
		for i, c := range b {
			if i > 0 {
				out = append(out, ':')
			}
			out = append(out, digits[c>>4], digits[c&15])
		}
		return out
	case tokUUID:
		h := hex.EncodeToString(b)
		return []byte(h[:8] + "-" + h[8:12] + "-" + h[12:16] + "-" + h[16:20] + "-" + h[20:])
	default:
		return []byte(hex.EncodeToString(b))
	}
}

// pack returns s's text with its tokens replaced, their bytes, and whether
// it packed at all (false when s holds a control byte of the scheme).
func pack(s string) (text, side []byte, packed bool) {
	for i := 0; i < len(s); i++ {
		if s[i] >= tokFingerprint && s[i] <= tokLast {
			return []byte(s), nil, false
		}
	}
	var last [tokHex32 + 1]string
	text = make([]byte, 0, len(s))
	for i := 0; i < len(s); {
		kind := tokenAt(s[i:])
		if kind == 0 {
			text = append(text, s[i])
			i++
			continue
		}
		tok := s[i : i+tokLen[kind]]
		i += len(tok)
		if tok == last[kind] {
			text = append(text, byte(kind+repFingerprint-tokFingerprint))
			continue
		}
		last[kind] = tok
		text = append(text, byte(kind))
		side = append(side, tokenBytes(kind, tok)...)
	}
	return text, side, true
}

var (
	errSideShort = errors.New("cut short (token bytes missing)")
	errRepeat    = errors.New("damaged (repeats a token never given)")
	errSDPLong   = errors.New("SDP longer than 16 KiB")
)

// unpack is the inverse of pack, for a packed text. It returns the
// description and how many side bytes it used; the result is never longer
// than max.
func unpack(text, side []byte, max int) (string, int, error) {
	var last [tokHex32 + 1][]byte
	out := make([]byte, 0, len(text)+len(side)*2)
	used := 0
	for _, c := range text {
		if c < tokFingerprint || c > tokLast {
			out = append(out, c)
		} else {
			kind := int(c)
			if kind >= repFingerprint {
				kind -= repFingerprint - tokFingerprint
				if last[kind] == nil {
					return "", 0, errRepeat
				}
			} else {
				n := tokBytes[kind]
				if len(side)-used < n {
					return "", 0, errSideShort
				}
				last[kind] = tokenText(kind, side[used:used+n])
				used += n
			}
			out = append(out, last[kind]...)
		}
		if len(out) > max {
			return "", 0, errSDPLong
		}
	}
	return string(out), used, nil
}
