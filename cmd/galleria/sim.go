package main

import (
	"bytes"
	"fmt"
	"io"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/engine/bot"
	"github.com/galleria-games/galleria/engine/games"
)

const simAbout = `Plays -games matches between bots and prints, per seat, the bot, its win
rate (a shared victory counts as a win for each tied winner), and the mean and
standard deviation of its final score (Result().Scores, in the game's own
unit), then the mean game length in steps and the speed.

Game i (0-based) draws its chance outcomes from a PCG generator seeded with
(seed, 2i) and its bots' choices from one seeded with (seed, 2i+1), so a run is
reproducible whatever the number of workers: only the last (speed) line varies.`

// simConfig is a parsed sim command line.
type simConfig struct {
	game     engine.Game
	opts     engine.Options // normalized
	bots     []string       // one per seat
	games    int
	seed     uint64
	workers  int
	maxSteps int
	logDir   string
}

// gameOutcome is what one simulated game produced.
type gameOutcome struct {
	steps  int
	scores []int64
	wins   []bool
	target int64 // solo: the score aimed at (soloTargeter), else 0
	met    bool  // solo: the level's condition held at the end (soloCondition)
	err    error
}

// soloTargeter is a state of a solo game whose player aims at a target
// score (the target of the level played); sim reports the solo score
// against it.
type soloTargeter interface{ SoloTarget() int }

// soloCondition is a state of a solo game whose level also sets a
// condition besides the target; sim reports how often it held.
type soloCondition interface{ SoloConditionMet() bool }

func runSim(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("sim", "", simAbout, stderr)
	gameName := fs.String("game", games.Names()[0], "game to play ("+strings.Join(games.Names(), ", ")+")")
	players := fs.Int("players", 0, "number of players (0: the game's default; "+seatsHelp()+")")
	optText := fs.String("options", "", "more game options, as \"key=value key=value\" (setup options: "+optionsHelp()+")")
	nGames := fs.Int("games", 100, "number of games to play")
	seed := fs.Uint64("seed", 1, "random seed; the same seed and flags replay the same games")
	botList := fs.String("bots", "random", "comma-separated bot per seat, cycled if shorter ("+strings.Join(bot.Names, ", ")+")")
	logDir := fs.String("log", "", "write each game's match log to this directory")
	workers := fs.Int("workers", runtime.GOMAXPROCS(0), "parallel workers (default: one per CPU)")
	maxSteps := fs.Int("max-steps", 1_000_000, "give up on a game that has not ended after this many steps")
	pos, exit, ok := parseFlags(fs, args)
	if !ok {
		return exit
	}
	if len(pos) > 0 {
		fmt.Fprintf(stderr, "galleria sim: unexpected argument %q\n", pos[0])
		return 2
	}
	cfg, err := newSimConfig(*gameName, *players, *optText, *nGames, *seed, *botList, *workers, *maxSteps, *logDir)
	if err != nil {
		fmt.Fprintf(stderr, "galleria sim: %v\n", err)
		return 2
	}
	if cfg.logDir != "" {
		if err := os.MkdirAll(cfg.logDir, 0o755); err != nil {
			fmt.Fprintf(stderr, "galleria sim: %v\n", err)
			return 1
		}
	}

	start := time.Now()
	outs := simulate(cfg)
	elapsed := time.Since(start)

	for i, o := range outs {
		if o.err != nil {
			fmt.Fprintf(stderr, "galleria sim: game %d (seed %d): %v\n", i, cfg.seed, o.err)
			return 1
		}
	}
	report(stdout, cfg, outs, elapsed)
	return 0
}

func newSimConfig(gameName string, players int, optText string, nGames int, seed uint64,
	botList string, workers, maxSteps int, logDir string) (*simConfig, error) {
	g, err := games.Lookup(gameName)
	if err != nil {
		return nil, err
	}
	opts, err := engine.ParseOptions(optText)
	if err != nil {
		return nil, err
	}
	if players != 0 {
		if _, dup := opts["players"]; dup {
			return nil, fmt.Errorf("players given both as -players and in -options")
		}
		opts["players"] = strconv.Itoa(players)
	}
	opts, err = g.Normalize(opts)
	if err != nil {
		return nil, err
	}
	st, err := g.New(opts)
	if err != nil {
		return nil, err
	}
	seats := st.Seats()
	if nGames < 1 {
		return nil, fmt.Errorf("-games %d: want at least 1", nGames)
	}
	if workers < 1 {
		workers = 1
	}
	if maxSteps < 1 {
		return nil, fmt.Errorf("-max-steps %d: want at least 1", maxSteps)
	}
	var names []string
	for _, b := range strings.Split(botList, ",") {
		b = strings.TrimSpace(b)
		if _, err := bot.New(b); err != nil {
			return nil, err
		}
		names = append(names, b)
	}
	if len(names) > seats {
		return nil, fmt.Errorf("%d bots for %d seats", len(names), seats)
	}
	perSeat := make([]string, seats)
	for i := range perSeat {
		perSeat[i] = names[i%len(names)]
	}
	return &simConfig{game: g, opts: opts, bots: perSeat, games: nGames, seed: seed,
		workers: workers, maxSteps: maxSteps, logDir: logDir}, nil
}

// simulate plays every game on cfg.workers goroutines. Each game depends only
// on its index, and outcomes are stored by index, so the result is the same
// for any number of workers.
func simulate(cfg *simConfig) []gameOutcome {
	outs := make([]gameOutcome, cfg.games)
	var next atomic.Int64
	var failed atomic.Bool
	var wg sync.WaitGroup
	for w := 0; w < min(cfg.workers, cfg.games); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for !failed.Load() {
				i := int(next.Add(1) - 1)
				if i >= cfg.games {
					return
				}
				outs[i] = playOne(cfg, i)
				if outs[i].err != nil {
					failed.Store(true)
				}
			}
		}()
	}
	wg.Wait()
	return outs
}

// playOne plays game i and, with -log, writes its log (also when it failed,
// to help find the bug).
func playOne(cfg *simConfig, i int) (out gameOutcome) {
	st, err := cfg.game.New(cfg.opts)
	if err != nil {
		return gameOutcome{err: err}
	}
	bots := make([]bot.Bot, len(cfg.bots))
	for s, name := range cfg.bots {
		bots[s], _ = bot.New(name)
	}
	chance := rand.New(rand.NewPCG(cfg.seed, 2*uint64(i)))
	choices := rand.New(rand.NewPCG(cfg.seed, 2*uint64(i)+1))
	m := &engine.Match{Game: cfg.game.Name(), Options: cfg.opts}

	defer func() {
		if cfg.logDir == "" {
			return
		}
		if err := writeSimLog(cfg, i, m, st); err != nil && out.err == nil {
			out.err = err
		}
	}()

	for st.Decision().Kind != engine.Terminal {
		if len(m.Steps) >= cfg.maxSteps {
			return gameOutcome{err: fmt.Errorf("no end after %d steps", cfg.maxSteps)}
		}
		var step engine.Step
		if st.Decision().Kind == engine.ChanceNode {
			mv, err := bot.PickChance(st.ChanceOutcomes(), chance)
			if err != nil {
				return gameOutcome{err: fmt.Errorf("step %d: %v", len(m.Steps)+1, err)}
			}
			step = engine.Step{Seat: engine.Chance, Move: mv}
		} else {
			step, err = bot.Next(st, bots, choices)
			if err != nil {
				return gameOutcome{err: fmt.Errorf("step %d: %v", len(m.Steps)+1, err)}
			}
		}
		if err := st.Apply(step.Seat, step.Move); err != nil {
			return gameOutcome{err: fmt.Errorf("step %d (%s): %v", len(m.Steps)+1, step, err)}
		}
		m.Steps = append(m.Steps, step)
	}
	r := st.Result()
	if r == nil || len(r.Scores) != st.Seats() {
		return gameOutcome{err: fmt.Errorf("terminal state without a result for every seat")}
	}
	out = gameOutcome{steps: len(m.Steps), scores: r.Scores, wins: make([]bool, st.Seats())}
	for _, w := range r.Winners {
		out.wins[w] = true
	}
	if t, ok := st.(soloTargeter); ok && st.Seats() == 1 {
		out.target = int64(t.SoloTarget())
		if c, ok := st.(soloCondition); ok {
			out.met = c.SoloConditionMet()
		}
	}
	return out
}

// simLogName is the file name of game i's log.
func simLogName(cfg *simConfig, i int) string {
	width := len(strconv.Itoa(cfg.games - 1))
	return fmt.Sprintf("%s-seed%d-%0*d.log", cfg.game.Name(), cfg.seed, width, i)
}

// writeSimLog writes the match log (engine.WriteLog) followed by comment
// lines saying how it was made and how it ended; ParseLog ignores them.
func writeSimLog(cfg *simConfig, i int, m *engine.Match, st engine.State) error {
	var b bytes.Buffer
	if err := engine.WriteLog(&b, m); err != nil {
		return err
	}
	fmt.Fprintf(&b, "# galleria sim: seed %d, game %d, bots %s\n", cfg.seed, i, strings.Join(cfg.bots, ","))
	if r := st.Result(); r != nil {
		fmt.Fprintf(&b, "# scores: %s\n", joinInts(r.Scores))
		fmt.Fprintf(&b, "# winners: %s\n", joinInts(r.Winners))
	} else {
		fmt.Fprintf(&b, "# unfinished: waiting for %s\n", describeDecision(st.Decision()))
	}
	return os.WriteFile(filepath.Join(cfg.logDir, simLogName(cfg, i)), b.Bytes(), 0o644)
}

// report prints the statistics. Everything but the last line depends only on
// the flags.
func report(w io.Writer, cfg *simConfig, outs []gameOutcome, elapsed time.Duration) {
	n := len(outs)
	seats := len(cfg.bots)
	fmt.Fprintf(w, "%s (%s): %d games, seed %d, options %s\n", cfg.game.Title(), cfg.game.Name(), n, cfg.seed, cfg.opts)
	unit := cfg.game.Info().ScoreUnitPlural
	bw := len("bot")
	for _, b := range cfg.bots {
		bw = max(bw, len(b))
	}
	cw := max(10, len("mean "+unit)) // width of the score columns
	fmt.Fprintf(w, "seat  %-*s  %5s  %8s  %*s  %*s\n", bw, "bot", "wins", "win rate", cw, "mean "+unit, cw, "sd "+unit)
	for s := 0; s < seats; s++ {
		wins := 0
		var sum float64
		for _, o := range outs {
			if o.wins[s] {
				wins++
			}
			sum += float64(o.scores[s])
		}
		mean := sum / float64(n)
		var sq float64
		for _, o := range outs {
			d := float64(o.scores[s]) - mean
			sq += d * d
		}
		sd := 0.0
		if n > 1 {
			sd = math.Sqrt(sq / float64(n-1))
		}
		fmt.Fprintf(w, "%4d  %-*s  %5d  %7.1f%%  %*.1f  %*.1f\n", s, bw, cfg.bots[s], wins, 100*float64(wins)/float64(n), cw, mean, cw, sd)
	}
	fmt.Fprintf(w, "(%s: final score, Result().Scores; sd: sample standard deviation; a shared victory counts for each winner)\n", unit)
	if seats == 1 && outs[0].target > 0 {
		reached, met, wins := 0, 0, 0
		var sum, gap float64
		for _, o := range outs {
			if o.scores[0] >= o.target {
				reached++
			}
			if o.met {
				met++
			}
			if o.wins[0] {
				wins++
			}
			sum += float64(o.scores[0])
			gap += float64(o.scores[0] - o.target)
		}
		pct := func(k int) float64 { return 100 * float64(k) / float64(n) }
		fmt.Fprintf(w, "solo: target %d %s; mean score %.1f (%+.1f against the target); target reached in %d games (%.1f%%); the level's condition met in %d (%.1f%%); level beaten (the game's verdict: a win) in %d (%.1f%%)\n",
			outs[0].target, unit, sum/float64(n), gap/float64(n), reached, pct(reached), met, pct(met), wins, pct(wins))
	}
	total, shortest, longest := 0, outs[0].steps, outs[0].steps
	for _, o := range outs {
		total += o.steps
		shortest, longest = min(shortest, o.steps), max(longest, o.steps)
	}
	fmt.Fprintf(w, "mean game length: %.1f steps (min %d, max %d)\n", float64(total)/float64(n), shortest, longest)
	if cfg.logDir != "" {
		fmt.Fprintf(w, "logs: %d files in %s (%s ...)\n", n, cfg.logDir, simLogName(cfg, 0))
	}
	secs := elapsed.Seconds()
	workers := min(cfg.workers, n)
	plural := "s"
	if workers == 1 {
		plural = ""
	}
	fmt.Fprintf(w, "speed: %.1f games/s (%d games in %.2fs, %d worker%s)\n", float64(n)/math.Max(secs, 1e-9), n, secs, workers, plural)
}

// seatsHelp lists each game's seat range for -players:
// "mallworld 3–5, default 4; mallornothing 2".
func seatsHelp() string {
	var parts []string
	for _, g := range games.All() {
		info := g.Info()
		part := fmt.Sprintf("%s %d", g.Name(), info.MinSeats)
		if info.MaxSeats != info.MinSeats {
			part = fmt.Sprintf("%s %d–%d, default %d", g.Name(), info.MinSeats, info.MaxSeats, info.DefaultSeats)
		}
		parts = append(parts, part)
	}
	return strings.Join(parts, "; ")
}

// optionsHelp lists each game's form options for -options:
// "mallworld: board=standard|random; mallornothing: none".
func optionsHelp() string {
	var parts []string
	for _, g := range games.All() {
		var opts []string
		for _, o := range g.Info().Options {
			opts = append(opts, o.Key+"="+strings.Join(o.Values, "|"))
		}
		if len(opts) == 0 {
			opts = []string{"none"}
		}
		parts = append(parts, g.Name()+": "+strings.Join(opts, " "))
	}
	return strings.Join(parts, "; ")
}

func joinInts[T int | int64](xs []T) string {
	parts := make([]string, len(xs))
	for i, x := range xs {
		parts[i] = strconv.FormatInt(int64(x), 10)
	}
	return strings.Join(parts, " ")
}

func describeDecision(d engine.Decision) string {
	switch d.Kind {
	case engine.ChanceNode:
		return "a chance outcome"
	case engine.Terminal:
		return "nothing (the game is over)"
	}
	seats := make([]string, len(d.Seats))
	for i, s := range d.Seats {
		seats[i] = strconv.Itoa(s)
	}
	if d.Kind == engine.Simultaneous {
		return "secret moves of seats " + strings.Join(seats, ", ")
	}
	return "seat " + strings.Join(seats, ", ")
}
