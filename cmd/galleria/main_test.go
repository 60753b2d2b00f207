package main

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"strings"
	"testing"
)

// The tests run the command as a real process (black box): the test binary
// re-executes itself with GALLERIA_RUN_MAIN=1, which makes TestMain run main
// with the given arguments instead of the tests.
func TestMain(m *testing.M) {
	if os.Getenv("GALLERIA_RUN_MAIN") == "1" {
		main()
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// galleria runs the command with args and returns its stdout, stderr and
// exit status.
func galleria(t *testing.T, args ...string) (stdout, stderr string, code int) {
	t.Helper()
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(exe, args...)
	cmd.Env = append(os.Environ(), "GALLERIA_RUN_MAIN=1")
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	err = cmd.Run()
	var ee *exec.ExitError
	switch {
	case err == nil:
	case errors.As(err, &ee):
		code = ee.ExitCode()
	default:
		t.Fatalf("galleria %s: %v", strings.Join(args, " "), err)
	}
	return out.String(), errb.String(), code
}

// mustRun runs the command and fails the test unless it exits 0.
func mustRun(t *testing.T, args ...string) string {
	t.Helper()
	out, errs, code := galleria(t, args...)
	if code != 0 {
		t.Fatalf("galleria %s: exit %d\nstdout:\n%s\nstderr:\n%s", strings.Join(args, " "), code, out, errs)
	}
	return out
}

func TestUsage(t *testing.T) {
	_, errs, code := galleria(t)
	if code != 2 || !strings.Contains(errs, "usage: galleria") {
		t.Errorf("no arguments: exit %d, stderr %q; want usage and exit 2", code, errs)
	}
	_, errs, code = galleria(t, "frobnicate")
	if code != 2 || !strings.Contains(errs, `unknown command "frobnicate"`) {
		t.Errorf("unknown command: exit %d, stderr %q", code, errs)
	}
	out, _, code := galleria(t, "help")
	if code != 0 || !strings.Contains(out, "sim") || !strings.Contains(out, "replay") || !strings.Contains(out, "serve") {
		t.Errorf("help: exit %d, stdout %q", code, out)
	}
	for _, sub := range []string{"sim", "replay", "serve"} {
		_, errs, code := galleria(t, sub, "-h")
		if code != 0 || !strings.Contains(errs, "usage: galleria "+sub) {
			t.Errorf("%s -h: exit %d, stderr %q", sub, code, errs)
		}
		_, _, code = galleria(t, sub, "-no-such-flag")
		if code != 2 {
			t.Errorf("%s -no-such-flag: exit %d, want 2", sub, code)
		}
	}
}
