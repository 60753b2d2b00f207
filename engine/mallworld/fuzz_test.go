package mallworld_test

// Fuzz targets:
//
//   - FuzzApplyMove: arbitrary text applied as every seat (and as Chance, and
//     as seats that do not exist) on a set of real mid-game states and on the
//     seats' views: never a panic; a rejected move leaves the hash unchanged;
//     an accepted move is one of LegalMoves.
//   - FuzzImportPosition: arbitrary bytes through ImportState: never a panic;
//     an accepted position exports and imports back to the same hash and
//     bytes, and
//     the imported state can be played on (every decision can be taken, a
//     bounded playout never panics). The corpus is seeded with real positions.
//   - FuzzPositionEdits: FuzzImportPosition made structure-aware: the input
//     picks a real position and edits its fields; the edited position goes
//     through the same checks.
//   - FuzzParseLog: arbitrary bytes through engine.ParseLog and, when they
//     parse, engine.Replay with mallworld.Game{} (enginetest.CheckLog): never
//     a panic; every error is an *engine.LogError; WriteLog of a parsed log
//     parses back to the same match; a log that replays does so twice to the
//     same hash.
//
// Run one with, for example:
//
//	go test ./engine/mallworld/ -run '^$' -fuzz FuzzApplyMove -fuzztime 60s
//
// A crasher the fuzzer finds is written to testdata/fuzz/FuzzX/ and from then
// on runs as a regression case of the plain `go test`.

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/engine/bot"
	"github.com/galleria-games/galleria/engine/enginetest"
	"github.com/galleria-games/galleria/engine/mallworld"
)

// fzGame plays a random game (random bots, chance from a PCG) and calls visit
// before every step; visit returns false to stop. It returns the log.
func fzGame(players int, board string, seed uint64, visit func(st *mallworld.State, step int) bool) []engine.Step {
	st, err := mallworld.Game{}.NewState(engine.Options{"players": strconv.Itoa(players), "board": board})
	if err != nil {
		panic(err)
	}
	rng := rand.New(rand.NewPCG(seed, 0xF022))
	bots := []bot.Bot{bot.Random{}, bot.Random{}, bot.Random{}, bot.Random{}, bot.Random{}}
	log, err := enginetest.Play(st, bots, rng, visit)
	if err != nil {
		panic(err)
	}
	return log
}

// fzStateKey names the kind of point a state is at: the stage, the decision
// kind and, in an auction, how many bids are still missing.
func fzStateKey(st *mallworld.State) string {
	d := st.Decision()
	k := st.PositionOf().Stage + "/" + d.Kind.String()
	if d.Kind == engine.Simultaneous {
		k += "/" + strconv.Itoa(len(d.Seats))
	}
	return k
}

// fzMidGameStates are real states of several kinds, built once: for 4
// players one of every kind met after step 60 (every stage a seat decides
// in, an auction before and after some bids, chance nodes, the end) and a
// setup chance node of a random board; for 3 and 5 players the kinds where
// the count matters (auctions, playing offered cards, development).
var fzMidGameStates = sync.OnceValue(func() []*mallworld.State {
	var out []*mallworld.State
	for _, c := range []struct {
		players int
		board   string
		seed    uint64
		from    int             // collect from this step on
		kinds   map[string]bool // nil: every kind
	}{
		{4, "standard", 1, 60, nil},
		{4, "random", 4, 0, map[string]bool{"setup/chance": true}},
		{3, "random", 2, 60, map[string]bool{"bid/simultaneous/3": true, "bid/simultaneous/1": true, "play/turn": true, "develop/turn": true, "discard/turn": true}},
		{5, "standard", 3, 60, map[string]bool{"bid/simultaneous/4": true, "bid/simultaneous/2": true, "play/turn": true, "develop/turn": true}},
	} {
		have := map[string]bool{}
		fzGame(c.players, c.board, c.seed, func(st *mallworld.State, step int) bool {
			if step >= c.from || st.Decision().Kind == engine.Terminal {
				if k := fzStateKey(st); !have[k] && (c.kinds == nil || c.kinds[k]) {
					have[k] = true
					out = append(out, st.Copy())
				}
			}
			return c.kinds == nil || len(have) < len(c.kinds) && step < 2000
		})
	}
	return out
})

func FuzzApplyMove(f *testing.F) {
	states := fzMidGameStates()
	for _, st := range states {
		for seat := -1; seat < st.Seats(); seat++ {
			for _, m := range st.LegalMoves(seat) {
				f.Add(m)
			}
		}
	}
	for _, m := range []string{"", "pass", "pass ", "bid 99", "bid -1", "offer VV VV VV VV", "take GB GB GB",
		"validate S01 +4000", "build VG V A1", "rent RB R F6", "first 9", "A1-A3", "+4000", "accept P01 P02",
		"discard XX", "trash", "refresh now", "bid 0", "D6-F6", "F6-D6", "\x00", "bid 1\n"} {
		f.Add(m)
	}
	// Legal moves and hashes are computed once; seats -2 and n do not exist.
	type fixture struct {
		st    *mallworld.State
		hash  [32]byte
		legal map[int][]string
		views map[int]*mallworld.State
	}
	var fx []fixture
	for _, st := range states {
		x := fixture{st: st, hash: st.Hash(), legal: map[int][]string{}, views: map[int]*mallworld.State{}}
		for seat := -2; seat <= st.Seats(); seat++ {
			x.legal[seat] = st.LegalMoves(seat)
			if seat >= 0 && seat < st.Seats() {
				x.views[seat] = st.ViewState(seat)
			}
		}
		fx = append(fx, x)
	}
	f.Fuzz(func(t *testing.T, text string) {
		for i, x := range fx {
			st, h := x.st, x.hash
			n := st.Seats()
			for seat := -2; seat <= n; seat++ {
				legal := x.legal[seat]
				c := st.Copy()
				err := c.Apply(seat, text)
				if err != nil && c.Hash() != h {
					t.Fatalf("state %d (%s): %q as %s rejected (%v) but the state changed", i, fzStateKey(st), text, engine.SeatName(seat), err)
				}
				if err == nil && !slices.Contains(legal, text) {
					t.Fatalf("state %d (%s): %q as %s accepted but not in LegalMoves %v", i, fzStateKey(st), text, engine.SeatName(seat), legal)
				}
				if err != nil && slices.Contains(legal, text) {
					t.Fatalf("state %d (%s): legal move %q as %s rejected: %v", i, fzStateKey(st), text, engine.SeatName(seat), err)
				}
				if seat < 0 || seat >= n {
					continue
				}
				v := x.views[seat].Copy()
				vh := v.Hash()
				err = v.Apply(seat, text)
				if err != nil && v.Hash() != vh {
					t.Fatalf("state %d (%s): %q on seat %d's view rejected (%v) but the view changed", i, fzStateKey(st), text, seat, err)
				}
				if err == nil && !slices.Contains(legal, text) {
					t.Fatalf("state %d (%s): %q accepted on seat %d's view but not a legal move %v", i, fzStateKey(st), text, seat, legal)
				}
			}
			if st.Hash() != h {
				t.Fatalf("state %d changed", i)
			}
		}
	})
}

// fzPositions are real exported positions for the corpus of
// FuzzImportPosition: as Position writes them, and compact after
// fzCanonical.
func fzPositions() [][]byte {
	var out [][]byte
	for _, st := range fzMidGameStates() {
		data, err := st.Position()
		if err != nil {
			panic(err)
		}
		out = append(out, data)
		compact, err := json.Marshal(fzCanonical(st.PositionOf()))
		if err != nil {
			panic(err)
		}
		out = append(out, compact)
	}
	return out
}

// fzCanonical clears the auction fields a position carries outside an
// auction (queue_pos and queue left over from the last one; the queue of an
// earlier auction during bidding). Exported as they are, such positions are
// rejected by ImportState (an engine bug the property test reports); cleared,
// they import, so that the fuzzers start from positions that get past the
// first checks.
func fzCanonical(p *mallworld.Position) *mallworld.Position {
	if p.OfferSize == 0 {
		p.QueuePos = 0
		p.Queue = []int{}
	}
	if p.Stage == "bid" {
		p.Queue = []int{}
	}
	return p
}

func FuzzImportPosition(f *testing.F) {
	for _, data := range fzPositions() {
		f.Add(data)
	}
	for _, s := range []string{"", "{}", "null", "[]", `{"format":"galleria-position","version":1}`, "{\"format\":\"galleria-position\"} {}"} {
		f.Add([]byte(s))
	}
	f.Fuzz(fzCheckImport)
}

// fzCheckImport imports data; if it is accepted, exports and imports it again
// and plays on from it (fzExercise).
func fzCheckImport(t *testing.T, data []byte) {
	st, err := mallworld.ImportState(data)
	if err != nil {
		if st != nil {
			t.Fatalf("ImportState returned a state with error %v", err)
		}
		return
	}
	h := st.Hash()
	again, out, err := enginetest.CheckPositionRoundTrip(st, func(b []byte) (engine.State, error) { return mallworld.ImportState(b) })
	if err != nil {
		diff := ""
		if again != nil {
			diff = " (" + fzDiff(st, again.(*mallworld.State)) + ")"
		}
		t.Fatalf("an imported position: %v%s\ninput: %s", err, diff, fzShort(data))
	}
	g, err := mallworld.Game{}.Import(out)
	if err != nil || g.Hash() != h {
		t.Fatalf("Game.Import differs from ImportState: %v", err)
	}
	if err := fzExercise(st); err != nil {
		t.Fatalf("imported position: %v\ninput: %s", err, fzShort(data))
	}
}

// FuzzPositionEdits is FuzzImportPosition made structure-aware: the input
// picks a real position and a list of edits to its fields (move a card or a
// contract to another place, set a number, a stage, a flag, a space of the
// mall), and the edited position goes through the same checks. Random bytes
// rarely stay valid JSON; these edits reach the consistency checks of
// FromPosition and the states just past them.
func FuzzPositionEdits(f *testing.F) {
	base := fzMidGameStates()
	for i, st := range base {
		f.Add([]byte{byte(i)})
		if k := fzStateKey(st); k == "develop/turn" || k == "discard/turn" {
			f.Add([]byte{byte(i), 6, 0, 6, 7, 0, 7}) // stage cleanup, then discard
		}
	}
	f.Add([]byte{3, 0, 1, 2, 3})
	f.Add([]byte{5, 4, 7, 0, 0, 1, 9, 3, 2})
	f.Add([]byte{1, 3, 200, 3, 5, 1, 6, 0, 2})
	f.Fuzz(func(t *testing.T, edits []byte) {
		if len(edits) == 0 || len(edits) > 64 {
			return
		}
		p := fzCanonical(base[int(edits[0])%len(base)].PositionOf())
		for i := 1; i+2 < len(edits); i += 3 {
			fzEdit(p, edits[i], edits[i+1], edits[i+2])
		}
		data, err := json.Marshal(p)
		if err != nil {
			t.Fatal(err)
		}
		fzCheckImport(t, data)
	})
}

var (
	fzStages = []string{"setup", "start", "accept", "develop", "bid", "play", "cleanup", "discard", "end_turn", "tokens", "purge", "after_phase", "over", "", "x"}
	fzEnds   = []string{"", "phase3", "final_round", "stall", "x"}
	fzCells  = []string{".", "S", "L", "V", "G", "R", "B", "VV", "VG", "GV", "RB", "BR", "GG", "x"}
)

// fzEdit applies one edit (op, a, b) to p.
func fzEdit(p *mallworld.Position, op, a, b byte) {
	n := len(p.Seats)
	seat := int(a) % n
	val := int(int8(b))
	cardLists := func() []*[]string {
		l := []*[]string{&p.Draw, &p.Display, &p.Discard, &p.AmenityBox, &p.Offer}
		for i := range p.Seats {
			l = append(l, &p.Seats[i].Hand)
		}
		return l
	}
	contractLists := func() []*[]string {
		l := []*[]string{&p.PlacementPool, &p.RentalPool, &p.SpecialPool, &p.Lobby, &p.ContractBox}
		for i := range p.Seats {
			l = append(l, &p.Seats[i].Contracts, &p.Seats[i].Validated)
		}
		return l
	}
	move := func(lists []*[]string) {
		from, to := lists[int(a)%len(lists)], lists[int(b)%len(lists)]
		if len(*from) == 0 {
			return
		}
		k := int(a/16) % len(*from)
		x := (*from)[k]
		*from = slices.Delete(slices.Clone(*from), k, k+1)
		*to = append(slices.Clone(*to), x)
	}
	switch op % 16 {
	case 0:
		move(cardLists())
	case 1:
		move(contractLists())
	case 2: // a special between a seat and a list
		lists := contractLists()
		l := lists[int(b)%len(lists)]
		if s := p.Seats[seat].Special; s != "" {
			*l = append(slices.Clone(*l), s)
			p.Seats[seat].Special = ""
		} else if len(*l) > 0 {
			p.Seats[seat].Special = (*l)[0]
			*l = slices.Clone((*l)[1:])
		}
	case 3:
		p.Seats[seat].Coins = val
	case 4:
		p.BlackBox = val
	case 5:
		p.Seats[seat].Account = val * 1000
	case 6:
		p.Stage = fzStages[int(b)%len(fzStages)]
	case 7:
		p.CleanupNext = fzStages[int(b)%len(fzStages)]
	case 8:
		p.Ended = fzEnds[int(b)%len(fzEnds)]
	case 9:
		switch a % 8 {
		case 0:
			p.Phase = val
		case 1:
			p.Active = val
		case 2:
			p.First = val
		case 3:
			p.Stall = val
		case 4:
			p.FinalLeft = val
		case 5:
			p.PlacementsLeft = val
		case 6:
			p.RentalsLeft = val
		case 7:
			p.QueuePos = val
		}
	case 10:
		switch a % 10 {
		case 0:
			p.TenantsUnlocked = !p.TenantsUnlocked
		case 1:
			p.FirstRental = !p.FirstRental
		case 2:
			p.Progress = !p.Progress
		case 3:
			p.DidOffer = !p.DidOffer
		case 4:
			p.DidValidate = !p.DidValidate
		case 5:
			p.Refreshed = !p.Refreshed
		case 6:
			p.FinalArmed = !p.FinalArmed
		default:
			p.Seats[seat].Marker = !p.Seats[seat].Marker
		}
	case 11: // a space of the mall
		r, c := int(a)%6, int(a/6)%6
		cells := strings.Fields(p.Mall[r])
		if len(cells) == 6 {
			cells[c] = fzCells[int(b)%len(fzCells)]
			p.Mall = slices.Clone(p.Mall)
			p.Mall[r] = strings.Join(cells, " ")
		}
	case 12:
		p.OfferSize = val
	case 13:
		if len(p.Bids) > seat {
			p.Bids = slices.Clone(p.Bids)
			p.Bids[seat] = val
		}
	case 14: // the bidders or the queue
		if a%2 == 0 {
			if i := slices.Index(p.Bidders, seat); i >= 0 {
				p.Bidders = slices.Delete(slices.Clone(p.Bidders), i, i+1)
			} else {
				p.Bidders = append(slices.Clone(p.Bidders), seat)
			}
		} else if len(p.Queue) > 0 && b%2 == 0 {
			p.Queue = slices.Clone(p.Queue[1:])
		} else {
			p.Queue = append(slices.Clone(p.Queue), seat)
		}
	case 15:
		p.Players = 3 + int(b)%3
	}
}

// fzShort is the start of a long input, for messages (the whole input is in
// the corpus file or the seed).
func fzShort(data []byte) string {
	if len(data) > 300 {
		return string(data[:300]) + "…"
	}
	return string(data)
}

// fzDiff names the first Position field where a and b differ.
func fzDiff(a, b *mallworld.State) string {
	pa, pb := a.PositionOf(), b.PositionOf()
	va, vb := reflect.ValueOf(*pa), reflect.ValueOf(*pb)
	for i := 0; i < va.NumField(); i++ {
		if !reflect.DeepEqual(va.Field(i).Interface(), vb.Field(i).Interface()) {
			return fmt.Sprintf("%s: %v, then %v", va.Type().Field(i).Name, va.Field(i).Interface(), vb.Field(i).Interface())
		}
	}
	return "same positions: the hash covers something the position does not carry"
}

// fzExercise uses the read-only methods of an imported state and of its
// views, then plays up to 120 steps from it (the moves and outcomes taken in
// turn through the lists): every pending decision must be takeable, and no
// method may panic.
func fzExercise(st *mallworld.State) error {
	st = st.Copy()
	for seat := 0; seat < st.Seats(); seat++ {
		v := st.ViewState(seat)
		v.LegalMoves(seat)
		v.Decision()
		if _, err := v.Position(); err != nil {
			return fmt.Errorf("Position of seat %d's view: %v", seat, err)
		}
		v.Evaluate(seat)
		st.Evaluate(seat)
	}
	for step := 0; step < 120; step++ {
		d := st.Decision()
		var seat int
		var moves []string
		switch d.Kind {
		case engine.Terminal:
			if st.Result() == nil {
				return fmt.Errorf("terminal without a result")
			}
			return nil
		case engine.ChanceNode:
			seat = engine.Chance
			outs := st.ChanceOutcomes()
			if len(outs) == 0 {
				return fmt.Errorf("after %d steps: a chance event with no outcome (stage %q, %s)", step, st.PositionOf().Stage, st.PendingChance())
			}
			for _, o := range outs {
				if o.Weight <= 0 {
					return fmt.Errorf("outcome %q has weight %d", o.Move, o.Weight)
				}
				moves = append(moves, o.Move)
			}
		default:
			if len(d.Seats) == 0 {
				return fmt.Errorf("after %d steps: a %v decision with no seat", step, d.Kind)
			}
			seat = d.Seats[step%len(d.Seats)]
			moves = st.LegalMoves(seat)
			if len(moves) == 0 {
				return fmt.Errorf("after %d steps: seat %d must act but has no legal move (stage %q)", step, seat, st.PositionOf().Stage)
			}
		}
		m := moves[(step*7)%len(moves)]
		if err := st.Apply(seat, m); err != nil {
			return fmt.Errorf("after %d steps: legal move %q of %s rejected: %v", step, m, engine.SeatName(seat), err)
		}
	}
	return nil
}

// fzLogs are real match logs for the corpus of FuzzParseLog: the start of
// three games (setup and a few turns). Whole games would make every run of
// the target, and the fuzzer's minimisation of new inputs, slow.
func fzLogs() []string {
	var out []string
	for i, c := range []struct {
		players int
		board   string
		steps   int
	}{{3, "standard", 60}, {4, "random", 80}, {5, "standard", 40}} {
		log := fzGame(c.players, c.board, uint64(10+i), func(_ *mallworld.State, step int) bool { return step < c.steps })
		m := &engine.Match{Game: mallworld.GameName,
			Options: engine.Options{"players": strconv.Itoa(c.players), "board": c.board}, Steps: log}
		out = append(out, engine.FormatLog(m))
	}
	return out
}

func FuzzParseLog(f *testing.F) {
	for _, l := range fzLogs() {
		f.Add([]byte(l))
	}
	for _, s := range []string{"", "galleria-log 1\n", "galleria-log 1\ngame mallworld\n",
		"galleria-log 1\ngame mallworld\noption players 9\n",
		"galleria-log 1\ngame mallworld\noption players 3\noption first 0\nchance VV\nseat 0 pass\n",
		"galleria-log 1\r\ngame mallworld\r\n# comment\r\n\r\nchance D6-F6\r\n",
		"galleria-log 1\ngame other\n", "galleria-log 1\ngame mallworld\nseat 01 pass\nseat -1 pass\n"} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		st, err := enginetest.CheckLog(mallworld.Game{}, string(data))
		if err != nil {
			t.Fatal(err)
		}
		if st != nil {
			st.Hash()
		}
	})
}
