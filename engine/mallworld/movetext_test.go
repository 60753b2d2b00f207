package mallworld

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// preparedMoves lists the move of every prepared text.
func preparedMoves() []move {
	out := []move{{kind: mvPass}, {kind: mvRefresh}}
	for t := 0; t < nCardTypes; t++ {
		for c := 0; c < nColours; c++ {
			for cell := 0; cell < nCells; cell++ {
				out = append(out,
					move{kind: mvBuild, card: int8(t), colour: int8(c), cell: int8(cell)},
					move{kind: mvRent, card: int8(t), colour: int8(c), cell: int8(cell)})
			}
		}
		out = append(out, move{kind: mvDiscard, card: int8(t)}, move{kind: mvTrash, card: int8(t)})
	}
	for id := 1; id <= nContracts; id++ {
		out = append(out, move{kind: mvAccept, contract: uint8(id)})
		for tok := 0; tok < nTokenValues; tok++ {
			out = append(out, move{kind: mvValidate, contract: uint8(id), token: int8(tok)})
		}
	}
	for v := 0; v <= maxBidText; v++ {
		out = append(out, move{kind: mvBid, amount: int8(v)})
	}
	for a := 0; a < nCardTypes; a++ {
		out = append(out, move{kind: mvOffer, cards: [3]int8{int8(a)}, nCards: 1},
			move{kind: mvTake, cards: [3]int8{int8(a)}, nCards: 1})
		for b := a; b < nCardTypes; b++ {
			out = append(out, move{kind: mvOffer, cards: [3]int8{int8(a), int8(b)}, nCards: 2},
				move{kind: mvTake, cards: [3]int8{int8(a), int8(b)}, nCards: 2})
			for c := b; c < nCardTypes; c++ {
				out = append(out, move{kind: mvOffer, cards: [3]int8{int8(a), int8(b), int8(c)}, nCards: 3})
			}
		}
	}
	return out
}

// Every prepared text is the move's format, reads back through the
// reference reader parseMove as the move, and lookupMove reads it the same.
func TestPreparedMoveTexts(t *testing.T) {
	seen := map[string]bool{}
	for _, m := range preparedMoves() {
		text := m.String()
		if f := m.format(); text != f {
			t.Fatalf("%+v: String %q, format %q", m, text, f)
		}
		if seen[text] {
			t.Fatalf("%q prepared twice", text)
		}
		seen[text] = true
		got, err := parseMove(text)
		if err != nil || got != m {
			t.Fatalf("parseMove(%q) = %+v, %v; want %+v", text, got, err, m)
		}
		if got, ok := lookupMove(text); !ok || got != m {
			t.Fatalf("lookupMove(%q) = %+v, %v; want %+v", text, got, ok, m)
		}
	}
}

// lookupMove never accepts a text parseMove refuses or reads differently:
// texts made of move words, card codes, colours, spaces, numbers and tokens
// in random order.
func TestLookupMoveAgreesWithParseMove(t *testing.T) {
	words := []string{"pass", "refresh", "accept", "validate", "bid", "build", "rent", "discard", "trash",
		"offer", "take", "VG", "VV", "RB", "GV", "V", "G", "B", "X", "C4", "A1", "F6", "G7", "P06", "R12", "S03",
		"P11", "+4000", "-3000", "4000", "0", "7", "07", "100", "101", "1000", "-1", "", " "}
	rng := rand.New(rand.NewPCG(1, 2))
	accepted := 0
	for i := 0; i < 300000; i++ {
		n := 1 + rng.IntN(5)
		parts := make([]string, n)
		for j := range parts {
			parts[j] = words[rng.IntN(len(words))]
		}
		text := strings.Join(parts, " ")
		m, ok := lookupMove(text)
		if !ok {
			continue
		}
		accepted++
		p, err := parseMove(text)
		if err != nil || p != m {
			t.Fatalf("lookupMove(%q) = %+v; parseMove gives %+v, %v", text, m, p, err)
		}
	}
	if accepted == 0 {
		t.Fatal("no random text was a move")
	}
}

// touching agrees with the neighbours table.
func TestNeighbourSets(t *testing.T) {
	for i := 0; i < nCells; i++ {
		var want cellSet
		for _, j := range neighbours[i] {
			want |= 1 << j
		}
		if got := cellSet(1 << i).touching(); got != want {
			t.Fatalf("cell %s: touching %b, want %b", CellName(i), got, want)
		}
	}
}

// parseContract, parseToken and parseStrip read exactly the texts the
// tables write.
func TestParseTables(t *testing.T) {
	for id := 1; id <= nContracts; id++ {
		if got, ok := parseContract(Contracts[id].ID); !ok || got != id {
			t.Fatalf("parseContract(%q) = %d, %v", Contracts[id].ID, got, ok)
		}
	}
	for _, bad := range []string{"", "P", "P0", "P00", "P11", "R00", "R13", "S00", "S07", "X01", "p01", "P1a", "P011"} {
		if id, ok := parseContract(bad); ok {
			t.Fatalf("parseContract(%q) = %d", bad, id)
		}
	}
	for i := range tokenValues {
		if got, ok := parseToken(tokenText(i)); !ok || got != i {
			t.Fatalf("parseToken(%q) = %d, %v", tokenText(i), got, ok)
		}
	}
	for _, st := range allStrips {
		if got, ok := parseStrip(st.String()); !ok || got != st {
			t.Fatalf("parseStrip(%q) = %v, %v", st.String(), got, ok)
		}
	}
}

// boardSets agrees with a cell-by-cell reading of random boards.
func TestBoardSets(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	values := []uint8{cellEmpty, cellStorage, cellLocker}
	for c := 0; c < nColours; c++ {
		for tn := -1; tn < nColours; tn++ {
			values = append(values, shopCell(c, tn))
		}
	}
	for i := 0; i < 20000; i++ {
		var s State
		for j := range s.board {
			s.board[j] = values[rng.IntN(len(values))]
		}
		var want boardSets
		for j, x := range s.board {
			switch {
			case x == cellEmpty:
				want.empty |= 1 << j
			case isShop(x):
				want.shops[shopColour(x)] |= 1 << j
				if tn := tenantOf(x); tn >= 0 {
					want.tenants[tn]++
				} else {
					want.unrented[shopColour(x)] |= 1 << j
				}
			}
		}
		if got := s.boardSets(); got != want {
			t.Fatalf("board %v: boardSets %+v, want %+v", s.board, got, want)
		}
	}
}

// parseCardType reads every card code and nothing else of two letters.
func TestParseCardType(t *testing.T) {
	letters := "VGRBXv "
	for i := 0; i < len(letters); i++ {
		for j := 0; j < len(letters); j++ {
			code := string([]byte{letters[i], letters[j]})
			want := -1
			for k, ct := range CardTypes {
				if ct.Code == code {
					want = k
				}
			}
			got, ok := parseCardType(code)
			if ok != (want >= 0) || ok && got != want {
				t.Fatalf("parseCardType(%q) = %d, %v; want %d", code, got, ok, want)
			}
		}
	}
	for _, bad := range []string{"", "V", "VGR"} {
		if _, ok := parseCardType(bad); ok {
			t.Fatalf("parseCardType(%q) accepted", bad)
		}
	}
}

// ContractCount and ChainCount agree with counting pair by pair and cell by
// cell (the way they were first written) on random boards.
func TestContractCountMasks(t *testing.T) {
	var adjPairs [][2]int
	for u := 0; u < nCells; u++ {
		for _, v := range neighbours[u] {
			if u < v {
				adjPairs = append(adjPairs, [2]int{u, v})
			}
		}
	}
	chainOfCell := func(x uint8) int {
		if !isShop(x) || tenantOf(x) < 0 {
			return -1
		}
		return ChainAt(tenantOf(x), shopColour(x))
	}
	chainCount := func(s *State, c int) int {
		n := 0
		for _, x := range s.board {
			if chainOfCell(x) == c {
				n++
			}
		}
		return n
	}
	count := func(s *State, id int) int {
		c := Contracts[id]
		n := 0
		switch c.Kind {
		case Placement:
			for _, pr := range adjPairs {
				x, y := s.board[pr[0]], s.board[pr[1]]
				if !isShop(x) || !isShop(y) || tenantOf(x) >= 0 || tenantOf(y) >= 0 {
					continue
				}
				a, b := shopColour(x), shopColour(y)
				if (a == c.A && b == c.B) || (a == c.B && b == c.A) {
					n++
				}
			}
			return n
		case Rental:
			return chainCount(s, c.A) + chainCount(s, c.B)
		}
		for _, pr := range adjPairs {
			a, b := chainOfCell(s.board[pr[0]]), chainOfCell(s.board[pr[1]])
			if (a == c.A && b == c.B) || (a == c.B && b == c.A) {
				n++
			}
		}
		return n
	}
	rng := rand.New(rand.NewPCG(5, 6))
	values := []uint8{cellEmpty, cellStorage, cellLocker}
	for c := 0; c < nColours; c++ {
		for tn := -1; tn < nColours; tn++ {
			values = append(values, shopCell(c, tn)) // not only real chains
		}
	}
	for i := 0; i < 5000; i++ {
		var s State
		for j := range s.board {
			s.board[j] = values[rng.IntN(len(values))]
		}
		for id := 0; id <= nContracts+1; id++ {
			want := 0
			if id >= 1 && id <= nContracts {
				want = count(&s, id)
			}
			if got := s.ContractCount(id); got != want {
				t.Fatalf("board %v: ContractCount(%d) = %d, want %d", s.board, id, got, want)
			}
		}
		for c := -1; c <= nChains; c++ {
			if got, want := s.ChainCount(c), chainCount(&s, c); got != want {
				t.Fatalf("board %v: ChainCount(%d) = %d, want %d", s.board, c, got, want)
			}
		}
	}
}
