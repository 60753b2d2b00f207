package mallforheroes_test

// Fuzz targets:
//
//   - FuzzApply: byte-driven games. The input picks the setup (solo at a
//     level 1…6, or 2…5 players), then each byte chooses an action: a
//     listed move or chance outcome (picked by the next byte), a run of
//     steps played at random, or a garbage text (raw bytes or made of move
//     words) applied as some seat or as Chance. Never a panic; a listed
//     move is accepted; an unlisted text is rejected with an error and the
//     hash unchanged; the invariants of the property test hold after every
//     step.
//   - FuzzImport: arbitrary bytes through ImportState: never a panic; an
//     accepted position exports again, imports back to the same hash and
//     the same bytes, satisfies the invariants, and random legal steps
//     played from it to the end never panic (every decision has a move).
//     The corpus holds real positions of every phase and setup.
//   - FuzzPositionEdits: FuzzImport made structure-aware: the input picks a
//     real position and edits a few of its fields (phase, round, turn,
//     active, held Shop, Wizards, Monsters, deck, display, a mall's
//     Entrance, Hero, picks, Towers and cards, the bot's deck and pile,
//     removed Shops, …); an edited position that imports gets the same
//     checks as in FuzzImport.
//   - FuzzLog: arbitrary text through engine.ParseLog and engine.Replay
//     with this game (enginetest.CheckLog): never a panic; every error is
//     an *engine.LogError; a parsed log writes and parses back to itself; a
//     log that replays does so to the same hash twice and keeps the
//     invariants. The corpus holds logs of real
//     games, whole and cut short.
//
// Crashers found while fuzzing are kept in testdata/fuzz/<target>/ and run
// with the seed corpus by plain 'go test'. Run one target with, for example:
//
//	go test ./engine/mallforheroes/ -run '^$' -fuzz FuzzApply -fuzztime 60s -fuzzminimizetime 3s

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"slices"
	"sync"
	"testing"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/engine/bot"
	"github.com/galleria-games/galleria/engine/enginetest"
	"github.com/galleria-games/galleria/engine/mallforheroes"
)

// fzGame is one real game: its setup, its log and some of its states
// (every 25th step, and the first state of each phase and active mall).
type fzGame struct {
	setup  propSetup
	steps  []engine.Step
	states []*mallforheroes.State
}

var fzGames = sync.OnceValue(func() []fzGame {
	var out []fzGame
	for i, su := range propSetups() {
		for g := uint64(0); g < 2; g++ {
			st, _ := mallforheroes.Game{}.NewState(su.options())
			rng := rand.New(rand.NewPCG(g, 0xF022+uint64(i)))
			bots := make([]bot.Bot, su.players)
			for k := range bots {
				bots[k] = bot.Random{}
				if (k+int(g))%3 == 0 {
					bots[k] = bot.Greedy{}
				}
			}
			x := fzGame{setup: su}
			have := map[string]bool{}
			steps, err := enginetest.Play(st, bots, rng, func(st *mallforheroes.State, step int) bool {
				key := fmt.Sprint(st.Phase(), st.ActiveMall(), st.Round())
				if step%25 == 0 || !have[key] {
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
	for i, g := range fzGames() {
		if i%2 == 1 {
			continue
		}
		st, _ := mallforheroes.Game{}.NewState(g.setup.options())
		data := append([]byte{byte(slices.Index(propSetups(), g.setup))}, enginetest.ChoiceBytes(st, g.steps, 0, func(i int) []byte {
			if i%40 == 7 {
				return []byte{0, 1, 6, 'd', 'r', 'a', 'f', 't', ' ', byte('0' + i%5)}
			}
			return nil
		})...)
		f.Add(data)
	}
	f.Add([]byte{})
	f.Add([]byte{9, 2, 200, 2, 255, 2, 255, 1, 9, 1, 2, 3})
	f.Add([]byte{1, 2, 255, 2, 255, 2, 255, 0, 1, 11, 'r', 'e', 'm', 'o', 'v', 'e', ' ', 'p', 'u', 'b', 1})
	f.Fuzz(func(t *testing.T, data []byte) {
		in := enginetest.Bytes{Data: data}
		setups := propSetups()
		su := setups[int(in.Next())%len(setups)]
		st, err := mallforheroes.Game{}.NewState(su.options())
		if err != nil {
			t.Fatal(err)
		}
		n := su.players
		for actions := 0; !in.Done() && actions < 800; actions++ {
			if st.Decision().Kind == engine.Terminal {
				if err := propEnd(st); err != nil {
					t.Fatal(err)
				}
				return
			}
			if err := enginetest.FuzzAction(st, &in, propWords, 5, fzRandomBots[:n]); err != nil {
				t.Fatalf("%v (phase %s)", err, st.Phase())
			}
			if err := propInvariants(st); err != nil {
				t.Fatal(err)
			}
		}
	})
}

var fzRandomBots = []bot.Bot{bot.Random{}, bot.Random{}, bot.Random{}, bot.Random{}, bot.Random{}}

func FuzzImport(f *testing.F) {
	for _, g := range fzGames() {
		for i, st := range g.states {
			if i%3 == 0 || st.Decision().Kind == engine.Terminal {
				p, _ := st.Position()
				f.Add(p)
			}
		}
		p, _ := g.states[len(g.states)/2].View(0).Position()
		f.Add(p)
	}
	st, _ := mallforheroes.Game{}.NewState(nil)
	p, _ := st.Position()
	f.Add(p)
	for _, s := range []string{"", "{}", "null", "[]", `{"version":1,"game":"mallforheroes"}`,
		`{"version":1,"game":"mallforheroes","players":1,"level":2,"malls":[{}]}`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		st, err := enginetest.TryImport(data, mallforheroes.Game{}.Import, "position")
		if err != nil {
			t.Fatal(err)
		}
		if st != nil {
			fzCheckImported(t, st.(*mallforheroes.State), data)
		}
	})
}

// fzCheckImported checks an accepted position: it exports again, imports
// back to the same hash and bytes, keeps the invariants, and random steps
// from it never panic, always find a move, and end the game.
func fzCheckImported(t *testing.T, st *mallforheroes.State, data []byte) {
	t.Helper()
	_, out, err := enginetest.CheckPositionRoundTrip(st, mallforheroes.Game{}.Import)
	if err != nil {
		t.Fatalf("an imported position: %v", err)
	}
	if err := propInvariants(st); err != nil {
		t.Fatalf("imported position breaks an invariant: %v\n%s", err, out)
	}
	// Random steps from it, to the end (a view stops at chance).
	h := st.Hash()
	rng := rand.New(rand.NewPCG(uint64(h[0])|uint64(h[1])<<8, uint64(len(data))))
	end, err := enginetest.PlayOn(st, rng, propMaxSteps+1, func(step int) error {
		if step%8 == 0 {
			st.Evaluate(0)
		}
		if err := propInvariants(st); err != nil {
			return fmt.Errorf("after %d steps from an imported position: %v", step+1, err)
		}
		return nil
	})
	switch {
	case err != nil:
		t.Fatalf("%v (phase %s)\n%s", err, st.Phase(), out)
	case end == enginetest.OutOfSteps:
		t.Fatalf("no end after %d steps from\n%s", propMaxSteps, out)
	case end == enginetest.Ended:
		if err := propEnd(st); err != nil {
			t.Fatalf("at the end of a game from an imported position: %v\n%s", err, out)
		}
	}
}

// FuzzPositionEdits is FuzzImport made structure-aware: the input picks a
// real position and edits a few of its fields; an edited position that
// imports gets the same checks as in FuzzImport.
func FuzzPositionEdits(f *testing.F) {
	var positions [][]byte
	for _, g := range fzGames() {
		for _, st := range g.states {
			p, _ := st.Position()
			positions = append(positions, p)
		}
	}
	for i := 0; i < 80; i++ {
		f.Add(uint16(i*7), uint8(i), int16(i-20), int16(3*i), uint8(i*13))
	}
	f.Fuzz(func(t *testing.T, pick uint16, what uint8, a, b int16, c uint8) {
		var p map[string]any
		if err := json.Unmarshal(positions[int(pick)%len(positions)], &p); err != nil {
			t.Fatal(err)
		}
		for k := 0; k < 1+int(c%3); k++ {
			fzEdit(p, (what+uint8(k)*7)%24, int(a)+k, int(b)-k, int(c)+k)
		}
		data, err := json.Marshal(p)
		if err != nil {
			t.Fatal(err)
		}
		st, err := enginetest.TryImport(data, mallforheroes.Game{}.Import, "position")
		if err != nil {
			t.Fatal(err)
		}
		if st != nil {
			fzCheckImported(t, st.(*mallforheroes.State), data)
		}
	})
}

var fzPhases = []string{"entrance", "hero", "wizard", "monster", "display", "bot", "draft", "place", "bard", "claim", "remove", "over", ""}

func fzShop(k int) string { return fmt.Sprintf("S%02d", k) }

// fzEdit changes one field of a decoded position.
func fzEdit(p map[string]any, what uint8, a, b, c int) {
	mod := func(x, m int) int { return ((x % m) + m) % m }
	arr := func(m map[string]any, key string) []any { x, _ := m[key].([]any); return x }
	malls := arr(p, "malls")
	var mall map[string]any
	if len(malls) > 0 {
		mall, _ = malls[mod(c, len(malls))].(map[string]any)
	}
	if mall == nil {
		mall = map[string]any{}
	}
	cards := arr(mall, "cards")
	bt, _ := p["bot"].(map[string]any)
	// take removes a random element of a list; give adds one.
	take := func(m map[string]any, key string, i int) any {
		l := arr(m, key)
		if len(l) == 0 {
			return nil
		}
		i = mod(i, len(l))
		x := l[i]
		m[key] = append(l[:i:i], l[i+1:]...)
		return x
	}
	give := func(m map[string]any, key string, x any) { m[key] = append(arr(m, key), x) }
	switch what {
	case 0:
		p["phase"] = fzPhases[mod(a, len(fzPhases))]
	case 1:
		p["round"] = mod(a, 7) - 1
		p["turn"] = mod(b, 14) - 1
	case 2:
		p["active"] = mod(a, 7) - 1
	case 3:
		if a%2 == 0 {
			p["held"] = ""
		} else {
			p["held"] = fzShop(mod(b, 62))
		}
	case 4:
		p["remove"] = mod(a, 4) - 1
	case 5:
		if a%2 == 0 {
			take(p, "wizards", b)
		} else {
			give(p, "wizards", fmt.Sprintf("W%d", mod(b, 8)))
		}
	case 6:
		if a%2 == 0 {
			take(p, "monsters", b)
		} else {
			give(p, "monsters", fmt.Sprintf("M%d", mod(b, 6)))
		}
	case 7: // a Shop moves between the deck and the display
		d := arr(p, "display")
		if len(d) == 12 {
			i := mod(b, 12)
			if a%2 == 0 {
				if x := take(p, "deck", c); x != nil {
					d[i] = x
				}
			} else if s, _ := d[i].(string); s != "" {
				give(p, "deck", s)
				d[i] = ""
			}
		}
	case 8:
		d := arr(p, "display")
		if len(d) == 12 {
			i, j := mod(a, 12), mod(b, 12)
			d[i], d[j] = d[j], d[i]
		}
	case 9:
		if a%2 == 0 {
			take(p, "deck", b)
		} else {
			give(p, "deck", fzShop(mod(b, 62)))
		}
	case 10:
		mall["entrance"] = []string{"", "EN1", "EN2", "EN3", "EN4", "EN5", "EN6"}[mod(a, 7)]
	case 11:
		mall["hero"] = []string{"", "H1", "H2", "H3", "H4", "H5", "H0"}[mod(a, 7)]
		mall["heroReady"] = b%2 == 0
	case 12:
		mall["picks"] = mod(a, 21) - 1
	case 13:
		if a%2 == 0 {
			take(mall, "towers", b)
		} else {
			give(mall, "towers", fmt.Sprintf("W%d", mod(b, 7)))
		}
	case 14: // move a card
		if len(cards) > 0 {
			cd, _ := cards[mod(a, len(cards))].(map[string]any)
			cd["x"] = mod(b, 61) - 30
			cd["y"] = mod(c, 61) - 30
		}
	case 15: // change a card
		if len(cards) > 0 {
			cd, _ := cards[mod(a, len(cards))].(map[string]any)
			switch mod(c, 4) {
			case 0:
				cd["card"] = fzShop(mod(b, 62))
			case 1:
				cd["card"] = fmt.Sprintf("W%d", mod(b, 7))
			case 2:
				cd["card"] = fmt.Sprintf("EN%d", mod(b, 6))
			default:
				cd["rot"] = b%2 == 0
			}
		}
	case 16: // add or remove a card
		if a%2 == 0 && len(cards) > 0 {
			take(mall, "cards", b)
		} else {
			give(mall, "cards", map[string]any{"card": fzShop(mod(b, 62)), "x": mod(a, 9) - 4, "y": mod(c, 9) - 4, "rot": c%2 == 0})
		}
	case 17: // a Shop moves from the display to a mall
		d := arr(p, "display")
		if len(d) == 12 {
			i := mod(b, 12)
			if s, _ := d[i].(string); s != "" {
				d[i] = ""
				give(mall, "cards", map[string]any{"card": s, "x": mod(a, 7) - 3, "y": mod(c, 7) - 3, "rot": false})
				mall["picks"] = len(cards)
			}
		}
	case 18:
		if bt != nil {
			deck, disc := arr(bt, "deck"), arr(bt, "discard")
			if len(deck) == 6 && len(disc) == 6 {
				t := mod(a, 6)
				deck[t] = mod(b, 6) - 1
				disc[t] = mod(c, 6) - 1
			}
		}
	case 19:
		if bt != nil {
			if a%2 == 0 {
				take(bt, "shops", b)
			} else {
				give(bt, "shops", fzShop(mod(b, 62)))
			}
			bt["last"] = append(slices.Clone(propTypes), "", "dragon")[mod(c, 8)]
		}
	case 20:
		if a%2 == 0 {
			take(p, "removed", b)
		} else {
			give(p, "removed", fzShop(mod(b, 62)))
		}
	case 21:
		p["level"] = mod(a, 8) - 1
		p["first"] = mod(b, 6) - 1
	case 22:
		p["viewer"] = mod(a, 8) - 2
		p["players"] = mod(b, 7)
	case 23:
		if a%3 == 0 {
			p["bot"] = nil
		} else if bt == nil {
			p["bot"] = map[string]any{"deck": []any{4, 4, 4, 4, 4, 4}, "discard": []any{0, 0, 0, 0, 0, 0}, "shops": []any{}, "last": ""}
		}
	}
}

func FuzzLog(f *testing.F) {
	for i, g := range fzGames() {
		m := &engine.Match{Game: mallforheroes.GameName, Options: g.setup.options(), Steps: g.steps}
		if i%3 == 0 {
			f.Add(engine.FormatLog(m))
		}
		m.Steps = g.steps[:min(len(g.steps), 20+7*i)]
		f.Add(engine.FormatLog(m))
	}
	for _, s := range []string{
		"",
		"galleria-log 1\ngame mallforheroes\n",
		"galleria-log 1\ngame mallforheroes\noption players 6\n",
		"galleria-log 1\ngame mallforheroes\noption players 1\noption level 7\n",
		"galleria-log 1\ngame mallforheroes\noption players 2\noption first 2\n",
		"galleria-log 1\ngame mallforheroes\noption colour red\n",
		"galleria-log 1\ngame luxshopping\noption players 3\n",
		"galleria-log 1\ngame mallforheroes\noption players 2\nchance entrance EN1\nseat 0 draft 0 0\n",
		"galleria-log 1\ngame mallforheroes\noption players 1\noption level 2\nchance entrance EN9\n",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		st, err := enginetest.CheckLog(mallforheroes.Game{}, text)
		if err != nil {
			t.Fatal(err)
		}
		if ms, ok := st.(*mallforheroes.State); ok {
			if err := propInvariants(ms); err != nil {
				t.Fatal(fmt.Errorf("after replay: %v", err))
			}
		}
	})
}
