// Package rulebook holds each game's rules as players read them: a short
// "how to play" (goal, a turn, scoring, end) and a reference of every
// card, space, shop and contract with what it does.
//
// The prose is written in English and French side by side (lang.Pair); the
// reference rows are generated from the engine packages' tables, so a count,
// price or point value shown here is the engine's own. A Book is made in
// the current language (lang.Current) each time For is called.
//
// The package draws nothing and does not import ebiten: the client's rules
// scene (game/scene_rules.go) and the galleria command (galleria rules,
// which writes docs/rules/) both use it.
package rulebook

import (
	"strings"

	"github.com/galleria-games/galleria/game/lang"
)

// Section is one part of the how-to: a title and a body of paragraphs
// separated by blank lines; a paragraph whose lines start with "• " is a
// list.
type Section struct {
	Title, Body string
}

// Row is one entry of a reference table: a card, a space, a shop…
type Row struct {
	Key  string // a stable identifier (the engine's ID or number), for tests
	Name string // what the entry is called
	Text string // what it is and does
	Nums []int  // the engine numbers the text shows (prices, points, counts), for tests
}

// Table is one kind of entry of the reference.
type Table struct {
	Key   string // a stable identifier of the kind ("contracts"), for tests
	Title string
	Intro string // a sentence about the kind, may be ""
	Rows  []Row
}

// Book is one game's rules in the current language.
type Book struct {
	Game      string // the engine's name ("mallworld")
	Title     string // the game's title
	HowTo     []Section
	Reference []Table
}

// builders makes each game's book, by engine name, in menu order.
var builders = []struct {
	game string
	make func() *Book
}{
	{"mallworld", mallWorld},
	{"mallornothing", mallOrNothing},
	{"luxshopping", luxShopping},
	{"mallforheroes", mallForHeroes},
}

// Games lists the engine names of the games that have a book.
func Games() []string {
	out := make([]string, len(builders))
	for i, b := range builders {
		out[i] = b.game
	}
	return out
}

// For is the book of a game (by its engine name) in the current language;
// ok is false for a game without one.
func For(game string) (b *Book, ok bool) {
	for _, x := range builders {
		if x.game == game {
			return x.make(), true
		}
	}
	return nil, false
}

// Table returns the reference table with that key, or nil.
func (b *Book) Table(key string) *Table {
	for i := range b.Reference {
		if b.Reference[i].Key == key {
			return &b.Reference[i]
		}
	}
	return nil
}

// nb applies French typography to a text: the space before « : ; ? ! »
// and inside guillemets becomes a no-break space (so a line never starts
// with the mark). English text has no such spaces and is unchanged.
func nb(s string) string {
	return frTypo.Replace(s)
}

var frTypo = strings.NewReplacer(" :", "\u00a0:", " ;", "\u00a0;", " ?", "\u00a0?", " !", "\u00a0!", "« ", "«\u00a0", " »", "\u00a0»")

// amount writes a sum of money with its unit in the current language.
func amount(n int, unit string) string { return lang.Amount(n, unit) }

// num writes a whole number in the current language.
func num(n int) string { return lang.Int(n) }

// signed writes a number with its sign: "+4,000", "−3,000".
func signed(n int) string {
	if n > 0 {
		return "+" + lang.Int(n)
	}
	return lang.Int(n)
}
