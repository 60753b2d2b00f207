package online

import (
	"errors"
	"github.com/galleria-games/galleria/game/lang"
	"net/url"
	"strconv"
	"strings"

	"github.com/galleria-games/galleria/netplay"
)

// openFromURL opens what the page's URL asks for: an invite (#join=), the
// host of a match after a reload (#host=), a room (#room=), or the online
// menu (?net=1).
func (o *Online) openFromURL() {
	if o.p.Location == nil {
		return
	}
	loc := o.p.Location()
	base, frag, _ := strings.Cut(loc, "#")
	hasNet := o.p.Net != nil
	switch {
	case strings.HasPrefix(frag, "join="):
		if !hasNet {
			o.sh.MenuNote(lang.T("This page was opened with an invite link, but this build has no online play."))
			return
		}
		o.openJoin(loc)
	case strings.HasPrefix(frag, "watch="):
		if !hasNet {
			o.sh.MenuNote(lang.T("This page was opened with a spectator link, but this build has no online play."))
			return
		}
		o.openWatch(loc)
	case strings.HasPrefix(frag, "host="):
		if !hasNet {
			return
		}
		o.restoreHost(strings.TrimPrefix(frag, "host="))
	case strings.HasPrefix(frag, "room="):
		if !hasNet {
			return
		}
		o.openRoom(strings.ToUpper(strings.TrimPrefix(frag, "room=")))
	default:
		if u, err := url.Parse(base); err == nil && u.Query().Get("net") == "1" && hasNet {
			o.sh.SetScene(sceneOnline)
		}
	}
}

// hostMatch opens a lobby from the host setup.
func (o *Online) hostMatch() error {
	h := &o.form
	name := o.shownName(true)
	seats := h.plans(name)
	m := o.newMatch("", roleHost)
	cfg := o.peerConfig(name)
	id, err := netplay.NewIdentity(nil)
	if err != nil {
		return err
	}
	cfg.Identity, cfg.Store = id, m.store
	g := h.find(h.game)
	if g == nil {
		return errors.New(lang.F("%s cannot be played online", o.sh.GameTitle(h.game)))
	}
	opts, err := g.Normalize(h.matchOptions())
	if err != nil {
		return err
	}
	p, err := netplay.NewHost(cfg, g.Name(), opts, seats)
	if err != nil {
		return err
	}
	if err := p.SetClock(h.clock); err != nil {
		p.Close()
		return err
	}
	o.closeMatch(false)
	o.sh.LeaveLocal()
	m.peer, m.id = p, p.Match()
	m.store.Bind(m.id + "/" + roleHost + "/")
	o.m = m
	m.saveAliases()
	o.setFragment("host=" + m.id)
	o.changed()
	m.refresh()
	o.sh.SetScene(sceneLobby)
	o.note = ""
	return nil
}

// restoreHost brings back the host of a match after a reload.
func (o *Online) restoreHost(id string) {
	if len(id) != 32 {
		o.sh.MenuNote(lang.T("The link names no match."))
		o.setFragment("")
		return
	}
	m := o.newMatch(id, roleHost)
	cfg := o.peerConfig("")
	cfg.Store = m.store
	p, err := netplay.Restore(cfg)
	if err != nil {
		o.sh.MenuNote(lang.F("The online match could not be restored: %s", err.Error()))
		o.setFragment("")
		return
	}
	o.sh.LeaveLocal()
	m.peer = p
	o.m = m
	m.loadSlot()
	if b, _ := m.store.Load("ui/room"); len(b) > 0 {
		m.useRoom(string(b))
	}
	m.refresh()
	o.sh.SetScene(sceneLobby)
	o.note = lang.T("Welcome back. Your guests lost their links when this page reloaded: send each the new invite link below.")
	if m.st.Started {
		m.lobbyOpened = true
		m.openTable()
		o.sh.SetScene(sceneLobby)
	}
	if !m.st.Host {
		o.note = lang.T("Another player hosts this match now. Ask them for an invite link.")
	}
}

func (m *netMatch) loadSlot() {
	if b, err := m.store.Load("ui/nextslot"); err == nil {
		if v, err := strconv.Atoi(string(b)); err == nil {
			m.nextSlot = v
		}
	}
}

// takeHost makes this guest the host, after the host left.
func (m *netMatch) takeHost() {
	o := m.o
	if err := m.peer.TakeHost(); err != nil {
		o.note = lang.F("Could not take over: %s", err.Error())
		return
	}
	m.hostPipe, m.hostAlive, m.stale = nil, false, false
	m.refresh()
	m.lobbyOpened = true
	o.sh.SetScene(sceneLobby)
	o.note = lang.T("You host the match now. Send the other players their new invite links; the game goes on when they are back (or give their seats to bots).")
}
