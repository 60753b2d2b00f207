package online

import (
	"github.com/galleria-games/galleria/game/lang"
	"strconv"
	"strings"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/game/match"
	"github.com/galleria-games/galleria/game/ui"
	"github.com/galleria-games/galleria/netplay"
)

// The host's setup: the game, the player count and who plays each seat.
// The games, their seat ranges and default seat counts come from the shell
// (Shell.Games) and the engine (Game.Info): nothing here names a game.

// seatKind is who plays a seat in the host setup.
type seatKind int

const (
	seatRemote seatKind = iota // a guest on another device
	seatLocal                  // a person at this device
	seatGreedy
	seatRandom
	// The search bot's levels (a bot the host's page runs, as the others).
	seatEasy
	seatNormal
	seatHard
)

// seatCycle is the order a click on a seat goes through, for a game the
// search bot plays (searchCycle) or not (plainCycle).
var (
	searchCycle = []seatKind{seatRemote, seatLocal, seatEasy, seatNormal, seatHard, seatGreedy, seatRandom}
	plainCycle  = []seatKind{seatRemote, seatLocal, seatGreedy, seatRandom}
)

func (k seatKind) String() string {
	switch k {
	case seatRemote:
		return lang.T("Remote player (invite link)")
	case seatLocal:
		return lang.T("Local player (at this device)")
	}
	return k.ui().String()
}

// ui is the kind of seat a bot kind is (ui.Human for the people's kinds).
func (k seatKind) ui() ui.SeatKind {
	switch k {
	case seatGreedy:
		return ui.Greedy
	case seatRandom:
		return ui.Random
	case seatEasy:
		return ui.Easy
	case seatNormal:
		return ui.Normal
	case seatHard:
		return ui.Hard
	}
	return ui.Human
}

// searchable reports whether the search bot can play g (its views sample
// full states): the host setup then offers its levels.
func searchable(g engine.Game) bool { return match.SearchableGame(g) }

// cycle is what a click on a seat cycles through for the chosen game.
func (h *hostForm) cycle() []seatKind {
	if searchable(h.find(h.game)) {
		return searchCycle
	}
	return plainCycle
}

// nextKind is the kind after k in cycle.
func nextKind(cycle []seatKind, k seatKind) seatKind {
	for i, c := range cycle {
		if c == k {
			return cycle[(i+1)%len(cycle)]
		}
	}
	return cycle[0]
}

// gameSeats is the host setup for one game: the player count, a kind for
// each of the game's seats up to its most, and its form options (Info's
// Options, by key).
type gameSeats struct {
	players int
	kinds   []seatKind
	options engine.Options
}

// defaultSeats is a game's setup before the host changes it: its default
// seat count; seat 1 is the host's, seat 2 a remote player, any more bots:
// the search bot's normal level, as in a solo setup, or greedy for a game
// the search cannot play.
func defaultSeats(g engine.Game) gameSeats {
	info := g.Info()
	s := gameSeats{players: min(max(info.DefaultSeats, minOnlineSeats), info.MaxSeats), kinds: make([]seatKind, max(info.MaxSeats, info.DefaultSeats)), options: engine.Options{}}
	for _, o := range info.Options {
		s.options[o.Key] = o.Default
	}
	bot := seatGreedy
	if searchable(g) {
		bot = seatNormal
	}
	for i := range s.kinds {
		switch i {
		case 0:
			s.kinds[i] = seatLocal
		case 1:
			s.kinds[i] = seatRemote
		default:
			s.kinds[i] = bot
		}
	}
	return s
}

// hostForm is the host's setup: the chosen game and its seats. The seats of
// the other games are kept while the player looks at another game.
type hostForm struct {
	games []engine.Game // the games a match can be hosted for, in menu order
	game  string
	gameSeats
	other map[string]gameSeats
	clock *netplay.Clock // the match's clock (clock.go); nil: none
}

func newHostForm(games []engine.Game) hostForm {
	h := hostForm{games: games}
	if len(games) > 0 {
		h.game, h.gameSeats = games[0].Name(), defaultSeats(games[0])
	}
	return h
}

// find returns the game of that name that can be hosted, or nil.
func (h *hostForm) find(name string) engine.Game {
	for _, g := range h.games {
		if g.Name() == name {
			return g
		}
	}
	return nil
}

// choose switches the form to another game.
func (h *hostForm) choose(name string) {
	g := h.find(name)
	if g == nil || name == h.game {
		return
	}
	if h.other == nil {
		h.other = map[string]gameSeats{}
	}
	h.other[h.game] = h.gameSeats
	s, ok := h.other[name]
	if !ok {
		s = defaultSeats(g)
	}
	h.game, h.gameSeats = name, s
}

// counts lists the player counts the chosen game can be played with
// online: two seats at least (the host's and another), so never a solo
// mode.
func (h *hostForm) counts() []int {
	var out []int
	if g := h.find(h.game); g != nil {
		for _, n := range g.Info().SeatCounts() {
			if n >= minOnlineSeats {
				out = append(out, n)
			}
		}
	}
	return out
}

// minOnlineSeats is the smallest match hosted online: the host and one
// more seat.
const minOnlineSeats = 2

// offers reports whether the chosen game can be played online by n
// players.
func (h *hostForm) offers(n int) bool {
	g := h.find(h.game)
	return g != nil && g.Info().AllowsSeats(n) && n >= minOnlineSeats && n <= len(h.kinds)
}

// setOption sets one of the chosen game's form options, if value is one of
// its values.
func (h *hostForm) setOption(key, value string) {
	g := h.find(h.game)
	if g == nil {
		return
	}
	if o, ok := g.Info().Option(key); ok && o.OfferedWith(h.players) && o.Allows(value) {
		h.options[key] = value
	}
}

// matchOptions are the options the match is hosted with: the player count
// and the form options.
func (h *hostForm) matchOptions() engine.Options {
	opts := h.options.Clone()
	opts["players"] = strconv.Itoa(h.players)
	return opts
}

func (h *hostForm) remotes() int {
	n := 0
	for _, k := range h.kinds[:h.players] {
		if k == seatRemote {
			n++
		}
	}
	return n
}

func (h *hostForm) canOpen() bool { return h.remotes() > 0 }

// plans turns the form into netplay's seat plans. The first local seat is
// the host's; other local seats are "Player N".
func (h *hostForm) plans(name string) []netplay.SeatPlan {
	var out []netplay.SeatPlan
	first := true
	for i, k := range h.kinds[:h.players] {
		switch k {
		case seatRemote:
			out = append(out, netplay.SeatPlan{Kind: "remote"})
		case seatLocal:
			n := "Player " + strconv.Itoa(i+1)
			if first {
				n, first = name, false
			}
			out = append(out, netplay.SeatPlan{Kind: "local", Name: n})
		default:
			out = append(out, netplay.SeatPlan{Kind: "bot", Bot: k.ui().BotName(), Name: ui.BotNames[i%len(ui.BotNames)]})
		}
	}
	return out
}

func (o *Online) buildHostSetup(b *ui.Builder) {
	h := &o.form
	w := b.T.W
	x, cw := 30.0, w-60
	title := o.sh.GameTitle(h.game)
	// The title wraps on a narrow screen, and the game buttons go two to
	// a row (or one) when their names do not fit four across: dy is how
	// much lower the rest of the form starts.
	head := lang.F("Host a %s game", title)
	th := b.ParaHeight(head, cw, 28, true)
	b.Para(b.R(x, 24, cw, max(40, th)), head, 28, ui.ColText, true)
	dy := max(0, th-40)
	b.Button("hostsetup:name", b.R(x, 74+dy, cw, 40), lang.F("Your name: %s (change)", o.shownName(true)), 15, o.p.AskText != nil, false)
	b.Text(b.R(x, 122+dy, cw, 24), lang.T("Game"), 16, ui.ColTextDim, true, ui.AlignLeft)
	if n := len(h.games); n > 0 {
		perRow, size := gameButtons(b, h.games, o.sh.GameTitle, cw)
		gw := (cw - 12*float64(perRow-1)) / float64(perRow)
		for i, g := range h.games {
			row, col := i/perRow, i%perRow
			b.Button("hostsetup:game:"+g.Name(), b.R(x+float64(col)*(gw+12), 148+dy+float64(row)*48, gw, 40), o.sh.GameTitle(g.Name()), size, true, h.game == g.Name())
		}
		dy += float64((n-1)/perRow) * 48
	}
	b.Text(b.R(x, 198+dy, cw, 24), lang.T("Players"), 16, ui.ColTextDim, true, ui.AlignLeft)
	if counts := h.counts(); len(counts) > 1 {
		bw := min(72, (cw+12)/float64(len(counts))-12) // 72 wide, narrower when they would not fit
		for i, n := range counts {
			b.Button("hostsetup:players:"+strconv.Itoa(n), b.R(x+float64(i)*(bw+12), 224+dy, bw, 40), strconv.Itoa(n), 18, true, h.players == n)
		}
	} else {
		line := lang.F("%d (%s is a game for %d)", h.players, title, h.players)
		size, _ := b.FitSize(line, cw, 16, false)
		b.Text(b.R(x, 224+dy, cw, 40), line, size, ui.ColText, false, ui.AlignLeft)
	}
	y := o.buildHostOptions(b, x, 274+dy, cw)
	y = o.buildHostClock(b, x, y, cw, 28+36*float64(h.players)+112)
	click := ui.TapOrClick(o.sh.Touch(), false)
	seats := lang.F("Seats (%s to change: remote, local, greedy bot, random bot)", click)
	if searchable(h.find(h.game)) {
		seats = lang.F("Seats (%s to change: remote, local, easy, normal or hard bot, greedy, random)", click)
	}
	if w < 600 {
		seats = lang.F("Seats (%s to change)", click)
	}
	b.Text(b.R(x, y, cw, 24), seats, 14, ui.ColTextDim, true, ui.AlignLeft)
	y += 28
	// Seat rows are 48 high (42 for six seats), closer (down to 36) when
	// the rest of the form would not fit above the screen's foot.
	seatH := 48.0
	if h.players > 5 {
		seatH = 42
	}
	seatH = max(36, min(seatH, (b.T.H-y-112)/float64(h.players)))
	// On a screen too short even then, the paragraph under the seats
	// gives its room to the buttons.
	para := b.T.H-y-112 >= 36*float64(h.players)
	for i := 0; i < h.players; i++ {
		r := b.R(x, y, cw, seatH-8)
		label := lang.F("Seat %d: %s", i+1, h.kinds[i])
		b.Button("hostsetup:seat:"+strconv.Itoa(i), r, label, 15, true, false)
		ui.SeatChip(b, b.R(x+6, y+(seatH-8)/2-9, 18, 18), i)
		y += seatH
	}
	y += 8
	if para {
		b.Para(b.R(x, y, cw, 60), lang.T("Remote seats get an invite link each. Local seats are played on this device (hotseat); bots run here too."), 13, ui.ColTextDim, false)
		y += 52
	}
	b.Button("hostsetup:back", b.R(x, y, 120, 44), lang.T("Back"), 16, true, false)
	b.Button("hostsetup:open", b.R(x+cw-200, y, 200, 44), lang.T("Open the lobby"), 18, h.canOpen() && o.p.Net != nil, false)
	if !h.canOpen() {
		b.Para(b.R(x, y+52, cw, 40), lang.T("At least one seat must be remote."), 14, ui.ColBad, false)
	} else {
		o.noteLine(b, b.R(x, y+52, cw, 60))
	}
}

// buildHostOptions draws a row of buttons per form option of the chosen
// game (Info's Options, as the solo setup shows them) from y, and returns
// the y below them.
func (o *Online) buildHostOptions(b *ui.Builder, x, y, cw float64) float64 {
	h := &o.form
	g := h.find(h.game)
	if g == nil {
		return y
	}
	for _, opt := range g.Info().Options {
		if !opt.OfferedWith(h.players) {
			continue
		}
		b.Text(b.R(x, y, 110, 15*2.3), lang.T(opt.Label), 15, ui.ColTextDim, true, ui.AlignLeft)
		ids := make([]string, len(opt.Values))
		for i, v := range opt.Values {
			ids[i] = "hostsetup:opt:" + opt.Key + ":" + v
		}
		cur := "hostsetup:opt:" + opt.Key + ":" + h.options[opt.Key]
		labels := make([]string, len(opt.Labels))
		for i, l := range opt.Labels {
			labels[i] = lang.T(l)
		}
		b.ButtonRow(ui.Box(x+116, y, cw-116, 40), ids, labels, func(string) bool { return true },
			func(id string) bool { return id == cur }, 15)
		y += 48
	}
	return y
}

func (o *Online) clickHostSetup(id string) {
	h := &o.form
	switch {
	case id == "hostsetup:name":
		o.askText(lang.T("Your name"), func(s string) { o.setName(s) })
	case strings.HasPrefix(id, "hostsetup:game:"):
		h.choose(strings.TrimPrefix(id, "hostsetup:game:"))
	case strings.HasPrefix(id, "hostsetup:players:"):
		if n, err := strconv.Atoi(strings.TrimPrefix(id, "hostsetup:players:")); err == nil && h.offers(n) {
			h.players = n
		}
	case strings.HasPrefix(id, "hostsetup:opt:"):
		key, v, _ := strings.Cut(strings.TrimPrefix(id, "hostsetup:opt:"), ":")
		h.setOption(key, v)
	case strings.HasPrefix(id, "hostsetup:clock:"):
		h.setClock(strings.TrimPrefix(id, "hostsetup:clock:"))
	case strings.HasPrefix(id, "hostsetup:seat:"):
		if i, err := strconv.Atoi(strings.TrimPrefix(id, "hostsetup:seat:")); err == nil && i >= 0 && i < h.players {
			h.kinds[i] = nextKind(h.cycle(), h.kinds[i])
		}
	case id == "hostsetup:back":
		o.note = ""
		o.sh.SetScene(sceneOnline)
	case id == "hostsetup:open":
		if !h.canOpen() {
			return
		}
		if err := o.hostMatch(); err != nil {
			o.note = lang.F("Could not open the lobby: %s", err.Error())
		}
	}
}

// gameButtons picks how many game buttons go in a row of width cw (all of
// them, else two, else one) and their label size: the most per row at which
// every name fits on its button (at 70 % of 16 units or more); one per row
// when none does.
func gameButtons(b *ui.Builder, games []engine.Game, title func(string) string, cw float64) (perRow int, size float64) {
	for _, per := range []int{len(games), 2} {
		if per < 2 || per > len(games) {
			continue
		}
		if size, ok := labelSize(b, games, title, (cw-12*float64(per-1))/float64(per)); ok {
			return per, size
		}
	}
	size, _ = labelSize(b, games, title, cw)
	return 1, size
}

// labelSize is the size at which every game's name fits on a button gw
// units wide, and whether they all fit.
func labelSize(b *ui.Builder, games []engine.Game, title func(string) string, gw float64) (float64, bool) {
	size := 16.0
	for _, g := range games {
		s, ok := b.FitSize(title(g.Name()), gw-8, 16, true)
		if !ok {
			return s, false
		}
		size = min(size, s)
	}
	return size, true
}
