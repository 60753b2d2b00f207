//go:build !js

package rtc

import (
	"errors"
	"fmt"
	"io"

	"github.com/pion/webrtc/v3"
)

// reader is the read half of a detached pion data channel.
type reader interface {
	ReadDataChannel(p []byte) (n int, isString bool, err error)
}

// watch wires dc's events to l. Natively the channel is detached and read
// here: pion's own read loop stops at 65535-byte messages, one short of
// MaxMessageSize.
func (l *Link) watch(dc *webrtc.DataChannel) {
	dc.OnOpen(func() {
		raw, err := dc.Detach()
		if err != nil {
			l.lost(fmt.Errorf("%w: detaching the data channel: %v", ErrClosed, err))
			return
		}
		l.opened()
		go l.readLoop(raw)
	})
	dc.OnClose(func() { l.lost(errPeerClosed) })
}

// readLoop delivers messages until the channel ends, then ends the link.
func (l *Link) readLoop(r reader) {
	buf := make([]byte, MaxMessageSize+1)
	for {
		n, _, err := r.ReadDataChannel(buf)
		switch {
		case errors.Is(err, io.ErrShortBuffer), err == nil && n > MaxMessageSize:
			l.lost(errOversize)
			return
		case errors.Is(err, io.EOF):
			l.lost(errPeerClosed)
			return
		case err != nil:
			l.lost(fmt.Errorf("%w: %v", ErrClosed, err))
			return
		}
		msg := make([]byte, n)
		copy(msg, buf[:n])
		l.receive(msg)
	}
}

// closeChannel closes the data channel first, so the peer hears of it at
// once, before the peer connection goes.
func closeChannel(dc *webrtc.DataChannel) { _ = dc.Close() }
