package luxshopping

import (
	"encoding/json"
	"fmt"
	"math/bits"

	"github.com/galleria-games/galleria/engine"
)

// PositionVersion is the version of the JSON position format.
const PositionVersion = 1

// maxPositionBytes bounds an imported position.
const maxPositionBytes = 64 << 10

const maxMoney = int64(1) << 50

// position is the JSON form (docs/luxshopping-position.md).
type position struct {
	Version   int        `json:"version"`
	Game      string     `json:"game"`
	Players   int        `json:"players"`
	MaxRounds int        `json:"maxRounds"`
	Viewer    int        `json:"viewer"`
	Phase     string     `json:"phase"`
	Ended     string     `json:"ended"`
	Winner    int        `json:"winner"`
	Round     int        `json:"round"`
	Turns     int64      `json:"turns"`
	Active    int        `json:"active"`
	First     int        `json:"first"`
	Dealt     int        `json:"dealt"`
	Dice      [2]int     `json:"dice"`
	Bought    int        `json:"bought"`
	Rollers   []int      `json:"rollers"`
	LastCard  *cardPos   `json:"lastCard"`
	Seats     []seatPos  `json:"seats"`
	Owner     []int      `json:"owner"`
	Signs     []int      `json:"signs"`
	Galleries [][]int    `json:"galleries"`
	Piles     pilesPos   `json:"piles"`
	Stack     []framePos `json:"stack"`
}

type cardPos struct {
	Pile string `json:"pile"`
	Card int    `json:"card"`
}

type seatPos struct {
	Cash      int64 `json:"cash"`
	Pos       int   `json:"pos"`
	Alive     bool  `json:"alive"`
	FirstDone bool  `json:"firstDone"`
	Out       int   `json:"out"`
	Roll      int   `json:"roll"`
}

type pilePos struct {
	Unseen []int `json:"unseen"`
	Queue  []int `json:"queue"`
}

type pilesPos struct {
	Even pilePos `json:"even"`
	Odd  pilePos `json:"odd"`
	Red  pilePos `json:"red"`
}

type framePos struct {
	Do     string `json:"do"`
	Seat   int    `json:"seat"`
	To     int    `json:"to"`
	Pile   string `json:"pile"`
	Card   int    `json:"card"`
	Stage  int    `json:"stage"`
	Amount int64  `json:"amount"`
}

// Position implements engine.State.
func (s *State) Position() ([]byte, error) {
	n := int(s.players)
	p := position{
		Version: PositionVersion, Game: GameName, Players: n, MaxRounds: int(s.maxRounds),
		Viewer: int(s.viewer), Phase: phaseNames[s.phase], Ended: endNames[s.ended],
		Winner: int(s.winner), Round: int(s.round), Turns: int64(s.turns), Active: int(s.active),
		First: int(s.first), Dealt: int(s.dealt), Dice: [2]int{int(s.d1), int(s.d2)},
		Bought: int(s.bought), Rollers: []int{}, Signs: []int{}, Galleries: [][]int{},
	}
	for i := 0; i < n; i++ {
		if s.rollers&(1<<i) != 0 {
			p.Rollers = append(p.Rollers, i)
		}
		p.Seats = append(p.Seats, seatPos{Cash: s.cash[i], Pos: int(s.pos[i]), Alive: s.alive[i],
			FirstDone: s.firstDone[i], Out: int(s.outOrder[i]), Roll: int(s.rolls[i])})
	}
	if s.lastCard != 0 {
		p.LastCard = &cardPos{Pile: Pile(s.lastPile).String(), Card: int(s.lastCard)}
	}
	for k := 1; k <= nShops; k++ {
		p.Owner = append(p.Owner, int(s.owner[k]))
		if s.hasSign(k) {
			p.Signs = append(p.Signs, k)
		}
	}
	if g := s.Galleries(); g != nil {
		p.Galleries = g
	}
	pp := func(x *pile) pilePos { return pilePos{Unseen: x.unseen.list(), Queue: append([]int{}, x.queue()...)} }
	p.Piles = pilesPos{Even: pp(&s.piles[PileEven]), Odd: pp(&s.piles[PileOdd]), Red: pp(&s.piles[PileRed])}
	p.Stack = []framePos{}
	for i := 0; i < int(s.depth); i++ {
		f := s.stack.get(i)
		fp := framePos{Do: kindNames[f.kind], Seat: int(f.seat), To: int(f.to), Card: int(f.card), Stage: int(f.stage), Amount: f.amount}
		if f.kind.needsCard() || f.kind == fReturn {
			fp.Pile = Pile(f.pile).String()
		}
		p.Stack = append(p.Stack, fp)
	}
	return json.Marshal(p)
}

// Import implements engine.Game: it reads a position written by Position
// and checks it completely; an error names the field.
func (Game) Import(data []byte) (engine.State, error) {
	s, err := ImportState(data)
	if err != nil {
		return nil, err
	}
	return s, nil
}

func lookup(names []string, v, field string) (uint8, error) {
	for i, n := range names {
		if n == v && (n != "" || field == "ended") {
			return uint8(i), nil
		}
	}
	return 0, fmt.Errorf("position: %s %q is not one of %v", field, v, names)
}

func pileByName(v, field string) (Pile, error) {
	for i, n := range pileNames {
		if n == v {
			return Pile(i), nil
		}
	}
	return 0, fmt.Errorf("position: %s %q is not even, odd or red", field, v)
}

// ImportState is Import with the concrete type.
func ImportState(data []byte) (*State, error) {
	var p position
	if err := engine.DecodeStrict("position", data, maxPositionBytes, &p); err != nil {
		return nil, err
	}
	if p.Version != PositionVersion {
		return nil, fmt.Errorf("position: version %d, want %d", p.Version, PositionVersion)
	}
	if p.Game != GameName {
		return nil, fmt.Errorf("position: game %q, want %q", p.Game, GameName)
	}
	n := p.Players
	if n < minSeat || n > maxSeat {
		return nil, fmt.Errorf("position: players %d, want %d to %d", n, minSeat, maxSeat)
	}
	if p.MaxRounds < 1 || p.MaxRounds > 1000 {
		return nil, fmt.Errorf("position: maxRounds %d, want 1 to 1000", p.MaxRounds)
	}
	s := &State{players: uint8(n), maxRounds: uint16(p.MaxRounds), lastPile: uint8(nPiles)}
	if err := s.importHeader(&p); err != nil {
		return nil, err
	}
	if err := s.importSeats(&p); err != nil {
		return nil, err
	}
	if err := s.importShops(&p); err != nil {
		return nil, err
	}
	if err := s.importStack(&p); err != nil {
		return nil, err
	}
	if err := s.importPiles(&p); err != nil {
		return nil, err
	}
	if p.LastCard != nil {
		pl, err := pileByName(p.LastCard.Pile, "lastCard.pile")
		if err != nil {
			return nil, err
		}
		if !inPile(pl, p.LastCard.Card) {
			return nil, fmt.Errorf("position: lastCard %d is not a card of the %s pile", p.LastCard.Card, pl)
		}
		s.lastPile, s.lastCard = uint8(pl), uint8(p.LastCard.Card)
	}
	if err := s.checkPhase(&p); err != nil {
		return nil, err
	}
	if err := s.checkGoals(); err != nil {
		return nil, err
	}
	return s, nil
}

// checkGoals checks that the way the game ended fits the winner, and that
// nobody in a game still in play has reached a goal (it would have ended).
func (s *State) checkGoals() error {
	signs, gal := Goals(int(s.players))
	w := int(s.winner)
	switch s.ended {
	case endSigns:
		if !s.alive[w] || s.signCount(w) < signs {
			return fmt.Errorf("position: ended %q, but winner %d has %d signs of the %d needed", endNames[s.ended], w, s.signCount(w), signs)
		}
	case endGallery:
		if !s.alive[w] || s.largestGallery(w) < gal {
			return fmt.Errorf("position: ended %q, but winner %d has %d shops in a gallery of the %d needed", endNames[s.ended], w, s.largestGallery(w), gal)
		}
	case endLast:
		for i := 0; i < int(s.players); i++ {
			if s.alive[i] != (i == w) {
				return fmt.Errorf("position: ended %q, but winner %d is not the only player left", endNames[s.ended], w)
			}
		}
	case endNone:
		for i := 0; i < int(s.players); i++ {
			if s.alive[i] && (s.signCount(i) >= signs || s.largestGallery(i) >= gal) {
				return fmt.Errorf("position: seat %d has reached a goal, but the game is not over", i)
			}
		}
	}
	return nil
}

// importHeader reads the scalar fields: viewer, phase, ending, winner,
// counters, active and first player, the deal and the dice.
func (s *State) importHeader(p *position) error {
	n := p.Players
	if p.Viewer < -1 || p.Viewer > n {
		return fmt.Errorf("position: viewer %d, want -1 to %d", p.Viewer, n)
	}
	s.viewer = int8(p.Viewer)
	var err error
	if s.phase, err = lookup(phaseNames[:], p.Phase, "phase"); err != nil {
		return err
	}
	if s.ended, err = lookup(endNames[:], p.Ended, "ended"); err != nil {
		return err
	}
	if (s.phase == phOver) != (s.ended != endNone) {
		return fmt.Errorf("position: ended %q does not fit phase %q", p.Ended, p.Phase)
	}
	wantWinner := s.ended == endSigns || s.ended == endGallery || s.ended == endLast
	if p.Winner < -1 || p.Winner >= n || (p.Winner >= 0) != wantWinner {
		return fmt.Errorf("position: winner %d does not fit ended %q", p.Winner, p.Ended)
	}
	s.winner = int8(p.Winner)
	if p.Round < 0 || p.Round > p.MaxRounds || (p.Round == p.MaxRounds) != (s.ended == endTime) {
		return fmt.Errorf("position: round %d, want 0 to %d (the time limit, and only it, ends the game at %d)", p.Round, p.MaxRounds, p.MaxRounds)
	}
	s.round = uint16(p.Round)
	if p.Turns < 0 || p.Turns > 1<<31 {
		return fmt.Errorf("position: turns %d out of range", p.Turns)
	}
	s.turns = uint32(p.Turns)
	if p.Active < 0 || p.Active >= n {
		return fmt.Errorf("position: active %d, want a seat from 0 to %d", p.Active, n-1)
	}
	s.active = int8(p.Active)
	early := s.phase == phDeal || s.phase == phFirst
	if p.First < -1 || p.First >= n || (p.First < 0) != early {
		return fmt.Errorf("position: first %d does not fit phase %q", p.First, p.Phase)
	}
	s.first = int8(p.First)
	if p.Dealt < 0 || p.Dealt > n*dealEach || (s.phase == phDeal) != (p.Dealt < n*dealEach) {
		return fmt.Errorf("position: dealt %d does not fit phase %q and %d players", p.Dealt, p.Phase, n)
	}
	s.dealt = uint8(p.Dealt)
	d1, d2 := p.Dice[0], p.Dice[1]
	if d1 < 0 || d1 > 6 || d2 < d1 || d2 > 6 || (d1 == 0) != (d2 == 0) {
		return fmt.Errorf("position: dice %v, want two faces 1…6 in order (or 0 0)", p.Dice)
	}
	s.d1, s.d2 = uint8(d1), uint8(d2)
	return nil
}

func (s *State) importSeats(p *position) error {
	n := int(s.players)
	if len(p.Seats) != n {
		return fmt.Errorf("position: seats has %d entries, want %d", len(p.Seats), n)
	}
	outs := map[int]bool{}
	alive := 0
	for i, sp := range p.Seats {
		if sp.Cash < 0 || sp.Cash > maxMoney {
			return fmt.Errorf("position: seats[%d].cash %d out of range", i, sp.Cash)
		}
		if sp.Pos < 0 || sp.Pos > nSpaces {
			return fmt.Errorf("position: seats[%d].pos %d, want 0 to %d", i, sp.Pos, nSpaces)
		}
		if sp.Roll < 0 || sp.Roll > 6 {
			return fmt.Errorf("position: seats[%d].roll %d, want 0 to 6", i, sp.Roll)
		}
		if sp.Alive != (sp.Out == 0) || sp.Out < 0 || sp.Out > n || outs[sp.Out] {
			return fmt.Errorf("position: seats[%d].out %d does not fit alive %v (or repeats)", i, sp.Out, sp.Alive)
		}
		if !sp.Alive {
			outs[sp.Out] = true
			if sp.Cash != 0 {
				return fmt.Errorf("position: seats[%d] is out but has cash %d", i, sp.Cash)
			}
		} else {
			alive++
		}
		s.cash[i], s.pos[i], s.alive[i], s.firstDone[i] = sp.Cash, uint8(sp.Pos), sp.Alive, sp.FirstDone
		s.outOrder[i], s.rolls[i] = uint8(sp.Out), uint8(sp.Roll)
	}
	for k := 1; k <= len(outs); k++ {
		if !outs[k] {
			return fmt.Errorf("position: seats' out numbers are not 1 to %d", len(outs))
		}
	}
	s.outCount = uint8(len(outs))
	if s.phase != phOver && (alive < 2 || !s.alive[s.active]) {
		return fmt.Errorf("position: a game in play needs at least 2 players in and an active player in (active %d)", s.active)
	}
	for _, r := range p.Rollers {
		if r < 0 || r >= n || s.rollers&(1<<r) != 0 {
			return fmt.Errorf("position: rollers %v: bad or repeated seat", p.Rollers)
		}
		s.rollers |= 1 << r
	}
	if (s.phase == phFirst) != (s.rollers != 0) {
		return fmt.Errorf("position: rollers %v do not fit phase %q", p.Rollers, p.Phase)
	}
	return nil
}

func (s *State) importShops(p *position) error {
	n := int(s.players)
	if len(p.Owner) != nShops {
		return fmt.Errorf("position: owner has %d entries, want %d", len(p.Owner), nShops)
	}
	for i, o := range p.Owner {
		if o < -1 || o >= n || (o >= 0 && !s.alive[o]) {
			return fmt.Errorf("position: owner[%d] (shop %d) is %d: want -1 or a seat still in", i, i+1, o)
		}
		s.owner[i+1] = int8(o)
	}
	if s.phase == phDeal {
		for seat := 0; seat < n; seat++ {
			want := min(dealEach, max(0, int(s.dealt)-dealEach*seat))
			if s.shopCount(seat) != want {
				return fmt.Errorf("position: seat %d owns %d shops after %d dealt, want %d", seat, s.shopCount(seat), s.dealt, want)
			}
		}
	}
	for _, k := range p.Signs {
		if k < 1 || k > nShops || s.hasSign(k) || s.owner[k] < 0 {
			return fmt.Errorf("position: signs: shop %d is not an owned shop (or repeats)", k)
		}
		s.setSign(k, true)
	}
	for gi, g := range p.Galleries {
		if len(g) < 3 {
			return fmt.Errorf("position: galleries[%d] has %d shops, want at least 3", gi, len(g))
		}
		id := nShops + 1
		for _, k := range g {
			if k < 1 || k > nShops || s.gallery[k] != 0 || s.owner[k] < 0 || s.owner[k] != s.owner[g[0]] {
				return fmt.Errorf("position: galleries[%d]: shop %d is not an owned shop of one owner outside other galleries", gi, k)
			}
			id = min(id, k)
			s.gallery[k] = 255
		}
		for _, k := range g {
			s.gallery[k] = uint8(id)
		}
	}
	// A shop bought this turn is the active player's, or free again when a
	// forced sale later in the turn sold it.
	if p.Bought < 0 || p.Bought > nShops || (p.Bought > 0 && s.owner[p.Bought] != -1 && int(s.owner[p.Bought]) != int(s.active)) {
		return fmt.Errorf("position: bought %d is not a shop of the active player nor free", p.Bought)
	}
	s.bought = uint8(p.Bought)
	return nil
}

func (s *State) importStack(p *position) error {
	n := int(s.players)
	if len(p.Stack) > maxStack {
		return fmt.Errorf("position: stack has %d frames, at most %d", len(p.Stack), maxStack)
	}
	for i, fp := range p.Stack {
		k, err := lookup(kindNames[:], fp.Do, fmt.Sprintf("stack[%d].do", i))
		if err != nil {
			return err
		}
		f := frame{kind: fKind(k), stage: uint8(fp.Stage), amount: fp.Amount}
		where := fmt.Sprintf("position: stack[%d] (%s)", i, fp.Do)
		if fp.Seat < 0 || fp.Seat >= n || fp.To < -1 || fp.To >= n || fp.Stage < 0 || fp.Stage > n || fp.Amount < 0 || fp.Amount > maxMoney {
			return fmt.Errorf("%s: seat %d, to %d, stage %d or amount %d out of range", where, fp.Seat, fp.To, fp.Stage, fp.Amount)
		}
		f.seat, f.to = int8(fp.Seat), int8(fp.To)
		// Only the turn's end outlives an eliminated seat's work, and a
		// payment goes to a seat still in (or the bank).
		if f.kind != fEndTurn && !s.alive[f.seat] || f.kind == fPay && f.to >= 0 && !s.alive[f.to] {
			return fmt.Errorf("%s: seat %d (or the creditor %d) is out of the game", where, fp.Seat, fp.To)
		}
		if f.kind.needsCard() || f.kind == fReturn {
			pl, err := pileByName(fp.Pile, where+" pile")
			if err != nil {
				return err
			}
			if f.kind != fReturn && (f.kind == fRed) != (pl == PileRed) { // a return frame holds a card of any pile
				return fmt.Errorf("%s: pile %s does not fit", where, pl)
			}
			f.pile = uint8(pl)
			if fp.Card != 0 && !inPile(pl, fp.Card) || f.kind == fReturn && fp.Card == 0 {
				return fmt.Errorf("%s: card %d is not a card of the %s pile", where, fp.Card, pl)
			}
			if f.kind != fReturn && fp.Card != 0 {
				return fmt.Errorf("%s: a drawing frame holds no card yet (card %d)", where, fp.Card)
			}
		} else if fp.Pile != "" {
			return fmt.Errorf("%s: has a pile", where)
		} else if f.kind == fBuy || f.kind == fBuild {
			if fp.Card < 1 || fp.Card > nShops {
				return fmt.Errorf("%s: card %d is not a shop", where, fp.Card)
			}
		} else if fp.Card != 0 {
			return fmt.Errorf("%s: card %d given", where, fp.Card)
		}
		f.card = uint8(fp.Card)
		if f.kind == fMove && (fp.Amount < 2 || fp.Amount > 12) {
			return fmt.Errorf("%s: amount %d, want a dice total 2 to 12", where, fp.Amount)
		}
		s.stack.set(i, f)
	}
	s.depth = uint8(len(p.Stack))
	return nil
}

func (s *State) importPiles(p *position) error {
	lists := [nPiles]pilePos{p.Piles.Even, p.Piles.Odd, p.Piles.Red}
	var inFlight [nPiles][]int
	for i := 0; i < int(s.depth); i++ {
		if f := s.stack.get(i); f.kind == fReturn {
			inFlight[f.pile] = append(inFlight[f.pile], int(f.card))
		}
	}
	for pi := Pile(0); pi < nPiles; pi++ {
		seen := map[int]bool{}
		x := &s.piles[pi]
		add := func(c int, what string) error {
			if !inPile(pi, c) || seen[c] {
				return fmt.Errorf("position: piles.%s.%s: card %d is not a card of the pile or appears twice", pi, what, c)
			}
			seen[c] = true
			return nil
		}
		for _, c := range lists[pi].Unseen {
			if err := add(c, "unseen"); err != nil {
				return err
			}
			x.unseen.add(c)
		}
		if len(lists[pi].Queue) > len(x.ring) {
			return fmt.Errorf("position: piles.%s.queue is too long", pi)
		}
		for _, c := range lists[pi].Queue {
			if err := add(c, "queue"); err != nil {
				return err
			}
			x.pushBottom(uint8(c))
		}
		for _, c := range inFlight[pi] {
			if err := add(c, "stack"); err != nil {
				return err
			}
		}
		if len(seen) != pileSize[pi] {
			return fmt.Errorf("position: piles.%s holds %d cards with those in flight, want %d", pi, len(seen), pileSize[pi])
		}
	}
	return nil
}

// checkPhase checks that what the phase waits for exists, so that every
// imported state has legal moves and resumes safely.
func (s *State) checkPhase(p *position) error {
	bad := func(why string) error { return fmt.Errorf("position: phase %q: %s", p.Phase, why) }
	var f *frame
	if s.depth > 0 {
		top := s.top()
		f = &top
	}
	switch s.phase {
	case phDeal, phFirst, phRoll, phDice, phOver:
		if s.depth != 0 {
			return bad("the stack must be empty")
		}
	case phCard:
		if f == nil || !f.kind.needsCard() || f.card != 0 || s.piles[f.pile].unseen.count() < 2 {
			return bad("the top frame must draw from a pile with at least 2 unseen cards")
		}
		if f.kind == fBankrupt && s.shopCount(int(f.seat)) == 0 {
			return bad("a bankruptcy draws no card from a player without shops")
		}
	case phFree:
		if f == nil || f.kind != fFree || bits.OnesCount64(s.free()) < 2 {
			return bad("the top frame must be free with at least 2 free shops")
		}
	case phBuy:
		if f == nil || f.kind != fBuy || int(s.pos[s.active]) != SpaceOf(int(f.card)) || s.owner[f.card] != -1 || !s.firstDone[s.active] || s.cash[s.active] < Price(int(f.card)) {
			return bad("the top frame must be buy of the free shop the active player stands on and can afford")
		}
	case phBuild:
		if f == nil || f.kind != fBuild || int(s.owner[f.card]) != int(s.active) || !s.canBuild() {
			return bad("the top frame must be build at a shop of the active player with a gallery move possible")
		}
	case phGain, phLose:
		want := fGain
		if s.phase == phLose {
			want = fLose
		}
		if f == nil || f.kind != want || bits.OnesCount64(s.signable(int(f.seat), want == fGain)) < 2 {
			return bad("the top frame must be " + kindNames[want] + " with at least 2 shops to choose from")
		}
	case phSell:
		if f == nil || f.kind != fPay || f.amount <= 0 || !s.alive[f.seat] || s.cash[f.seat]+s.worth(int(f.seat)) < f.amount || s.cash[f.seat] < f.amount && s.shopCount(int(f.seat)) == 0 {
			return bad("the top frame must be a payment the debtor can cover by selling")
		}
	}
	if f != nil && f.kind.needsCard() && s.phase != phCard {
		return bad("a drawing frame on top waits for phase card")
	}
	return nil
}
