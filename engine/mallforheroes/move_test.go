package mallforheroes_test

import (
	"math/rand/v2"
	"reflect"
	"strconv"
	"strings"
	"testing"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/engine/enginetest"
	"github.com/galleria-games/galleria/engine/mallforheroes"
)

// TestMoveTextsRoundTrip: for every seat count (solo at every level, 2 to
// 5 players), at 1,000 positions of random games, every legal move of the
// seat that acts and every chance outcome parses with ParseMove and is
// written back the same by String.
func TestMoveTextsRoundTrip(t *testing.T) {
	type setup struct{ players, level int }
	var setups []setup
	for lv := 1; lv <= 6; lv++ {
		setups = append(setups, setup{1, lv})
	}
	for n := 2; n <= 5; n++ {
		setups = append(setups, setup{n, 1})
	}
	kinds := map[mallforheroes.MoveKind]int{}
	parse := func(text string) (mallforheroes.Move, error) {
		m, err := mallforheroes.ParseMove(text)
		kinds[m.Kind]++
		return m, err
	}
	total := 0
	for i, su := range setups {
		opts := engine.Options{"players": strconv.Itoa(su.players), "level": strconv.Itoa(su.level)}
		newState := func() (engine.State, error) { return mallforheroes.Game{}.New(opts) }
		n, err := enginetest.CheckMoveTexts(newState, parse, true, 1000, rand.New(rand.NewPCG(uint64(i), 25)))
		if err != nil {
			t.Fatalf("%v: %v", opts, err)
		}
		t.Logf("%v: %d move texts checked", opts, n)
		// A decision lists a few moves to a few dozen; a display draw
		// outcome up to 60.
		if n < 5000 {
			t.Errorf("%v: only %d move texts checked", opts, n)
		}
		total += n
	}
	t.Logf("%d move texts in all; by kind %v", total, kinds)
	for k := mallforheroes.MoveDraft; k <= mallforheroes.ChanceBot; k++ {
		if kinds[k] == 0 {
			t.Errorf("no move of kind %d met", k)
		}
	}
}

// TestParseMove reads hand-written texts: the good ones give their fields
// and are written back the same, the bad ones an error naming the word.
func TestParseMove(t *testing.T) {
	type M = mallforheroes.Move
	for text, want := range map[string]M{
		"draft 3 0":               {Kind: mallforheroes.MoveDraft, Col: 3},
		"draft 1 2 rogue":         {Kind: mallforheroes.MoveDraft, Col: 1, Row: 2, Hero: mallforheroes.Rogue},
		"place 1 0":               {Kind: mallforheroes.MovePlace, X: 1},
		"place -2 -1 druid":       {Kind: mallforheroes.MovePlace, X: -2, Y: -1, Hero: mallforheroes.Druid},
		"place 1 1 paladin":       {Kind: mallforheroes.MovePlace, X: 1, Y: 1, Hero: mallforheroes.Paladin},
		"place 28 -28":            {Kind: mallforheroes.MovePlace, X: 28, Y: -28},
		"swap 2 0 3 0":            {Kind: mallforheroes.MoveSwap, X: 2, X2: 3},
		"swap 3 -1 -1 0":          {Kind: mallforheroes.MoveSwap, X: 3, Y: -1, X2: -1},
		"pass":                    {Kind: mallforheroes.MovePass},
		"tower W2 4 0":            {Kind: mallforheroes.MoveTower, Wizard: 2, X: 4},
		"tower W6 0 -1 sorceress": {Kind: mallforheroes.MoveTower, Wizard: 6, Y: -1, Hero: mallforheroes.Sorceress},
		"remove tavern":           {Kind: mallforheroes.MoveRemove, Types: []mallforheroes.Type{mallforheroes.Tavern}},
		"remove potions pub":      {Kind: mallforheroes.MoveRemove, Types: []mallforheroes.Type{mallforheroes.Potions, mallforheroes.Pub}},
		"entrance EN3":            {Kind: mallforheroes.ChanceEntrance, Card: 3},
		"hero H4":                 {Kind: mallforheroes.ChanceHero, Card: 4},
		"wizard W5":               {Kind: mallforheroes.ChanceWizard, Card: 5},
		"monster M2":              {Kind: mallforheroes.ChanceMonster, Card: 2},
		"shop S07":                {Kind: mallforheroes.ChanceShop, Card: 7},
		"shop S60":                {Kind: mallforheroes.ChanceShop, Card: 60},
		"bot library":             {Kind: mallforheroes.ChanceBot, Type: mallforheroes.Library},
	} {
		m, err := mallforheroes.ParseMove(text)
		if err != nil || !reflect.DeepEqual(m, want) {
			t.Errorf("%q: %+v, %v; want %+v", text, m, err, want)
			continue
		}
		if m.String() != text {
			t.Errorf("%q is written back %q", text, m.String())
		}
		if m.Kind.Chance() != (want.Kind >= mallforheroes.ChanceEntrance) {
			t.Errorf("%q: Chance() %v", text, m.Kind.Chance())
		}
	}
	if s := (mallforheroes.Move{}).String(); s != "" {
		t.Errorf("the zero Move is written %q", s)
	}
	for _, p := range enginetest.CheckRefused(mallforheroes.ParseMove, map[string][]string{
		"":                      {"empty move"},
		"draft":                 {"want 'draft C R' or 'draft C R rogue' (3 words, got 1)"},
		"draft 4 0":             {`word 2 "4": the column is out of range (0 to 3)`},
		"draft 0 3":             {`word 3 "3": the row is out of range (0 to 2)`},
		"draft 01 0":            {`word 2 "01": the column is not a whole number`},
		"draft 0 0 druid":       {`word 4 "druid": want 'draft C R' or 'draft C R rogue'`},
		"draft  0 0":            {"word 2 is empty"},
		"place 1":               {"(3 words, got 2)"},
		"place 1 0 rogue":       {`word 4 "rogue": want 'place X Y', 'place X Y druid' or 'place X Y paladin'`},
		"place 29 0":            {`word 2 "29": x is out of range (-28 to 28)`},
		"place 1 -0":            {`word 3 "-0": y is not a whole number`},
		"place +1 0":            {`word 2 "+1"`},
		"place 1 0 ":            {"word 4 is empty"},
		"swap 3 0 2 0":          {"words 2 to 5: the first cell must come before the second in (y, x) order"},
		"swap 2 0 2 0":          {"the first cell must come before the second"},
		"swap 2 0 3":            {"(5 words, got 4)"},
		"swap 0 1 x 2":          {`word 4 "x": x2 is not a whole number`},
		"pass rogue":            {`word 2 "rogue": want 'pass'`},
		"tower 2 4 0":           {`word 2 "2": want a Wizard, W1 to W6`},
		"tower W7 4 0":          {`word 2 "W7": want a Wizard`},
		"tower W2 4 0 rogue":    {`word 5 "rogue"`},
		"remove":                {"want 'remove TYPE' or 'remove TYPE TYPE' (2 or 3 words, got 1)"},
		"remove inn":            {`word 2 "inn": want a Shop type (potions, pub, tavern, library, blacksmith, fountain)`},
		"remove pub potions":    {`word 3 "potions": the types go once each, in the order potions, pub`},
		"remove pub pub":        {"the types go once each"},
		"remove a b c":          {"(2 or 3 words, got 4)"},
		"entrance EN6":          {`word 2 "EN6": want a card EN1 to EN5`},
		"hero H0":               {"want a card H1 to H5"},
		"wizard 5":              {"want a card W1 to W6"},
		"monster M5":            {"want a card M1 to M4"},
		"shop S7":               {`word 2 "S7": want a card S01 to S60`},
		"shop S61":              {"want a card S01 to S60"},
		"shop":                  {"want 'shop' and a card (2 words, got 1)"},
		"bot":                   {"want 'bot TYPE' (2 words, got 1)"},
		"bot Library":           {`word 2 "Library": want a Shop type`},
		"Draft 0 0":             {`unknown move "Draft" in word 1`},
		"chance shop S07":       {"unknown move"},
		strings.Repeat("x", 65): {"too long"},
	}) {
		t.Error(p)
	}
}

// TestMoveStringWritesTheCanonicalText: a Move built by a client writes
// the text LegalMoves lists.
func TestMoveStringWritesTheCanonicalText(t *testing.T) {
	for want, m := range map[string]mallforheroes.Move{
		"draft 2 1 rogue":        {Kind: mallforheroes.MoveDraft, Col: 2, Row: 1, Hero: mallforheroes.Rogue},
		"draft 2 1":              {Kind: mallforheroes.MoveDraft, Col: 2, Row: 1, Hero: mallforheroes.Bard}, // no Bard word
		"place 0 -1 druid":       {Kind: mallforheroes.MovePlace, Y: -1, Hero: mallforheroes.Druid},
		"tower W3 1 1 sorceress": {Kind: mallforheroes.MoveTower, Wizard: 3, X: 1, Y: 1, Hero: mallforheroes.Sorceress},
		"remove pub fountain":    {Kind: mallforheroes.MoveRemove, Types: []mallforheroes.Type{mallforheroes.Pub, mallforheroes.Fountain}},
		"shop S05":               {Kind: mallforheroes.ChanceShop, Card: 5},
	} {
		if got := m.String(); got != want {
			t.Errorf("%+v is written %q, want %q", m, got, want)
		}
	}
}

// FuzzParseMove: arbitrary text through ParseMove never panics; an
// accepted text is a valid move text, written back the same by String,
// and parses again to the same Move. The seeds are legal moves and
// outcomes of real games, and near misses.
//
//	go test ./engine/mallforheroes/ -run '^$' -fuzz FuzzParseMove -fuzztime 30s
func FuzzParseMove(f *testing.F) {
	for _, g := range fzGames() {
		for _, st := range g.states {
			for seat := engine.Chance; seat < st.Seats(); seat++ {
				for i, m := range st.LegalMoves(seat) {
					if i%5 == 0 {
						f.Add(m)
					}
				}
			}
		}
	}
	for _, s := range []string{"", "pass", "draft 0 0 rogue", "place -28 28 paladin", "swap -1 0 1 0", "tower W1 0 -1 sorceress",
		"remove potions fountain", "shop S01", "bot fountain", "entrance EN5", "draft 0 0  rogue", "place 1 -0", "swap 1 0 0 0",
		"remove pub pub", "shop S1", "tower W0 1 1", "place 100 0", "\x00", "hero H1\n"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		m, err := mallforheroes.ParseMove(text)
		if err != nil {
			if !strings.HasPrefix(err.Error(), "move ") {
				t.Fatalf("%q: error %q", text, err)
			}
			return
		}
		if got := m.String(); got != text {
			t.Fatalf("%q parses to %+v, written %q", text, m, got)
		}
		if err := engine.ValidMoveText(text); err != nil {
			t.Fatalf("%q is accepted but is no valid move text: %v", text, err)
		}
		if again, err := mallforheroes.ParseMove(m.String()); err != nil || !reflect.DeepEqual(again, m) {
			t.Fatalf("%q: parsed again %+v, %v", text, again, err)
		}
	})
}
