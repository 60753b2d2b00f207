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

// prefs are the player's settings, read and written through the store.
type prefs struct{ store Settings }

// newPrefs picks the settings' store (the platform's, else memory) and
// applies the language: the saved choice, else the first of the browser's
// languages the client speaks (Options.Languages), else English.
func newPrefs(p Platform, languages []string) prefs {
	s, ok := p.(Settings)
	if !ok {
		s = memSettings{}
	}
	if tag := s.Get(langKey); slices.Contains(lang.Tags, tag) {
		lang.Set(tag)
	} else {
		lang.Set(lang.Match(languages))
	}
	return prefs{s}
}

// setLang switches the language at once and remembers the choice.
func (s prefs) setLang(tag string) {
	if !slices.Contains(lang.Tags, tag) {
		return
	}
	lang.Set(tag)
	s.store.Set(langKey, tag)
}

// guideOn reports whether the guided first game is switched on (it is,
// until the player switches it off).
func (s prefs) guideOn() bool { return s.store.Get(guideKey) != "off" }

// setGuide switches the guided first game on or off and remembers it.
func (s prefs) setGuide(on bool) {
	v := "off"
	if on {
		v = "on"
	}
	s.store.Set(guideKey, v)
}

// finished lists the games of which a match was finished on this device.
func (s prefs) finished() []string {
	var out []string
	for _, g := range strings.Split(s.store.Get(playedKey), ",") {
		if g = strings.TrimSpace(g); g != "" {
			out = append(out, g)
		}
	}
	return out
}

// markFinished remembers that a match of game was finished here.
func (s prefs) markFinished(game string) {
	done := s.finished()
	if game == "" || strings.Contains(game, ",") || slices.Contains(done, game) {
		return
	}
	s.store.Set(playedKey, strings.Join(append(done, game), ","))
}

// guideFor reports whether a table of game shows the guide line: the
// switch is on and no match of that game was finished here yet.
func (s prefs) guideFor(game string) bool {
	return s.guideOn() && !slices.Contains(s.finished(), game)
}
