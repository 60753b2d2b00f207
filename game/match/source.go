package match

import (
	"math/rand/v2"

	"github.com/galleria-games/galleria/engine"
)

// Source is where a match comes from: its state and log, the seats played
// at this device, and how chance is resolved. A local match (Local) is its
// own source: every seat is at this device and chance is drawn here with
// the match's seed. An online match's source is its netplay peer (package
// game/online): other devices' seats move through the protocol, and chance
// is drawn by the protocol's commit-reveal rounds. The Driver runs both
// alike.
type Source interface {
	// State is the full state of the match; nil before it starts. The
	// driver and the table read views of it only.
	State() engine.State
	// Steps is the log so far.
	Steps() []engine.Step
	// ToAct lists the seats played at this device, people and bots, that
	// must act now and have not sealed their move yet.
	ToAct() []int
	// Bot names the bot (engine/bot) that plays seat at this device, or ""
	// for a person (or a seat played elsewhere).
	Bot(seat int) string
	// Play applies or sends a move of a seat played at this device; when
	// DrawsChance, the driver also plays chance outcomes (engine.Chance)
	// it drew.
	Play(seat int, move string) error
	// DrawsChance reports whether the driver draws chance outcomes (a
	// local match); otherwise the source resolves chance itself.
	DrawsChance() bool
	// Rand is the generator for one use at the current step (Stream*):
	// a local match derives it from its seed and the step, so a resumed
	// match draws what it would have drawn.
	Rand(stream Stream) *rand.Rand
	// Epoch counts changes of who plays the seats (online: a seat handed
	// to a bot); a bot's search under way is dropped when it changes.
	Epoch() int
}

// Stream says what a generator from Source.Rand is for.
type Stream uint8

const (
	StreamChance Stream = iota // a chance outcome the driver draws
	StreamBot                  // a bot's choice or search
	StreamHint                 // a hint's search
)
