package main

import (
	"bufio"
	"bytes"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/engine/games"
)

const replayAbout = `Parses a match log (docs/log-format.md), replays every step with the rules
and prints the final position as JSON (State.Position), then the scores,
places and winners. FILE "-" reads standard input.

The game comes from the log's game line; -game, if given, must agree with it.
A malformed or illegal log exits with status 1 and prints FILE:LINE: reason.
A log that stops before the end of the game is valid: the position is printed
with what the game is waiting for.`

func runReplay(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("replay", "FILE", replayAbout, stderr)
	gameName := fs.String("game", "", "expected game ("+strings.Join(games.Names(), ", ")+"); default: the log's game line")
	jsonOnly := fs.Bool("json", false, "print only the final position JSON")
	pos, exit, ok := parseFlags(fs, args)
	if !ok {
		return exit
	}
	if len(pos) != 1 {
		fs.Usage()
		return 2
	}
	file := pos[0]
	if *gameName != "" {
		if _, err := games.Lookup(*gameName); err != nil {
			fmt.Fprintf(stderr, "galleria replay: -game: %v\n", err)
			return 2
		}
	}

	var data []byte
	var err error
	if file == "-" {
		data, err = io.ReadAll(io.LimitReader(os.Stdin, engine.MaxLogBytes+1))
		file = "<stdin>"
	} else {
		data, err = os.ReadFile(file)
	}
	if err != nil {
		fmt.Fprintf(stderr, "galleria replay: %v\n", err)
		return 1
	}

	st, m, err := replayLog(data, *gameName)
	if err != nil {
		fmt.Fprintln(stderr, formatLogError(file, err))
		return 1
	}
	position, err := st.Position()
	if err != nil {
		fmt.Fprintf(stderr, "galleria replay: exporting the final position: %v\n", err)
		return 1
	}
	stdout.Write(bytes.TrimRight(position, "\n"))
	fmt.Fprintln(stdout)
	if *jsonOnly {
		return 0
	}
	printSummary(stdout, st, m)
	return 0
}

// replayLog parses and replays a log. want, if not empty, is the game the
// caller expects. Errors are *engine.LogError when a line can be blamed.
func replayLog(data []byte, want string) (engine.State, *engine.Match, error) {
	m, err := engine.ParseLog(bytes.NewReader(data))
	if err != nil {
		return nil, nil, err
	}
	if want != "" && m.Game != want {
		return nil, nil, &engine.LogError{Line: gameLine(data),
			Err: fmt.Errorf("log is for game %q, but -game says %q", m.Game, want)}
	}
	g, err := games.Lookup(m.Game)
	if err != nil {
		return nil, nil, &engine.LogError{Line: gameLine(data), Err: err}
	}
	st, err := engine.Replay(g, m)
	if err != nil {
		var le *engine.LogError
		if errors.As(err, &le) && le.Line == 0 && strings.HasPrefix(le.Err.Error(), "options:") {
			le.Line = optionLine(data, le.Err.Error())
		}
		return nil, nil, err
	}
	return st, m, nil
}

// gameLine finds the line number of the log's game line (0 if none), the same
// way ParseLog counts lines.
func gameLine(data []byte) int {
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(make([]byte, 0, 4096), 64<<10)
	for n := 1; sc.Scan(); n++ {
		if w, _, _ := strings.Cut(strings.TrimSpace(sc.Text()), " "); w == "game" {
			return n
		}
	}
	return 0
}

// optionLine blames an options error on the one option line whose key the
// message names ("option players=..."), else on the game line, which starts
// the option block.
func optionLine(data []byte, msg string) int {
	found := 0
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(make([]byte, 0, 4096), 64<<10)
	for n := 1; sc.Scan(); n++ {
		f := strings.Fields(sc.Text())
		if len(f) < 2 || f[0] != "option" {
			continue
		}
		if strings.Contains(msg, `"`+f[1]+`"`) || strings.Contains(msg, " "+f[1]+"=") {
			if found != 0 {
				return gameLine(data)
			}
			found = n
		}
	}
	if found == 0 {
		return gameLine(data)
	}
	return found
}

// formatLogError prints err as "FILE:LINE: reason" (or "FILE: reason" when
// no line can be blamed).
func formatLogError(file string, err error) string {
	var le *engine.LogError
	if errors.As(err, &le) {
		if le.Line > 0 {
			return fmt.Sprintf("%s:%d: %v", file, le.Line, le.Err)
		}
		return fmt.Sprintf("%s: %v", file, le.Err)
	}
	return fmt.Sprintf("%s: %v", file, err)
}

func printSummary(w io.Writer, st engine.State, m *engine.Match) {
	h := st.Hash()
	fmt.Fprintf(w, "game: %s\n", m.Game)
	fmt.Fprintf(w, "options: %s\n", m.Options)
	fmt.Fprintf(w, "steps: %d\n", len(m.Steps))
	fmt.Fprintf(w, "hash: %s\n", hex.EncodeToString(h[:]))
	r := st.Result()
	if r == nil {
		fmt.Fprintf(w, "unfinished: waiting for %s\n", describeDecision(st.Decision()))
		return
	}
	fmt.Fprintf(w, "scores: %s\n", joinInts(r.Scores))
	fmt.Fprintf(w, "places: %s\n", joinInts(r.Places))
	fmt.Fprintf(w, "winners: %s\n", joinInts(r.Winners))
	if r.Note != "" {
		fmt.Fprintf(w, "note: %s\n", r.Note)
	}
	winner := make(map[int]bool)
	for _, s := range r.Winners {
		winner[s] = true
	}
	unit := "score"
	if g, err := games.Lookup(m.Game); err == nil {
		unit = g.Info().ScoreUnitPlural
	}
	fmt.Fprintf(w, "seat  place  %10s\n", unit)
	for s := range r.Scores {
		line := fmt.Sprintf("%4d  %5d  %10d", s, r.Places[s], r.Scores[s])
		if winner[s] {
			line += "  winner"
		}
		fmt.Fprintln(w, line)
	}
}
