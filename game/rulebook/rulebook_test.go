package rulebook

import (
	"fmt"
	"strings"
	"testing"

	"github.com/galleria-games/galleria/engine/games"
	"github.com/galleria-games/galleria/engine/luxshopping"
	"github.com/galleria-games/galleria/engine/mallforheroes"
	"github.com/galleria-games/galleria/engine/mallornothing"
	"github.com/galleria-games/galleria/engine/mallworld"
	"github.com/galleria-games/galleria/game/lang"
)

// inLang builds a game's book in one language.
func inLang(t *testing.T, tag, game string) *Book {
	t.Helper()
	lang.Set(tag)
	t.Cleanup(func() { lang.Set(lang.English) })
	b, ok := For(game)
	if !ok {
		t.Fatalf("no book for %s", game)
	}
	return b
}

// table fetches a reference table and checks its number of rows.
func table(t *testing.T, b *Book, key string, rows int) *Table {
	t.Helper()
	tb := b.Table(key)
	if tb == nil {
		t.Fatalf("%s: no reference table %q", b.Game, key)
	}
	if len(tb.Rows) != rows {
		t.Errorf("%s/%s: %d rows, the engine has %d", b.Game, key, len(tb.Rows), rows)
	}
	return tb
}

// nums checks a row's numbers.
func nums(t *testing.T, tb *Table, i int, want ...int) {
	t.Helper()
	if i >= len(tb.Rows) {
		return
	}
	if got := tb.Rows[i].Nums; fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("%s row %d (%s): numbers %v, the engine's are %v", tb.Key, i, tb.Rows[i].Key, got, want)
	}
}

// shows checks that a row's text shows a text (a formatted number).
func shows(t *testing.T, tb *Table, i int, s string) {
	t.Helper()
	if i < len(tb.Rows) && !strings.Contains(tb.Rows[i].Text, s) {
		t.Errorf("%s row %d (%s): %q does not show %q", tb.Key, i, tb.Rows[i].Key, tb.Rows[i].Text, s)
	}
}

func TestEveryGameHasABook(t *testing.T) {
	for _, g := range Games() {
		if _, err := games.Lookup(g); err != nil {
			t.Errorf("book for %q, which the engine does not know: %v", g, err)
		}
	}
	if _, ok := For("no-such-game"); ok {
		t.Error("For found a book for an unknown game")
	}
	if len(Games()) != 4 {
		t.Errorf("%d books, want the four games", len(Games()))
	}
}

// TestReferenceMatchesEngine: every entry of each engine table the
// reference covers is a row, with the engine's numbers (both languages).
func TestReferenceMatchesEngine(t *testing.T) {
	for _, tag := range lang.Tags {
		t.Run(tag, func(t *testing.T) {
			b := inLang(t, tag, mallworld.GameName)
			ct := table(t, b, "contracts", len(mallworld.Contracts)-1)
			for i, c := range mallworld.Contracts[1:] {
				if i < len(ct.Rows) && ct.Rows[i].Key != c.ID {
					t.Errorf("contract row %d is %s, want %s", i, ct.Rows[i].Key, c.ID)
				}
				nums(t, ct, i, c.Value)
				shows(t, ct, i, lang.Amount(c.Value, "CHF"))
			}
			ch := table(t, b, "chains", len(mallworld.Chains))
			for i, c := range mallworld.Chains {
				if i < len(ch.Rows) && ch.Rows[i].Name != c.Name {
					t.Errorf("chain row %d is %q, want %q", i, ch.Rows[i].Name, c.Name)
				}
			}
			am := table(t, b, "amenity", len(mallworld.CardTypes))
			for i := range mallworld.CardTypes {
				nums(t, am, i, mallworld.CardCopies)
			}
			tk := table(t, b, "tokens", len(mallworld.Tokens()))
			for i, tok := range mallworld.Tokens() {
				nums(t, tk, i, tok.Value, tok.Count)
			}
			lb := table(t, b, "lobby", mallworld.LobbySlots)
			for i := 0; i < mallworld.LobbySlots; i++ {
				nums(t, lb, i, mallworld.LobbyPrice(i))
				shows(t, lb, i, lang.Amount(mallworld.LobbyPrice(i), "CHF"))
			}
			table(t, b, "colours", mallworld.Colours)

			b = inLang(t, tag, mallornothing.GameName)
			cards := table(t, b, "cards", mallornothing.Cards)
			for n := 1; n <= mallornothing.Cards; n++ {
				face, err := mallornothing.Face(n)
				if err != nil {
					t.Fatal(err)
				}
				h := strings.Count(fmt.Sprint(face), "H ") + strings.Count(fmt.Sprint(face), "H]")
				nums(t, cards, n-1, n, h)
			}
			sq := table(t, b, "squares", 7)
			// Points as the engine scores them, on grids of their own.
			score := func(rows ...string) mallornothing.Score {
				s, err := mallornothing.ScoreGrid(rows)
				if err != nil {
					t.Fatal(err)
				}
				return s
			}
			nums(t, sq, 1, score("H H H H", "D D D D").Department)
			nums(t, sq, 3, score("C H").Clothing)
			nums(t, sq, 4, score("R", "H").Restaurant, score("R R R", "H H H").Restaurant)
			nums(t, sq, 5, score("S:Post", "H").Services)

			b = inLang(t, tag, luxshopping.GameName)
			sh := table(t, b, "shops", luxshopping.Shops)
			for k := 1; k <= luxshopping.Shops; k++ {
				nums(t, sh, k-1, luxshopping.SpaceOf(k), int(luxshopping.Price(k)), int(luxshopping.VisitValue(k)))
				shows(t, sh, k-1, lang.Amount(int(luxshopping.Price(k)), "€"))
			}
			table(t, b, "correspondence", luxshopping.Cards)
			table(t, b, "redbutton", luxshopping.RedCards)
			zones := table(t, b, "zones", 3)
			total := 0
			for _, r := range zones.Rows {
				total += r.Nums[1] - r.Nums[0] + 1
			}
			if total != luxshopping.Shops {
				t.Errorf("zones cover %d shops, the board has %d", total, luxshopping.Shops)
			}
			sp := table(t, b, "spaces", 5)
			total = 0
			for _, r := range sp.Rows {
				total += r.Nums[0]
			}
			if total != luxshopping.Spaces {
				t.Errorf("space kinds cover %d spaces, the board has %d", total, luxshopping.Spaces)
			}
			v := table(t, b, "victory", luxshopping.MaxSeats-luxshopping.MinSeats+1)
			for p := luxshopping.MinSeats; p <= luxshopping.MaxSeats; p++ {
				s, g := luxshopping.Goals(p)
				nums(t, v, p-luxshopping.MinSeats, s, g)
			}
			// A Red Button card's amount is shown as the engine has it.
			red := b.Table("redbutton")
			for n := 1; n <= luxshopping.RedCards && red != nil; n++ {
				if e := luxshopping.RedEffect(n); e.Amount != 0 {
					shows(t, red, n-1, lang.Amount(int(e.Amount), "€"))
				}
			}

			b = inLang(t, tag, mallforheroes.GameName)
			table(t, b, "shops", mallforheroes.Shops)
			table(t, b, "entrances", mallforheroes.Entrances)
			table(t, b, "wizards", mallforheroes.Wizards)
			table(t, b, "heroes", mallforheroes.Heroes)
			table(t, b, "monsters", mallforheroes.Monsters)
			types := table(t, b, "types", mallforheroes.Types)
			ab := table(t, b, "abilities", mallforheroes.Abilities)
			sum := 0
			for _, r := range ab.Rows {
				sum += r.Nums[0]
			}
			if sum != mallforheroes.Shops {
				t.Errorf("abilities cover %d Shops, the engine has %d", sum, mallforheroes.Shops)
			}
			sum = 0
			for _, r := range types.Rows {
				sum += r.Nums[0]
			}
			if sum != mallforheroes.Shops {
				t.Errorf("types cover %d Shops, the engine has %d", sum, mallforheroes.Shops)
			}
			solo := table(t, b, "solo", 6)
			for n := 1; n <= 6; n++ {
				nums(t, solo, n-1, mallforheroes.SoloTarget(n))
			}
		})
	}
	if m := lang.Misses(); len(m) > 0 {
		t.Errorf("French lookups without a translation: %q", m)
	}
}

// TestBothLanguages: every section, table and row has text in both
// languages, and the French differs from the English; the French keeps
// its typography (a no-break space before : ; ? !).
func TestBothLanguages(t *testing.T) {
	lang.ResetMisses()
	for _, g := range Games() {
		en := inLang(t, lang.English, g)
		fr := inLang(t, lang.French, g)
		if len(en.HowTo) < 4 || len(en.HowTo) != len(fr.HowTo) || len(en.Reference) != len(fr.Reference) {
			t.Fatalf("%s: %d/%d sections, %d/%d tables", g, len(en.HowTo), len(fr.HowTo), len(en.Reference), len(fr.Reference))
		}
		differ := func(what, e, f string) {
			if strings.TrimSpace(e) == "" || strings.TrimSpace(f) == "" {
				t.Errorf("%s %s: empty text (en %q, fr %q)", g, what, e, f)
			} else if e == f {
				t.Errorf("%s %s: the French is the English: %q", g, what, e)
			}
			for _, bad := range []string{" :", " ;", " ?", " !"} {
				if strings.Contains(f, bad) {
					t.Errorf("%s %s: French with a plain space before %q: %q", g, what, bad[1:], f)
				}
			}
		}
		for i := range en.HowTo {
			differ(fmt.Sprintf("section %d title", i), en.HowTo[i].Title, fr.HowTo[i].Title)
			differ(fmt.Sprintf("section %d", i), en.HowTo[i].Body, fr.HowTo[i].Body)
		}
		for i := range en.Reference {
			te, tf := en.Reference[i], fr.Reference[i]
			differ("table "+te.Key, te.Title, tf.Title)
			if te.Intro != "" || tf.Intro != "" {
				differ("intro of "+te.Key, te.Intro, tf.Intro)
			}
			if len(te.Rows) != len(tf.Rows) {
				t.Errorf("%s %s: %d rows in English, %d in French", g, te.Key, len(te.Rows), len(tf.Rows))
				continue
			}
			for j := range te.Rows {
				differ(fmt.Sprintf("%s row %s", te.Key, te.Rows[j].Key), te.Rows[j].Text, tf.Rows[j].Text)
			}
		}
		if md := fr.Markdown(); !strings.HasPrefix(md, "# ") || md == en.Markdown() {
			t.Errorf("%s: French Markdown missing or the same as the English", g)
		}
	}
	if m := lang.Misses(); len(m) > 0 {
		t.Errorf("French lookups without a translation: %q", m)
	}
}
