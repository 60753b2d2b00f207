package game

import (
	"strings"
	"testing"

	"github.com/galleria-games/galleria/game/lang"
	"github.com/galleria-games/galleria/game/rulebook"
)

// inFrench runs the rest of a test in French (English again after it).
func inFrench(t *testing.T) {
	lang.Set(lang.French)
	t.Cleanup(func() { lang.Set(lang.English) })
}

// TestRulesFromMenu: the menu's Rules opens the choice of games; a game
// opens its book at How to play; the tabs switch to the reference; Back
// returns to the choice, then to the menu.
func TestRulesFromMenu(t *testing.T) {
	a, in := testApp(t, &fakePlatform{}, 1280, 800, 1)
	click(t, a, in, "menu:rules")
	if st := a.Status().Scene; st != sceneRules {
		t.Fatalf("scene %s after menu:rules", st)
	}
	for _, g := range rulebook.Games() {
		if !hasTarget(a, "rules:game:"+g) {
			t.Fatalf("no rules:game:%s on the choice of games; targets %v", g, targetIDs(a))
		}
	}
	click(t, a, in, "rules:game:mallworld")
	book, _ := rulebook.For("mallworld")
	if txt := frameTexts(a); !strings.Contains(txt, book.Title) || !strings.Contains(txt, book.HowTo[0].Title) {
		t.Fatalf("Mall World's how-to does not show its title and first section: %q", txt[:min(len(txt), 300)])
	}
	click(t, a, in, "rules:ref")
	if txt := frameTexts(a); !strings.Contains(txt, book.Reference[0].Title) || !strings.Contains(txt, "P01") {
		t.Fatalf("Mall World's reference does not show its tables: %q", txt[:min(len(txt), 300)])
	}
	// A change of language shows the book in the new one.
	inFrench(t)
	a.dirty = true
	a.Update()
	fr, _ := rulebook.For("mallworld")
	if txt := frameTexts(a); !strings.Contains(txt, fr.Reference[0].Title) || strings.Contains(txt, book.Reference[0].Title) {
		t.Fatalf("after switching to French the reference shows %q", txt[:min(len(txt), 300)])
	}
	lang.Set(lang.English)
	click(t, a, in, "rules:back")
	if st := a.Status().Scene; st != sceneRules || !hasTarget(a, "rules:game:luxshopping") {
		t.Fatalf("Back from a book: scene %s, targets %v; want the choice of games", st, targetIDs(a))
	}
	click(t, a, in, "rules:back")
	if st := a.Status().Scene; st != sceneMenu {
		t.Fatalf("Back from the choice of games: scene %s, want the menu", st)
	}
}

// TestRulesFromTable: each game's table has a Rules button that opens its
// book; while it is shown the match does not move (bots wait), and Back
// returns to the table at the same step.
func TestRulesFromTable(t *testing.T) {
	for _, g := range playableGames() {
		if !hasRules(g.Name()) {
			continue
		}
		t.Run(g.Name(), func(t *testing.T) {
			a, in := testApp(t, &fakePlatform{}, 1280, 800, 1)
			click(t, a, in, "menu:"+g.Name())
			click(t, a, in, "setup:start")
			settle(a)
			if st := a.Status().Scene; st != sceneTable {
				t.Fatalf("scene %s after the setup, want the table", st)
			}
			step := a.Status().Step
			click(t, a, in, "table:rules")
			book, _ := rulebook.For(g.Name())
			if st := a.Status().Scene; st != sceneRules || !strings.Contains(frameTexts(a), book.Title) {
				t.Fatalf("table:rules: scene %s, texts without %q", st, book.Title)
			}
			click(t, a, in, "rules:ref")
			for i := 0; i < 20; i++ {
				a.Update()
			}
			if s := a.Status().Step; s != step {
				t.Fatalf("the match moved from step %d to %d while the rules were shown", step, s)
			}
			click(t, a, in, "rules:back")
			if st := a.Status(); st.Scene != sceneTable || st.Step != step {
				t.Fatalf("Back: scene %s step %d, want the table at step %d", st.Scene, st.Step, step)
			}
			if a.table.tbl == nil || a.table.tbl.game != g.Name() {
				t.Fatal("Back did not return to the same match")
			}
		})
	}
}

// TestRulesFit: every page of every book (both tabs), the choice of
// games and the menu fit at the fit sizes in both languages: nothing cut
// or outside its box, no text under 11 CSS px; a book taller than the
// screen scrolls to its end; no French lookup misses.
func TestRulesFit(t *testing.T) {
	for _, tag := range lang.Tags {
		for _, sz := range fitSizes {
			t.Run(tag+"/"+sz.name, func(t *testing.T) {
				if tag == lang.French {
					inFrench(t)
				}
				a, in := testApp(t, &fakePlatform{}, sz.w, sz.h, sz.dsf)
				check := func(where string) {
					t.Helper()
					if probs := fitProblems(a, sz.minColumns); len(probs) > 0 {
						t.Errorf("%s: %d texts do not fit:\n  %s", where, len(probs), strings.Join(probs, "\n  "))
					}
				}
				lang.ResetMisses()
				click(t, a, in, "menu:rules")
				check("choice of games")
				for _, g := range rulebook.Games() {
					click(t, a, in, "rules:game:"+g)
					check(g + " how to play")
					click(t, a, in, "rules:ref")
					check(g + " reference")
					sc := a.Screen()
					if sc.ScrollMax <= 0 {
						t.Errorf("%s reference: no scrolling (max %v), yet it is long", g, sc.ScrollMax)
					}
					in.queue = append(in.queue, inputFrame{scroll: 1e6})
					a.Update()
					if sc := a.Screen(); sc.ScrollY != sc.ScrollMax {
						t.Errorf("%s reference: scrolled to %v of %v", g, sc.ScrollY, sc.ScrollMax)
					}
					check(g + " reference, scrolled to the end")
					click(t, a, in, "rules:back:end")
				}
				if m := lang.Misses(); len(m) > 0 {
					t.Errorf("French lookups without a translation in the rules: %q", m)
				}
				click(t, a, in, "rules:back")
				check("menu")
			})
		}
	}
}
