package games

import (
	"encoding/hex"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/galleria-games/galleria/engine"
)

// TestReplayLogsOf81a1da8: whole match logs written by `galleria sim -log`
// at commit 81a1da8 (each game; Mall for Heroes solo and with three
// players) still parse and replay to the final state hash, scores and
// winners that commit found.
func TestReplayLogsOf81a1da8(t *testing.T) {
	files, err := filepath.Glob("testdata/81a1da8/log-*.log")
	if err != nil || len(files) < 5 {
		t.Fatalf("fixtures: %v %v", files, err)
	}
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			fh, err := os.Open(f)
			if err != nil {
				t.Fatal(err)
			}
			defer fh.Close()
			want, err := os.ReadFile(f + ".want")
			if err != nil {
				t.Fatal(err)
			}
			m, err := engine.ParseLog(fh)
			if err != nil {
				t.Fatal(err)
			}
			g, err := Lookup(m.Game)
			if err != nil {
				t.Fatal(err)
			}
			st, err := engine.Replay(g, m)
			if err != nil {
				t.Fatal(err)
			}
			r := st.Result()
			if r == nil {
				t.Fatal("the replayed match is not over")
			}
			h := st.Hash()
			got := fmt.Sprintf("steps %d\nhash %s\nscores %v\nwinners %v\n", len(m.Steps), hex.EncodeToString(h[:]), r.Scores, r.Winners)
			if got != string(want) {
				t.Fatalf("replayed to\n%swant\n%s", got, want)
			}
		})
	}
}
