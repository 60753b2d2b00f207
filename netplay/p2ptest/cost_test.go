package p2ptest

import (
	"encoding/json"
	"fmt"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/galleria-games/galleria/netplay"
)

// wire counts, by message kind, what crosses every link (relays included).
type wire struct {
	mu    sync.Mutex
	msgs  map[string]int
	bytes map[string]int
	acks  map[string]int // wire copies of each ack, by author and number
	// hashed are the steps at which each author's hashes went out (its
	// moves, commitments and acks carry them), by author.
	hashed map[string]map[int]bool
}

func (w *wire) count(raw []byte) {
	var b struct {
		K string `json:"k"`
		F string `json:"f"`
		Q uint64 `json:"q"`
		N int    `json:"s"`
		L string `json:"lh"`
	}
	if len(raw) > 65 {
		json.Unmarshal(raw[65:], &b)
	}
	w.mu.Lock()
	w.msgs[b.K]++
	w.bytes[b.K] += len(raw)
	if b.L != "" {
		if w.hashed == nil {
			w.hashed = map[string]map[int]bool{}
		}
		if w.hashed[b.F] == nil {
			w.hashed[b.F] = map[int]bool{}
		}
		w.hashed[b.F][b.N] = true
	}
	if b.K == "ack" {
		if w.acks == nil {
			w.acks = map[string]int{}
		}
		w.acks[fmt.Sprintf("%s/%d", b.F, b.Q)]++
	}
	w.mu.Unlock()
}

// countingLink wraps a link to count what is sent on it.
type countingLink struct {
	netplay.Link
	w *wire
}

func (c countingLink) Send(b []byte) error {
	c.w.count(b)
	return c.Link.Send(b)
}

// TestCost plays whole 4-player games with 4 peers (every seat a person on
// its own peer) and checks the protocol's cost model: a plain move is one
// message from its author, which the host passes on to the other guests;
// the guests ack to the host alone, at most once per round of plain moves
// by others (peers moves) and once at the end, and the host acks nothing,
// so a plain move costs at most peers messages on the wire; a sealed bid is
// one commitment and one reveal; a chance event is one commitment and one
// reveal from every peer. It logs the wire figures, relays included (the
// host passes each guest's message on to the other guests).
func TestCost(t *testing.T) {
	w := &wire{msgs: map[string]int{}, bytes: map[string]int{}}
	nodes := lobbyCounting(t, 4, 3, w)
	playAll(t, nodes, 3*time.Minute)
	sameEnd(t, nodes)
	time.Sleep(200 * time.Millisecond) // the last acks
	plain, sealed, chance := 0, 0, 0
	st := nodes[0].p.Steps()
	for _, s := range st {
		switch {
		case s.Seat < 0:
			chance++
		case len(s.Move) > 4 && s.Move[:4] == "bid ":
			sealed++
		default:
			plain++
		}
	}
	w.mu.Lock()
	defer w.mu.Unlock()
	peers := len(nodes)
	// Authored messages: every wire message is either sent by its author to
	// the host, by the host (author) to each guest, or a relay by the host to
	// the guests other than the author: authored = wire / fan-out.
	authored := func(kind string) float64 {
		// A guest's message crosses 1 + (peers-2) links, the host's peers-1:
		// both are peers-1 per authored message in a star.
		return float64(w.msgs[kind]) / float64(peers-1)
	}
	moves := authored("move")
	commits, reveals := authored("commit"), authored("reveal")
	if int(moves+0.5) != plain {
		t.Errorf("%v move messages for %d plain moves", moves, plain)
	}
	// An ack crosses one link (guest to host: nothing relays it). Each
	// guest acks the end once, and otherwise at most once per peers plain
	// moves.
	acks, guests := w.msgs["ack"], peers-1
	if most := guests * (plain/peers + 1); acks < guests || acks > most {
		t.Errorf("%d acks on the wire for %d plain moves and %d guests (want %d to %d)", acks, plain, guests, guests, most)
	}
	for k, n := range w.acks {
		if n != 1 {
			t.Errorf("ack %s crossed %d links: acks go to the host alone", k, n)
		}
	}
	// Every guest's hashes reach the host at least once a round of plain
	// moves, and at the end.
	for _, n := range nodes[1:] {
		last, since := 0, 0
		for i, s := range st {
			if w.hashed[n.p.Key()][i] {
				last, since = i, 0
			}
			if s.Seat >= 0 && !strings.HasPrefix(s.Move, "bid ") {
				since++
			}
			if since > peers+1 {
				t.Fatalf("%s: no hashes from step %d to %d (%d plain moves)", n.name, last, i, since)
			}
		}
		if !w.hashed[n.p.Key()][len(st)] {
			t.Errorf("%s did not ack the end (step %d)", n.name, len(st))
		}
	}
	if per := float64(w.msgs["move"]+acks) / float64(plain); per > float64(peers) {
		t.Errorf("a plain move costs %.2f messages on the wire, over %d", per, peers)
	}
	if want := float64(sealed + chance*peers); commits != want || reveals != want {
		t.Errorf("%v commitments and %v reveals for %d sealed bids and %d chance events × %d peers", commits, reveals, sealed, chance, peers)
	}
	kinds := make([]string, 0, len(w.msgs))
	for k := range w.msgs {
		kinds = append(kinds, k)
	}
	sort.Strings(kinds)
	for _, k := range kinds {
		t.Logf("%-8s %6d wire messages %8d bytes (%.0f bytes each)", k, w.msgs[k], w.bytes[k], float64(w.bytes[k])/float64(w.msgs[k]))
	}
	mb := float64(w.bytes["move"]) / float64(w.msgs["move"])
	ab := float64(w.bytes["ack"]) / float64(w.msgs["ack"])
	cb := float64(w.bytes["commit"]) / float64(w.msgs["commit"])
	rb := float64(w.bytes["reveal"]) / float64(w.msgs["reveal"])
	t.Logf("%d peers: %d plain moves, %d sealed bids, %d chance events", peers, plain, sealed, chance)
	t.Logf("per plain move: authored 1 move + %.2f acks; on the wire %.2f messages, %.0f bytes",
		float64(acks)/float64(plain), float64(w.msgs["move"]+acks)/float64(plain), (float64(w.msgs["move"])*mb+float64(acks)*ab)/float64(plain))
	t.Logf("per sealed bid: authored 1 commit + 1 reveal; on the wire %d messages, %.0f bytes",
		2*(peers-1), float64(peers-1)*(cb+rb))
	t.Logf("per chance event: authored %d commits + %d reveals; on the wire %d messages, %.0f bytes",
		peers, peers, 2*peers*(peers-1), float64(peers*(peers-1))*(cb+rb))
	t.Logf("latency A→B, plain move: median %v over %d; sealed round (last commitment → resolved on another peer): median %v over %d",
		latPlain(nodes), nPlain(nodes), latSealed(nodes), nSealed(nodes))
}

// lobbyCounting is lobby with every link wrapped by a counter.
func lobbyCounting(t *testing.T, players, guests int, w *wire) []*node {
	wrap = func(l netplay.Link) netplay.Link { return countingLink{l, w} }
	defer func() { wrap = nil }()
	return lobby(t, players, guests)
}
