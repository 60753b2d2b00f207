package rtc

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/pion/webrtc/v3"
)

// dial makes a peer connection for cfg and the link around it.
func dial(cfg Config, h Handlers) (*Link, error) {
	conf, err := cfg.configuration()
	if err != nil {
		return nil, err
	}
	pc, err := newAPI(cfg).NewPeerConnection(conf)
	if err != nil {
		return nil, fmt.Errorf("rtc: peer connection: %w", err)
	}
	l, err := newLink(pc, h)
	if err != nil {
		_ = pc.Close()
		return nil, err
	}
	return l, nil
}

// describe makes desc the local description, waits until ICE gathering is
// complete or wait has passed, whichever comes first, and returns the local
// SDP with the candidates gathered by then: an unreachable STUN or TURN
// server delays it by wait at most. Natively and in the browser alike, the
// local description includes every candidate gathered so far.
func describe(ctx context.Context, pc *webrtc.PeerConnection, desc webrtc.SessionDescription, wait time.Duration) (string, error) {
	if err := ctx.Err(); err != nil {
		return "", fmt.Errorf("rtc: gathering ICE candidates: %w", err)
	}
	gathered := webrtc.GatheringCompletePromise(pc)
	if err := pc.SetLocalDescription(desc); err != nil {
		return "", fmt.Errorf("rtc: local %s: %w", desc.Type, err)
	}
	deadline := time.NewTimer(wait)
	defer deadline.Stop()
	select {
	case <-gathered:
	case <-deadline.C:
	case <-ctx.Done():
		return "", fmt.Errorf("rtc: gathering ICE candidates: %w", ctx.Err())
	}
	local := pc.LocalDescription()
	if local == nil {
		return "", errors.New("rtc: no local description after ICE gathering")
	}
	return local.SDP, nil
}
