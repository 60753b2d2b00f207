package rtc

import (
	"context"
	"fmt"
	"time"

	"github.com/pion/webrtc/v3"
)

// Answer is the guest side of a link: it takes the host's offer SDP and
// returns the link with the answer SDP (the candidates gathered within
// cfg.GatherTimeout) for the host's Pending.Accept. The link is usually not
// open yet: call WaitOpen. If it is not open cfg.ConnectTimeout after the
// offer was taken (that is, after Answer started), it fails with ErrNoPath.
// ctx bounds this call only, not the connection.
func Answer(ctx context.Context, cfg Config, offer string, h Handlers) (*Link, string, error) {
	desc, err := readSDP(offer, webrtc.SDPTypeOffer)
	if err != nil {
		return nil, "", err
	}
	l, err := dial(cfg, h)
	if err != nil {
		return nil, "", err
	}
	if err := l.pc.SetRemoteDescription(desc); err != nil {
		l.discard()
		return nil, "", fmt.Errorf("offer: %w", err)
	}
	remoteSet := time.Now()
	answer, err := l.pc.CreateAnswer(nil)
	if err != nil {
		l.discard()
		return nil, "", fmt.Errorf("rtc: create answer: %w", err)
	}
	text, err := describe(ctx, l.pc, answer, cfg.gatherTimeout())
	if err != nil {
		l.discard()
		return nil, "", err
	}
	// The clock started with the remote description; it is armed only now,
	// so that a link Answer does not return never fails.
	if d := cfg.connectTimeout(); d > 0 {
		l.armConnect(max(d-time.Since(remoteSet), time.Millisecond))
	}
	return l, text, nil
}
