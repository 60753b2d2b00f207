//go:build js && wasm

package main

import "syscall/js"

// The page's side of two settings: reduced motion (the browser's
// "prefers-reduced-motion", the motion speed's default) and the "your
// turn" signal of online play (game.Signaler): the page's title, and an
// optional short chime made by a WebAudio oscillator. Nothing here sends
// anything to the network. Each JavaScript helper catches its own
// exceptions.

// reducedMotion reports whether the browser asks for reduced motion.
func reducedMotion() bool {
	mm := js.Global().Get("matchMedia")
	if mm.Type() != js.TypeFunction {
		return false
	}
	q := js.Global().Call("matchMedia", "(prefers-reduced-motion: reduce)")
	return q.Type() == js.TypeObject && q.Get("matches").Truthy()
}

var (
	// signalJS sets the title while the page is hidden (and puts it back
	// when the page is seen, or when title is ""), and plays the chime.
	signalJS = jsFunction.New("title", "chime", `
try {
  const d = document, w = window;
  if (w.galleriaTitle === undefined) {
    w.galleriaTitle = d.title;
    d.addEventListener("visibilitychange", () => { if (!d.hidden) d.title = w.galleriaTitle; });
  }
  if (!title) { d.title = w.galleriaTitle; return; }
  if (!d.hidden) return;
  d.title = title;
  if (!chime) return;
  const C = w.AudioContext || w.webkitAudioContext;
  if (!C) return;
  const ctx = w.galleriaAudio || (w.galleriaAudio = new C());
  if (ctx.state === "suspended") ctx.resume();
  const t = ctx.currentTime, o = ctx.createOscillator(), g = ctx.createGain();
  o.type = "sine";
  o.frequency.setValueAtTime(660, t);
  o.frequency.setValueAtTime(990, t + 0.13);
  g.gain.setValueAtTime(0.0001, t);
  g.gain.exponentialRampToValueAtTime(0.15, t + 0.02);
  g.gain.exponentialRampToValueAtTime(0.0001, t + 0.4);
  o.connect(g);
  g.connect(ctx.destination);
  o.start(t);
  o.stop(t + 0.45);
} catch (e) {}`)
	// unlockAudioJS makes the chime's audio context on a person's gesture
	// when the chime is on (browsers start audio only after one).
	unlockAudioJS = jsFunction.New("key", `
try {
  const on = () => {
    try {
      if (window.localStorage.getItem(key) !== "on") return;
      const C = window.AudioContext || window.webkitAudioContext;
      if (!C) return;
      const ctx = window.galleriaAudio || (window.galleriaAudio = new C());
      if (ctx.state === "suspended") ctx.resume();
    } catch (e) {}
  };
  window.addEventListener("pointerdown", on, { capture: true, passive: true });
  window.addEventListener("keydown", on, { capture: true, passive: true });
} catch (e) {}`)
)

// Signal implements game.Signaler.
func (storage) Signal(title string, chime bool) { signalJS.Invoke(title, chime) }

// unlockAudio readies the chime's audio on the next gestures.
func unlockAudio() { unlockAudioJS.Invoke("galleria-chime") }
