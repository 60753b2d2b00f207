package online

import (
	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/netplay"
)

// DropWatch closes this page's watching without forgetting it (a page
// that goes away; its storage stays for the reload).
func (o *Online) DropWatch() { o.closeWatch(false) }

// WatchView is the spectator's view this page follows, or nil.
func (o *Online) WatchView() engine.State {
	if o.w == nil || o.w.st.View == nil {
		return nil
	}
	return o.w.st.View.Clone()
}

// WatchStatus is the watcher's status now.
func (o *Online) WatchStatus() netplay.WatchStatus { return o.w.w.Status() }
