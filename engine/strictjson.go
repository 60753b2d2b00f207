package engine

import (
	"bytes"
	"encoding/json"
	"fmt"
)

// DecodeStrict reads one JSON value into v the way positions and other
// untrusted documents are read: at most max bytes, no field v does not
// know, nothing after the value. Errors start with what (e.g. "position").
func DecodeStrict(what string, data []byte, max int, v any) error {
	if len(data) > max {
		return fmt.Errorf("%s: %d bytes, at most %d", what, len(data), max)
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return fmt.Errorf("%s: %v", what, err)
	}
	if dec.More() {
		return fmt.Errorf("%s: trailing data after the JSON object", what)
	}
	return nil
}
