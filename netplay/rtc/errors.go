package rtc

import (
	"errors"
	"fmt"
)

// MaxMessageSize is the largest message Send accepts and a Link receives:
// 64 KiB, what pion's SCTP stack sends and every browser can take.
const MaxMessageSize = 64 << 10

var (
	// ErrClosed is returned (possibly wrapped with the reason) by Send and
	// WaitOpen once a link has ended.
	ErrClosed = errors.New("rtc: link closed")

	// ErrNotOpen is returned by Send before the data channel has opened.
	ErrNotOpen = errors.New("rtc: data channel not open yet")

	// ErrTooLarge is returned by Send for a message over MaxMessageSize.
	ErrTooLarge = errors.New("rtc: message too large")
)

var (
	errPeerClosed = fmt.Errorf("%w by the peer", ErrClosed)
	errFailed     = fmt.Errorf("%w: connection failed", ErrClosed)
	errDropped    = fmt.Errorf("%w: connection lost (the peer went silent)", ErrClosed)
	errOversize   = fmt.Errorf("%w: peer sent a message over %d bytes", ErrClosed, MaxMessageSize)
)
