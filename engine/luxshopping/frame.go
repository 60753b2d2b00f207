package luxshopping

import "math/bits"

// A turn is resolved by a stack of frames: each frame is one pending piece
// of work (resolve a space, open the mail, settle a payment…). The run loop
// works on the top frame until a frame needs a decision or a chance event;
// the phase then says what is awaited, and the move or outcome resumes the
// loop. Drawn cards stay in flight in a return frame until every effect they
// started has finished (§12), so a card that drew another goes to the
// bottom of its pile after it.

type fKind uint8

const (
	fEndTurn  fKind = iota + 1 // pass the turn on
	fMove                      // move the active pawn amount spaces
	fDouble                    // a double: draw pile's top card for a sign
	fResolve                   // resolve the active pawn's space
	fMail                      // open the mail from pile
	fOffice                    // draw pile's top card, carry out its Office half
	fRed                       // draw a Red Button card and carry it out
	fReturn                    // put card at the bottom of pile
	fPay                       // seat pays amount to `to` (-1: the bank)
	fEach                      // seat pays (to=0) or collects (to=1) amount, each other player in turn
	fGain                      // seat puts a sign on a shop of its choice
	fLose                      // seat removes a sign of its choice
	fBankrupt                  // seat loses one shop (chapter D), card from pile
	fFree                      // seat takes a random free shop
	fBuy                       // the active seat may buy shop `card`
	fBuild                     // the active seat may create or merge a gallery at shop `card`
	nKinds
)

var kindNames = [nKinds]string{"",
	"endturn", "move", "double", "resolve", "mail", "office", "red", "return", "pay",
	"each", "gain", "lose", "bankrupt", "free", "buy", "build",
}

// frame is one entry of the resolution stack.
type frame struct {
	kind   fKind
	seat   int8
	to     int8
	pile   uint8
	card   uint8 // the drawn card (0: not yet drawn), or the shop of fBuy/fBuild
	stage  uint8 // fEach: the next turn-order offset to settle
	amount int64
}

// needsCard reports whether frames of this kind draw a card.
func (k fKind) needsCard() bool {
	switch k {
	case fDouble, fMail, fOffice, fRed, fBankrupt:
		return true
	}
	return false
}

// frames is the resolution stack, packed to 10 bytes a frame so that the
// State, which every View and Clone copies, stays small. word[i] holds
// frame i's amount in bits 0-50 (amounts are from 0 to maxMoney = 2^50),
// its kind in bits 51-55, seat in 56-58, to+1 in 59-61 and pile in 62-63;
// card[i] and stage[i] are its card and stage.
type frames struct {
	word  [maxStack]uint64
	card  [maxStack]uint8
	stage [maxStack]uint8
}

const amountMask = 1<<51 - 1 // the amount bits of a packed frame

// The frames are read into and written from a frame the caller holds,
// field by field: a frame is too big to live in registers, and copying a
// whole frame just after writing its fields one by one stalls the processor
// (a wide load cannot take its bytes from several narrow stores still in
// flight). The hot paths therefore avoid whole-frame copies.

// load reads frame i into f.
func (fs *frames) load(i int, f *frame) {
	w := fs.word[i]
	f.kind, f.seat, f.to, f.pile = fKind(w>>51&31), int8(w>>56&7), int8(w>>59&7)-1, uint8(w>>62)
	f.card, f.stage, f.amount = fs.card[i], fs.stage[i], int64(w&amountMask)
}

// get returns a copy of frame i.
func (fs *frames) get(i int) frame {
	var f frame
	fs.load(i, &f)
	return f
}

// store writes f as frame i.
func (fs *frames) store(i int, f *frame) {
	if uint64(f.amount) > amountMask || f.kind >= nKinds || uint8(f.seat) >= maxSeat || uint8(f.to+1) > maxSeat || f.pile > 3 {
		panic("luxshopping: a frame out of range") // cannot happen: moves and imports keep to the ranges
	}
	fs.word[i] = uint64(f.amount) | uint64(f.kind)<<51 | uint64(f.seat)<<56 | uint64(f.to+1)<<59 | uint64(f.pile)<<62
	fs.card[i], fs.stage[i] = f.card, f.stage
}

func (fs *frames) set(i int, f frame) { fs.store(i, &f) }

func (s *State) push(f frame) {
	if int(s.depth) >= maxStack {
		return // cannot happen: a turn needs about 8 frames
	}
	s.stack.store(int(s.depth), &f)
	s.depth++
}

func (s *State) pop() { s.depth-- }

// top is a copy of the top frame (for the cold paths); loadTop reads it
// into f, and setTop writes a changed f back.
func (s *State) top() frame { return s.stack.get(int(s.depth) - 1) }

func (s *State) loadTop(f *frame) { s.stack.load(int(s.depth)-1, f) }

func (s *State) setTop(f *frame) { s.stack.store(int(s.depth)-1, f) }

// The top frame's card, seat and amount, read without the rest.
func (s *State) topCard() int     { return int(s.stack.card[s.depth-1]) }
func (s *State) topSeat() int     { return int(s.stack.word[s.depth-1] >> 56 & 7) }
func (s *State) topAmount() int64 { return int64(s.stack.word[s.depth-1] & amountMask) }

// flush returns every card in flight to its pile, innermost first, and
// empties the stack.
func (s *State) flush() {
	for i := int(s.depth) - 1; i >= 0; i-- {
		if f := s.stack.get(i); f.kind == fReturn {
			s.piles[f.pile].pushBottom(f.card)
		}
	}
	s.depth = 0
}

// parity is the pile this turn's dice total draws from.
func (s *State) parity() uint8 { return uint8(parityPile(int(s.d1) + int(s.d2))) }

// run works the stack until a decision or chance event is awaited.
func (s *State) run() {
	for s.phase != phOver {
		if s.depth == 0 {
			s.phase = phRoll
			return
		}
		if s.step() {
			return
		}
	}
}

// draw gives frame f (a copy of the top frame) its card: the next queued card when the pile has no
// unseen card left, else (chance) it sets phCard and reports true.
func (s *State) draw(f *frame) bool {
	if f.card != 0 {
		return false
	}
	p := &s.piles[f.pile]
	if !p.unseen.empty() {
		if p.unseen.count() == 1 { // one unseen card: no choice
			c := p.unseen.first()
			p.unseen = cardSet{}
			s.drew(f, uint8(c))
			return false
		}
		s.phase = phCard
		return true
	}
	if p.n == 0 {
		return false // cannot happen: at most a few cards are ever in flight
	}
	s.drew(f, p.popTop())
	return false
}

func (s *State) drew(f *frame, c uint8) {
	f.card = c
	s.lastPile, s.lastCard = f.pile, c
	s.note(Event{Kind: EvDraw, Seat: int(f.seat), Card: int(c), Pile: Pile(f.pile)})
}

// step works on the top frame; it reports true when it left the state
// waiting for a decision or chance event.
func (s *State) step() bool {
	var f frame
	s.loadTop(&f)
	if f.kind == fBankrupt && f.card == 0 && s.shopCount(int(f.seat)) == 0 {
		s.pop() // nothing to lose: no card is drawn (§6 step 1)
		return false
	}
	if f.kind.needsCard() {
		if s.draw(&f) {
			return true
		}
		s.pop()
		s.carryOut(f)
		return false
	}
	switch f.kind {
	case fEndTurn:
		s.pop()
		s.endTurn()
	case fMove:
		s.pop()
		a := s.active
		to := (int(s.pos[a])+int(f.amount)-1)%nSpaces + 1
		s.pos[a] = uint8(to)
		s.note(Event{Kind: EvMove, Seat: int(a), Space: to})
		s.resolve() // what a pushed fResolve frame would do next
	case fResolve:
		s.pop()
		s.resolve()
	case fReturn:
		s.pop()
		s.piles[f.pile].pushBottom(f.card)
	case fPay:
		return s.settle()
	case fEach:
		s.each(f)
	default:
		return s.choice(&f)
	}
	return false
}

// carryOut acts on a card just drawn by frame f (already off the stack). A
// card whose effect goes on (mail, Office, Red Button, bankruptcy) stays in
// flight in a return frame under that effect's frames (§12).
func (s *State) carryOut(f frame) {
	c, seat := int(f.card), int(f.seat)
	if f.kind == fDouble {
		// §3 step 2: only an unsigned shop of the active player counts.
		// Without a new sign no goal can have been reached: a game in
		// play has nobody at a goal (every sign and gallery change is
		// checked, and imports check it), so checkWin is for the new sign.
		gained := c <= nShops && int(s.owner[c]) == seat && !s.hasSign(c)
		if gained {
			s.setSign(c, true)
			s.note(Event{Kind: EvSign, Seat: seat, Shop: c})
		}
		s.piles[f.pile].pushBottom(f.card)
		if gained {
			s.checkWin(seat)
		}
		return
	}
	s.push(frame{kind: fReturn, seat: f.seat, pile: f.pile, card: f.card})
	switch f.kind {
	case fMail:
		s.mail(seat, c)
	case fOffice:
		s.effect(seat, officeOutcomes[OfficeOutcome(c)])
	case fRed:
		s.effect(seat, redCards[c])
	case fBankrupt:
		if k := s.bankruptShop(seat, c); k != 0 {
			s.loseShop(k)
			s.note(Event{Kind: EvLoseShop, Seat: seat, Shop: k, Card: c})
		}
	}
}

// choice works on a frame that may need a player's decision (or a chance
// pick of a free shop); when there is nothing to choose it is done at once.
func (s *State) choice(f *frame) bool {
	seat := int(f.seat)
	switch f.kind {
	case fGain, fLose:
		opts := s.signable(seat, f.kind == fGain)
		if bits.OnesCount64(opts) > 1 {
			s.phase = phGain
			if f.kind == fLose {
				s.phase = phLose
			}
			return true
		}
		s.pop()
		if opts != 0 {
			s.signShop(seat, bits.TrailingZeros64(opts), f.kind == fGain)
		}
	case fFree:
		free := s.free()
		if bits.OnesCount64(free) > 1 {
			s.phase = phFree
			return true
		}
		s.pop()
		if free != 0 {
			s.takeFree(seat, bits.TrailingZeros64(free))
		}
	case fBuy:
		k, a := int(f.card), int(s.active)
		if s.firstDone[a] && s.owner[k] == -1 && s.cash[a] >= Price(k) {
			s.phase = phBuy
			return true
		}
		s.pop()
	case fBuild:
		if s.canBuild() {
			s.phase = phBuild
			return true
		}
		s.pop()
	default:
		s.pop() // no other kind can be imported
	}
	return false
}

// resolve resolves the active pawn's space (§4).
func (s *State) resolve() {
	a := s.active
	sp := int(s.pos[a])
	par := s.parity()
	switch KindOf(sp) {
	case SpaceShop:
		k := ShopAt(sp)
		o := s.owner[k]
		s.push(frame{kind: fMail, seat: a, pile: par})
		switch {
		case o == a:
			v := s.landValue(k)
			s.cash[a] += v
			s.note(Event{Kind: EvIncome, Seat: int(a), Shop: k, Amount: v})
			s.push(frame{kind: fBuild, seat: a, card: uint8(k)})
		case o < 0:
			s.push(frame{kind: fBuy, seat: a, card: uint8(k)})
		default:
			v := s.landValue(k)
			s.note(Event{Kind: EvRent, Seat: int(a), Other: int(o), Shop: k, Amount: v})
			s.push(frame{kind: fPay, seat: a, to: o, amount: v})
		}
	case SpaceRedButton:
		s.push(frame{kind: fRed, seat: a, pile: uint8(PileRed)})
	case SpaceOffice:
		s.push(frame{kind: fOffice, seat: a, pile: par})
	case SpacePlusOne:
		s.push(frame{kind: fFree, seat: a})
	case SpaceMinusOne:
		s.push(frame{kind: fBankrupt, seat: a, pile: par})
	}
}

// mail carries out the upper half of card c for seat (§5).
func (s *State) mail(seat, c int) {
	if c > nShops {
		s.effect(seat, mailActions[c-nShops-1])
		return
	}
	o := int(s.owner[c])
	switch {
	case o == seat && SpaceOf(c) == int(s.pos[seat]):
		s.cash[seat] += jackpot
		s.note(Event{Kind: EvJackpot, Seat: seat, Shop: c, Amount: jackpot})
	case o == seat:
		v := s.mailValue(c)
		s.cash[seat] += v
		s.note(Event{Kind: EvMailIncome, Seat: seat, Shop: c, Amount: v})
	case o >= 0:
		v := s.mailValue(c)
		s.note(Event{Kind: EvMailBill, Seat: o, Other: seat, Shop: c, Amount: v})
		s.push(frame{kind: fPay, seat: int8(o), to: int8(seat), amount: v})
	}
}

// effect carries out a card action for seat (§1.3, §1.4).
func (s *State) effect(seat int, e effect) {
	amt := e.amount
	switch e.per {
	case perShop:
		amt *= int64(s.shopCount(seat))
	case perSign:
		amt *= int64(s.signCount(seat))
	case perGallery:
		amt *= int64(s.galleryCount(seat))
	}
	a := int8(seat)
	switch e.op {
	case opReceive:
		s.cash[seat] += amt
		s.note(Event{Kind: EvReceive, Seat: seat, Amount: amt})
	case opPayBank:
		if amt > 0 {
			s.note(Event{Kind: EvPayBank, Seat: seat, Amount: amt})
			s.push(frame{kind: fPay, seat: a, to: -1, amount: amt})
		}
	case opPayEach:
		s.push(frame{kind: fEach, seat: a, to: 0, stage: 1, amount: amt})
	case opCollectEach:
		s.push(frame{kind: fEach, seat: a, to: 1, stage: 1, amount: amt})
	case opGainSign:
		s.push(frame{kind: fGain, seat: a})
	case opLoseSign:
		s.push(frame{kind: fLose, seat: a})
	case opBankrupt:
		s.push(frame{kind: fBankrupt, seat: a, pile: s.parity()})
	case opFreeShop:
		s.push(frame{kind: fFree, seat: a})
	case opAllReceive:
		for i := 0; i < int(s.players); i++ {
			if s.alive[i] {
				s.cash[i] += amt
			}
		}
		s.note(Event{Kind: EvAllReceive, Seat: seat, Amount: amt})
	case opToOffice:
		s.moveTo(seat, nextOffice(int(s.pos[seat])))
	case opBack3:
		s.moveTo(seat, (int(s.pos[seat])+nSpaces-1-backSteps)%nSpaces+1)
	case opTo33:
		s.moveTo(seat, 33)
	case opTo66:
		s.moveTo(seat, 66)
	}
}

func (s *State) moveTo(seat, sp int) {
	s.pos[seat] = uint8(sp)
	s.note(Event{Kind: EvMove, Seat: seat, Space: sp})
	s.push(frame{kind: fResolve, seat: int8(seat)})
}

// nextOffice is the first Office space ahead of sp, wrapping after 66.
func nextOffice(sp int) int {
	for i := 1; i <= nSpaces; i++ {
		x := (sp+i-1)%nSpaces + 1
		if KindOf(x) == SpaceOffice {
			return x
		}
	}
	return 12
}

// each settles the next transfer of a pay-each or collect-each effect (§10).
func (s *State) each(f frame) {
	seat := int(f.seat)
	n := int(s.players)
	if !s.alive[seat] {
		s.pop()
		return
	}
	for off := int(f.stage); off < n; off++ {
		o := (seat + off) % n
		if !s.alive[o] {
			continue
		}
		f.stage = uint8(off + 1)
		s.setTop(&f)
		if f.to == 0 {
			s.push(frame{kind: fPay, seat: int8(seat), to: int8(o), amount: f.amount})
		} else {
			s.push(frame{kind: fPay, seat: int8(o), to: int8(seat), amount: f.amount})
		}
		return
	}
	s.pop()
}

// endTurn passes the turn to the next player still in the game and counts
// rounds (§11.2).
func (s *State) endTurn() {
	a := int(s.active)
	n := int(s.players)
	s.firstDone[a] = true
	s.bought = 0
	// rel is a seat's place in turn order from the first player (first
	// is a seat, or -1 before the rolls: x-first is above -n and at most
	// n).
	rel := func(x int) int {
		r := x - int(s.first)
		if r < 0 {
			r += n
		} else if r >= n {
			r -= n
		}
		return r
	}
	last := true
	for x, ra := 0, rel(a); x < n; x++ {
		if s.alive[x] && rel(x) > ra {
			last = false
			break
		}
	}
	if last {
		s.round++
		if s.maxRounds > 0 && s.round >= s.maxRounds {
			s.finish(endTime, -1)
			return
		}
	}
	for i, x := 1, a; i <= n; i++ {
		if x++; x == n {
			x = 0
		}
		if s.alive[x] {
			s.active = int8(x)
			break
		}
	}
}

// finish ends the game.
func (s *State) finish(end uint8, winner int) {
	s.flush()
	s.phase = phOver
	s.ended = end
	s.winner = int8(winner)
	s.note(Event{Kind: EvEnd, Seat: winner, Amount: int64(end)})
}

// checkWin ends the game if seat has reached a goal (§11.1).
func (s *State) checkWin(seat int) {
	if s.phase == phOver {
		return
	}
	signs, gal := Goals(int(s.players))
	own := s.owned(seat)
	switch {
	case bits.OnesCount64(own&s.signed) >= signs: // signCount
		s.finish(endSigns, seat)
	// A gallery's shops all belong to its owner, so a seat with fewer shops
	// than the goal has no gallery that large.
	case bits.OnesCount64(own) >= gal && s.largestOf(own) >= gal:
		s.finish(endGallery, seat)
	}
}

// checkLast ends the game when one player is left.
func (s *State) checkLast() {
	if s.phase == phOver {
		return
	}
	left, who := 0, -1
	for i := 0; i < int(s.players); i++ {
		if s.alive[i] {
			left++
			who = i
		}
	}
	if left == 1 {
		s.finish(endLast, who)
	}
}
