package signal

import (
	"bytes"
	"compress/flate"
	"encoding/base64"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

const testMatch = "5d1f0c3e9a7b4e2f8c6d0a1b3e5f7a9c"

func readSDP(t testing.TB, name string) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(string(b), "v=0\r\n") {
		t.Fatalf("%s: not an SDP with CRLF line ends", name)
	}
	return string(b)
}

// TestCodeSizes round-trips every sample description and pins how long its
// codes may be, so that a change that makes codes longer shows.
func TestCodeSizes(t *testing.T) {
	for _, tc := range []struct {
		file           string
		invite, answer int // the lengths measured when the format was made
	}{
		{file: "pion-offer.sdp", invite: 305, answer: 295},
		{file: "pion-answer.sdp", invite: 256, answer: 245},
		{file: "chrome-offer.sdp", invite: 261, answer: 249},
		{file: "chrome-answer.sdp", invite: 217, answer: 205},
		{file: "chrome-offer-loopback.sdp", invite: 207, answer: 195},
		{file: "firefox-offer.sdp", invite: 193, answer: 181},
	} {
		sdp := readSDP(t, tc.file)
		inv := Invite{Match: testMatch, Slot: 3, Game: "mallworld", Host: "Alice", SDP: sdp}
		code, err := inv.Code()
		if err != nil {
			t.Fatalf("%s: %v", tc.file, err)
		}
		back, err := ParseInvite(code)
		if err != nil {
			t.Fatalf("%s: %v", tc.file, err)
		}
		if back != inv {
			t.Errorf("%s: invite round trip changed it:\n%+v\n%+v", tc.file, back, inv)
		}
		ans := Answer{Match: testMatch, Slot: 3, SDP: sdp}
		acode, err := ans.Code()
		if err != nil {
			t.Fatalf("%s: %v", tc.file, err)
		}
		aback, err := ParseAnswer(acode)
		if err != nil || aback != ans {
			t.Errorf("%s: answer round trip: %v\n%+v", tc.file, err, aback)
		}
		t.Logf("%-26s SDP %4d bytes: invite code %3d chars, answer code %3d chars", tc.file, len(sdp), len(code), len(acode))
		// Allow a few characters for another Go's deflate.
		if len(code) > tc.invite+8 || len(acode) > tc.answer+8 {
			t.Errorf("%s: codes of %d and %d chars; they were %d and %d", tc.file, len(code), len(acode), tc.invite, tc.answer)
		}
		if strings.Trim(code, "-_0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz") != "" {
			t.Errorf("%s: code has characters that are not URL-safe: %s", tc.file, code)
		}
	}
}

// TestGoldenCodes decodes codes made when version 1 was defined: a change
// of the dictionary or of the layout breaks them.
func TestGoldenCodes(t *testing.T) {
	code, err := os.ReadFile("testdata/golden-invite.code")
	if err != nil {
		t.Fatal(err)
	}
	inv, err := ParseInvite(string(code))
	if err != nil {
		t.Fatalf("version 1 invite no longer decodes (did the dictionary change?): %v", err)
	}
	want := Invite{Match: testMatch, Slot: 2, Game: "mallworld", Host: "Zoë", SDP: readSDP(t, "chrome-offer.sdp")}
	if inv != want {
		t.Errorf("version 1 invite decodes to\n%+v\nwant\n%+v", inv, want)
	}
	code, err = os.ReadFile("testdata/golden-answer.code")
	if err != nil {
		t.Fatal(err)
	}
	ans, err := ParseAnswer(string(code))
	if err != nil {
		t.Fatalf("version 1 answer no longer decodes (did the dictionary change?): %v", err)
	}
	if wantA := (Answer{Match: testMatch, Slot: 2, SDP: readSDP(t, "firefox-offer.sdp")}); ans != wantA {
		t.Errorf("version 1 answer decodes to\n%+v\nwant\n%+v", ans, wantA)
	}
}

func TestInviteURL(t *testing.T) {
	inv := Invite{Match: testMatch, Slot: 15, Game: "mallworld", Host: "Bo", SDP: readSDP(t, "chrome-offer-loopback.sdp")}
	link, err := InviteURL("https://example.org/galleria/?lang=en#old=1", inv)
	if err != nil {
		t.Fatal(err)
	}
	code, _ := inv.Code()
	if want := "https://example.org/galleria/?lang=en#join=" + code; link != want {
		t.Fatalf("InviteURL = %s\nwant %s", link, want)
	}
	for _, s := range []string{
		link,
		"  " + link + "\n",
		"#join=" + code,
		"#x=1&join=" + code,
		code,
		"join=" + code,
		code[:40] + "\n" + code[40:], // wrapped by a chat program
	} {
		got, err := InviteFromURL(s)
		if err != nil {
			t.Errorf("InviteFromURL(%.50q...): %v", s, err)
		} else if got != inv {
			t.Errorf("InviteFromURL(%.50q...) = %+v", s, got)
		}
	}
	for s, want := range map[string]string{
		"https://example.org/galleria/":        "invite link: no #join= part",
		"https://example.org/galleria/#play=1": "invite link: no join= in its #fragment",
		link[:len(link)-20]:                    "invite code: cut short",
	} {
		if _, err := InviteFromURL(s); err == nil || !strings.HasPrefix(err.Error(), want) {
			t.Errorf("InviteFromURL(%.60q): error %v, want %q", s, err, want)
		}
	}
	if _, err := InviteURL("https://example.org/", Invite{}); err == nil {
		t.Error("InviteURL of an empty invite: no error")
	}
}

func TestEncodeErrors(t *testing.T) {
	sdp := readSDP(t, "pion-offer.sdp")
	ok := Invite{Match: testMatch, Slot: 0, Game: "mallworld", Host: "", SDP: sdp}
	if _, err := ok.Code(); err != nil {
		t.Fatalf("valid invite with no host name: %v", err)
	}
	for _, tc := range []struct {
		edit func(*Invite)
		want string
	}{
		{func(i *Invite) { i.Match = "abc" }, "invite code: match id must be 32 hex chars"},
		{func(i *Invite) { i.Match = strings.ToUpper(testMatch) }, "invite code: match id must be 32 hex chars (lower case)"},
		{func(i *Invite) { i.Slot = 16 }, "invite code: slot 16 out of range 0..15"},
		{func(i *Invite) { i.Slot = -1 }, "invite code: slot -1 out of range 0..15"},
		{func(i *Invite) { i.Game = "" }, "invite code: game name must be 1 to 32 bytes"},
		{func(i *Invite) { i.Game = "Mall World" }, `invite code: game name "Mall World"`},
		{func(i *Invite) { i.Host = strings.Repeat("é", 13) }, "invite code: host name is 26 bytes, more than 24"},
		{func(i *Invite) { i.Host = "a\nb" }, "invite code: host name \"a\\nb\" has a control character"},
		{func(i *Invite) { i.Host = "\xff" }, "invite code: host name is not UTF-8"},
		{func(i *Invite) { i.SDP = "" }, `invite code: SDP does not start with "v=0"`},
		{func(i *Invite) { i.SDP = "v=0\r\n" + strings.Repeat("a=x\r\n", 4000) }, "invite code: SDP is 20005 bytes, more than 16384"},
	} {
		inv := ok
		tc.edit(&inv)
		if _, err := inv.Code(); err == nil || !strings.HasPrefix(err.Error(), tc.want) {
			t.Errorf("%+.60v: error %v, want %q", inv, err, tc.want)
		}
	}
	if _, err := (Answer{Match: testMatch, Slot: 99, SDP: sdp}).Code(); err == nil || err.Error() != "answer code: slot 99 out of range 0..15" {
		t.Errorf("answer with slot 99: %v", err)
	}
}

// rawCode builds a version 1 code around any header and deflate input.
func rawCode(kind, flags byte, text string, side []byte) string {
	var b bytes.Buffer
	b.WriteByte(kind)
	b.WriteByte(flags)
	b.Write(make([]byte, 16))
	fw, _ := flate.NewWriterDict(&b, flate.BestCompression, []byte(dictionary))
	fw.Write([]byte(text))
	fw.Close()
	b.Write(side)
	return "1" + base64.RawURLEncoding.EncodeToString(b.Bytes())
}

func TestParseErrors(t *testing.T) {
	sdp := readSDP(t, "chrome-answer.sdp")
	inv, _ := Invite{Match: testMatch, Slot: 1, Game: "mallworld", Host: "Al", SDP: sdp}.Code()
	ans, _ := Answer{Match: testMatch, Slot: 1, SDP: sdp}.Code()
	fp := strings.Repeat("AB:", 31) + "AB"
	for _, tc := range []struct {
		code, want string
		answer     bool
	}{
		{"", "invite code: empty", false},
		{" \n ", "answer code: empty", true},
		{"7abc", `invite code: version "7" unknown`, false},
		{"é", `invite code: version "é" unknown`, false},
		{"1abc$def", `invite code: not base64 ("$" at character 5)`, false},
		{"1ab+d", `invite code: not base64 ("+" at character 4)`, false},
		{"1abcde", "invite code: cut short (incomplete base64)", false},
		{inv[:10], "invite code: cut short", false},
		{inv[:len(inv)-30], "invite code: cut short", false},
		{ans, "invite code: this is an answer code, not an invite code", false},
		{inv, "answer code: this is an invite code, not an answer code", true},
		{"https://x.example/#join=" + inv, "answer code: this is an invite link, not an answer code", true},
		{"#join=" + inv, "invite code: this is a link", false},
		{strings.Repeat("A", 40000), "invite code: too long (40000 characters)", false},
		{rawCode('X', 0, "v=0", nil), "invite code: damaged (kind byte 0x58)", false},
		{rawCode('A', 0x20, "v=0", nil), "answer code: damaged (flags 0x20)", true},
		{"1" + base64.RawURLEncoding.EncodeToString(append([]byte("A\x00"+strings.Repeat("\x00", 16)), 0xff, 0xff, 0xff)), "answer code: damaged (bad compressed data)", true},
		{rawCode('A', 0, strings.Repeat("a", 20000), nil), "answer code: unpacks to more than 16448 bytes", true},
		{rawCode('A', 0, "v=0\r\n", []byte{1}), "answer code: junk after the end", true},
		{rawCode('A', flagPacked, "v=0 \x01", nil), "answer code: cut short (token bytes missing)", true},
		{rawCode('A', flagPacked, "v=0 \x04", nil), "answer code: damaged (repeats a token never given)", true},
		{rawCode('A', flagPacked, "v=0 \x01"+strings.Repeat("\x04", 200), make([]byte, 32)), "answer code: SDP longer than 16 KiB", true},
		{rawCode('A', flagPacked, "v=0 \x01", make([]byte, 33)), "answer code: junk after the end", true},
		{rawCode('A', 0, "o=- 1", nil), `answer code: SDP does not start with "v=0"`, true},
		{rawCode('I', 0, "\x09mallworld", nil), "invite code: cut short (names incomplete)", false},
		{rawCode('I', 0, "\x03Mal\x00v=0", nil), `invite code: game name "Mal"`, false},
		{rawCode('I', 0, "\x03mal\x02\x1b[v=0", nil), `invite code: host name "\x1b[" has a control character`, false},
	} {
		var err error
		if tc.answer {
			_, err = ParseAnswer(tc.code)
		} else {
			_, err = ParseInvite(tc.code)
		}
		if err == nil || !strings.HasPrefix(err.Error(), tc.want) {
			t.Errorf("parse %.40q: error %v, want %q", tc.code, err, tc.want)
		}
	}
	// A packed fingerprint and its repeat, by hand.
	a, err := ParseAnswer(rawCode('A', flagPacked, "v=0 \x01 \x04", bytes.Repeat([]byte{0xab}, 32)))
	if err != nil || a.SDP != "v=0 "+fp+" "+fp || a.Match != strings.Repeat("0", 32) {
		t.Errorf("hand-made packed answer: %+v, %v", a, err)
	}
}

func TestPack(t *testing.T) {
	for _, s := range []string{
		"",
		"v=0",
		"a=fingerprint:sha-256 " + strings.Repeat("0A:", 31) + "0A\r\n",
		strings.Repeat("0A:", 31) + "0a",                    // not all upper case
		strings.Repeat("ab", 16) + strings.Repeat("cd", 16), // two hex32 tokens
		"8ef81494-c715-4872-ab70-86a8c386f35f.local 8ef81494-c715-4872-ab70-86a8c386f35f.local",
		"8EF81494-c715-4872-ab70-86a8c386f35f",
		"has a control byte \x02 " + strings.Repeat("ab", 16),
		readSDP(t, "firefox-offer.sdp"),
		readSDP(t, "pion-offer.sdp"),
	} {
		text, side, packed := pack(s)
		got := string(text)
		if packed {
			var used int
			var err error
			got, used, err = unpack(text, side, MaxSDP)
			if err != nil || used != len(side) {
				t.Errorf("unpack(pack(%.40q)): %v, used %d of %d", s, err, used, len(side))
			}
		}
		if got != s {
			t.Errorf("unpack(pack(%q)) = %q", s, got)
		}
	}
	// The Firefox offer names its mDNS host twice: the second is a repeat.
	text, side, _ := pack(readSDP(t, "firefox-offer.sdp"))
	if n := bytes.Count(text, []byte{tokUUID}); n != 1 || bytes.Count(text, []byte{repUUID}) != 1 || len(side) != 32+16+16 {
		t.Errorf("firefox offer: %d UUID tokens, %d side bytes", n, len(side))
	}
}

func FuzzParseInvite(f *testing.F) {
	for _, name := range []string{"pion-offer.sdp", "chrome-offer.sdp", "firefox-offer.sdp"} {
		code, err := Invite{Match: testMatch, Slot: 4, Game: "mallworld", Host: "Ann", SDP: readSDP(f, name)}.Code()
		if err != nil {
			f.Fatal(err)
		}
		f.Add(code)
	}
	f.Add(rawCode('I', flagPacked, "\x03abc\x00v=0 \x01\x04\x02\x05\x03\x06", make([]byte, 64)))
	f.Add("1")
	f.Add("")
	f.Fuzz(func(t *testing.T, code string) {
		inv, err := ParseInvite(code)
		if err != nil {
			if !strings.HasPrefix(err.Error(), "invite code: ") {
				t.Fatalf("error without its subject: %v", err)
			}
			return
		}
		again, err := inv.Code()
		if err != nil {
			t.Fatalf("parsed %+v, but it does not encode: %v", inv, err)
		}
		back, err := ParseInvite(again)
		if err != nil || back != inv {
			t.Fatalf("re-encoded invite: %v\n%+v\nwant\n%+v", err, back, inv)
		}
	})
}

func FuzzParseAnswer(f *testing.F) {
	for _, name := range []string{"pion-answer.sdp", "chrome-answer.sdp"} {
		code, err := Answer{Match: testMatch, Slot: 9, SDP: readSDP(f, name)}.Code()
		if err != nil {
			f.Fatal(err)
		}
		f.Add(code)
	}
	f.Add(rawCode('A', flagPacked, "v=0 \x01\x04\x02\x05\x03\x06", make([]byte, 64)))
	f.Add("1QQ")
	f.Fuzz(func(t *testing.T, code string) {
		a, err := ParseAnswer(code)
		if err != nil {
			if !strings.HasPrefix(err.Error(), "answer code: ") {
				t.Fatalf("error without its subject: %v", err)
			}
			return
		}
		again, err := a.Code()
		if err != nil {
			t.Fatalf("parsed %+v, but it does not encode: %v", a, err)
		}
		back, err := ParseAnswer(again)
		if err != nil || back != a {
			t.Fatalf("re-encoded answer: %v\n%+v\nwant\n%+v", err, back, a)
		}
	})
}

// FuzzPack checks that packing is exact for any text.
func FuzzPack(f *testing.F) {
	f.Add(readSDP(f, "firefox-offer.sdp"))
	f.Add(readSDP(f, "chrome-offer.sdp"))
	f.Add("\x01" + strings.Repeat("ab", 16))
	f.Fuzz(func(t *testing.T, s string) {
		text, side, packed := pack(s)
		if !packed {
			if string(text) != s || side != nil {
				t.Fatalf("unpacked text changed")
			}
			return
		}
		got, used, err := unpack(text, side, len(s))
		if err != nil || used != len(side) || got != s {
			t.Fatalf("unpack(pack(%q)) = %q, %d/%d, %v", s, got, used, len(side), err)
		}
	})
}
