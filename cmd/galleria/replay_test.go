package main

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// simLog runs sim with -log and returns the path of the log of game 0.
func simLog(t *testing.T, args ...string) string {
	t.Helper()
	dir := t.TempDir()
	mustRun(t, append([]string{"sim", "-games", "1", "-log", dir}, args...)...)
	files, err := filepath.Glob(filepath.Join(dir, "*.log"))
	if err != nil || len(files) != 1 {
		t.Fatalf("sim -log wrote %v (%v)", files, err)
	}
	return files[0]
}

// trailer returns the value of a "# key: value" comment sim appends to a log.
func trailer(t *testing.T, log, key string) string {
	t.Helper()
	m := regexp.MustCompile(`(?m)^# ` + key + `: (.*)$`).FindStringSubmatch(log)
	if m == nil {
		t.Fatalf("log has no %q comment", key)
	}
	return m[1]
}

func writeFile(t *testing.T, name, text string) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

func TestReplayRoundTrip(t *testing.T) {
	for _, players := range []string{"3", "4", "5"} {
		t.Run(players, func(t *testing.T) {
			file := simLog(t, "-players", players, "-seed", "11", "-bots", "greedy,random")
			data, _ := os.ReadFile(file)
			log := string(data)

			out := mustRun(t, "replay", "-game", "mallworld", file)
			if !strings.HasPrefix(out, "{") || !strings.Contains(out, `"format": "galleria-position"`) {
				t.Errorf("replay does not start with the position JSON:\n%.300s", out)
			}
			if want := "scores: " + trailer(t, log, "scores") + "\n"; !strings.Contains(out, want) {
				t.Errorf("replay output lacks %q (the scores sim saw)", want)
			}
			if want := "winners: " + trailer(t, log, "winners") + "\n"; !strings.Contains(out, want) {
				t.Errorf("replay output lacks %q (the winners sim saw)", want)
			}
			steps := strings.Count(log, "\nchance ") + strings.Count(log, "\nseat ")
			if want := fmt.Sprintf("steps: %d\n", steps); !strings.Contains(out, want) {
				t.Errorf("replay output lacks %q", want)
			}
			if !strings.Contains(out, "options: board=standard first=random players="+players) {
				t.Errorf("replay output lacks the options:\n%s", out)
			}

			// Without -game, with flags after the file, and from stdin.
			if again := mustRun(t, "replay", file); again != out {
				t.Errorf("replay without -game differs")
			}
			jsonOnly := mustRun(t, "replay", file, "-json")
			if !strings.HasSuffix(jsonOnly, "}\n") || strings.Contains(jsonOnly, "scores: ") || !strings.HasPrefix(out, jsonOnly) {
				t.Errorf("replay -json is not just the position:\n%.300s", jsonOnly)
			}
		})
	}
}

func TestReplayUnfinished(t *testing.T) {
	file := simLog(t, "-seed", "5")
	data, _ := os.ReadFile(file)
	lines := strings.SplitAfter(string(data), "\n")
	part := writeFile(t, "part.log", strings.Join(lines[:60], ""))
	out := mustRun(t, "replay", part)
	if !strings.Contains(out, "unfinished: waiting for") || strings.Contains(out, "scores:") {
		t.Errorf("replay of a partial log:\n%s", out)
	}
}

// TestReplayErrors checks that a bad log exits 1 with FILE:LINE: reason.
func TestReplayErrors(t *testing.T) {
	file := simLog(t, "-seed", "9")
	data, _ := os.ReadFile(file)
	lines := strings.Split(string(data), "\n")
	// edit returns the log with line n (1-based) replaced.
	edit := func(n int, text string) string {
		c := append([]string(nil), lines...)
		c[n-1] = text
		return strings.Join(c, "\n")
	}
	firstSeat := 0 // the first "seat N MOVE" line
	for i, l := range lines {
		if strings.HasPrefix(l, "seat ") {
			firstSeat = i + 1
			break
		}
	}
	if firstSeat == 0 {
		t.Fatal("log has no seat step")
	}
	var seat int
	fmt.Sscanf(lines[firstSeat-1], "seat %d", &seat)

	for _, tc := range []struct {
		name, log string
		line      int
		reason    string
		args      []string
	}{
		{"magic", edit(1, "galleria-log 2"), 1, "not a galleria log", nil},
		{"bad line", edit(7, "bogus line"), 7, `unknown line "bogus"`, nil},
		{"bad seat", edit(8, "seat x bid 3"), 8, "seat step must be", nil},
		{"illegal move", edit(firstSeat, fmt.Sprintf("seat %d fly to the moon", seat)), firstSeat, "unknown move", nil},
		{"wrong seat", edit(firstSeat, fmt.Sprintf("seat %d %s", (seat+1)%4, strings.SplitN(lines[firstSeat-1], " ", 3)[2])), firstSeat, "", nil},
		{"impossible chance", edit(6, "chance XYZ"), 6, "", nil},
		{"bad option", edit(5, "option players 9"), 5, "players", nil},
		{"unknown game", edit(2, "game chess"), 2, `unknown game "chess"`, nil},
		{"game mismatch", edit(2, "game chess"), 2, `-game says "mallworld"`, []string{"-game", "mallworld"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			path := writeFile(t, "broken.log", tc.log)
			out, errs, code := galleria(t, append(append([]string{"replay"}, tc.args...), path)...)
			prefix := fmt.Sprintf("%s:%d: ", path, tc.line)
			if code != 1 || !strings.HasPrefix(errs, prefix) || !strings.Contains(errs, tc.reason) || strings.Count(errs, "\n") != 1 {
				t.Errorf("exit %d, stderr %q; want exit 1 and one line %q…%q", code, errs, prefix, tc.reason)
			}
			if out != "" {
				t.Errorf("a failed replay printed %q", out)
			}
		})
	}

	_, errs, code := galleria(t, "replay", filepath.Join(t.TempDir(), "missing.log"))
	if code != 1 || !strings.Contains(errs, "missing.log") {
		t.Errorf("missing file: exit %d, stderr %q", code, errs)
	}
	_, _, code = galleria(t, "replay")
	if code != 2 {
		t.Errorf("replay without a file: exit %d, want 2", code)
	}
}

// TestLogFormatDocExample keeps the example of docs/log-format.md honest: it
// must parse and replay.
func TestLogFormatDocExample(t *testing.T) {
	doc, err := os.ReadFile(filepath.Join("..", "..", "docs", "log-format.md"))
	if err != nil {
		t.Fatalf("docs/log-format.md: %v", err)
	}
	_, after, ok := strings.Cut(string(doc), "\n## Example\n")
	if !ok {
		t.Fatal("docs/log-format.md has no Example section")
	}
	_, block, ok := strings.Cut(after, "```text\n")
	block, _, ok2 := strings.Cut(block, "```")
	if !ok || !ok2 {
		t.Fatal("the Example section has no ```text block")
	}
	file := writeFile(t, "example.log", block)
	out := mustRun(t, "replay", file)
	if !strings.Contains(out, "unfinished: waiting for seat 0") {
		if i := strings.Index(out, "\ngame: "); i >= 0 {
			out = out[i:]
		}
		t.Errorf("the documented example does not stop where the doc says:\n%s", out)
	}
}

// Mall or Nothing logs from sim replay to the same scores and winners.
func TestReplayMallOrNothing(t *testing.T) {
	file := simLog(t, "-game", "mallornothing", "-seed", "5", "-bots", "greedy,random")
	data, _ := os.ReadFile(file)
	log := string(data)
	if !strings.HasPrefix(log, "game mallornothing") && !strings.Contains(log, "mallornothing") {
		t.Fatalf("the log is not a Mall or Nothing log:\n%.200s", log)
	}
	out := mustRun(t, "replay", "-game", "mallornothing", file)
	if !strings.Contains(out, `"game": "mallornothing"`) || !strings.Contains(out, `"stage": "over"`) {
		t.Errorf("replay does not print the final Mall or Nothing position:\n%.400s", out)
	}
	for _, key := range []string{"scores", "winners"} {
		if want := key + ": " + trailer(t, log, key) + "\n"; !strings.Contains(out, want) {
			t.Errorf("replay output lacks %q (what sim saw)", want)
		}
	}
	// A move changed in the log is refused, naming the file and line.
	i := strings.Index(log, "\nseat 0 place ")
	if i < 0 {
		t.Fatalf("no placement of seat 0 in the log:\n%s", log)
	}
	line := strings.Count(log[:i+1], "\n") + 1
	bad := log[:i] + "\nseat 0 place 99 at 0,0 r0\n" + log[i+1+strings.IndexByte(log[i+1:], '\n')+1:]
	name := writeFile(t, "bad.log", bad)
	_, errs, code := galleria(t, "replay", "-game", "mallornothing", name)
	if code != 1 || !strings.Contains(errs, fmt.Sprintf("%s:%d:", name, line)) {
		t.Errorf("illegal move on line %d: exit %d, stderr %q", line, code, errs)
	}
}
