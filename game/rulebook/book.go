// Package rulebook holds the shared machinery of the games' rules books:
// a Book (a short "how to play": goal, a turn, scoring, end; and a
// reference of every card, space, shop and contract with what it does),
// its Markdown, French typography, and the registry of the books.
//
// Each game's book lives in that game's own package (game/<game>/book),
// which calls Register from an init function. The prose is written in
// English and French side by side (lang.Pair); the reference rows are
// generated from the engine packages' tables, so a count, price or point
// value shown is the engine's own. A Book is made in the current language
// (lang.Current) each time For is called.
//
// The package names no game, draws nothing and does not import ebiten: the
// client's rules scene (game/scene_rules.go) and the galleria command
// (galleria rules, which writes docs/rules/) both use it.
package rulebook

import (
	"fmt"
	"slices"
	"strings"
	"sync"

	"github.com/galleria-games/galleria/engine/games"
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
	Game      string // the engine's name of the game
	Title     string // the game's title
	HowTo     []Section
	Reference []Table
}

// book is a registered book: its game and the function that makes it.
type book struct {
	game  string
	build func() *Book
}

var (
	mu    sync.Mutex
	books []book // in the order Register was called
)

// Register adds the book of a game (by its engine name): build makes it in
// the current language. A game's book package calls it from an init
// function. An empty name, a nil build or a second book for one game is a
// programming error, and panics.
func Register(game string, build func() *Book) {
	if game == "" || build == nil {
		panic("rulebook: Register needs a game name and a build function")
	}
	mu.Lock()
	defer mu.Unlock()
	for _, b := range books {
		if b.game == game {
			panic(fmt.Sprintf("rulebook: a second book for %q", game))
		}
	}
	books = append(books, book{game, build})
}

// Games lists the engine names of the games that have a book, in menu
// order: the order of the engine's registry (engine/games), then the
// books of games it does not know, in the order they were registered. The
// order cannot be the registration order alone: Go runs the book
// packages' init functions in the order of their import paths.
func Games() []string {
	mu.Lock()
	defer mu.Unlock()
	known := games.Names()
	rank := func(game string) int {
		if i := slices.Index(known, game); i >= 0 {
			return i
		}
		return len(known) // after every known game
	}
	out := make([]string, len(books))
	for i, b := range books {
		out[i] = b.game
	}
	slices.SortStableFunc(out, func(a, b string) int { return rank(a) - rank(b) })
	return out
}

// For is the book of a game (by its engine name) in the current language;
// ok is false for a game without one.
func For(game string) (b *Book, ok bool) {
	mu.Lock()
	var build func() *Book
	for _, x := range books {
		if x.game == game {
			build = x.build
		}
	}
	mu.Unlock()
	if build == nil {
		return nil, false
	}
	return build(), true
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

// NoBreak applies French typography to a text: the space before « : ; ? ! »
// and inside guillemets becomes a no-break space (so a line never starts
// with the mark). English text has no such spaces and is unchanged.
func NoBreak(s string) string {
	return frTypo.Replace(s)
}

// nb is NoBreak, short for this package's own texts.
func nb(s string) string { return NoBreak(s) }

var frTypo = strings.NewReplacer(" :", "\u00a0:", " ;", "\u00a0;", " ?", "\u00a0?", " !", "\u00a0!", "« ", "«\u00a0", " »", "\u00a0»")

// Signed writes a number with its sign in the current language: "+4,000",
// "−3,000".
func Signed(n int) string {
	if n > 0 {
		return "+" + lang.Int(n)
	}
	return lang.Int(n)
}
