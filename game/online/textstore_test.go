package online

import (
	"bytes"
	"math/rand/v2"
	"strings"
	"testing"
	"unicode/utf8"
)

// TestStoreText: every datum comes back the same from the text kept for
// it, that text is valid UTF-8 (so a browser's string keeps it), and
// valid UTF-8 that does not start with the mark is kept as it is.
func TestStoreText(t *testing.T) {
	rng := rand.New(rand.NewPCG(27, 34))
	sig := make([]byte, 1+64+20)
	for i := range sig {
		sig[i] = byte(rng.IntN(256))
	}
	copy(sig[65:], `{"k":"move","s":3}`)
	cases := map[string][]byte{
		"empty":               {},
		"meta":                []byte(`{"version":1,"name":"Zoë"}`),
		"a record":            sig,
		"invalid UTF-8":       {0xff, 0xfe, 'a'},
		"text with the mark":  []byte(textMark + "AAAA"),
		"the mark itself":     []byte(textMark),
		"a NUL at the start":  []byte("\x00abc"),
		"a lone continuation": {0x80},
	}
	for name, data := range cases {
		s := StoreText(data)
		if !utf8.ValidString(s) {
			t.Errorf("%s: the text %q is not valid UTF-8", name, s)
		}
		plain := utf8.Valid(data) && !bytes.HasPrefix(data, []byte(textMark))
		if plain != (s == string(data)) {
			t.Errorf("%s: kept as %q (kept as it is: %v, want %v)", name, s, s == string(data), plain)
		}
		back, err := StoredBytes(s)
		if err != nil || !bytes.Equal(back, data) {
			t.Errorf("%s: %q came back as %q, %v", name, data, back, err)
		}
	}
	// Text as a browser's string would give it back after a UTF-8 round
	// trip: the record survives.
	if back, err := StoredBytes(strings.ToValidUTF8(StoreText(sig), "\uFFFD")); err != nil || !bytes.Equal(back, sig) {
		t.Errorf("a record after a UTF-8 round trip: %v", err)
	}
	if _, err := StoredBytes(textMark + "not base64!"); err == nil || !strings.Contains(err.Error(), "stored data: base64") {
		t.Errorf("a broken base64 text: %v", err)
	}
}
