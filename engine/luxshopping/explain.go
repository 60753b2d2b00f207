package luxshopping

import (
	"fmt"

	"github.com/galleria-games/galleria/engine"
)

// The formats of Explain's notes.
const (
	ExplainGain    = "+%d\u00a0€ now"
	ExplainLoss    = "costs %d\u00a0€ now"
	ExplainBuy     = "buys the %s"
	ExplainSell    = "sells the %s"
	ExplainGallery = "forms a gallery"
	ExplainLargest = "your largest gallery grows to %d of the %d shops a win needs"
	ExplainSigns   = "a sign: %d of the %d signs a win needs"
	ExplainWin     = "wins the game"
)

// Explain implements engine.Explainer: what seat's move does for seat,
// compared with the state before it: the money gained or paid now, the
// shop bought or sold, a gallery formed or grown and a sign put up, with
// how near they bring the goals of an immediate win. A roll's outcome is
// not known yet: the notes say only what the move itself does.
func (s *State) Explain(seat int, move string) ([]engine.Note, error) {
	m, err := ParseMove(move)
	if err != nil {
		return nil, err
	}
	if seat < 0 || seat >= s.Players() || m.Kind.Chance() {
		return nil, fmt.Errorf("explain: %s has no move %q now", engine.SeatName(seat), move)
	}
	if s.Viewer() != seat {
		v, err := engine.ExplainOn(s, seat)
		if err != nil {
			return nil, err
		}
		return v.(*State).Explain(seat, move)
	}
	shop := 0
	switch m.Kind {
	case MoveBuy:
		shop = ShopAt(s.Pos(seat))
	case MoveSell:
		shop = m.Shop
	}
	after := s.Copy()
	if err := after.Apply(seat, move); err != nil {
		return nil, err
	}
	var notes []engine.Note
	switch d := int(after.Cash(seat) - s.Cash(seat)); {
	case d > 0:
		notes = append(notes, engine.NewNote(ExplainGain, d))
	case d < 0:
		notes = append(notes, engine.NewNote(ExplainLoss, -d))
	}
	if shop >= 1 && shop <= nShops {
		f := ExplainBuy
		if m.Kind == MoveSell {
			f = ExplainSell
		}
		notes = append(notes, engine.NewNote(f, engine.Word(ShopName(shop))))
	}
	signs, gallery := s.Goals()
	if after.galleryCount(seat) > s.galleryCount(seat) {
		notes = append(notes, engine.NewNote(ExplainGallery))
	}
	if n := after.largestGallery(seat); n > s.largestGallery(seat) {
		notes = append(notes, engine.NewNote(ExplainLargest, n, gallery))
	}
	if n := after.signCount(seat); n > s.signCount(seat) {
		notes = append(notes, engine.NewNote(ExplainSigns, n, signs))
	}
	if after.Winner() == seat && s.Winner() != seat {
		notes = append(notes, engine.NewNote(ExplainWin))
	}
	return notes, nil
}

// ExplainFormats lists every format Explain may use (for translations).
func ExplainFormats() []string {
	return []string{ExplainGain, ExplainLoss, ExplainBuy, ExplainSell, ExplainGallery, ExplainLargest,
		ExplainSigns, ExplainWin}
}
