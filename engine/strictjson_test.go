package engine

import (
	"strings"
	"testing"
)

func TestDecodeStrict(t *testing.T) {
	type doc struct {
		A int    `json:"a"`
		B string `json:"b"`
	}
	for _, c := range []struct {
		in, err string
		max     int
	}{
		{`{"a":1,"b":"x"}`, "", 100},
		{`{"a":1,"c":2}`, `position: json: unknown field "c"`, 100},
		{`{"a":1} {"a":2}`, "position: trailing data after the JSON object", 100},
		{`{"a":"x"}`, "position: json: cannot unmarshal", 100},
		{`{"a":1,"b":"xxxxxxxxxx"}`, "position: 24 bytes, at most 20", 20},
		{``, "position: EOF", 100},
	} {
		var d doc
		err := DecodeStrict("position", []byte(c.in), c.max, &d)
		switch {
		case c.err == "" && err != nil:
			t.Errorf("%s: %v", c.in, err)
		case c.err != "" && (err == nil || !strings.HasPrefix(err.Error(), c.err)):
			t.Errorf("%s: got %v, want %q", c.in, err, c.err)
		}
	}
}
