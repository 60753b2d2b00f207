package main

import (
	"encoding/json"
	"math"
	"strconv"
	"strings"
	"testing"
)

// TestWilson checks the interval against values worked out by hand from
// the formula (z = 1.96): 0 of 10, 5 of 10, 10 of 10 and 72 of 400.
func TestWilson(t *testing.T) {
	for _, c := range []struct {
		wins, n int
		lo, hi  float64
	}{
		{0, 10, 0, 0.2775},
		{5, 10, 0.2366, 0.7634},
		{10, 10, 0.7225, 1},
		{72, 400, 0.1453, 0.2208},
	} {
		lo, hi := wilson(c.wins, c.n)
		if math.Abs(lo-c.lo) > 0.0005 || math.Abs(hi-c.hi) > 0.0005 {
			t.Errorf("wilson(%d, %d) = [%.4f, %.4f], want [%.4f, %.4f]", c.wins, c.n, lo, hi, c.lo, c.hi)
		}
	}
	if lo, hi := wilson(0, 0); lo != 0 || hi != 1 {
		t.Errorf("wilson(0, 0) = [%v, %v], want the whole range", lo, hi)
	}
}

func TestArenaLineups(t *testing.T) {
	got, err := arenaLineups("greedy,random", "", 3)
	if err != nil || len(got) != 2 || strings.Join(got[0], ",") != "greedy,random,random" || strings.Join(got[1], ",") != "random,greedy,greedy" {
		t.Errorf("3 seats: %v, %v", got, err)
	}
	got, err = arenaLineups("greedy,random", "", 2)
	if err != nil || len(got) != 1 || strings.Join(got[0], ",") != "greedy,random" {
		t.Errorf("2 seats, one pairing each way is the same table: %v, %v", got, err)
	}
	got, err = arenaLineups("", "random,greedy,random", 3)
	if err != nil || len(got) != 1 || strings.Join(got[0], ",") != "random,greedy,random" {
		t.Errorf("-lineup: %v, %v", got, err)
	}
	if r := rotated([]string{"a", "b", "c"}, 1); strings.Join(r, "") != "cab" {
		t.Errorf("rotated by 1: %v, want entry 0 at seat 1", r)
	}
}

// TestArena plays a small arena through the command and checks the JSON
// report: games in whole sets of one per seat, wins and means that add up,
// the interval around the rate, greedy beating random in Mall or Nothing
// (it wins 99.7% there), and the same report for any number of workers.
func TestArena(t *testing.T) {
	args := []string{"arena", "-game", "mallornothing", "-games", "15", "-seed", "3", "-bots", "greedy,random", "-json"}
	var rep arenaReport
	if err := json.Unmarshal([]byte(mustRun(t, append(args, "-workers", "2")...)), &rep); err != nil {
		t.Fatal(err)
	}
	if rep.Game != "mallornothing" || rep.Players != 2 || len(rep.Pairings) != 1 {
		t.Fatalf("report: %+v", rep)
	}
	p := rep.Pairings[0]
	if p.Games != 16 || strings.Join(p.Lineup, ",") != "greedy,random" || p.FairShare != 0.5 {
		t.Fatalf("pairing: %+v; want 16 games (15 rounded up to whole deals of 2 seats)", p)
	}
	for e := range p.Lineup {
		if p.WinRate[e] != float64(p.Wins[e])/16 || p.WilsonLo[e] > p.WinRate[e] || p.WilsonHi[e] < p.WinRate[e] {
			t.Errorf("entry %d: %d wins, rate %v, interval [%v, %v]", e, p.Wins[e], p.WinRate[e], p.WilsonLo[e], p.WilsonHi[e])
		}
	}
	if p.Wins[0] < 13 || p.MeanScore[0] <= p.MeanScore[1] {
		t.Errorf("greedy v random: wins %v, mean scores %v; greedy should win nearly all", p.Wins, p.MeanScore)
	}
	var one arenaReport
	if err := json.Unmarshal([]byte(mustRun(t, append(args, "-workers", "1")...)), &one); err != nil {
		t.Fatal(err)
	}
	one.Seconds, rep.Seconds = 0, 0
	a, _ := json.Marshal(rep)
	b, _ := json.Marshal(one)
	if string(a) != string(b) {
		t.Errorf("1 worker and 2 workers differ:\n%s\n%s", b, a)
	}

	// Three seats: both pairings, and the text report.
	out := mustRun(t, "arena", "-game", "mallforheroes", "-players", "3", "-games", "6", "-bots", "greedy,random")
	for _, want := range []string{"greedy v random v random: 6 games (2 deals × 3 seats)", "random v greedy v greedy: 6 games", "95% Wilson", "33.3%"} {
		if !strings.Contains(out, want) {
			t.Errorf("the report lacks %q:\n%s", want, out)
		}
	}
}

func TestArenaErrors(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"-bots", "greedy"}, "pairs off 2 or more"},
		{[]string{"-bots", "greedy,greedy"}, `names "greedy" twice`},
		{[]string{"-bots", "greedy,smart"}, `unknown bot "smart"`},
		{[]string{"-game", "mallforheroes", "-players", "1"}, "2 or more players"},
		{[]string{"-players", "3", "-lineup", "greedy,random"}, "2 bots for 3 seats"},
		{[]string{"-games", "0"}, "-games 0"},
	} {
		_, errs, code := galleria(t, append([]string{"arena"}, c.args...)...)
		if code != 2 || !strings.Contains(errs, c.want) {
			t.Errorf("arena %s: exit %d, stderr %q; want 2 and %q", strings.Join(c.args, " "), code, errs, c.want)
		}
	}
	if _, errs, code := galleria(t, "arena", "-games", strconv.Itoa(1), "extra"); code != 2 || !strings.Contains(errs, "unexpected argument") {
		t.Errorf("a stray argument: exit %d, %q", code, errs)
	}
}
