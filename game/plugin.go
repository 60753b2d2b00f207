package game

import (
	"time"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/game/match"
	"github.com/galleria-games/galleria/game/ui"
)

// Online play is not part of the shell: the net build plugs it in through
// Options.Online (package game/online implements it over netplay), so the
// solo build links no netplay and no WebRTC. The shell gives it a Shell.

// Online is online play as the shell sees it.
type Online interface {
	// Start is called once, by NewApp, before anything else.
	Start(s Shell)
	// OpenFromURL opens what the page URL asks for (an invite, a room, a
	// match to resume); called by NewApp after a saved local match was
	// resumed.
	OpenFromURL()
	// Enter opens the online menu (the menu's "Play online").
	Enter()
	// Tick runs the online match on the game loop. It reports whether
	// anything on screen may have changed.
	Tick() bool
	// Active reports whether an online match is open (it owns the table).
	Active() bool
	// Build draws one of online play's own scenes; it reports false for a
	// scene that is not its own.
	Build(scene string, b *ui.Builder) bool
	// Click handles a click on one of its scenes, or on a table target it
	// owns ("table:players" and every "net:…" and "chat:…" id, with scene
	// "table").
	Click(scene, id string)
	// Status adds online play to the test hook's status.
	Status(st *Status)
	// Leave closes the online match (forget: its saves are dropped too).
	Leave(forget bool)
}

// Shell is what online play may do with the app. Its methods are called on
// the game loop (from Online's methods, or from work given to Post), except
// Post and Changed, which any goroutine may call.
type Shell interface {
	// Scene is the current scene's name; SetScene shows another one
	// (online play's own, or "menu").
	Scene() string
	SetScene(name string)
	// Post runs f on the game loop; Changed asks for a new frame.
	Post(f func())
	Changed()
	Now() time.Time
	// Touch reports whether the player uses a touch screen: prompts say
	// "tap" then (ui.TapOrClick).
	Touch() bool
	// MenuNote shows a message on the menu.
	MenuNote(note string)
	// LeaveLocal puts a local match away (it stays saved) before an
	// online match takes the table; ToMenu leaves any match.
	LeaveLocal()
	ToMenu()
	// HasLocal reports whether a local match is open (shown, or behind the
	// online menu); ResumeLocal shows its table again (routed: table,
	// handoff or results).
	HasLocal() bool
	ResumeLocal()
	// OpenTable shows the table of a started online match, which d drives
	// (over online play's match.Source): the shell moves it on as it does
	// a local match, with the client's bot delay and thinking budget.
	// humans are the seats played by people at this device.
	OpenTable(d *match.Driver, game string, opts engine.Options, seats []ui.SeatInfo, humans []int) error
	// TableOpen reports whether d's table is the one shown.
	TableOpen(d *match.Driver) bool
	// SyncTable brings the open table up to date with its source: the
	// roster, whom the match waits for, fault lines for the move log (in
	// plain words), new steps narrated; then the match is routed (table,
	// handoff or results) when one of those scenes is shown. It reports
	// whether anything changed.
	SyncTable(seats []ui.SeatInfo, humans []int, info *ui.OnlineInfo, logLines []string) bool
	// TableError shows an error in the table's header.
	TableError(msg string)
	// WatchTable shows the table of an online match this device watches
	// (a spectator): d's source gives a spectator's view and its redacted
	// log (engine.Follow), nobody acts here, and the results offer no
	// replay (the log is redacted). FocusTable turns the table to a seat
	// (whose place is drawn as the table's "you"; its secrets stay hidden).
	WatchTable(d *match.Driver, game string, opts engine.Options, seats []ui.SeatInfo) error
	FocusTable(seat int)
	// GameTitle names a game (its engine title); Games lists the games a
	// match can be hosted for, by the engine's name, in menu order.
	GameTitle(game string) string
	Games() []engine.Game
}

// TableLayer is what an Online may also do: add a strip under the online
// table (the chat's button on a phone), and draw over the table (the chat
// panel, when it is open), after the game's table and before the hint's
// marks. Clicks on its "chat:…" targets reach Online.Click with scene
// "table".
type TableLayer interface {
	// TableStrip is the height in units of the strip it wants under the
	// table in b (0 for none): the game's table is laid out above it.
	TableStrip(b *ui.Builder) float64
	// BuildTable draws the strip in strip (units; zero high for none) and
	// what goes over the table, which must be at most screenH units high
	// to be seen whole (a phone held sideways scrolls the table); quiet
	// (the "leave the match?" question is open) draws the strip's
	// background only.
	BuildTable(b *ui.Builder, strip ui.Rect, screenH float64, quiet bool)
	// Covering reports whether what it draws over the table is open: the
	// table then takes no typed keys.
	Covering() bool
}

// Resumer is what an Online may also do: list the online matches kept on
// this device that have not ended, and reopen one this device hosts (its
// lobby, with new invite links for the guests). The History scene shows
// them, so that a match whose pages were all closed goes on another
// evening.
type Resumer interface {
	Unfinished() []UnfinishedMatch
	Resume(id string)
}

// UnfinishedMatch is an online match kept on this device that has not
// ended.
type UnfinishedMatch struct {
	ID       string
	Game     string
	Names    []string // the seats' players
	Step     int
	Started  bool
	Host     bool   // this device hosts it: it can reopen it
	HostName string // who hosts it
	Problem  string // why it cannot be read ("" if it can)
}

// Transcripts is what an Online may also do for replays: give the open
// online match's log with its signed transcript, and check the transcript
// of a replay file (netplay's VerifyTranscript: every signature, every
// move by the peer its seat belonged to).
type Transcripts interface {
	// SignedMatch is the open online match's log and transcript (nil, nil
	// when none is open).
	SignedMatch() (*engine.Match, [][]byte)
	// VerifyTranscript checks a transcript and returns the match it plays
	// and the names of the peers who signed it.
	VerifyTranscript(records [][]byte) (*engine.Match, []string, error)
	// SignedChat is the open online match's chat messages as their authors
	// signed them, oldest first (nil when none is open).
	SignedChat() [][]byte
	// VerifyChat checks a replay file's chat messages against its
	// transcript and returns the lines; on an error, bad is the message
	// that fails (from 0), or -1 when the transcript itself does not
	// verify.
	VerifyChat(records, chat [][]byte) (lines []ReplayChat, bad int, err error)
}

// ReplayChat is a chat line of an online match's replay.
type ReplayChat struct {
	Step  int    // the steps played when it was sent: it shows from there
	Words string // the line as the chat shows it: "Bea: well played!"
}
