package luxshopping_test

import (
	"slices"
	"testing"

	lx "github.com/galleria-games/galleria/game/luxshopping"
)

// Every kind of move has the contract's plan, and clicking the plan's
// targets in order makes exactly that move (and nothing before the last).
func TestPickerPlans(t *testing.T) {
	cases := []struct {
		legal []string
		move  string
		plan  []string
	}{
		{[]string{"roll"}, "roll", []string{"lx:roll"}},
		{[]string{"buy", "pass"}, "buy", []string{"lx:buy"}},
		{[]string{"buy", "pass"}, "pass", []string{"lx:pass"}},
		{[]string{"gallery 4 5", "gallery 4 30", "gallery 5 30", "pass"}, "gallery 4 30", []string{"lx:pick:4", "lx:pick:30", "lx:ok"}},
		{[]string{"gallery 4 5", "gallery 4 30", "gallery 5 30", "pass"}, "gallery 5 30", []string{"lx:pick:5", "lx:pick:30", "lx:ok"}},
		{[]string{"gallery 4 5", "pass"}, "pass", []string{"lx:pass"}},
		{[]string{"merge 7", "merge 40", "pass"}, "merge 40", []string{"lx:pick:40", "lx:ok"}},
		{[]string{"merge 7", "merge 40", "pass"}, "pass", []string{"lx:pass"}},
		{[]string{"sign 3", "sign 20"}, "sign 20", []string{"lx:pick:20"}},
		{[]string{"unsign 3", "unsign 56"}, "unsign 56", []string{"lx:pick:56"}},
		{[]string{"sell 2", "sell 30", "sell 50"}, "sell 30", []string{"lx:pick:30"}},
		{[]string{"sell 2", "sell 30", "pay"}, "pay", []string{"lx:pay"}},
		{[]string{"sell 2", "sell 30", "pay"}, "sell 2", []string{"lx:pick:2"}},
	}
	for _, tc := range cases {
		p := lx.NewPicker(tc.legal)
		if got := p.Plan(tc.move); !slices.Equal(got, tc.plan) {
			t.Errorf("%v: plan of %q = %v, want %v", tc.legal, tc.move, got, tc.plan)
			continue
		}
		got := ""
		for i, id := range tc.plan {
			if !p.Enabled(id) {
				t.Errorf("%v %q: click %d (%s) not enabled", tc.legal, tc.move, i, id)
			}
			got = p.Click(id)
			if i < len(tc.plan)-1 && got != "" {
				t.Errorf("%v %q: click %d (%s) already made %q", tc.legal, tc.move, i, id, got)
			}
		}
		if got != tc.move {
			t.Errorf("%v: clicking %v made %q, want %q", tc.legal, tc.plan, got, tc.move)
		}
	}
}

// Plans of moves that are not legal (or not moves) are nil; so are chance
// outcomes, which no person plays.
func TestPickerPlanIllegal(t *testing.T) {
	p := lx.NewPicker([]string{"gallery 4 5", "pass"})
	for _, m := range []string{"", "roll", "buy", "gallery 5 4", "gallery 4 6", "merge 4", "sign 4", "pay", "dice 3 4", "card 12", "nonsense"} {
		if plan := p.Plan(m); plan != nil {
			t.Errorf("plan of %q = %v, want nil", m, plan)
		}
	}
	if plan := lx.NewPicker(nil).Plan("roll"); plan != nil {
		t.Errorf("empty picker: plan %v", plan)
	}
}

// Gallery choice: only shops that can still make a legal pair are
// pickable; OK needs a legal pair; a chosen shop clicked again is dropped;
// Reset drops the choice; a click on a target of another decision does
// nothing.
func TestPickerGalleryChoice(t *testing.T) {
	p := lx.NewPicker([]string{"gallery 4 5", "gallery 4 30", "pass"})
	if !p.Building() || p.Merging() {
		t.Fatal("not a gallery creation")
	}
	for id, want := range map[string]bool{"lx:pick:4": true, "lx:pick:5": true, "lx:pick:30": true, "lx:pick:6": false, "lx:ok": false, "lx:pass": true, "lx:buy": false, "lx:roll": false, "lx:pay": false} {
		if p.Enabled(id) != want {
			t.Errorf("fresh: %s enabled %v", id, !want)
		}
	}
	if p.Click("lx:pick:5") != "" || !p.Selected("lx:pick:5") {
		t.Fatal("pick 5")
	}
	// 5 pairs only with 4.
	if p.Enabled("lx:pick:30") || !p.Enabled("lx:pick:4") || p.Enabled("lx:ok") {
		t.Error("after 5: 30 must be off, 4 on, ok off")
	}
	if p.Click("lx:pick:30") != "" || slices.Contains(p.Chosen(), 30) {
		t.Error("a disabled shop was chosen")
	}
	p.Click("lx:pick:5") // dropped
	if len(p.Chosen()) != 0 || p.Selected("lx:pick:5") {
		t.Errorf("chosen %v after clicking 5 again", p.Chosen())
	}
	p.Click("lx:pick:30")
	p.Click("lx:pick:4")
	if p.Pending() != "gallery 4 30" || !p.Enabled("lx:ok") {
		t.Fatalf("pending %q", p.Pending())
	}
	p.Reset()
	if p.Pending() != "" || p.Click("lx:ok") != "" {
		t.Error("reset kept the choice")
	}
	if p.Click("lx:buy") != "" || p.Click("lx:pick:bad") != "" {
		t.Error("foreign targets made a move")
	}
}

// Merging: one gallery at a time; choosing another replaces it.
func TestPickerMergeChoice(t *testing.T) {
	p := lx.NewPicker([]string{"merge 7", "merge 40", "pass"})
	if !p.Merging() {
		t.Fatal("not a merge")
	}
	p.Click("lx:pick:7")
	p.Click("lx:pick:40")
	if !slices.Equal(p.Chosen(), []int{40}) || p.Click("lx:ok") != "merge 40" {
		t.Errorf("chosen %v", p.Chosen())
	}
	if p.Enabled("lx:pick:8") {
		t.Error("a shop that is no gallery is pickable")
	}
}
