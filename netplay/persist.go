package netplay

import (
	"encoding/json"
	"fmt"
)

// metaVersion is the version of the stored peer data.
const metaVersion = 1

// meta is what a peer stores besides its log records.
type meta struct {
	Version int               `json:"version"`
	Key     string            `json:"key"` // the identity's seed
	Name    string            `json:"name"`
	Match   string            `json:"match"`
	Setup   *Setup            `json:"setup,omitempty"` // the lobby, before the start
	HostKey string            `json:"hostKey,omitempty"`
	Started bool              `json:"started"`
	Demoted bool              `json:"demoted,omitempty"`
	Seq     uint64            `json:"seq"`
	Records int               `json:"records"`
	Secrets map[string]string `json:"secrets,omitempty"`
	Chats   int               `json:"chats,omitempty"` // chat messages kept (chat.go)
}

func (p *Peer) saveMeta() {
	if p.cfg.Store == nil || p.quiet {
		return
	}
	seed, _ := p.cfg.Identity.MarshalText()
	m := meta{Version: metaVersion, Key: string(seed), Name: p.cfg.Name, Match: p.setup.Match,
		HostKey: p.hostKey, Started: p.started, Demoted: p.demoted, Seq: p.seq, Records: len(p.log), Chats: p.chatSaved}
	if !p.started {
		m.Setup = p.setup
	}
	// Only the secrets of the round in progress are worth keeping.
	if p.round != nil {
		m.Secrets = p.round.secrets()
	}
	b, err := json.Marshal(m)
	if err == nil {
		err = p.cfg.Store.Save(storeMeta, b)
	}
	if err != nil {
		p.logf("netplay: save: %v", err)
	}
}

func (p *Peer) saveRecord(i int, raw []byte) {
	if p.cfg.Store == nil || p.quiet {
		return
	}
	if err := p.cfg.Store.Save(storeRecord(i), raw); err != nil {
		p.logf("netplay: save record %d: %v", i, err)
	}
	p.saveMeta() // the record count
}

// Restore rebuilds a peer from its Store after a page reload: its key, the
// lobby or the whole log (every record's signature checked again, every move
// replayed through the engine) and the secrets of its open commitments. The
// identity comes from the store, not from cfg. Attach a link to carry on.
func Restore(cfg Config) (*Peer, error) {
	if cfg.Store == nil {
		return nil, fmt.Errorf("restore: no store")
	}
	b, err := cfg.Store.Load(storeMeta)
	if err != nil {
		return nil, fmt.Errorf("restore: %v", err)
	}
	if len(b) == 0 {
		return nil, fmt.Errorf("restore: nothing stored")
	}
	var m meta
	if err := json.Unmarshal(b, &m); err != nil {
		return nil, fmt.Errorf("restore: stored data: %v", err)
	}
	if m.Version != metaVersion {
		return nil, fmt.Errorf("restore: stored data version %d, want %d", m.Version, metaVersion)
	}
	if err := cfg.Identity.UnmarshalText([]byte(m.Key)); err != nil {
		return nil, fmt.Errorf("restore: %v", err)
	}
	if cfg.Name == "" {
		cfg.Name = m.Name
	}
	if !isHex(m.Match, 32) {
		return nil, fmt.Errorf("restore: stored match id %q", clip(m.Match))
	}
	p, err := newPeer(cfg)
	if err != nil {
		return nil, err
	}
	p.setup = &Setup{Match: m.Match}
	p.hostKey, p.demoted = m.HostKey, m.Demoted
	if !m.Started {
		if m.Setup == nil {
			return nil, fmt.Errorf("restore: no lobby stored")
		}
		if err := m.Setup.check(); err != nil && len(m.Setup.Peers) > 0 {
			return nil, fmt.Errorf("restore: %v", err)
		}
		p.setup = m.Setup.clone()
		p.me = p.setup.peerIndex(p.key)
		p.seq = m.Seq
		p.restoreChat(m.Chats)
		return p, nil
	}
	p.quiet = true
	for i := 0; i < m.Records; i++ {
		raw, err := cfg.Store.Load(storeRecord(i))
		if err != nil {
			return nil, fmt.Errorf("restore: record %d: %v", i, err)
		}
		msg, err := decode(raw)
		if err != nil {
			return nil, fmt.Errorf("restore: record %d: %v", i, err)
		}
		if msg.Match != m.Match {
			return nil, fmt.Errorf("restore: record %d belongs to match %s", i, msg.Match)
		}
		if !p.fresh(msg, true) {
			return nil, fmt.Errorf("restore: record %d repeats message %d of its author", i, msg.Seq)
		}
		p.queue = append(p.queue, pendingMsg{msg: msg, from: self})
		p.settle()
		if msg.From == p.key {
			p.seq = max(p.seq, msg.Seq)
		}
		if len(p.queue) > 0 && i == m.Records-1 {
			return nil, fmt.Errorf("restore: %d stored records could not be applied (first: %s at step %d)", len(p.queue), p.queue[0].msg.Kind, p.queue[0].msg.Step)
		}
	}
	if len(p.reports) > 0 {
		return nil, fmt.Errorf("restore: stored log: %s", p.reports[0])
	}
	p.restoreChat(m.Chats)
	p.quiet = false
	p.seq = max(p.seq, m.Seq)
	if p.started {
		// The secrets of this peer's commitments in the round in progress.
		if r := p.currentRound(); r != nil {
			for k, v := range m.Secrets {
				r.keep(k, v)
			}
		}
	}
	p.settle() // the automatic moves due now (reveals, acks)
	return p, nil
}
