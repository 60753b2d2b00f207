package luxshopping

// The game's rules book registers itself with game/rulebook when linked:
// this import puts it in every client that has the table, and the words
// the book and the table share with it.
import _ "github.com/galleria-games/galleria/game/luxshopping/book"
