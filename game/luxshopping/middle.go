package luxshopping

import (
	"image/color"

	rules "github.com/galleria-games/galleria/engine/luxshopping"
	"github.com/galleria-games/galleria/game/lang"
	"github.com/galleria-games/galleria/game/ui"
)

// middle draws the inside of the loop: the dice and the last card on top,
// then the prompt and the choice buttons, then a key to the board.
func (c *lctx) middle() {
	L := c.L
	in := L.content()
	topH := 150.0
	diceW := 190.0
	if L.portrait {
		topH, diceW = 124, 104
	}
	c.dice(ui.Box(in.X, in.Y, diceW, topH))
	c.place(placeBank, ui.Box(in.X+diceW*0.3, in.Y, diceW*0.4, topH*0.5))
	c.place(placeCard, ui.Box(in.X+diceW+10, in.Y, in.W-diceW-10, topH))
	c.lastCard(ui.Box(in.X+diceW+10, in.Y, in.W-diceW-10, topH))
	y := in.Y + topH + 10
	ph := 62.0
	if L.portrait {
		ph = 74
	}
	c.b.Para(c.U(ui.Box(in.X, y, in.W, ph)), c.promptText(), L.font, ui.ColHighlight, true)
	y += ph + 4
	if c.c.Guide {
		// The guided first game's line, between the prompt and the
		// choices: the key below gives up the room.
		// As tall as the line needs at the layout's size: it never shrinks.
		words := c.guideText()
		gh := max(34, c.b.ParaHeight(words, in.W-8, L.small, false)+6)
		ui.GuideLine(c.b, ui.Box(in.X, y, in.W, gh), words, L.small)
		y += gh + 4
	}
	bh := 110.0
	if L.portrait {
		bh = 64
	}
	c.choices(ui.Box(in.X, y, in.W, bh))
	c.key(ui.Box(in.X, y+bh+6, in.W, in.Y+in.H-(y+bh+6)))
}

// choices draws the buttons of the decision (or an online match's own).
func (c *lctx) choices(area ui.Rect) {
	if !c.acting {
		ui.NetButtons(c.b, area, c.c, c.L.small)
		return
	}
	p := c.p
	var ids, labels []string
	add := func(id, label string) {
		ids, labels = append(ids, id), append(labels, label)
	}
	switch {
	case p.HasKind(rules.MoveRoll):
		add(Roll, lang.T("Roll"))
	case p.HasKind(rules.MoveBuy):
		add(Buy, lang.F("Buy for %s", money(c.cost(rules.Move{Kind: rules.MoveBuy}.String()))))
		add(Pass, lang.T("Don't buy"))
	case p.Building():
		label := lang.T("Create gallery")
		if p.Merging() {
			label = lang.T("Merge")
		}
		if m := p.Pending(); m != "" {
			label += " (" + money(c.cost(m)) + ")"
		}
		add(OK, label)
		if p.HasKind(rules.MovePass) {
			add(Pass, lang.T("Pass"))
		}
	case c.w.Phase == "sell":
		add(Pay, lang.F("Pay %s", money(c.w.Amount)))
	}
	if len(ids) == 0 {
		return
	}
	size := c.L.font * 1.25
	c.b.ButtonRow(area, ids, labels, p.Enabled, p.Selected, size)
}

// cost is what move costs the acting seat: the engine's own amount for it,
// read from a trial on a copy of the view.
func (c *lctx) cost(move string) int64 {
	evs, err := c.v.Copy().ApplyTrace(c.c.Focus, move)
	if err != nil {
		return 0
	}
	for _, e := range evs {
		switch e.Kind {
		case rules.EvBuy, rules.EvGallery, rules.EvMerge:
			return e.Amount
		}
	}
	return 0
}

// promptText says what the focus seat may do, or what the game waits for.
func (c *lctx) promptText() string {
	w, v := c.w, c.v
	if w.Phase == "over" {
		return c.endWords()
	}
	if c.t != nil && c.t.Moving() && c.t.mover >= 0 {
		if isYou(c.name(c.t.mover)) {
			return lang.T("Your move is under way…")
		}
		return lang.F("%s is playing…", c.name(c.t.mover))
	}
	if !c.acting {
		return c.waitingText()
	}
	switch w.Phase {
	case "roll":
		if v.FirstTurn(c.c.Focus) {
			return lang.T("Your turn: roll the dice. (No buying in your first turn.)")
		}
		return lang.T("Your turn: roll the dice.")
	case "buy":
		return lang.F("The %s (shop %d, %s) is free. Buy it? You have %s.", shopName(w.Shop), w.Shop,
			zoneWords(rules.ZoneOf(w.Shop)), money(v.Cash(c.c.Focus)))
	case "build":
		return c.buildText()
	case "gain":
		return lang.F("Put a sign on one of your shops: %s a highlighted shop.", c.c.Click())
	case "lose":
		return lang.F("Remove a sign from one of your shops: %s a highlighted shop.", c.c.Click())
	case "sell":
		return c.sellText()
	}
	return ui.WaitingWords(c.c)
}

func (c *lctx) buildText() string {
	w, p := c.w, c.p
	at := lang.F("the %s (%d)", shopName(w.Shop), w.Shop)
	if p.Merging() {
		if len(p.Chosen()) == 1 {
			return lang.F("Merge with the gallery of shop %d: confirm, or pick another.", p.Chosen()[0])
		}
		return lang.F("Merge the gallery of %s with another of yours: %s its highlighted shop.", at, c.c.Click())
	}
	switch n := len(p.Chosen()); n {
	case 2:
		return lang.F("Create a gallery of %s with shops %d and %d?", at, p.Chosen()[0], p.Chosen()[1])
	case 1:
		return lang.F("Create a gallery with %s: shop %d chosen, %s one more.", at, p.Chosen()[0], c.c.Click())
	}
	return lang.F("Create a gallery with %s: %s two highlighted shops of yours.", at, c.c.Click())
}

func (c *lctx) sellText() string {
	w, v := c.w, c.v
	cash := v.Cash(c.c.Focus)
	if cash >= w.Amount {
		return lang.F("You owe %s %s and now have %s: pay, or sell more shops first.", c.name(w.To), money(w.Amount), money(cash))
	}
	return lang.F("You owe %s %s but have %s: %s your shops to sell them to the bank at half price.",
		c.name(w.To), money(w.Amount), money(cash), c.c.Click())
}

// waitingText says whom the table waits for and why.
func (c *lctx) waitingText() string {
	w := c.w
	if c.c.Online != nil && c.c.Online.Prompt != "" {
		return c.c.Online.Prompt
	}
	who := c.name(w.Seat)
	switch w.Phase {
	case "roll":
		return lang.F("%s rolls the dice…", who)
	case "buy":
		return lang.F("%s may buy the %s (shop %d)…", who, shopName(w.Shop), w.Shop)
	case "build":
		return lang.F("%s may build a gallery at the %s…", who, shopName(w.Shop))
	case "gain":
		return lang.F("%s chooses a shop for a sign…", who)
	case "lose":
		return lang.F("%s chooses a sign to remove…", who)
	case "sell":
		return lang.F("%s must raise %s for %s…", who, money(w.Amount), c.name(w.To))
	}
	return ui.WaitingWords(c.c)
}

// endWords say how the game ended.
func (c *lctx) endWords() string {
	v := c.v
	switch v.Ended() {
	case "signs":
		return lang.F("%s reached the sign goal and wins!", c.name(v.Winner()))
	case "gallery":
		return lang.F("%s reached the gallery goal and wins!", c.name(v.Winner()))
	case "last":
		return lang.F("%s is the last player left and wins!", c.name(v.Winner()))
	case "time":
		return lang.T("Time is up: the players are ranked by signs, galleries, shops and cash.")
	}
	return lang.T("The game is over.")
}

// key explains the board's colours and icons, as room allows.
func (c *lctx) key(r ui.Rect) {
	L := c.L
	lh := L.small * 1.5
	x, y := r.X, r.Y
	for _, e := range keyEntries(L.portrait) {
		w := c.b.ButtonWidth(e.words, L.small)
		if x > r.X && x+lh+w > r.X+r.W {
			x, y = r.X, y+lh+2
		}
		if y+lh > r.Y+r.H {
			return
		}
		sw := c.U(ui.Box(x, y+1, lh-2, lh-2))
		switch {
		case e.sign:
			c.b.Fill(sw, colFree, 2) // the post shows on the shop's colour
			signIcon(c.b, sw.Inset(sw.W*0.12))
		case e.space != 0:
			c.b.Fill(sw, spaceColour(e.space), 2)
			spaceIcon(c.b, sw.Inset(sw.W*0.08), e.space)
		default:
			c.b.Fill(sw, e.col, 2)
		}
		c.b.Text(c.U(ui.Box(x+lh, y, w, lh)), e.words, L.small, ui.ColTextDim, false, ui.AlignLeft)
		x += lh + w
	}
}

// keyEntry is one entry of the key: a zone's swatch, a special space's
// icon or the sign's.
type keyEntry struct {
	col   color.RGBA
	space rules.SpaceKind // a special space's icon (0: none)
	sign  bool
	words string
}

// keyEntries are the board key's entries.
func keyEntries(portrait bool) []keyEntry {
	out := []keyEntry{{col: colZone[0], words: lang.F("orange %s", money(rules.ZonePrice(rules.Orange)))},
		{col: colZone[1], words: lang.F("yellow %s", money(rules.ZonePrice(rules.Yellow)))},
		{col: colZone[2], words: lang.F("green %s", money(rules.ZonePrice(rules.Green)))}}
	if portrait {
		out = append(out, keyEntry{space: rules.SpaceRedButton, words: lang.T("Red Button")},
			keyEntry{space: rules.SpaceOffice, words: lang.T("Office")},
			keyEntry{space: rules.SpaceMinusOne, words: lang.T("33: lose a shop")},
			keyEntry{space: rules.SpacePlusOne, words: lang.T("66: free shop")})
	} else {
		out = append(out, keyEntry{space: rules.SpaceRedButton, words: lang.T("Red Button card")},
			keyEntry{space: rules.SpaceOffice, words: lang.T("Office: card's lower half")},
			keyEntry{space: rules.SpaceMinusOne, words: lang.T("33: lose a shop")},
			keyEntry{space: rules.SpacePlusOne, words: lang.T("66: take a free shop")})
	}
	return append(out, keyEntry{sign: true, words: lang.F("sign: +%s", money(rules.SignBonus))})
}
