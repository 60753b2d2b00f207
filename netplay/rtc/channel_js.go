package rtc

import "github.com/pion/webrtc/v3"

// watch wires dc's events to l. In the browser pion calls each handler on a
// new goroutine, so the channel may already be open (or closed) by the time
// the handlers are set: its state is checked afterwards too.
func (l *Link) watch(dc *webrtc.DataChannel) {
	dc.OnMessage(func(msg webrtc.DataChannelMessage) {
		if len(msg.Data) > MaxMessageSize {
			l.lost(errOversize)
			return
		}
		l.receive(msg.Data)
	})
	dc.OnOpen(l.opened)
	dc.OnClose(func() { l.lost(errPeerClosed) })
	switch dc.ReadyState() {
	case webrtc.DataChannelStateOpen:
		l.opened()
	case webrtc.DataChannelStateClosing, webrtc.DataChannelStateClosed:
		l.lost(errPeerClosed)
	}
}

// closeChannel leaves the data channel to the peer connection's close: pion's
// js wrapper releases the channel's Go callbacks on Close but leaves them
// installed, and the browser's later close event would call a released
// function. Closing the peer connection closes the channel as well.
func closeChannel(*webrtc.DataChannel) {}
