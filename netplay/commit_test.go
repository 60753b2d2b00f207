package netplay

import (
	"testing"

	"github.com/galleria-games/galleria/engine"
)

// TestDrawChancePinned pins the outcomes drawChance selects: every peer must
// draw the same one from the same nonces, so the mapping from nonces to an
// outcome is part of the protocol. The values were recorded before the
// weighted walk moved to engine.TotalWeight / engine.OutcomeAt.
func TestDrawChancePinned(t *testing.T) {
	outs := []engine.Outcome{{Move: "VV", Weight: 4}, {Move: "GG", Weight: 1}, {Move: "RB", Weight: 3}, {Move: "P06", Weight: 2}}
	nonces := [][]byte{[]byte("alpha"), []byte("beta")}
	want := []string{"VV", "GG", "VV", "P06", "RB", "RB", "RB", "VV", "P06", "RB", "VV", "P06"}
	for step, w := range want {
		got, err := drawChance("match-1", step, step%2, nonces, outs)
		if err != nil || got != w {
			t.Errorf("step %d: %q, %v; want %q", step, got, err, w)
		}
	}
	for _, bad := range [][]engine.Outcome{nil, {{Move: "VV", Weight: 0}}, {{Move: "VV", Weight: 2}, {Move: "GG", Weight: -1}}} {
		if got, err := drawChance("match-1", 0, 0, nonces, bad); err == nil {
			t.Errorf("outcomes %v: %q, want an error", bad, got)
		}
	}
}
