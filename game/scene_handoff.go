package game

// The handoff (hotseat only): the device goes to the next human; nothing
// private is drawn.

func (a *App) buildHandoff(b *builder) {
	w := b.t.w
	name := "the next player"
	if a.src != nil && a.tbl != nil {
		if next := focusSeat(a.src.HumansToAct(), a.tbl.shown); next >= 0 {
			name = a.tbl.names[next]
		}
	}
	b.text(b.R(20, 200, w-40, 30), "Hotseat", 16, colTextDim, true, alignCenter)
	b.paraAlign(b.R(40, 240, w-80, 90), "Pass the device to "+name, 30, colText, true, alignCenter)
	b.paraAlign(b.R(40, 340, w-80, 60), "Only "+name+" should look at the screen now: their cards are shown next.", 15, colTextDim, false, alignCenter)
	b.button("handoff:ready", b.R(w/2-140, 420, 280, 52), name+" is ready", 17, true, false)
}
