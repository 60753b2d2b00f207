package engine

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode"
)

// LogMagic is the first line of a match log file.
const LogMagic = "galleria-log 1"

// MaxMoveLen bounds the length of a move text.
const MaxMoveLen = 200

// Step is one entry of a match log: the seat that acted (Chance for a chance
// outcome) and its move. Line is the log file line it came from (0 if none).
type Step struct {
	Seat int
	Move string
	Line int
}

func (s Step) String() string {
	if s.Seat == Chance {
		return "chance " + s.Move
	}
	return "seat " + strconv.Itoa(s.Seat) + " " + s.Move
}

// Match is a game's options and its ordered log.
type Match struct {
	Game    string
	Options Options
	Steps   []Step
}

// ValidMoveText reports whether text can be a move: non-empty, at most
// MaxMoveLen bytes, printable ASCII words separated by single spaces.
func ValidMoveText(text string) error {
	if text == "" {
		return fmt.Errorf("empty move")
	}
	if len(text) > MaxMoveLen {
		return fmt.Errorf("move is %d bytes long, at most %d allowed", len(text), MaxMoveLen)
	}
	for i := 0; i < len(text); i++ {
		c := text[i]
		if c > unicode.MaxASCII || c < ' ' || c == 0x7f {
			return fmt.Errorf("move has a non-printable or non-ASCII byte at offset %d", i)
		}
	}
	// Every byte is printable ASCII now, so the only space left to find is
	// ' ' itself: none first or last, never two in a row. (A plain loop:
	// strings.TrimSpace and Contains took some 7% of a Mall World playout
	// under js/wasm, which has no assembly for them.)
	for i := 0; i < len(text); i++ {
		if text[i] == ' ' && (i == 0 || i == len(text)-1 || text[i-1] == ' ') {
			return fmt.Errorf("move %q: words must be separated by single spaces", text)
		}
	}
	return nil
}

// WriteLog writes m in the plain-text log format (docs/log-format.md).
func WriteLog(w io.Writer, m *Match) error {
	var b bytes.Buffer
	b.WriteString(LogMagic + "\n")
	b.WriteString("game " + m.Game + "\n")
	for _, k := range m.Options.Keys() {
		b.WriteString("option " + k + " " + m.Options[k] + "\n")
	}
	for _, s := range m.Steps {
		b.WriteString(s.String())
		b.WriteByte('\n')
	}
	_, err := w.Write(b.Bytes())
	return err
}

// FormatLog returns the log text of m.
func FormatLog(m *Match) string {
	var b bytes.Buffer
	_ = WriteLog(&b, m)
	return b.String()
}

// LogError is a log parse or replay error at a line of the log.
type LogError struct {
	Line int
	Err  error
}

func (e *LogError) Error() string {
	if e.Line > 0 {
		return fmt.Sprintf("%d: %v", e.Line, e.Err)
	}
	return e.Err.Error()
}

func (e *LogError) Unwrap() error { return e.Err }

// MaxLogBytes bounds the size of a log ParseLog accepts.
const MaxLogBytes = 16 << 20

// ParseLog reads a log in the plain-text format. Errors are *LogError naming
// the line.
func ParseLog(r io.Reader) (*Match, error) {
	sc := bufio.NewScanner(io.LimitReader(r, MaxLogBytes+1))
	sc.Buffer(make([]byte, 0, 4096), 64<<10)
	m := &Match{Options: Options{}}
	line := 0
	total := 0
	sawMagic, sawGame := false, false
	fail := func(format string, a ...any) (*Match, error) {
		return nil, &LogError{Line: line, Err: fmt.Errorf(format, a...)}
	}
	for sc.Scan() {
		line++
		raw := sc.Text()
		total += len(raw) + 1
		if total > MaxLogBytes {
			return fail("log is larger than %d bytes", MaxLogBytes)
		}
		text := strings.TrimRight(raw, "\r")
		trimmed := strings.TrimSpace(text)
		if trimmed == "" || strings.HasPrefix(trimmed, "#") {
			continue
		}
		if !sawMagic {
			if trimmed != LogMagic {
				return fail("not a galleria log: first line must be %q", LogMagic)
			}
			sawMagic = true
			continue
		}
		word, rest, _ := strings.Cut(trimmed, " ")
		switch word {
		case "game":
			if sawGame {
				return fail("second game line")
			}
			if rest == "" || strings.ContainsAny(rest, " \t") {
				return fail("game line must name one game")
			}
			m.Game, sawGame = rest, true
		case "option":
			if !sawGame {
				return fail("option before the game line")
			}
			if len(m.Steps) > 0 {
				return fail("option after the first step")
			}
			k, v, ok := strings.Cut(rest, " ")
			if !ok || k == "" || v == "" || strings.ContainsAny(v, " \t=") || strings.Contains(k, "=") {
				return fail("option line must be 'option KEY VALUE'")
			}
			if _, dup := m.Options[k]; dup {
				return fail("option %q given twice", k)
			}
			m.Options[k] = v
		case "chance":
			if !sawGame {
				return fail("step before the game line")
			}
			if err := ValidMoveText(rest); err != nil {
				return fail("%v", err)
			}
			m.Steps = append(m.Steps, Step{Seat: Chance, Move: rest, Line: line})
		case "seat":
			if !sawGame {
				return fail("step before the game line")
			}
			num, mv, ok := strings.Cut(rest, " ")
			seat, err := strconv.Atoi(num)
			if !ok || err != nil || seat < 0 || seat > 99 || strconv.Itoa(seat) != num {
				return fail("seat step must be 'seat N MOVE' with N a seat number")
			}
			if err := ValidMoveText(mv); err != nil {
				return fail("%v", err)
			}
			m.Steps = append(m.Steps, Step{Seat: seat, Move: mv, Line: line})
		default:
			return fail("unknown line %q (want game, option, chance or seat)", word)
		}
	}
	if err := sc.Err(); err != nil {
		return nil, &LogError{Line: line + 1, Err: fmt.Errorf("reading log: %v", err)}
	}
	if !sawMagic {
		return nil, &LogError{Line: line, Err: fmt.Errorf("empty log: first line must be %q", LogMagic)}
	}
	if !sawGame {
		return nil, &LogError{Line: line, Err: fmt.Errorf("log has no game line")}
	}
	return m, nil
}

// Replay builds the match's initial state and applies every step. An illegal
// or malformed step gives a *LogError naming its line (or its 1-based step
// index when the step has no line) with the state before it.
func Replay(g Game, m *Match) (State, error) {
	if m.Game != g.Name() {
		return nil, &LogError{Err: fmt.Errorf("log is for game %q, not %q", m.Game, g.Name())}
	}
	opts, err := g.Normalize(m.Options)
	if err != nil {
		return nil, &LogError{Err: fmt.Errorf("options: %v", err)}
	}
	st, err := g.New(opts)
	if err != nil {
		return nil, &LogError{Err: err}
	}
	for i, s := range m.Steps {
		if err := st.Apply(s.Seat, s.Move); err != nil {
			where := s.Line
			if where == 0 {
				err = fmt.Errorf("step %d (%s): %v", i+1, s, err)
			} else {
				err = fmt.Errorf("%s: %v", s, err)
			}
			return st, &LogError{Line: where, Err: err}
		}
	}
	return st, nil
}
