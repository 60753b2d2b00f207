package game

import (
	"github.com/galleria-games/galleria/game/ui"
	"strings"
)

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

func (a *App) buildMenu(b *ui.Builder) {
	w := b.T.W
	b.Text(b.R(20, 36, w-40, 50), "Galleria", 40, ui.ColText, true, ui.AlignCenter)
	b.Para(b.R(30, 92, w-60, 44), "Mall-building board games: play solo against bots, hotseat on one device, or online with friends.", 15, ui.ColTextDim, false)
	y := 150.0
	for _, g := range menuGames {
		r := b.R(30, y, w-60, 92)
		fill := ui.ColPanel
		if g.playable && b.Hover == g.id {
			fill = ui.ColPanelLight
		}
		b.Fill(r, fill, 10)
		b.Text(b.R(50, y+10, w-100, 30), g.title, 22, ui.ColText, true, ui.AlignLeft)
		b.Para(b.R(50, y+42, w-220, 44), g.blurb, 14, ui.ColTextDim, false)
		badge := "Coming soon"
		bc := ui.ColButtonOff
		if g.playable {
			badge, bc = "Play", ui.ColButton
		}
		br := b.R(w-170, y+48, 120, 32)
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
		y += 108
	}
	online := a.online.Net != nil || a.online.OpenOnline != nil
	b.Button("menu:online", b.R(30, y, w-60, 48), "Play online", 18, online, false)
	y += 60
	if a.menuNote != "" {
		b.Para(b.R(30, y+4, w-60, 60), a.menuNote, 14, ui.ColBad, false)
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
