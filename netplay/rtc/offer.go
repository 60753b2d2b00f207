package rtc

import (
	"context"
	"fmt"
)

// Offer starts the host side of a link: a peer connection with one ordered,
// reliable data channel labelled "galleria". It waits until ICE gathering is
// complete, or cfg.GatherTimeout has passed, and returns the offer SDP holding
// the candidates gathered, to be passed to the guest's Answer. The guest's
// answer goes to Pending.Accept. ctx bounds this call only, not the
// connection.
func Offer(ctx context.Context, cfg Config, h Handlers) (*Pending, string, error) {
	l, err := dial(cfg, h)
	if err != nil {
		return nil, "", err
	}
	offer, err := l.pc.CreateOffer(nil)
	if err != nil {
		l.discard()
		return nil, "", fmt.Errorf("rtc: create offer: %w", err)
	}
	text, err := describe(ctx, l.pc, offer, cfg.gatherTimeout())
	if err != nil {
		l.discard()
		return nil, "", err
	}
	return &Pending{link: l, connectTimeout: cfg.connectTimeout()}, text, nil
}
