package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/galleria-games/galleria/engine/games"
)

// seatLine matches a per-seat row of the sim report.
var seatLine = regexp.MustCompile(`(?m)^\s*(\d+)\s+(\w+)\s+(\d+)\s+([\d.]+)%\s+(-?[\d.]+)\s+([\d.]+)$`)

// deterministic drops the speed line, the only one that may vary.
func deterministic(out string) string {
	var keep []string
	for _, l := range strings.Split(out, "\n") {
		if !strings.HasPrefix(l, "speed:") {
			keep = append(keep, l)
		}
	}
	return strings.Join(keep, "\n")
}

func TestSimReport(t *testing.T) {
	const games = 6
	out := mustRun(t, "sim", "-game", "mallworld", "-players", "3", "-games", strconv.Itoa(games), "-seed", "7", "-bots", "greedy,random")
	for _, want := range []string{"Mall World (mallworld): 6 games, seed 7", "players=3",
		"win rate", "mean CHF", "sd CHF", "mean game length:", "steps", "games/s"} {
		if !strings.Contains(out, want) {
			t.Errorf("sim output lacks %q:\n%s", want, out)
		}
	}
	rows := seatLine.FindAllStringSubmatch(out, -1)
	if len(rows) != 3 {
		t.Fatalf("want 3 seat rows, got %d:\n%s", len(rows), out)
	}
	wantBots := []string{"greedy", "random", "greedy"} // cycled
	totalWins := 0
	for i, r := range rows {
		if r[1] != strconv.Itoa(i) || r[2] != wantBots[i] {
			t.Errorf("row %d is seat %s bot %s; want seat %d bot %s", i, r[1], r[2], i, wantBots[i])
		}
		wins, _ := strconv.Atoi(r[3])
		rate, _ := strconv.ParseFloat(r[4], 64)
		if got := 100 * float64(wins) / games; rate < got-0.05 || rate > got+0.05 {
			t.Errorf("seat %d: %d wins but win rate %v%%", i, wins, rate)
		}
		if mean, _ := strconv.ParseFloat(r[5], 64); mean <= 0 {
			t.Errorf("seat %d: mean CHF %v", i, mean)
		}
		totalWins += wins
	}
	if totalWins < games {
		t.Errorf("%d wins over %d games: every game has a winner", totalWins, games)
	}
}

func TestSimDeterministic(t *testing.T) {
	args := []string{"sim", "-game", "mallworld", "-players", "4", "-games", "8", "-seed", "42", "-bots", "greedy,random,random,random"}
	one := mustRun(t, append(args, "-workers", "1")...)
	two := mustRun(t, append(args, "-workers", "3")...)
	if deterministic(one) != deterministic(two) {
		t.Errorf("output depends on the number of workers:\n%s\n---\n%s", one, two)
	}
	other := mustRun(t, "sim", "-game", "mallworld", "-players", "4", "-games", "8", "-seed", "43", "-bots", "greedy,random,random,random")
	if deterministic(one) == deterministic(other) {
		t.Errorf("seeds 42 and 43 give the same report:\n%s", one)
	}
}

func TestSimErrors(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"sim", "-game", "chess"}, `unknown game "chess" (known games: mallworld, mallornothing, luxshopping, mallforheroes)`},
		{[]string{"sim", "-players", "9"}, "players"},
		{[]string{"sim", "-bots", "greedy,smart"}, `unknown bot "smart"`},
		{[]string{"sim", "-players", "3", "-bots", "random,random,random,random"}, "4 bots for 3 seats"},
		{[]string{"sim", "-games", "0"}, "at least 1"},
		{[]string{"sim", "-options", "board=hexagonal"}, "board"},
	} {
		_, errs, code := galleria(t, tc.args...)
		if code != 2 || !strings.Contains(errs, tc.want) {
			t.Errorf("%v: exit %d, stderr %q; want exit 2 and %q", tc.args, code, errs, tc.want)
		}
	}
}

func TestSimWritesLogs(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "logs")
	mustRun(t, "sim", "-players", "5", "-games", "3", "-seed", "3", "-options", "board=random", "-log", dir)
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	want := []string{"mallworld-seed3-0.log", "mallworld-seed3-1.log", "mallworld-seed3-2.log"}
	if strings.Join(names, " ") != strings.Join(want, " ") {
		t.Fatalf("log files %v, want %v", names, want)
	}
	data, err := os.ReadFile(filepath.Join(dir, want[0]))
	if err != nil {
		t.Fatal(err)
	}
	for _, line := range []string{"galleria-log 1\n", "game mallworld\n", "option board random\n", "option players 5\n", "\n# scores: "} {
		if !strings.Contains(string(data), line) {
			t.Errorf("log lacks %q", line)
		}
	}
}

// TestSimUnitsFromInfo checks that the report and the replay summary name
// each game's score unit from its Info, and that -h lists every game's seat
// range and setup options from the registry.
func TestSimUnitsFromInfo(t *testing.T) {
	for _, g := range games.All() {
		info := g.Info()
		n := strconv.Itoa(info.DefaultSeats)
		out := mustRun(t, "sim", "-game", g.Name(), "-players", n, "-games", "2", "-seed", "1", "-bots", "greedy,random")
		for _, want := range []string{"mean " + info.ScoreUnitPlural, "sd " + info.ScoreUnitPlural, "(" + info.ScoreUnitPlural + ": final score"} {
			if !strings.Contains(out, want) {
				t.Errorf("%s: sim output lacks %q:\n%s", g.Name(), want, out)
			}
		}
		if rows := seatLine.FindAllString(out, -1); len(rows) != info.DefaultSeats {
			t.Errorf("%s: %d seat rows, want %d:\n%s", g.Name(), len(rows), info.DefaultSeats, out)
		}
		file := simLog(t, "-game", g.Name(), "-bots", "greedy,random")
		replay := mustRun(t, "replay", file)
		if !regexp.MustCompile(`(?m)^seat  place\s+` + regexp.QuoteMeta(info.ScoreUnitPlural) + `$`).MatchString(replay) {
			t.Errorf("%s: replay summary has no %q column:\n%s", g.Name(), info.ScoreUnitPlural, replay)
		}
	}
	_, help, code := galleria(t, "sim", "-h")
	if code != 0 {
		t.Fatalf("sim -h: exit %d", code)
	}
	for _, g := range games.All() {
		if !strings.Contains(help, g.Name()+" "+strconv.Itoa(g.Info().MinSeats)) {
			t.Errorf("sim -h does not give the seats of %s:\n%s", g.Name(), help)
		}
		for _, o := range g.Info().Options {
			if !strings.Contains(help, o.Key+"="+strings.Join(o.Values, "|")) {
				t.Errorf("sim -h does not list option %s of %s:\n%s", o.Key, g.Name(), help)
			}
		}
	}
}

// soloLine matches the solo line of the sim report.
var soloLine = regexp.MustCompile(`(?m)^solo: target (\d+) points; mean score (-?[\d.]+) \(([-+][\d.]+) against the target\); target reached in (\d+) games \([\d.]+%\); the level's condition met in (\d+) \([\d.]+%\); level beaten \(the game's verdict: a win\) in (\d+) \([\d.]+%\)$`)

// TestSimSoloTarget checks that a solo game's report gives the level's
// target and the solo score against it, for the level passed in -options,
// how often the level's condition held (a beaten level needs both), and
// that games of several players have no such line.
func TestSimSoloTarget(t *testing.T) {
	for _, lv := range []struct{ level, target string }{{"1", "50"}, {"3", "45"}, {"6", "55"}} {
		out := mustRun(t, "sim", "-game", "mallforheroes", "-players", "1", "-options", "level="+lv.level, "-games", "6", "-seed", "5", "-bots", "greedy")
		if !strings.Contains(out, "level="+lv.level) {
			t.Errorf("level %s: the report does not name the option:\n%s", lv.level, out)
		}
		m := soloLine.FindStringSubmatch(out)
		if m == nil {
			t.Fatalf("level %s: no solo line:\n%s", lv.level, out)
		}
		rows := seatLine.FindAllStringSubmatch(out, -1)
		if len(rows) != 1 {
			t.Fatalf("level %s: %d seat rows:\n%s", lv.level, len(rows), out)
		}
		target, _ := strconv.Atoi(m[1])
		mean, _ := strconv.ParseFloat(m[2], 64)
		gap, _ := strconv.ParseFloat(m[3], 64)
		reached, _ := strconv.Atoi(m[4])
		if m[1] != lv.target || m[2] != rows[0][5] || mean-float64(target) < gap-0.051 || mean-float64(target) > gap+0.051 {
			t.Errorf("level %s: solo line %q, seat row %q; want target %s and the row's mean", lv.level, m[0], rows[0][0], lv.target)
		}
		met, _ := strconv.Atoi(m[5])
		beaten, _ := strconv.Atoi(m[6])
		if m[6] != rows[0][3] || reached > 6 || met > 6 || beaten > min(reached, met) {
			t.Errorf("level %s: %s games beaten, %s wins in the seat row; %d reached the target, %d met the condition", lv.level, m[6], rows[0][3], reached, met)
		}
	}
	out := mustRun(t, "sim", "-game", "mallforheroes", "-players", "3", "-games", "2", "-seed", "5")
	if strings.Contains(out, "solo:") {
		t.Errorf("a 3-player report has a solo line:\n%s", out)
	}
}
