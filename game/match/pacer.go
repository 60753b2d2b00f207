package match

import "time"

// Pacer spaces bot moves so that a person can follow them: a bot waits a
// delay from the moment its move became due (the step it waits on, or the
// previous bot move). The Driver paces every bot with it.
type Pacer struct {
	due   time.Time // when the pending bot may move
	armed bool      // due is set for the current step
}

// Ready reports whether a bot that must move now may do so: the first call
// after a Reset starts the delay.
func (p *Pacer) Ready(now time.Time, delay time.Duration) bool {
	if !p.armed {
		p.due, p.armed = now.Add(delay), true
	}
	return !now.Before(p.due)
}

// Moved starts the delay of the next bot move at now (one bot move at a
// time, so each is seen before the next).
func (p *Pacer) Moved(now time.Time, delay time.Duration) { p.due, p.armed = now.Add(delay), true }

// Reset forgets the delay in progress: the match made a step of its own (a
// person moved), so the next bot's delay starts when it is next asked.
func (p *Pacer) Reset() { p.armed = false }
