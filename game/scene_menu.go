package game

import (
	"strings"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/game/lang"
	"github.com/galleria-games/galleria/game/ui"
)

// The menu: every registered game (its title, seat range and tagline from
// the engine's Info), the games announced as coming soon, and online play.

// menuScene is the menu; note is a message it shows (an unreadable save,
// a match that could not start).
type menuScene struct{ note string }

func (*menuScene) name() string { return sceneMenu }

type menuGame struct {
	id, title, blurb string
	playable         bool
}

// menuGames lists the menu's games: the playable ones, then the others.
func menuGames() []menuGame {
	var out []menuGame
	for _, g := range playableGames() {
		info := g.Info()
		out = append(out, menuGame{"menu:" + g.Name(), g.Title(), seatsWords(info) + " · " + lang.T(info.Tagline), true})
	}
	for _, s := range comingSoon {
		out = append(out, menuGame{s.id, s.title, lang.T(s.blurb), false})
	}
	return out
}

func (m *menuScene) build(a *App, b *ui.Builder) {
	w := b.T.W
	b.Text(b.R(20, 36, w-40, 50), "Galleria", 40, ui.ColText, true, ui.AlignCenter)
	b.Para(b.R(30, 92, w-60, 44), lang.T("Mall-building board games: play solo against bots, hotseat on one device, or online with friends."), 15, ui.ColTextDim, false)
	// The settings first: their targets come before the games' rows.
	y := buildSettings(b, a.prefs, 150, w)
	games := menuGames()
	// Rows shrink when there are more games than the column holds.
	rowH, gap := 92.0, 16.0
	if avail := b.T.H - y - 130; float64(len(games))*(rowH+gap) > avail && len(games) > 0 {
		rowH = max(64, avail/float64(len(games))-gap*0.75)
		gap = rowH * 0.12
	}
	for _, g := range games {
		// A row grows to hold its whole blurb (three lines on a phone).
		rowH := max(rowH, rowH*0.46+b.ParaHeight(g.blurb, w-220, 14, false)+8)
		r := b.R(30, y, w-60, rowH)
		fill := ui.ColPanel
		if g.playable && b.Hover == g.id {
			fill = ui.ColPanelLight
		}
		b.Fill(r, fill, 10)
		b.Text(b.R(50, y+rowH*0.11, w-100, 30), g.title, 22, ui.ColText, true, ui.AlignLeft)
		b.Para(b.R(50, y+rowH*0.46, w-220, rowH*0.54), g.blurb, 14, ui.ColTextDim, false)
		badge := lang.T("Coming soon")
		bc := ui.ColButtonOff
		if g.playable {
			badge, bc = lang.T("Play"), ui.ColButton
		}
		br := b.R(w-170, y+rowH-44, 120, 32)
		b.Fill(br, bc, 6)
		tc := ui.ColText
		if !g.playable {
			tc = ui.ColTextDim
		}
		b.Text(br, badge, 14, tc, true, ui.AlignCenter)
		if g.playable {
			b.Stroke(r, ui.ColHighlight, 2, 10)
		}
		b.Spot(g.id, r, g.playable, "")
		y += rowH + gap
	}
	online := a.online.on() || a.opt.OpenOnline != nil
	// Play online, History and Rules share the row; their text is smaller
	// when the row is narrow.
	size := 18.0
	for ; size > 14; size-- {
		if b.ButtonWidth(lang.T("Play online"), size)+b.ButtonWidth(lang.T("History"), size)+b.ButtonWidth(lang.T("Rules"), size)+40 <= w-80 {
			break
		}
	}
	rw := max(100, b.ButtonWidth(lang.T("Rules"), size)+16)
	hw := max(110, b.ButtonWidth(lang.T("History"), size)+16)
	b.Button("menu:rules", b.R(w-30-rw, y, rw, 48), lang.T("Rules"), size, true, false)
	b.Button("menu:history", b.R(w-40-rw-hw, y, hw, 48), lang.T("History"), size, true, false)
	b.Button("menu:online", b.R(30, y, w-80-rw-hw, 48), lang.T("Play online"), size, online, false)
	y += 60
	if m.note != "" {
		b.Para(b.R(30, y+4, w-60, 60), m.note, 14, ui.ColBad, false)
	}
}

func (m *menuScene) click(a *App, id string) {
	if game, ok := strings.CutPrefix(id, "menu:"); ok && playable(game) {
		m.note = ""
		if a.setup.game != game {
			*a.setup = setupFor(game)
		}
		a.cur = a.setup
		return
	}
	if tag, ok := strings.CutPrefix(id, "menu:lang:"); ok {
		a.prefs.setLang(tag)
		return
	}
	if id == "menu:guide" {
		a.prefs.setGuide(!a.prefs.guideOn())
		return
	}
	if id == "menu:motion" {
		a.prefs.nextMotion()
		a.table.setSpeed(a)
		return
	}
	if id == "menu:chime" {
		a.prefs.setChime(!a.prefs.chimeOn())
		return
	}
	if id == "menu:history" {
		m.note = ""
		a.openHistoryScene()
		return
	}
	if id == "menu:rules" {
		m.note = ""
		a.rules.open(a, "", sceneMenu)
		return
	}
	if id == "menu:online" {
		m.note = ""
		switch {
		case a.online.on():
			a.online.enter()
		case a.opt.OpenOnline != nil:
			a.opt.OpenOnline()
		}
	}
}

// buildSettings draws the menu's settings at y (units): the language
// switch (each language in its own name), the guided first game's
// switch, the motion speed and the turn chime; it returns the y below
// them.
func buildSettings(b *ui.Builder, p prefs, y, w float64) float64 {
	y = buildSwitches(b, p, y, w)
	cw := w - 60
	motion := map[string]string{"normal": lang.T("Motion: normal"), "fast": lang.T("Motion: fast"),
		"off": lang.T("Motion: off")}[p.motion()]
	chime := lang.T("Turn chime: off")
	if p.chimeOn() {
		chime = lang.T("Turn chime: on")
	}
	half := (cw - 8) / 2
	b.Button("menu:motion", b.R(30, y, half, 40), motion, 15, true, p.motion() != "off")
	b.Button("menu:chime", b.R(30+half+8, y, half, 40), chime, 15, true, p.chimeOn())
	return y + 50
}

// buildSwitches draws the language switch and the guide's switch.
func buildSwitches(b *ui.Builder, p prefs, y, w float64) float64 {
	cw := w - 60
	guide := lang.T("Guide for a first game: off")
	if p.guideOn() {
		guide = lang.T("Guide for a first game: on")
	}
	langW := 2*130.0 + 8
	if cw < langW+12+240 {
		// Narrow: the guide's switch on a row of its own.
		for i, tag := range lang.Tags {
			b.Button("menu:lang:"+tag, b.R(30+float64(i)*((cw+8)/2), y, (cw-8)/2, 40), lang.Name(tag), 15, true, lang.Current() == tag)
		}
		y += 48
		b.Button("menu:guide", b.R(30, y, cw, 40), guide, 15, true, p.guideOn())
		return y + 50
	}
	for i, tag := range lang.Tags {
		b.Button("menu:lang:"+tag, b.R(30+float64(i)*138, y, 130, 40), lang.Name(tag), 15, true, lang.Current() == tag)
	}
	b.Button("menu:guide", b.R(30+langW+12, y, cw-langW-12, 40), guide, 15, true, p.guideOn())
	return y + 50
}

// seatsWords is a game's seat range for the menu: "3–5 players",
// "2 players", "1 player".
func seatsWords(i engine.Info) string {
	if i.MinSeats == i.MaxSeats {
		return lang.N(i.MinSeats, "%d player", "%d players")
	}
	return lang.F("%d–%d players", i.MinSeats, i.MaxSeats)
}
