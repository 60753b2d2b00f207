package game

import (
	"image/color"
	"slices"
	"strings"

	"github.com/galleria-games/galleria/game/lang"
	"github.com/galleria-games/galleria/game/rulebook"
	"github.com/galleria-games/galleria/game/ui"
)

// The rules scene: each game's book (game/rulebook) with two tabs, how to
// play and the reference. From the menu it starts with a choice of game
// (Back returns to that choice, then to the menu); from a table's Rules
// button it opens that game's book and Back returns to the table, whose
// match is left as it was (bots wait while the rules are shown).

// rulesScene is the rules scene, and what it shows.
type rulesScene struct {
	game string // the book's engine name; "" while choosing a game
	ref  bool   // the Reference tab (else How to play)
	from string // the scene Back returns to: sceneMenu or sceneTable

	// The book shown, made once per game and language (a frame is built
	// twice: measured, then drawn).
	book     *rulebook.Book
	bookLang string
}

func (*rulesScene) name() string { return sceneRules }

// shownBook is the book of the game shown, in the current language.
func (r *rulesScene) shownBook() (*rulebook.Book, bool) {
	if r.game == "" {
		return nil, false
	}
	if r.book == nil || r.book.Game != r.game || r.bookLang != lang.Current() {
		b, ok := rulebook.For(r.game)
		if !ok {
			return nil, false
		}
		r.book, r.bookLang = b, lang.Current()
	}
	return r.book, true
}

// hasRules reports whether a game has a rules book.
func hasRules(game string) bool {
	for _, g := range rulebook.Games() {
		if g == game {
			return true
		}
	}
	return false
}

// open shows the rules: of a game (from its table), or the choice of
// game (game "", from the menu).
func (r *rulesScene) open(a *App, game, from string) {
	*r = rulesScene{game: game, from: from}
	a.cur = r
	a.tapTip = ""
}

// view is the rules scene's transform: the column, as tall as its content
// (it scrolls when that is taller than the screen).
func (r *rulesScene) view(a *App) ui.Xform {
	t := ui.ColumnView(a.devW, a.devH, a.dsf)
	measure := ui.NewBuilder(t, "")
	if h := r.draw(measure); h > t.H {
		t.H = h
	}
	return t
}

// Sizes of the rules scene, in units.
const (
	rulesTitle = 24.0
	rulesHead  = 17.0
	rulesFont  = 14.0
	rulesPad   = 12.0
)

// para draws s wrapped in a box w wide at (x, y) and returns the height it
// took, in units.
func rulesPara(b *ui.Builder, x, y, w float64, s string, size float64, c color.RGBA, bold bool) float64 {
	h := b.ParaHeight(s, w, size, bold)
	b.Para(b.R(x, y, w, h+1), s, size, c, bold)
	return h
}

func (r *rulesScene) build(_ *App, b *ui.Builder) { r.draw(b) }

// draw draws the rules scene and returns the height it needs, in units.
func (r *rulesScene) draw(b *ui.Builder) float64 {
	w := b.T.W
	bw := max(100, b.ButtonWidth(lang.T("Back"), 16))
	b.Button("rules:back", b.R(w-20-bw, 18, bw, 40), lang.T("Back"), 16, true, false)
	book, ok := r.shownBook()
	if !ok {
		b.Text(b.R(20, 20, w-60-bw, 36), lang.T("Rules of the games"), rulesTitle, ui.ColText, true, ui.AlignLeft)
		y := 80.0
		for _, g := range rulebook.Games() {
			b.Button("rules:game:"+g, b.R(30, y, w-60, 52), gameTitle(g), 19, true, false)
			y += 64
		}
		return y + 10
	}
	// The title is made smaller on a narrow screen (a title of one long
	// word cannot wrap), down to the size of the headings.
	size, tw := rulesTitle, w-60-bw
	for size > rulesHead && ui.TextWidth(book.Title, b.Px(size), true) > b.Px(tw) {
		size--
	}
	top := max(70, 20+rulesPara(b, 20, 20, tw, book.Title, size, ui.ColText, true)+10)
	tw = (w - 50) / 2
	b.Button("rules:howto", b.R(20, top, tw, 40), rulebook.HowToTitle(), 16, true, !r.ref)
	b.Button("rules:ref", b.R(30+tw, top, tw, 40), rulebook.ReferenceTitle(), 16, true, r.ref)
	y := top + 54
	x, iw := 20+rulesPad, w-40-2*rulesPad
	panel := func(draw func(y float64) float64) {
		n := len(b.F.Items)
		h := draw(y+rulesPad) + 2*rulesPad
		// The panel goes under its texts: its fill is put before them.
		b.Fill(b.R(20, y, w-40, h), ui.ColPanel, 8)
		fill := b.F.Items[len(b.F.Items)-1]
		b.F.Items = slices.Insert(b.F.Items[:len(b.F.Items)-1], n, fill)
		y += h + 12
	}
	il, _ := r.illustrator()
	narrow := w < 600
	if !r.ref {
		for i, s := range book.HowTo {
			panel(func(y0 float64) float64 {
				y := y0
				y += rulesPara(b, x, y, iw, s.Title, rulesHead, ui.ColHighlight, true) + 4
				for i, p := range strings.Split(s.Body, "\n\n") {
					if i > 0 {
						y += 8
					}
					for _, ln := range strings.Split(p, "\n") {
						y += rulesPara(b, x, y, iw, ln, rulesFont, ui.ColText, false) + 2
					}
				}
				if il != nil {
					y = sectionPictures(b, il.SectionPictures(i), x, y, iw)
				}
				return y - y0
			})
		}
		b.Button("rules:back:end", b.R(w-20-bw, y, bw, 40), lang.T("Back"), 16, true, false)
		return y + 52
	}
	for _, t := range book.Reference {
		panel(func(y0 float64) float64 {
			y := y0
			y += rulesPara(b, x, y, iw, t.Title, rulesHead, ui.ColHighlight, true) + 4
			if t.Intro != "" {
				y += rulesPara(b, x, y, iw, t.Intro, rulesFont, ui.ColTextDim, false) + 6
			}
			for _, row := range t.Rows {
				pic, ok := ui.Picture{}, false
				if il != nil {
					pic, ok = il.RowPicture(t.Key, row.Key)
				}
				if !ok || pic.Draw == nil || pic.Aspect <= 0 {
					y += rulesPara(b, x, y, iw, row.Name, rulesFont, ui.ColText, true)
					y += rulesPara(b, x+12, y, iw-12, row.Text, rulesFont, ui.ColText, false) + 6
					continue
				}
				if narrow {
					// On a phone the picture goes above the row.
					pw := min(iw, 200)
					ph := pw * pic.Aspect
					pic.Draw(b, b.R(x, y, pw, ph))
					y += ph + 4
					y += rulesPara(b, x, y, iw, row.Name, rulesFont, ui.ColText, true)
					y += rulesPara(b, x+12, y, iw-12, row.Text, rulesFont, ui.ColText, false) + 8
					continue
				}
				// Beside the row: the picture on the left, the words right of it.
				pw := min(140, iw/4)
				ph := pw * pic.Aspect
				tx, tw := x+pw+12, iw-pw-12
				h := rulesPara(b, tx, y, tw, row.Name, rulesFont, ui.ColText, true)
				h += rulesPara(b, tx+12, y+h, tw-12, row.Text, rulesFont, ui.ColText, false)
				pic.Draw(b, b.R(x, y, pw, ph))
				y += max(h, ph) + 10
			}
			return y - y0
		})
	}
	// A second Back at the end of a long page.
	b.Button("rules:back:end", b.R(w-20-bw, y, bw, 40), lang.T("Back"), 16, true, false)
	return y + 52
}

// illustrator is the shown game's ui.Illustrator, if its UI draws
// pictures for its rules.
func (r *rulesScene) illustrator() (ui.Illustrator, bool) {
	if r.game == "" {
		return nil, false
	}
	u, ok := lookupUI(r.game)
	if !ok {
		return nil, false
	}
	il, ok := u.(ui.Illustrator)
	return il, ok
}

// sectionPictures draws a how-to-play section's pictures at y (units), one
// under another, each at most 360 units wide with its caption under it;
// it returns the y below them.
func sectionPictures(b *ui.Builder, pics []ui.Picture, x, y, iw float64) float64 {
	for _, p := range pics {
		if p.Draw == nil || p.Aspect <= 0 {
			continue
		}
		pw := min(iw, 360)
		ph := pw * p.Aspect
		y += 8
		p.Draw(b, b.R(x, y, pw, ph))
		y += ph + 4
		if p.Caption != "" {
			y += rulesPara(b, x, y, pw, p.Caption, rulesFont-1, ui.ColTextDim, false)
		}
		y += 4
	}
	return y
}

// click handles the rules scene's targets.
func (r *rulesScene) click(a *App, id string) {
	switch {
	case id == "rules:back" || id == "rules:back:end":
		switch {
		case r.from == sceneTable && a.table.tbl != nil:
			a.cur = a.table
		case r.from == sceneMenu && r.game != "":
			*r = rulesScene{from: sceneMenu}
			a.scroll.y = 0
		default:
			a.cur = a.menu
		}
	case id == "rules:howto" || id == "rules:ref":
		r.ref = id == "rules:ref"
		a.scroll.y = 0
	case strings.HasPrefix(id, "rules:game:"):
		if g := strings.TrimPrefix(id, "rules:game:"); hasRules(g) {
			*r = rulesScene{game: g, from: sceneMenu}
			a.scroll.y = 0
		}
	}
}
