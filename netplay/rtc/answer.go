package rtc

import (
	"context"
	"fmt"

	"github.com/pion/webrtc/v3"
)

// Answer is the guest side of a link: it takes the host's offer SDP and
// returns the link with the complete answer SDP (every candidate in it) for
// the host's Pending.Accept. The link is usually not open yet: call WaitOpen.
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
	answer, err := l.pc.CreateAnswer(nil)
	if err != nil {
		l.discard()
		return nil, "", fmt.Errorf("rtc: create answer: %w", err)
	}
	text, err := describe(ctx, l.pc, answer)
	if err != nil {
		l.discard()
		return nil, "", err
	}
	return l, text, nil
}
