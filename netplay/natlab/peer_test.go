package natlab

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"log"
	"math/rand/v2"
	"net"
	"os"
	"strings"
	"time"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/engine/bot"
	"github.com/galleria-games/galleria/engine/games"
	"github.com/galleria-games/galleria/engine/mallornothing"
	"github.com/galleria-games/galleria/netplay"
	"github.com/galleria-games/galleria/netplay/rtc"
)

// envPeer carries a peer child's peerSpec, as JSON.
const envPeer = "GALLERIA_NATLAB_PEER"

// peerSpec is what a peer child is to do.
type peerSpec struct {
	Host           bool            `json:"host"` // the host (Offer, Accept) or the guest (Answer)
	ICE            []rtc.ICEServer `json:"ice"`
	GatherTimeout  time.Duration   `json:"gather_timeout"`
	ConnectTimeout time.Duration   `json:"connect_timeout"`
	Seed           uint64          `json:"seed"` // the greedy bot's
}

// peerMsg is every JSON line between a peer child and the test: each says
// one thing, the fields of the others empty.
type peerMsg struct {
	// host → test: the offer and the match to join; test → guest: the same.
	Offer string `json:"offer,omitempty"`
	Match string `json:"match,omitempty"`
	// guest → test → host.
	Answer string `json:"answer,omitempty"`
	// How long Offer or Answer took (ICE gathering).
	Gather time.Duration `json:"gather,omitempty"`

	// peer → test: the link opened (Open), or did not (Failed).
	Open    bool          `json:"open,omitempty"`
	Connect time.Duration `json:"connect,omitempty"` // from the remote description to open (or failure)
	Failed  string        `json:"failed,omitempty"`  // Handlers.Failed's reason, or the error
	Err     string        `json:"error,omitempty"`   // WaitOpen's or Accept's error

	// test → peer: play the match now; stop now.
	Play bool `json:"play,omitempty"`
	Bye  bool `json:"bye,omitempty"`

	// peer → test: the match is over.
	Done *peerResult `json:"done,omitempty"`
}

// peerResult is a peer's end of the match.
type peerResult struct {
	Hash     string        `json:"hash"`  // the final state's
	Log      string        `json:"log"`   // SHA-256 of the log's steps
	Steps    int           `json:"steps"` // log length
	Placed   [2]int        `json:"placed"`
	Chance   int           `json:"chance"`
	Replayed bool          `json:"replayed"` // the log replays to the final state
	Reports  []string      `json:"reports"`
	Played   time.Duration `json:"played"`
	Path     rtc.PathInfo  `json:"path"`
	PathKind string        `json:"path_kind"`
	// The link's counters of application messages.
	Sent, Received, SentBytes, ReceivedBytes int64
}

// labPeer is the "peer" role (see TestMain): a WebRTC peer that the lab's
// tests run as a child inside a home namespace (Lab.StartRole), told what
// to do by envPeer, talking to the test over stdin and stdout in peerMsg
// lines. It returns the child's exit code.
func labPeer() int {
	err := func() error {
		raw, ok := os.LookupEnv(envPeer)
		if !ok {
			return fmt.Errorf("%s is not set", envPeer)
		}
		var spec peerSpec
		if err := json.Unmarshal([]byte(raw), &spec); err != nil {
			return fmt.Errorf("%s: %w", envPeer, err)
		}
		if err := labOnly(spec.ICE); err != nil {
			say(peerMsg{Err: err.Error()})
			return err
		}
		if err := runPeer(spec); err != nil {
			say(peerMsg{Err: err.Error()})
			return err
		}
		return nil
	}()
	if err != nil {
		fmt.Fprintf(os.Stderr, "peer: %v\n", err)
		return 1
	}
	return 0
}

// labOnly refuses any ICE server outside the lab's public network: no
// configuration of these tests may name a server out there.
func labOnly(servers []rtc.ICEServer) error {
	_, public, err := net.ParseCIDR(PublicNet)
	if err != nil {
		return err
	}
	for _, s := range servers {
		for _, u := range s.URLs {
			_, rest, _ := strings.Cut(u, ":")
			host, _, _ := strings.Cut(rest, "?")
			if h, _, err := net.SplitHostPort(host); err == nil {
				host = h
			}
			if ip := net.ParseIP(host); ip == nil || !public.Contains(ip) {
				return fmt.Errorf("ICE server %q is not in the lab's public network %s", u, PublicNet)
			}
		}
	}
	return nil
}

// say writes one line for the test.
func say(m peerMsg) {
	b, _ := json.Marshal(m)
	os.Stdout.Write(append(b, '\n'))
}

// runPeer is the peer child: it connects as spec says, plays a whole match
// of Mall or Nothing when told to, and says how it went.
func runPeer(spec peerSpec) error {
	logger := log.New(os.Stderr, map[bool]string{true: "host: ", false: "guest: "}[spec.Host], log.Lmicroseconds)
	in := make(chan peerMsg)
	go func() {
		readLines(os.Stdin, func(line []byte) bool {
			var m peerMsg
			if err := json.Unmarshal(line, &m); err != nil {
				logger.Printf("bad line from the test: %s", line)
				return false
			}
			in <- m
			return true
		})
		close(in)
	}()
	next := func() (peerMsg, error) {
		m, ok := <-in
		if !ok {
			return m, errors.New("the test went away")
		}
		return m, nil
	}

	id, err := netplay.NewIdentity(nil)
	if err != nil {
		return err
	}
	changed := make(chan struct{}, 1)
	cfg := netplay.Config{Identity: id, Name: map[bool]string{true: "Host", false: "Guest"}[spec.Host],
		Store: &netplay.MemStore{}, Logf: logger.Printf, OnChange: func() {
			select {
			case changed <- struct{}{}:
			default:
			}
		}}
	rcfg := rtc.Config{ICEServers: spec.ICE, GatherTimeout: spec.GatherTimeout, ConnectTimeout: spec.ConnectTimeout}
	failed := make(chan string, 1)
	pipe := netplay.NewPipe(nil)
	h := rtc.Handlers{Message: pipe.Message, Closed: pipe.Closed, Failed: func(r string) { failed <- r }}
	ctx := context.Background()

	var p *netplay.Peer
	var link *rtc.Link
	var since time.Time
	if spec.Host {
		p, err = netplay.NewHost(cfg, mallornothing.GameName, engine.Options{"players": "2"},
			[]netplay.SeatPlan{{Kind: "local", Name: "Host"}, {Kind: "remote"}})
		if err != nil {
			return err
		}
		start := time.Now()
		pend, offer, err := rtc.Offer(ctx, rcfg, h)
		if err != nil {
			return err
		}
		defer pend.Close()
		say(peerMsg{Offer: offer, Match: p.Match(), Gather: time.Since(start)})
		m, err := next()
		if err != nil {
			return err
		}
		since = time.Now()
		link, err = pend.Accept(ctx, m.Answer)
		if err != nil {
			say(opened(since, failed, err))
			return waitBye(next)
		}
	} else {
		m, err := next()
		if err != nil {
			return err
		}
		if p, err = netplay.NewGuest(cfg, m.Match); err != nil {
			return err
		}
		since = time.Now()
		l, answer, err := rtc.Answer(ctx, rcfg, m.Offer, h)
		if err != nil {
			return err
		}
		link = l
		say(peerMsg{Answer: answer, Gather: time.Since(since)})
		if err := link.WaitOpen(ctx); err != nil {
			say(opened(since, failed, err))
			return waitBye(next)
		}
	}
	defer link.Close()
	defer p.Close()
	say(opened(since, failed, nil))

	if m, err := next(); err != nil || !m.Play {
		return err // told to stop, not to play
	}
	pipe.Bind(p, link)
	start := time.Now()
	if err := play(p, spec, changed); err != nil {
		return err
	}
	res, err := result(p)
	if err != nil {
		return err
	}
	res.Played = time.Since(start)
	if res.Path, err = link.Path(); err != nil {
		return err
	}
	res.PathKind = res.Path.Kind()
	res.Sent, res.Received, res.SentBytes, res.ReceivedBytes = link.Stats()
	say(peerMsg{Done: res})
	return waitBye(next)
}

// opened is what a peer says once its link opened (err nil) or failed.
func opened(since time.Time, failed <-chan string, err error) peerMsg {
	m := peerMsg{Connect: time.Since(since)}
	if err == nil {
		m.Open = true
		return m
	}
	m.Err = err.Error()
	select {
	case m.Failed = <-failed:
	case <-time.After(time.Second):
	}
	return m
}

// waitBye waits until the test says bye (or goes away), so that the link
// stays up until the other peer is done too.
func waitBye(next func() (peerMsg, error)) error {
	for {
		m, err := next()
		if err != nil || m.Bye {
			return nil
		}
	}
}

// play moves this peer's seats with the greedy bot until the match is over
// (the host starts it once the guest has its seat), for at most two
// minutes.
func play(p *netplay.Peer, spec peerSpec, changed <-chan struct{}) error {
	deadline := time.Now().Add(2 * time.Minute)
	rng := rand.New(rand.NewPCG(spec.Seed, 7))
	g := bot.Greedy{}
	for time.Now().Before(deadline) {
		st := p.Status()
		switch {
		case st.Over:
			return nil
		case st.Host && !st.Started && !st.Setup.Seats[1].Open():
			if err := p.Start(); err != nil {
				return err
			}
			continue
		case st.Started:
			// Both seats are people's: every seat to act is played here.
			if seats := p.ToAct(); len(seats) > 0 {
				s := seats[0]
				m, err := g.Choose(p.View(s), s, rng)
				if err != nil {
					return err
				}
				if err := p.Play(s, m); err != nil {
					return fmt.Errorf("seat %d: %v", s, err)
				}
				continue
			}
		}
		select {
		case <-changed:
		case <-time.After(50 * time.Millisecond):
		}
	}
	st := p.Status()
	return fmt.Errorf("the match did not end in 2 minutes: step %d, started %v, waiting for %+v", st.Step, st.Started, st.Waiting)
}

// result is a finished match as this peer sees it.
func result(p *netplay.Peer) (*peerResult, error) {
	st := p.State()
	h := st.Hash()
	res := &peerResult{Hash: hex.EncodeToString(h[:])}
	m := p.EngineMatch()
	sum := sha256.New()
	for _, s := range m.Steps {
		fmt.Fprintf(sum, "%d %s\n", s.Seat, s.Move)
		switch {
		case s.Seat == engine.Chance:
			res.Chance++
		case s.Seat == 0 || s.Seat == 1:
			res.Placed[s.Seat]++
		}
	}
	res.Log = hex.EncodeToString(sum.Sum(nil))
	res.Steps = len(m.Steps)
	g, err := games.Lookup(m.Game)
	if err != nil {
		return nil, err
	}
	if rs, err := engine.Replay(g, m); err == nil {
		res.Replayed = rs.Hash() == h
	}
	for _, r := range p.Status().Reports {
		res.Reports = append(res.Reports, r.String())
	}
	return res, nil
}

// candidates counts an SDP's ICE candidates by type ("host", "srflx",
// "relay", ...).
func candidates(sdp string) map[string]int {
	n := map[string]int{}
	for _, line := range strings.Split(sdp, "\n") {
		if !strings.HasPrefix(line, "a=candidate:") {
			continue
		}
		f := strings.Fields(line)
		for i := 0; i+1 < len(f); i++ {
			if f[i] == "typ" {
				n[f[i+1]]++
			}
		}
	}
	return n
}
