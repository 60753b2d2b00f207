package luxshopping

// Public read access for front ends and tests.

// Players is the seat count at setup (it sets the goals).
func (s *State) Players() int { return int(s.players) }

// MaxRounds is the time limit in rounds.
func (s *State) MaxRounds() int { return int(s.maxRounds) }

// Round is the number of rounds completed.
func (s *State) Round() int { return int(s.round) }

// Turns is the number of turns begun (rolls played).
func (s *State) Turns() int { return int(s.turns) }

// Active is the seat whose turn it is (-1 before the first player is known).
func (s *State) Active() int {
	if s.first < 0 {
		return -1
	}
	return int(s.active)
}

// FirstPlayer is the seat that started (-1 before the rolls end).
func (s *State) FirstPlayer() int { return int(s.first) }

// FirstRoll is seat's current first-player roll (0: none yet).
func (s *State) FirstRoll(seat int) int { return int(s.rolls[seat]) }

// Dice are this turn's dice (0, 0 before the roll).
func (s *State) Dice() (int, int) { return int(s.d1), int(s.d2) }

// Cash is seat's cash.
func (s *State) Cash(seat int) int64 { return s.cash[seat] }

// Pos is seat's pawn position: 0 at the start, else a space 1…66.
func (s *State) Pos(seat int) int { return int(s.pos[seat]) }

// Alive reports whether seat is still in the game.
func (s *State) Alive(seat int) bool { return s.alive[seat] }

// FirstTurn reports whether seat has not finished a turn yet (no buying).
func (s *State) FirstTurn(seat int) bool { return !s.firstDone[seat] }

// Owner is shop k's owner, -1 when free.
func (s *State) Owner(k int) int { return int(s.owner[k]) }

// Signed reports whether shop k has a sign.
func (s *State) Signed(k int) bool { return s.hasSign(k) }

// GalleryOf is the id (smallest member) of shop k's gallery, 0 for none.
func (s *State) GalleryOf(k int) int { return int(s.gallery[k]) }

// GalleryValue is the value of the gallery with that id.
func (s *State) GalleryValue(id int) int64 { return s.galleryValue(uint8(id)) }

// LandValue is what landing on shop k pays or costs now.
func (s *State) LandValue(k int) int64 { return s.landValue(k) }

// ShopCount, SignCount, GalleryCount and LargestGallery count seat's holdings.
func (s *State) ShopCount(seat int) int      { return s.shopCount(seat) }
func (s *State) SignCount(seat int) int      { return s.signCount(seat) }
func (s *State) GalleryCount(seat int) int   { return s.galleryCount(seat) }
func (s *State) LargestGallery(seat int) int { return s.largestGallery(seat) }

// Goals returns this game's victory thresholds: signs and gallery shops.
func (s *State) Goals() (signs, gallery int) { return Goals(int(s.players)) }

// LastCard is the most recently drawn card and its pile (ok false before any).
func (s *State) LastCard() (Pile, int, bool) {
	if s.lastCard == 0 {
		return 0, 0, false
	}
	return Pile(s.lastPile), int(s.lastCard), true
}

// PileSize is the number of cards in pile p now (cards in flight excluded).
func (s *State) PileSize(p Pile) int { return s.piles[p].size() }

// Waiting describes the decision pending, for front ends.
type Waiting struct {
	Phase  string // "roll", "buy", "build", "gain", "lose", "sell", or a chance phase, or "over"
	Seat   int    // who decides (-1 for chance or over)
	Shop   int    // buy/build: the shop
	Amount int64  // sell: the debt
	To     int    // sell: the creditor (-1: the bank)
}

// Waiting returns what the state waits for.
func (s *State) Waiting() Waiting {
	w := Waiting{Phase: phaseNames[s.phase], Seat: -1, To: -1}
	switch s.phase {
	case phRoll:
		w.Seat = int(s.active)
	case phBuy, phBuild:
		w.Seat = int(s.active)
		w.Shop = s.topCard()
	case phGain, phLose:
		w.Seat = s.topSeat()
	case phSell:
		var f frame
		s.loadTop(&f)
		w.Seat, w.Amount, w.To = int(f.seat), f.amount, int(f.to)
	}
	return w
}

// Winner is the seat that won by a goal or as the last one left, -1 if none
// (not over, or ended by the time limit).
func (s *State) Winner() int { return int(s.winner) }

// Ended says how the game ended: "signs", "gallery", "last", "time", or "".
func (s *State) Ended() string { return endNames[s.ended] }
