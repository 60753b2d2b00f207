package game

import (
	"fmt"
	"strconv"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/engine/games"
	"github.com/galleria-games/galleria/game/match"
	"github.com/galleria-games/galleria/game/ui"
)

// Drawing-free rules of the client: which scene comes next, whose view the
// table shows, when the device must be handed over, how setup becomes a match.

// focusSeat picks the human seat whose decision the table shows: the last
// one shown if it must act, else the first human to act, else -1.
func focusSeat(toAct []int, shown int) int {
	for _, s := range toAct {
		if s == shown {
			return s
		}
	}
	if len(toAct) > 0 {
		return toAct[0]
	}
	return -1
}

// needHandoff reports whether the device must be passed before next's
// decision is shown: only in hotseat (several human seats), and only when
// next is not the human shown last.
func needHandoff(humans, shown, next int) bool {
	return humans > 1 && next >= 0 && next != shown
}

// route is where a running match goes after a step or a click.
type route struct {
	scene   string
	seat    int // handoff: the seat to pass to; table: the seat that acts (-1 none)
	scoring bool
}

// routeMatch decides the scene of a running match: a pending phase-end
// overlay keeps the table, the end of the game shows the results, a new
// human's decision in hotseat goes through a handoff.
func routeMatch(over, scoringPending bool, humans int, toAct []int, shown int) route {
	if scoringPending {
		return route{scene: sceneTable, seat: -1, scoring: true}
	}
	if over {
		return route{scene: sceneResults, seat: -1}
	}
	next := focusSeat(toAct, shown)
	if needHandoff(humans, shown, next) {
		return route{scene: sceneHandoff, seat: next}
	}
	return route{scene: sceneTable, seat: next}
}

// setupState is the new-match form of a game: its player count, who plays
// each seat, the game's options (from its Info) and an optional seed.
type setupState struct {
	game    string // the engine's name of the game
	players int
	kinds   [ui.MaxSeats]ui.SeatKind
	options engine.Options // the game's form options (Info().Options), by key
	seed    string         // digits; "" means a random seed
	editing bool           // the seed field has the keyboard
}

// defaultSetup is the form of the first game on the menu.
func defaultSetup() setupState {
	if gs := playableGames(); len(gs) > 0 {
		return setupFor(gs[0].Name())
	}
	return setupState{}
}

// setupFor is the new-match form of a game: its default player count, the
// first seat human, the others bots of the default level (normal; greedy
// for a game the search bot cannot play), every option at its default.
func setupFor(game string) setupState {
	s := setupState{game: game, players: 1, options: engine.Options{}}
	for i := range s.kinds {
		s.kinds[i] = s.defaultBot()
	}
	s.kinds[0] = ui.Human
	if g, err := games.Lookup(game); err == nil {
		info := g.Info()
		s.players = info.DefaultSeats
		for _, o := range info.Options {
			s.options[o.Key] = o.Default
		}
	}
	return s
}

// searchable reports whether the search bot (easy, normal, hard, and the
// hint) can play game (match.SearchableGame).
func searchable(game string) bool {
	g, err := games.Lookup(game)
	return err == nil && match.SearchableGame(g)
}

// kindCycle is what a click on a seat of the setup cycles through: a
// person, the search bot's levels if the game has them, the simple bots.
func (s setupState) kindCycle() []ui.SeatKind {
	if searchable(s.game) {
		return ui.SetupKinds
	}
	return []ui.SeatKind{ui.Human, ui.Greedy, ui.Random}
}

// defaultBot is the bot a new setup gives its bot seats.
func (s setupState) defaultBot() ui.SeatKind {
	if searchable(s.game) {
		return ui.DefaultBot
	}
	return ui.Greedy
}

// info is the game's Info.
func (s setupState) info() engine.Info {
	if g, err := games.Lookup(s.game); err == nil {
		return g.Info()
	}
	return engine.Info{MinSeats: s.players, MaxSeats: s.players, DefaultSeats: s.players}
}

// fixedPlayers reports whether the game has one player count only.
func (s setupState) fixedPlayers() bool {
	i := s.info()
	return i.MinSeats == i.MaxSeats
}

// humanCount counts the human seats in play.
func (s setupState) humanCount() int {
	n := 0
	for _, k := range s.kinds[:s.players] {
		if k == ui.Human {
			n++
		}
	}
	return n
}

// canStart: a match needs at least one human seat.
func (s setupState) canStart() bool { return s.humanCount() > 0 }

// parseSeed reads the seed field: "" is a random seed (0).
func parseSeed(s string) (uint64, error) {
	if s == "" {
		return 0, nil
	}
	v, err := strconv.ParseUint(s, 10, 64)
	if err != nil {
		return 0, fmt.Errorf("seed %q: %v", s, err)
	}
	return v, nil
}

// config turns the form into a match configuration.
func (s setupState) config() (match.Config, error) {
	seed, err := parseSeed(s.seed)
	if err != nil {
		return match.Config{}, err
	}
	kinds := s.kinds[:s.players]
	names := ui.SeatNames(kinds)
	opts := s.options.Clone()
	opts["players"] = strconv.Itoa(s.players)
	c := match.Config{Game: s.game, Options: opts, Seed: seed}
	for i, k := range kinds {
		seat := match.Seat{Kind: match.Human, Name: names[i]}
		if bot := k.BotName(); bot != "" {
			seat = match.Seat{Kind: match.Bot, Bot: bot, Name: names[i]}
		}
		c.Seats = append(c.Seats, seat)
	}
	return c, nil
}

// typeSeed applies typed characters and backspace to the seed field: digits
// only, at most 19 of them (always a valid uint64).
func typeSeed(seed string, chars []rune, backspace bool) string {
	if backspace && len(seed) > 0 {
		seed = seed[:len(seed)-1]
	}
	for _, r := range chars {
		if r >= '0' && r <= '9' && len(seed) < 19 {
			seed += string(r)
		}
	}
	return seed
}
