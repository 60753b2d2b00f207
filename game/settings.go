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
	motionKey = "galleria-motion"   // "normal", "fast" or "off"; absent: off if the browser asks for reduced motion, else normal
	chimeKey  = "galleria-chime"    // "on": a short chime when it becomes your turn online in a hidden tab; absent or "off": none
)

// The motion speeds a player may choose, in the settings' cycle order.
var motionSpeeds = []string{"normal", "fast", "off"}

// memSettings keeps settings in memory (a platform without storage).
type memSettings map[string]string

func (m memSettings) Get(key string) string { return m[key] }
func (m memSettings) Set(key, value string) { m[key] = value }

// prefs are the player's settings, read and written through the store.
// reduced: the browser asks for reduced motion (the motion speed's
// default).
type prefs struct {
	store   Settings
	reduced bool
}

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
	return prefs{store: s}
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

// motion is the motion speed chosen ("normal", "fast", "off"), or its
// default: off when the browser asks for reduced motion, else normal.
func (s prefs) motion() string {
	if m := s.store.Get(motionKey); slices.Contains(motionSpeeds, m) {
		return m
	}
	if s.reduced {
		return "off"
	}
	return "normal"
}

// motionSpeed is the motion speed as ui.Motion counts it: 1 normal, 2
// fast, 0 off.
func (s prefs) motionSpeed() float64 {
	switch s.motion() {
	case "fast":
		return 2
	case "off":
		return 0
	}
	return 1
}

// nextMotion switches to the next motion speed and remembers it.
func (s prefs) nextMotion() {
	i := slices.Index(motionSpeeds, s.motion())
	s.store.Set(motionKey, motionSpeeds[(i+1)%len(motionSpeeds)])
}

// chimeOn reports whether the turn chime is on (it is off until the
// player switches it on).
func (s prefs) chimeOn() bool { return s.store.Get(chimeKey) == "on" }

// setChime switches the turn chime on or off and remembers it.
func (s prefs) setChime(on bool) {
	v := "off"
	if on {
		v = "on"
	}
	s.store.Set(chimeKey, v)
}
