package mallornothing_test

// Fuzz targets:
//
//   - FuzzParseMove: arbitrary text through ParseMove: never a panic; an
//     accepted move is in range and formats back to the very same text.
//   - FuzzApplyMove: arbitrary text applied as every seat (and as Chance and
//     seats that do not exist) on real states of every kind and on their
//     views: never a panic; a rejected move leaves the hash unchanged; an
//     accepted one was listed by LegalMoves.
//   - FuzzImportPosition: arbitrary bytes through ImportState: never a
//     panic; an accepted position exports and imports back to the same hash
//     and the same bytes, and can be played to the end. The corpus holds real positions.
//   - FuzzPositionEdits: the same, made structure-aware: real positions with
//     a few fields edited.
//
// Run one with, for example:
//
//	go test ./engine/mallornothing/ -run '^$' -fuzz FuzzParseMove -fuzztime 30s

import (
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/engine/bot"
	"github.com/galleria-games/galleria/engine/enginetest"
	"github.com/galleria-games/galleria/engine/mallornothing"
)

// fzStates are real states of a few random games: every step of the first,
// and one state of each stage and decision size of the others.
var fzStates = sync.OnceValue(func() []*mallornothing.State {
	var out []*mallornothing.State
	for g := uint64(0); g < 4; g++ {
		st, _ := mallornothing.Game{}.NewState(nil)
		rng := rand.New(rand.NewPCG(g, 0xF022))
		bots := []bot.Bot{bot.Random{}, bot.Greedy{}}
		have := map[string]bool{}
		_, err := enginetest.Play(st, bots, rng, func(st *mallornothing.State, _ int) bool {
			key := st.Stage() + string(rune('0'+len(st.Decision().Seats)))
			if g == 0 || !have[key] {
				have[key] = true
				out = append(out, st.Copy())
			}
			return true
		})
		if err != nil {
			panic(err)
		}
	}
	return out
})

func FuzzParseMove(f *testing.F) {
	for _, st := range fzStates()[:12] {
		for seat := engine.Chance; seat < 2; seat++ {
			for i, m := range st.LegalMoves(seat) {
				if i%7 == 0 {
					f.Add(m)
				}
			}
		}
	}
	for _, s := range []string{"", "discard 7", "discard 0", "place 7 at 2,1 r0", "place 7 at -0,1 r0", "place 7 at +1,1 r0",
		"place 7 at 01,1 r0", "place 18 at 99,-99 r180", "place 19 at 0,0 r0", "place 7 at 2,1 r90", "place 7 at 2,1,0 r0",
		"place 7  at 2,1 r0", " place 7 at 2,1 r0", "place 7 at 2,1 r0 ", "place\t7 at 2,1 r0", "place 7 at ,1 r0",
		"place 7 at 2, r0", "place 7 at - ,1 r0", "place 7 at 9999,1 r0", "card 7", "start 9 10", "\x00", "place 7 at 2,1 r0\n"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		m, err := mallornothing.ParseMove(text)
		if err != nil {
			if err.Error() == "" {
				t.Fatalf("%q: empty error", text)
			}
			return
		}
		if got := m.String(); got != text {
			t.Fatalf("%q parses to %+v, which formats as %q", text, m, got)
		}
		if m.Card < 1 || m.Card > 18 || m.X < -99 || m.X > 99 || m.Y < -99 || m.Y > 99 || (m.Rot != 0 && m.Rot != 180) ||
			(m.Kind != mallornothing.MovePlace && (m.X != 0 || m.Y != 0 || m.Rot != 0)) ||
			(m.Kind == mallornothing.ChanceDeal && m.Card != 9 && m.Card != 10) {
			t.Fatalf("%q parses to %+v, out of range", text, m)
		}
		if engine.ValidMoveText(text) != nil {
			t.Fatalf("%q is accepted but is not a valid move text: %v", text, engine.ValidMoveText(text))
		}
		again, err := mallornothing.ParseMove(m.String())
		if err != nil || again != m {
			t.Fatalf("%q: re-parse gives %+v, %v", text, again, err)
		}
	})
}

func FuzzApplyMove(f *testing.F) {
	states := fzStates()
	for _, st := range states[:12] {
		for seat := -1; seat < 2; seat++ {
			for i, m := range st.LegalMoves(seat) {
				if i%5 == 0 {
					f.Add(m)
				}
			}
		}
	}
	for _, s := range []string{"", "discard 5", "place 1 at 0,0 r0", "card 9", "start 9 10", "start 10 9", "card 18"} {
		f.Add(s)
	}
	type fixture struct {
		st    *mallornothing.State
		hash  [32]byte
		legal map[int][]string
	}
	var fx []fixture
	for _, st := range states {
		for _, v := range []*mallornothing.State{st, st.ViewState(0), st.ViewState(1), st.ViewState(2)} {
			x := fixture{st: v, hash: v.Hash(), legal: map[int][]string{}}
			for seat := -2; seat <= 2; seat++ {
				x.legal[seat] = v.LegalMoves(seat)
			}
			fx = append(fx, x)
		}
	}
	f.Fuzz(func(t *testing.T, text string) {
		for _, x := range fx {
			for seat := -2; seat <= 2; seat++ {
				c := x.st.Copy()
				err := c.Apply(seat, text)
				listed := slices.Contains(x.legal[seat], text)
				if err != nil {
					if c.Hash() != x.hash {
						t.Fatalf("%s %q rejected (%v) but the state changed", engine.SeatName(seat), text, err)
					}
					if listed {
						t.Fatalf("%s %q listed but rejected: %v", engine.SeatName(seat), text, err)
					}
					continue
				}
				if !listed {
					t.Fatalf("%s %q accepted but not listed (stage %s, viewer %d)", engine.SeatName(seat), text, x.st.Stage(), x.st.Viewer())
				}
			}
		}
	})
}

func FuzzImportPosition(f *testing.F) {
	for i, st := range fzStates() {
		if i%3 == 0 || st.Decision().Kind == engine.Terminal {
			p, _ := st.Position()
			f.Add(p)
		}
	}
	st, _ := mallornothing.Game{}.NewState(nil)
	p, _ := st.Position()
	f.Add(p)
	for _, s := range []string{"", "{}", "null", "[]", `{"format":"galleria-position"}`, "{\"seats\":[{}]}"} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		st, err := mallornothing.ImportState(data)
		if err != nil {
			if err.Error() == "" {
				t.Fatal("empty error")
			}
			return
		}
		if _, _, err := enginetest.CheckPositionRoundTrip(st, mallornothing.Game{}.Import); err != nil {
			t.Fatalf("an imported position: %v", err)
		}
		// Play it out: first legal move or outcome, every decision takeable.
		for step := 0; st.Decision().Kind != engine.Terminal; step++ {
			if step > 40 {
				t.Fatalf("no end after 40 steps from\n%s", data)
			}
			d := st.Decision()
			for s := 0; s < 2; s++ {
				v := st.ViewState(s)
				v.LegalMoves(s)
				v.Evaluate(s)
			}
			seat := engine.Chance
			if d.Kind == engine.Simultaneous {
				seat = d.Seats[step%len(d.Seats)]
			}
			moves := st.LegalMoves(seat)
			if len(moves) == 0 {
				t.Fatalf("%s must act but has no move (stage %s)", engine.SeatName(seat), st.Stage())
			}
			if err := st.Apply(seat, moves[(7*step)%len(moves)]); err != nil {
				t.Fatalf("listed move rejected: %v", err)
			}
		}
		if st.Result() == nil {
			t.Fatal("terminal without a result")
		}
	})
}

// FuzzPositionEdits is FuzzImportPosition made structure-aware: the input
// picks a real position and edits a few of its fields; the edited position
// goes through FromPosition with the same checks as an import.
func FuzzPositionEdits(f *testing.F) {
	states := fzStates()
	for i := 0; i < 40; i++ {
		f.Add(uint8(i), uint8(i*7), int8(i-20), int8(3*i), uint8(i*13))
	}
	f.Fuzz(func(t *testing.T, pick, what uint8, a, b int8, c uint8) {
		p := states[int(pick)%len(states)].PositionOf()
		for k := 0; k < 1+int(c%3); k++ {
			fzEdit(p, (what+uint8(k)*5)%14, int(a)+k, int(b)-k, c)
		}
		st, err := mallornothing.FromPosition(p)
		if err != nil {
			if !strings.HasPrefix(err.Error(), "position: ") {
				t.Fatalf("error %q does not say it is about the position", err)
			}
			return
		}
		if _, _, err := enginetest.CheckPositionRoundTrip(st, mallornothing.Game{}.Import); err != nil {
			t.Fatalf("edited position accepted, but: %v", err)
		}
		for step := 0; st.Decision().Kind != engine.Terminal; step++ {
			if step > 40 {
				t.Fatal("no end")
			}
			d := st.Decision()
			seat := engine.Chance
			if d.Kind == engine.Simultaneous {
				seat = d.Seats[0]
			}
			moves := st.LegalMoves(seat)
			if len(moves) == 0 {
				t.Fatalf("%s must act but has no move", engine.SeatName(seat))
			}
			if err := st.Apply(seat, moves[step%len(moves)]); err != nil {
				t.Fatal(err)
			}
		}
	})
}

func fzEdit(p *mallornothing.Position, what uint8, a, b int, c uint8) {
	seat := &p.Seats[int(c)%len(p.Seats)]
	switch what {
	case 0:
		p.Stage = [...]string{"start", "draw", "place", "over", "hidden", ""}[uint(a)%6]
	case 1:
		p.Round = a % 10
	case 2:
		p.P1 = a % 3
	case 3:
		if len(p.Deck) > 0 {
			p.Deck[uint(b)%uint(len(p.Deck))] = a % 20
		} else {
			p.Deck = append(p.Deck, a%20)
		}
	case 4:
		if len(seat.Mall) > 0 {
			seat.Mall[uint(b)%uint(len(seat.Mall))].X = a % 12
		}
	case 5:
		if len(seat.Mall) > 0 {
			seat.Mall[uint(b)%uint(len(seat.Mall))].Y = a % 20
		}
	case 6:
		if len(seat.Mall) > 0 {
			seat.Mall[uint(b)%uint(len(seat.Mall))].Rot = []int{0, 180, 90}[uint(a)%3]
		}
	case 7:
		if len(seat.Mall) > 0 {
			seat.Mall[uint(b)%uint(len(seat.Mall))].Card = a % 20
		}
	case 8:
		if len(seat.Mall) > 1 {
			i, j := uint(a)%uint(len(seat.Mall)), uint(b)%uint(len(seat.Mall))
			seat.Mall[i], seat.Mall[j] = seat.Mall[j], seat.Mall[i]
		}
	case 9:
		if len(seat.Pairs) > 0 {
			pr := &seat.Pairs[uint(b)%uint(len(seat.Pairs))]
			pr[0], pr[1] = pr[1], pr[0]
		}
	case 10:
		seat.Drawn = a % 20
	case 11:
		seat.Pending = mallornothing.Move{Kind: mallornothing.MovePlace, Card: seat.Drawn, X: a % 6, Y: b % 8, Rot: 180 * (int(c) % 2)}.String()
	case 12:
		seat.Pending = []string{"", "hidden", "discard " + strconv.Itoa(seat.Drawn)}[uint(a)%3]
	case 13:
		if len(p.Deck) > 0 && len(seat.Mall) > 0 {
			// Trade a deck card for the last card of the mall.
			i := uint(b) % uint(len(p.Deck))
			p.Deck[i], seat.Mall[len(seat.Mall)-1].Card = seat.Mall[len(seat.Mall)-1].Card, p.Deck[i]
			slices.Sort(p.Deck)
		}
	}
}
