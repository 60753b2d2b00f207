package game

import (
	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/game/lang"
	"github.com/galleria-games/galleria/game/ui"
)

// checkSignatures says whether the replay's signed transcript (an online
// match's replay file) verifies and plays the very moves of its log. The
// check is netplay's, through online play (game.Transcripts): the solo
// build, which has no netplay, says it cannot check them.
func (s *replayScene) checkSignatures(a *App) {
	if s.r == nil || len(s.r.Transcript) == 0 {
		return
	}
	tr, ok := a.online.o.(Transcripts)
	if !ok {
		s.sigState = "unchecked"
		s.sig = lang.T("Signed by its players; this page cannot check signatures: open the file after Play online.")
		return
	}
	m, names, err := tr.VerifyTranscript(s.r.Transcript)
	switch {
	case err != nil:
		s.sigState, s.sig = "failed", lang.F("The signatures do not verify: %s", err.Error())
	case engine.FormatLog(m) != engine.FormatLog(s.r.Match):
		s.sigState, s.sig = "failed", lang.T("The signatures do not verify: the signed moves are not the ones of this replay.")
	default:
		s.sigState, s.sig = "verified", lang.F("Signed by its players, and the signatures verify: %s.", lang.List(names))
		s.checkChat(tr)
	}
}

// checkChat verifies the replay's chat messages, once its transcript has
// verified: their lines show at their steps; a message that fails makes
// the verdict a failure that names it (and its line in the file), and no
// line of the chat is shown.
func (s *replayScene) checkChat(tr Transcripts) {
	if len(s.r.Chat) == 0 {
		return
	}
	lines, bad, err := tr.VerifyChat(s.r.Transcript, s.r.Chat)
	if err != nil {
		msg := err.Error()
		if bad >= 0 && bad < len(s.r.ChatAt) && s.r.ChatAt[bad] > 0 {
			msg = lang.F("line %d: %s", s.r.ChatAt[bad], msg)
		}
		s.sigState, s.sig = "failed", lang.F("The chat's signatures do not verify: %s", msg)
		return
	}
	s.chat = lines
}

// chatAt is the chat's lines sent at step n, as the chat shows them.
func (s *replayScene) chatAt(n int) []string {
	var out []string
	for _, l := range s.chat {
		if l.Step == n {
			out = append(out, lang.F("Chat: %s", l.Words))
		}
	}
	return out
}

// buildSig draws the signatures' verdict in r, short, its tip the whole.
func (s *replayScene) buildSig(b *ui.Builder, r ui.Rect) {
	short, col := lang.T("Signatures verified"), ui.ColGood
	switch s.sigState {
	case "failed":
		short, col = lang.T("Signatures do not verify"), ui.ColBad
	case "unchecked":
		short, col = lang.T("Signatures not checked"), ui.ColTextDim
	}
	b.Text(r, short, 13, col, true, ui.AlignRight)
	b.Spot("replay:signed", r, false, s.sig)
}
