// Command galleria is the native tool of Galleria: a headless simulator that
// plays bots against each other, a log replayer, and a small static server
// for the browser client (with a signaling relay, and optionally a STUN/TURN
// server for players in different homes).
//
//	galleria sim    -game mallworld -players 4 -games 200 -seed 1 -bots greedy,random
//	galleria arena  -game mallworld -players 4 -games 400 -bots greedy,random [-json]
//	galleria replay [-game mallworld] FILE
//	galleria serve  [-addr 127.0.0.1:8080] [-dir static] [-turn IP:PORT -turn-public IP -turn-user NAME=PASSWORD ...]
//	galleria rules  -game mallworld -lang fr
//
// Exit status: 0 on success, 1 when the work failed (a bad log, a bot error,
// no site to serve), 2 on a usage error.
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/galleria-games/galleria/engine/games"
)

// command is one subcommand: run parses its own flags from args.
type command struct {
	name, summary string
	run           func(args []string, stdout, stderr io.Writer) int
}

var commands []command

func init() {
	commands = []command{
		{"sim", "play games between bots and print per-seat statistics", runSim},
		{"arena", "pair off bot configurations, seat-rotated, and print win rates with 95% intervals", runArena},
		{"replay", "replay a match log; print the final position and the result", runReplay},
		{"serve", "serve the static site (the browser client) over HTTP", runServe},
		{"rules", "print a game's rules (how to play, reference) as Markdown", runRules},
	}
}

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

func usage(w io.Writer) {
	fmt.Fprintln(w, "usage: galleria <command> [flags] [args]")
	fmt.Fprintln(w)
	fmt.Fprintln(w, "commands:")
	for _, c := range commands {
		fmt.Fprintf(w, "  %-8s %s\n", c.name, c.summary)
	}
	fmt.Fprintln(w)
	fmt.Fprintf(w, "games: %s\n", strings.Join(games.Names(), ", "))
	fmt.Fprintln(w, "Run 'galleria <command> -h' for a command's flags.")
}

// run is main without the process: it returns the exit status.
func run(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		usage(stderr)
		return 2
	}
	name := args[0]
	switch name {
	case "help", "-h", "-help", "--help":
		if len(args) > 1 && name == "help" {
			return run([]string{args[1], "-h"}, stdout, stderr)
		}
		usage(stdout)
		return 0
	}
	for _, c := range commands {
		if c.name == name {
			return c.run(args[1:], stdout, stderr)
		}
	}
	fmt.Fprintf(stderr, "galleria: unknown command %q\n\n", name)
	usage(stderr)
	return 2
}

// newFlags makes a subcommand's flag set that reports errors instead of
// exiting.
func newFlags(name, argsUsage, about string, stderr io.Writer) *flag.FlagSet {
	fs := flag.NewFlagSet("galleria "+name, flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() {
		fmt.Fprintf(stderr, "usage: galleria %s [flags] %s\n\n%s\n\nflags:\n", name, argsUsage, about)
		fs.PrintDefaults()
	}
	return fs
}

// parseFlags parses args, allowing flags after the positional arguments
// ("replay FILE -game mallworld"). It returns the positional arguments, or
// the exit status to return at once (0 after -h, 2 on a bad flag).
func parseFlags(fs *flag.FlagSet, args []string) (pos []string, exit int, ok bool) {
	for {
		if err := fs.Parse(args); err != nil {
			if errors.Is(err, flag.ErrHelp) {
				return nil, 0, false
			}
			return nil, 2, false
		}
		args = fs.Args()
		if len(args) == 0 {
			return pos, 0, true
		}
		if args[0] == "-" || !strings.HasPrefix(args[0], "-") {
			pos = append(pos, args[0])
			args = args[1:]
			if len(args) == 0 {
				return pos, 0, true
			}
			continue
		}
		// fs.Parse stopped at "--": the rest is positional.
		return append(pos, args...), 0, true
	}
}
