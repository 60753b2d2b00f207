package online

import (
	"github.com/galleria-games/galleria/game/lang"
	"github.com/galleria-games/galleria/game/ui"
)

// The guest's join page: who invites, the answer code to send back, and
// what happens meanwhile (or, for a room, the search for a seat).

func (o *Online) buildJoin(b *ui.Builder) {
	m := o.m
	w, h := b.T.W, b.T.H
	x, cw := 30.0, w-60
	head := lang.T("Join an online game")
	th := b.ParaHeight(head, cw, 28, true)
	b.Para(b.R(x, 24, cw, max(40, th)), head, 28, ui.ColText, true)
	dy := max(0, th-40) // the title wraps on a narrow screen
	if m == nil {
		o.noteLine(b, b.R(x, 80+dy, cw, 80))
		b.Button("join:back", b.R(x, h-60, 120, 44), lang.T("Back"), 16, true, false)
		return
	}
	if m.inv.Match == "" { // looking for a seat in a room
		y := 80.0 + dy
		if m.roomNote != "" && m.joinErr == "" {
			y += b.Para(b.R(x, y, cw, 60), m.roomNote, 16, ui.ColText, false)/b.T.U + 8
		}
		if m.joinErr != "" {
			y += b.Para(b.R(x, y, cw, 80), m.joinErr, 15, ui.ColBad, false)/b.T.U + 8
		}
		o.noteLine(b, b.R(x, y, cw, h-70-y))
		b.Button("join:back", b.R(x, h-60, 120, 44), lang.T("Back"), 16, true, false)
		return
	}
	host := m.inv.Host
	if host == "" {
		host = lang.T("The host")
	}
	y := 74.0 + dy
	y += b.Para(b.R(x, y, cw, 50), lang.F("%s invites you to a game of %s.", host, o.sh.GameTitle(m.game())), 17, ui.ColText, false)/b.T.U + 8
	if m.peer == nil {
		b.Button("join:name", b.R(x, y, cw, 40), lang.F("Your name: %s (change)", o.shownName(false)), 15, o.p.AskText != nil, false)
		y += 52
	}
	switch {
	case m.stale:
		y += b.Para(b.R(x, y, cw, 110), lang.F("This invite link was used already: this page had connected with it before it was reloaded, "+
			"and an invite link connects only once. Ask %s for a new invite link, then open it here.", host), 15, ui.ColText, false)/b.T.U + 10
		b.Button("join:newlink", b.R(x, y, 260, 44), lang.T("Paste a new invite link"), 15, true, false)
		y += 56
	default:
		y += b.Para(b.R(x, y, cw, 44), lang.F("1. Send this answer code to %s:", host), 15, ui.ColText, true)/b.T.U + 6
		code := lang.T("making your answer code…")
		if m.answer != "" {
			code = m.answer
			if len(code) > 40 {
				code = code[:28] + "…" + code[len(code)-8:]
			}
		}
		box := b.R(x, y, cw, 36)
		b.Fill(box, ui.ColPanel, 6)
		b.Text(b.R(x+10, y, cw-20, 36), code, 14, ui.ColText, false, ui.AlignLeft)
		y += 44
		b.Button("join:copy", b.R(x, y, 220, 42), lang.T("Copy answer code"), 16, m.answer != "", false)
		y += 54
		y += b.Para(b.R(x, y, cw, 44), lang.F("2. %s pastes it in the lobby: this page connects by itself.", host), 15, ui.ColText, true)/b.T.U + 8
		status, col := "", ui.ColTextDim
		switch {
		case m.joinErr != "":
			status, col = m.joinErr, ui.ColBad
		case m.answering:
			status = lang.T("Making your answer code…")
		case m.opening:
			status = lang.F("Waiting for %s to paste your answer code…", host)
		}
		y += b.Para(b.R(x, y, cw, 80), status, 14, col, false)/b.T.U + 6
		if m.joinErr != "" && !m.answering && !m.opening {
			b.Button("join:retry", b.R(x, y, 260, 42), lang.T("Make a new answer code"), 15, true, false)
			y += 52
		}
	}
	o.noteLine(b, b.R(x, y, cw, h-70-y))
	b.Button("join:back", b.R(x, h-60, 120, 44), lang.T("Back"), 16, true, false)
}

func (o *Online) clickJoin(id string) {
	m := o.m
	switch id {
	case "join:name":
		o.askText(lang.T("Your name"), func(s string) { o.setName(s) })
	case "join:copy":
		if m != nil && m.answer != "" {
			o.copyText(m.answer, lang.T("Your answer code is"))
		}
	case "join:retry":
		if m != nil && !m.answering && !m.opening {
			m.startAnswer()
		}
	case "join:newlink":
		o.askNewLink()
	case "join:back":
		// Any local match was put away when this one opened: leaving
		// through the menu closes the match and clears the table.
		o.note = ""
		o.sh.ToMenu()
		o.sh.SetScene(sceneOnline)
	}
}
