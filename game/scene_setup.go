package game

import (
	"fmt"
	"github.com/galleria-games/galleria/game/ui"
	"strconv"
	"strings"
)

// The setup of a Mall World match: player count, who plays each seat, an
// optional seed.

func (a *App) buildSetup(b *ui.Builder) {
	s := &a.setup
	w := b.T.W
	x := 30.0
	cw := w - 60
	title := 28.0
	if w < 600 {
		title = 22
	}
	b.Text(b.R(x, 24, cw, 40), gameTitle(s.game)+": new match", title, ui.ColText, true, ui.AlignLeft)

	b.Text(b.R(x, 78, cw, 24), "Players", 16, ui.ColTextDim, true, ui.AlignLeft)
	if s.fixedPlayers() {
		b.Text(b.R(x, 104, cw, 40), strconv.Itoa(s.players)+" players", 18, ui.ColText, true, ui.AlignLeft)
	} else {
		for i, n := range []int{3, 4, 5} {
			id := "setup:players:" + strconv.Itoa(n)
			b.Button(id, b.R(x+float64(i)*84, 104, 72, 40), strconv.Itoa(n), 18, true, s.players == n)
		}
	}

	narrow := w < 600
	seats, seed := "Seats (click to change: human, greedy bot, random bot)", "Seed (optional: the same seed deals the same game)"
	if narrow {
		seats, seed = "Seats (tap to change)", "Seed (optional)"
	}
	b.Text(b.R(x, 158, cw, 24), seats, 14, ui.ColTextDim, true, ui.AlignLeft)
	names := seatNames(s.kinds[:s.players])
	y := 186.0
	for i := 0; i < s.players; i++ {
		id := "setup:seat:" + strconv.Itoa(i)
		r := b.R(x, y, cw, 40)
		label := fmt.Sprintf("Seat %d: %s (%s)", i+1, names[i], strings.ToLower(s.kinds[i].String()))
		b.Button(id, r, label, 15, true, false)
		b.Fill(b.R(x+8, y+12, 16, 16), ui.SeatColours[i], 8)
		y += 48
	}

	y += 8
	b.Text(b.R(x, y, cw, 24), seed, 14, ui.ColTextDim, true, ui.AlignLeft)
	y += 28
	field := "random"
	if s.seed != "" {
		field = s.seed
	}
	if s.editing {
		field = s.seed + "|"
	}
	r := b.R(x, y, cw, 40)
	b.Fill(r, ui.ColPanel, 6)
	tc := ui.ColText
	if s.seed == "" && !s.editing {
		tc = ui.ColTextDim
	}
	b.Text(b.R(x+12, y, cw-24, 40), "Seed: "+field, 16, tc, false, ui.AlignLeft)
	if s.editing {
		b.Stroke(r, ui.ColSelected, 2, 6)
		if !narrow {
			b.Text(b.R(x+12, y, cw-24, 40), "type digits, Enter when done", 12, ui.ColTextDim, false, ui.AlignRight)
		}
	} else {
		b.Stroke(r, ui.ColHighlight, 1.5, 6)
	}
	b.Spot("setup:seed", r, true, "")
	y += 60

	b.Button("setup:back", b.R(x, y, 120, 44), "Back", 16, true, false)
	b.Button("setup:start", b.R(x+cw-180, y, 180, 44), "Start", 18, s.canStart(), false)
	if !s.canStart() {
		b.Para(b.R(x, y+52, cw, 40), "At least one seat must be human.", 14, ui.ColBad, false)
	}
}

func (a *App) clickSetup(id string) {
	s := &a.setup
	if id != "setup:seed" {
		s.editing = false
	}
	switch {
	case strings.HasPrefix(id, "setup:players:") && !s.fixedPlayers():
		if n, err := strconv.Atoi(strings.TrimPrefix(id, "setup:players:")); err == nil && n >= 3 && n <= 5 {
			s.players = n
		}
	case strings.HasPrefix(id, "setup:seat:"):
		if i, err := strconv.Atoi(strings.TrimPrefix(id, "setup:seat:")); err == nil && i >= 0 && i < s.players {
			s.kinds[i] = (s.kinds[i] + 1) % nKinds
		}
	case id == "setup:seed":
		s.editing = !s.editing
	case id == "setup:back":
		a.scene = sceneMenu
	case id == "setup:start":
		if !s.canStart() {
			return
		}
		if err := a.start(); err != nil {
			a.menuNote = "Could not start: " + err.Error()
			a.toMenu()
		}
	}
}

// setupKeys types into the seed field.
func (a *App) setupKeys(in *inputFrame) {
	s := &a.setup
	if !s.editing {
		return
	}
	seed := typeSeed(s.seed, in.chars, in.backspace)
	if seed != s.seed {
		s.seed = seed
		a.dirty = true
	}
	if in.enter || in.escape {
		s.editing = false
		a.dirty = true
	}
}
