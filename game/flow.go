package game

import (
	"fmt"
	"strconv"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/engine/mallornothing"
	"github.com/galleria-games/galleria/engine/mallworld"
	"github.com/galleria-games/galleria/game/match"
)

// Drawing-free rules of the client: which scene comes next, whose view the
// table shows, when the device must be handed over, how setup becomes a match.

// Scene names, as reported by Status.
const (
	sceneMenu    = "menu"
	sceneSetup   = "setup"
	sceneHandoff = "handoff"
	sceneTable   = "table"
	sceneResults = "results"

	sceneOnline    = "online"     // play online: host or join
	sceneHostSetup = "host-setup" // the host's seats
	sceneLobby     = "lobby"      // the seats of an online match, invitations
	sceneJoin      = "join"       // a guest's answer to an invite
)

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

// Kinds of seat in the setup, in the order a click cycles through them.
type seatKind int

const (
	kindHuman seatKind = iota
	kindGreedy
	kindRandom
	nKinds
)

// kindRemote is a person on another device (online play; not in the setup).
const kindRemote seatKind = 10

func (k seatKind) String() string {
	switch k {
	case kindHuman:
		return "Human"
	case kindGreedy:
		return "Greedy bot"
	case kindRemote:
		return "Remote player"
	}
	return "Random bot"
}

// setupState is the new-match form.
type setupState struct {
	game    string // the engine's name of the game
	players int
	kinds   [5]seatKind
	seed    string // digits; "" means a random seed
	editing bool   // the seed field has the keyboard
}

func defaultSetup() setupState { return setupFor(mallworld.GameName) }

// setupFor is the new-match form of a game: Mall World for 4 (3 to 5),
// Mall or Nothing for exactly 2; the first seat human, the others greedy
// bots.
func setupFor(game string) setupState {
	s := setupState{game: game, players: 4, kinds: [5]seatKind{kindHuman, kindGreedy, kindGreedy, kindGreedy, kindGreedy}}
	if game == mallornothing.GameName {
		s.players = 2
	}
	return s
}

// fixedPlayers reports whether the game has one player count only.
func (s setupState) fixedPlayers() bool { return s.game == mallornothing.GameName }

// botNames are the bots' names by seat.
var botNames = [5]string{"Anna", "Beat", "Carla", "Dario", "Elsa"}

// seatNames names the seats: a lone human is "You", hotseat humans are
// "Player N", bots have a first name.
func seatNames(kinds []seatKind) []string {
	humans := 0
	for _, k := range kinds {
		if k == kindHuman {
			humans++
		}
	}
	out := make([]string, len(kinds))
	for i, k := range kinds {
		switch {
		case k != kindHuman:
			out[i] = botNames[i]
		case humans == 1:
			out[i] = "You"
		default:
			out[i] = "Player " + strconv.Itoa(i+1)
		}
	}
	return out
}

// humanCount counts the human seats in play.
func (s setupState) humanCount() int {
	n := 0
	for _, k := range s.kinds[:s.players] {
		if k == kindHuman {
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
	names := seatNames(kinds)
	c := match.Config{Game: s.game, Options: engine.Options{"players": strconv.Itoa(s.players)}, Seed: seed}
	for i, k := range kinds {
		seat := match.Seat{Kind: match.Human, Name: names[i]}
		switch k {
		case kindGreedy:
			seat = match.Seat{Kind: match.Bot, Bot: "greedy", Name: names[i]}
		case kindRandom:
			seat = match.Seat{Kind: match.Bot, Bot: "random", Name: names[i]}
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

// passLabel is the words on btn:pass at a stage.
func passLabel(stage string) string {
	switch stage {
	case "accept":
		return "No contract"
	case "develop", "discard":
		return "Done"
	}
	return "Pass"
}

// stageWords says what a stage is, for the header.
func stageWords(stage string) string {
	switch stage {
	case "setup", "start":
		return "Setting up"
	case "accept":
		return "Action 1: accept a contract"
	case "develop":
		return "Action 2: development"
	case "bid":
		return "Auction: sealed bids"
	case "play":
		return "Auction: playing the offered cards"
	case "cleanup", "discard":
		return "Action 3: discard and draw"
	case "end_turn", "tokens", "purge", "after_phase":
		return "End of turn"
	case "over":
		return "Game over"
	}
	return stage
}

// ordinal is "1st", "2nd", …
func ordinal(n int) string {
	suffix := "th"
	switch {
	case n%100 >= 11 && n%100 <= 13:
	case n%10 == 1:
		suffix = "st"
	case n%10 == 2:
		suffix = "nd"
	case n%10 == 3:
		suffix = "rd"
	}
	return strconv.Itoa(n) + suffix
}
