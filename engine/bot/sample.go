package bot

import (
	"fmt"

	"github.com/galleria-games/galleria/engine"
)

// determinize draws a full state consistent with the view from the game's
// Determinizer, or copies the view where there is none (Think allows that
// only for a view that hides nothing).
func (t *Thought) determinize() (engine.State, error) {
	if d, ok := t.view.(engine.Determinizer); ok {
		st, err := d.Determinize(t.rng)
		if err != nil {
			return nil, fmt.Errorf("search: %v", err)
		}
		return st, nil
	}
	return t.view.Clone(), nil
}

// chance applies an outcome of st's chance event drawn by weight.
func (t *Thought) chance(st engine.State) error {
	m, err := PickChance(st.ChanceOutcomes(), t.rng)
	if err != nil {
		return fmt.Errorf("search: chance: %v", err)
	}
	if err := st.Apply(engine.Chance, m); err != nil {
		return fmt.Errorf("search: chance outcome %q: %v", m, err)
	}
	return nil
}
