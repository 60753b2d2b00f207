package netplay

import "fmt"

// Fault names what went wrong with a message or a peer.
type Fault string

const (
	FaultMalformed  Fault = "malformed"   // not a message of this protocol
	FaultOversized  Fault = "oversized"   // over MaxMessage bytes
	FaultForged     Fault = "forged"      // the signature does not verify, or an unknown key
	FaultReplayed   Fault = "replayed"    // a sequence number already seen from that author
	FaultWrongSeat  Fault = "wrong-seat"  // a move for a seat its author does not play
	FaultIllegal    Fault = "illegal"     // the engine rejects the move (or it is out of turn)
	FaultBadReveal  Fault = "bad-reveal"  // a reveal that does not match its commitment
	FaultEquivocate Fault = "equivocated" // two different commitments for one round
	FaultDesync     Fault = "desync"      // another peer's hashes differ from ours
	FaultOtherMatch Fault = "other-match" // a message of another match
	FaultFlood      Fault = "flood"       // too many messages waiting for later steps
)

// Report is one fault, as shown in the UI and written to the log.
type Report struct {
	Fault  Fault
	Seat   int    // the seat it is blamed on, or -1 when the sender plays none
	Peer   string // the sender's name, when known
	Step   int    // the local step when it was found
	Detail string
}

func (r Report) String() string {
	who := "unknown sender"
	switch {
	case r.Seat >= 0 && r.Peer != "":
		who = fmt.Sprintf("seat %d (%s)", r.Seat, r.Peer)
	case r.Seat >= 0:
		who = fmt.Sprintf("seat %d", r.Seat)
	case r.Peer != "":
		who = r.Peer
	}
	return fmt.Sprintf("step %d: %s message from %s dropped: %s", r.Step, r.Fault, who, r.Detail)
}
