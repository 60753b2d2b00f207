package ui

import (
	"strings"

	"github.com/galleria-games/galleria/game/lang"

	"github.com/galleria-games/galleria/engine"
)

// GameUI is one game's part of the client: its table, its picker over legal
// moves and its narration. The app shell (package game) never names a game:
// it reaches each one through the GameUI registered for the engine's name
// (one line in game/games.go).
type GameUI interface {
	// Game is the rules package the UI shows (the engine's Game: name,
	// title, seat range, options, score format).
	Game() engine.Game
	// NewTable prepares the table of one match with these (normalized)
	// options and seat names. It narrates nothing yet: the shell feeds it
	// the match's steps through CatchUp.
	NewTable(opts engine.Options, names []string) (Table, error)
	// NewPicker makes the picker over a seat's legal moves.
	NewPicker(legal []string) Picker
}

// Picker turns clicks on the table's targets into one of the legal moves it
// was made for.
type Picker interface {
	// Click handles a click on target id: it returns the move once a whole
	// legal move has been chosen, else "" (a step of the choice, or a
	// target that is not a choice now).
	Click(id string) string
	// Reset drops a choice in progress.
	Reset()
	// Plan lists the targets to click, in order, to make move; nil if move
	// is not one of the picker's moves.
	Plan(move string) []string
}

// Table is the drawing side of one running match of a game.
type Table interface {
	// CatchUp narrates the steps after those it has seen (steps is the
	// whole log) and returns the new lines for the move log. live: the
	// steps happen now (they may open an overlay, such as a phase-end
	// scoring), rather than being replayed on opening a saved match. An
	// error means the log does not replay: the table stops following it.
	CatchUp(steps []engine.Step, live bool) ([]string, error)
	// Blocking reports whether an overlay waits to be dismissed: the match
	// does not move on, and nobody is asked to act, until it is.
	Blocking() bool
	// Build draws the table scene. It draws only what c.View shows.
	Build(b *Builder, c *TableCtx)
	// Click handles a click on a target of the table's own (an overlay's
	// OK, a rotate button) that is not a move choice. It reports whether
	// it did.
	Click(id string, c *TableCtx) bool
	// Keys handles typed characters while the table is shown (R turns a
	// card, say); it reports whether anything changed.
	Keys(chars []rune, c *TableCtx) bool
	// Results draws the game's breakdown of the final scores on the
	// results scene, from y (units) down, in a column w units wide; it
	// returns the y below what it drew. m is the match's log and st its
	// final, full state; m is nil when the log is not known, and the
	// breakdown then leaves out what only the log says. b.T.H is the
	// bottom of the room it has: the shell's buttons lie below it.
	Results(b *Builder, m *engine.Match, st engine.State, names []string, y, w float64) float64
}

// Spectator is a Table that can be a spectator's: Spectate, called before
// the first CatchUp, makes it follow the log as a spectator gets it (the
// steps engine.Redact gives for viewer Seats()) on a spectator's view,
// rather than replay the real log on the full state.
type Spectator interface {
	Spectate() error
}

// Animator is a Table that animates (dice, a pawn walking): the shell calls
// Animate once per game-loop tick (60 a second) while the table is shown,
// and draws the table again whenever it reports true. Animations run from
// that tick count only and never hold the match: Blocking must not wait
// for them, so bots and the other players are never slowed down.
type Animator interface {
	Animate() bool
}

// Teller is a Table that can say a move in words before it is played (a
// hint's line): the move of seat on that seat's view, "" if it cannot.
type Teller interface {
	TellMove(view engine.State, seat int, move string, names []string) string
}

// Open is a Table of a game that hides nothing from any seat (no hand, no
// secret move, no private view). In hotseat the shell then turns the table
// to the next person at once: a handoff screen only guards secrets.
type Open interface {
	NothingHidden() bool
}

// NothingHidden reports whether t is an Open table with nothing hidden.
func NothingHidden(t Table) bool {
	o, ok := t.(Open)
	return ok && o.NothingHidden()
}

// TableCtx is what the shell tells a table when it is drawn or clicked.
type TableCtx struct {
	State   engine.State // the full state; the table draws only View
	View    engine.State // State.View(Focus): all the table may draw
	Focus   int          // the seat whose view is drawn
	Private bool         // the focus seat's player has the device: its secrets may be drawn
	Acting  bool         // the focus seat decides now: its targets are enabled
	Legal   []string     // the focus seat's legal moves, when Acting
	Picker  Picker       // the picker made for Legal (never nil)
	Seats   []SeatInfo   // by seat
	Log     []string     // the narrated move log, oldest first
	// Thinking is the bot (run at this device) thinking about its move
	// now, if any: WaitingWords says so, with its progress.
	Thinking *Thinking
	// Hint is the hint of a local match (solo or hotseat) when the focus
	// seat acts: the header's Hint button, the hint's line, its targets.
	// Nil online, and when no person here acts.
	Hint *Hint
	// Undo is the label of the header's Undo button ("Undo 2 moves"; target
	// "table:undo") in a local match when the focus seat can take moves
	// back; "" for none.
	Undo  string
	Err   string // the last error, shown in the header
	Hover string // the target under the pointer
	// Touch: the player uses a touch screen (no hover, no keyboard):
	// prompts say "tap", never name a key (see Click).
	Touch bool

	// Guide: the guided first game is on (the player has not switched it
	// off, and has not finished a match of this game yet): the table
	// draws a guide line (GuideLine) under its prompt that says what to do
	// now and why it matters, in words for a newcomer.
	Guide bool

	// Rules: the game has a rules book; the header shows a Rules button
	// (target "table:rules") that opens it.
	Rules bool

	// ConfirmQuit: the "leave the match?" overlay is open (the table
	// draws it with QuitOverlay, last).
	ConfirmQuit bool
	// Online is set for an online match: the Players button, whom the match
	// waits for, and the buttons that go with it.
	Online *OnlineInfo
}

// Click is the verb of a click in prompts: "click", or "tap" on a touch
// screen; Clicks is it capitalised.
func (c *TableCtx) Click() string { return TapOrClick(c.Touch, false) }

// Clicks is Click capitalised, to begin a sentence.
func (c *TableCtx) Clicks() string { return TapOrClick(c.Touch, true) }

// TapOrClick is "tap" on a touch screen, else "click"; capital capitalises.
func TapOrClick(touch, capital bool) string {
	switch {
	case touch && capital:
		return lang.T("Tap")
	case touch:
		return lang.T("tap")
	case capital:
		return lang.T("Click")
	}
	return lang.T("click")
}

// Name is seat's name, or "?".
func (c *TableCtx) Name(seat int) string {
	if seat >= 0 && seat < len(c.Seats) {
		return c.Seats[seat].Name
	}
	return "?"
}

// Names lists the seats' names.
func (c *TableCtx) Names() []string {
	out := make([]string, len(c.Seats))
	for i, s := range c.Seats {
		out[i] = s.Name
	}
	return out
}

// SeatInfo is one seat as the table shows it.
type SeatInfo struct {
	Name      string
	Kind      SeatKind
	Connected bool // online: its player is connected (always true offline)
	Sealed    bool // online: its sealed move is committed
}

// KindWords is how a seat panel names the seat's kind: "human", "easy
// bot", "normal bot", "hard bot", "greedy bot", "random bot", "online" or
// "offline".
func (s SeatInfo) KindWords() string {
	switch s.Kind {
	case Human:
		return lang.T("human")
	case Remote:
		if !s.Connected {
			return lang.T("offline")
		}
		return lang.T("online")
	case OtherBot:
		return lang.T("bot")
	}
	return strings.ToLower(s.Kind.String())
}

// Thinking is a bot thinking about its move (TableCtx.Thinking).
type Thinking struct {
	Seat        int
	Done, Total int // the search's iterations so far and its budget
}

// Percent is the share of the budget done, 0 to 100, in steps of 25 (the
// table is redrawn only when it changes).
func (t *Thinking) Percent() int {
	if t.Total <= 0 {
		return 0
	}
	return min(100, 100*t.Done/t.Total/25*25)
}

// Hint is what the table shows of a hint (TableCtx.Hint).
type Hint struct {
	// Offered: the header shows the Hint button (a person here acts and
	// no hint is shown or being thought of).
	Offered bool
	// Thinking: the hint is being thought of (Done of Total iterations).
	Thinking    bool
	Done, Total int
	// Line is the hint in one line ("" while thinking): the move, in
	// words if the table narrates it, and why.
	Line string
	// Targets are the move's click plan (Picker.Plan); the shell outlines
	// them in ColHint over the table.
	Targets []string
}

// OnlineInfo is what an online match adds to the table.
type OnlineInfo struct {
	Prompt  string      // whom the match waits for, when no seat here acts
	Buttons []NetButton // give a seat to a bot, take over as host, invite again
	// Chat is the label of the header's Chat button (target "chat:open"),
	// with the count of unread lines ("Chat (2)"); "" draws none. A
	// phone's header has no room for it (UndoInMenu): online play draws
	// it in a strip under the table there.
	Chat string
}

// NetButton is a button the table shows for an online match.
type NetButton struct{ ID, Label string }

// SeatKind is who plays a seat.
type SeatKind int

// Kinds of seat. A setup click cycles through SetupKinds.
const (
	Human SeatKind = iota
	Greedy
	Random
	// Remote is a person on another device (online play).
	Remote
	// The search bot's levels (engine/bot: easy, normal, hard).
	Easy
	Normal
	Hard
	// OtherBot is any other bot (a tuning configuration in a save).
	OtherBot
)

// SetupKinds are the kinds a seat of the new-match setup cycles through,
// in order: a person, the search bot's three levels, then the simple bots.
var SetupKinds = []SeatKind{Human, Easy, Normal, Hard, Greedy, Random}

// BotKinds are the bots a seat can be given, in setup order.
var BotKinds = []SeatKind{Easy, Normal, Hard, Greedy, Random}

// DefaultBot is the bot a new setup gives its bot seats.
const DefaultBot = Normal

// NextKind is the kind after k in cycle (the first one if k is not in it).
func NextKind(cycle []SeatKind, k SeatKind) SeatKind {
	for i, c := range cycle {
		if c == k {
			return cycle[(i+1)%len(cycle)]
		}
	}
	return cycle[0]
}

// BotName is the engine/bot name of a bot kind ("" for Human, Remote).
func (k SeatKind) BotName() string {
	switch k {
	case Greedy:
		return "greedy"
	case Random:
		return "random"
	case Easy:
		return "easy"
	case Normal:
		return "normal"
	case Hard:
		return "hard"
	}
	return ""
}

// BotKind is the kind of seat of a bot by its engine/bot name (OtherBot for
// a name that is not one of the kinds).
func BotKind(name string) SeatKind {
	for _, k := range BotKinds {
		if k.BotName() == name {
			return k
		}
	}
	return OtherBot
}

// IsBot reports whether k is a bot.
func (k SeatKind) IsBot() bool { return k != Human && k != Remote }

func (k SeatKind) String() string {
	switch k {
	case Human:
		return lang.T("Human")
	case Greedy:
		return lang.T("Greedy bot")
	case Remote:
		return lang.T("Remote player")
	case Random:
		return lang.T("Random bot")
	case Easy:
		return lang.T("Easy bot")
	case Normal:
		return lang.T("Normal bot")
	case Hard:
		return lang.T("Hard bot")
	}
	return lang.T("Bot")
}

// Illustrator is a GameUI whose rules pages show its components drawn by
// the table's own renderer: a picture beside a reference table's row (a
// card, a contract, a space, a token) and pictures under a how-to-play
// section (a worked scoring example, a colour key with swatches).
type Illustrator interface {
	// RowPicture is the picture of row (its Key) of the book's reference
	// table (its key); false: none.
	RowPicture(table, row string) (Picture, bool)
	// SectionPictures are the pictures shown under how-to-play section i
	// (its index in the book), in order.
	SectionPictures(i int) []Picture
}

// Picture is one drawing of a rules page: Draw draws it in r (device px),
// whose height is Aspect times its width; Caption (in the player's
// language) is shown under it, if any.
type Picture struct {
	Aspect  float64
	Caption string
	Draw    func(b *Builder, r Rect)
}
