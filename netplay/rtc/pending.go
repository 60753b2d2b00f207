package rtc

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"time"

	"github.com/pion/webrtc/v3"
)

// Pending is an offer waiting for its answer.
type Pending struct {
	link           *Link
	connectTimeout time.Duration // Config.ConnectTimeout, 0 for none

	mu    sync.Mutex
	state pendingState
}

type pendingState int

const (
	waiting   pendingState = iota // no answer yet
	accepting                     // Accept is connecting
	accepted                      // Accept returned the link
	abandoned                     // closed, or Accept failed
)

// Accept takes the guest's answer SDP and returns the link once its data
// channel is open. If the answer is not a usable SDP answer, Accept says so
// and the offer still waits for a good one; any later failure (including
// ctx ending) closes the offer for good. A link not open within
// Config.ConnectTimeout, or whose ICE fails, fails with an error wrapping
// ErrNoPath (and Handlers.Failed is called).
func (p *Pending) Accept(ctx context.Context, answer string) (*Link, error) {
	desc, err := readSDP(answer, webrtc.SDPTypeAnswer)
	if err != nil {
		return nil, err
	}
	p.mu.Lock()
	state := p.state
	if state == waiting {
		p.state = accepting
	}
	p.mu.Unlock()
	switch state {
	case accepting, accepted:
		return nil, errors.New("rtc: offer already answered")
	case abandoned:
		return nil, fmt.Errorf("%w: offer abandoned", ErrClosed)
	}

	l := p.link
	if err := l.pc.SetRemoteDescription(desc); err != nil {
		p.abandon()
		return nil, fmt.Errorf("answer: %w", err)
	}
	l.armConnect(p.connectTimeout)
	if err := l.WaitOpen(ctx); err != nil {
		p.abandon()
		return nil, err
	}
	p.mu.Lock()
	ok := p.state == accepting
	if ok {
		p.state = accepted
	}
	p.mu.Unlock()
	if !ok {
		return nil, fmt.Errorf("%w: offer abandoned", ErrClosed)
	}
	return l, nil
}

// Close abandons an offer that has not been accepted, ending its
// connection; an Accept in progress fails. Once Accept has returned the link,
// Close does nothing: the link is the caller's to close.
func (p *Pending) Close() error {
	p.mu.Lock()
	state := p.state
	if state != accepted {
		p.state = abandoned
	}
	p.mu.Unlock()
	if state == accepted {
		return nil
	}
	return p.link.Close()
}

// abandon closes the offer after a failed Accept.
func (p *Pending) abandon() {
	p.mu.Lock()
	if p.state != accepted {
		p.state = abandoned
	}
	p.mu.Unlock()
	_ = p.link.Close()
}
