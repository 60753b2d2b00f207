package engine

import (
	"fmt"
	"strconv"
	"strings"
)

// Info describes a game to front ends: menus, setup forms and tools are made
// from it, so that no front end writes a game's player count, option list or
// score unit itself. A rules package returns it from Game.Info, and its
// Normalize reads its seat range and defaults from the same value.
type Info struct {
	MinSeats, MaxSeats int    // seat range (the "players" option)
	DefaultSeats       int    // what a new setup form starts with
	Solo               bool   // one person may play alone (against the game's own automated opponent)
	Tagline            string // one line for a menu: "contracts, corruption and closed-fist auctions"
	// Options are the setup options other than "players" that a form offers,
	// in form order. A game may accept more keys in Normalize (for tools and
	// tests); a form that does not show them leaves them out, and Normalize
	// fills in their defaults.
	Options         []OptionSpec
	ScoreUnit       string // what Result().Scores count, singular and plural: see FormatScore
	ScoreUnitPlural string
}

// OptionSpec is one setup option a form offers.
type OptionSpec struct {
	Key     string   // "board"
	Label   string   // "Board"
	Values  []string // allowed values, in the order a form cycles through them
	Labels  []string // words for each value ("Standard", "Random"), same length as Values
	Default string
	// SoloOnly: the option belongs to the solo mode (a solo level); a form
	// offers it only when one seat plays, and Normalize keeps it (without
	// effect) otherwise.
	SoloOnly bool
}

// OfferedWith reports whether a form offers the option for a match of
// that many players.
func (o OptionSpec) OfferedWith(players int) bool { return !o.SoloOnly || players == 1 }

// Allows reports whether v is one of the option's values.
func (o OptionSpec) Allows(v string) bool {
	for _, x := range o.Values {
		if x == v {
			return true
		}
	}
	return false
}

// LabelOf returns the words for value v, or v itself when it has none.
func (o OptionSpec) LabelOf(v string) string {
	for i, x := range o.Values {
		if x == v && i < len(o.Labels) {
			return o.Labels[i]
		}
	}
	return v
}

// SeatCounts lists the allowed seat counts, MinSeats to MaxSeats.
func (i Info) SeatCounts() []int {
	var n []int
	for s := i.MinSeats; s <= i.MaxSeats; s++ {
		n = append(n, s)
	}
	return n
}

// AllowsSeats reports whether n is in the seat range.
func (i Info) AllowsSeats(n int) bool {
	return n >= i.MinSeats && n <= i.MaxSeats
}

// SeatsWords is the seat range for a menu: "3–5 players" (with an en dash),
// "2 players", "1 player".
func (i Info) SeatsWords() string {
	if i.MinSeats == i.MaxSeats {
		if i.MinSeats == 1 {
			return "1 player"
		}
		return strconv.Itoa(i.MinSeats) + " players"
	}
	return fmt.Sprintf("%d–%d players", i.MinSeats, i.MaxSeats)
}

// FormatScore writes a score with its unit: thousands are grouped with commas
// and the unit is singular for 1 and -1, plural otherwise ("123,000 CHF",
// "1 point", "54 points", "-3 points"). With no unit it is the number alone;
// with no plural the singular serves for both.
func (i Info) FormatScore(v int64) string {
	num := groupThousands(v)
	unit := i.ScoreUnitPlural
	if v == 1 || v == -1 || unit == "" {
		unit = i.ScoreUnit
	}
	if unit == "" {
		return num
	}
	return num + " " + unit
}

// groupThousands writes v in decimal with a comma every three digits.
func groupThousands(v int64) string {
	digits := strconv.FormatInt(v, 10)
	sign := ""
	if digits[0] == '-' {
		sign, digits = "-", digits[1:]
	}
	var b strings.Builder
	b.WriteString(sign)
	for k, c := range digits {
		if k > 0 && (len(digits)-k)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(c)
	}
	return b.String()
}

// Option returns the spec of the offered option with that key. "players" is
// not one: its range is MinSeats..MaxSeats.
func (i Info) Option(key string) (OptionSpec, bool) {
	for _, o := range i.Options {
		if o.Key == key {
			return o, true
		}
	}
	return OptionSpec{}, false
}

// Players returns the seat count of a match of g with these options: the
// options are normalized (so an absent "players" is the game's default) and
// "players" is read back.
func Players(g Game, opts Options) (int, error) {
	norm, err := g.Normalize(opts)
	if err != nil {
		return 0, err
	}
	v, ok := norm["players"]
	if !ok {
		return 0, fmt.Errorf("%s: normalized options have no players", g.Name())
	}
	n, err := strconv.Atoi(v)
	if err != nil {
		return 0, fmt.Errorf("%s: option players=%q is not a number", g.Name(), v)
	}
	return n, nil
}

// NameList joins names for a sentence: "", "Anna", "Anna and Beat",
// "Anna, Beat and Carla".
func NameList(names []string) string {
	switch len(names) {
	case 0:
		return ""
	case 1:
		return names[0]
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
}

// WhoActs says who a decision waits for, with the seats' names: the NameList
// of the acting seats for Turn and Simultaneous ("Anna and Beat"; a seat with
// no name in names, or an empty one, is "seat N", counted from 1), "chance"
// for a ChanceNode and "" when the game is over.
func WhoActs(d Decision, names []string) string {
	switch d.Kind {
	case ChanceNode:
		return "chance"
	case Terminal:
		return ""
	}
	who := make([]string, len(d.Seats))
	for k, s := range d.Seats {
		if s >= 0 && s < len(names) && names[s] != "" {
			who[k] = names[s]
		} else {
			who[k] = fmt.Sprintf("seat %d", s+1)
		}
	}
	return NameList(who)
}
