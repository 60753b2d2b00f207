package game

import (
	"fmt"
	"strings"
	"testing"

	"github.com/galleria-games/galleria/game/rulebook"
	"github.com/galleria-games/galleria/game/ui"
)

// pictureUI is a game's UI with pictures for its rules: a square beside
// every reference row, two pictures under the first how-to section. It
// records where each was drawn (device px).
type pictureUI struct {
	ui.GameUI
	drawn map[string]ui.Rect
}

func (p *pictureUI) pic(key string, aspect float64, caption string) ui.Picture {
	return ui.Picture{Aspect: aspect, Caption: caption, Draw: func(b *ui.Builder, r ui.Rect) {
		b.Fill(r, ui.ColHighlight, 4)
		p.drawn[key] = r
	}}
}

func (p *pictureUI) RowPicture(table, row string) (ui.Picture, bool) {
	return p.pic("row:"+table+":"+row, 1, ""), true
}

func (p *pictureUI) SectionPictures(i int) []ui.Picture {
	if i != 0 {
		return nil
	}
	return []ui.Picture{p.pic("sec:0:a", 0.5, "A worked example of scoring, drawn."), p.pic("sec:0:b", 0.3, "The colour key.")}
}

// withPictures swaps game's UI for a pictureUI around it for the test.
func withPictures(t *testing.T, game string) *pictureUI {
	t.Helper()
	uiMu.Lock()
	defer uiMu.Unlock()
	for i, u := range gameUIs {
		if u.Game().Name() == game {
			p := &pictureUI{GameUI: u, drawn: map[string]ui.Rect{}}
			gameUIs[i] = p
			t.Cleanup(func() {
				uiMu.Lock()
				gameUIs[i] = u
				uiMu.Unlock()
			})
			return p
		}
	}
	t.Fatalf("no UI for %s", game)
	return nil
}

// The rules scene draws an Illustrator's pictures: beside each reference
// row on a desktop and above it on a phone, and under their how-to
// section with their captions; every text still fits (≥ 11 CSS px on the
// phone, 12 on the desktop).
func TestRulesPictures(t *testing.T) {
	const game = "mallworld"
	p := withPictures(t, game)
	book, _ := rulebook.For(game)
	for _, sz := range []struct {
		w, h, dsf, min float64
		phone          bool
	}{{1280, 800, 1, 12, false}, {390, 844, 3, 11, true}} {
		t.Run(fmt.Sprintf("%vx%v", sz.w, sz.h), func(t *testing.T) {
			clear(p.drawn)
			a, in := testApp(t, &fakePlatform{}, sz.w, sz.h, sz.dsf)
			click(t, a, in, "menu:rules")
			click(t, a, in, "rules:game:"+game)
			ra, okA := p.drawn["sec:0:a"]
			rb, okB := p.drawn["sec:0:b"]
			if !okA || !okB || rb.Y < ra.Y+ra.H {
				t.Fatalf("section pictures drawn %v %v, the second under the first? %v %v", okA, okB, ra, rb)
			}
			if txt := frameTexts(a); !strings.Contains(txt, "A worked example of scoring, drawn.") || !strings.Contains(txt, "The colour key.") {
				t.Fatal("the captions are not shown")
			}
			if probs := fitProblems(a, sz.min); len(probs) > 0 {
				t.Errorf("how to play: %d texts do not fit:\n  %s", len(probs), strings.Join(probs, "\n  "))
			}
			click(t, a, in, "rules:ref")
			for _, tb := range book.Reference {
				for _, row := range tb.Rows {
					r, ok := p.drawn["row:"+tb.Key+":"+row.Key]
					if !ok {
						t.Fatalf("no picture for row %s of %s", row.Key, tb.Key)
					}
					// The row's name is beside the picture (desktop) or under it (phone).
					name := textBox(a, row.Name)
					if name == nil {
						continue // off the frame's texts (a name shown twice, say)
					}
					css := ui.ToCSS(r, sz.dsf)
					if sz.phone && name.Y < css.Y+css.H-0.5 {
						t.Fatalf("phone: row %s's name at y %v, above its picture's bottom %v", row.Key, name.Y, css.Y+css.H)
					}
					if !sz.phone && name.X < css.X+css.W-0.5 {
						t.Fatalf("desktop: row %s's name at x %v, left of its picture's right %v", row.Key, name.X, css.X+css.W)
					}
				}
			}
			if probs := fitProblems(a, sz.min); len(probs) > 0 {
				t.Errorf("reference: %d texts do not fit:\n  %s", len(probs), strings.Join(probs, "\n  "))
			}
		})
	}
}

// textBox is the first text of the screen equal to s.
func textBox(a *App, s string) *TextBox {
	for _, tb := range a.Screen().Texts {
		if tb.Text == s {
			return &tb
		}
	}
	return nil
}
