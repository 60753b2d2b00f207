package match

import (
	"slices"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/engine/bot"
	"github.com/galleria-games/galleria/engine/botfarm"
)

// Farm runs parts of bot searches away from the page's thread: in the
// browser, a pool of Web Workers (wasm/farm_js.go), each running the
// engines alone. A request and its result are botfarm's JSON texts.
type Farm interface {
	// Free is how many more parts it can start now.
	Free() int
	// Send starts a part (a botfarm request) and gives a ticket for Poll.
	Send(req []byte) (ticket int, err error)
	// Poll gives a part's result once it is in (done), or an error if it
	// failed; a ticket is forgotten once Poll has given its end.
	Poll(ticket int) (res []byte, done bool, err error)
	// Drop forgets a part whose result is no longer wanted.
	Drop(ticket int)
	// Err says why the farm can run no part at all (its workers failed),
	// nil while it can.
	Err() error
	// Warm gets the workers ready (a match that will search has begun),
	// so that the first search does not wait for them to start.
	Warm()
}

// warm warms the farm once the match has a state, if a bot of this
// device searches or a person may ask for hints.
func (d *Driver) warm() {
	if d.warmed || d.Farm == nil {
		return
	}
	st := d.src.State()
	if st == nil {
		return
	}
	d.warmed = true
	search := d.hints
	for seat := range st.Seats() {
		if name := d.src.Bot(seat); name != "" {
			if b, err := d.bot(name); err == nil {
				if _, ok := b.(bot.Thinker); ok {
					search = true
				}
			}
		}
	}
	if search {
		d.Farm.Warm()
	}
}

var defaultFarm Farm

// UseFarm makes the drivers made from now on hand the parts of their bots'
// and hints' searches to f (nil: they think on the page, in slices).
func UseFarm(f Farm) { defaultFarm = f }

// farming is a search's parts out at the farm: the full state and seat
// the search is on (a request carries the state's position), the bot, and
// each part's ticket.
type farming struct {
	st   engine.State
	seat int
	bot  string
	out  map[int]int // part index → ticket
}

// newFarming is a search's record at the farm, nil without a farm.
func (d *Driver) newFarming(st engine.State, seat int, name string) *farming {
	if d.Farm == nil {
		return nil
	}
	return &farming{st: st.Clone(), seat: seat, bot: name, out: map[int]int{}}
}

// run works on a search: with a farm, it collects the parts that are in
// and hands out more while the farm has room, and the page does none of
// the work; without one (or once the farm has failed), the page runs it in
// slices while more says so. The move is the same either way (bot.Job).
func (d *Driver) run(th *bot.Thought, f *farming, more func() bool) {
	if d.Farm != nil && !d.farmDown && th.Parts() > 1 && f != nil {
		if err := d.Farm.Err(); err != nil {
			d.farmFailed(th, f, err)
		}
	}
	if d.Farm != nil && !d.farmDown && th.Parts() > 1 && f != nil {
		d.collect(th, f)
		if !d.farmDown {
			d.send(th, f)
		}
		if !d.farmDown {
			return
		}
	}
	chunk := max(d.Chunk, 1)
	for !th.Done() && !th.Idle() && more() {
		th.Work(chunk)
	}
}

// send hands parts to the farm while it has room.
func (d *Driver) send(th *bot.Thought, f *farming) {
	for d.Farm.Free() > 0 {
		j, ok := th.Take()
		if !ok {
			return
		}
		req, err := botfarm.NewRequest(f.st, f.seat, f.bot, j)
		var ticket int
		if err == nil {
			ticket, err = d.Farm.Send(req)
		}
		if err != nil {
			th.Return(j.Index)
			d.farmFailed(th, f, err)
			return
		}
		f.out[j.Index] = ticket
	}
}

// collect puts the results that are in into the search.
func (d *Driver) collect(th *bot.Thought, f *farming) {
	idx := make([]int, 0, len(f.out))
	for k := range f.out {
		idx = append(idx, k)
	}
	slices.Sort(idx)
	for _, k := range idx {
		out, done, err := d.Farm.Poll(f.out[k])
		if !done && err == nil {
			continue
		}
		delete(f.out, k)
		var res bot.Result
		if err == nil {
			res, err = botfarm.ParseResult(out)
		}
		if err == nil {
			err = th.Put(res)
		}
		if err != nil {
			th.Return(k)
			d.farmFailed(th, f, err)
			return
		}
	}
}

// farmFailed stops using the farm: the parts still out come back to the
// page, which thinks in slices from now on.
func (d *Driver) farmFailed(th *bot.Thought, f *farming, err error) {
	d.farmDown = true
	d.FarmErr = err
	for k, ticket := range f.out {
		d.Farm.Drop(ticket)
		th.Return(k)
	}
	clear(f.out)
}

// forget drops the parts out for a search no longer wanted.
func (d *Driver) forget(f *farming) {
	if f == nil || d.Farm == nil {
		return
	}
	for _, ticket := range f.out {
		d.Farm.Drop(ticket)
	}
	clear(f.out)
}

// farmWaits reports whether a search only waits for the farm: it is
// farmed, unfinished, and no part can go out now (every part left is out,
// or the farm has no room).
func (d *Driver) farmWaits(th *bot.Thought, f *farming) bool {
	if d.Farm == nil || d.farmDown || f == nil || th.Parts() < 2 || th.Done() || len(f.out) == 0 {
		return false
	}
	return th.Idle() || d.Farm.Free() == 0
}

// Farmed reports whether the driver hands its searches' parts to a farm
// (it has one and it has not failed).
func (d *Driver) Farmed() bool { return d.Farm != nil && !d.farmDown }
