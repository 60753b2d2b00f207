package match

import (
	"time"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/engine/bot"
)

// thinking is a bot's search under way for the decision of one seat at
// one step, under one roster (epoch) and bot.
type thinking struct {
	seat, step, epoch int
	bot               string
	th                *bot.Thought
	farm              *farming
	noted             bool // its end is in Thinks
	start             time.Time
	wall              time.Duration // wall time from the start to the end of the search
	slice             time.Duration // the longest Advance call that worked on it
	slices            int           // the Advance calls that worked on it
}

// ThinkInfo describes a bot's search (Driver.Think).
type ThinkInfo struct {
	Seat        int  // the bot's seat, -1: none yet
	Step        int  // the step it thinks about (its move becomes step Step+1)
	Done, Total int  // iterations run, and the budget
	Finished    bool // the search is over (the move waits only for the pacing delay, if at all)
	// Wall is the wall time from the search's first slice to its last
	// (so far, while it runs).
	Wall time.Duration
	// Slice is the longest single Advance call that worked on the search
	// (wall time, the call's other work included).
	Slice time.Duration
	// Slices is how many Advance calls worked on the search: a search
	// that ran in one call held the page for all its time.
	Slices int
	// Start is when the search began (the driver's clock); Farmed, whether
	// its parts went to the farm.
	Start  time.Time
	Farmed bool
}

// maxThinks is how many finished searches Thinks keeps.
const maxThinks = 16

// playBot plays the move of seat's bot once it is due, through the
// source: a search bot works on its search (within the budget) whether or
// not its delay has passed, a plain bot chooses once it has. played is
// false while the move is not due.
func (d *Driver) playBot(st engine.State, seat int, ready bool, more func() bool) (played bool, err error) {
	name := d.src.Bot(seat)
	b, err := d.bot(name)
	if err != nil {
		return false, err
	}
	var m string
	if tb, thinks := b.(bot.Thinker); thinks {
		t, err := d.thought(st, seat, name, tb)
		if err != nil {
			return false, err
		}
		if !t.th.Done() {
			t0 := d.wall()
			d.run(t.th, t.farm, more)
			now := d.wall()
			t.wall = now.Sub(t.start)
			t.slice = max(t.slice, now.Sub(t0))
			t.slices++
			d.noteThink(t)
		}
		if !t.th.Done() || !ready {
			return false, nil
		}
		if m, err = t.th.Move(); err != nil {
			return false, err
		}
	} else {
		if !ready {
			return false, nil
		}
		if m, err = b.Choose(st.View(seat), seat, d.src.Rand(StreamBot)); err != nil {
			return false, err
		}
	}
	return true, d.src.Play(seat, m)
}

// thought is the search for seat's decision now, started if need be with
// the generator Choose would get (so the move is Choose's).
func (d *Driver) thought(st engine.State, seat int, name string, tb bot.Thinker) (*thinking, error) {
	step, epoch := len(d.src.Steps()), d.src.Epoch()
	if t := d.think; t != nil && t.seat == seat && t.step == step && t.epoch == epoch && t.bot == name {
		return t, nil
	}
	th, err := tb.Think(st.View(seat), seat, d.src.Rand(StreamBot))
	if err != nil {
		return nil, err
	}
	if d.think != nil {
		d.forget(d.think.farm)
	}
	d.think = &thinking{seat: seat, step: step, epoch: epoch, bot: name, th: th, farm: d.newFarming(st, seat, name), start: d.wall()}
	d.noteThink(d.think)
	return d.think, nil
}

func (d *Driver) noteThink(t *thinking) {
	done, total := t.th.Progress()
	d.lastThink = ThinkInfo{Seat: t.seat, Step: t.step, Done: done, Total: total, Finished: t.th.Done(), Wall: t.wall, Slice: t.slice, Slices: t.slices,
		Start: t.start, Farmed: t.farm != nil && d.Farmed()}
	if t.th.Done() && !t.noted {
		t.noted = true
		d.thinks = append(d.thinks, d.lastThink)
		if len(d.thinks) > maxThinks {
			d.thinks = d.thinks[len(d.thinks)-maxThinks:]
		}
	}
}

// Thinks lists the last searches of this device's bots that finished, the
// oldest first (at most 16).
func (d *Driver) Thinks() []ThinkInfo { return d.thinks }

// Thinking is the bot seat whose search is under way now, or -1 (none, or
// its search is over and its move waits for the delay).
func (d *Driver) Thinking() int {
	if t := d.think; t != nil && !t.th.Done() && t.step == len(d.src.Steps()) && t.epoch == d.src.Epoch() &&
		d.BotToAct() == t.seat {
		return t.seat
	}
	return -1
}

// Think describes the bot search under way, or the last one (Seat -1 if
// there has been none).
func (d *Driver) Think() ThinkInfo { return d.lastThink }
