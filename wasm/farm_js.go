//go:build js && wasm

package main

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"sync"
	"syscall/js"

	"github.com/galleria-games/galleria/game/match"
)

// maxWorkers bounds the bots' Web Workers: a search has 4 parts
// (engine/bot), so more would sit idle.
const maxWorkers = 4

// workerFarm runs the parts of bots' searches in Web Workers
// (static/botworker.js, galleria-bot.wasm): each worker runs the parts
// it is sent one after another, up to perWorker of them queued. Workers start when a match that searches begins (Warm) or on the
// first part, so a visit that never plays never loads their program. A worker that fails (it cannot load
// its program, or it dies) fails its part, and the driver then thinks on
// the page (match.Driver.run).
//
// Message handlers run between the page's frames, as every callback into
// Go does; a result waits in results until the driver polls it.
type workerFarm struct {
	mu      sync.Mutex
	size    int
	workers []*farmWorker
	next    int
	results map[int]farmResult
	onMsg   js.Func
	onErr   js.Func
	last    error // the last worker's failure
	// wake wakes the page's loop when a part comes back or a worker
	// fails: the driver lets the page rest while a search waits only
	// for its workers (match.Driver.Due).
	wake func()
}

type farmWorker struct {
	w js.Value
	// queue is the parts sent to it, in order (it runs them one after
	// another); a dropped part's ticket is negated.
	queue []int
}

// perWorker is how many parts a worker may hold at once: a whole search,
// so that a page with one worker hands out every part at once instead of
// one per frame.
const perWorker = 4

type farmResult struct {
	out []byte
	err error
}

// newWorkerFarm is the page's farm: ?workers=N (0: none, the bots think
// on the page) or one worker per core but one (the page's thread keeps a
// core to draw), at least 1 and at most maxWorkers; nil where the browser
// has no Web Workers.
func newWorkerFarm() *workerFarm {
	if js.Global().Get("Worker").Type() != js.TypeFunction {
		return nil
	}
	n := 0
	if c := js.Global().Get("navigator").Get("hardwareConcurrency"); c.Type() == js.TypeNumber {
		n = c.Int() - 1
	}
	if q, err := strconv.Atoi(query().Get("workers")); err == nil && q >= 0 {
		if q == 0 {
			return nil
		}
		n = q
	}
	n = min(max(n, 1), maxWorkers)
	f := &workerFarm{size: n, results: map[int]farmResult{}}
	f.onMsg = js.FuncOf(func(this js.Value, args []js.Value) any {
		f.message(args[0].Get("target"), args[0].Get("data"))
		f.wakePage()
		return nil
	})
	f.onErr = js.FuncOf(func(this js.Value, args []js.Value) any {
		msg := "the bot worker stopped"
		if m := args[0].Get("message"); m.Type() == js.TypeString && m.String() != "" {
			msg += ": " + m.String()
		}
		f.fail(args[0].Get("target"), errors.New(msg))
		f.wakePage()
		return nil
	})
	return f
}

func (f *workerFarm) Free() int {
	f.mu.Lock()
	defer f.mu.Unlock()
	free := (f.size - len(f.workers)) * perWorker
	for _, w := range f.workers {
		free += perWorker - len(w.queue)
	}
	return max(free, 0)
}

// Warm starts every worker the farm may have, so that they load their
// program before the first search.
func (f *workerFarm) Warm() {
	f.mu.Lock()
	defer f.mu.Unlock()
	for len(f.workers) < f.size {
		if _, err := f.start(); err != nil {
			return
		}
	}
}

// start starts one more worker.
func (f *workerFarm) start() (*farmWorker, error) {
	v, err := newWorker()
	if err != nil {
		return nil, err
	}
	v.Call("addEventListener", "message", f.onMsg)
	v.Call("addEventListener", "error", f.onErr)
	w := &farmWorker{w: v}
	f.workers = append(f.workers, w)
	return w, nil
}

func (f *workerFarm) Send(req []byte) (int, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	// A new worker while the farm may have more, else the least busy.
	var w *farmWorker
	if len(f.workers) < f.size {
		var err error
		if w, err = f.start(); err != nil {
			return 0, err
		}
	}
	for _, x := range f.workers {
		if w == nil || len(x.queue) < len(w.queue) {
			w = x
		}
	}
	if w == nil || len(w.queue) >= perWorker {
		return 0, errors.New("every bot worker is busy")
	}
	f.next++
	w.queue = append(w.queue, f.next)
	msg := js.Global().Get("Object").New()
	msg.Set("ticket", f.next)
	msg.Set("req", string(req))
	w.w.Call("postMessage", msg)
	return f.next, nil
}

// newWorker starts a worker, or says why it cannot.
func newWorker() (v js.Value, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("cannot start a bot worker: %v", r)
		}
	}()
	return js.Global().Get("Worker").New("botworker.js"), nil
}

func (f *workerFarm) Poll(ticket int) ([]byte, bool, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	r, ok := f.results[ticket]
	if !ok {
		for _, w := range f.workers {
			if slices.Contains(w.queue, ticket) {
				return nil, false, nil
			}
		}
		return nil, false, fmt.Errorf("no bot part %d", ticket)
	}
	delete(f.results, ticket)
	return r.out, r.err == nil, r.err
}

func (f *workerFarm) Err() error {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.size <= 0 {
		return f.last
	}
	return nil
}

func (f *workerFarm) Drop(ticket int) {
	f.mu.Lock()
	defer f.mu.Unlock()
	delete(f.results, ticket)
	for _, w := range f.workers {
		if i := slices.Index(w.queue, ticket); i >= 0 {
			// The worker runs the part all the same (it cannot be
			// stopped); its answer is then dropped.
			w.queue[i] = -ticket
		}
	}
}

// message is a worker's answer.
func (f *workerFarm) message(from js.Value, data js.Value) {
	if data.Type() != js.TypeObject || data.Get("ticket").Type() != js.TypeNumber {
		return
	}
	ticket := data.Get("ticket").Int()
	f.mu.Lock()
	defer f.mu.Unlock()
	w := f.worker(from)
	if w == nil {
		return
	}
	if e := data.Get("err"); e.Type() == js.TypeString {
		if ticket == 0 { // it could not load its program
			f.retire(from, errors.New(e.String()))
			return
		}
		f.done(w, ticket, farmResult{err: errors.New(e.String())})
		return
	}
	out := data.Get("out")
	if out.Type() != js.TypeString {
		f.done(w, ticket, farmResult{err: errors.New("the bot worker answered no result")})
		return
	}
	f.done(w, ticket, farmResult{out: []byte(out.String())})
}

// done records the answer for ticket and takes it off the worker's queue.
func (f *workerFarm) done(w *farmWorker, ticket int, r farmResult) {
	i := slices.Index(w.queue, ticket)
	if i < 0 {
		if i = slices.Index(w.queue, -ticket); i < 0 {
			return // not a part it holds: ignored
		}
	} else {
		f.results[ticket] = r
	}
	w.queue = slices.Delete(w.queue, i, i+1)
}

// fail fails the part of a worker that broke, and retires it.
func (f *workerFarm) fail(from js.Value, err error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.retire(from, err)
}

func (f *workerFarm) retire(from js.Value, err error) {
	for i, w := range f.workers {
		if !w.w.Equal(from) {
			continue
		}
		for _, ticket := range w.queue {
			if ticket > 0 {
				f.results[ticket] = farmResult{err: err}
			}
		}
		w.w.Call("terminate")
		f.workers = append(f.workers[:i], f.workers[i+1:]...)
		f.size-- // no new worker in its place: one more would likely fail too
		f.last = err
		return
	}
}

func (f *workerFarm) worker(v js.Value) *farmWorker {
	for _, w := range f.workers {
		if w.w.Equal(v) {
			return w
		}
	}
	return nil
}

func (f *workerFarm) wakePage() {
	f.mu.Lock()
	wake := f.wake
	f.mu.Unlock()
	if wake != nil {
		wake()
	}
}

// useWorkers hands the bots' searches to Web Workers, where the browser
// has them (and ?workers=0 does not say otherwise); the farm, or nil.
func useWorkers() *workerFarm {
	f := newWorkerFarm()
	if f != nil {
		match.UseFarm(f)
	}
	return f
}
