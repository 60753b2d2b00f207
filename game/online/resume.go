package online

import (
	"strings"

	"github.com/galleria-games/galleria/game"
	"github.com/galleria-games/galleria/netplay"
)

// Unfinished lists the online matches this device keeps that have not
// ended (game.Resumer), the open one left out: each peer kept here is
// restored from its records (every signature checked, every move
// replayed) to say where its match stands. A peer that cannot be restored
// is listed with the reason.
func (o *Online) Unfinished() []game.UnfinishedMatch {
	var out []game.UnfinishedMatch
	for _, k := range o.p.Store.Keys() {
		id, rest, ok := strings.Cut(k, "/")
		if !ok || len(id) != 32 || (o.m != nil && o.m.id == id) {
			continue
		}
		role, tail, ok := strings.Cut(rest, "/")
		if !ok || tail != "meta" || (role != roleHost && !strings.HasPrefix(role, "g")) {
			continue
		}
		u := game.UnfinishedMatch{ID: id, Host: role == roleHost}
		p, err := netplay.Restore(netplay.Config{Store: netplay.NewPrefixStore(o.p.Store, id+"/"+role+"/"), Now: o.sh.Now})
		if err != nil {
			u.Problem = err.Error()
			out = append(out, u)
			continue
		}
		st := p.Status()
		if st.Over {
			continue
		}
		u.Game, u.Step, u.Started, u.Host = st.Setup.Game, st.Step, st.Started, st.Host
		for _, s := range st.Setup.Seats {
			u.Names = append(u.Names, s.Name)
		}
		if h := st.Setup.Host; h >= 0 && h < len(st.Setup.Peers) {
			u.HostName = st.Setup.Peers[h].Name
		}
		out = append(out, u)
	}
	return out
}

// Resume reopens a match this device hosts (game.Resumer): its lobby with
// new invite links for the guests, or the table once it started, as after
// a reload of the host's page. A match that cannot be restored leads to
// the menu, whose note says why.
func (o *Online) Resume(id string) {
	if o.m != nil {
		o.closeMatch(false)
	}
	o.restoreHost(id)
	if o.m == nil || o.m.id != id {
		o.sh.SetScene("menu")
		return
	}
	o.setFragment("host=" + id)
}
