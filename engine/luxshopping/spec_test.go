package luxshopping_test

// Spec tests: one test per case of shared/rules/luxembourg-shopping.md, §14
// ("Test cases"), LS-T1 … LS-T22. Each test builds the case's position
// through the documented JSON position (Position, ImportState): a real game
// is set up, its position is edited (owners, cash, pawns, piles, signs,
// galleries) and imported again; the case is then played through the public
// API (Apply with moves and chance outcomes) and the spec's numbers are
// checked.
//
// Seats: A is seat 0, B seat 1, and so on. "Top of the even pile = card n"
// is set either by importing a pile with no unseen cards and a queue
// starting with n (lstTop), or by applying the chance outcome "card n" at
// the draw (LS-T8). Unless a case says otherwise it is nobody's first turn,
// every shop is free, nobody has a sign and no gallery exists. Helpers are
// prefixed lst so as not to clash with other test files of the package.

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"slices"
	"sort"
	"testing"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/engine/bot"
	"github.com/galleria-games/galleria/engine/luxshopping"
)

// lstPos mirrors the JSON position (docs: position.go, position struct).
type lstPos struct {
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
	LastCard  *lstCard   `json:"lastCard"`
	Seats     []lstSeat  `json:"seats"`
	Owner     []int      `json:"owner"`
	Signs     []int      `json:"signs"`
	Galleries [][]int    `json:"galleries"`
	Piles     lstPiles   `json:"piles"`
	Stack     []lstFrame `json:"stack"`
}

type lstCard struct {
	Pile string `json:"pile"`
	Card int    `json:"card"`
}

type lstSeat struct {
	Cash      int64 `json:"cash"`
	Pos       int   `json:"pos"`
	Alive     bool  `json:"alive"`
	FirstDone bool  `json:"firstDone"`
	Out       int   `json:"out"`
	Roll      int   `json:"roll"`
}

type lstPile struct {
	Unseen []int `json:"unseen"`
	Queue  []int `json:"queue"`
}

type lstPiles struct {
	Even lstPile `json:"even"`
	Odd  lstPile `json:"odd"`
	Red  lstPile `json:"red"`
}

type lstFrame struct {
	Do     string `json:"do"`
	Seat   int    `json:"seat"`
	To     int    `json:"to"`
	Pile   string `json:"pile"`
	Card   int    `json:"card"`
	Stage  int    `json:"stage"`
	Amount int64  `json:"amount"`
}

const (
	lstA = 0
	lstB = 1
)

// lstStarted plays the setup of a real game (deal, first-player rolls) with
// fixed chance outcomes: seat 0 rolls lowest and starts.
func lstStarted(t *testing.T, players, rounds int) *luxshopping.State {
	t.Helper()
	st, err := luxshopping.Game{}.NewState(engine.Options{"players": fmt.Sprint(players), "rounds": fmt.Sprint(rounds)})
	if err != nil {
		t.Fatal(err)
	}
	roll := 0
	for st.Waiting().Phase != "roll" {
		outs := st.LegalMoves(engine.Chance)
		if len(outs) == 0 {
			t.Fatalf("setup stuck in phase %q", st.Waiting().Phase)
		}
		m := outs[0]
		if st.Waiting().Phase == "first" {
			roll++
			m = fmt.Sprint("first ", roll)
		}
		lstApply(t, st, engine.Chance, m)
	}
	return st
}

// lstPosOf reads st's JSON position.
func lstPosOf(t *testing.T, st *luxshopping.State) *lstPos {
	t.Helper()
	b, err := st.Position()
	if err != nil {
		t.Fatal(err)
	}
	var p lstPos
	if err := json.Unmarshal(b, &p); err != nil {
		t.Fatal(err)
	}
	return &p
}

// lstBase is the default "given" of §14: players seats with 100,000 each on
// space 1, no first turn, every shop free, no sign, no gallery, and every
// pile in known ascending order (even 2, 4, …; odd 1, 3, …; red 1, 2, …).
func lstBase(t *testing.T, players int) *lstPos {
	t.Helper()
	p := lstPosOf(t, lstStarted(t, players, luxshopping.DefaultRounds))
	for i := range p.Owner {
		p.Owner[i] = -1
	}
	for i := range p.Seats {
		p.Seats[i].Cash = 100000
		p.Seats[i].Pos = 1
		p.Seats[i].FirstDone = true
	}
	p.Round, p.Turns, p.Active = 1, int64(players), 0
	p.Signs, p.Galleries = []int{}, [][]int{}
	for _, pl := range []*lstPile{&p.Piles.Even, &p.Piles.Odd, &p.Piles.Red} {
		lstTop(pl)
	}
	return p
}

// lstTop makes pl fully known: the given cards on top, in order, then the
// pile's other cards in ascending order.
func lstTop(pl *lstPile, top ...int) {
	all := append(append([]int{}, pl.Unseen...), pl.Queue...)
	sort.Ints(all)
	q := append([]int{}, top...)
	for _, c := range all {
		if !slices.Contains(top, c) {
			q = append(q, c)
		}
	}
	pl.Unseen, pl.Queue = []int{}, q
}

// lstUnseen makes pl wholly unseen: every draw is a chance event.
func lstUnseen(pl *lstPile) {
	all := append(append([]int{}, pl.Unseen...), pl.Queue...)
	sort.Ints(all)
	pl.Unseen, pl.Queue = all, []int{}
}

func lstOwn(p *lstPos, seat int, shops ...int) {
	for _, k := range shops {
		p.Owner[k-1] = seat
	}
}

func lstRange(from, to int) []int {
	var out []int
	for k := from; k <= to; k++ {
		out = append(out, k)
	}
	return out
}

// lstState imports p.
func lstState(t *testing.T, p *lstPos) *luxshopping.State {
	t.Helper()
	b, err := json.Marshal(p)
	if err != nil {
		t.Fatal(err)
	}
	st, err := luxshopping.ImportState(b)
	if err != nil {
		t.Fatalf("import: %v", err)
	}
	return st
}

func lstApply(t *testing.T, st *luxshopping.State, seat int, move string) []luxshopping.Event {
	t.Helper()
	evs, err := st.ApplyTrace(seat, move)
	if err != nil {
		t.Fatalf("%s by seat %d: %v", move, seat, err)
	}
	return evs
}

// lstTurn plays the active seat's roll and the dice d1 d2.
func lstTurn(t *testing.T, st *luxshopping.State, d1, d2 int) []luxshopping.Event {
	t.Helper()
	evs := lstApply(t, st, st.Active(), "roll")
	return append(evs, lstApply(t, st, engine.Chance, fmt.Sprintf("dice %d %d", d1, d2))...)
}

// lstWait checks what st waits for.
func lstWait(t *testing.T, st *luxshopping.State, phase string, seat int) {
	t.Helper()
	if w := st.Waiting(); w.Phase != phase || w.Seat != seat {
		t.Fatalf("waiting for %q by seat %d, want %q by seat %d", w.Phase, w.Seat, phase, seat)
	}
}

func lstLegal(t *testing.T, st *luxshopping.State, seat int, want ...string) {
	t.Helper()
	got := st.LegalMoves(seat)
	if !slices.Equal(got, want) {
		t.Fatalf("legal moves of seat %d: %v, want %v", seat, got, want)
	}
}

func lstCash(t *testing.T, st *luxshopping.State, seat int, want int64) {
	t.Helper()
	if got := st.Cash(seat); got != want {
		t.Errorf("seat %d cash %d, want %d", seat, got, want)
	}
}

func lstOwner(t *testing.T, st *luxshopping.State, shop, want int) {
	t.Helper()
	if got := st.Owner(shop); got != want {
		t.Errorf("shop %d owner %d, want %d", shop, got, want)
	}
}

// lstDraws lists the draws among evs as "pile card".
func lstDraws(evs []luxshopping.Event) []string {
	var out []string
	for _, e := range evs {
		if e.Kind == luxshopping.EvDraw {
			out = append(out, fmt.Sprintf("%s %d", e.Pile, e.Card))
		}
	}
	return out
}

func lstHas(evs []luxshopping.Event, kind luxshopping.EventKind) *luxshopping.Event {
	for i := range evs {
		if evs[i].Kind == kind {
			return &evs[i]
		}
	}
	return nil
}

// lstQueue is the known order of a pile, top first.
func lstQueue(t *testing.T, st *luxshopping.State, pile string) []int {
	t.Helper()
	p := lstPosOf(t, st)
	var pl lstPile
	switch pile {
	case "even":
		pl = p.Piles.Even
	case "odd":
		pl = p.Piles.Odd
	default:
		pl = p.Piles.Red
	}
	if len(pl.Unseen) != 0 {
		t.Fatalf("%s pile has unseen cards %v", pile, pl.Unseen)
	}
	return pl.Queue
}

// lstPileAfter is the ascending order of a pile's cards with the given ones
// left out and then put at the bottom in order: the expected order of a
// pile built by lstTop(drawn...) once those cards were drawn and returned.
func lstPileAfter(parity string, returned ...int) []int {
	var out []int
	for c := 1; c <= 72; c++ {
		if (c%2 == 0) == (parity == "even") && !slices.Contains(returned, c) {
			out = append(out, c)
		}
	}
	return append(out, returned...)
}

// LS-T1 Landing on your own shop (B1).
func TestLST01OwnShop(t *testing.T) {
	p := lstBase(t, 2)
	lstOwn(p, lstA, 5)
	p.Seats[lstA].Pos = 1
	lstTop(&p.Piles.Even, 2)
	st := lstState(t, p)
	evs := lstTurn(t, st, 1, 3)
	if st.Pos(lstA) != 5 {
		t.Errorf("A on space %d, want 5", st.Pos(lstA))
	}
	if e := lstHas(evs, luxshopping.EvIncome); e == nil || e.Amount != 3000 || e.Shop != 5 {
		t.Errorf("income event %+v, want 3,000 at shop 5", e)
	}
	if st.Signed(5) {
		t.Error("not a double, but shop 5 got a sign")
	}
	// No gallery option: the turn ran to B's roll without a decision.
	lstWait(t, st, "roll", lstB)
	if d := lstDraws(evs); !slices.Equal(d, []string{"even 2"}) {
		t.Errorf("draws %v, want the mail card 2 from the even pile", d)
	}
	lstOwner(t, st, 2, -1)
	lstCash(t, st, lstA, 103000)
	if q := lstQueue(t, st, "even"); !slices.Equal(q, lstPileAfter("even", 2)) {
		t.Errorf("even pile %v, want card 2 at the bottom", q)
	}
}

// LS-T2 Paying rent with a sign (B2).
func TestLST02RentWithSign(t *testing.T) {
	p := lstBase(t, 2)
	lstOwn(p, lstB, 45)
	p.Signs = []int{45}
	p.Seats[lstA].Cash = 50000
	p.Seats[lstA].Pos = 48 // 48 + 4 = space 52 (shop 45)
	lstTop(&p.Piles.Even, 2)
	st := lstState(t, p)
	evs := lstTurn(t, st, 1, 3)
	if st.Pos(lstA) != 52 {
		t.Fatalf("A on space %d, want 52", st.Pos(lstA))
	}
	lstCash(t, st, lstA, 35000)
	lstCash(t, st, lstB, 115000)
	// Then A opens the mail: the payment comes before the mail draw.
	paid, drew := -1, -1
	for i, e := range evs {
		if e.Kind == luxshopping.EvPaid && e.Seat == lstA && e.Other == lstB && e.Amount == 15000 {
			paid = i
		}
		if e.Kind == luxshopping.EvDraw && e.Pile == luxshopping.PileEven {
			drew = i
		}
	}
	if paid < 0 || drew < 0 || paid > drew {
		t.Errorf("events: payment of 15,000 at %d, mail draw at %d; want the payment, then the mail", paid, drew)
	}
	lstWait(t, st, "roll", lstB)
}

// LS-T3 Buying (B3) and the first-turn ban.
func TestLST03Buying(t *testing.T) {
	given := func(t *testing.T, first bool) *luxshopping.State {
		p := lstBase(t, 2)
		p.Seats[lstA].Pos = 19 // 19 + 4 = space 23 (shop 20)
		if first {
			p.Seats[lstA].FirstDone = false
			p.Round, p.Turns = 0, 1
		}
		lstTop(&p.Piles.Even, 2)
		return lstState(t, p)
	}
	for _, move := range []string{"buy", "pass"} {
		t.Run("not first turn, "+move, func(t *testing.T) {
			st := given(t, false)
			lstTurn(t, st, 1, 3)
			lstWait(t, st, "buy", lstA)
			if w := st.Waiting(); w.Shop != 20 {
				t.Fatalf("buy offered for shop %d, want 20", w.Shop)
			}
			lstLegal(t, st, lstA, "buy", "pass")
			evs := lstApply(t, st, lstA, move)
			if move == "buy" {
				lstCash(t, st, lstA, 84000)
				lstOwner(t, st, 20, lstA)
			} else {
				lstCash(t, st, lstA, 100000)
				lstOwner(t, st, 20, -1)
			}
			if d := lstDraws(evs); !slices.Equal(d, []string{"even 2"}) {
				t.Errorf("draws after %s: %v, want the mail card 2", move, d)
			}
			lstWait(t, st, "roll", lstB)
		})
	}
	t.Run("first turn", func(t *testing.T) {
		st := given(t, true)
		if !st.FirstTurn(lstA) {
			t.Fatal("not A's first turn")
		}
		evs := lstTurn(t, st, 1, 3)
		// No buy option: the turn ran on through the mail to B's roll.
		lstWait(t, st, "roll", lstB)
		lstOwner(t, st, 20, -1)
		lstCash(t, st, lstA, 100000)
		if d := lstDraws(evs); !slices.Equal(d, []string{"even 2"}) {
			t.Errorf("draws %v, want the mail card 2", d)
		}
		if st.FirstTurn(lstA) {
			t.Error("A's first turn is still not done")
		}
	})
}

// LS-T4 Creating a gallery (rulebook example).
func TestLST04CreateGallery(t *testing.T) {
	cases := []struct {
		name     string
		pos      int
		shops    []int
		move     string
		cost     int64
		landed   int
		wantGall []int
	}{
		{"orange 3 4 5", 65, []int{3, 4, 5}, "gallery 4 5", 9000, 3, []int{3, 4, 5}},
		{"5 with 25 and 45", 1, []int{5, 25, 45}, "gallery 25 45", 19000, 5, []int{5, 25, 45}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p := lstBase(t, 2)
			lstOwn(p, lstA, c.shops...)
			p.Seats[lstA].Pos = c.pos
			lstTop(&p.Piles.Even, 2)
			st := lstState(t, p)
			lstTurn(t, st, 1, 3)
			if st.Pos(lstA) != c.landed {
				t.Fatalf("A on space %d, want %d", st.Pos(lstA), c.landed)
			}
			lstWait(t, st, "build", lstA)
			lstLegal(t, st, lstA, c.move, "pass")
			evs := lstApply(t, st, lstA, c.move)
			if e := lstHas(evs, luxshopping.EvGallery); e == nil || e.Amount != c.cost {
				t.Errorf("gallery event %+v, want cost %d", e, c.cost)
			}
			lstCash(t, st, lstA, 100000+3000-c.cost)
			if g := st.Galleries(); len(g) != 1 || !slices.Equal(g[0], c.wantGall) {
				t.Errorf("galleries %v, want [%v]", g, c.wantGall)
			}
			if v := st.GalleryValue(st.GalleryOf(c.landed)); v != c.cost {
				t.Errorf("gallery value %d, want %d", v, c.cost)
			}
		})
	}
}

// LS-T5 Visitor pays the whole gallery.
func TestLST05GalleryRent(t *testing.T) {
	for _, sign := range []bool{false, true} {
		bonus := int64(0)
		if sign {
			bonus = 5000
		}
		t.Run(fmt.Sprintf("visitor sign=%v", sign), func(t *testing.T) {
			p := lstBase(t, 2)
			lstOwn(p, lstA, 5, 25, 45)
			p.Galleries = [][]int{{5, 25, 45}}
			if sign {
				p.Signs = []int{25}
			}
			p.Active = lstB
			p.Seats[lstB].Pos = 25 // 25 + 4 = space 29 (shop 25)
			st := lstState(t, p)
			lstTurn(t, st, 1, 3)
			if st.Pos(lstB) != 29 {
				t.Fatalf("B on space %d, want 29", st.Pos(lstB))
			}
			lstCash(t, st, lstB, 100000-19000-bonus)
			lstCash(t, st, lstA, 100000+19000+bonus)
		})
		t.Run(fmt.Sprintf("owner sign=%v", sign), func(t *testing.T) {
			p := lstBase(t, 2)
			lstOwn(p, lstA, 5, 25, 45, 10, 11, 13)
			p.Galleries = [][]int{{5, 25, 45}, {10, 11, 13}}
			if sign {
				p.Signs = []int{25}
			}
			p.Seats[lstA].Pos = 25
			lstTop(&p.Piles.Even, 2)
			st := lstState(t, p)
			evs := lstTurn(t, st, 1, 3)
			if e := lstHas(evs, luxshopping.EvIncome); e == nil || e.Amount != 19000+bonus {
				t.Errorf("income event %+v, want %d", e, 19000+bonus)
			}
			lstWait(t, st, "build", lstA)
			lstLegal(t, st, lstA, "merge 10", "pass")
			if d := lstDraws(evs); len(d) != 0 {
				t.Errorf("draws %v before the merge decision, want none", d)
			}
			evs = lstApply(t, st, lstA, "pass")
			if d := lstDraws(evs); !slices.Equal(d, []string{"even 2"}) {
				t.Errorf("draws %v, want the mail card 2 after the merge decision", d)
			}
			lstCash(t, st, lstA, 100000+19000+bonus)
		})
	}
}

// LS-T6 Merger costs (rulebook examples).
func TestLST06MergerCosts(t *testing.T) {
	cases := []struct {
		name   string
		g1, g2 []int // A lands on shop 2, a member of g1
		merge  string
		cost   int64
		income int64
	}{
		// {O, O, G} 16,000 and {Y, O, G} 19,000.
		{"16000+19000", []int{1, 2, 40}, []int{3, 20, 41}, "merge 3", 35000, 16000},
		// {O, O, Y, Y, G, G} 38,000 and {O, O, Y} 12,000.
		{"38000+12000", []int{1, 2, 20, 21, 39, 40}, []int{3, 4, 22}, "merge 3", 50000, 38000},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p := lstBase(t, 2)
			lstOwn(p, lstA, c.g1...)
			lstOwn(p, lstA, c.g2...)
			p.Galleries = [][]int{c.g1, c.g2}
			p.Seats[lstA].Pos = 64 // 64 + 4 = space 2 (shop 2)
			lstTop(&p.Piles.Even, 6)
			st := lstState(t, p)
			lstTurn(t, st, 1, 3)
			if st.Pos(lstA) != 2 {
				t.Fatalf("A on space %d, want 2", st.Pos(lstA))
			}
			lstWait(t, st, "build", lstA)
			lstLegal(t, st, lstA, c.merge, "pass")
			evs := lstApply(t, st, lstA, c.merge)
			if e := lstHas(evs, luxshopping.EvMerge); e == nil || e.Amount != c.cost {
				t.Errorf("merge event %+v, want cost %d", e, c.cost)
			}
			lstCash(t, st, lstA, 100000+c.income-c.cost)
			want := append(append([]int{}, c.g1...), c.g2...)
			sort.Ints(want)
			if g := st.Galleries(); len(g) != 1 || !slices.Equal(g[0], want) {
				t.Errorf("galleries %v, want [%v]", g, want)
			}
			if v := st.GalleryValue(st.GalleryOf(2)); v != c.cost {
				t.Errorf("merged value %d, want %d", v, c.cost)
			}
			if n := st.LargestGallery(lstA); n != len(want) {
				t.Errorf("largest gallery %d shops, want %d", n, len(want))
			}
		})
	}
}

// LS-T7 Rent on a merged gallery (rulebook 31,000 example).
func TestLST07MergedGalleryRent(t *testing.T) {
	p := lstBase(t, 2)
	g := []int{5, 7, 9, 25, 30, 45} // {5, 25, 45} ∪ {7, 9, 30}
	lstOwn(p, lstA, g...)
	p.Galleries = [][]int{g}
	p.Active = lstB
	p.Seats[lstB].Pos = 7 // 7 + 3 = space 10 (shop 9)
	st := lstState(t, p)
	lstTurn(t, st, 1, 2)
	if st.Pos(lstB) != 10 {
		t.Fatalf("B on space %d, want 10", st.Pos(lstB))
	}
	lstCash(t, st, lstB, 69000)
	lstCash(t, st, lstA, 131000)
}

// LS-T8 Bankruptcy shop selection. A lands on space 33 with the parity of
// the card, and chance draws the card.
func TestLST08BankruptcySelection(t *testing.T) {
	cases := []struct {
		card, lost int
	}{{27, 27}, {30, 40}, {55, 4}, {60, 4}}
	shops := []int{4, 12, 27, 40, 51}
	for _, c := range cases {
		t.Run(fmt.Sprintf("card %d", c.card), func(t *testing.T) {
			p := lstBase(t, 2)
			lstOwn(p, lstA, shops...)
			p.Signs = shops
			lstUnseen(&p.Piles.Even)
			lstUnseen(&p.Piles.Odd)
			d1, d2 := 1, 3 // 29 + 4 = 33, even
			p.Seats[lstA].Pos = 29
			if c.card%2 == 1 {
				d1, d2 = 1, 2 // 30 + 3 = 33, odd
				p.Seats[lstA].Pos = 30
			}
			st := lstState(t, p)
			lstTurn(t, st, d1, d2)
			if st.Pos(lstA) != 33 {
				t.Fatalf("A on space %d, want 33", st.Pos(lstA))
			}
			lstWait(t, st, "card", -1)
			evs := lstApply(t, st, engine.Chance, fmt.Sprint("card ", c.card))
			if e := lstHas(evs, luxshopping.EvLoseShop); e == nil || e.Shop != c.lost || e.Card != c.card {
				t.Errorf("lose event %+v, want shop %d to card %d", e, c.lost, c.card)
			}
			for _, k := range shops {
				if k == c.lost {
					lstOwner(t, st, k, -1)
					if st.Signed(k) {
						t.Errorf("lost shop %d keeps its sign", k)
					}
				} else {
					lstOwner(t, st, k, lstA)
					if !st.Signed(k) {
						t.Errorf("shop %d lost its sign", k)
					}
				}
			}
			lstWait(t, st, "roll", lstB)
		})
	}
}

// LS-T9 Bankruptcy dissolves a gallery.
func TestLST09BankruptcyDissolves(t *testing.T) {
	p := lstBase(t, 2)
	lstOwn(p, lstA, 12, 27, 40, 51)
	p.Galleries = [][]int{{12, 27, 40}}
	p.Signs = []int{40}
	p.Seats[lstA].Pos = 30 // 30 + 3 = 33, odd
	lstTop(&p.Piles.Odd, 27)
	st := lstState(t, p)
	lstTurn(t, st, 1, 2)
	lstOwner(t, st, 27, -1)
	for _, k := range []int{12, 40, 51} {
		lstOwner(t, st, k, lstA)
		if st.GalleryOf(k) != 0 {
			t.Errorf("shop %d still in gallery %d", k, st.GalleryOf(k))
		}
	}
	if !st.Signed(40) {
		t.Error("shop 40 lost its sign")
	}
	if st.GalleryCount(lstA) != 0 || len(st.Galleries()) != 0 {
		t.Errorf("galleries %v, want none", st.Galleries())
	}
	if q := lstQueue(t, st, "odd"); !slices.Equal(q, lstPileAfter("odd", 27)) {
		t.Errorf("odd pile %v, want card 27 at the bottom", q)
	}
	lstCash(t, st, lstA, 100000)
}

// LS-T10 Double gives signs before moving (B4).
func TestLST10DoubleSigns(t *testing.T) {
	p := lstBase(t, 2)
	lstOwn(p, lstA, 14, 15)
	p.Seats[lstA].Pos = 1 // 1 + 6 = space 7 (shop 6, free)
	lstTop(&p.Piles.Even, 14, 2)
	lstTop(&p.Piles.Odd, 61)
	st := lstState(t, p)
	evs := lstTurn(t, st, 3, 3)
	if !st.Signed(14) {
		t.Error("no sign on shop 14")
	}
	if st.Signed(15) {
		t.Error("card 61's GAIN_SIGN was carried out on a double")
	}
	// The sign comes before the move.
	sign, move := -1, -1
	for i, e := range evs {
		if e.Kind == luxshopping.EvSign && e.Shop == 14 {
			sign = i
		}
		if e.Kind == luxshopping.EvMove && move < 0 {
			move = i
		}
	}
	if sign < 0 || move < 0 || sign > move {
		t.Errorf("sign at event %d, move at %d: want the sign first", sign, move)
	}
	if st.Pos(lstA) != 7 {
		t.Fatalf("A on space %d, want 7", st.Pos(lstA))
	}
	// Normal resolution of the free shop 6: buy or pass, then the mail.
	lstWait(t, st, "buy", lstA)
	evs = append(evs, lstApply(t, st, lstA, "pass")...)
	if d := lstDraws(evs); !slices.Equal(d, []string{"even 14", "odd 61", "even 2"}) {
		t.Errorf("draws %v, want even 14, odd 61, then the mail from the even pile (card 2)", d)
	}
	if q := lstQueue(t, st, "even"); !slices.Equal(q, lstPileAfter("even", 14, 2)) {
		t.Errorf("even pile %v, want 14 then 2 at the bottom", q)
	}
	if q := lstQueue(t, st, "odd"); !slices.Equal(q, lstPileAfter("odd", 61)) {
		t.Errorf("odd pile %v, want 61 at the bottom", q)
	}
	lstCash(t, st, lstA, 100000)
	lstWait(t, st, "roll", lstB)
}

// LS-T11 Mail doubled by gallery, sign bonus.
func TestLST11MailGallerySign(t *testing.T) {
	for _, owner := range []int{lstA, lstB} {
		t.Run(fmt.Sprintf("40 owned by seat %d", owner), func(t *testing.T) {
			p := lstBase(t, 2)
			lstOwn(p, lstA, 2)
			lstOwn(p, owner, 40, 41, 42)
			p.Galleries = [][]int{{40, 41, 42}}
			p.Signs = []int{40}
			p.Seats[lstA].Pos = 64 // 64 + 4 = space 2 (shop 2)
			lstTop(&p.Piles.Even, 40)
			st := lstState(t, p)
			evs := lstTurn(t, st, 1, 3)
			if st.Pos(lstA) != 2 {
				t.Fatalf("A on space %d, want 2", st.Pos(lstA))
			}
			// 3,000 for landing on shop 2, 25,000 of mail.
			lstCash(t, st, lstA, 100000+3000+25000)
			if owner == lstA {
				if e := lstHas(evs, luxshopping.EvMailIncome); e == nil || e.Amount != 25000 {
					t.Errorf("mail income %+v, want 25,000", e)
				}
				lstCash(t, st, lstB, 100000)
			} else {
				if e := lstHas(evs, luxshopping.EvMailBill); e == nil || e.Amount != 25000 || e.Seat != lstB {
					t.Errorf("mail bill %+v, want B to owe 25,000", e)
				}
				lstCash(t, st, lstB, 75000)
			}
			lstWait(t, st, "roll", lstB)
		})
	}
}

// LS-T12 Jackpot.
func TestLST12Jackpot(t *testing.T) {
	for _, sign := range []bool{false, true} {
		t.Run(fmt.Sprintf("sign=%v", sign), func(t *testing.T) {
			p := lstBase(t, 2)
			lstOwn(p, lstA, 20)
			land := int64(6000)
			if sign {
				// Not in the spec's case: the sign raises the landing
				// income, not the jackpot (a fixed prize, §5).
				p.Signs = []int{20}
				land += 5000
			}
			p.Seats[lstA].Pos = 19 // 19 + 4 = space 23 (shop 20), even
			lstTop(&p.Piles.Even, 20)
			st := lstState(t, p)
			evs := lstTurn(t, st, 1, 3)
			if e := lstHas(evs, luxshopping.EvIncome); e == nil || e.Amount != land {
				t.Errorf("income %+v, want %d", e, land)
			}
			if e := lstHas(evs, luxshopping.EvJackpot); e == nil || e.Amount != 50000 {
				t.Errorf("jackpot %+v, want 50,000", e)
			}
			lstCash(t, st, lstA, 100000+land+50000)
		})
	}
	t.Run("bought this turn", func(t *testing.T) {
		// §5: a shop bought in this same turn counts for the jackpot.
		p := lstBase(t, 2)
		p.Seats[lstA].Pos = 19
		lstTop(&p.Piles.Even, 20)
		st := lstState(t, p)
		lstTurn(t, st, 1, 3)
		lstWait(t, st, "buy", lstA)
		evs := lstApply(t, st, lstA, "buy")
		if e := lstHas(evs, luxshopping.EvJackpot); e == nil || e.Amount != 50000 {
			t.Errorf("jackpot %+v, want 50,000", e)
		}
		lstCash(t, st, lstA, 100000-16000+50000)
	})
}

// LS-T13 Forced sale: A (3,000) owes B 15,000 rent on B's signed green shop.
func TestLST13ForcedSale(t *testing.T) {
	given := func(t *testing.T) *luxshopping.State {
		p := lstBase(t, 2)
		lstOwn(p, lstA, 2, 30, 50, 51, 52)
		p.Galleries = [][]int{{50, 51, 52}}
		lstOwn(p, lstB, 45)
		p.Signs = []int{45}
		p.Seats[lstA].Cash = 3000
		p.Seats[lstA].Pos = 47 // 47 + 5 = space 52 (shop 45), odd
		lstTop(&p.Piles.Odd, 1)
		st := lstState(t, p)
		lstTurn(t, st, 2, 3)
		lstWait(t, st, "sell", lstA)
		if w := st.Waiting(); w.Amount != 15000 || w.To != lstB {
			t.Fatalf("debt %d to seat %d, want 15,000 to B", w.Amount, w.To)
		}
		return st
	}
	t.Run("must sell", func(t *testing.T) {
		st := given(t)
		lstLegal(t, st, lstA, "sell 2", "sell 30", "sell 50", "sell 51", "sell 52")
		if err := st.Apply(lstA, "pay"); err == nil {
			t.Error("paying with 3,000 of 15,000 was accepted")
		}
	})
	for _, c := range []struct {
		sell []int
		left int64
	}{{[]int{50}, 0}, {[]int{2, 30}, 0}, {[]int{2, 30, 50}, 12000}} {
		t.Run(fmt.Sprint(c.sell), func(t *testing.T) {
			st := given(t)
			for i, k := range c.sell {
				// "pay" is legal exactly when the cash covers the debt.
				if covered := st.Cash(lstA) >= 15000; slices.Contains(st.LegalMoves(lstA), "pay") != covered {
					t.Fatalf("after selling %v (cash %d): pay legal is %v, want %v", c.sell[:i], st.Cash(lstA), !covered, covered)
				}
				lstApply(t, st, lstA, fmt.Sprint("sell ", k))
			}
			if !slices.Contains(st.LegalMoves(lstA), "pay") {
				t.Fatalf("pay not legal after selling %v: %v", c.sell, st.LegalMoves(lstA))
			}
			lstCash(t, st, lstA, 15000+c.left)
			for _, k := range c.sell {
				lstOwner(t, st, k, -1)
			}
			if slices.Contains(c.sell, 50) {
				for _, k := range []int{51, 52} {
					lstOwner(t, st, k, lstA)
					if st.GalleryOf(k) != 0 {
						t.Errorf("shop %d still in a gallery after 50 was sold", k)
					}
				}
			} else if st.GalleryOf(50) == 0 {
				t.Error("gallery {50, 51, 52} dissolved without a sale")
			}
			evs := lstApply(t, st, lstA, "pay")
			lstCash(t, st, lstA, c.left)
			lstCash(t, st, lstB, 115000)
			if d := lstDraws(evs); !slices.Equal(d, []string{"odd 1"}) {
				t.Errorf("draws %v, want the mail (odd 1) after paying", d)
			}
			lstWait(t, st, "roll", lstB)
		})
	}
}

// LS-T14 Elimination and last-player victory.
func TestLST14Elimination(t *testing.T) {
	p := lstBase(t, 2)
	lstOwn(p, lstA, 3)
	lstOwn(p, lstB, 39) // space 45, rent 10,000
	p.Seats[lstA].Cash = 2000
	p.Seats[lstA].Pos = 41 // 41 + 4 = 45
	st := lstState(t, p)
	evs := lstTurn(t, st, 1, 3)
	if e := lstHas(evs, luxshopping.EvSold); e == nil || e.Shop != 3 || e.Amount != 4000 {
		t.Errorf("sale %+v, want shop 3 for 4,000", e)
	}
	if e := lstHas(evs, luxshopping.EvEliminated); e == nil || e.Seat != lstA || e.Other != lstB || e.Amount != 6000 {
		t.Errorf("elimination %+v, want A out giving 6,000 to B", e)
	}
	lstOwner(t, st, 3, -1)
	lstCash(t, st, lstA, 0)
	lstCash(t, st, lstB, 106000)
	if st.Alive(lstA) {
		t.Error("A still in")
	}
	lstWait(t, st, "over", -1)
	if st.Winner() != lstB || st.Ended() != "last" {
		t.Errorf("winner %d, ended %q; want B by last player", st.Winner(), st.Ended())
	}
	if r := st.Result(); r == nil || !slices.Equal(r.Winners, []int{lstB}) {
		t.Errorf("result %+v, want B the winner", r)
	}
	if d := lstDraws(evs); len(d) != 0 {
		t.Errorf("draws %v: the eliminated A opened the mail", d)
	}
}

// LS-T15 Office, then bankruptcy.
func TestLST15OfficeBankruptcy(t *testing.T) {
	if o := luxshopping.OfficeOutcome(8); o != 4 {
		t.Errorf("card 8's Office outcome O%d, want O4", o)
	}
	p := lstBase(t, 2)
	lstOwn(p, lstA, 9, 11, 30)
	p.Seats[lstA].Pos = 8 // 8 + 4 = space 12 (Office), even
	lstTop(&p.Piles.Even, 8, 10)
	st := lstState(t, p)
	evs := lstTurn(t, st, 1, 3)
	if st.Pos(lstA) != 12 {
		t.Fatalf("A on space %d, want 12", st.Pos(lstA))
	}
	if d := lstDraws(evs); !slices.Equal(d, []string{"even 8", "even 10"}) {
		t.Errorf("draws %v, want even 8 (Office) and even 10 (bankruptcy), no mail", d)
	}
	lstOwner(t, st, 11, -1)
	lstOwner(t, st, 9, lstA)
	lstOwner(t, st, 30, lstA)
	lstCash(t, st, lstA, 100000)
	if q := lstQueue(t, st, "even"); !slices.Equal(q, lstPileAfter("even", 10, 8)) {
		t.Errorf("even pile %v, want ... 10, 8 at the bottom", q)
	}
	lstWait(t, st, "roll", lstB)
}

// LS-T16 Space 66 and space 33.
func TestLST16Spaces66And33(t *testing.T) {
	t.Run("66", func(t *testing.T) {
		p := lstBase(t, 2)
		for k := 3; k <= 55; k++ {
			lstOwn(p, k%2, k)
		}
		p.Seats[lstA].Pos = 62 // 62 + 4 = 66
		st := lstState(t, p)
		evs := lstTurn(t, st, 1, 3)
		lstWait(t, st, "free", -1)
		outs := st.ChanceOutcomes()
		var moves []string
		for _, o := range outs {
			moves = append(moves, o.Move)
			if o.Weight != outs[0].Weight {
				t.Errorf("outcome %s weight %d, want all equal", o.Move, o.Weight)
			}
		}
		if !slices.Equal(moves, []string{"free 1", "free 2", "free 56"}) {
			t.Fatalf("free-shop outcomes %v, want free 1, free 2, free 56", moves)
		}
		m, err := bot.PickChance(outs, rand.New(rand.NewPCG(16, 66)))
		if err != nil {
			t.Fatal(err)
		}
		evs = append(evs, lstApply(t, st, engine.Chance, m)...)
		var k int
		fmt.Sscanf(m, "free %d", &k)
		lstOwner(t, st, k, lstA)
		if d := lstDraws(evs); len(d) != 0 {
			t.Errorf("draws %v on space 66, want no mail", d)
		}
		lstWait(t, st, "roll", lstB)
	})
	t.Run("33 loses 20", func(t *testing.T) {
		p := lstBase(t, 2)
		lstOwn(p, lstA, 10, 20)
		p.Seats[lstA].Pos = 30 // 30 + 3 = 33, odd
		lstTop(&p.Piles.Odd, 15)
		st := lstState(t, p)
		evs := lstTurn(t, st, 1, 2)
		lstOwner(t, st, 20, -1)
		lstOwner(t, st, 10, lstA)
		if d := lstDraws(evs); !slices.Equal(d, []string{"odd 15"}) {
			t.Errorf("draws %v, want odd 15 only (no mail)", d)
		}
	})
	t.Run("33 with no shop", func(t *testing.T) {
		p := lstBase(t, 2)
		lstOwn(p, lstB, 10, 20)
		p.Seats[lstA].Pos = 30
		lstUnseen(&p.Piles.Odd)
		lstUnseen(&p.Piles.Even)
		st := lstState(t, p)
		before := lstPosOf(t, st).Piles
		evs := lstTurn(t, st, 1, 2)
		if st.Pos(lstA) != 33 {
			t.Fatalf("A on space %d, want 33", st.Pos(lstA))
		}
		// No chance draw pending, nothing drawn: the turn is over.
		lstWait(t, st, "roll", lstB)
		if d := lstDraws(evs); len(d) != 0 {
			t.Errorf("draws %v, want none", d)
		}
		after := lstPosOf(t, st).Piles
		if !slices.Equal(before.Odd.Unseen, after.Odd.Unseen) || len(after.Odd.Queue) != 0 {
			t.Errorf("odd pile changed: %v, want %v", after.Odd, before.Odd)
		}
		lstOwner(t, st, 10, lstB)
		lstOwner(t, st, 20, lstB)
	})
}

// LS-T17 Red Button moves.
func TestLST17RedButtonMoves(t *testing.T) {
	t.Run("RB12 back to 3", func(t *testing.T) {
		p := lstBase(t, 2)
		lstOwn(p, lstB, 3)
		p.Seats[lstA].Pos = 2 // 2 + 4 = space 6 (Red Button), even
		lstTop(&p.Piles.Red, 12)
		lstTop(&p.Piles.Even, 2)
		st := lstState(t, p)
		evs := lstTurn(t, st, 1, 3)
		if st.Pos(lstA) != 3 {
			t.Fatalf("A on space %d, want 3", st.Pos(lstA))
		}
		// Shop 3 resolved fully: rent to B, then the mail from the even pile.
		lstCash(t, st, lstA, 97000)
		lstCash(t, st, lstB, 103000)
		if d := lstDraws(evs); !slices.Equal(d, []string{"red 12", "even 2"}) {
			t.Errorf("draws %v, want red 12 then the mail even 2", d)
		}
		if q := lstQueue(t, st, "red"); q[len(q)-1] != 12 {
			t.Errorf("red pile %v, want 12 at the bottom", q)
		}
		lstWait(t, st, "roll", lstB)
	})
	t.Run("RB12 onto a free shop", func(t *testing.T) {
		p := lstBase(t, 2)
		p.Seats[lstA].Pos = 2
		lstTop(&p.Piles.Red, 12)
		st := lstState(t, p)
		lstTurn(t, st, 1, 3)
		lstWait(t, st, "buy", lstA)
		if w := st.Waiting(); w.Shop != 3 {
			t.Errorf("buy offered for shop %d, want 3", w.Shop)
		}
	})
	for _, c := range []struct {
		pos, d1, d2, top int
		cash             int64
		pile             string
	}{
		{51, 1, 3, 2, 110000, "even"}, // card 2: O1 RECEIVE 10,000
		{52, 1, 2, 3, 90000, "odd"},   // card 3: O2 PAY_BANK 10,000
	} {
		t.Run("RB11 to the Office, "+c.pile, func(t *testing.T) {
			p := lstBase(t, 2)
			p.Seats[lstA].Pos = c.pos
			lstTop(&p.Piles.Red, 11)
			if c.pile == "even" {
				lstTop(&p.Piles.Even, c.top)
			} else {
				lstTop(&p.Piles.Odd, c.top)
			}
			st := lstState(t, p)
			evs := lstTurn(t, st, c.d1, c.d2)
			if st.Pos(lstA) != 61 {
				t.Fatalf("A on space %d, want 61", st.Pos(lstA))
			}
			if d := lstDraws(evs); !slices.Equal(d, []string{"red 11", fmt.Sprint(c.pile, " ", c.top)}) {
				t.Errorf("draws %v, want red 11 then an Office card from the %s pile", d, c.pile)
			}
			lstCash(t, st, lstA, c.cash)
			lstWait(t, st, "roll", lstB)
		})
	}
	t.Run("RB17 to 66", func(t *testing.T) {
		p := lstBase(t, 2)
		p.Seats[lstA].Pos = 2
		lstTop(&p.Piles.Red, 17)
		st := lstState(t, p)
		evs := lstTurn(t, st, 1, 3)
		if st.Pos(lstA) != 66 {
			t.Fatalf("A on space %d, want 66", st.Pos(lstA))
		}
		lstWait(t, st, "free", -1)
		if n := len(st.ChanceOutcomes()); n != 56 {
			t.Errorf("%d free-shop outcomes, want 56", n)
		}
		evs = append(evs, lstApply(t, st, engine.Chance, "free 40")...)
		lstOwner(t, st, 40, lstA)
		if d := lstDraws(evs); !slices.Equal(d, []string{"red 17"}) {
			t.Errorf("draws %v, want red 17 only (no mail)", d)
		}
		lstWait(t, st, "roll", lstB)
	})
}

// LS-T18 Victory thresholds.
func TestLST18VictoryThresholds(t *testing.T) {
	t.Run("4 players, 5th sign on a double", func(t *testing.T) {
		p := lstBase(t, 4)
		lstOwn(p, lstA, 1, 2, 3, 4, 6)
		p.Signs = []int{1, 2, 3, 4}
		p.Seats[lstA].Pos = 10
		lstTop(&p.Piles.Even, 6)
		st := lstState(t, p)
		lstTurn(t, st, 3, 3)
		lstWait(t, st, "over", -1)
		if st.Winner() != lstA || st.Ended() != "signs" {
			t.Errorf("winner %d, ended %q; want A by signs", st.Winner(), st.Ended())
		}
		if st.Pos(lstA) != 10 {
			t.Errorf("A moved to %d: the game should end before the move", st.Pos(lstA))
		}
		if st.SignCount(lstA) != 5 {
			t.Errorf("A has %d signs, want 5", st.SignCount(lstA))
		}
	})
	t.Run("5 players, merge to 9 shops", func(t *testing.T) {
		p := lstBase(t, 5)
		lstOwn(p, lstA, lstRange(1, 9)...)
		p.Galleries = [][]int{lstRange(1, 6), {7, 8, 9}}
		p.Seats[lstA].Pos = 63 // 63 + 4 = space 1 (shop 1)
		st := lstState(t, p)
		lstTurn(t, st, 1, 3)
		lstWait(t, st, "build", lstA)
		lstLegal(t, st, lstA, "merge 7", "pass")
		evs := lstApply(t, st, lstA, "merge 7")
		lstWait(t, st, "over", -1)
		if st.Winner() != lstA || st.Ended() != "gallery" {
			t.Errorf("winner %d, ended %q; want A by gallery", st.Winner(), st.Ended())
		}
		if d := lstDraws(evs); len(d) != 0 {
			t.Errorf("draws %v after the winning merge", d)
		}
	})
	t.Run("2 players, 12 shops do not win", func(t *testing.T) {
		p := lstBase(t, 2)
		lstOwn(p, lstA, lstRange(1, 13)...)
		p.Galleries = [][]int{lstRange(1, 9), {10, 11, 13}}
		p.Seats[lstA].Pos = 63
		lstTop(&p.Piles.Even, 14)
		st := lstState(t, p)
		lstTurn(t, st, 1, 3)
		lstWait(t, st, "build", lstA)
		lstApply(t, st, lstA, "merge 10")
		if st.LargestGallery(lstA) != 12 {
			t.Errorf("largest gallery %d, want 12", st.LargestGallery(lstA))
		}
		if st.Ended() != "" {
			t.Errorf("game ended (%q) with a 12-shop gallery in a 2-player game", st.Ended())
		}
		// 27,000 collected, 36,000 paid for the merge.
		lstCash(t, st, lstA, 100000+27000-36000)
		lstWait(t, st, "roll", lstB)
	})
}

// LS-T19 First player.
func TestLST19FirstPlayer(t *testing.T) {
	st, err := luxshopping.Game{}.NewState(engine.Options{"players": "3"})
	if err != nil {
		t.Fatal(err)
	}
	for st.Waiting().Phase == "deal" {
		lstApply(t, st, engine.Chance, st.LegalMoves(engine.Chance)[0])
	}
	for _, d := range []int{4, 2, 2} {
		lstWait(t, st, "first", -1)
		lstApply(t, st, engine.Chance, fmt.Sprint("first ", d))
	}
	if st.FirstPlayer() != -1 {
		t.Fatalf("first player %d after a tie for lowest", st.FirstPlayer())
	}
	if st.FirstRoll(1) != 0 || st.FirstRoll(2) != 0 {
		t.Errorf("seats 1 and 2 have rolls %d, %d; want them to roll again", st.FirstRoll(1), st.FirstRoll(2))
	}
	lstApply(t, st, engine.Chance, "first 5") // seat 1
	lstApply(t, st, engine.Chance, "first 3") // seat 2
	if st.FirstPlayer() != 2 {
		t.Fatalf("first player %d, want seat 2", st.FirstPlayer())
	}
	// Seat 2, then 0, then 1; the round ends after seat 1.
	for i, want := range []int{2, 0, 1, 2} {
		lstWait(t, st, "roll", want)
		if st.Round() != i/3 {
			t.Errorf("round %d before turn %d, want %d", st.Round(), i+1, i/3)
		}
		lstPlayTurn(t, st)
	}
}

// lstPlayTurn plays the active seat's turn to its end with 1–2 on the dice,
// the first chance outcome of every draw and "pass" (or the first move) at
// every decision.
func lstPlayTurn(t *testing.T, st *luxshopping.State) {
	t.Helper()
	lstTurn(t, st, 1, 2)
	for st.Waiting().Phase != "roll" && st.Waiting().Phase != "over" {
		w := st.Waiting()
		if w.Seat < 0 {
			lstApply(t, st, engine.Chance, st.LegalMoves(engine.Chance)[0])
			continue
		}
		moves := st.LegalMoves(w.Seat)
		m := moves[0]
		if slices.Contains(moves, "pass") {
			m = "pass"
		}
		lstApply(t, st, w.Seat, m)
	}
}

// LS-T20 Stop-at-time ranking. X, Y, Z are seats 0, 1, 2; Z plays the last
// turn of the last round.
func TestLST20TimeRanking(t *testing.T) {
	p := lstBase(t, 3)
	p.MaxRounds, p.Round, p.Turns = 10, 9, 28
	const x, y, z = 0, 1, 2
	// X: 3 signs, galleries of 6 and 3, 12 shops, 50,000.
	lstOwn(p, x, lstRange(1, 11)...)
	lstOwn(p, x, 13)
	// Y: 3 signs, a gallery of 6, 15 shops, 200,000.
	lstOwn(p, y, lstRange(14, 28)...)
	// Z: 2 signs, a gallery of 9.
	lstOwn(p, z, lstRange(29, 39)...)
	p.Galleries = [][]int{lstRange(1, 6), {7, 8, 9}, lstRange(14, 19), lstRange(29, 37)}
	p.Signs = []int{10, 11, 13, 20, 21, 22, 38, 39}
	p.Seats[x].Cash, p.Seats[y].Cash = 50000, 200000
	p.Active = z
	p.Seats[z].Pos = 42 // 42 + 4 = space 46 (shop 40, free)
	lstTop(&p.Piles.Even, 42)
	st := lstState(t, p)
	lstTurn(t, st, 1, 3)
	lstWait(t, st, "buy", z)
	lstApply(t, st, z, "pass")
	lstWait(t, st, "over", -1)
	if st.Ended() != "time" || st.Winner() != -1 || st.Round() != 10 {
		t.Fatalf("ended %q, winner %d, round %d; want time, -1, 10", st.Ended(), st.Winner(), st.Round())
	}
	for seat, want := range [][4]int{{3, 6, 2, 12}, {3, 6, 1, 15}, {2, 9, 1, 11}} {
		got := [4]int{st.SignCount(seat), st.LargestGallery(seat), st.GalleryCount(seat), st.ShopCount(seat)}
		if got != want {
			t.Errorf("seat %d signs/largest/galleries/shops %v, want %v", seat, got, want)
		}
	}
	r := st.Result()
	if r == nil {
		t.Fatal("no result")
	}
	if !slices.Equal(r.Places, []int{1, 2, 3}) || !slices.Equal(r.Winners, []int{x}) {
		t.Errorf("places %v, winners %v; want X, Y, Z (places 1, 2, 3), X the winner", r.Places, r.Winners)
	}
}

// LS-T21 Optional costs need cash.
func TestLST21OptionalCostsNeedCash(t *testing.T) {
	for _, c := range []struct {
		cash    int64
		offered bool
	}{{10000, false}, {20000, true}} {
		t.Run(fmt.Sprint(c.cash), func(t *testing.T) {
			p := lstBase(t, 2)
			lstOwn(p, lstA, 40, 41, 42)
			p.Seats[lstA].Cash = c.cash
			p.Seats[lstA].Pos = 42 // 42 + 4 = space 46 (shop 40)
			lstTop(&p.Piles.Even, 2)
			st := lstState(t, p)
			lstTurn(t, st, 1, 3)
			if c.offered {
				// 20,000 + 10,000 = 30,000: exactly enough.
				lstWait(t, st, "build", lstA)
				lstLegal(t, st, lstA, "gallery 41 42", "pass")
				return
			}
			lstWait(t, st, "roll", lstB)
			lstCash(t, st, lstA, 20000)
			if len(st.Galleries()) != 0 {
				t.Errorf("galleries %v, want none", st.Galleries())
			}
			for _, k := range []int{40, 41, 42} {
				lstOwner(t, st, k, lstA)
			}
		})
	}
}

// lstSeeds is the number of seeded games of LS-T22 per player count and bot
// mix.
var lstSeeds = 3

// LS-T22 Full-game invariants, checked after every step of seeded games
// with random and greedy bots.
func TestLST22FullGameInvariants(t *testing.T) {
	type run struct {
		players, rounds int
		bots            string
		seed            uint64
	}
	var runs []run
	for players := 2; players <= 6; players++ {
		for _, b := range []string{"random", "greedy", "mixed"} {
			for seed := 1; seed <= lstSeeds; seed++ {
				runs = append(runs, run{players, luxshopping.DefaultRounds, b, uint64(players*1000 + len(b)*100 + seed)})
			}
		}
	}
	runs = append(runs, run{3, 5, "random", 7}, run{4, 3, "greedy", 8}) // end by time
	ends := map[string]int{}
	for _, r := range runs {
		name := fmt.Sprintf("%dp-%s-%d", r.players, r.bots, r.seed)
		st, err := luxshopping.Game{}.NewState(engine.Options{"players": fmt.Sprint(r.players), "rounds": fmt.Sprint(r.rounds)})
		if err != nil {
			t.Fatal(err)
		}
		bots := make([]bot.Bot, r.players)
		for i := range bots {
			bots[i] = bot.Random{}
			if r.bots == "greedy" || r.bots == "mixed" && i%2 == 1 {
				bots[i] = bot.Greedy{}
			}
		}
		rng := rand.New(rand.NewPCG(r.seed, 22))
		steps := 0
		for st.Decision().Kind != engine.Terminal {
			if steps > 200000 {
				t.Fatalf("%s: no end after %d steps", name, steps)
			}
			step, err := bot.Next(st, bots, rng)
			if err != nil {
				t.Fatalf("%s step %d: %v", name, steps, err)
			}
			if err := st.Apply(step.Seat, step.Move); err != nil {
				t.Fatalf("%s step %d: %s by %d: %v", name, steps, step.Move, step.Seat, err)
			}
			steps++
			if err := lstInvariants(t, st); err != nil {
				t.Fatalf("%s after step %d (%s by %d): %v", name, steps, step.Move, step.Seat, err)
			}
		}
		// The game ended by a victory condition or at maxRounds.
		signs, gal := st.Goals()
		w := st.Winner()
		alive := 0
		for i := 0; i < r.players; i++ {
			if st.Alive(i) {
				alive++
			}
		}
		switch st.Ended() {
		case "signs":
			if w < 0 || st.SignCount(w) < signs {
				t.Errorf("%s: ended by signs, winner %d with %d signs (goal %d)", name, w, st.SignCount(max(w, 0)), signs)
			}
		case "gallery":
			if w < 0 || st.LargestGallery(w) < gal {
				t.Errorf("%s: ended by gallery, winner %d, largest %d (goal %d)", name, w, st.LargestGallery(max(w, 0)), gal)
			}
		case "last":
			if alive != 1 || w < 0 || !st.Alive(w) {
				t.Errorf("%s: ended as last player, winner %d, %d alive", name, w, alive)
			}
		case "time":
			if st.Round() != r.rounds || w != -1 {
				t.Errorf("%s: ended by time at round %d of %d, winner %d", name, st.Round(), r.rounds, w)
			}
		default:
			t.Errorf("%s: ended %q", name, st.Ended())
		}
		if res := st.Result(); res == nil || len(res.Winners) == 0 {
			t.Errorf("%s: result %+v", name, res)
		}
		ends[st.Ended()]++
	}
	t.Logf("endings: %v", ends)
}

// lstInvariants checks §14 LS-T22 on st's position.
func lstInvariants(t *testing.T, st *luxshopping.State) error {
	p := lstPosOf(t, st)
	if len(p.Owner) != 56 {
		return fmt.Errorf("owner has %d entries", len(p.Owner))
	}
	owned, free := 0, 0
	for k, o := range p.Owner {
		switch {
		case o == -1:
			free++
		case o >= 0 && o < p.Players && p.Seats[o].Alive:
			owned++
		default:
			return fmt.Errorf("shop %d owned by %d", k+1, o)
		}
	}
	perSeat := 0
	for i := 0; i < p.Players; i++ {
		perSeat += st.ShopCount(i)
	}
	if owned+free != 56 || perSeat != owned {
		return fmt.Errorf("owned %d + free %d (seats count %d), want 56", owned, free, perSeat)
	}
	inGallery := map[int]bool{}
	for _, g := range p.Galleries {
		if len(g) < 3 {
			return fmt.Errorf("gallery %v has fewer than 3 shops", g)
		}
		for _, k := range g {
			if inGallery[k] || p.Owner[k-1] < 0 || p.Owner[k-1] != p.Owner[g[0]-1] {
				return fmt.Errorf("gallery %v: shop %d repeated, free or of another owner", g, k)
			}
			inGallery[k] = true
		}
	}
	signed := map[int]bool{}
	for _, k := range p.Signs {
		if signed[k] || k < 1 || k > 56 || p.Owner[k-1] < 0 {
			return fmt.Errorf("sign on shop %d: repeated or not owned", k)
		}
		signed[k] = true
	}
	inFlight := map[string]int{}
	for _, f := range p.Stack {
		if f.Do == "return" {
			inFlight[f.Pile]++
		}
	}
	for _, c := range []struct {
		name string
		pl   lstPile
		want int
	}{{"even", p.Piles.Even, 36}, {"odd", p.Piles.Odd, 36}, {"red", p.Piles.Red, 20}} {
		if n := len(c.pl.Unseen) + len(c.pl.Queue) + inFlight[c.name]; n != c.want {
			return fmt.Errorf("%s pile holds %d cards with those in flight, want %d", c.name, n, c.want)
		}
	}
	return nil
}
