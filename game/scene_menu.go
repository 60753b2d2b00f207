package game

import "strings"

// The menu: the four games of Galleria; Mall World and Mall or Nothing are
// playable, the others are shown as coming soon.

type menuGame struct {
	id, title, blurb string
	playable         bool
}

var menuGames = []menuGame{
	{"menu:mallworld", "Mall World", "3–5 players · contracts, corruption and closed-fist auctions", true},
	{"menu:mallornothing", "Mall or Nothing", "2 players · simultaneous card overlays", true},
	{"menu:luxembourgshopping", "Luxembourg-Shopping", "2–6 players · roll and move, galleries", false},
	{"menu:mallforheroes", "Mall for Heroes", "2–5 players and solo · shop drafting", false},
}

func (a *App) buildMenu(b *builder) {
	w := b.t.w
	b.text(b.R(20, 36, w-40, 50), "Galleria", 40, colText, true, alignCenter)
	b.para(b.R(30, 92, w-60, 44), "Mall-building board games: play solo against bots, hotseat on one device, or online with friends.", 15, colTextDim, false)
	y := 150.0
	for _, g := range menuGames {
		r := b.R(30, y, w-60, 92)
		fill := colPanel
		if g.playable && b.hover == g.id {
			fill = colPanelLight
		}
		b.fill(r, fill, 10)
		b.text(b.R(50, y+10, w-100, 30), g.title, 22, colText, true, alignLeft)
		b.para(b.R(50, y+42, w-220, 44), g.blurb, 14, colTextDim, false)
		badge := "Coming soon"
		bc := colButtonOff
		if g.playable {
			badge, bc = "Play", colButton
		}
		br := b.R(w-170, y+48, 120, 32)
		b.fill(br, bc, 6)
		tc := colText
		if !g.playable {
			tc = colTextDim
		}
		b.text(br, badge, 14, tc, true, alignCenter)
		if g.playable {
			b.stroke(r, colHighlight, 2, 10)
		}
		b.spot(g.id, r, g.playable, "")
		y += 108
	}
	online := a.online.Net != nil || a.online.OpenOnline != nil
	b.button("menu:online", b.R(30, y, w-60, 48), "Play online", 18, online, false)
	y += 60
	if a.menuNote != "" {
		b.para(b.R(30, y+4, w-60, 60), a.menuNote, 14, colBad, false)
	}
}

func (a *App) clickMenu(id string) {
	switch id {
	case "menu:mallworld", "menu:mallornothing":
		a.menuNote = ""
		if game := strings.TrimPrefix(id, "menu:"); a.setup.game != game {
			a.setup = setupFor(game)
		}
		a.scene = sceneSetup
	case "menu:online":
		a.menuNote = ""
		switch {
		case a.online.Net != nil:
			a.note = ""
			a.scene = sceneOnline
		case a.online.OpenOnline != nil:
			a.online.OpenOnline()
		}
	}
}
