package mallworld

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/galleria-games/galleria/engine"
	rules "github.com/galleria-games/galleria/engine/mallworld"
	"github.com/galleria-games/galleria/game/lang"
	"github.com/galleria-games/galleria/game/ui"
)

// tctx is what the table's build functions share. Everything comes from the
// focus seat's view (v, pos), never from the full state (of which only the
// decision is read: who acts, for the prompt and the auction).
type tctx struct {
	b      *ui.Builder
	c      *ui.TableCtx
	L      tableLayout
	t      *table
	v      *rules.State
	pos    *rules.Position
	dec    engine.Decision
	p      *Picker
	acting bool // the focus seat decides now: targets may be enabled
}

// Build draws the table scene from the focus seat's view.
func (t *table) Build(b *ui.Builder, c *ui.TableCtx) {
	b.Fill(b.R(0, 0, b.T.W, b.T.H), ui.ColBackground, 0)
	v, _ := c.View.(*rules.State)
	if v == nil { // not a Mall World view: only the way out is drawn
		L := layoutTable(b.T.W, b.T.H, len(c.Seats), false)
		ui.HeaderButtons(b, L.menu, L.small, c)
		if c.ConfirmQuit {
			ui.QuitOverlay(b, c)
		}
		return
	}
	x := &tctx{b: b, c: c, t: t, v: v, pos: v.PositionOf()}
	if c.State != nil {
		x.dec = c.State.Decision()
	}
	x.L = layoutTable(b.T.W, b.T.H, len(x.pos.Seats), c.Guide)
	x.p, _ = c.Picker.(*Picker)
	// The focus seat's targets are enabled only while it decides and no
	// overlay covers the table.
	x.acting = c.Acting && len(c.Legal) > 0 && !t.Blocking() && !c.ConfirmQuit && x.p != nil
	if x.p == nil {
		x.p = NewPicker(nil)
	}
	x.header()
	x.mall()
	x.lobby()
	x.office()
	x.display()
	x.offer()
	x.seats()
	x.hand()
	x.prompt()
	x.guide()
	x.buttons()
	ui.LogPanel(b, x.L.log, c.Log, ui.Sizes{Font: x.L.font, Small: x.L.small, Title: x.L.title})
	x.places()
	t.mo.motion.Draw(b)
	if len(t.scoring) > 0 {
		x.scoringOverlay(t.scoring[0])
	} else if c.ConfirmQuit {
		ui.QuitOverlay(b, c)
	}
}

// target registers a picker target drawn at r (device px): highlighted when
// enabled, outlined when selected, dimmed when its group is being chosen
// from and it is not a choice.
func (c *tctx) target(id string, r ui.Rect, tip string, groupActive bool, radUnits float64) {
	en := c.acting && c.p.Enabled(id)
	sel := c.acting && c.p.Selected(id)
	c.b.Decorate(r, id, en, sel, c.acting && groupActive && !en && !sel, radUnits)
	c.b.Spot(id, r, en, tip)
}

// groupActive reports whether any of ids is a choice now.
func (c *tctx) groupActive(ids []string) bool {
	if !c.acting {
		return false
	}
	for _, id := range ids {
		if c.p.Enabled(id) || c.p.Selected(id) {
			return true
		}
	}
	return false
}

// section draws a region's panel and title and returns the inside.
func (c *tctx) section(r ui.Rect, title string) ui.Rect {
	return ui.Section(c.b, r, title, c.L.title)
}

func (c *tctx) name(seat int) string { return c.c.Name(seat) }

func (c *tctx) header() {
	b, L, pos := c.b, c.L, c.pos
	b.Fill(b.U(L.header), ui.ColPanel, 0)
	first := []string{"Mall World", lang.F("Phase %d of %d", pos.Phase, rules.Phases)}
	if pos.Stage != "over" && pos.Active >= 0 {
		first = append(first, lang.F("Turn: %s", c.name(pos.Active)))
	}
	second := []string{stageWords(pos.Stage)}
	if pos.FinalArmed {
		second = append(second, lang.N(pos.FinalLeft, "final round (%d turn left)", "final round (%d turns left)"))
	}
	col := ui.ColText
	area := ui.Box(12, 0, ui.HeaderButtons(b, L.menu, L.small, c.c)-20, L.header.H)
	if c.c.Err != "" {
		col = ui.ColBad
		b.Text(b.U(area), lang.F("Error: %s", c.c.Err), L.font, col, true, ui.AlignLeft)
	} else if !L.portrait && ui.HintHeader(b, area, c.c, L.font) {
	} else if L.portrait {
		// The game's name is left out: the buttons leave little room.
		b.Text(b.U(ui.Box(area.X, 1, area.W, L.header.H/2)), strings.Join(first[1:], " · "), L.small, col, true, ui.AlignLeft)
		line := strings.Join(second, " · ")
		if w := b.U(area).W; len(second) > 1 && ui.Ellipsize(line, b.Px(L.small), true, w) != line {
			// Too long for a phone: the final round's count is kept
			// (the prompt says what the stage asks for).
			line = second[len(second)-1]
		}
		b.Text(b.U(ui.Box(area.X, L.header.H/2-1, area.W, L.header.H/2)), line, L.small, ui.ColTextDim, true, ui.AlignLeft)
	} else {
		b.Text(b.U(area), strings.Join(append(first, second...), " · "), L.font, col, true, ui.AlignLeft)
	}
}

// mall draws the mall (6×6): shops (colour + symbol), tenants (colour +
// letter), rooms, and the legal spaces of a build or rent.
func (c *tctx) mall() {
	b, L := c.b, c.L
	ls := L.cell * 0.3
	for i := 0; i < rules.MallColumns; i++ {
		b.Text(c.b.U(ui.Box(L.mall.X+float64(i)*L.cell, L.mall.Y-ls-4, L.cell, ls)), string(rune('A'+i)), L.small, ui.ColTextDim, true, ui.AlignCenter)
	}
	for i := 0; i < rules.MallRows; i++ {
		b.Text(c.b.U(ui.Box(L.mall.X-ls-4, L.mall.Y+float64(i)*L.cell, ls, L.cell)), strconv.Itoa(i+1), L.small, ui.ColTextDim, true, ui.AlignCenter)
	}
	cells := mallCells(c.pos.Mall)
	var ids []string
	for i := range cells {
		ids = append(ids, "cell:"+rules.CellName(i))
	}
	active := c.groupActive(ids)
	// Rooms first, one block each.
	for _, room := range []string{"S", "L"} {
		var box ui.Rect
		found := false
		for i, cl := range cells {
			if cl != room {
				continue
			}
			r := L.cellRect(i%rules.MallColumns, i/rules.MallColumns)
			if !found {
				box, found = r, true
			} else {
				box = union(box, r)
			}
		}
		if found {
			rr := c.b.U(box).Inset(b.Px(2))
			b.Fill(rr, ui.ColRoom, 4)
			name, short := lang.T("Storage room"), lang.T("Storage")
			if room == "L" {
				name, short = lang.T("Locker room"), lang.T("Lockers")
			}
			roomLabel(b, rr.Inset(b.Px(2)), name, short, L.small)
			b.Spot("", rr, false, lang.F("%s: no shop can be built here", name))
		}
	}
	for i, cl := range cells {
		if cl == "S" || cl == "L" {
			continue
		}
		name := rules.CellName(i)
		cl = c.t.shown(name, cl)
		r := c.b.U(L.cellRect(i%rules.MallColumns, i/rules.MallColumns)).Inset(b.Px(2))
		tip := lang.F("%s: empty", name)
		if cl == "." || cl == "" {
			b.Fill(r, ui.ColEmptyCell, 4) // its name is in the row and column labels
		} else {
			shop := colourIndex(cl[0])
			b.Fill(r, mwColours[shop], 4)
			if len(cl) == 1 {
				shopGlyph(b, ui.Centred(r.CX(), r.CY(), r.W*0.62), shop, ui.ColText, mwColours[shop])
				tip = lang.F("%s: %s, not rented", name, shopKind(shop))
			} else {
				tenant := colourIndex(cl[1])
				shopGlyph(b, ui.Centred(r.X+r.W*0.32, r.Y+r.H*0.32, r.W*0.5), shop, ui.ColText, mwColours[shop])
				tenantToken(b, r.X+r.W*0.66, r.Y+r.H*0.66, r.W*0.3, tenant)
				chain := rules.ChainAt(tenant, shop)
				tip = lang.F("%s: %s (%s in a %s)", name, chainName(chain), tenantWord(tenant), shopKind(shop))
			}
		}
		c.target("cell:"+name, r, tip+c.lastTip(name), active, 4)
	}
	c.lastMarks()
}

// mallCells splits the position's mall rows (Position.Mall: one row of
// space codes, separated by spaces; not moves) into the spaces, A1 first.
func mallCells(rows []string) []string {
	out := make([]string, rules.MallColumns*rules.MallRows)
	for r := 0; r < rules.MallRows && r < len(rows); r++ {
		codes := strings.Fields(rows[r]) // a row of the position, not a move
		for col := 0; col < rules.MallColumns && col < len(codes); col++ {
			out[r*rules.MallColumns+col] = codes[col]
		}
	}
	return out
}

func union(a, b ui.Rect) ui.Rect {
	x0, y0 := math.Min(a.X, b.X), math.Min(a.Y, b.Y)
	x1, y1 := math.Max(a.X+a.W, b.X+b.W), math.Max(a.Y+a.H, b.Y+b.H)
	return ui.Box(x0, y0, x1-x0, y1-y0)
}

// lobby draws the four contracts for sale with their prices, the lobby
// markers and the contract pile.
func (c *tctx) lobby() {
	b, L, pos := c.b, c.L, c.pos
	left := pos.PlacementsLeft + pos.RentalsLeft
	title := lang.N(left, "Lobby · %d contract in the pile", "Lobby · %d contracts in the pile")
	if L.portrait {
		title = lang.F("Lobby · pile %d", left)
	}
	in := c.section(L.lobby, title)
	var ids []string
	for _, id := range pos.Lobby {
		ids = append(ids, "lobby:"+id)
	}
	active := c.groupActive(ids)
	cols := 4
	if L.portrait {
		cols = 2
	}
	gap := 8.0
	cw := math.Min(L.conW, (in.W-gap*float64(cols-1))/float64(cols))
	ch := L.conH
	x0 := in.X + (in.W-(cw*float64(cols)+gap*float64(cols-1)))/2
	for i := 0; i < rules.LobbySlots; i++ {
		col, row := i%cols, i/cols
		x := x0 + float64(col)*(cw+gap)
		y := in.Y + float64(row)*(ch+14)
		r := c.b.U(ui.Box(x, y, cw, ch))
		if i < len(pos.Lobby) {
			id := pos.Lobby[i]
			contractCard(b, r, id)
			c.target("lobby:"+id, r, contractTip(c.v, id)+"\n"+lang.F("Price: %s", CHF(rules.LobbyPrice(i))), active, 6)
		} else {
			b.Stroke(r, ui.ColPanelEdge, 1, 6)
		}
		b.Text(c.b.U(ui.Box(x, y+ch, cw, 14)), CHF(rules.LobbyPrice(i)), L.small, ui.ColText, true, ui.AlignCenter)
	}
	// Markers of the seats that passed.
	my := in.Y + float64((rules.LobbySlots-1)/cols+1)*(ch+14) + 1
	x := in.X + 2
	markers := lang.T("Markers:")
	mw := ui.TextWidth(markers+" ", b.Px(L.small), false)/b.T.U + 1
	b.Text(c.b.U(ui.Box(x, my, mw, 16)), markers, L.small, ui.ColTextDim, false, ui.AlignLeft)
	x += mw + 1
	n := 0
	for _, sp := range pos.Seats {
		if sp.Marker {
			n++
		}
	}
	// 14 units a marker, 3 between them; closer and smaller when they
	// would pass the panel's edge (a narrow lobby, a long label).
	// 16 units a marker, 3 between them; closer when they would pass the
	// panel's edge (a narrow lobby, a long label): then they overlap.
	size, step := 16.0, 19.0
	if n > 1 {
		step = math.Max(8, math.Min(step, (in.X+in.W-x-size)/float64(n-1)))
	}
	any := false
	for s, sp := range pos.Seats {
		if !sp.Marker {
			continue
		}
		any = true
		r := c.b.U(ui.Box(x, my, size, size))
		b.Circle(r.CX(), r.CY(), r.W/2, ui.SeatColour(s), ui.ColTextDark, 1)
		b.Text(r, initial(c.name(s)), 12, ui.ColTextDark, true, ui.AlignCenter)
		b.Spot("", r, false, say(c.name(s), lang.F("%s's lobby marker: took no contract", c.name(s)), lang.T("Your lobby marker: you took no contract")))
		x += step
	}
	if !any {
		b.Text(c.b.U(ui.Box(x, my, in.X+in.W-x, 16)), lang.T("none"), L.small, ui.ColTextDim, false, ui.AlignLeft)
	}
}

func initial(name string) string {
	for _, r := range name {
		return string(r)
	}
	return "?"
}

// office draws the face-up corruption tokens, and the black box.
func (c *tctx) office() {
	b, L, pos := c.b, c.L, c.pos
	in := c.section(L.office, lang.T("Mall office"))
	var ids []string
	for _, tok := range pos.Office {
		ids = append(ids, "token:"+tok)
	}
	active := c.groupActive(ids)
	g := officeGrid(c.b, in, tokenStacks(pos.Office), L.portrait)
	for i, st := range g.stacks {
		cell := g.cell(i)
		r := c.b.U(cell)
		tip := lang.F("Corruption token %s: taken when validating a contract", tokenWords(st.tok))
		if st.n > 1 {
			tip = lang.F("%d corruption tokens %s: one is taken when validating a contract", st.n, tokenWords(st.tok))
		}
		tokenStack(b, cell, st, g.short)
		c.target("token:"+st.tok, r, tip, active, 8)
	}
	if len(pos.Office) == 0 {
		b.Text(c.b.U(ui.Box(in.X, in.Y, in.W, math.Min(24, in.H))), lang.T("empty"), L.small, ui.ColTextDim, false, ui.AlignLeft)
	}
	// Black box.
	bb := L.blackBox
	coins := lang.N(pos.BlackBox, "%d coin", "%d coins")
	if L.portrait {
		b.Fill(c.b.U(bb), ui.ColBlackBox, 6)
		b.Text(c.b.U(ui.Box(bb.X, bb.Y+4, bb.W, 16)), lang.T("Black box"), L.small, ui.ColTextDim, true, ui.AlignCenter)
		coinIcon(b, c.b.Px(bb.CX())+c.b.T.OX, c.b.Px(bb.Y+bb.H*0.48)+c.b.T.OY, c.b.Px(11))
		b.Text(c.b.U(ui.Box(bb.X, bb.Y+bb.H-24, bb.W, 18)), coins, L.small, ui.ColText, true, ui.AlignCenter)
	} else {
		b.Fill(c.b.U(bb), ui.ColBlackBox, 8)
		b.Text(c.b.U(ui.Box(bb.X, bb.Y+4, bb.W, 16)), lang.T("Black box"), L.title, ui.ColTextDim, true, ui.AlignCenter)
		b.Text(c.b.U(ui.Box(bb.X, bb.Y+22, bb.W, bb.H-26)), coins, L.font+2, ui.ColText, true, ui.AlignCenter)
	}
	b.Spot("", c.b.U(bb), false, lang.F("Black box: %s. At the end of a turn, if it holds at least %d, the coins are shared out.", coins, rules.BlackBoxShare(len(pos.Seats))))
}

// display draws the draw pile, the display and the discard pile.
func (c *tctx) display() {
	b, L, pos := c.b, c.L, c.pos
	title := lang.T("Amenity cards: draw pile · display · discard pile")
	if L.portrait {
		title = lang.T("Amenity cards")
	}
	in := c.section(L.display, title)
	ids := instanceIDs("display", pos.Display)
	active := c.groupActive(ids)
	cw, ch := L.cardW, L.cardH
	gap := 8.0
	x := in.X
	nd := pos.DrawHidden + len(pos.Draw)
	c.pile(ui.Box(x, in.Y, cw, ch), nd, lang.N(nd, "Draw pile: %d card", "Draw pile: %d cards"))
	x += cw + gap*2
	for i, code := range pos.Display {
		r := c.b.U(ui.Box(x, in.Y, cw, ch))
		amenityCard(b, r, code)
		c.target(ids[i], r, cardTip(code), active, 5)
		x += cw + gap
	}
	for i := len(pos.Display); i < rules.DisplaySize; i++ {
		b.Stroke(c.b.U(ui.Box(x, in.Y, cw, ch)), ui.ColPanelEdge, 1, 5)
		x += cw + gap
	}
	x += gap
	c.pile(ui.Box(x, in.Y, cw, ch), len(pos.Discard), lang.N(len(pos.Discard), "Discard pile: %d card", "Discard pile: %d cards"))
}

// pile draws a face-down pile with its size; tip says what it is.
func (c *tctx) pile(r ui.Rect, n int, tip string) {
	rr := c.b.U(r)
	if n == 0 {
		c.b.Stroke(rr, ui.ColPanelEdge, 1, 5)
		c.b.Text(rr, "0", c.L.font, ui.ColTextDim, true, ui.AlignCenter)
	} else {
		cardBack(c.b, rr, n)
	}
	c.b.Spot("", rr, false, tip)
}

// instanceIDs names card instances: "hand:VG:0", "hand:VG:1", … per type.
func instanceIDs(area string, cards []string) []string {
	seen := map[string]int{}
	out := make([]string, len(cards))
	for i, code := range cards {
		out[i] = area + ":" + code + ":" + strconv.Itoa(seen[code])
		seen[code]++
	}
	return out
}

// offer draws the offered cards and the auction.
func (c *tctx) offer() {
	b, L, pos := c.b, c.L, c.pos
	title := lang.T("Offer")
	if p := c.name(pos.Active); rules.Auctioned(pos.OfferSize) {
		title = say(p, lang.F("Auction: %s offers %d cards", p, pos.OfferSize), lang.F("Auction: you offer %d cards", pos.OfferSize))
	} else if pos.OfferSize > 0 {
		cost := coins(rules.SoloOfferCost)
		title = say(p, lang.F("%s plays one card (%s)", p, cost), lang.F("You play one card (%s)", cost))
	}
	in := c.section(L.offer, title)
	var ids []string
	for _, code := range pos.Offer {
		ids = append(ids, "offer:"+code)
	}
	active := c.groupActive(ids)
	cw, ch := L.cardW, L.cardH
	x := in.X
	for _, code := range pos.Offer {
		r := c.b.U(ui.Box(x, in.Y, cw, ch))
		amenityCard(b, r, code)
		c.target("offer:"+code, r, cardTip(code), active, 5)
		x += cw + 8
	}
	if len(pos.Offer) == 0 {
		b.Text(c.b.U(ui.Box(in.X, in.Y, in.W, 20)), lang.T("No cards on offer."), L.small, ui.ColTextDim, false, ui.AlignLeft)
		return
	}
	// Who bids, who plays.
	tx := x + 8
	tw := in.X + in.W - tx
	lines := c.auctionLines()
	lh := L.small * 1.35
	for i, ln := range lines {
		if float64(i+1)*lh > in.H+4 {
			break
		}
		b.Text(c.b.U(ui.Box(tx, in.Y+float64(i)*lh, tw, lh)), ln, L.small, ui.ColText, false, ui.AlignLeft)
	}
}

// sealed reports whether seat's sealed move is committed (online).
func (c *tctx) sealed(seat int) bool {
	return seat >= 0 && seat < len(c.c.Seats) && c.c.Seats[seat].Sealed
}

// auctionLines describes the bids (hidden until all are in) and the order of
// play.
func (c *tctx) auctionLines() []string {
	pos := c.pos
	var out []string
	waiting := map[int]bool{}
	if c.dec.Kind == engine.Simultaneous {
		for _, s := range c.dec.Seats {
			waiting[s] = true
		}
	}
	switch pos.Stage {
	case "bid":
		for _, s := range pos.Bidders {
			st := lang.T("fist closed")
			switch {
			case waiting[s] && c.sealed(s):
				st = lang.T("sealed")
			case waiting[s]:
				st = lang.T("thinking…")
			case pos.Bids[s] >= 0 && c.known(s):
				st = lang.F("bids %d", pos.Bids[s])
			}
			out = append(out, lang.F("%s: %s", c.name(s), st))
		}
	case "play":
		var bids []string
		for s, v := range pos.Bids {
			if v >= 0 && rules.Auctioned(pos.OfferSize) {
				bids = append(bids, fmt.Sprintf("%s %d", c.name(s), v))
			}
		}
		if len(bids) > 0 {
			out = append(out, lang.F("Bids: %s", strings.Join(bids, ", ")))
		}
		if pos.QueuePos < len(pos.Queue) {
			out = append(out, lang.F("Now playing: %s", c.name(pos.Queue[pos.QueuePos])))
		}
	}
	return out
}

// roomLabel names a room in r (device px): its full name on one line if
// it fits, else its short name, else the short name's letters one under
// the other (a room standing upright on a narrow mall); the text is made
// smaller (down to ui.MinTextUnits) only when even that does not fit.
func roomLabel(b *ui.Builder, r ui.Rect, full, short string, sizeUnits float64) {
	for _, s := range []string{full, short} {
		if ui.TextWidth(s, b.Px(sizeUnits), true) <= r.W {
			b.Text(r, s, sizeUnits, ui.ColText, true, ui.AlignCenter)
			return
		}
	}
	letters := []rune(short)
	if r.H > r.W && len(letters) > 0 {
		size := sizeUnits
		for size > 12 && float64(len(letters))*b.Px(size)*1.05 > r.H {
			size = math.Max(12, size*0.92)
		}
		lh := b.Px(size) * 1.05
		y := r.Y + (r.H-lh*float64(len(letters)))/2
		for _, l := range letters {
			b.Text(ui.Rect{X: r.X, Y: y, W: r.W, H: lh}, string(l), size, ui.ColText, true, ui.AlignCenter)
			y += lh
		}
		return
	}
	size := sizeUnits
	for size > 12 && ui.TextWidth(short, b.Px(size), true) > r.W {
		size = math.Max(12, size*0.92)
	}
	b.Text(r, short, size, ui.ColText, true, ui.AlignCenter)
}
