package mallworld

import (
	"fmt"
	"math"
	"strings"

	rules "github.com/galleria-games/galleria/engine/mallworld"
	"github.com/galleria-games/galleria/game/lang"
	"github.com/galleria-games/galleria/game/ui"
)

// seats draws every seat: name, bank account, coins (only the focus seat's
// are known), cards in hand (backs with a count for the others), validated
// contracts, lobby marker; the active seat is marked.
func (c *tctx) seats() {
	b, L, pos := c.b, c.L, c.pos
	for s, sp := range pos.Seats {
		r := ui.Box(L.seats.X, L.seats.Y+float64(s)*L.seatH, L.seats.W, L.seatH-2)
		fill := ui.ColPanel
		if s == pos.Active && pos.Stage != "over" {
			fill = ui.ColPanelLight
		}
		rr := c.b.U(r)
		b.Fill(rr, fill, 6)
		b.Fill(c.b.U(ui.Box(r.X, r.Y, 5, r.H)), ui.SeatColour(s), 2)
		if s == pos.Active && pos.Stage != "over" {
			b.Stroke(rr, ui.ColHighlight, 1.5, 6)
		}
		kind := lang.T("bot")
		if s < len(c.c.Seats) {
			kind = c.c.Seats[s].KindWords()
		}
		coins := "?"
		cards := sp.HiddenCards
		if s == c.c.Focus { // its own hand is in the view
			cards = len(sp.Hand) + len(sp.Contracts)
		}
		if c.known(s) && sp.Coins >= 0 {
			coins = fmt.Sprint(sp.Coins)
		}
		special := ""
		switch {
		case sp.Special == "":
		case sp.Special == "?" || !c.known(s):
			special = lang.T("special: secret")
		default:
			special = ContractName(sp.Special)
		}
		tip := fmt.Sprintf("%s (%s)\n", c.name(s), kind) + lang.F("Bank: %s · coins: %s", CHF(sp.Account), coins) +
			" · " + lang.N(cards, "%d card in hand", "%d cards in hand")
		if special != "" {
			tip += " · " + special
		}
		if len(sp.Validated) > 0 {
			var names []string
			for _, id := range sp.Validated {
				names = append(names, ContractName(id))
			}
			tip += "\n" + lang.F("Validated this phase: %s", strings.Join(names, ", "))
		}
		if sp.Marker {
			tip += "\n" + lang.T("Lobby marker in the lobby")
		}
		b.Spot("", rr, false, tip)
		if L.portrait {
			c.seatLine(r, s, coins, cards)
			continue
		}
		// Line 1: name and kind, account on the right.
		nameR := ui.Box(r.X+12, r.Y+3, r.W*0.6, 20)
		b.Text(c.b.U(nameR), c.name(s), L.font, ui.ColText, true, ui.AlignLeft)
		b.Text(c.b.U(ui.Box(r.X+r.W*0.42, r.Y+3, r.W*0.58-8, 20)), CHF(sp.Account), L.font, ui.ColText, true, ui.AlignRight)
		// Line 2: coins, cards, marker, validated contracts.
		y2 := r.Y + 25
		h2 := r.H - 28
		x := r.X + 12
		b.Text(c.b.U(ui.Box(x, y2, 80, h2)), kind, L.small, ui.ColTextDim, false, ui.AlignLeft)
		x += 78
		b.Circle(c.b.Px(x+7)+c.b.T.OX, c.b.Px(y2+h2/2)+c.b.T.OY, c.b.Px(7), ui.ColSpecial, ui.ColTextDark, 1)
		b.Text(c.b.U(ui.Box(x+17, y2, 30, h2)), coins, L.small, ui.ColText, true, ui.AlignLeft)
		x += 44
		back := ui.Box(x, y2+h2/2-9, 13, 18)
		cardBack(b, c.b.U(back), 0)
		b.Text(c.b.U(ui.Box(x+17, y2, 30, h2)), fmt.Sprint(cards), L.small, ui.ColText, true, ui.AlignLeft)
		x += 42
		if sp.Special != "" {
			sr := c.b.U(ui.Box(x, y2+h2/2-9, 13, 18))
			b.Fill(sr, ui.ColSpecial, 3)
			b.Text(sr, "S", 12, ui.ColTextDark, true, ui.AlignCenter)
			x += 18
		}
		if sp.Marker {
			mr := c.b.U(ui.Box(x, y2+h2/2-8, 16, 16))
			b.Circle(mr.CX(), mr.CY(), mr.W/2, ui.SeatColour(s), ui.ColTextDark, 1)
			b.Text(mr, "L", 12, ui.ColTextDark, true, ui.AlignCenter)
			x += 20
		}
		for _, id := range sp.Validated {
			w := 36.0
			if x+w > r.X+r.W-4 {
				break
			}
			vr := c.b.U(ui.Box(x, y2+h2/2-9, w, 18))
			miniContract(b, vr, id)
			b.Spot("", vr, false, lang.F("Validated: %s", contractTip(c.v, id)))
			x += w + 3
		}
	}
}

// known reports whether seat's secrets (coins, special, bid) may be drawn:
// only the focus seat's, and only once its player has the device.
func (c *tctx) known(seat int) bool { return seat == c.c.Focus && c.c.Private }

// seatLine is a seat on one line (portrait).
func (c *tctx) seatLine(r ui.Rect, s int, coins string, cards int) {
	b, L, sp := c.b, c.L, c.pos.Seats[s]
	x := r.X + 9
	b.Text(c.b.U(ui.Box(x, r.Y, 92, r.H)), c.name(s), L.small, ui.ColText, true, ui.AlignLeft)
	x += 94
	b.Text(c.b.U(ui.Box(x, r.Y, 78, r.H)), shortCHF(sp.Account), L.small, ui.ColText, true, ui.AlignRight)
	x += 84
	b.Circle(c.b.Px(x+5)+c.b.T.OX, c.b.Px(r.CY())+c.b.T.OY, c.b.Px(5), ui.ColSpecial, ui.ColTextDark, 1)
	b.Text(c.b.U(ui.Box(x+12, r.Y, 22, r.H)), coins, L.small, ui.ColText, true, ui.AlignLeft)
	x += 32
	cardBack(b, c.b.U(ui.Box(x, r.Y+3, 11, r.H-6)), 0)
	b.Text(c.b.U(ui.Box(x+14, r.Y, 22, r.H)), fmt.Sprint(cards), L.small, ui.ColText, true, ui.AlignLeft)
	x += 36
	if sp.Marker {
		mr := c.b.U(ui.Box(x, r.Y+2, r.H-4, r.H-4))
		b.Circle(mr.CX(), mr.CY(), mr.W/2, ui.SeatColour(s), ui.ColTextDark, 1)
		b.Text(mr, "L", 12, ui.ColTextDark, true, ui.AlignCenter)
	}
	x += 18
	for _, id := range sp.Validated {
		if x+30 > r.X+r.W-2 {
			break
		}
		vr := c.b.U(ui.Box(x, r.Y+2, 30, r.H-4))
		miniContract(b, vr, id)
		b.Spot("", vr, false, lang.F("Validated: %s", contractTip(c.v, id)))
		x += 32
	}
}

// hand draws the focus seat's hand face up (amenity cards, contracts, its
// special), or card backs when it may not be shown.
func (c *tctx) hand() {
	b, L, pos := c.b, c.L, c.pos
	seat := c.c.Focus
	if !c.c.Private || seat < 0 || seat >= len(pos.Seats) {
		c.section(L.hand, lang.T("Hands are hidden until a player takes the device"))
		return
	}
	sp := pos.Seats[seat]
	// The player holding the device is "you" when it is the only human
	// seat here.
	title := lang.F("%s's hand", c.name(seat))
	if c.humans() == 1 || isYou(c.name(seat)) {
		title = lang.T("Your hand")
	}
	in := c.section(L.hand, title+" · "+lang.F("%d of %d cards", len(sp.Hand)+len(sp.Contracts), rules.HandLimit)+
		" · "+lang.N(sp.Coins, "%d coin", "%d coins"))
	ids := instanceIDs("hand", sp.Hand)
	var cids []string
	for _, id := range sp.Contracts {
		cids = append(cids, "contract:"+id)
	}
	if sp.Special != "" && sp.Special != "?" {
		cids = append(cids, "contract:"+sp.Special)
	}
	// Natural widths; shrink everything if they do not fit.
	gap := 6.0
	total := float64(len(ids))*(L.cardW+gap) + float64(len(cids))*(L.conW*0.8+gap) + gap
	k := 1.0
	if total > in.W {
		k = in.W / total
	}
	cw, ch := L.cardW*k, L.cardH*math.Max(k, 0.75)
	ccw := L.conW * 0.8 * k
	active := c.groupActive(ids)
	x := in.X
	for i, code := range sp.Hand {
		r := c.b.U(ui.Box(x, in.Y, cw, ch))
		amenityCard(b, r, code)
		tip := cardTip(code)
		if c.v.IsDead(code) {
			tip += "\n" + lang.T("Dead: it can never be played again")
		}
		c.target(ids[i], r, tip, active, 5)
		x += cw + gap*k
	}
	if len(cids) > 0 {
		x += gap * k
	}
	cactive := c.groupActive(cids)
	for _, cid := range cids {
		id := strings.TrimPrefix(cid, "contract:")
		r := c.b.U(ui.Box(x, in.Y, ccw, ch))
		contractCard(b, r, id)
		c.target(cid, r, contractTip(c.v, id), cactive, 6)
		x += ccw + gap*k
	}
	if len(ids)+len(cids) == 0 {
		b.Text(c.b.U(ui.Box(in.X, in.Y, in.W, 20)), lang.T("No cards."), L.small, ui.ColTextDim, false, ui.AlignLeft)
	}
}

// prompt says what to do now, or whom the table waits for.
func (c *tctx) prompt() {
	b, L := c.b, c.L
	if L.portrait && ui.HintHeader(b, L.prompt, c.c, L.font) {
		// A phone's header is too narrow for a hint: it takes the
		// prompt's place, under the cards it names.
		return
	}
	s := c.promptText()
	r := c.b.U(L.prompt)
	b.ParaFit(r, s, L.font, ui.ColHighlight, true)
}

func (c *tctx) promptText() string {
	pos := c.pos
	if !c.acting {
		return ui.WaitingWords(c.c)
	}
	sel := c.selected
	switch pos.Stage {
	case "accept":
		return lang.T("Buy a contract from the lobby (its price is under it), or take none.")
	case "develop":
		switch {
		case sel("contract:"):
			return lang.T("Now take a corruption token from the mall office.")
		case sel("hand:"):
			return lang.F("Select 1 to %d cards, then Offer (1 card: you pay a coin and play it; 2–%d: closed-fist auction).", rules.MaxOffer, rules.MaxOffer)
		case pos.DidOffer || pos.DidValidate:
			return lang.F("Phase %d: you may also do the other development, or be done.", rules.Phases)
		}
		return lang.F("Offer cards from your hand, or validate a contract: %s it, then a token in the mall office.", c.c.Click())
	case "bid":
		coins := 0
		if f := c.c.Focus; f >= 0 && f < len(pos.Seats) {
			coins = pos.Seats[f].Coins
		}
		return lang.F("Your sealed bid: coins for the right to play an offered card first (you have %d).", coins)
	case "play":
		switch {
		case sel("mode:"):
			return lang.T("Choose a highlighted space in the mall.")
		case sel("offer:"):
			return lang.T("Build a shop or rent to a tenant with this card.")
		}
		return lang.F("Play an offered card: %s it.", c.c.Click())
	case "discard":
		if sel("display:") {
			return lang.F("Take the selected cards (at most %d), or change the selection.", rules.TakeLimit)
		}
		return lang.F("Throw away dead cards, pay %s for a new display, take up to %d display cards, or be done.", coins(rules.RefreshCost), rules.TakeLimit)
	}
	return stageWords(pos.Stage)
}

// pickerSelection lists the selected target IDs among the ones on screen
// and the play modes.
func (c *tctx) pickerSelection() []string {
	var out []string
	for _, s := range c.b.F.Spots {
		if s.ID != "" && c.p.Selected(s.ID) {
			out = append(out, s.ID)
		}
	}
	for _, how := range []string{"build", "rent"} {
		for col := 0; col < rules.Colours; col++ {
			if id := modeID(how, col); c.p.Selected(id) {
				out = append(out, id)
			}
		}
	}
	return out
}

// buttons draws the picker's buttons with their words.
func (c *tctx) buttons() {
	if !c.acting {
		ui.NetButtons(c.b, c.L.buttons, c.c, c.L.font)
		return
	}
	ids := c.p.Buttons()
	labels := make([]string, len(ids))
	for i, id := range ids {
		labels[i] = Label(id)
		if id == "btn:pass" {
			labels[i] = passLabel(c.pos.Stage)
		}
		if n, ok := strings.CutPrefix(id, "bid:"); ok && c.L.portrait && len(ids) > 8 {
			// Many bids on a phone: their numbers alone keep the
			// buttons in two rows at full size (the prompt says
			// they are bids).
			labels[i] = n
		}
		if code, ok := strings.CutPrefix(id, "trash:"); ok && c.L.portrait {
			// Likewise the cards to throw away: named alone (the
			// prompt says to throw away dead cards).
			labels[i] = cardShort(code)
		}
	}
	font := c.L.font
	if c.L.portrait && len(ids) > 4 {
		font = c.L.small // many buttons on a phone: the smallest readable size, not smaller
	}
	area := c.L.buttons
	if c.L.portrait && c.L.log.H > 0 {
		// On a phone the buttons may take the move log's room when they
		// need more rows at full size (a refresh: up to eight cards to
		// throw away); the log keeps what they leave.
		area.H = c.L.log.Y + c.L.log.H - area.Y
	}
	used := c.b.ButtonRow(area, ids, labels, c.p.Enabled, c.p.Selected, font)
	if c.L.portrait && used > c.L.buttons.H {
		bottom := c.L.log.Y + c.L.log.H
		c.L.log.Y = max(c.L.log.Y, area.Y+used+6)
		c.L.log.H = max(0, bottom-c.L.log.Y)
	}
}

// humans counts the seats played by people at this device.
func (c *tctx) humans() int {
	n := 0
	for _, s := range c.c.Seats {
		if s.Kind == ui.Human {
			n++
		}
	}
	return n
}

// selected reports whether the choice in progress has a target whose id
// begins with prefix ("hand:", "contract:").
func (c *tctx) selected(prefix string) bool {
	for _, id := range c.pickerSelection() {
		if strings.HasPrefix(id, prefix) {
			return true
		}
	}
	return false
}
