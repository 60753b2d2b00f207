package rtc

import (
	"context"
	"fmt"
	"sync"
	"sync/atomic"
	"time"

	"github.com/pion/webrtc/v3"
)

// Link is a data channel to one peer. Send, Close, WaitOpen and Stats may be
// called from any goroutine.
type Link struct {
	pc *webrtc.PeerConnection
	dc *webrtc.DataChannel
	h  Handlers

	open     chan struct{} // closed when the data channel opens
	openOnce sync.Once
	done     chan struct{} // closed when the link ends
	doneOnce sync.Once
	why      error // why the link ended; set before done is closed

	stopOnce sync.Once
	stopErr  error

	dropMu  sync.Mutex
	drop    *time.Timer // running while the connection is disconnected
	connect *time.Timer // running from the remote description until open

	sent, received, sentBytes, receivedBytes atomic.Int64
}

// newLink makes the link around pc and its pre-negotiated data channel, and
// wires their events.
func newLink(pc *webrtc.PeerConnection, h Handlers) (*Link, error) {
	l := &Link{
		pc:   pc,
		h:    h,
		open: make(chan struct{}),
		done: make(chan struct{}),
	}
	ordered, negotiated, id := true, true, uint16(0)
	dc, err := pc.CreateDataChannel(label, &webrtc.DataChannelInit{
		Ordered:    &ordered,
		Negotiated: &negotiated,
		ID:         &id,
	})
	if err != nil {
		return nil, fmt.Errorf("rtc: data channel: %w", err)
	}
	l.dc = dc
	l.watch(dc)
	pc.OnConnectionStateChange(l.onState)
	pc.OnICEConnectionStateChange(l.onICEState)
	// Only the pre-negotiated channel is used; refuse any other the peer opens.
	pc.OnDataChannel(func(dc *webrtc.DataChannel) { _ = dc.Close() })
	return l, nil
}

// Send queues one message for the peer. It fails, without panicking, before
// the channel opens, after the link ends, and for messages over
// MaxMessageSize.
func (l *Link) Send(data []byte) error {
	if len(data) > MaxMessageSize {
		return fmt.Errorf("%w: %d bytes, limit %d", ErrTooLarge, len(data), MaxMessageSize)
	}
	select {
	case <-l.done:
		return l.why
	default:
	}
	select {
	case <-l.open:
	default:
		return ErrNotOpen
	}
	if err := l.dc.Send(data); err != nil {
		select {
		case <-l.done:
			return l.why
		default:
		}
		return fmt.Errorf("rtc: send: %w", err)
	}
	l.sent.Add(1)
	l.sentBytes.Add(int64(len(data)))
	return nil
}

// Close ends the link and releases the peer connection. The peer sees its
// channel close. It is safe to call more than once and from any goroutine;
// later calls return what the first returned.
func (l *Link) Close() error {
	l.finish(ErrClosed)
	return l.stop()
}

// WaitOpen returns nil once the data channel is open, ctx's error if ctx
// ends first, or the error that ended the link if the link has ended (before
// or after opening).
func (l *Link) WaitOpen(ctx context.Context) error {
	select {
	case <-l.done:
		return l.why
	case <-l.open:
		select {
		case <-l.done:
			return l.why
		default:
			return nil
		}
	case <-ctx.Done():
		return ctx.Err()
	}
}

// Stats returns counts of the application messages and bytes sent and
// received on this link so far.
func (l *Link) Stats() (sent, received, sentBytes, receivedBytes int64) {
	return l.sent.Load(), l.received.Load(), l.sentBytes.Load(), l.receivedBytes.Load()
}

// dropGrace is how long a connection may stay disconnected (no packets from
// the peer; natively that state comes after 2 s of silence) before the link
// is given up as dropped. ICE itself would wait far longer before failing,
// because its failure timeout also bounds how long a guest waits for the host
// to receive its answer.
const dropGrace = 2 * time.Second

// onState watches the peer connection for its end.
func (l *Link) onState(s webrtc.PeerConnectionState) {
	switch s {
	case webrtc.PeerConnectionStateFailed:
		// In the browser the ICE state's handler runs on a goroutine of its
		// own and may come second: ask the ICE state here too.
		if l.pc.ICEConnectionState() == webrtc.ICEConnectionStateFailed {
			l.failed(reasonNoPath, ErrNoPath)
		} else {
			l.failed(reasonDTLS, errFailed)
		}
	case webrtc.PeerConnectionStateClosed:
		l.lost(ErrClosed)
	case webrtc.PeerConnectionStateDisconnected:
		l.armDrop()
	case webrtc.PeerConnectionStateConnected:
		l.disarmDrop()
	}
}

// onICEState ends the link when ICE fails: no candidate pair works.
func (l *Link) onICEState(s webrtc.ICEConnectionState) {
	if s == webrtc.ICEConnectionStateFailed {
		l.failed(reasonNoPath, ErrNoPath)
	}
}

// armConnect starts the countdown that fails a link not open within d, from
// the moment its remote description is set. d <= 0 arms nothing.
func (l *Link) armConnect(d time.Duration) {
	if d <= 0 {
		return
	}
	l.dropMu.Lock()
	defer l.dropMu.Unlock()
	select {
	case <-l.done:
		return
	default:
	}
	if l.connect != nil {
		return
	}
	l.connect = time.AfterFunc(d, func() {
		select {
		case <-l.open:
		default:
			l.failed(reasonNoPath, ErrNoPath)
		}
	})
}

// armDrop starts the countdown that ends a link still disconnected after
// dropGrace.
func (l *Link) armDrop() {
	l.dropMu.Lock()
	defer l.dropMu.Unlock()
	if l.drop != nil {
		return
	}
	l.drop = time.AfterFunc(dropGrace, func() {
		if l.pc.ConnectionState() == webrtc.PeerConnectionStateDisconnected {
			l.lost(errDropped)
		}
	})
}

// disarmDrop stops the countdown of armDrop, if any.
func (l *Link) disarmDrop() {
	l.dropMu.Lock()
	defer l.dropMu.Unlock()
	if l.drop != nil {
		l.drop.Stop()
		l.drop = nil
	}
}

// disarmConnect stops the countdown of armConnect, if any.
func (l *Link) disarmConnect() {
	l.dropMu.Lock()
	defer l.dropMu.Unlock()
	if l.connect != nil {
		l.connect.Stop()
	}
}

// opened marks the data channel open.
func (l *Link) opened() {
	l.openOnce.Do(func() { close(l.open) })
	l.disarmConnect()
}

// receive counts one incoming message and hands it to the caller.
func (l *Link) receive(data []byte) {
	l.received.Add(1)
	l.receivedBytes.Add(int64(len(data)))
	if f := l.h.Message; f != nil {
		f(data)
	}
}

// finish ends the link with the reason why and calls Closed, the first time
// only. It reports whether this call ended the link.
func (l *Link) finish(why error) bool {
	return l.finishFailed(why, "")
}

// finishFailed is finish, and when reason is not "" it calls Failed with it
// first, on the same goroutine as Closed.
func (l *Link) finishFailed(why error, reason string) bool {
	first := false
	l.doneOnce.Do(func() {
		l.why = why
		close(l.done)
		first = true
	})
	if !first {
		return false
	}
	failed, closed := l.h.Failed, l.h.Closed
	if reason == "" {
		failed = nil
	}
	if failed != nil || closed != nil {
		go func() {
			if failed != nil {
				failed(reason)
			}
			if closed != nil {
				closed()
			}
		}()
	}
	return true
}

// lost ends the link from an event of pion's: the peer went away or the
// connection failed. Pion's callbacks must not wait on its own shutdown, so
// the teardown runs on a goroutine of its own.
func (l *Link) lost(why error) {
	if l.finish(why) {
		go l.stop()
	}
}

// failed ends the link because its connection failed: Failed is told
// reason, and the teardown runs on a goroutine of its own, as in lost.
func (l *Link) failed(reason string, why error) {
	if l.finishFailed(why, reason) {
		go l.stop()
	}
}

// discard tears down a link that was never handed to the caller, without
// calling Closed.
func (l *Link) discard() {
	l.doneOnce.Do(func() {
		l.why = ErrClosed
		close(l.done)
	})
	_ = l.stop()
}

// stop closes the data channel, so the peer hears of it at once, and then
// the peer connection. It runs once; every call returns the first result.
func (l *Link) stop() error {
	l.stopOnce.Do(func() {
		l.disarmDrop()
		l.disarmConnect()
		if l.dc != nil {
			closeChannel(l.dc)
		}
		if err := l.pc.Close(); err != nil {
			l.stopErr = fmt.Errorf("rtc: close: %w", err)
		}
	})
	return l.stopErr
}
