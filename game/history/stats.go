package history

import (
	"slices"

	"github.com/galleria-games/galleria/engine/games"
)

// The win counts against the bots. In a match with persons of this
// device (people at other devices of an online match do not count) and
// bots, each bot seat is one bot faced; it is beaten when the
// best placed person finished strictly above it in the engine's final
// ranking (a smaller place number: a tie is not a win). So a match of one
// person against two normal bots counts two normal bots faced, and a
// match that person won counts both beaten. A match without a person, or
// without a bot, counts nothing.

// Level is the count against one bot level of one game.
type Level struct {
	Bot    string // the bot's level or name, as Seat.Bot
	Faced  int    // bot seats of that level in matches with a person
	Beaten int    // of them, those a person finished strictly above
}

// GameStats is one game's counts, its bot levels in BotOrder.
type GameStats struct {
	Game   string
	Levels []Level
}

// BotOrder is the order levels are listed in; other bots come after, by
// name.
var BotOrder = []string{"easy", "normal", "hard", "greedy", "random"}

// Stats counts, per game (in the engines' order) and per bot level, the
// bots faced and beaten in the records. Games with nothing to count are
// left out.
func (h *History) Stats() []GameStats {
	counts := map[string]map[string]*Level{}
	for _, r := range h.Records {
		best := 0 // the best place of a person; 0: no person
		for i, s := range r.Seats {
			if s.Person() && !s.Remote && i < len(r.Places) && (best == 0 || r.Places[i] < best) {
				best = r.Places[i]
			}
		}
		if best == 0 {
			continue
		}
		for i, s := range r.Seats {
			if s.Person() || i >= len(r.Places) {
				continue
			}
			g := counts[r.Game]
			if g == nil {
				g = map[string]*Level{}
				counts[r.Game] = g
			}
			l := g[s.Bot]
			if l == nil {
				l = &Level{Bot: s.Bot}
				g[s.Bot] = l
			}
			l.Faced++
			if best < r.Places[i] {
				l.Beaten++
			}
		}
	}
	var out []GameStats
	for _, name := range games.Names() {
		g := counts[name]
		if g == nil {
			continue
		}
		gs := GameStats{Game: name}
		for _, l := range g {
			gs.Levels = append(gs.Levels, *l)
		}
		slices.SortFunc(gs.Levels, func(a, b Level) int {
			ia, ib := botRank(a.Bot), botRank(b.Bot)
			if ia != ib {
				return ia - ib
			}
			if a.Bot < b.Bot {
				return -1
			}
			if a.Bot > b.Bot {
				return 1
			}
			return 0
		})
		out = append(out, gs)
	}
	return out
}

// botRank is a level's place in BotOrder (others after).
func botRank(bot string) int {
	if i := slices.Index(BotOrder, bot); i >= 0 {
		return i
	}
	return len(BotOrder)
}
