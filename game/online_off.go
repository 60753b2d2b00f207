//go:build js && !galleria_net

package game

import "github.com/galleria-games/galleria/game/ui"

// The solo browser build (GOOS=js without the galleria_net tag) has no
// online play: its "Play online" button calls Online.OpenOnline, which loads
// the net build. These stubs stand in for net.go, net_pipe.go and
// scene_online.go, so that the solo build links neither netplay nor
// netplay/signal (whose relay client brings net/http, some 300 KB of
// brotli).

type netMatch struct{}

type hostForm struct{}

func defaultHostForm() hostForm { return hostForm{} }

func (a *App) loadName()                  {}
func (a *App) openFromURL()               {}
func (a *App) netTick() bool              { return false }
func (a *App) netStatus(*Status)          {}
func (a *App) closeNet(bool)              {}
func (a *App) leaveNet(bool)              {}
func (a *App) clickNet(string)            {}
func (a *App) buildOnline(*ui.Builder)    {}
func (a *App) buildHostSetup(*ui.Builder) {}
func (a *App) buildLobby(*ui.Builder)     {}
func (a *App) buildJoin(*ui.Builder)      {}
func (a *App) clickOnline(string)         {}
func (a *App) clickHostSetup(string)      {}
func (a *App) clickLobby(string)          {}
func (a *App) clickJoin(string)           {}
