package luxshopping_test

// Fuzz targets:
//
//   - FuzzApply: byte-driven games. The input picks the player count, then
//     each byte chooses an action: a listed move or chance outcome (picked by
//     the next byte), a run of steps played at random, or a garbage text
//     (raw bytes or made of move words) applied as some seat or as Chance.
//     Never a panic; a listed move is accepted; an unlisted text is rejected
//     with an error and the hash unchanged; the invariants of the property
//     test hold after every step.
//   - FuzzImport: arbitrary bytes through ImportState: never a panic; an
//     accepted position exports again, imports back to the same hash and the
//     same bytes, satisfies the invariants, and a few random legal steps
//     played from it never panic (every decision has a move). The corpus
//     holds real positions of every phase and player count.
//   - FuzzLog: arbitrary text through engine.ParseLog and engine.Replay with
//     this game (enginetest.CheckLog): never a panic; every error is an
//     *engine.LogError; a parsed log writes and parses back to itself; a log
//     that replays does so to the same hash twice and keeps the invariants. The corpus holds logs of real games, whole and cut short.
//
// Crashers found while fuzzing are kept in testdata/fuzz/<target>/ and run
// with the seed corpus by plain 'go test'. Run one target with, for example:
//
//	go test ./engine/luxshopping/ -run '^$' -fuzz FuzzApply -fuzztime 60s

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"strconv"
	"sync"
	"testing"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/engine/bot"
	"github.com/galleria-games/galleria/engine/enginetest"
	"github.com/galleria-games/galleria/engine/luxshopping"
)

// fzGame is one real game: its player count, its log and some of its
// states (every 40th step, and the first state of each phase and decider).
type fzGame struct {
	players int
	steps   []engine.Step
	states  []*luxshopping.State
}

var fzGames = sync.OnceValue(func() []fzGame {
	var out []fzGame
	for n := 2; n <= 6; n++ {
		for g := uint64(0); g < 2; g++ {
			st, _ := luxshopping.Game{}.NewState(engine.Options{"players": strconv.Itoa(n)})
			rng := rand.New(rand.NewPCG(g, 0xF022+uint64(n)))
			bots := make([]bot.Bot, n)
			for i := range bots {
				bots[i] = bot.Random{}
				if (i+int(g))%3 == 0 {
					bots[i] = bot.Greedy{}
				}
			}
			x := fzGame{players: n}
			have := map[string]bool{}
			steps, err := enginetest.Play(st, bots, rng, func(st *luxshopping.State, step int) bool {
				w := st.Waiting()
				key := w.Phase + strconv.Itoa(w.Seat)
				if step%40 == 0 || !have[key] {
					have[key] = true
					x.states = append(x.states, st.Copy())
				}
				return true
			})
			if err != nil {
				panic(err)
			}
			x.steps = steps
			out = append(out, x)
		}
	}
	return out
})

func FuzzApply(f *testing.F) {
	// Seeds: real games' choices written as bytes (the index of each chosen
	// move among the listed ones), with garbage actions mixed in.
	for _, g := range fzGames() {
		st, _ := luxshopping.Game{}.NewState(engine.Options{"players": strconv.Itoa(g.players)})
		data := append([]byte{byte(g.players - 2)}, enginetest.ChoiceBytes(st, g.steps, 400, func(i int) []byte {
			if i%50 == 7 {
				return []byte{0, 5, 's', 'e', 'l', 'l', ' ', byte(i)}
			}
			return nil
		})...)
		f.Add(data)
	}
	f.Add([]byte{})
	f.Add([]byte{2, 2, 200, 2, 255, 2, 255, 1, 9, 1, 2, 3})
	f.Add([]byte{4, 2, 100, 0, 8, 'd', 'i', 'c', 'e', ' ', '7', ' ', '7', 1})
	f.Fuzz(func(t *testing.T, data []byte) {
		in := enginetest.Bytes{Data: data}
		n := 2 + int(in.Next()%5)
		st, err := luxshopping.Game{}.NewState(engine.Options{"players": strconv.Itoa(n)})
		if err != nil {
			t.Fatal(err)
		}
		for actions := 0; !in.Done() && actions < 600; actions++ {
			if st.Decision().Kind == engine.Terminal {
				return
			}
			if err := enginetest.FuzzAction(st, &in, propWords, 3, fzRandomBots[:n]); err != nil {
				t.Fatalf("%v (phase %s)", err, st.Waiting().Phase)
			}
			if err := propInvariants(st); err != nil {
				t.Fatal(err)
			}
		}
	})
}

var fzRandomBots = []bot.Bot{bot.Random{}, bot.Random{}, bot.Random{}, bot.Random{}, bot.Random{}, bot.Random{}}

func FuzzImport(f *testing.F) {
	for _, g := range fzGames() {
		for i, st := range g.states {
			if i%2 == 0 || st.Decision().Kind == engine.Terminal {
				p, _ := st.Position()
				f.Add(p)
			}
		}
		p, _ := g.states[len(g.states)/2].View(1).Position()
		f.Add(p)
	}
	st, _ := luxshopping.Game{}.NewState(nil)
	p, _ := st.Position()
	f.Add(p)
	for _, s := range []string{"", "{}", "null", "[]", `{"version":1,"game":"luxshopping"}`, `{"version":1,"game":"luxshopping","players":2,"seats":[{}]}`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		st, err := enginetest.TryImport(data, luxshopping.Game{}.Import, "position")
		if err != nil {
			t.Fatal(err)
		}
		if st != nil {
			fzCheckImported(t, st.(*luxshopping.State), data)
		}
	})
}

// fzCheckImported checks an accepted position: it exports again, imports
// back to the same hash and bytes, keeps the invariants, and a few random
// steps from it never panic and always find a move.
func fzCheckImported(t *testing.T, st *luxshopping.State, data []byte) {
	t.Helper()
	_, out, err := enginetest.CheckPositionRoundTrip(st, luxshopping.Game{}.Import)
	if err != nil {
		t.Fatalf("an imported position: %v", err)
	}
	if err := propInvariants(st); err != nil {
		t.Fatalf("imported position breaks an invariant: %v\n%s", err, out)
	}
	// A few random steps from it.
	h := st.Hash()
	rng := rand.New(rand.NewPCG(uint64(h[0])|uint64(h[1])<<8, uint64(len(data))))
	_, err = enginetest.PlayOn(st, rng, 30, func(step int) error {
		st.Evaluate(0)
		if err := propInvariants(st); err != nil {
			return fmt.Errorf("after %d steps from an imported position: %v", step+1, err)
		}
		return nil
	})
	if err != nil {
		t.Fatalf("%v (phase %s)\n%s", err, st.Waiting().Phase, out)
	}
}

// FuzzPositionEdits is FuzzImport made structure-aware: the input picks a
// real position and edits a few of its fields (phase, round, active seat,
// cash, owners, signs, galleries, piles, stack frames, dice, …); an edited
// position that imports gets the same checks as in FuzzImport.
func FuzzPositionEdits(f *testing.F) {
	var positions [][]byte
	for _, g := range fzGames() {
		for _, st := range g.states {
			p, _ := st.Position()
			positions = append(positions, p)
		}
	}
	for i := 0; i < 60; i++ {
		f.Add(uint16(i*7), uint8(i), int16(i-20), int16(3*i), uint8(i*13))
	}
	f.Fuzz(func(t *testing.T, pick uint16, what uint8, a, b int16, c uint8) {
		var p map[string]any
		if err := json.Unmarshal(positions[int(pick)%len(positions)], &p); err != nil {
			t.Fatal(err)
		}
		for k := 0; k < 1+int(c%3); k++ {
			fzEdit(p, (what+uint8(k)*7)%20, int(a)+k, int(b)-k, int(c)+k)
		}
		data, err := json.Marshal(p)
		if err != nil {
			t.Fatal(err)
		}
		st, err := enginetest.TryImport(data, luxshopping.Game{}.Import, "position")
		if err != nil {
			t.Fatal(err)
		}
		if st != nil {
			fzCheckImported(t, st.(*luxshopping.State), data)
		}
	})
}

var fzPhases = []string{"deal", "first", "roll", "dice", "card", "free", "buy", "build", "gain", "lose", "sell", "over", ""}
var fzKinds = []string{"endturn", "move", "double", "resolve", "mail", "office", "red", "return", "pay", "each", "gain", "lose", "bankrupt", "free", "buy", "build"}

// fzEdit changes one field of a decoded position.
func fzEdit(p map[string]any, what uint8, a, b, c int) {
	arr := func(key string) []any { x, _ := p[key].([]any); return x }
	mod := func(x, m int) int { return ((x % m) + m) % m }
	seats := arr("seats")
	seat, _ := seats[mod(c, len(seats))].(map[string]any)
	stack := arr("stack")
	piles, _ := p["piles"].(map[string]any)
	pile, _ := piles[[]string{"even", "odd", "red"}[mod(c, 3)]].(map[string]any)
	switch what {
	case 0:
		p["phase"] = fzPhases[mod(a, len(fzPhases))]
	case 1:
		p["round"] = mod(a, 102)
	case 2:
		p["active"] = mod(a, 8) - 1
	case 3:
		seat["cash"] = a * 1000
	case 4:
		seat["alive"] = a%2 == 0
		seat["out"] = mod(b, 4)
	case 5:
		owner := arr("owner")
		owner[mod(b, len(owner))] = mod(a, 8) - 1
	case 6:
		p["signs"] = append(arr("signs"), mod(b, 58))
	case 7:
		g := arr("galleries")
		if len(g) > 0 && a%2 == 0 {
			p["galleries"] = g[1:]
		} else {
			p["galleries"] = append(g, []any{mod(a, 57), mod(b, 57), mod(c, 57)})
		}
	case 8:
		u, _ := pile["unseen"].([]any)
		q, _ := pile["queue"].([]any)
		switch {
		case len(u) > 0 && a%3 == 0:
			i := mod(b, len(u))
			pile["queue"] = append(q, u[i])
			pile["unseen"] = append(u[:i:i], u[i+1:]...)
		case len(q) > 0 && a%3 == 1:
			i := mod(b, len(q))
			pile["unseen"] = append(u, q[i])
			pile["queue"] = append(q[:i:i], q[i+1:]...)
		case len(q) > 0:
			pile["queue"] = q[1:]
		}
	case 9:
		if len(stack) > 0 && a%2 == 0 {
			p["stack"] = stack[:len(stack)-1]
		} else {
			p["stack"] = append(stack, map[string]any{"do": fzKinds[mod(b, len(fzKinds))], "seat": mod(c, 3), "to": mod(a, 4) - 1,
				"pile": []string{"", "even", "odd", "red"}[mod(a, 4)], "card": mod(b, 74), "stage": mod(a, 3), "amount": mod(a, 20) * 1000})
		}
	case 10:
		if len(stack) > 0 {
			f, _ := stack[mod(b, len(stack))].(map[string]any)
			f["do"] = fzKinds[mod(a, len(fzKinds))]
		}
	case 11:
		if len(stack) > 0 {
			f, _ := stack[mod(b, len(stack))].(map[string]any)
			f["amount"] = a * 500
			f["seat"] = mod(c, 7) - 1
		}
	case 12:
		if len(stack) > 0 {
			f, _ := stack[mod(b, len(stack))].(map[string]any)
			f["card"] = mod(a, 75)
			f["pile"] = []string{"", "even", "odd", "red"}[mod(c, 4)]
		}
	case 13:
		p["dice"] = []any{mod(a, 8), mod(b, 8)}
	case 14:
		p["bought"] = mod(b, 58)
	case 15:
		p["ended"] = []string{"", "signs", "gallery", "last", "time"}[mod(a, 5)]
		p["winner"] = mod(b, 8) - 1
	case 16:
		p["first"] = mod(a, 8) - 1
		p["dealt"] = mod(b, 40)
	case 17:
		p["rollers"] = []any{mod(a, 7), mod(b, 7)}
		seat["roll"] = mod(c, 8)
	case 18:
		seat["pos"] = mod(a, 68)
		seat["firstDone"] = b%2 == 0
	case 19:
		p["turns"] = a
		p["maxRounds"] = mod(b, 120)
	}
}

func FuzzLog(f *testing.F) {
	for i, g := range fzGames() {
		m := &engine.Match{Game: luxshopping.GameName, Options: engine.Options{"players": strconv.Itoa(g.players)}, Steps: g.steps}
		if i%3 == 0 {
			f.Add(engine.FormatLog(m))
		}
		m.Steps = g.steps[:min(len(g.steps), 20+7*i)]
		if i%2 == 0 {
			m.Options["rounds"] = "30"
		}
		f.Add(engine.FormatLog(m))
	}
	for _, s := range []string{
		"",
		"galleria-log 1\ngame luxshopping\n",
		"galleria-log 1\ngame luxshopping\noption players 7\n",
		"galleria-log 1\ngame luxshopping\noption rounds 0\n",
		"galleria-log 1\ngame luxshopping\noption colour red\n",
		"galleria-log 1\ngame mallworld\noption players 3\n",
		"galleria-log 1\ngame luxshopping\noption players 2\nchance deal 1\nseat 0 roll\n",
		"galleria-log 1\ngame luxshopping\noption players 2\nchance dice 7 7\n",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		st, err := enginetest.CheckLog(luxshopping.Game{}, text)
		if err != nil {
			t.Fatal(err)
		}
		if ls, ok := st.(*luxshopping.State); ok {
			if err := propInvariants(ls); err != nil {
				t.Fatal(fmt.Errorf("after replay: %v", err))
			}
		}
	})
}
