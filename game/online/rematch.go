package online

import (
	"strconv"

	"github.com/galleria-games/galleria/game/lang"
	"github.com/galleria-games/galleria/game/match"
	"github.com/galleria-games/galleria/game/ui"
	"github.com/galleria-games/galleria/netplay"
)

// The rematch of a finished online match (netplay's OfferRematch and
// AcceptRematch): the host offers it from the results, each guest accepts
// or leaves, and the same links carry the new match. The netMatch stays
// (its links, paths and room): only its peer, store and driver change.

// ResultsButtons draws online play's buttons under the results of a
// finished online match: the host's Rematch, a guest's Accept once the
// host offered one (else a line saying it waits), and the way out.
func (o *Online) ResultsButtons(b *ui.Builder, y, w float64) float64 {
	m := o.m
	if m == nil && o.w != nil {
		return o.w.resultsButtons(b, y, w)
	}
	if m == nil || m.peer == nil {
		return y
	}
	var ids, labels []string
	switch {
	case m.hosting() && m.st.Over:
		ids = []string{"results:rematch", "results:menu"}
		labels = []string{lang.T("Rematch"), lang.T("Back to the menu")}
	case m.st.Rematch != "":
		ids = []string{"results:accept", "results:menu"}
		labels = []string{lang.T("Accept rematch"), lang.T("Leave")}
		y += b.ParaAlign(b.R(30, y, w-60, 40), lang.T("The host offers a rematch."), 15, ui.ColText, false, ui.AlignCenter)/b.T.U + 4
	default:
		ids = []string{"results:menu"}
		labels = []string{lang.T("Leave")}
		y += b.ParaAlign(b.R(30, y, w-60, 40), lang.T("Waiting for the host…"), 15, ui.ColTextDim, false, ui.AlignCenter)/b.T.U + 4
	}
	// The replay (the signed file: game's results:replay and
	// results:download) before the way out.
	last := len(ids) - 1
	ids = append(ids[:last:last], "results:replay", "results:download", ids[last])
	labels = append(labels[:last:last], lang.T("Watch replay"), lang.T("Replay file"), labels[last])
	on := func(string) bool { return true }
	y += b.ButtonRow(ui.Box(20, y, w-40, 100), ids, labels, on, func(string) bool { return false }, 16) + 6
	if m.rematchErr != "" {
		y += b.ParaAlign(b.R(30, y, w-60, 60), m.rematchErr, 14, ui.ColBad, false, ui.AlignCenter)/b.T.U + 4
	}
	return y
}

// ResultsClick handles the results' online buttons; it reports whether id
// was one.
func (o *Online) ResultsClick(id string) bool {
	m := o.m
	if m == nil || m.peer == nil {
		return false
	}
	switch id {
	case "results:rematch":
		m.offerRematch()
	case "results:accept":
		m.acceptRematch()
	default:
		return false
	}
	return true
}

// offerRematch: the host offers a rematch and opens its lobby, where the
// seats wait for the guests to accept.
func (m *netMatch) offerRematch() {
	o := m.o
	if !m.hosting() || !m.st.Over || m.state == nil {
		return
	}
	store := netplay.NewPrefixStore(o.p.Store, "")
	cfg := o.peerConfig(m.myName())
	cfg.Store = store
	q, err := m.peer.OfferRematch(cfg, match.StandIn(m.state))
	if err != nil {
		m.rematchErr = lang.F("Could not offer a rematch: %s", err.Error())
		return
	}
	store.Bind(q.Match() + "/" + roleHost + "/")
	m.switchTo(q, store)
	o.setFragment("host=" + m.id)
	o.note = lang.T("Rematch offered: the game starts when every player has accepted.")
	m.lobbyOpened = false
	o.sh.SetScene(sceneLobby)
}

// acceptRematch: a guest takes the host's offer; the lobby shows until the
// host starts.
func (m *netMatch) acceptRematch() {
	o := m.o
	next := m.st.Rematch
	if next == "" || m.hosting() {
		return
	}
	store := netplay.NewPrefixStore(o.p.Store, next+"/"+m.role+"/")
	cfg := o.peerConfig(m.myName())
	cfg.Store = store
	q, err := m.peer.AcceptRematch(cfg)
	if err != nil {
		m.rematchErr = lang.F("Could not join the rematch: %s", err.Error())
		return
	}
	if b, _ := m.store.Load("ui/answered"); len(b) > 0 {
		store.Save("ui/answered", b)
	}
	old := m.id
	m.switchTo(q, store)
	// A reload opens the invite of the first match: it follows this to
	// the rematch (followRematch).
	o.p.Store.Save(old+"/"+m.role+"/ui/rematch", []byte(next))
	o.note = ""
	o.sh.SetScene(sceneLobby)
}

// switchTo makes q, the peer of a rematch, this match's peer: the driver
// of the finished match keeps its end (the table shows it until the new
// match opens), the new one follows q. The finished match is forgotten, as
// when its results are left.
func (m *netMatch) switchTo(q *netplay.Peer, store *netplay.PrefixStore) {
	old := m.peer
	base := m.o.p.Store
	base.Forget(m.id + "/" + m.role + "/")
	for _, s := range m.mySeats() {
		base.Forget(m.id + "/seat" + strconv.Itoa(s))
	}
	m.past.state, m.past.steps, m.past.epoch, m.past.done = m.state, m.steps, m.st.Setup.Epoch, true
	m.peer, m.store, m.id = q, store, q.Match()
	m.newDriver()
	m.reportsLogged = 0
	m.selected = -1
	m.rematchErr = ""
	m.st = netplay.Status{}
	m.refresh()
	old.Close() // its links went to q: this closes none
	m.o.changed()
}

// followRematch is the match a stored match id leads to through the
// rematches this device accepted under that role.
func (o *Online) followRematch(id, role string) string {
	for range 64 {
		b, _ := o.p.Store.Load(id + "/" + role + "/ui/rematch")
		if len(b) != 32 {
			return id
		}
		id = string(b)
	}
	return id
}

// rematchDeciding lists, by seat, the seats of a rematch whose players
// are still linked and have neither accepted nor left (host).
func (m *netMatch) rematchDeciding() map[int]bool {
	out := map[int]bool{}
	for _, w := range m.st.Waiting {
		if w.What == "rematch" && w.Connected && w.Seat >= 0 {
			out[w.Seat] = true
		}
	}
	return out
}
