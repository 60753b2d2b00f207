package online_test

import (
	"fmt"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/galleria-games/galleria/game"
)

// A screenshot aid (not a test): with CHAT_SHOT=<dir> the tests that call
// shot save PNGs of an App's current frame there, drawn by ebiten on the
// main thread (under Xvfb) while the test waits.
//
//	CHAT_SHOT=/tmp/shots xvfb-run -a go test ./game/online/ -run TestOnlineChatFits

type shotReq struct {
	a      *game.App
	w, h   int
	path   string
	done   chan struct{}
	frames int
}

var shots chan *shotReq

func TestMain(m *testing.M) {
	if os.Getenv("CHAT_SHOT") == "" {
		os.Exit(m.Run())
	}
	shots = make(chan *shotReq)
	code := make(chan int, 1)
	go func() {
		code <- m.Run()
		close(shots)
	}()
	ebiten.SetWindowSize(400, 400)
	if err := ebiten.RunGame(&shooter{}); err != nil {
		fmt.Fprintln(os.Stderr, err)
	}
	os.Exit(<-code)
}

// shot saves a's frame as CHAT_SHOT/name.png, at w×h CSS px and device
// scale dsf (the size a was last given); it does nothing without CHAT_SHOT.
func shot(t *testing.T, a *game.App, name string, w, h, dsf float64) {
	dir := os.Getenv("CHAT_SHOT")
	if dir == "" || shots == nil {
		return
	}
	r := &shotReq{a: a, w: int(w * dsf), h: int(h * dsf), path: filepath.Join(dir, name+".png"), done: make(chan struct{})}
	shots <- r
	<-r.done
	t.Logf("saved %s", r.path)
}

type shooter struct{ cur *shotReq }

func (s *shooter) Update() error {
	if s.cur == nil {
		select {
		case r, ok := <-shots:
			if !ok {
				return ebiten.Termination
			}
			s.cur = r
		default:
		}
	}
	return nil
}

func (s *shooter) Draw(screen *ebiten.Image) {
	r := s.cur
	if r == nil || screen.Bounds().Dx() != r.w || screen.Bounds().Dy() != r.h {
		return
	}
	r.a.Draw(screen)
	if f, err := os.Create(r.path); err == nil {
		png.Encode(f, screen)
		f.Close()
	}
	s.cur = nil
	close(r.done)
}

func (s *shooter) Layout(int, int) (int, int) {
	if s.cur != nil {
		return s.cur.w, s.cur.h
	}
	return 400, 400
}
