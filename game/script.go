package game

// Scripted input: a test (or any automation) drives the App as a person
// would, by pressing and releasing at positions, with no device behind it.
// Options.ScriptedInput makes the App read only this queue.

// scriptInput replays queued ticks of input; an empty queue is an idle tick.
type scriptInput struct{ queue []inputFrame }

func (in *scriptInput) read() inputFrame {
	if len(in.queue) == 0 {
		return inputFrame{}
	}
	f := in.queue[0]
	in.queue = in.queue[1:]
	return f
}

// add queues a tick of input, if the input is scripted.
func (in *scriptInput) add(f inputFrame) {
	if in != nil {
		in.queue = append(in.queue, f)
	}
}

// scripted is in if it is scripted input, or nil.
func scripted(in inputSource) *scriptInput {
	s, _ := in.(*scriptInput)
	return s
}

// Press queues a press at (x, y) in CSS pixels for the next Update, and
// Release a release; a press and a release on the same target, in two
// updates, are a click. Both do nothing unless Options.ScriptedInput is set.
func (a *App) Press(x, y float64) {
	scripted(a.input).add(inputFrame{presses: []point{{x * a.dsf, y * a.dsf}}})
}

// Release: see Press.
func (a *App) Release(x, y float64) {
	scripted(a.input).add(inputFrame{releases: []point{{x * a.dsf, y * a.dsf}}})
}

// Type queues typed characters (and backspace) for the next Update.
func (a *App) Type(chars string, backspace bool) {
	scripted(a.input).add(inputFrame{chars: []rune(chars), backspace: backspace})
}

// SetSize sets the outside size in CSS pixels and the device scale factor,
// as the platform's layout would; the next Update rebuilds the frame.
func (a *App) SetSize(cssW, cssH, dsf float64) {
	a.setSize(cssW, cssH, dsf)
	a.rebuild()
	a.snapshot()
}

// Drag queues a finger's drag that scrolls the scene by dy CSS px
// (positive: the content moves up) for the next Update.
func (a *App) Drag(dy float64) {
	scripted(a.input).add(inputFrame{scroll: dy * a.dsf, cancel: true})
}
