package netplay

// Link is an open, reliable connection to one other peer (a WebRTC data
// channel, or a pipe in tests). Messages may arrive in any order: the Peer
// sequences them itself. Send must not call back into the Peer; it is called
// with the Peer's lock held, so it must not block for long either.
type Link interface {
	Send(data []byte) error
	Close() error
}

// LinkID names a link attached to a Peer.
type LinkID int

// self is the pseudo-link a peer's own messages arrive on.
const self LinkID = 0
