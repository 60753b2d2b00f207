package mallworld

import (
	"fmt"
	"math/bits"
)

// ChainCount is how many shops on the board are rented by chain c (c = -1:
// how many cells hold no chain).
func (s *State) ChainCount(c int) int {
	kinds := s.cellKinds()
	switch {
	case c == -1:
		n := nCells
		for _, ch := range Chains {
			n -= bits.OnesCount64(uint64(kinds[rentedBy(ch.Tenant, ch.Shop)]))
		}
		return n
	case c < 0 || c >= nChains:
		return 0
	}
	return bits.OnesCount64(uint64(kinds[rentedBy(Chains[c].Tenant, Chains[c].Shop)]))
}

// ContractCount is the number of scoring combinations contract id has on the
// board now (spec 11.2–11.4); the payment is this times the contract's value.
// Placements count adjacent unrented shops of their two colours, specials
// adjacent shops of their two chains, each adjacent pair once.
func (s *State) ContractCount(id int) int {
	if id <= 0 || id > nContracts {
		return 0
	}
	c := Contracts[id]
	kinds := s.cellKinds()
	chain := func(ch int) cellSet { return kinds[rentedBy(Chains[ch].Tenant, Chains[ch].Shop)] }
	switch c.Kind {
	case Placement:
		return adjacentPairs(kinds[kindShop+c.A], kinds[kindShop+c.B], c.A == c.B)
	case Rental:
		return bits.OnesCount64(uint64(chain(c.A))) + bits.OnesCount64(uint64(chain(c.B)))
	}
	return adjacentPairs(chain(c.A), chain(c.B), c.A == c.B)
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
