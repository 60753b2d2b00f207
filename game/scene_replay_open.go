package game

import (
	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/game/lang"
	"github.com/galleria-games/galleria/game/replaylink"
	"github.com/galleria-games/galleria/game/ui"
)

// Opening the replay viewer (from the results, or from a replay link the
// page was opened with) and sharing a finished match's replay from the
// results: its link on the clipboard, or its file when the link would be
// too long (replaylink.LinkLimit).

// Sharer is what a Platform may also provide to share replays. ShareLink
// puts the page's address with the fragment (a replay link's
// "#replay=1…") on the clipboard and calls done with the whole address,
// or with why it could not; done may run on another goroutine. SaveFile
// offers data to the person as a file download named name.
type Sharer interface {
	ShareLink(fragment string, done func(url string, err error))
	SaveFile(name string, data []byte) error
}

// FileOpener is what a Platform may also provide to open a replay file:
// OpenFile asks the person for a file and calls done with its name and
// contents, or with why not (nothing chosen is not an error: done is not
// called). done may run on another goroutine.
type FileOpener interface {
	OpenFile(done func(name string, data []byte, err error))
}

// shareState is what "Share replay" did on the results.
type shareState struct {
	note     string // the line the results show under the buttons
	link     string // the fragment made for the match
	url      string // the whole address copied, once the platform did
	tooLong  bool   // the link is over LinkLimit: the file is offered
	fileNote string
}

// localMatch is the running local match's log, or nil.
func (a *App) localMatch() *engine.Match {
	ts := a.table
	if !ts.running() || !ts.isLocal() {
		return nil
	}
	cfg := localConfig(ts.drv)
	return &engine.Match{Game: cfg.Game, Options: cfg.Options, Steps: ts.drv.Steps()}
}

// signedMatch is the open online match's log and signed transcript, or
// nil.
func (a *App) signedMatch() (*engine.Match, [][]byte) {
	tr, ok := a.online.o.(Transcripts)
	if !ok || !a.online.active() || a.table.isLocal() {
		return nil, nil
	}
	return tr.SignedMatch()
}

// signedChat is the open online match's signed chat messages, or nil.
func (a *App) signedChat() [][]byte {
	if tr, ok := a.online.o.(Transcripts); ok && a.online.active() && !a.table.isLocal() {
		return tr.SignedChat()
	}
	return nil
}

// openReplayOfMatch opens the viewer on the running local match; Close
// comes back to its results.
func (a *App) openReplayOfMatch() {
	m, recs := a.localMatch(), [][]byte(nil)
	if m == nil {
		m, recs = a.signedMatch()
	}
	if m == nil {
		return
	}
	r, err := replaylink.FromMatch(m)
	if err == nil && recs != nil {
		r.Transcript, r.Chat = recs, a.signedChat()
	}
	var s *replayScene
	if err == nil {
		s, err = newReplayScene(r, a.table.tbl.names(), a.table.tbl.focus)
	}
	if err != nil {
		s = &replayScene{err: err.Error()}
	}
	s.checkSignatures(a)
	s.back = true
	a.cur = s
	a.scroll = scroller{}
}

// openReplayLink opens the viewer on a replay link (a URL or its
// fragment): a link that does not decode shows the page that says why.
func (a *App) openReplayLink(link string) {
	r, err := replaylink.Decode(link)
	var s *replayScene
	if err == nil {
		s, err = newReplayScene(r, nil, 0)
	}
	if err != nil {
		s = &replayScene{err: err.Error()}
	}
	a.cur = s
	a.scroll = scroller{}
}

// openReplayFile opens the viewer on a replay file's contents; a file that
// does not decode shows the page that says why. Close comes back to the
// History scene when the file was opened from there, else to the menu.
func (a *App) openReplayFile(data []byte, fromHistory bool) {
	r, err := replaylink.DecodeFile(data)
	var s *replayScene
	if err == nil {
		s, err = newReplayScene(r, nil, 0)
	}
	if err != nil {
		s = &replayScene{err: err.Error(), file: true}
	}
	s.checkSignatures(a)
	s.fromHistory = fromHistory
	a.cur = s
	a.scroll = scroller{}
}

// OpenReplayFile opens the viewer on a replay file from another goroutine
// (a file dropped on the page); it runs on the game loop.
func (a *App) OpenReplayFile(data []byte) {
	a.post(func() {
		a.openReplayFile(data, false)
		a.dirty = true
	})
}

// ReplayFileError shows the page of a replay file that could not be read
// (a file dropped on the page), from another goroutine.
func (a *App) ReplayFileError(err error) {
	a.post(func() {
		a.cur = &replayScene{err: err.Error(), file: true}
		a.scroll = scroller{}
		a.dirty = true
	})
}

// askReplayFile asks the platform for a replay file and opens it.
func (a *App) askReplayFile() {
	fo, ok := a.p.(FileOpener)
	if !ok {
		a.hist.fileNote = lang.T("This device cannot open files.")
		return
	}
	a.hist.fileNote = ""
	fo.OpenFile(func(name string, data []byte, err error) {
		a.post(func() {
			if _, ok := a.cur.(historyScene); !ok {
				return
			}
			if err != nil {
				a.hist.fileNote = lang.F("The file could not be read: %s", err.Error())
				return
			}
			a.openReplayFile(data, true)
		})
	})
}

// OpenReplayLink opens the viewer on a replay link from another goroutine
// (the page's fragment changed); it runs on the game loop.
func (a *App) OpenReplayLink(link string) {
	a.post(func() {
		a.openReplayLink(link)
		a.dirty = true
	})
}

// closeReplay leaves the viewer: back to the results it came from, or the
// menu.
func (a *App) closeReplay() {
	if s, ok := a.cur.(*replayScene); ok && s.fromHistory {
		a.openHistoryScene()
		return
	}
	if s, ok := a.cur.(*replayScene); ok && s.back && a.table.running() && a.table.drv.Over() {
		a.cur = resultsScene{}
		return
	}
	a.cur = a.menu
	a.tapTip, a.heldTip = "", false
}

// shareReplay makes the running match's replay link and copies it, or
// offers the file when the link is too long.
func (a *App) shareReplay() {
	m := a.localMatch()
	if m == nil {
		return
	}
	link, err := replaylink.Link(m)
	if err != nil {
		a.share = shareState{note: err.Error()}
		return
	}
	a.share = shareState{link: link, tooLong: len(link) > replaylink.LinkLimit}
	if a.share.tooLong {
		a.share.note = lang.F("This match is too long for a link (%d characters): download its replay file and send that.", len(link))
		return
	}
	sh, ok := a.p.(Sharer)
	if !ok {
		a.share.note = lang.T("This device cannot copy the link.")
		return
	}
	a.share.note = lang.T("Copying the replay link…")
	sh.ShareLink(link, func(url string, err error) {
		a.post(func() {
			if a.share.link != link {
				return
			}
			if err != nil {
				a.share.note = lang.F("The link could not be copied: %s", err.Error())
				return
			}
			a.share.url = url
			a.share.note = lang.T("Replay link copied: paste it to anyone. The match is in the link itself; no server keeps it.")
		})
	})
}

// saveReplayFile offers the running match's replay file.
func (a *App) saveReplayFile() {
	m, name := a.localMatch(), ""
	var data []byte
	if m != nil {
		name, data = "galleria-"+m.Game+".log", replaylink.File(m)
	} else if sm, recs := a.signedMatch(); sm != nil {
		m, name, data = sm, "galleria-"+sm.Game+"-signed.log", replaylink.SignedChatFile(sm, recs, a.signedChat())
	}
	if m == nil {
		return
	}
	sh, ok := a.p.(Sharer)
	if !ok {
		a.share.fileNote = lang.T("This device cannot save files.")
		return
	}
	if err := sh.SaveFile(name, data); err != nil {
		a.share.fileNote = lang.F("The file could not be saved: %s", err.Error())
		return
	}
	a.share.fileNote = lang.T("Replay file saved: the galleria replay command reads it.")
}

// buildEndButtons draws the results' buttons from y: for a local match
// "Watch replay", "Share replay" (and "Download the replay file" when the
// link is too long), "Play again" and "Back to the menu", then what sharing
// did; a match that is not local (a replay's end) has the way back only.
// It returns the y under them.
func buildEndButtons(a *App, b *ui.Builder, y, w float64) float64 {
	if a.localMatch() == nil {
		b.Button("results:menu", b.R(w/2-110, y, 220, 48), lang.T("Back to the menu"), 17, true, false)
		return y + 48
	}
	ids := []string{"results:replay", "results:share"}
	labels := []string{lang.T("Watch replay"), lang.T("Share replay")}
	if a.share.tooLong {
		ids = append(ids, "results:download")
		labels = append(labels, lang.T("Download the replay file"))
	}
	ids = append(ids, "results:rematch", "results:menu")
	labels = append(labels, lang.T("Play again"), lang.T("Back to the menu"))
	on := func(string) bool { return true }
	y += b.ButtonRow(ui.Box(20, y, w-40, 100), ids, labels, on, func(string) bool { return false }, 16) + 6
	for _, note := range []string{a.share.note, a.share.fileNote} {
		if note != "" {
			y += b.ParaAlign(b.R(30, y, w-60, 60), note, 14, ui.ColTextDim, false, ui.AlignCenter)/b.T.U + 4
		}
	}
	return y
}
