package natlab

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strings"
	"sync"
	"syscall"
	"time"
)

// Child is a process of the test binary running inside one of the lab's
// namespaces. It speaks JSON lines: Send writes one to its stdin, Recv reads
// the next from its stdout (lines that are not JSON objects are kept for
// Output). Its stderr is kept
// too. Closing its stdin asks it to finish.
type Child struct {
	Name string // for messages: the role and namespace

	cmd   *exec.Cmd
	stdin io.WriteCloser
	lines chan json.RawMessage
	done  chan struct{} // closed once stdout is drained and the process has exited
	err   error         // the process's exit error; set before done is closed

	mu     sync.Mutex
	other  bytes.Buffer // stdout lines that were not JSON, and stderr
	closed bool
}

// StartRole runs the test binary as a child inside namespace ns playing
// role, one its TestMain gave to MainWith, with env added to its
// environment; the child runs that role's function, not the tests. The
// child ends when its stdin closes (Close) or ctx ends.
func (l *Lab) StartRole(ctx context.Context, ns, role string, env ...string) (*Child, error) {
	return l.start(ctx, ns, role, env)
}

// start runs the test binary in ns with role (a service of this package,
// or one given to MainWith).
func (l *Lab) start(ctx context.Context, ns, role string, env []string) (*Child, error) {
	self, err := os.Executable()
	if err != nil {
		return nil, fmt.Errorf("natlab: finding the test binary: %w", err)
	}
	c := &Child{Name: role + " in " + ns, lines: make(chan json.RawMessage, 64), done: make(chan struct{})}
	c.cmd = exec.CommandContext(ctx, "ip", "netns", "exec", ns, self)
	c.cmd.Env = append(append(os.Environ(), envRole+"="+role), env...)
	// The child dies with the test process even if Close is never called.
	c.cmd.SysProcAttr = &syscall.SysProcAttr{Pdeathsig: syscall.SIGKILL}
	c.cmd.Stderr = lockedWriter{&c.mu, &c.other}
	c.cmd.WaitDelay = 2 * time.Second
	if c.stdin, err = c.cmd.StdinPipe(); err != nil {
		return nil, err
	}
	stdout, err := c.cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := c.cmd.Start(); err != nil {
		return nil, fmt.Errorf("natlab: starting %s: %w", c.Name, err)
	}
	go c.read(stdout)
	return c, nil
}

type lockedWriter struct {
	mu *sync.Mutex
	w  io.Writer
}

func (w lockedWriter) Write(b []byte) (int, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.w.Write(b)
}

// read sorts the child's stdout into JSON lines and the rest.
func (c *Child) read(stdout io.Reader) {
	sc := bufio.NewScanner(stdout)
	sc.Buffer(make([]byte, 64<<10), 4<<20)
	for sc.Scan() {
		line := bytes.TrimSpace(sc.Bytes())
		if len(line) > 0 && line[0] == '{' && json.Valid(line) {
			c.lines <- json.RawMessage(append([]byte(nil), line...))
			continue
		}
		c.mu.Lock()
		c.other.Write(sc.Bytes())
		c.other.WriteByte('\n')
		c.mu.Unlock()
	}
	c.err = c.cmd.Wait()
	close(c.lines)
	close(c.done)
}

// Send writes v to the child's stdin as one JSON line.
func (c *Child) Send(v any) error {
	b, err := json.Marshal(v)
	if err != nil {
		return err
	}
	if _, err := c.stdin.Write(append(b, '\n')); err != nil {
		return fmt.Errorf("natlab: writing to %s: %w", c.Name, err)
	}
	return nil
}

// Recv decodes the child's next JSON line into v. It fails if ctx ends
// first or the child exits without one (the error then has its output).
func (c *Child) Recv(ctx context.Context, v any) error {
	select {
	case line, ok := <-c.lines:
		if !ok {
			return fmt.Errorf("natlab: %s exited (%v) without answering; its output:\n%s", c.Name, c.err, c.Output())
		}
		if err := json.Unmarshal(line, v); err != nil {
			return fmt.Errorf("natlab: %s said %s: %w", c.Name, line, err)
		}
		return nil
	case <-ctx.Done():
		return fmt.Errorf("natlab: waiting for %s: %w", c.Name, ctx.Err())
	}
}

// Output is what the child wrote that was not a JSON line: its stderr and
// the testing package's own lines.
func (c *Child) Output() string {
	c.mu.Lock()
	defer c.mu.Unlock()
	return strings.TrimRight(c.other.String(), "\n")
}

// Close closes the child's stdin, which asks it to finish, waits up to 10 s
// for it to exit (then kills it) and returns its exit error.
func (c *Child) Close() error {
	c.mu.Lock()
	already := c.closed
	c.closed = true
	c.mu.Unlock()
	if !already {
		c.stdin.Close()
	}
	// Drain what the child says meanwhile, so read can finish.
	kill := time.After(10 * time.Second)
	for waiting := true; waiting; {
		select {
		case <-c.lines:
		case <-c.done:
			waiting = false
		case <-kill:
			c.cmd.Process.Kill()
			kill = nil
		}
	}
	if c.err != nil {
		return fmt.Errorf("natlab: %s: %w", c.Name, c.err)
	}
	return nil
}

// readLines calls f with each JSON line of stdin until stdin ends or f
// returns false; what a child uses to hear its parent.
func readLines(r io.Reader, f func(line []byte) bool) {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64<<10), 4<<20)
	for sc.Scan() {
		if !f(sc.Bytes()) {
			return
		}
	}
}
