package game

import (
	"slices"
	"strings"

	"github.com/galleria-games/galleria/game/lang"
)

// The player's settings: the language and the guided first game. They are
// kept by the platform when it can (Settings: the browser's localStorage,
// beside the saved match), else for the App's life only.

// Settings is what a Platform may also provide: small named texts kept
// across visits. Get returns "" for a key never set.
type Settings interface {
	Get(key string) string
	Set(key, value string)
}

// The settings' keys (the browser's failure pages read langKey too).
const (
	langKey   = "galleria-lang"     // "en" or "fr": the player's choice; absent: the browser's languages
	guideKey  = "galleria-guide"    // "off": the guided first game is switched off; absent or "on": on
	playedKey = "galleria-finished" // the games (engine names) of which a match was finished here, comma-separated
)

// memSettings keeps settings in memory (a platform without storage).
type memSettings map[string]string

func (m memSettings) Get(key string) string { return m[key] }
func (m memSettings) Set(key, value string) { m[key] = value }

// initSettings picks the settings' store and applies the language: the
// saved choice, else the first of the browser's languages the client speaks
// (Options.Languages), else English.
func (a *App) initSettings() {
	if s, ok := a.p.(Settings); ok {
		a.settings = s
	} else {
		a.settings = memSettings{}
	}
	if tag := a.settings.Get(langKey); slices.Contains(lang.Tags, tag) {
		lang.Set(tag)
		return
	}
	lang.Set(lang.Match(a.opt.Languages))
}

// setLang switches the language at once and remembers the choice.
func (a *App) setLang(tag string) {
	if !slices.Contains(lang.Tags, tag) {
		return
	}
	lang.Set(tag)
	a.settings.Set(langKey, tag)
	a.dirty = true
}

// guideOn reports whether the guided first game is switched on (it is,
// until the player switches it off).
func (a *App) guideOn() bool { return a.settings.Get(guideKey) != "off" }

// setGuide switches the guided first game on or off and remembers it.
func (a *App) setGuide(on bool) {
	v := "off"
	if on {
		v = "on"
	}
	a.settings.Set(guideKey, v)
	a.dirty = true
}

// finished lists the games of which a match was finished on this device.
func (a *App) finished() []string {
	var out []string
	for _, g := range strings.Split(a.settings.Get(playedKey), ",") {
		if g = strings.TrimSpace(g); g != "" {
			out = append(out, g)
		}
	}
	return out
}

// markFinished remembers that a match of game was finished here.
func (a *App) markFinished(game string) {
	done := a.finished()
	if game == "" || strings.Contains(game, ",") || slices.Contains(done, game) {
		return
	}
	a.settings.Set(playedKey, strings.Join(append(done, game), ","))
}

// guideFor reports whether a table of game shows the guide line: the
// switch is on and no match of that game was finished here yet.
func (a *App) guideFor(game string) bool {
	return a.guideOn() && !slices.Contains(a.finished(), game)
}
