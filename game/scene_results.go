package game

import (
	"regexp"
	"strconv"
	"strings"

	"github.com/galleria-games/galleria/game/lang"
	"github.com/galleria-games/galleria/game/ui"
)

// The results frame: who won, the engine's note on ties (with names for
// seat numbers), the game's own breakdown, and the way back to the menu.
// The game is over, so everything is public.

// winnersLine says who won.
func winnersLine(names []string, winners []int) string {
	var ws []string
	for _, w := range winners {
		ws = append(ws, names[w])
	}
	switch len(ws) {
	case 0:
		return lang.T("No winner.")
	case 1:
		if ui.IsYou(ws[0]) {
			return lang.T("You win!")
		}
		return lang.F("%s wins!", ws[0])
	}
	return lang.F("Shared victory: %s and %s.", strings.Join(ws[:len(ws)-1], ", "), ws[len(ws)-1])
}

var seatRef = regexp.MustCompile(`\bseat (\d+)`)

// seatNote puts names for the engine's seat numbers ("seat 1", 0-based) in
// a result note.
func seatNote(note string, names []string) string {
	return seatRef.ReplaceAllStringFunc(note, func(m string) string {
		i, err := strconv.Atoi(m[strings.LastIndexByte(m, ' ')+1:])
		if err != nil || i < 0 || i >= len(names) {
			return m
		}
		return names[i]
	})
}

func (a *App) buildResults(b *ui.Builder) {
	w := b.T.W
	st := a.src.State()
	names := a.tbl.names()
	res := st.Result()
	b.Text(b.R(20, 24, w-40, 44), lang.T("Game over"), 30, ui.ColText, true, ui.AlignCenter)
	y := 76.0
	if res != nil {
		y += b.Para(b.R(30, y, w-60, 70), winnersLine(names, res.Winners), 20, ui.ColHighlight, true)/b.T.U + 4
		if res.Note != "" {
			y += b.Para(b.R(30, y, w-60, 60), noteWords(seatNote(res.Note, names)), 14, ui.ColTextDim, false)/b.T.U + 2
		}
		y = a.tbl.g.Results(b, st, names, y, w)
	}
	b.Button("results:menu", b.R(w/2-110, y, 220, 48), lang.T("Back to the menu"), 17, true, false)
}

// noteFormats are the engines' result notes as formats (after seatNote put
// names for seat numbers): a note that fits one is translated through it,
// its numbers kept. A note that fits none is looked up whole (lang.T).
var noteFormats = []string{
	"Both seats scored %d; %s wins with the smaller scored hallway (%d squares against %d).",
	"Both seats scored %d with a scored hallway of %d squares; %s wins with fewer unused hallway squares (%d against %d).",
	"Both seats scored %d with a scored hallway of %d squares and %d unused hallway squares: a shared victory.",
	"%s reached %d signs and won; the others are ranked by signs, largest gallery, galleries, shops, then cash.",
	"%s had %d shops in one gallery and won; the others are ranked by signs, largest gallery, galleries, shops, then cash.",
	"%s was the last player left; the others are ranked by when they went out.",
	"Time limit of %d rounds: ranked by signs, largest gallery, galleries, shops, then cash; players out rank last.",
	"Solo level %d %s: final score %d (mall A %d, mall B %d) against the target %d; %s.",
}

var notePatterns = func() []*regexp.Regexp {
	out := make([]*regexp.Regexp, len(noteFormats))
	for i, f := range noteFormats {
		q := regexp.QuoteMeta(f)
		q = strings.ReplaceAll(q, "%d", `(-?\d+)`)
		q = strings.ReplaceAll(q, "%s", `(.+?)`)
		out[i] = regexp.MustCompile("^" + q + "$")
	}
	return out
}()

// noteWords is a result note in the current language. A word the engine
// fills in (a verdict) is translated when the catalog knows it; names are
// kept.
func noteWords(note string) string {
	if lang.Current() == lang.English || note == "" {
		return note
	}
	for i, re := range notePatterns {
		m := re.FindStringSubmatch(note)
		if m == nil {
			continue
		}
		verbs, err := lang.Verbs(noteFormats[i])
		if err != nil || len(verbs) != len(m)-1 {
			continue
		}
		args := make([]any, len(m)-1)
		for j, s := range m[1:] {
			if verbs[j] == 'd' {
				n, err := strconv.Atoi(s)
				if err != nil {
					return lang.T(note)
				}
				args[j] = n
				continue
			}
			if lang.Has(lang.Current(), s) {
				s = lang.T(s)
			}
			args[j] = s
		}
		return lang.F(noteFormats[i], args...)
	}
	return lang.T(note)
}
