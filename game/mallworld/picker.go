package mallworld

// The picker turns Mall World's legal moves into what a person clicks. It
// knows no rule: every choice it offers comes from the engine's LegalMoves,
// and a click sequence ends in one of those texts. It draws nothing.

import (
	"sort"
	"strconv"
	"strings"

	rules "github.com/galleria-games/galleria/engine/mallworld"
	"github.com/galleria-games/galleria/game/lang"
)

// Target IDs the table draws and the picker reasons about:
//
//	lobby:P06          a lobby contract (accept)
//	contract:P06       a contract in hand or the special (validate, step 1)
//	token:+4000        an office token (validate, step 2)
//	hand:VG:1          the second VG card in hand (offer selection)
//	display:VB:0       the first VB card of the display (take selection)
//	offer:VG           an offered card (play, step 1)
//	mode:build:V       build a Clothing shop with it (play, step 2)
//	mode:rent:G        put a Women token with it (play, step 2)
//	cell:C4            a mall space (play, step 3)
//	bid:3              a sealed bid
//	trash:VV           throw a dead VV card away
//	btn:pass btn:refresh btn:discard btn:offer btn:take   buttons

// pmove is one legal move as the clicks that make it.
type pmove struct {
	text    string
	tokens  []string       // sequence moves: the IDs clicked in order
	area    string         // set moves: "hand" (offer) or "display" (take)
	cards   map[string]int // set moves: card type → count
	confirm string         // set moves: the button that submits
}

// parse reads a legal move (rules.ParseMove) into its clicks. A text that
// is not a seat's move gets none: nothing can make it.
func parse(text string) pmove {
	m := pmove{text: text}
	mv, err := rules.ParseMove(text)
	if err != nil {
		return m
	}
	switch mv.Kind {
	case rules.MovePass:
		m.tokens = []string{"btn:pass"}
	case rules.MoveRefresh:
		m.tokens = []string{"btn:refresh"}
	case rules.MoveAccept:
		m.tokens = []string{"lobby:" + mv.Contract}
	case rules.MoveBid:
		m.tokens = []string{bidID(mv.Coins)}
	case rules.MoveTrash:
		m.tokens = []string{"trash:" + mv.Card}
	case rules.MoveValidate:
		m.tokens = []string{"contract:" + mv.Contract, "token:" + rules.TokenCode(mv.Token)}
	case rules.MoveBuild:
		m.tokens = []string{"offer:" + mv.Card, modeID("build", mv.Colour), "cell:" + mv.Cell}
	case rules.MoveRent:
		m.tokens = []string{"offer:" + mv.Card, modeID("rent", mv.Colour), "cell:" + mv.Cell}
	case rules.MoveDiscard:
		m.tokens = []string{"offer:" + mv.Card, "btn:discard"}
	case rules.MoveOffer, rules.MoveTake:
		m.area, m.confirm = "hand", "btn:offer"
		if mv.Kind == rules.MoveTake {
			m.area, m.confirm = "display", "btn:take"
		}
		m.cards = map[string]int{}
		for _, c := range mv.Cards {
			m.cards[c]++
		}
	}
	return m
}

// bidID is the target of a bid of n coins; modeID the target that plays a
// card in a mode ("build" or "rent") with a colour.
func bidID(n int) string { return "bid:" + strconv.Itoa(n) }

func modeID(how string, colour int) string { return "mode:" + how + ":" + rules.ColourCode(colour) }

// Picker holds a partial selection over one decision's legal moves.
type Picker struct {
	moves  []pmove
	seq    []string        // sequence selection so far
	area   string          // area of the card selection
	chosen map[string]bool // selected card instances ("hand:VG:1")
}

// NewPicker starts a selection over legal (one seat's LegalMoves).
func NewPicker(legal []string) *Picker {
	p := &Picker{chosen: map[string]bool{}}
	for _, m := range legal {
		p.moves = append(p.moves, parse(m))
	}
	return p
}

// Reset clears the selection.
func (p *Picker) Reset() {
	p.seq, p.area, p.chosen = nil, "", map[string]bool{}
}

// instance splits "hand:VG:1" into area, card type and index.
func instance(id string) (area, card string, ok bool) {
	f := strings.Split(id, ":")
	if len(f) != 3 || (f[0] != "hand" && f[0] != "display") {
		return "", "", false
	}
	if _, err := strconv.Atoi(f[2]); err != nil {
		return "", "", false
	}
	return f[0], f[1], true
}

// counts of the selected card instances by type.
func (p *Picker) counts() map[string]int {
	c := map[string]int{}
	for id := range p.chosen {
		_, card, _ := instance(id)
		c[card]++
	}
	return c
}

func covers(have map[string]int, want map[string]int) bool {
	for k, v := range want {
		if have[k] < v {
			return false
		}
	}
	return true
}

func sameCounts(a, b map[string]int) bool { return covers(a, b) && covers(b, a) }

func hasPrefix(tokens, prefix []string) bool {
	if len(prefix) > len(tokens) {
		return false
	}
	for i := range prefix {
		if tokens[i] != prefix[i] {
			return false
		}
	}
	return true
}

// Enabled reports whether clicking id now can lead to a legal move.
func (p *Picker) Enabled(id string) bool {
	if area, card, ok := instance(id); ok {
		if p.chosen[id] {
			return true
		}
		sel := map[string]int{}
		if p.area == area {
			sel = p.counts()
		}
		sel[card]++
		for _, m := range p.moves {
			if m.area == area && covers(m.cards, sel) {
				return true
			}
		}
		return false
	}
	for _, m := range p.moves {
		if m.confirm == id && m.area == p.area && len(p.chosen) > 0 && sameCounts(m.cards, p.counts()) {
			return true
		}
		if m.tokens == nil {
			continue
		}
		if hasPrefix(m.tokens, p.seq) && len(m.tokens) > len(p.seq) && m.tokens[len(p.seq)] == id {
			return true
		}
		if m.tokens[0] == id {
			return true
		}
	}
	return false
}

// Selected reports whether id is part of the current selection.
func (p *Picker) Selected(id string) bool {
	if p.chosen[id] {
		return true
	}
	for _, s := range p.seq {
		if s == id {
			return true
		}
	}
	return false
}

// Click applies a click on id. It returns the move text when the selection
// completes a legal move (and then resets), "" otherwise. A click on a target
// that is not enabled changes nothing.
func (p *Picker) Click(id string) string {
	if !p.Enabled(id) {
		return ""
	}
	if area, _, ok := instance(id); ok {
		p.seq = nil
		if p.area != area {
			p.area, p.chosen = area, map[string]bool{}
		}
		if p.chosen[id] {
			delete(p.chosen, id)
		} else {
			p.chosen[id] = true
		}
		return ""
	}
	for _, m := range p.moves {
		if m.confirm == id && m.area == p.area && len(p.chosen) > 0 && sameCounts(m.cards, p.counts()) {
			p.Reset()
			return m.text
		}
	}
	next := append(append([]string(nil), p.seq...), id)
	if !p.anyPrefix(next) {
		next = []string{id}
	}
	p.area, p.chosen = "", map[string]bool{}
	p.seq = next
	// A step with a single way on (a card that can only build one colour, say)
	// is taken at once.
	for {
		if m := p.complete(); m != "" {
			p.Reset()
			return m
		}
		nx := p.nextTokens()
		if len(nx) != 1 || !strings.HasPrefix(nx[0], "mode:") {
			return ""
		}
		p.seq = append(p.seq, nx[0])
	}
}

func (p *Picker) anyPrefix(seq []string) bool {
	for _, m := range p.moves {
		if m.tokens != nil && hasPrefix(m.tokens, seq) {
			return true
		}
	}
	return false
}

func (p *Picker) complete() string {
	for _, m := range p.moves {
		if m.tokens != nil && len(m.tokens) == len(p.seq) && hasPrefix(m.tokens, p.seq) {
			return m.text
		}
	}
	return ""
}

// nextTokens lists the distinct IDs that can follow the current sequence.
func (p *Picker) nextTokens() []string {
	seen := map[string]bool{}
	var out []string
	for _, m := range p.moves {
		if m.tokens != nil && len(p.seq) > 0 && len(m.tokens) > len(p.seq) && hasPrefix(m.tokens, p.seq) {
			t := m.tokens[len(p.seq)]
			if !seen[t] {
				seen[t] = true
				out = append(out, t)
			}
		}
	}
	sort.Strings(out)
	return out
}

// Buttons lists the button-like targets of this decision, in a stable order:
// pass/refresh, bids, trash buttons, the play modes and discard for the
// selected offered card, and the offer/take confirmation.
func (p *Picker) Buttons() []string {
	seen := map[string]bool{}
	var out []string
	add := func(id string) {
		if !seen[id] {
			seen[id] = true
			out = append(out, id)
		}
	}
	for _, m := range p.moves {
		if m.tokens != nil {
			t := m.tokens[0]
			if strings.HasPrefix(t, "btn:") || strings.HasPrefix(t, "bid:") || strings.HasPrefix(t, "trash:") {
				add(t)
			}
		}
	}
	for _, t := range p.nextTokens() {
		if strings.HasPrefix(t, "mode:") || t == "btn:discard" {
			add(t)
		}
	}
	for _, m := range p.moves {
		if m.confirm != "" {
			add(m.confirm)
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return buttonRank(out[i]) < buttonRank(out[j]) })
	return out
}

func buttonRank(id string) int {
	switch {
	case strings.HasPrefix(id, "bid:"):
		n, _ := strconv.Atoi(strings.TrimPrefix(id, "bid:"))
		return 100 + n
	case strings.HasPrefix(id, "mode:"):
		return 200
	case id == "btn:discard":
		return 300
	case strings.HasPrefix(id, "trash:"):
		return 400
	case id == "btn:refresh":
		return 500
	case id == "btn:offer", id == "btn:take":
		return 600
	case id == "btn:pass":
		return 700
	}
	return 800
}

// Plan returns the clicks that make move from an empty selection (taking the
// first instances of each card type), or nil if move is not legal here.
func (p *Picker) Plan(move string) []string {
	var target *pmove
	for i := range p.moves {
		if p.moves[i].text == move {
			target = &p.moves[i]
		}
	}
	if target == nil {
		return nil
	}
	var clicks []string
	if target.area != "" {
		types := make([]string, 0, len(target.cards))
		for c := range target.cards {
			types = append(types, c)
		}
		sort.Strings(types)
		for _, c := range types {
			for k := 0; k < target.cards[c]; k++ {
				clicks = append(clicks, target.area+":"+c+":"+strconv.Itoa(k))
			}
		}
		return append(clicks, target.confirm)
	}
	// Replay on a scratch picker so that steps taken automatically are left out.
	scratch := NewPicker(nil)
	scratch.moves = p.moves
	for _, t := range target.tokens {
		if scratch.Selected(t) {
			continue
		}
		clicks = append(clicks, t)
		if got := scratch.Click(t); got != "" {
			if got != move {
				return nil
			}
			return clicks
		}
	}
	return nil
}

// Label is the words on a button.
func Label(id string) string {
	kind, arg, _ := strings.Cut(id, ":")
	switch kind {
	case "bid":
		return lang.F("Bid %s", arg)
	case "trash":
		return lang.F("Throw away %s", cardShort(arg))
	case "mode":
		how, code, _ := strings.Cut(arg, ":")
		colour, ok := rules.ColourOfCode(code)
		if !ok {
			return id
		}
		if how == "build" {
			return buildLabel(colour)
		}
		return rentLabel(colour)
	}
	switch id {
	case "btn:pass":
		return lang.T("Pass")
	case "btn:refresh":
		return lang.F("New display (%s)", coins(rules.RefreshCost))
	case "btn:discard":
		return lang.T("Discard (no play)")
	case "btn:offer":
		return lang.T("Offer selected")
	case "btn:take":
		return lang.T("Take selected")
	}
	return id
}

// buildLabel and rentLabel are the words on the play modes' buttons.
func buildLabel(c int) string {
	switch c {
	case rules.V:
		return lang.T("Build Clothing shop")
	case rules.G:
		return lang.T("Build Food shop")
	case rules.R:
		return lang.T("Build Hobby shop")
	case rules.B:
		return lang.T("Build Sport shop")
	}
	return "?"
}

func rentLabel(c int) string {
	switch c {
	case rules.V:
		return lang.T("Rent to Men")
	case rules.G:
		return lang.T("Rent to Women")
	case rules.R:
		return lang.T("Rent to Teenagers")
	case rules.B:
		return lang.T("Rent to Children")
	}
	return "?"
}
