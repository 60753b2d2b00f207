package main

// The games' rules books, for `galleria rules`: each book package
// registers itself with game/rulebook when linked. The client links them
// through the games' table packages, which this command cannot import
// (they need ebiten, and a display). A new game with a book adds a line.
import (
	_ "github.com/galleria-games/galleria/game/luxshopping/book"
	_ "github.com/galleria-games/galleria/game/mallforheroes/book"
	_ "github.com/galleria-games/galleria/game/mallornothing/book"
	_ "github.com/galleria-games/galleria/game/mallworld/book"
)
