package mallworld_test

import (
	"math/rand/v2"
	"strconv"
	"testing"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/engine/bot"
	"github.com/galleria-games/galleria/engine/mallworld"
)

// TestLedgerExplainsAccounts follows bot games of every seat count: every
// step's entries add up to the accounts' change (Entries checks it), the
// start and the entries add up to each final account, every kind of entry
// occurs, and a contract's payment is its count times its value.
func TestLedgerExplainsAccounts(t *testing.T) {
	seen := map[mallworld.EntryKind]int{}
	games := 0
	for players := 3; players <= 5; players++ {
		for seed := uint64(1); seed <= 4; seed++ {
			g, err := mallworld.Game{}.New(engine.Options{"players": strconv.Itoa(players)})
			if err != nil {
				t.Fatal(err)
			}
			st := g.(*mallworld.State)
			bots := make([]bot.Bot, players)
			for i := range bots {
				bots[i] = bot.Greedy{}
				if (i+int(seed))%3 == 0 {
					bots[i] = bot.Random{}
				}
			}
			rng := rand.New(rand.NewPCG(seed, uint64(players)))
			total := make([]int, players)
			for _, e := range mallworld.StartEntries(st) {
				total[e.Seat] += e.Amount
				seen[e.Kind]++
			}
			for step := 0; st.Decision().Kind != engine.Terminal; step++ {
				if step > 20000 {
					t.Fatalf("%d players, seed %d: no end after %d steps", players, seed, step)
				}
				s, err := bot.Next(st, bots, rng)
				if err != nil {
					t.Fatal(err)
				}
				before := st.Copy()
				if err := st.Apply(s.Seat, s.Move); err != nil {
					t.Fatal(err)
				}
				es, err := mallworld.Entries(before, st, s.Seat, s.Move)
				if err != nil {
					t.Fatalf("%d players, seed %d, step %d: %v", players, seed, step+1, err)
				}
				for _, e := range es {
					total[e.Seat] += e.Amount
					seen[e.Kind]++
					if e.Kind == mallworld.EntryContract {
						_, pay, err := st.ContractScore(e.Contract)
						if err != nil || pay != e.Amount || e.Count*mallworld.Contracts[contractIndex(t, e.Contract)].Value != e.Amount {
							t.Fatalf("%s pays %d (count %d), the engine says %d (%v)", e.Contract, e.Amount, e.Count, pay, err)
						}
					}
				}
			}
			games++
			pos := st.PositionOf()
			for i := range total {
				if total[i] != pos.Seats[i].Account {
					t.Errorf("%d players, seed %d: seat %d's entries add up to %d, its account is %d", players, seed, i, total[i], pos.Seats[i].Account)
				}
			}
		}
	}
	for _, k := range []mallworld.EntryKind{mallworld.EntryStart, mallworld.EntryLobby, mallworld.EntryToken, mallworld.EntryContract} {
		if seen[k] == 0 {
			t.Errorf("%d games: no entry of kind %d", games, k)
		}
	}
}

func contractIndex(t *testing.T, id string) int {
	for i, c := range mallworld.Contracts {
		if c.ID == id {
			return i
		}
	}
	t.Fatalf("no contract %s", id)
	return 0
}

// TestLedgerRefusesWhatItCannotExplain: an account that changed by
// something no entry names is an error, not a silent gap.
func TestLedgerRefusesWhatItCannotExplain(t *testing.T) {
	p := specBase(t, 3)
	st := specFrom(t, p)
	p.Seats[1].Account += 1000
	other := specFrom(t, p)
	if _, err := mallworld.Entries(st, other, engine.Chance, "x"); err == nil {
		t.Error("an unexplained change of 1,000 CHF gave no error")
	}
	if _, err := mallworld.Entries(st, st, 0, "no such move"); err == nil {
		t.Error("a move that does not read gave no error")
	}
}
