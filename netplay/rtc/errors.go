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

	// ErrNoPath is wrapped by the error of WaitOpen, Pending.Accept and
	// Send when the two devices found no network path to each other: ICE
	// failed, or the link did not open within Config.ConnectTimeout. It
	// wraps ErrClosed.
	ErrNoPath = fmt.Errorf("%w: %s", ErrClosed, reasonNoPath)
)

// Reasons given to Handlers.Failed.
const (
	reasonNoPath = "no network path between the two devices (ICE failed)"
	reasonDTLS   = "the secure connection between the two devices failed (DTLS)"
)

var (
	errPeerClosed = fmt.Errorf("%w by the peer", ErrClosed)
	errFailed     = fmt.Errorf("%w: %s", ErrClosed, reasonDTLS)
	errDropped    = fmt.Errorf("%w: connection lost (the peer went silent)", ErrClosed)
	errOversize   = fmt.Errorf("%w: peer sent a message over %d bytes", ErrClosed, MaxMessageSize)
)
