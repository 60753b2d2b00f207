package engine_test

import (
	"errors"
	"fmt"
	"testing"

	"github.com/galleria-games/galleria/engine"
)

func TestRefusal(t *testing.T) {
	err := engine.Refuse("%v may not bid %d coins: it holds %d", engine.Seat(2), 7, 3)
	if got, want := err.Error(), "seat 2 may not bid 7 coins: it holds 3"; got != want {
		t.Fatalf("Error() = %q, want %q", got, want)
	}
	wrapped := fmt.Errorf("step 12: %w", err)
	n, ok := engine.RefusalOf(wrapped)
	if !ok || n.Format != "%v may not bid %d coins: it holds %d" || len(n.Args) != 3 || n.Args[0] != engine.Seat(2) {
		t.Fatalf("RefusalOf(wrapped) = %#v, %v", n, ok)
	}
	if _, ok := engine.RefusalOf(errors.New("plain")); ok {
		t.Fatal("a plain error is taken for a refusal")
	}
	if _, ok := engine.RefusalOf(nil); ok {
		t.Fatal("nil is taken for a refusal")
	}
}
