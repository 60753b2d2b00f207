package mallworld

import "fmt"

// adjPairs lists every pair of orthogonally adjacent cells once (u < v).
var adjPairs = func() [][2]int8 {
	var out [][2]int8
	for u := 0; u < nCells; u++ {
		for _, v := range neighbours[u] {
			if u < v {
				out = append(out, [2]int8{int8(u), int8(v)})
			}
		}
	}
	return out
}()

func chainOfCell(x uint8) int {
	if !isShop(x) || tenantOf(x) < 0 {
		return -1
	}
	return ChainAt(tenantOf(x), shopColour(x))
}

// ChainCount is how many shops on the board are rented by chain c.
func (s *State) ChainCount(c int) int {
	n := 0
	for _, x := range s.board {
		if chainOfCell(x) == c {
			n++
		}
	}
	return n
}

// ContractCount is the number of scoring combinations contract id has on the
// board now (spec 11.2–11.4); the payment is this times the contract's value.
func (s *State) ContractCount(id int) int {
	if id <= 0 || id > nContracts {
		return 0
	}
	c := Contracts[id]
	switch c.Kind {
	case Placement:
		n := 0
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
		return s.ChainCount(c.A) + s.ChainCount(c.B)
	}
	n := 0
	for _, pr := range adjPairs {
		a, b := chainOfCell(s.board[pr[0]]), chainOfCell(s.board[pr[1]])
		if (a == c.A && b == c.B) || (a == c.B && b == c.A) {
			n++
		}
	}
	return n
}

// ContractValue is what contract id would pay if its phase ended now.
func (s *State) ContractValue(id int) int { return s.ContractCount(id) * Contracts[id].Value }

// ContractScore gives the count and payment of a contract by its ID ("P06")
// if its phase ended now.
func (s *State) ContractScore(contract string) (count, pay int, err error) {
	id, ok := parseContract(contract)
	if !ok {
		return 0, 0, fmt.Errorf("unknown contract %q", contract)
	}
	count = s.ContractCount(id)
	return count, count * Contracts[id].Value, nil
}
