//go:build e2e

package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/performance"
	"github.com/chromedp/chromedp"
)

// Bounds of TestMeasure: loose enough never to fail on a slow machine,
// tight enough to catch a client that does not start or spins. With the
// game loop resting, the idle table's renderer and GPU processes measured
// 0.7–1.1 % of one core, all Chromium processes 1.4–3.2 % (the browser
// process alone 0.4–2.3 %, whatever the page does); with the loop running
// every animation frame, renderer and GPU took 8.3 %, all 9–13 %. So the
// tight bound is on the renderer and GPU processes, which the loop drives,
// and a loose one on the total.
const (
	firstFrameLimit = 60 * time.Second
	idleCPULimit    = 5.0  // % of one core, the renderer and GPU processes (what the game loop drives)
	idleTotalLimit  = 10.0 // % of one core, all Chromium processes together
	firstFrameLoads = 5
	idleSettle      = 3 * time.Second
	idleWindow      = 10 * time.Second
	// The idle game loop waits for events (a second at most): a few
	// Updates a second, not 60.
	idleUpdatesLimit = 10.0
)

// TestMeasure prints, as plain "measure:" lines: the sizes of galleria.wasm
// (raw, gzip, brotli), the time from navigation start to the first drawn
// frame over fresh page loads (each in a new browser profile, so nothing is
// cached), and the CPU that a Mall World table costs while it waits for the
// human player.
func TestMeasure(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 15*time.Minute)
	defer cancel()
	measureSizes(t)
	measureFirstFrame(t, ctx)
	measureIdleCPU(t, ctx)
}

func measure(format string, args ...any) {
	fmt.Printf("measure: "+format+"\n", args...)
}

func measureSizes(t *testing.T) {
	dir := staticDir(t)
	size := func(name string) int64 {
		fi, err := os.Stat(filepath.Join(dir, name))
		if err != nil {
			t.Errorf("%v", err)
			return 0
		}
		return fi.Size()
	}
	raw, gz, br := size("galleria.wasm"), size("galleria.wasm.gz"), size("galleria.wasm.br")
	pct := func(n int64) float64 { return 100 * float64(n) / float64(max(raw, 1)) }
	measure("galleria.wasm raw %d bytes (%.2f MiB)", raw, float64(raw)/(1<<20))
	measure("galleria.wasm gzip -9 %d bytes (%.2f MiB, %.1f%% of raw)", gz, float64(gz)/(1<<20), pct(gz))
	measure("galleria.wasm brotli -q 11 %d bytes (%.2f MiB, %.1f%% of raw)", br, float64(br)/(1<<20), pct(br))
	if !(0 < br && br < gz && gz < raw) {
		t.Errorf("sizes: want 0 < brotli < gzip < raw, have %d, %d, %d", br, gz, raw)
	}
	nraw, ngz, nbr := size("galleria-net.wasm"), size("galleria-net.wasm.gz"), size("galleria-net.wasm.br")
	measure("galleria-net.wasm (online play) raw %d bytes (%.2f MiB), gzip -9 %d (%.2f MiB), brotli -q 11 %d (%.2f MiB, %.2f MiB more than galleria.wasm)",
		nraw, float64(nraw)/(1<<20), ngz, float64(ngz)/(1<<20), nbr, float64(nbr)/(1<<20), float64(nbr-br)/(1<<20))
	b, err := os.ReadFile(filepath.Join(dir, "build.json"))
	if err != nil {
		t.Fatal(err)
	}
	var info struct {
		Size int64 `json:"size"`
		Net  struct {
			Size int64 `json:"size"`
		} `json:"net"`
	}
	if err := json.Unmarshal(b, &info); err != nil {
		t.Fatalf("build.json: %v", err)
	}
	if info.Size != raw {
		t.Errorf("build.json gives size %d, galleria.wasm has %d bytes: rebuild with ./build.sh build", info.Size, raw)
	}
	if info.Net.Size != nraw {
		t.Errorf("build.json gives net.size %d, galleria-net.wasm has %d bytes: rebuild with ./build.sh build", info.Net.Size, nraw)
	}
}

func measureFirstFrame(t *testing.T, ctx context.Context) {
	srv, base := serve(t)
	var times []float64
	for i := 1; i <= firstFrameLoads; i++ {
		ms := func() float64 {
			tab, closeTab := browser(t, ctx, fmt.Sprintf("load%d", i))
			defer closeTab()
			if err := chromedp.Do(tab, chromedp.Navigate(base+"?ice=none&botdelay=30")); err != nil {
				t.Fatalf("navigate: %v", err)
			}
			ms, err := firstFrame(tab, firstFrameLimit)
			if err != nil {
				t.Fatalf("load %d: %v", i, err)
			}
			return ms
		}()
		measure("first frame, fresh load %d: %.0f ms after navigation start (galleria.wasm sent as %s)", i, ms, srv.encoding("galleria.wasm"))
		times = append(times, ms)
	}
	sort.Float64s(times)
	parts := make([]string, len(times))
	for i, v := range times {
		parts[i] = fmt.Sprintf("%.0f", v)
	}
	measure("first frame median %.0f ms over %d fresh loads (sorted: %s ms)", times[len(times)/2], len(times), strings.Join(parts, ", "))
	srv.check(t)
}

func measureIdleCPU(t *testing.T, ctx context.Context) {
	_, base := serve(t)
	tab, closeTab := browser(t, ctx, "idle")
	defer closeTab()
	if err := chromedp.Do(tab, chromedp.Navigate(base+"?ice=none&botdelay=30")); err != nil {
		t.Fatalf("navigate: %v", err)
	}
	if _, err := waitReady(tab, loadTimeout); err != nil {
		t.Fatal(err)
	}
	for _, id := range []string{"menu:mallworld", "setup:start"} {
		if err := clickTarget(tab, id, clickTimeout); err != nil {
			t.Fatal(err)
		}
	}
	// Wait until the table waits on the human (seat 0).
	var st Status
	err := waitFor(tab, 2*time.Minute, "the table to wait on the human", func() (bool, error) {
		s, ok, err := status(tab)
		if err != nil || !ok {
			return false, err
		}
		ts, err := targets(tab)
		if err != nil {
			return false, err
		}
		if id := firstEnabled(ts, "handoff:ready", "scoring:ok"); id != "" {
			return false, clickTarget(tab, id, clickTimeout)
		}
		if s.Scene != "table" || s.Seat < 0 || len(s.Legal) == 0 || s.Moving {
			return false, nil // (idle means nothing moves either: the last glides have ended)
		}
		st = s
		return settled(tab, s, time.Second)
	})
	if err != nil {
		t.Fatal(err)
	}
	measure("idle table: scene %s, step %d, seat %d to move (%d legal moves)", st.Scene, st.Step, st.Seat, len(st.Legal))
	// Park the mouse away from any target, then let the table settle.
	chromedp.Do(tab, chromedp.MouseEvent(chromedp.MouseMoved, 2, 2))
	time.Sleep(idleSettle)

	if _, err := chromedp.Call(tab, performance.Enable, performance.EnableParams{}); err != nil {
		t.Fatalf("Performance.enable: %v", err)
	}
	pid := chromedp.FromContext(tab).Browser.Process().Pid
	m0, err := metrics(tab)
	if err != nil {
		t.Fatal(err)
	}
	p0 := processTicks(pid)
	s0, _, _ := status(tab)
	t0 := time.Now()
	time.Sleep(idleWindow)
	m1, err := metrics(tab)
	if err != nil {
		t.Fatal(err)
	}
	p1 := processTicks(pid)
	wall := time.Since(t0).Seconds()

	after, _, _ := status(tab)
	if changed(st, after) {
		t.Errorf("the table moved on while idle: %+v → %+v", st, after)
	}
	f0, f1 := s0.Frames, after.Frames
	updates := float64(after.Updates-s0.Updates) / wall
	measure("idle table: %.1f updates/s, %d idle waits of the game loop begun (%.1f/s)",
		updates, after.Sleeps-s0.Sleeps, float64(after.Sleeps-s0.Sleeps)/wall)
	// The loop waits while idle (game.Options.IdleWait): a wait lasts until
	// an event or a second, and each wake costs an Update or two. (A wait
	// as long as the window begins no new one: it waits at both ends.)
	waited := after.Sleeps > s0.Sleeps || s0.Asleep && after.Asleep && after.Updates == s0.Updates
	if !waited || updates > idleUpdatesLimit {
		t.Errorf("the idle game loop does not wait: %.1f updates/s, waits begun %d → %d", updates, s0.Sleeps, after.Sleeps)
	}
	task := 100 * (m1["TaskDuration"] - m0["TaskDuration"]) / wall
	script := 100 * (m1["ScriptDuration"] - m0["ScriptDuration"]) / wall
	fps := -1.0
	if f0 >= 0 && f1 >= 0 {
		fps = float64(f1-f0) / wall
	}
	measure("idle table over %.1f s: renderer main thread busy %.1f%% of the time (CDP TaskDuration, waits on the GPU process included), script %.1f%% (ScriptDuration); client redraws %.1f/s",
		wall, task, script, fps)

	byType := map[string]float64{}
	var total float64
	for p, a := range p1 {
		b := p0[p] // a process started during the window counts from 0
		d := float64(a.ticks-b.ticks) / clockTicks / wall * 100
		if d < 0 {
			continue
		}
		byType[a.kind] += d
		total += d
	}
	kinds := make([]string, 0, len(byType))
	for k := range byType {
		kinds = append(kinds, k)
	}
	sort.Strings(kinds)
	var parts []string
	for _, k := range kinds {
		parts = append(parts, fmt.Sprintf("%s %.1f%%", k, byType[k]))
	}
	measure("idle table CPU by Chromium process (/proc, %% of one core): %s; all Chromium processes %.1f%%", strings.Join(parts, ", "), total)

	// The bound is on real CPU time, from /proc: TaskDuration also counts
	// the time the renderer's main thread waits on the GPU process (WebGL
	// calls that read back), so it overstates the CPU a page costs.
	cpu, source := byType["renderer"]+byType["gpu-process"], "the renderer and GPU processes (/proc)"
	if _, ok := byType["renderer"]; len(p1) > 0 && !ok {
		t.Errorf("no renderer among Chromium's processes (%s): the measurement is broken", strings.Join(kinds, ", "))
	}
	if len(p1) == 0 {
		cpu, source = task, "the renderer main thread (TaskDuration)"
	}
	if cpu > idleCPULimit {
		t.Errorf("the idle table costs %.1f%% of a core in %s, over the %.0f%% bound", cpu, source, idleCPULimit)
	}
	if total > idleTotalLimit {
		t.Errorf("the idle table costs %.1f%% of a core in all Chromium processes, over the %.0f%% bound", total, idleTotalLimit)
	}
	if task <= 0 {
		t.Errorf("TaskDuration did not grow over %v: the measurement is broken", idleWindow)
	}
	wakeOnHover(t, tab)
}

// wakeOnHover checks that the resting client still answers at once: the
// mouse over a target must end the loop's wait and redraw the frame (the
// hovered target is drawn lit), which Ebitengine sees on the next frame.
func wakeOnHover(t *testing.T, tab context.Context) {
	before, ok, err := status(tab)
	if err != nil || !ok {
		t.Fatalf("status: %v", err)
	}
	ts, err := targets(tab)
	if err != nil {
		t.Fatal(err)
	}
	var tg Target
	for _, x := range ts {
		if x.Enabled && x.W > 0 && x.H > 0 {
			tg = x
			break
		}
	}
	if tg.ID == "" {
		t.Fatal("no enabled target on the idle table")
	}
	x, y := tg.centre()
	t0 := time.Now()
	if err := chromedp.Do(tab, chromedp.MouseEvent(chromedp.MouseMoved, x, y)); err != nil {
		t.Fatal(err)
	}
	err = waitFor(tab, 5*time.Second, "a new frame after the mouse moved onto "+tg.ID, func() (bool, error) {
		s, ok, err := status(tab)
		return ok && s.Frames > before.Frames, err
	})
	if err != nil {
		t.Fatal(err)
	}
	measure("idle table: the mouse onto %s (loop asleep before: %v) redrew it %.0f ms later", tg.ID, before.Asleep, float64(time.Since(t0).Microseconds())/1000)
}

// metrics reads the page's CDP Performance metrics by name.
func metrics(ctx context.Context) (map[string]float64, error) {
	r, err := chromedp.Call(ctx, performance.GetMetrics, cdp.Empty{})
	if err != nil {
		return nil, fmt.Errorf("Performance.getMetrics: %v", err)
	}
	m := map[string]float64{}
	for _, v := range r.Metrics {
		m[v.Name] = v.Value
	}
	return m, nil
}

// clockTicks is USER_HZ, the unit of utime and stime in /proc/PID/stat: 100
// on every Linux architecture Chromium runs on.
const clockTicks = 100

type procCPU struct {
	kind  string // browser, renderer, gpu-process, utility, zygote, ...
	ticks int64  // utime + stime
}

// processTicks reads the CPU time of the browser process root and all its
// descendants from /proc.
func processTicks(root int) map[int]procCPU {
	out := map[int]procCPU{}
	entries, err := os.ReadDir("/proc")
	if err != nil {
		return out
	}
	parent := map[int]int{}
	ticks := map[int]int64{}
	for _, e := range entries {
		pid, err := strconv.Atoi(e.Name())
		if err != nil {
			continue
		}
		b, err := os.ReadFile(filepath.Join("/proc", e.Name(), "stat"))
		if err != nil {
			continue
		}
		// Fields after the command name, which is in parentheses and may
		// hold spaces: state ppid ... utime(14) stime(15), numbered from 1.
		s := string(b)
		i := strings.LastIndexByte(s, ')')
		if i < 0 {
			continue
		}
		f := strings.Fields(s[i+1:])
		if len(f) < 13 {
			continue
		}
		ppid, _ := strconv.Atoi(f[1])
		ut, _ := strconv.ParseInt(f[11], 10, 64)
		st, _ := strconv.ParseInt(f[12], 10, 64)
		parent[pid] = ppid
		ticks[pid] = ut + st
	}
	inTree := func(pid int) bool {
		for n := 0; pid > 1 && n < 64; n++ {
			if pid == root {
				return true
			}
			pid = parent[pid]
		}
		return false
	}
	for pid, tk := range ticks {
		if !inTree(pid) {
			continue
		}
		kind := "browser"
		if cmd, err := os.ReadFile(filepath.Join("/proc", strconv.Itoa(pid), "cmdline")); err == nil {
			// Chromium rewrites the command lines of its children (its
			// process titles), which then hold spaces, not NULs.
			for _, arg := range strings.FieldsFunc(string(cmd), func(r rune) bool { return r == 0 || r == ' ' }) {
				if v, ok := strings.CutPrefix(arg, "--type="); ok {
					kind = v
				}
			}
		}
		out[pid] = procCPU{kind: kind, ticks: tk}
	}
	return out
}
