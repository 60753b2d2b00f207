//go:build e2e

package e2e

import (
	"context"
	"fmt"
	"slices"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/engine/games"
	"github.com/galleria-games/galleria/game/match"
)

// undoCase is a position of a finished solo match's log (lookSaves'
// match) where the person (seat 0) decides, with what its log played
// next: the person's move, then the steps up to the person's next
// decision.
type undoCase struct {
	save   []byte // the match after k steps: the person decides
	k      int
	move   string // the person's move there (step k+1)
	next   int    // the steps after the move until the person decides again
	chance bool   // one of them is a chance step
}

// undoCases walks the log of lookSaves' finished match of game and gives
// one position after which only bots play before the person decides
// again and nothing is revealed to the person (plain; one where the
// person decides twice in a row if there is no other), and one after
// which a chance step comes (chance), each the first such past the
// middle of the match; ok is false for a kind the log lacks (Mall or
// Nothing's person completes each simultaneous placement, which reveals
// the bot's card: no plain position).
func undoCases(t *testing.T, game string) (plain, chance undoCase, okPlain, okChance bool) {
	t.Helper()
	_, over := lookSaves(t, game)
	sv, m, _ := loadSave(t, over)
	l, err := match.NewLocal(sv.Config)
	if err != nil {
		t.Fatal(err)
	}
	g, _ := games.Lookup(game)
	var saves [][]byte
	for _, s := range m.Steps {
		saves = append(saves, l.Save())
		if err := l.Play(s.Seat, s.Move); err != nil {
			t.Fatal(err)
		}
	}
	// A plain position where bots reply before the person decides again is
	// preferred to one where the person decides twice in a row.
	var quick undoCase
	okQuick := false
	for k := len(m.Steps) / 2; k < len(m.Steps) && !(okPlain && okChance); k++ {
		if m.Steps[k].Seat != 0 {
			continue
		}
		j := k + 1
		for j < len(m.Steps) && m.Steps[j].Seat != 0 {
			j++
		}
		if j == len(m.Steps) {
			break
		}
		c := undoCase{save: saves[k], k: k, move: m.Steps[k].Move, next: j - k - 1}
		st, err := g.New(m.Options)
		if err != nil {
			t.Fatal(err)
		}
		for _, s := range m.Steps[:k] {
			st.Apply(s.Seat, s.Move)
		}
		revealed := false
		for _, s := range m.Steps[k:j] {
			c.chance = c.chance || s.Seat == engine.Chance
			rev, err := match.Reveals(st, 0, s)
			if err != nil {
				t.Fatal(err)
			}
			revealed = revealed || rev
		}
		switch {
		case c.chance && !okChance:
			chance, okChance = c, true
		case !revealed && c.next > 0 && !okPlain:
			plain, okPlain = c, true
		case !revealed && !okQuick:
			quick, okQuick = c, true
		}
	}
	if !okPlain && okQuick {
		plain, okPlain = quick, true
	}
	return
}

// playMove makes move for the person by the targets galleria.plan names.
func playMove(ctx context.Context, move string) error {
	ids, err := plan(ctx, move)
	if err != nil {
		return err
	}
	if len(ids) == 0 {
		return fmt.Errorf("no plan for %q", move)
	}
	for _, id := range ids {
		if err := clickTarget(ctx, id, clickTimeout); err != nil {
			return err
		}
	}
	return nil
}

// TestUndo: for each game, from positions of a finished solo match put in
// the page's storage (desktop size, where Undo is on the table):
//   - plain: the person decides; the test records the step, the legal
//     moves and the page's save (the log, hence the state's hash) and
//     plays the log's move by clicks; once the person decides again after
//     the bots' replies (nothing revealed), status().undo is the steps
//     since the person's move; table:undo brings back the same step, the
//     same legal moves and a save whose log replays to the same hash;
//   - chance: the same, where a chance step (a deal, a draw, dice) came
//     after the person's move: status().undo never reaches back past it
//     (0, and no Undo button, when the reveal came after the person's
//     latest move).
func TestUndo(t *testing.T) {
	start := time.Now()
	ctx, cancel := context.WithTimeout(context.Background(), 6*time.Minute)
	defer cancel()
	_, base := serve(t)
	url := base + "?ice=none&botdelay=30&motion=off"
	tab, closeTab := browser(t, ctx, "undo")
	defer closeTab()
	if err := chromedp.Do(tab, chromedp.EmulateViewport(1280, 800)); err != nil {
		t.Fatalf("viewport: %v", err)
	}
	if err := chromedp.Do(tab, chromedp.Navigate(url)); err != nil {
		t.Fatalf("navigate: %v", err)
	}
	if _, err := waitReady(tab, loadTimeout); err != nil {
		t.Fatal(err)
	}
	chances, plains := 0, 0
	for _, game := range games.Names() {
		plain, chance, okPlain, okChance := undoCases(t, game)
		if okPlain {
			plains++
		}
		if okChance {
			chances++
		}
		for _, c := range []struct {
			name string
			c    undoCase
			ok   bool
		}{{"plain", plain, okPlain}, {"chance", chance, okChance}} {
			if !c.ok {
				logStep(start, "%s: no %s position in the log", game, c.name)
				continue
			}
			what := game + " " + c.name
			if err := openSave(tab, url, c.c.save); err != nil {
				t.Fatalf("%s: %v", what, err)
			}
			before, err := waitAfter(tab, stallTimeout, what+": the person's decision", func(s afterStatus) bool {
				return s.Scene == "table" && s.Seat == 0 && len(s.Legal) > 0
			})
			if err != nil {
				t.Fatal(err)
			}
			save0, err := pageSave(tab)
			if err != nil || save0 == "" {
				t.Fatalf("%s: no save in the page (%v)", what, err)
			}
			_, m0, st0 := loadSave(t, []byte(save0))
			// In a simultaneous decision the bots may place before the
			// person does: the person's move is step pk+1.
			pk := before.Step
			if pk < c.c.k || pk > c.c.k+c.c.next || len(m0.Steps) != pk {
				t.Fatalf("%s: the page decides at step %d (saved %d), want %d (or after bots' moves)", what, pk, len(m0.Steps), c.c.k)
			}
			for _, s := range m0.Steps[c.c.k:] {
				if s.Seat < 0 || s.Seat == 0 {
					t.Fatalf("%s: the page played %+v before the person's decision", what, s)
				}
			}
			if err := playMove(tab, c.c.move); err != nil {
				t.Fatalf("%s: %v", what, err)
			}
			after, err := waitAfter(tab, stallTimeout, what+": the person's next decision", func(s afterStatus) bool {
				return s.Scene == "table" && s.Seat == 0 && len(s.Legal) > 0 && s.Step > c.c.k+c.c.next
			})
			if err != nil {
				t.Fatal(err)
			}
			var saved string
			if err := waitFor(tab, 10*time.Second, what+": the page's save at the decision", func() (bool, error) {
				s, err := pageSave(tab)
				saved = s
				if err != nil || s == "" {
					return false, err
				}
				// Bots of a simultaneous decision may still move: the
				// status is read again with the save.
				st, err := readAfter(tab)
				if err != nil {
					return false, err
				}
				_, m, _ := loadSave(t, []byte(s))
				after = st
				return st.Scene == "table" && st.Seat == 0 && len(st.Legal) > 0 && len(m.Steps) == st.Step, nil
			}); err != nil {
				t.Fatalf("%v (status %+v)", err, after)
			}
			_, m1, _ := loadSave(t, []byte(saved))
			if !slices.Equal(m1.Steps[:pk], m0.Steps) || m1.Steps[pk].Seat != 0 || m1.Steps[pk].Move != c.c.move {
				t.Fatalf("%s: the page's log does not go on from the save with the person's move %q", what, c.c.move)
			}
			lastChance := -1
			for i, s := range m1.Steps {
				if s.Seat == engine.Chance {
					lastChance = i
				}
			}
			logStep(start, "%s: from step %d the person played %q; deciding again at step %d, undo %d, last chance step %d",
				what, before.Step, c.c.move, after.Step, after.Undo, lastChance+1)
			undoShown := func() bool {
				ts, err := targets(tab)
				if err != nil {
					t.Fatal(err)
				}
				tg, ok := find(ts, "table:undo")
				return ok && tg.Enabled
			}
			if c.name == "chance" {
				if lastChance < pk {
					t.Fatalf("%s: no chance step after the person's move in the page's log", what)
				}
				if after.Step-after.Undo <= lastChance {
					t.Fatalf("%s: undo %d from step %d would take back the chance step %d", what, after.Undo, after.Step, lastChance+1)
				}
				if after.Undo == 0 && undoShown() {
					t.Fatalf("%s: undo 0, yet an Undo button", what)
				}
				if after.Undo > 0 {
					if err := clickTarget(tab, "table:undo", clickTimeout); err != nil {
						t.Fatal(err)
					}
					back, err := waitAfter(tab, 10*time.Second, what+": undone", func(s afterStatus) bool {
						return s.Step == after.Step-after.Undo && s.Seat == 0
					})
					if err != nil {
						t.Fatal(err)
					}
					if back.Step <= lastChance {
						t.Fatalf("%s: undo went back to step %d, past the chance step %d", what, back.Step, lastChance+1)
					}
				}
				continue
			}
			if lastChance >= pk {
				t.Fatalf("%s: a chance step (%d) after the person's move in the page's log: not a plain case", what, lastChance+1)
			}
			if want := after.Step - pk; after.Undo != want || !undoShown() {
				t.Fatalf("%s: undo %d (button %v) at step %d, want %d: back to the person's move at step %d", what, after.Undo, undoShown(), after.Step, want, pk+1)
			}
			if err := clickTarget(tab, "table:undo", clickTimeout); err != nil {
				t.Fatal(err)
			}
			back, err := waitAfter(tab, 10*time.Second, what+": undone", func(s afterStatus) bool {
				return s.Scene == "table" && s.Step == before.Step && s.Seat == 0 && len(s.Legal) > 0
			})
			if err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(back.Legal, before.Legal) {
				t.Fatalf("%s: after undo the legal moves are %q, before the move %q", what, back.Legal, before.Legal)
			}
			var undone string
			if err := waitFor(tab, 10*time.Second, what+": the save after undo", func() (bool, error) {
				s, err := pageSave(tab)
				undone = s
				if err != nil || s == "" {
					return false, err
				}
				_, m, _ := loadSave(t, []byte(s))
				return len(m.Steps) == before.Step, nil
			}); err != nil {
				t.Fatal(err)
			}
			_, _, st2 := loadSave(t, []byte(undone))
			if hash8(st2) != hash8(st0) {
				t.Fatalf("%s: after undo the saved state's hash is %s, before the move %s", what, hash8(st2), hash8(st0))
			}
			logStep(start, "%s: undo took back %d step(s): step %d, %d legal moves, hash %s as before", what, after.Undo, back.Step, len(back.Legal), hash8(st2))
		}
	}
	if plains < 3 {
		t.Errorf("%d games' logs have a plain position for undo, want 3 or more", plains)
	}
	if chances < 4 {
		t.Errorf("%d games' logs have a chance step after the person's move, want 4", chances)
	}
	logStep(start, "undo: done")
}
