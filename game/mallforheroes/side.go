package mallforheroes

import (
	"fmt"
	"math"
	"strings"

	rules "github.com/galleria-games/galleria/engine/mallforheroes"
	"github.com/galleria-games/galleria/game/lang"
	"github.com/galleria-games/galleria/game/ui"
)

// The side panel: the face-up Wizards and the Monsters; in solo the level,
// its condition and the bot.

// wizardSide lists the face-up Wizards (Tower buttons while a claim is
// due) and the Monster(s).
func (c *tctx) wizardSide() {
	b, L, v := c.b, c.L, c.v
	in := c.section(L.side, lang.T("Wizards · Monster"))
	ws, ms := v.Wizards(), v.Monsters()
	if L.portrait {
		// Chips, Wizards then Monsters: one row, or two when many.
		n := len(ws) + len(ms)
		if n == 0 {
			return
		}
		// As many chips a row as the longest name lets fit: one row, or
		// two.
		need := 0.0
		for _, w := range ws {
			need = max(need, b.ButtonWidth(wizardNameOf(w), L.small))
		}
		for _, m := range ms {
			need = max(need, b.ButtonWidth(monsterName(m), L.small))
		}
		fits := max(1, int((in.W+4)/(need+4)))
		rows := 1
		if n > 4 || n > fits {
			rows = max(2, (n+fits-1)/fits)
		}
		per := (n + rows - 1) / rows
		cw := min(130, (in.W-float64(per-1)*4)/float64(per))
		ch := (in.H - float64(rows-1)*4) / float64(rows)
		at := func(i int) ui.Rect {
			return ui.Box(in.X+float64(i%per)*(cw+4), in.Y+float64(i/per)*(ch+4), cw, ch)
		}
		for i, w := range ws {
			c.wizardChip(at(i), w, rows == 1)
		}
		for i, m := range ms {
			r := at(len(ws) + i)
			b.Fill(c.U(r), ui.Mix(ui.ColPanel, ui.ColBad, 0.35), 5)
			if rows == 1 {
				b.Text(c.U(ui.Box(r.X+2, r.Y+2, r.W-4, r.H/2-2)), monsterName(m), L.small, ui.ColText, true, ui.AlignCenter)
				b.Text(c.U(ui.Box(r.X+2, r.Y+r.H/2, r.W-4, r.H/2-2)), lang.T("Monster"), L.small, ui.ColTextDim, false, ui.AlignCenter)
			} else {
				b.Text(c.U(r), monsterName(m), L.small, ui.ColText, true, ui.AlignCenter)
			}
			b.Spot(InfoTarget(rules.MonsterID(m)), c.U(r), true, "")
			c.t.motion.Place(monKey(m), c.U(ui.Box(r.X+r.W-r.H, r.Y, r.H, r.H)))
		}
		return
	}
	rows := len(ws) + len(ms)
	if rows == 0 {
		return
	}
	rh := min(34, in.H/float64(rows))
	y := in.Y
	for _, w := range ws {
		c.wizardRow(ui.Box(in.X, y, in.W, rh-3), w)
		y += rh
	}
	for _, m := range ms {
		r := ui.Box(in.X, y, in.W, rh-3)
		b.Fill(c.U(r), ui.Mix(ui.ColPanel, ui.ColBad, 0.3), 5)
		b.Text(c.U(ui.Box(r.X+6, r.Y, 140, r.H)), monsterName(m), L.small, ui.ColText, true, ui.AlignLeft)
		monsterIcon(b, c.U(ui.Box(r.X+r.W-r.H, r.Y+1, r.H-2, r.H-2)), m)
		b.Para(c.U(ui.Box(r.X+150, r.Y+2, r.W-154-r.H, r.H-2)), MonsterShort(m), L.small, ui.ColText, false)
		b.Spot(InfoTarget(rules.MonsterID(m)), c.U(r), true, "")
		c.t.motion.Place(monKey(m), c.U(ui.Box(r.X+r.W-r.H, r.Y, r.H, r.H)))
		y += rh
	}
}

// wizardRow is one face-up Wizard: a Tower button when it can be claimed
// (else its hat and name), its pattern drawn as Shop tiles and its
// Tower's scoring.
func (c *tctx) wizardRow(r ui.Rect, w int) {
	b, L := c.b, c.L
	c.t.motion.Place(wizKey(w), c.U(ui.Box(r.X, r.Y, r.H, r.H)))
	wc := rules.Wizard(w)
	id := TowerTarget(rules.WizardID(w))
	bw := 150.0
	if c.acting && c.p.Enabled(id) {
		label := c.firstFit(bw-8, L.small, lang.F("Claim %s", wizardNameOf(w)), wizardNameOf(w))
		b.Button(id, c.U(ui.Box(r.X, r.Y, bw, r.H)), label, L.small, true, c.p.Selected(id))
	} else {
		b.Fill(c.U(ui.Box(r.X, r.Y, bw, r.H)), ui.ColPanelLight, 5)
		wizardIcon(b, c.U(ui.Box(r.X+3, r.Y+3, r.H-6, r.H-6)), w)
		b.Text(c.U(ui.Box(r.X+r.H, r.Y, bw-r.H-2, r.H)), wizardNameOf(w), L.small, ui.ColText, true, ui.AlignLeft)
	}
	pw := patternPicture(b, c.U(ui.Box(r.X+bw+6, r.Y, r.H*1.6, r.H)), w)
	x := r.X + bw + 12 + pw/b.Px(1)
	words := lang.F("Tower: %d per %s", rules.TowerPoints, TypeWords(wc.Scores))
	towerIcon(b, c.U(ui.Box(x, r.Y+r.H*0.15, r.H*0.7, r.H*0.7)), typeColours[wc.Scores%6])
	x += r.H * 0.8
	b.Text(c.U(ui.Box(x, r.Y, r.X+r.W-x, r.H)), words, L.small, ui.ColTextDim, false, ui.AlignLeft)
	b.Spot(InfoTarget(rules.WizardID(w)), c.U(ui.Box(r.X+bw, r.Y, r.W-bw, r.H)), true, "")
}

// patternPicture draws Wizard w's condition in r (device px) as small
// Shop tiles: three in a row for a line, an L of three otherwise (the
// corner Shop with one neighbour above and one beside). It returns the
// width used (device px).
func patternPicture(b *ui.Builder, r ui.Rect, w int) float64 {
	wc := rules.Wizard(w)
	tile := func(x, y, s float64, t rules.Type) {
		tr := ui.Rect{X: x, Y: y, W: s, H: s}.Inset(s * 0.04)
		fill(b, tr, typeColours[t%6], s*0.12)
		stroke(b, tr, inkDark, math.Max(1, s*0.04), s*0.12)
		typeIcon(b, tr.Inset(s*0.14), t, inkLight)
	}
	if isLine(w) {
		s := math.Min(r.H, r.W/3)
		y := r.Y + (r.H-s)/2
		for i, t := range []rules.Type{wc.A, wc.M, wc.B} {
			tile(r.X+float64(i)*s, y, s, t)
		}
		return 3 * s
	}
	s := math.Min(r.H/2, r.W/2)
	y := r.Y + (r.H-2*s)/2
	tile(r.X, y, s, wc.M)
	tile(r.X, y+s, s, wc.A)
	tile(r.X+s, y+s, s, wc.B)
	return 2 * s
}

// wizardChip is a face-up Wizard in portrait: its name and, when tall, its
// pattern as tiles; a Tower button when it can be claimed.
func (c *tctx) wizardChip(r ui.Rect, w int, tall bool) {
	b, L := c.b, c.L
	c.t.motion.Place(wizKey(w), c.U(ui.Box(r.X, r.Y, r.H, r.H)))
	id := TowerTarget(rules.WizardID(w))
	if c.acting && c.p.Enabled(id) {
		label := c.firstFit(r.W-8, L.small, lang.F("Claim %s", wizardNameOf(w)), wizardNameOf(w))
		b.Button(id, c.U(r), label, L.small, true, c.p.Selected(id))
		return
	}
	b.Fill(c.U(r), ui.ColPanelLight, 5)
	if !tall {
		b.Text(c.U(r), wizardNameOf(w), L.small, ui.ColText, true, ui.AlignCenter)
		b.Spot(InfoTarget(rules.WizardID(w)), c.U(r), true, "")
		return
	}
	b.Text(c.U(ui.Box(r.X+2, r.Y+2, r.W-4, r.H/2-2)), wizardNameOf(w), L.small, ui.ColText, true, ui.AlignCenter)
	pr := c.U(ui.Box(r.X+4, r.Y+r.H/2, r.W-8, r.H/2-3))
	pw := patternPicture(b, ui.Rect{X: pr.X + pr.W/2 - pr.H*0.75, Y: pr.Y, W: pr.H * 1.5, H: pr.H}, w)
	_ = pw
	b.Spot(InfoTarget(rules.WizardID(w)), c.U(r), true, "")
}

// soloSide shows the solo level with its target and condition, the bot's
// pile, deck and last revealed card, and the Monsters of Level 6.
func (c *tctx) soloSide() {
	b, L, v := c.b, c.L, c.v
	title := lang.F("Solo level %d · target %d", v.Level(), v.SoloTarget())
	if L.portrait {
		title = lang.F("Solo level %d · target %d for the lower mall", v.Level(), v.SoloTarget())
	}
	in := c.section(L.side, title)
	c.t.motion.Place(botKey, c.U(ui.Box(in.X, in.Y, min(in.H, 60), min(in.H, 60))))
	var counts [6]int
	for _, n := range v.BotShops() {
		counts[rules.Shop(n).Type]++
	}
	var pile []string
	for t, k := range counts {
		if k > 0 {
			pile = append(pile, fmt.Sprintf("%d %s", k, typeCount(rules.Type(t), k)))
		}
	}
	if len(pile) == 0 {
		pile = []string{lang.T("none yet")}
	}
	deck, disc := v.BotDeck()
	nd, nx := 0, 0
	for t := range deck {
		nd, nx = nd+deck[t], nx+disc[t]
	}
	last := lang.T("none yet")
	if t, ok := v.BotLast(); ok {
		last = TypeWords(t)
	}
	lines := []string{
		lang.F("Condition: %s; the lower mall's score counts.", LevelWords(v.Level())),
		lang.F("Bot pile (%d): %s", len(v.BotShops()), strings.Join(pile, " · ")),
		lang.F("Bot deck %d cards, %d discarded · last revealed: %s", nd, nx, last),
	}
	if L.portrait { // shorter: the title says the lower mall counts
		lines = []string{
			lang.F("Condition: %s.", LevelWords(v.Level())),
			lang.F("Bot: %d Shops (%s) · deck %d · last: %s", len(v.BotShops()), strings.Join(pile, " "), nd, last),
		}
	}
	if r, ok := v.SoloOutcome(); ok && v.Round() > 0 {
		for p := 0; p < 2; p++ {
			why := soloWhy(v.Level(), r.Malls[p])
			if r.Malls[p].Met {
				lines = append(lines, lang.F("%s met: %s", c.mallWho(p), why))
			} else {
				lines = append(lines, lang.F("%s not met: %s", c.mallWho(p), why))
			}
		}
	}
	lh := L.small * 1.5
	if L.portrait {
		lh = L.small * 1.3
	}
	y := in.Y
	for _, ln := range lines {
		used := b.Para(c.U(ui.Box(in.X, y, in.W, in.Y+in.H-y)), ln, L.small, ui.ColText, false)
		y += max(lh, used/b.T.U+2)
	}
	for _, m := range v.Monsters() {
		if y+lh > in.Y+in.H {
			break
		}
		r := ui.Box(in.X, y, in.W, lh+4)
		b.Text(c.U(r), lang.F("%s: %s", monsterName(m), MonsterShort(m)), L.small, ui.ColBad, false, ui.AlignLeft)
		b.Spot(InfoTarget(rules.MonsterID(m)), c.U(r), true, "")
		c.t.motion.Place(monKey(m), c.U(ui.Box(r.X+r.W-r.H, r.Y, r.H, r.H)))
		y += lh + 4
	}
}
