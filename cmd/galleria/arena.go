package main

import (
	"encoding/json"
	"fmt"
	"io"
	"math"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/galleria-games/galleria/engine/bot"
	"github.com/galleria-games/galleria/engine/games"
)

const arenaAbout = `Plays round-robins between bot configurations and prints, for each
pairing, the challenger's win rate with its 95% Wilson interval against its
fair share, and mean scores. A pairing A v B seats A once and B in every
other seat; with 3 or more players both A v B and B v A are played, with 2
players one of them. A pairing's games come in sets of one per seat: the
same deal index (the seed of chance and of the bots' choices) with A moved
to each seat in turn, so every seat and every deal is played equally.
-lineup plays one given table instead, rotated the same way. Games run in
parallel; the result depends only on the flags, not on -workers.`

// arenaPairing is one lineup played with its first bot rotated over the
// seats: Challenger in one seat, Field in the others (or, with -lineup,
// the lineup's seats in order).
type arenaPairing struct {
	Lineup []string `json:"lineup"` // the bot of each seat before rotation
	Games  int      `json:"games"`
	// Per entry of Lineup (by its index, which follows its bot around the
	// table as the seats rotate).
	Wins      []int     `json:"wins"` // games the entry won or shared
	WinRate   []float64 `json:"winRate"`
	WilsonLo  []float64 `json:"wilsonLo"`
	WilsonHi  []float64 `json:"wilsonHi"`
	MeanScore []float64 `json:"meanScore"`
	FairShare float64   `json:"fairShare"` // 1 / players
	Steps     float64   `json:"meanSteps"`
}

// arenaReport is the whole run, as -json prints it.
type arenaReport struct {
	Game     string         `json:"game"`
	Options  string         `json:"options"`
	Players  int            `json:"players"`
	Seed     uint64         `json:"seed"`
	Pairings []arenaPairing `json:"pairings"`
	Seconds  float64        `json:"seconds"`
}

func runArena(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("arena", "", arenaAbout, stderr)
	gameName := fs.String("game", games.Names()[0], "game to play ("+strings.Join(games.Names(), ", ")+")")
	players := fs.Int("players", 0, "number of players (0: the game's default; "+seatsHelp()+")")
	optText := fs.String("options", "", "more game options, as \"key=value key=value\" (setup options: "+optionsHelp()+")")
	botList := fs.String("bots", "greedy,random", "comma-separated bot configurations to pair off, at least 2 ("+strings.Join(bot.Names, ", ")+")")
	lineup := fs.String("lineup", "", "comma-separated bot per seat: play this table only, rotated (instead of -bots)")
	nGames := fs.Int("games", 400, "games per pairing (rounded up to a multiple of the player count)")
	seed := fs.Uint64("seed", 1, "random seed; the same seed and flags replay the same games")
	workers := fs.Int("workers", runtime.GOMAXPROCS(0), "parallel workers (default: one per CPU)")
	maxSteps := fs.Int("max-steps", 1_000_000, "give up on a game that has not ended after this many steps")
	asJSON := fs.Bool("json", false, "print the report as JSON")
	pos, exit, ok := parseFlags(fs, args)
	if !ok {
		return exit
	}
	if len(pos) > 0 {
		fmt.Fprintf(stderr, "galleria arena: unexpected argument %q\n", pos[0])
		return 2
	}
	base, err := newSimConfig(*gameName, *players, *optText, 1, *seed, "random", *workers, *maxSteps, "")
	if err != nil {
		fmt.Fprintf(stderr, "galleria arena: %v\n", err)
		return 2
	}
	lineups, err := arenaLineups(*botList, *lineup, len(base.bots))
	if err != nil {
		fmt.Fprintf(stderr, "galleria arena: %v\n", err)
		return 2
	}
	if *nGames < 1 {
		fmt.Fprintf(stderr, "galleria arena: -games %d: want at least 1\n", *nGames)
		return 2
	}
	start := time.Now()
	rep, err := arena(base, lineups, *nGames)
	if err != nil {
		fmt.Fprintf(stderr, "galleria arena: %v\n", err)
		return 1
	}
	rep.Seconds = time.Since(start).Seconds()
	if *asJSON {
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		if err := enc.Encode(rep); err != nil {
			fmt.Fprintf(stderr, "galleria arena: %v\n", err)
			return 1
		}
		return 0
	}
	printArena(stdout, base, rep)
	return 0
}

// arenaLineups lists the tables to play for seats seats: the -lineup, or
// every pairing of the -bots configurations.
func arenaLineups(botList, lineup string, seats int) ([][]string, error) {
	split := func(s string) ([]string, error) {
		var out []string
		for _, b := range strings.Split(s, ",") {
			b = strings.TrimSpace(b)
			if _, err := bot.New(b); err != nil {
				return nil, err
			}
			out = append(out, b)
		}
		return out, nil
	}
	if seats < 2 {
		return nil, fmt.Errorf("an arena needs 2 or more players (a solo game has one seat: use galleria sim)")
	}
	if lineup != "" {
		l, err := split(lineup)
		if err != nil {
			return nil, err
		}
		if len(l) != seats {
			return nil, fmt.Errorf("-lineup names %d bots for %d seats", len(l), seats)
		}
		return [][]string{l}, nil
	}
	cfgs, err := split(botList)
	if err != nil {
		return nil, err
	}
	seen := map[string]bool{}
	for _, c := range cfgs {
		if seen[c] {
			return nil, fmt.Errorf("-bots names %q twice", c)
		}
		seen[c] = true
	}
	if len(cfgs) < 2 {
		return nil, fmt.Errorf("-bots names %d configuration; an arena pairs off 2 or more", len(cfgs))
	}
	var out [][]string
	for i, a := range cfgs {
		for j, b := range cfgs {
			if i == j || (seats == 2 && j < i) {
				continue
			}
			l := []string{a}
			for k := 1; k < seats; k++ {
				l = append(l, b)
			}
			out = append(out, l)
		}
	}
	return out, nil
}

// arenaJob is one game: pairing p, deal d, with the lineup turned by r
// seats (entry e of the lineup sits at seat (e + r) mod players).
type arenaJob struct{ p, d, r int }

// arena plays every pairing's games on base.workers goroutines.
func arena(base *simConfig, lineups [][]string, perPairing int) (*arenaReport, error) {
	seats := len(base.bots)
	deals := (perPairing + seats - 1) / seats
	var jobs []arenaJob
	for p := range lineups {
		for d := 0; d < deals; d++ {
			for r := 0; r < seats; r++ {
				jobs = append(jobs, arenaJob{p, d, r})
			}
		}
	}
	outs := make([]gameOutcome, len(jobs))
	var next atomic.Int64
	var failed atomic.Bool
	var wg sync.WaitGroup
	for w := 0; w < min(max(base.workers, 1), len(jobs)); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for !failed.Load() {
				i := int(next.Add(1) - 1)
				if i >= len(jobs) {
					return
				}
				j := jobs[i]
				cfg := *base
				cfg.bots = rotated(lineups[j.p], j.r)
				outs[i] = playOne(&cfg, j.d)
				if outs[i].err != nil {
					failed.Store(true)
				}
			}
		}()
	}
	wg.Wait()

	rep := &arenaReport{Game: base.game.Name(), Options: base.opts.String(), Players: seats, Seed: base.seed}
	for p, l := range lineups {
		pr := arenaPairing{Lineup: l, Games: deals * seats, FairShare: 1 / float64(seats),
			Wins: make([]int, seats), WinRate: make([]float64, seats), WilsonLo: make([]float64, seats),
			WilsonHi: make([]float64, seats), MeanScore: make([]float64, seats)}
		steps := 0
		for i, j := range jobs {
			if j.p != p {
				continue
			}
			o := outs[i]
			if o.err != nil {
				return nil, fmt.Errorf("lineup %s, deal %d, turned %d: %v", strings.Join(l, ","), j.d, j.r, o.err)
			}
			steps += o.steps
			for e := 0; e < seats; e++ {
				s := (e + j.r) % seats
				if o.wins[s] {
					pr.Wins[e]++
				}
				pr.MeanScore[e] += float64(o.scores[s])
			}
		}
		for e := 0; e < seats; e++ {
			pr.WinRate[e] = float64(pr.Wins[e]) / float64(pr.Games)
			pr.WilsonLo[e], pr.WilsonHi[e] = wilson(pr.Wins[e], pr.Games)
			pr.MeanScore[e] /= float64(pr.Games)
		}
		pr.Steps = float64(steps) / float64(pr.Games)
		rep.Pairings = append(rep.Pairings, pr)
	}
	return rep, nil
}

// rotated is the bot per seat with the lineup turned by r seats.
func rotated(lineup []string, r int) []string {
	out := make([]string, len(lineup))
	for e, b := range lineup {
		out[(e+r)%len(lineup)] = b
	}
	return out
}

// wilson is the 95% Wilson score interval of a proportion of wins in n
// games.
func wilson(wins, n int) (lo, hi float64) {
	if n <= 0 {
		return 0, 1
	}
	const z = 1.959963984540054
	p, fn := float64(wins)/float64(n), float64(n)
	den := 1 + z*z/fn
	centre := (p + z*z/(2*fn)) / den
	half := z * math.Sqrt(p*(1-p)/fn+z*z/(4*fn*fn)) / den
	lo, hi = max(0, centre-half), min(1, centre+half)
	if wins == 0 {
		lo = 0 // exactly, not by rounding
	}
	if wins == n {
		hi = 1
	}
	return lo, hi
}

// printArena writes the report as a table: for each pairing, the
// challenger's (first entry's) line, then the field's.
func printArena(w io.Writer, base *simConfig, rep *arenaReport) {
	info := base.game.Info()
	unit := info.ScoreUnitPlural
	if unit == "" {
		unit = "score"
	}
	fmt.Fprintf(w, "%s (%s): arena, %d players, seed %d, options %s\n", base.game.Title(), rep.Game, rep.Players, rep.Seed, rep.Options)
	for _, p := range rep.Pairings {
		fmt.Fprintf(w, "\n%s: %d games (%d deals × %d seats)\n", strings.Join(p.Lineup, " v "), p.Games, p.Games/rep.Players, rep.Players)
		fmt.Fprintf(w, "  %-5s  %-10s  %6s  %8s  %-17s  %10s  %12s\n", "entry", "bot", "wins", "win rate", "95% Wilson", "fair share", "mean "+unit)
		for e, b := range p.Lineup {
			fmt.Fprintf(w, "  %-5d  %-10s  %6d  %7.1f%%  [%5.1f%%, %5.1f%%]  %9.1f%%  %12.1f\n",
				e, b, p.Wins[e], 100*p.WinRate[e], 100*p.WilsonLo[e], 100*p.WilsonHi[e], 100*p.FairShare, p.MeanScore[e])
		}
		fmt.Fprintf(w, "  mean game length %.1f steps\n", p.Steps)
	}
	fmt.Fprintf(w, "\n(a shared victory counts as a win for each winner; entry 0 moves to every seat in turn)\n")
	fmt.Fprintf(w, "time: %.2fs, %d workers\n", rep.Seconds, base.workers)
}
