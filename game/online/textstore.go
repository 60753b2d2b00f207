package online

import (
	"encoding/base64"
	"fmt"
	"strings"
	"unicode/utf8"
)

// The browser's storage (localStorage) keeps strings, and a Go string
// handed to JavaScript is read as UTF-8: bytes that are not valid UTF-8,
// such as the signature at the head of every netplay record, come back as
// U+FFFD, and the record no longer decodes. StoreText gives the text to
// keep for some data, StoredBytes the data back from that text. Valid
// UTF-8 (netplay's meta, the player's name) is kept as it is; other data
// is kept as textMark followed by its base64, and so is valid UTF-8 that
// starts with textMark, so that no text is read two ways.
const textMark = "\x00base64:"

// StoreText is the text a NetStorage on strings keeps for data.
func StoreText(data []byte) string {
	if utf8.Valid(data) && !strings.HasPrefix(string(data), textMark) {
		return string(data)
	}
	return textMark + base64.StdEncoding.EncodeToString(data)
}

// StoredBytes is the data StoreText kept as s.
func StoredBytes(s string) ([]byte, error) {
	rest, ok := strings.CutPrefix(s, textMark)
	if !ok {
		return []byte(s), nil
	}
	b, err := base64.StdEncoding.DecodeString(rest)
	if err != nil {
		return nil, fmt.Errorf("stored data: base64: %v", err)
	}
	return b, nil
}
