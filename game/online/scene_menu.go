package online

import (
	"github.com/galleria-games/galleria/game/lang"
	"math"
	"slices"
	"strings"

	"github.com/galleria-games/galleria/game/ui"
	"github.com/galleria-games/galleria/netplay/signal"
)

// The online menu: host a game, join one with an invite link, or go back.

func (o *Online) buildMenu(b *ui.Builder) {
	w := b.T.W
	b.Text(b.R(20, 36, w-40, 50), lang.T("Play online"), 36, ui.ColText, true, ui.AlignCenter)
	b.Para(b.R(40, 100, w-80, 110), lang.F("Play %s with friends on their own devices, peer to peer: no account and no game server. "+
		"The host opens a lobby and sends each guest an invite link (or shows its QR code); each guest sends back an answer code, which the host pastes.", o.titles()), 15, ui.ColTextDim, false)
	bw := math.Min(w-80, 360)
	x := (w - bw) / 2
	b.Button("online:host", b.R(x, 230, bw, 52), lang.T("Host a game"), 18, o.p.Net != nil, false)
	b.Button("online:join", b.R(x, 296, bw, 52), lang.T("Join with an invite link"), 18, o.p.Net != nil, false)
	back := lang.T("Back")
	if o.sh.HasLocal() {
		back = lang.T("Back to your match")
	}
	b.Button("online:back", b.R(x, 372, bw, 44), back, 16, true, false)
	o.noteLine(b, b.R(40, 432, w-80, 90))
}

func (o *Online) clickMenu(id string) {
	switch id {
	case "online:host":
		o.note = ""
		o.sh.SetScene(sceneHostSetup)
	case "online:join":
		o.note = ""
		o.askText(lang.T("Paste the invite link (or its code)"), func(text string) {
			if strings.TrimSpace(text) == "" {
				return
			}
			inv, err := signal.InviteFromURL(text)
			if err != nil {
				o.note = lang.F("That is not an invite link: %s", err.Error())
				return
			}
			code, _ := inv.Code()
			o.setFragment("join=" + code)
			o.openJoin(o.pageURL() + "#join=" + code)
		})
	case "online:back":
		o.note = ""
		if o.sh.HasLocal() {
			o.sh.ResumeLocal()
			return
		}
		o.sh.ToMenu()
	}
}

// noteLine draws the scene's note (an error or a hint), if any.
func (o *Online) noteLine(b *ui.Builder, r ui.Rect) {
	if o.note == "" {
		return
	}
	col := ui.ColTextDim
	if badNote(o.note) {
		col = ui.ColBad
	}
	b.Para(r, o.note, 14, col, false)
}

// badWords mark a note that reports a failure, in each language.
var badWords = []string{"could not", "cannot", "not an", "failed", // English
	"impossible", "n’est pas", "échoué"} // French

// badNote reports whether a note reports a failure (drawn in ColBad).
func badNote(note string) bool {
	low := strings.ToLower(note)
	return slices.ContainsFunc(badWords, func(w string) bool { return strings.Contains(low, w) })
}
