package luxshopping

import rules "github.com/galleria-games/galleria/engine/luxshopping"

// The dice roll and the pawns' walks are animated from a tick count (the
// shell calls Animate 60 times a second): the dice tumble for rollTicks,
// then each pawn that moved walks its spaces one by one, in at most
// walkTicks whatever the distance. The whole is shorter than the app's bot
// delay (600 ms), and Blocking never waits for it: a new step simply starts
// the next animation, the pawns jumping to where the last one left them.
const (
	rollTicks = 14
	walkTicks = 22
)

// anim is the animation in progress.
type anim struct {
	active    bool
	t         int // ticks since the start
	dice      bool
	d1, d2    int
	walkStart int
	stepTicks int
	paths     map[int][]int // seat → the spaces it passes, first the one it left
	end       int
}

// start animates a batch of events (from: the pawns' spaces before them).
// A batch with no dice and no move leaves the animation running.
func (a *anim) start(from []int, evs []rules.Event) {
	paths := map[int][]int{}
	dice, d1, d2 := false, 0, 0
	for _, e := range evs {
		switch e.Kind {
		case rules.EvDice:
			dice, d1, d2 = true, e.Card, e.Shop
		case rules.EvMove:
			if e.Seat < 0 || e.Seat >= len(from) {
				continue
			}
			p := paths[e.Seat]
			if p == nil {
				p = []int{from[e.Seat]}
			}
			paths[e.Seat] = walk(p, e.Space)
		}
	}
	if !dice && len(paths) == 0 {
		return
	}
	longest := 0
	for _, p := range paths {
		longest = max(longest, len(p)-1)
	}
	*a = anim{active: true, dice: dice, d1: d1, d2: d2, paths: paths, stepTicks: 1}
	if dice {
		a.walkStart = rollTicks
	}
	if longest > 0 {
		a.stepTicks = max(1, min(4, walkTicks/longest))
	}
	a.end = a.walkStart + longest*a.stepTicks
}

// walk extends path to space to, one space at a time: forward round the
// loop, or back when that is at most rules.BackSteps spaces (a Red Button
// card).
func walk(path []int, to int) []int {
	cur := path[len(path)-1]
	fwd := (to - cur + rules.Spaces) % rules.Spaces
	if cur == 0 {
		fwd = to
	}
	if back := rules.Spaces - fwd; cur != 0 && back <= rules.BackSteps && back < fwd {
		for i := 1; i <= back; i++ {
			path = append(path, (cur-i-1+rules.Spaces)%rules.Spaces+1)
		}
		return path
	}
	for i := 1; i <= fwd; i++ {
		path = append(path, (cur+i-1)%rules.Spaces+1)
	}
	return path
}

// tick advances the animation; it reports whether the table must be drawn
// again (once more after the last tick).
func (a *anim) tick() bool {
	if !a.active {
		return false
	}
	a.t++
	if a.t > a.end {
		a.active = false
	}
	return true
}

// pos is where seat's pawn is drawn: on its walk, else at space real.
func (a *anim) pos(seat, real int) int {
	p := a.paths[seat]
	if !a.active || len(p) == 0 {
		return real
	}
	i := 0
	if a.t >= a.walkStart {
		i = (a.t - a.walkStart) / a.stepTicks
	}
	if i >= len(p) {
		return real
	}
	return p[i]
}

// walking reports whether seat's pawn is on its way.
func (a *anim) walking(seat int) bool {
	return a.active && len(a.paths[seat]) > 0 && a.t < a.end
}

// faces are the dice drawn: tumbling faces while they roll.
func (a *anim) faces(d1, d2 int) (int, int, bool) {
	if !a.active || !a.dice || a.t >= rollTicks {
		return d1, d2, false
	}
	k := a.t / 2
	return (k*5+d1)%6 + 1, (k*3+d2+2)%6 + 1, true
}

// progress is how far the walk has gone, 0 to 1.
func (a *anim) progress() float64 {
	if a.end <= a.walkStart {
		return 1
	}
	return min(max(float64(a.t-a.walkStart)/float64(a.end-a.walkStart), 0), 1)
}
