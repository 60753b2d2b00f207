package rtc

import (
	"errors"
	"fmt"
	"syscall/js"
	"time"
)

// path asks the browser's RTCPeerConnection.getStats() for the selected
// candidate pair. Pion's js wrapper has no GetStats, and the
// ICETransport.GetSelectedCandidatePair it does wrap is missing in some
// browsers and gives no round-trip time, so the statistics are read here.
// The pair is the transport's selectedCandidatePairId (Chromium, Safari),
// else the pair marked selected (Firefox), else the nominated pair that
// succeeded.
func (l *Link) path() (p PathInfo, err error) {
	defer func() {
		if r := recover(); r != nil {
			p, err = PathInfo{}, fmt.Errorf("rtc: statistics: %v", r)
		}
	}()
	report, err := await(l.pc.JSValue().Call("getStats"))
	if err != nil {
		return PathInfo{}, fmt.Errorf("rtc: statistics: %w", err)
	}
	stats := map[string]js.Value{}
	var pairs []js.Value
	selectedID := ""
	each := js.FuncOf(func(_ js.Value, args []js.Value) any {
		v := args[0]
		id := v.Get("id").String()
		stats[id] = v
		switch v.Get("type").String() {
		case "transport":
			if s := v.Get("selectedCandidatePairId"); s.Type() == js.TypeString && selectedID == "" {
				selectedID = s.String()
			}
		case "candidate-pair":
			pairs = append(pairs, v)
		}
		return nil
	})
	report.Call("forEach", each)
	each.Release()

	var pair js.Value
	if s, ok := stats[selectedID]; ok && selectedID != "" {
		pair = s
	} else {
		for _, c := range pairs {
			if c.Get("selected").Truthy() {
				pair = c
				break
			}
		}
		if pair.IsUndefined() {
			for _, c := range pairs {
				if c.Get("nominated").Truthy() && c.Get("state").String() == "succeeded" {
					pair = c
					break
				}
			}
		}
	}
	if pair.IsUndefined() {
		return PathInfo{}, nil
	}
	local, okL := stats[pair.Get("localCandidateId").String()]
	remote, okR := stats[pair.Get("remoteCandidateId").String()]
	if !okL || !okR {
		return PathInfo{}, nil
	}
	p = PathInfo{
		Local:    jsString(local.Get("candidateType")),
		Remote:   jsString(remote.Get("candidateType")),
		Protocol: jsString(local.Get("protocol")),
		Known:    true,
	}
	if rtt := pair.Get("currentRoundTripTime"); rtt.Type() == js.TypeNumber && rtt.Float() > 0 {
		p.RTT = time.Duration(rtt.Float() * float64(time.Second))
	}
	return p, nil
}

// jsString is v as a string, or "" when it is not one.
func jsString(v js.Value) string {
	if v.Type() != js.TypeString {
		return ""
	}
	return v.String()
}

// await waits for a JavaScript promise on this goroutine (never the event
// loop's) and returns what it resolves to.
func await(promise js.Value) (js.Value, error) {
	type result struct {
		v   js.Value
		err error
	}
	ch := make(chan result, 1)
	then := js.FuncOf(func(_ js.Value, args []js.Value) any {
		ch <- result{v: args[0]}
		return nil
	})
	catch := js.FuncOf(func(_ js.Value, args []js.Value) any {
		msg := "promise rejected"
		if len(args) > 0 && args[0].Truthy() {
			msg = args[0].Call("toString").String()
		}
		ch <- result{err: errors.New(msg)}
		return nil
	})
	defer then.Release()
	defer catch.Release()
	promise.Call("then", then, catch)
	r := <-ch
	return r.v, r.err
}
