package match

import (
	"encoding/hex"
	"fmt"
	"os"
	"path/filepath"
	"testing"
)

// TestLoadSavesOf81a1da8: saves written by the client at commit 81a1da8
// (one per game, Mall for Heroes solo and with three players, bots of
// of every kind among the seats) still load, at the step and state hash that
// commit replayed them to, and play on.
func TestLoadSavesOf81a1da8(t *testing.T) {
	files, err := filepath.Glob("testdata/81a1da8/save-*.json")
	if err != nil || len(files) < 5 {
		t.Fatalf("fixtures: %v %v", files, err)
	}
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			data, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			want, err := os.ReadFile(f + ".want")
			if err != nil {
				t.Fatal(err)
			}
			s, err := Load(data)
			if err != nil {
				t.Fatal(err)
			}
			h := s.State().Hash()
			got := fmt.Sprintf("step %d\nhash %s\n", s.Step(), hex.EncodeToString(h[:]))
			if got != string(want) {
				t.Fatalf("loaded to\n%swant\n%s", got, want)
			}
			// Saved again by today's code, it loads to the same state.
			l, ok := s.Local()
			if !ok {
				t.Fatal("a loaded save is not a local match")
			}
			again, err := Load(l.Save())
			if err != nil {
				t.Fatal(err)
			}
			if again.State().Hash() != h || again.Step() != s.Step() {
				t.Fatal("saved again, the match loads to another state")
			}
		})
	}
}
