package bot

import (
	"fmt"
	"math"
	"strings"

	"github.com/galleria-games/galleria/engine"
)

// node is a point of the tree: the moves on the way to it.
type node struct {
	edges []*edge
	index map[edgeKey]*edge
	joint map[string]*node // simultaneous decisions: the next node per joint move
}

type edgeKey struct {
	seat int
	move string
}

// edge is one seat's move from a node, with its statistics.
type edge struct {
	seat  int
	move  string
	n     int     // iterations through this edge
	avail int     // iterations in which the move was legal here
	w     float64 // sum of the rewards of seat
	w2    float64 // sum of their squares
	// Paired rounds (root moves only): rounds played, and the sum of the
	// differences from the first candidate's reward and of their squares.
	rounds int
	d, d2  float64
	child  *node // turn decisions: the node after the move
}

func (e *edge) mean() float64 { return e.w / float64(e.n) }

// varMean is the variance of the edge's mean reward.
func (e *edge) varMean() float64 {
	m := e.mean()
	v := e.w2/float64(e.n) - m*m
	if v < 0 {
		v = 0
	}
	return v / float64(e.n)
}

func (n *node) edge(seat int, move string) *edge {
	return n.index[edgeKey{seat, move}]
}

func (n *node) add(seat int, move string) *edge {
	if n.index == nil {
		n.index = map[edgeKey]*edge{}
	}
	e := &edge{seat: seat, move: move}
	n.edges = append(n.edges, e)
	n.index[edgeKey{seat, move}] = e
	return e
}

// pick chooses seat's move among legal at n: an untried one at random if
// any (expanded is then true), else the best upper confidence bound. It
// counts the availability of every tried legal move.
func (t *Thought) pick(n *node, seat int, legal []string) (e *edge, expanded bool) {
	untried := 0
	for _, m := range legal {
		if x := n.edge(seat, m); x != nil {
			x.avail++
		} else {
			untried++
		}
	}
	if untried > 0 {
		k := t.rng.IntN(untried)
		for _, m := range legal {
			if n.edge(seat, m) == nil {
				if k == 0 {
					return n.add(seat, m), true
				}
				k--
			}
		}
	}
	bestU := math.Inf(-1)
	for _, m := range legal {
		x := n.edge(seat, m)
		u := x.w/float64(x.n) + t.cfg.C*math.Sqrt(math.Log(float64(x.avail))/float64(x.n))
		if u > bestU {
			bestU, e = u, x
		}
	}
	return e, false
}

// treeIterate runs one iteration through the tree on a new sample.
func (t *Thought) treeIterate() error {
	st, err := t.determinize()
	if err != nil {
		return err
	}
	var path []*edge
	n := t.root
	expanded := false
	for !expanded {
		d := st.Decision()
		if d.Kind == engine.Terminal {
			break
		}
		if d.Kind == engine.ChanceNode {
			if err := t.chance(st); err != nil {
				return err
			}
			continue
		}
		if d.Kind == engine.Turn {
			seat := d.Seats[0]
			legal := st.LegalMoves(seat)
			if n == t.root && seat == t.seat {
				legal = t.rootMoves()
			}
			if len(legal) == 1 && !(n == t.root && seat == t.seat) {
				if err := st.Apply(seat, legal[0]); err != nil {
					return fmt.Errorf("search: %s's only move %q: %v", engine.SeatName(seat), legal[0], err)
				}
				continue
			}
			e, exp := t.pick(n, seat, legal)
			if err := st.Apply(seat, e.move); err != nil {
				return fmt.Errorf("search: %s's legal move %q: %v", engine.SeatName(seat), e.move, err)
			}
			path = append(path, e)
			if e.child == nil {
				e.child = &node{}
			}
			n, expanded = e.child, exp
			continue
		}
		// Simultaneous: every seat still to move picks blind.
		seats := append([]int(nil), d.Seats...)
		var key strings.Builder
		for _, seat := range seats {
			legal := st.LegalMoves(seat)
			if n == t.root && seat == t.seat {
				legal = t.rootMoves()
			}
			if len(legal) == 0 {
				return fmt.Errorf("search: %s acts with no legal move", engine.SeatName(seat))
			}
			e, exp := t.pick(n, seat, legal)
			expanded = expanded || exp
			path = append(path, e)
			fmt.Fprintf(&key, "%d:%s|", seat, e.move)
		}
		for _, e := range path[len(path)-len(seats):] {
			if err := st.Apply(e.seat, e.move); err != nil {
				return fmt.Errorf("search: %s's legal move %q: %v", engine.SeatName(e.seat), e.move, err)
			}
		}
		if n.joint == nil {
			n.joint = map[string]*node{}
		}
		next := n.joint[key.String()]
		if next == nil {
			next = &node{}
			n.joint[key.String()] = next
		}
		n = next
	}
	if err := t.playOn(st); err != nil {
		return err
	}
	reward := t.score(st)
	for _, e := range path {
		e.n++
		e.w += reward[e.seat]
		e.w2 += reward[e.seat] * reward[e.seat]
	}

	return nil
}
