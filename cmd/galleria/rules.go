package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/galleria-games/galleria/game/lang"
	"github.com/galleria-games/galleria/game/rulebook"
)

const rulesAbout = `Prints a game's rules book as Markdown: how to play and the reference of
every card, space and shop, in English or French (the same book the client
shows under Rules). The player docs docs/rules/GAME.LANG.md are its output.`

func runRules(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("rules", "", rulesAbout, stderr)
	gameName := fs.String("game", "", "the game ("+strings.Join(rulebook.Games(), ", ")+")")
	tag := fs.String("lang", lang.English, "the language ("+strings.Join(lang.Tags, ", ")+")")
	pos, exit, ok := parseFlags(fs, args)
	if !ok {
		return exit
	}
	if len(pos) != 0 {
		fs.Usage()
		return 2
	}
	known := false
	for _, t := range lang.Tags {
		known = known || t == *tag
	}
	if !known {
		fmt.Fprintf(stderr, "galleria rules: -lang %q: want one of %s\n", *tag, strings.Join(lang.Tags, ", "))
		return 2
	}
	lang.Set(*tag)
	defer lang.Set(lang.English)
	book, ok := rulebook.For(*gameName)
	if !ok {
		fmt.Fprintf(stderr, "galleria rules: -game %q: want one of %s\n", *gameName, strings.Join(rulebook.Games(), ", "))
		return 2
	}
	if _, err := io.WriteString(stdout, book.Markdown()); err != nil {
		fmt.Fprintf(stderr, "galleria rules: %v\n", err)
		return 1
	}
	return 0
}
