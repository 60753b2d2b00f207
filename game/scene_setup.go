package game

import (
	"github.com/galleria-games/galleria/game/lang"
	"github.com/galleria-games/galleria/game/ui"
	"slices"
	"strconv"
	"strings"
)

// The setup of a new match: player count and options (from the game's
// Info), who plays each seat, an optional seed. The scene is its form,
// setupState (flow.go).

func (*setupState) name() string { return sceneSetup }

func (s *setupState) build(a *App, b *ui.Builder) {
	w := b.T.W
	x := 30.0
	cw := w - 60
	title := 28.0
	if w < 600 {
		title = 22
	}
	// A long title wraps (two lines on a phone) and pushes the rest down.
	heading := lang.F("%s: new match", gameTitle(s.game))
	th := max(40, b.ParaHeight(heading, cw, title, true)+6)
	b.ParaAlign(b.R(x, 24+(40-min(th, 40))/2, cw, th), heading, title, ui.ColText, true, ui.AlignLeft)
	top := 24 + th + 14

	b.Text(b.R(x, top, cw, 24), lang.T("Players"), 16, ui.ColTextDim, true, ui.AlignLeft)
	if s.fixedPlayers() {
		b.Text(b.R(x, top+26, cw, 40), lang.N(s.players, "%d player", "%d players"), 18, ui.ColText, true, ui.AlignLeft)
	} else {
		counts := s.info().SeatCounts()
		bw := min(72, (cw+12)/float64(len(counts))-12) // 72 wide, narrower when they would not fit
		for i, n := range counts {
			id := "setup:players:" + strconv.Itoa(n)
			b.Button(id, b.R(x+float64(i)*(bw+12), top+26, bw, 40), strconv.Itoa(n), 18, true, s.players == n)
		}
	}
	narrow := w < 600
	y := top + 80
	for _, o := range s.info().Options {
		if !o.OfferedWith(s.players) {
			continue
		}
		ids := make([]string, len(o.Values))
		for i, v := range o.Values {
			ids[i] = "setup:opt:" + o.Key + ":" + v
		}
		area := ui.Box(x+116, y, cw-116, 40)
		if narrow {
			// The label above, the buttons below it in up to two rows.
			b.Text(b.R(x, y, cw, 24), lang.T(o.Label), 15, ui.ColTextDim, true, ui.AlignLeft)
			area = ui.Box(x, y+26, cw, 78)
		} else {
			b.Text(b.R(x, y, 110, 15*2.3), lang.T(o.Label), 15, ui.ColTextDim, true, ui.AlignLeft)
		}
		used := b.ButtonRow(area, ids, translated(o.Labels), func(string) bool { return true },
			func(id string) bool { return id == "setup:opt:"+o.Key+":"+s.options[o.Key] }, 15)
		y = area.Y + max(40, used) + 8
	}

	seats, seed := lang.T("Who plays each seat: a person, or a bot"), lang.T("Seed (optional: the same seed deals the same game)")
	if narrow {
		seats, seed = lang.T("Who plays each seat"), lang.T("Seed (optional)")
	}
	b.Text(b.R(x, y, cw, 24), seats, 14, ui.ColTextDim, true, ui.AlignLeft)
	y += 28
	y = s.buildSeats(b, x, y, cw, narrow)

	y = s.buildSeed(b, x, y+8, cw, seed, narrow, a.touch)

	b.Button("setup:back", b.R(x, y, 120, 44), lang.T("Back"), 16, true, false)
	b.Button("setup:start", b.R(x+cw-180, y, 180, 44), lang.T("Start"), 18, s.canStart(), false)
	if !s.canStart() {
		b.Para(b.R(x, y+52, cw, 40), lang.T("At least one seat must be human."), 14, ui.ColBad, false)
	}
}

// buildSeats draws one row per seat at y (units): the seat's chip and
// name (a click on it still steps to the next kind), then its choices in
// the open, one button each ("setup:kind:<seat>:<kind>"): a person, and
// the bots the game offers. It returns the y below the rows.
func (s *setupState) buildSeats(b *ui.Builder, x, y, cw float64, narrow bool) float64 {
	names := ui.SeatNames(s.kinds[:s.players])
	cycle := s.kindCycle()
	nameW, size, gap := 150.0, 12.0, 8.0
	if narrow {
		nameW, gap = 100, 6
	}
	rowH := size * 2.3
	for i := 0; i < s.players; i++ {
		ids, labels := make([]string, len(cycle)), make([]string, len(cycle))
		for j, k := range cycle {
			ids[j], labels[j] = kindID(i, k), kindLabel(k)
		}
		// Room for three rows of buttons; the row takes what it uses.
		area := ui.Box(x+nameW+8, y, cw-nameW-8, 3*rowH+2*size*0.5)
		kind := s.kinds[i]
		used := b.ButtonRow(area, ids, labels, func(string) bool { return true },
			func(id string) bool { return id == kindID(i, kind) }, size)
		h := max(used, rowH)
		nr := b.R(x, y, nameW, h)
		b.Fill(nr, ui.ColPanel, 6)
		ui.SeatChip(b, b.R(x+6, y+h/2-8, 16, 16), i)
		b.Text(b.R(x+26, y, nameW-30, h), names[i], size, ui.ColText, true, ui.AlignLeft)
		b.Spot("setup:seat:"+strconv.Itoa(i), nr, true, "")
		y += h + gap
	}
	return y
}

// kindID is the target of seat's choice of kind k.
func kindID(seat int, k ui.SeatKind) string {
	return "setup:kind:" + strconv.Itoa(seat) + ":" + kindKey(k)
}

// kindKey names a seat kind in targets: "human", or the bot's name.
func kindKey(k ui.SeatKind) string {
	if k == ui.Human {
		return "human"
	}
	return k.BotName()
}

// kindLabel is a seat kind's button in the setup: "Human", "Easy",
// "Normal", "Hard", "Greedy", "Random".
func kindLabel(k ui.SeatKind) string {
	switch k {
	case ui.Human:
		return lang.T("Human")
	case ui.Easy:
		return lang.T("Easy")
	case ui.Normal:
		return lang.T("Normal")
	case ui.Hard:
		return lang.T("Hard")
	case ui.Greedy:
		return lang.T("Greedy")
	case ui.Random:
		return lang.T("Random")
	}
	return k.String()
}

// buildSeed draws the seed field at y (units) under its label; it returns
// the y below it. On a touch screen (no keyboard) the field being edited
// has a digit pad under it.
func (s *setupState) buildSeed(b *ui.Builder, x, y, cw float64, label string, narrow, touch bool) float64 {
	b.Text(b.R(x, y, cw, 24), label, 14, ui.ColTextDim, true, ui.AlignLeft)
	y += 28
	field := lang.T("random")
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
	b.Text(b.R(x+12, y, cw-24, 40), lang.F("Seed: %s", field), 16, tc, false, ui.AlignLeft)
	if s.editing {
		b.Stroke(r, ui.ColSelected, 2, 6)
		if !narrow && !touch {
			b.Text(b.R(x+12, y, cw-24, 40), lang.T("type digits, Enter when done"), 12, ui.ColTextDim, false, ui.AlignRight)
		}
	} else {
		b.Stroke(r, ui.ColHighlight, 1.5, 6)
	}
	b.Spot("setup:seed", r, true, "")
	y += 60
	if s.editing && touch {
		ids, labels := make([]string, 0, 12), make([]string, 0, 12)
		for d := '0'; d <= '9'; d++ {
			ids, labels = append(ids, "setup:key:"+string(d)), append(labels, string(d))
		}
		ids, labels = append(ids, "setup:key:back", "setup:key:done"), append(labels, lang.T("Delete"), lang.T("Done"))
		y += b.ButtonRow(ui.Box(x, y-12, cw, 100), ids, labels, func(string) bool { return true },
			func(string) bool { return false }, 16) + 4
	}
	return y
}

func (s *setupState) click(a *App, id string) {
	if key, ok := strings.CutPrefix(id, "setup:key:"); ok && s.editing {
		// The digit pad of a touch screen.
		switch key {
		case "back":
			s.seed = typeSeed(s.seed, nil, true)
		case "done":
			s.editing = false
		default:
			s.seed = typeSeed(s.seed, []rune(key), false)
		}
		return
	}
	if id != "setup:seed" {
		s.editing = false
	}
	switch {
	case strings.HasPrefix(id, "setup:players:") && !s.fixedPlayers():
		if n, err := strconv.Atoi(strings.TrimPrefix(id, "setup:players:")); err == nil && s.info().AllowsSeats(n) {
			s.players = n
		}
	case strings.HasPrefix(id, "setup:opt:"):
		key, v, _ := strings.Cut(strings.TrimPrefix(id, "setup:opt:"), ":")
		if o, ok := s.info().Option(key); ok && o.OfferedWith(s.players) && slices.Contains(o.Values, v) {
			s.options[key] = v
		}
	case strings.HasPrefix(id, "setup:kind:"):
		seat, key, _ := strings.Cut(strings.TrimPrefix(id, "setup:kind:"), ":")
		i, err := strconv.Atoi(seat)
		if err != nil || i < 0 || i >= s.players {
			return
		}
		for _, k := range s.kindCycle() {
			if kindKey(k) == key {
				s.kinds[i] = k
			}
		}
	case strings.HasPrefix(id, "setup:seat:"):
		if i, err := strconv.Atoi(strings.TrimPrefix(id, "setup:seat:")); err == nil && i >= 0 && i < s.players {
			s.kinds[i] = ui.NextKind(s.kindCycle(), s.kinds[i])
		}
	case id == "setup:seed":
		s.editing = !s.editing
	case id == "setup:back":
		a.cur = a.menu
	case id == "setup:start":
		if !s.canStart() {
			return
		}
		if err := s.start(a); err != nil {
			a.menu.note = lang.F("Could not start: %s", err.Error())
			a.toMenu()
		}
	}
}

// start begins a new match from the form.
func (s *setupState) start(a *App) error {
	cfg, err := s.config()
	if err != nil {
		return err
	}
	return a.table.start(a, cfg)
}

// keys types into the seed field.
func (s *setupState) keys(a *App, in *inputFrame) {
	if in.idle() || !s.editing {
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

// translated is texts in the current language (an option's value labels).
func translated(texts []string) []string {
	out := make([]string, len(texts))
	for i, s := range texts {
		out[i] = lang.T(s)
	}
	return out
}
