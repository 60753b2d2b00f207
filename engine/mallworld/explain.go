package mallworld

import (
	"fmt"

	"github.com/galleria-games/galleria/engine"
)

// The formats of Explain's notes.
const (
	ExplainGain       = "+%d CHF now"
	ExplainLoss       = "costs %d CHF now"
	ExplainMore       = "your contracts would pay %d CHF more"
	ExplainLess       = "your contracts would pay %d CHF less"
	ExplainAccept     = "takes a contract that would pay %d CHF now"
	ExplainAccept0    = "takes a contract that the mall does not pay yet"
	ExplainValidate   = "validates a contract worth %d CHF now"
	ExplainBuild      = "builds a shop in the mall"
	ExplainRent       = "brings a customer to a shop"
	ExplainTake       = "takes %d amenity cards"
	ExplainTake1      = "takes an amenity card"
	ExplainOffer      = "puts %d cards up for auction"
	ExplainOffer1     = "puts a card up for auction"
	ExplainRefresh    = "turns up new cards in the display"
	ExplainBid        = "bids %d coins"
	ExplainBid1       = "bids %d coin"
	ExplainBidNothing = "bids nothing"
)

// contractsHeld is the mask of the contracts seat holds or has validated
// this phase, its special included when seat sees it.
func (s *State) contractsHeld(seat int) uint32 {
	p := &s.seats[seat]
	held := p.contracts | p.validated
	if p.special != noContract && p.special != hiddenSpecial {
		held |= 1 << p.special
	}
	return held
}

// contractsWorth is what the contracts of mask would pay if the phase
// ended now.
func (s *State) contractsWorth(mask uint32) int {
	v := 0
	forBits(mask, func(id int) { v += s.ContractValue(id) })
	return v
}

// Explain implements engine.Explainer: what seat's move does for seat, on
// the state as seat sees it: the money gained or spent now (the account
// and the coins as the end converts them), the contract taken or
// validated, and what seat's contracts would pay after the move compared
// with before.
func (s *State) Explain(seat int, move string) ([]engine.Note, error) {
	m, err := ParseMove(move)
	if err != nil {
		return nil, err
	}
	if seat < 0 || seat >= int(s.n) || m.Kind.Chance() {
		return nil, fmt.Errorf("explain: %s has no move %q now", engine.SeatName(seat), move)
	}
	if s.Viewer() != seat {
		v, err := engine.ExplainOn(s, seat)
		if err != nil {
			return nil, err
		}
		return v.(*State).Explain(seat, move)
	}
	after := *s
	if err := after.Apply(seat, move); err != nil {
		return nil, err
	}
	var notes []engine.Note
	switch d := int(after.FinalCHF(seat) - s.FinalCHF(seat)); {
	case d > 0:
		notes = append(notes, engine.NewNote(ExplainGain, d))
	case d < 0:
		notes = append(notes, engine.NewNote(ExplainLoss, -d))
	}
	held := s.contractsHeld(seat)
	switch m.Kind {
	case MoveAccept, MoveValidate:
		id, _ := parseContract(m.Contract)
		f := ExplainAccept
		if m.Kind == MoveValidate {
			f = ExplainValidate
		}
		switch v := after.ContractValue(id); {
		case v == 0 && m.Kind == MoveAccept:
			notes = append(notes, engine.NewNote(ExplainAccept0))
		default:
			notes = append(notes, engine.NewNote(f, v))
		}
		held &^= 1 << id
	case MoveBuild:
		notes = append(notes, engine.NewNote(ExplainBuild))
	case MoveRent:
		notes = append(notes, engine.NewNote(ExplainRent))
	case MoveTake:
		notes = append(notes, countNote(len(m.Cards), ExplainTake1, ExplainTake))
	case MoveOffer:
		notes = append(notes, countNote(len(m.Cards), ExplainOffer1, ExplainOffer))
	case MoveRefresh:
		notes = append(notes, engine.NewNote(ExplainRefresh))
	case MoveBid:
		switch m.Coins {
		case 0:
			notes = append(notes, engine.NewNote(ExplainBidNothing))
		case 1:
			notes = append(notes, engine.NewNote(ExplainBid1, 1))
		default:
			notes = append(notes, engine.NewNote(ExplainBid, m.Coins))
		}
	}
	switch d := after.contractsWorth(held) - s.contractsWorth(held); {
	case d > 0:
		notes = append(notes, engine.NewNote(ExplainMore, d))
	case d < 0:
		notes = append(notes, engine.NewNote(ExplainLess, -d))
	}
	return notes, nil
}

// countNote is format one (no argument) for a single thing, else many with n.
func countNote(n int, one, many string) engine.Note {
	if n == 1 {
		return engine.NewNote(one)
	}
	return engine.NewNote(many, n)
}

// ExplainFormats lists every format Explain may use (for translations).
func ExplainFormats() []string {
	return []string{ExplainGain, ExplainLoss, ExplainMore, ExplainLess, ExplainAccept, ExplainAccept0, ExplainValidate,
		ExplainBuild, ExplainRent, ExplainTake, ExplainTake1, ExplainOffer, ExplainOffer1, ExplainRefresh,
		ExplainBid, ExplainBid1, ExplainBidNothing}
}
