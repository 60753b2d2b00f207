//go:build !js

package rtc

import (
	"context"
	"fmt"
	"sort"
	"sync"
	"testing"
	"time"
)

// TestStar connects one host to four guests at once (five peers, four
// links) and relays every guest's messages through the host to the others.
func TestStar(t *testing.T) {
	const guests, per = 4, 50
	ctx, cancel := context.WithTimeout(t.Context(), 15*time.Second)
	defer cancel()

	hosts := make([]*Link, guests)
	links := make([]*Link, guests)
	recs := make([]*recorder, guests)

	// The host relays what guest i sends to every other guest, once every
	// host link exists.
	ready := make(chan struct{})
	var relayMu sync.Mutex
	relayErr := error(nil)
	relay := func(from int) Handlers {
		return Handlers{Message: func(data []byte) {
			<-ready
			for j, h := range hosts {
				if j == from {
					continue
				}
				if err := h.Send(data); err != nil {
					relayMu.Lock()
					relayErr = err
					relayMu.Unlock()
				}
			}
		}}
	}

	start := time.Now()
	var wg sync.WaitGroup
	errs := make(chan error, guests)
	for i := range guests {
		recs[i] = newRecorder()
		wg.Go(func() {
			p, offer, err := Offer(ctx, loop, relay(i))
			if err != nil {
				errs <- err
				return
			}
			g, answer, err := Answer(ctx, loop, offer, recs[i].handlers())
			if err != nil {
				p.Close()
				errs <- err
				return
			}
			links[i] = g
			h, err := p.Accept(ctx, answer)
			if err != nil {
				errs <- err
				return
			}
			hosts[i] = h
			errs <- g.WaitOpen(ctx)
		})
	}
	wg.Wait()
	t.Cleanup(func() {
		select {
		case <-ready:
		default:
			close(ready)
		}
		for i := range guests {
			if hosts[i] != nil {
				hosts[i].Close()
			}
			if links[i] != nil {
				links[i].Close()
			}
		}
	})
	for range guests {
		if err := <-errs; err != nil {
			t.Fatal(err)
		}
	}
	close(ready)
	t.Logf("%d links up in %v", guests, time.Since(start).Round(time.Millisecond))

	for i, g := range links {
		wg.Go(func() {
			for k := range per {
				if err := g.Send(fmt.Appendf(nil, "g%d-%03d", i, k)); err != nil {
					t.Error(err)
					return
				}
			}
		})
	}
	wg.Wait()

	for i, r := range recs {
		got := r.wait(t, (guests-1)*per, 10*time.Second)
		var strs, want []string
		for _, m := range got {
			strs = append(strs, string(m))
		}
		for j := range guests {
			for k := range per {
				if j != i {
					want = append(want, fmt.Sprintf("g%d-%03d", j, k))
				}
			}
		}
		sort.Strings(strs)
		sort.Strings(want)
		if fmt.Sprint(strs) != fmt.Sprint(want) {
			t.Errorf("guest %d got %d messages, not those of the others (%d)", i, len(strs), len(want))
		}
	}
	relayMu.Lock()
	defer relayMu.Unlock()
	if relayErr != nil {
		t.Errorf("relay: %v", relayErr)
	}
}
