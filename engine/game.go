package engine

import (
	"fmt"
	"sort"
	"strings"
)

// Game is a rules package: it builds initial states from options and imports
// positions.
type Game interface {
	// Name is the short identifier used in logs and URLs ("mallworld").
	Name() string
	// Title is the human name ("Mall World").
	Title() string
	// Info describes the game to front ends: seat range, setup options,
	// tagline and score unit (see Info). Normalize agrees with it: it accepts
	// every seat count in range and every listed option value, and fills in
	// the listed defaults.
	Info() Info
	// Normalize checks options, fills in defaults and returns the canonical
	// option set; an unknown key or a bad value is an error naming it.
	Normalize(opts Options) (Options, error)
	// New returns the initial state of a match with these options (after
	// Normalize). Setup randomness is left to chance decisions.
	New(opts Options) (State, error)
	// Import reads a JSON position written by State.Position.
	Import(data []byte) (State, error)
}

// Options are a game's setup settings as key/value text ("players" → "4").
type Options map[string]string

// Keys returns the option keys in sorted order.
func (o Options) Keys() []string {
	keys := make([]string, 0, len(o))
	for k := range o {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// String is the canonical form: "k1=v1 k2=v2" with sorted keys.
func (o Options) String() string {
	var b strings.Builder
	for i, k := range o.Keys() {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(k)
		b.WriteByte('=')
		b.WriteString(o[k])
	}
	return b.String()
}

// Clone copies the options.
func (o Options) Clone() Options {
	c := make(Options, len(o))
	for k, v := range o {
		c[k] = v
	}
	return c
}

// ParseOptions reads "k1=v1 k2=v2" (the String form).
func ParseOptions(s string) (Options, error) {
	o := Options{}
	for _, f := range strings.Fields(s) {
		k, v, ok := strings.Cut(f, "=")
		if !ok || k == "" || v == "" {
			return nil, fmt.Errorf("option %q: want key=value", f)
		}
		if _, dup := o[k]; dup {
			return nil, fmt.Errorf("option %q given twice", k)
		}
		o[k] = v
	}
	return o, nil
}
