package netplay

import (
	"bytes"
	"fmt"

	"github.com/galleria-games/galleria/engine"
)

// Setup is the match's roster: who the peers are and who plays which seat.
// The host signs it; every change after the start makes a new epoch.
type Setup struct {
	Match   string         `json:"match"`
	Game    string         `json:"game"`
	Options engine.Options `json:"options"`
	Host    int            `json:"host"` // index into Peers
	Peers   []PeerInfo     `json:"peers"`
	Seats   []SeatInfo     `json:"seats"`
	Epoch   int            `json:"epoch"`
	Step    int            `json:"step"`            // the step this roster takes effect at
	Clock   *Clock         `json:"clock,omitempty"` // the match's clock (clock.go), or none
}

// PeerInfo is one peer of the match.
type PeerInfo struct {
	Key  string `json:"key"`
	Name string `json:"name"`
	// Away peers have left the game (their seats went to bots): they take no
	// part in chance rounds until a seat is given back to them.
	Away bool `json:"away,omitempty"`
}

// SeatInfo says who plays a seat.
type SeatInfo struct {
	Name string `json:"name"`
	Peer int    `json:"peer"`          // index into Peers; -1 = waiting for a guest
	Bot  string `json:"bot,omitempty"` // the bot the owning peer runs, or "" for a person
	// Lent: 1 + the peer whose seat this is, lent to the bot for one
	// decision because its time ran out (clock.go); 0 otherwise.
	Lent int `json:"lent,omitempty"`
}

// Open reports whether the seat still waits for a guest.
func (s SeatInfo) Open() bool { return s.Peer < 0 }

func (s *Setup) clone() *Setup {
	c := *s
	c.Options = s.Options.Clone()
	c.Peers = append([]PeerInfo(nil), s.Peers...)
	c.Seats = append([]SeatInfo(nil), s.Seats...)
	return &c
}

// peerIndex returns the index of the peer with that key, or -1.
func (s *Setup) peerIndex(key string) int {
	for i, p := range s.Peers {
		if p.Key == key {
			return i
		}
	}
	return -1
}

// name is peer i's display name, "peer i" when it has none, or "unknown
// peer" when i is not a peer.
func (s *Setup) name(i int) string {
	if i >= 0 && i < len(s.Peers) {
		if n := s.Peers[i].Name; n != "" {
			return n
		}
		return fmt.Sprintf("peer %d", i)
	}
	return "unknown peer"
}

// seatOf returns the first seat peer i plays, or -1.
func (s *Setup) seatOf(i int) int {
	for seat, si := range s.Seats {
		if si.Peer == i && i >= 0 {
			return seat
		}
	}
	return -1
}

// describe says who plays each seat and who hosts, for the console.
func (s *Setup) describe() string {
	var b bytes.Buffer
	for i, si := range s.Seats {
		if i > 0 {
			b.WriteString(", ")
		}
		fmt.Fprintf(&b, "seat %d %s", i, s.name(si.Peer))
		if si.Bot != "" {
			fmt.Fprintf(&b, " (%s bot)", si.Bot)
		}
	}
	fmt.Fprintf(&b, "; host %s", s.name(s.Host))
	return b.String()
}

// owns reports whether peer i plays seat.
func (s *Setup) owns(i, seat int) bool {
	return seat >= 0 && seat < len(s.Seats) && s.Seats[seat].Peer == i && i >= 0
}

// active lists the peers taking part in chance rounds, by index.
func (s *Setup) active() []int {
	var out []int
	for i, p := range s.Peers {
		if !p.Away {
			out = append(out, i)
		}
	}
	return out
}

// check validates a setup from the wire, naming the first bad field.
func (s *Setup) check() error {
	if !isHex(s.Match, 32) {
		return fmt.Errorf("setup.match: must be 32 hex chars")
	}
	if s.Game == "" || len(s.Game) > 32 {
		return fmt.Errorf("setup.game: %q", clip(s.Game))
	}
	if len(s.Peers) == 0 || len(s.Peers) > 16 {
		return fmt.Errorf("setup.peers: %d peers (1..16)", len(s.Peers))
	}
	if s.Host < 0 || s.Host >= len(s.Peers) {
		return fmt.Errorf("setup.host: %d is not a peer", s.Host)
	}
	seen := map[string]bool{}
	for i, p := range s.Peers {
		if _, err := decodeKey(p.Key); err != nil {
			return fmt.Errorf("setup.peers[%d].key: %v", i, err)
		}
		if seen[p.Key] {
			return fmt.Errorf("setup.peers[%d].key: listed twice", i)
		}
		seen[p.Key] = true
		if len(p.Name) > 64 {
			return fmt.Errorf("setup.peers[%d].name: over 64 bytes", i)
		}
	}
	if len(s.Seats) == 0 || len(s.Seats) > 16 {
		return fmt.Errorf("setup.seats: %d seats (1..16)", len(s.Seats))
	}
	for i, st := range s.Seats {
		if st.Peer < -1 || st.Peer >= len(s.Peers) {
			return fmt.Errorf("setup.seats[%d].peer: %d is not a peer", i, st.Peer)
		}
		if len(st.Name) > 64 {
			return fmt.Errorf("setup.seats[%d].name: over 64 bytes", i)
		}
		if st.Lent < 0 || st.Lent > len(s.Peers) || st.Lent > 0 && st.Bot == "" {
			return fmt.Errorf("setup.seats[%d].lent: %d", i, st.Lent)
		}
	}
	if s.Clock != nil {
		if err := s.Clock.check(); err != nil {
			return fmt.Errorf("setup.clock: %v", err)
		}
	}
	if s.Epoch < 0 || s.Step < 0 {
		return fmt.Errorf("setup: negative epoch or step")
	}
	return nil
}
