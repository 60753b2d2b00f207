package luxshopping_test

import (
	"fmt"
	"image/png"
	"math/rand/v2"
	"os"
	"strconv"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/galleria-games/galleria/game/lang"
	lx "github.com/galleria-games/galleria/game/luxshopping"
	"github.com/galleria-games/galleria/game/ui"
)

// A screenshot aid (not a test): with LX_SHOT=/tmp/x.png the test binary
// plays a seeded 4-player match to seat 0's decision at step LX_STEP (60)
// or later and draws the table at LX_SIZE (1280x800) and device scale
// LX_DSF (1), LX_TICKS ticks into the animation of the last batch (none:
// still), in language LX_LANG (en). LX_SCENE=pictures draws the rules
// book's pictures instead.
//
//	go test -c -o /tmp/lt ./game/luxshopping/ && LX_SHOT=/tmp/x.png LX_TICKS=30 xvfb-run -a /tmp/lt -test.run '^$'
func TestMain(m *testing.M) {
	if path := os.Getenv("LX_SHOT"); path != "" {
		if err := shot(path); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		os.Exit(0)
	}
	os.Exit(m.Run())
}

type shooter struct {
	frame *ui.Frame
	w, h  int
	path  string
	n     int
	rd    ui.Renderer
}

func (s *shooter) Update() error {
	if s.n++; s.n > 3 {
		return ebiten.Termination
	}
	return nil
}

func (s *shooter) Draw(screen *ebiten.Image) {
	s.rd.Draw(screen, s.frame)
	if s.n == 2 {
		if f, err := os.Create(s.path); err == nil {
			png.Encode(f, screen)
			f.Close()
		}
	}
}

func (s *shooter) Layout(int, int) (int, int) { return s.w, s.h }

func envOr(k, def string) string {
	if v := os.Getenv(k); v != "" {
		return v
	}
	return def
}

func shot(path string) error {
	w, h := 1280, 800
	fmt.Sscanf(envOr("LX_SIZE", "1280x800"), "%dx%d", &w, &h)
	dsf, _ := strconv.ParseFloat(envOr("LX_DSF", "1"), 64)
	step, _ := strconv.Atoi(envOr("LX_STEP", "60"))
	ticks, _ := strconv.Atoi(envOr("LX_TICKS", "0"))
	lang.Set(envOr("LX_LANG", lang.English))
	dw, dh := float64(w)*dsf, float64(h)*dsf
	var b *ui.Builder
	if os.Getenv("LX_SCENE") == "pictures" {
		b = pictureSheet(dw, dh)
	} else {
		t := &testing.T{}
		s, tb, seats := newMatch(t, 5, 4, "30")
		rng := rand.New(rand.NewPCG(5, 3))
		var log []string
		var legal []string
		for {
			if _, err := s.Advance(time.Now()); err != nil {
				return err
			}
			if s.Step() >= step || s.Over() {
				break
			}
			lines, _ := tb.CatchUp(s.Steps(), false)
			log = append(log, lines...)
			legal = s.State().View(0).LegalMoves(0)
			if err := s.Play(0, legal[rng.IntN(len(legal))]); err != nil {
				return err
			}
		}
		lines, _ := tb.CatchUp(s.Steps(), true)
		log = append(log, lines...)
		for i := 0; i < ticks; i++ {
			tb.(ui.Mover).Animate()
		}
		legal = s.State().View(0).LegalMoves(0)
		var p *lx.Picker
		if len(legal) > 0 {
			p = lx.NewPicker(legal)
		}
		b = buildView(tb, ctxFor(s, seats, p, log), float64(w), float64(h), dsf)
	}
	ebiten.SetWindowSize(int(dw), int(dh))
	return ebiten.RunGame(&shooter{frame: b.F, w: int(dw), h: int(dh), path: path})
}

// pictureSheet draws every section picture and a sample of the row
// pictures, with their captions.
func pictureSheet(w, h float64) *ui.Builder {
	b := ui.NewBuilder(ui.ColumnXform(w, h), "")
	b.Fill(b.R(0, 0, b.T.W, b.T.H), ui.ColBackground, 0)
	var pics []ui.Picture
	for i := 0; i < 4; i++ {
		pics = append(pics, lx.UI{}.SectionPictures(i)...)
	}
	for _, r := range [][2]string{{"zones", "orange"}, {"spaces", "shop"}, {"spaces", "red"}, {"spaces", "office"}, {"spaces", "minus"},
		{"spaces", "plus"}, {"shops", "40"}, {"correspondence", "17"}, {"correspondence", "66"}, {"redbutton", "RB20"}, {"victory", "5"}} {
		if p, ok := (lx.UI{}).RowPicture(r[0], r[1]); ok {
			pics = append(pics, p)
		}
	}
	x, y := 10.0, 10.0
	for i, p := range pics {
		pw := 90.0
		if i < 2 {
			pw = 300
		}
		ph := pw * p.Aspect
		if x+pw > b.T.W {
			x, y = 10, y+110
		}
		p.Draw(b, b.R(x, y, pw, ph))
		if p.Caption != "" {
			used := b.Para(b.R(x, y+ph+4, pw, 200), p.Caption, 12, ui.ColText, false)
			y += ph + used/b.T.U + 10
			continue
		}
		x += pw + 10
	}
	return b
}
