package online

import (
	"github.com/galleria-games/galleria/game/lang"
	"github.com/galleria-games/galleria/game/ui"
)

// The spectator's page before the table opens: who hosts, the answer code
// to send back, then the wait for the match's first steps; or why the
// host refused, or that the link was used already.

func (o *Online) buildWatch(b *ui.Builder) {
	wm := o.w
	w, h := b.T.W, b.T.H
	x, cw := 30.0, w-60
	head := lang.T("Watch an online game")
	th := b.ParaHeight(head, cw, 28, true)
	b.Para(b.R(x, 24, cw, max(40, th)), head, 28, ui.ColText, true)
	y := 74.0 + max(0, th-40)
	if wm == nil {
		o.noteLine(b, b.R(x, y, cw, 80))
		b.Button("watch:back", b.R(x, h-60, 120, 44), lang.T("Back"), 16, true, false)
		return
	}
	host := wm.inv.Host
	if host == "" {
		host = lang.T("The host")
	}
	y += b.Para(b.R(x, y, cw, 50), lang.F("%s invites you to watch a game of %s. You see what every player sees: no hand, no secret.", host, o.sh.GameTitle(wm.inv.Game)), 17, ui.ColText, false)/b.T.U + 8
	connected := wm.pipe != nil
	switch {
	case wm.st.Refused != "":
		y += b.Para(b.R(x, y, cw, 80), lang.F("%s refused: %s", host, wm.st.Refused), 15, ui.ColBad, false)/b.T.U + 8
	case wm.stale || connected && !wm.hostUp():
		msg := lang.F("This spectator link was used already: this page watched with it before it was reloaded, "+
			"and a link connects only once. Ask %s for a new spectator link, then open it here.", host)
		if connected {
			msg = lang.T("The link to the host is lost. Ask the host for a new spectator link.")
		}
		y += b.Para(b.R(x, y, cw, 110), msg, 15, ui.ColText, false)/b.T.U + 10
		b.Button("watch:newlink", b.R(x, y, 280, 44), lang.T("Paste a new spectator link"), 15, true, false)
		y += 56
	case connected:
		y += b.Para(b.R(x, y, cw, 60), lang.F("Connected. Waiting for %s to start the game.", host), 15, ui.ColText, false)/b.T.U + 8
	default:
		y += b.Para(b.R(x, y, cw, 44), lang.F("1. Send this answer code to %s:", host), 15, ui.ColText, true)/b.T.U + 6
		code := lang.T("making your answer code…")
		if wm.answer != "" {
			code = wm.answer
			if len(code) > 40 {
				code = code[:28] + "…" + code[len(code)-8:]
			}
		}
		b.Fill(b.R(x, y, cw, 36), ui.ColPanel, 6)
		b.Text(b.R(x+10, y, cw-20, 36), code, 14, ui.ColText, false, ui.AlignLeft)
		y += 44
		b.Button("watch:copy", b.R(x, y, 220, 42), lang.T("Copy answer code"), 16, wm.answer != "", false)
		y += 54
		y += b.Para(b.R(x, y, cw, 44), lang.F("2. %s pastes it in the lobby: this page connects by itself.", host), 15, ui.ColText, true)/b.T.U + 8
		status, col := "", ui.ColTextDim
		switch {
		case wm.joinErr != "":
			status, col = wm.joinErr, ui.ColBad
		case wm.answering:
			status = lang.T("Making your answer code…")
		case wm.opening:
			status = lang.F("Waiting for %s to paste your answer code…", host)
		}
		y += b.Para(b.R(x, y, cw, 80), status, 14, col, false)/b.T.U + 6
		if wm.joinErr != "" && !wm.answering && !wm.opening {
			b.Button("watch:newlink", b.R(x, y, 280, 42), lang.T("Paste a new spectator link"), 15, true, false)
			y += 52
		}
	}
	o.noteLine(b, b.R(x, y, cw, h-70-y))
	b.Button("watch:back", b.R(x, h-60, 120, 44), lang.T("Back"), 16, true, false)
}

func (o *Online) clickWatch(id string) {
	wm := o.w
	switch id {
	case "watch:copy":
		if wm != nil && wm.answer != "" {
			o.copyText(wm.answer, lang.T("Your answer code is"))
		}
	case "watch:newlink":
		o.askWatchLink()
	case "watch:back":
		o.note = ""
		o.sh.ToMenu()
		o.sh.SetScene(sceneOnline)
	}
}
