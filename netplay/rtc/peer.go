package rtc

import (
	"context"
	"errors"
	"fmt"

	"github.com/pion/webrtc/v3"
)

// dial makes a peer connection for cfg and the link around it.
func dial(cfg Config, h Handlers) (*Link, error) {
	pc, err := newAPI(cfg).NewPeerConnection(cfg.configuration())
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
// complete, and returns the local SDP with every candidate in it.
func describe(ctx context.Context, pc *webrtc.PeerConnection, desc webrtc.SessionDescription) (string, error) {
	if err := ctx.Err(); err != nil {
		return "", fmt.Errorf("rtc: gathering ICE candidates: %w", err)
	}
	gathered := webrtc.GatheringCompletePromise(pc)
	if err := pc.SetLocalDescription(desc); err != nil {
		return "", fmt.Errorf("rtc: local %s: %w", desc.Type, err)
	}
	select {
	case <-gathered:
	case <-ctx.Done():
		return "", fmt.Errorf("rtc: gathering ICE candidates: %w", ctx.Err())
	}
	local := pc.LocalDescription()
	if local == nil {
		return "", errors.New("rtc: no local description after ICE gathering")
	}
	return local.SDP, nil
}
