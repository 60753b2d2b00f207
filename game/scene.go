package game

import "github.com/galleria-games/galleria/game/ui"

// Scenes. The App shows one scene at a time (App.cur): it asks it for its
// frame when something changed, gives it the clicks on its enabled targets
// and, if it takes them, the typed keys. A scene goes to another by setting
// App.cur; the running match's scenes (table, handoff, results) are chosen
// by one function, tableScene.route.
//
// The shell's scenes are the menu (scene_menu.go), the setup
// (scene_setup.go), the table (scene_table.go), the handoff
// (scene_handoff.go), the results (scene_results.go) and the rules
// (scene_rules.go). Online play's scenes are its own (game/online): the
// shell knows them by name only (onlineScene).

// Scene names, as reported by Status.
const (
	sceneMenu    = "menu"
	sceneSetup   = "setup"
	sceneHandoff = "handoff"
	sceneTable   = "table"
	sceneResults = "results"
	sceneRules   = "rules"

	// Online play's scenes are its own (package game/online).
)

// scene is one screen of the client.
type scene interface {
	// name is the scene's name, as Status reports it.
	name() string
	// build makes the scene's frame.
	build(a *App, b *ui.Builder)
	// click handles a click on one of the frame's enabled targets.
	click(a *App, id string)
}

// viewer is a scene with a transform of its own (at the screen's size,
// before the scroll); the others are laid out as a column
// (ui.ColumnView).
type viewer interface {
	view(a *App) ui.Xform
}

// keyTaker is a scene that takes typed keys.
type keyTaker interface {
	keys(a *App, in *inputFrame)
}

// reporter is a scene that fills fields of the hook's Status that are its
// own.
type reporter interface {
	report(a *App, st *Status)
}

// updater is a scene that moves on by itself (the table: bots, chance,
// animations); update runs once per Update and reports whether the frame
// must be rebuilt.
type updater interface {
	update(a *App) bool
}

// onlineScene is one of online play's scenes, known by its name: online
// play builds it and handles its clicks. A name online play does not know
// shows the menu.
type onlineScene string

func (s onlineScene) name() string { return string(s) }

func (s onlineScene) build(a *App, b *ui.Builder) {
	if !a.online.build(string(s), b) {
		a.cur = a.menu
		a.menu.build(a, b)
	}
}

func (s onlineScene) click(a *App, id string) { a.online.click(string(s), id) }
