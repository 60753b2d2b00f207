package mallforheroes_test

import (
	"fmt"
	"image/png"
	"math/rand/v2"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	rules "github.com/galleria-games/galleria/engine/mallforheroes"
	"github.com/galleria-games/galleria/game/lang"
	mfh "github.com/galleria-games/galleria/game/mallforheroes"
	"github.com/galleria-games/galleria/game/ui"
)

// A screenshot aid (not a test): with MFH_SHOT=/tmp/x.png the test binary
// plays a seeded match (MFH_PLAYERS, MFH_LEVEL, MFH_SEED) to seat 0's
// first decision at step MFH_STEP or later, in phase MFH_PHASE if set (or
// to the end, MFH_STEP=end),
// builds the table at MFH_SIZE (1280x720) with the pointer on MFH_HOVER,
// after clicking MFH_CLICKS (MFH_SCENE=results: the results' breakdown at
// the end), in language MFH_LANG (en) with the guide's line when MFH_GUIDE
// is set, and saves it drawn:
//
//	go test -c -o /tmp/mt ./game/mallforheroes/ && MFH_SHOT=/tmp/x.png MFH_PLAYERS=3 MFH_STEP=40 xvfb-run -a /tmp/mt -test.run '^$'
func TestMain(m *testing.M) {
	if path := os.Getenv("MFH_SHOT"); path != "" {
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
	s.n++
	if s.n > 3 {
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

func env(k, def string) string {
	if v := os.Getenv(k); v != "" {
		return v
	}
	return def
}

func shot(path string) error {
	players, _ := strconv.Atoi(env("MFH_PLAYERS", "3"))
	level, _ := strconv.Atoi(env("MFH_LEVEL", "1"))
	seed, _ := strconv.ParseUint(env("MFH_SEED", "7"), 10, 64)
	stepArg := env("MFH_STEP", "40")
	w, h := 1280, 720
	fmt.Sscanf(env("MFH_SIZE", "1280x720"), "%dx%d", &w, &h)
	lang.Set(env("MFH_LANG", lang.English))
	t := &testing.T{}
	s, tb, seats := newMatch(t, seed, players, level)
	rng := rand.New(rand.NewPCG(seed, 9))
	pick := pickMove(rng)
	var log []string
	for {
		if _, err := s.Advance(time.Now()); err != nil {
			return err
		}
		if mv, ok := tb.(ui.Mover); ok { // only the last steps' glides stay
			mv.SetMotionSpeed(0)
			mv.SetMotionSpeed(1)
		}
		lines, err := tb.CatchUp(s.Steps(), true)
		if err != nil {
			return err
		}
		log = append(log, lines...)
		if s.Over() {
			break
		}
		if len(s.HumansToAct()) == 0 {
			continue
		}
		st := s.State().(*rules.State)
		if n, err := strconv.Atoi(stepArg); err == nil && s.Step() >= n && (os.Getenv("MFH_PHASE") == "" || os.Getenv("MFH_PHASE") == st.Phase()) {
			break
		}
		if err := s.Play(0, pick(st, st.LegalMoves(0))); err != nil {
			return err
		}
	}
	// The glides of the last steps: run to their end, or MFH_TICKS ticks
	// (a move half-way).
	if mv, ok := tb.(ui.Mover); ok {
		ticks, err := strconv.Atoi(os.Getenv("MFH_TICKS"))
		if err != nil {
			ticks = 1 << 20
		}
		for i := 0; i < ticks && mv.Animate(); i++ {
		}
	}
	var p ui.Picker = mfh.NewPicker(nil)
	if !s.Over() {
		p = mfh.NewPicker(s.State().LegalMoves(0))
	}
	c := ctxFor(s, seats, nil, log)
	if !s.Over() {
		c = ctxFor(s, seats, p, log)
	}
	for _, id := range strings.Fields(os.Getenv("MFH_CLICKS")) {
		if !tb.Click(id, c) {
			p.Click(id)
		}
	}
	c.Guide = os.Getenv("MFH_GUIDE") != ""
	hover := os.Getenv("MFH_HOVER")
	if hover == "auto" { // the last target of the middle legal move
		hover = ""
		if legal := c.Legal; len(legal) > 0 {
			plan := p.Plan(legal[len(legal)/2])
			hover = plan[len(plan)-1]
		}
	}
	b := build(tb, c, float64(w), float64(h), hover)
	if os.Getenv("MFH_SCENE") == "results" && s.Over() { // the game's part of the results scene
		b = ui.NewBuilder(ui.ColumnXform(float64(w), float64(h)), "")
		b.Fill(b.R(0, 0, b.T.W, b.T.H), ui.ColBackground, 0)
		tb.Results(b, logOf(s), s.State(), names(seats), 60, b.T.W)
	}
	ebiten.SetWindowSize(w, h)
	return ebiten.RunGame(&shooter{frame: b.F, w: w, h: h, path: path})
}
