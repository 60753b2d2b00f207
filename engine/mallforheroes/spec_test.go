package mallforheroes

import (
	"fmt"
	"reflect"
	"strings"
	"testing"

	"github.com/galleria-games/galleria/engine"
)

// Test helpers: states are built directly, as the spec's situations are.

func sh(id, x, y int) cell { return cell{x: int8(x), y: int8(y), card: uint8(id)} }

// setMall gives player p Entrance ent at (0,0) and the cards cs.
func setMall(s *State, p, ent int, cs ...cell) {
	m := &s.malls[p]
	*m = mall{entrance: uint8(ent)}
	m.add(0, 0, uint8(cardEntrance+ent), false)
	for _, c := range cs {
		m.add(int(c.x), int(c.y), c.card, c.rot)
	}
}

// testState is a state of n seats (1: solo at level lv) in round 1 with no
// Wizard and no Monster.
func testState(n, lv int) *State {
	s := newState(n, lv, 0)
	s.round = 1
	s.active = uint8(s.firstOf(1))
	for p := 0; p < s.humans(); p++ {
		setMall(s, p, p+1)
	}
	return s
}

func shopPoints(items []ScoreItem) map[string]int {
	out := map[string]int{}
	for _, it := range items {
		if it.Kind == "shop" {
			out[it.Why[:3]] = it.Points
		}
	}
	return out
}

func penalties(s *State, p int) [nMonsters + 1]int {
	var out [nMonsters + 1]int
	keep := s.monsters
	for mo := 1; mo <= nMonsters; mo++ {
		s.monsters = 1 << mo
		out[mo] = -s.score(p, nil).Monsters
	}
	s.monsters = keep
	return out
}

func fullDisplay(s *State) {
	for i := range s.display {
		s.display[i] = uint8(i + 1)
	}
}

func availableList(s *State) [][2]int {
	var out [][2]int
	for r := 0; r < displayRows; r++ {
		for c := 0; c < displayCols; c++ {
			if s.Available(c, r) {
				out = append(out, [2]int{c, r})
			}
		}
	}
	return out
}

func TestMFHT01(t *testing.T) {
	s := testState(3, 0)
	fullDisplay(s)
	if got, want := availableList(s), [][2]int{{0, 0}, {3, 0}, {0, 2}, {3, 2}}; !reflect.DeepEqual(got, want) {
		t.Fatalf("available %v, want %v", got, want)
	}
	s.display[0] = 0
	want := map[[2]int]bool{{1, 0}: true, {3, 0}: true, {0, 1}: true, {0, 2}: true, {3, 2}: true}
	got := availableList(s)
	if len(got) != len(want) {
		t.Fatalf("after taking (0,0): available %v, want %v", got, want)
	}
	for _, xy := range got {
		if !want[xy] {
			t.Fatalf("after taking (0,0): available %v, want %v", got, want)
		}
	}
	// The same through the moves of a real turn.
	s.display[0] = 1
	s.phase = phDraft
	moves := s.LegalMoves(0)
	if !reflect.DeepEqual(moves, []string{"draft 0 0", "draft 3 0", "draft 0 2", "draft 3 2"}) {
		t.Errorf("draft moves %v", moves)
	}
	s.malls[0].hero, s.malls[0].ready = Rogue, true
	if moves := s.LegalMoves(0); len(moves) != 12 || moves[1] != "draft 1 0 rogue" {
		t.Errorf("with the Rogue: %v", moves)
	}
}

func TestMFHT02(t *testing.T) {
	s := testState(2, 0)
	m := &s.malls[0]
	orth, diag := placeCells(m, true)
	if want := [][2]int{{0, -1}, {-1, 0}, {1, 0}, {0, 1}}; !reflect.DeepEqual(orth, want) {
		t.Fatalf("legal cells %v, want %v", orth, want)
	}
	if !reflect.DeepEqual(diag, [][2]int{{-1, -1}, {1, -1}, {-1, 1}, {1, 1}}) {
		t.Fatalf("Paladin cells %v", diag)
	}
	m.add(1, 0, 21, false)
	orth, _ = placeCells(m, false)
	got := map[[2]int]bool{}
	for _, xy := range orth {
		got[xy] = true
	}
	for _, xy := range [][2]int{{0, -1}, {-1, 0}, {0, 1}, {2, 0}, {1, 1}, {1, -1}} {
		if !got[xy] {
			t.Errorf("cell %v not legal after a Shop at (1,0): %v", xy, orth)
		}
	}
	if len(orth) != 6 {
		t.Errorf("legal cells %v, want 6", orth)
	}
	// Through the moves: (1,1) only with the Paladin.
	s2 := testState(2, 0)
	s2.phase, s2.held = phPlace, 31
	moves := s2.LegalMoves(0)
	if len(moves) != 4 || contains(moves, "place 1 1") {
		t.Errorf("place moves %v", moves)
	}
	s2.malls[0].hero, s2.malls[0].ready = Paladin, true
	if moves := s2.LegalMoves(0); !contains(moves, "place 1 1 paladin") || len(moves) != 8 {
		t.Errorf("Paladin moves %v", moves)
	}
}

func contains(list []string, x string) bool {
	for _, v := range list {
		if v == x {
			return true
		}
	}
	return false
}

func TestMFHT03(t *testing.T) {
	s := testState(2, 0)
	setMall(s, 0, 1, sh(21, 1, 0), sh(51, 0, 1), sh(41, 1, 1))
	areas := s.Areas(0)
	if len(areas) != 1 || areas[0].X != 1 || areas[0].Y != 1 || areas[0].Kind != AreaGarden || areas[0].Count != 2 {
		t.Fatalf("areas %+v", areas)
	}
	if areas[0].Colours != [4]Colour{Yellow, Blue, Blue, Yellow} {
		t.Errorf("garden colours %v", areas[0].Colours)
	}
	sm := s.ScoreMapOf(0)
	b := sm.Score
	if b.Gardens != 4 || b.Shops != 5 || b.Total != 9 {
		t.Errorf("score %+v, want gardens 4, shops 5, total 9", b)
	}
	if got := shopPoints(sm.Items); got["S21"] != 3 || got["S51"] != 1 || got["S41"] != 1 {
		t.Errorf("shop points %v", got)
	}
	if got := penalties(s, 0); got != [5]int{0, 9, 3, 0, 0} {
		t.Errorf("penalties %v, want Dragon 9, Troll 3, Goblin King 0, Basilisk 0", got)
	}
}

func t4State(ent int) *State {
	s := testState(3, 0)
	setMall(s, 0, ent, sh(11, 1, 0), sh(24, 2, 0), sh(25, 3, 0), sh(31, 0, 1), sh(22, 1, 1),
		sh(1, 2, 1), sh(41, 3, 1), sh(51, 0, 2), sh(34, 1, 2))
	setMall(s, 1, 2, sh(12, 1, 0), sh(13, 2, 0), sh(14, 3, 0), sh(32, 4, 0)) // left: 3 Pubs, 1 Library
	setMall(s, 2, 4, sh(33, 1, 0), sh(35, 2, 0))                             // right: 2 Libraries
	return s
}

func TestMFHT04(t *testing.T) {
	s := t4State(3)
	sm := s.ScoreMapOf(0)
	want := map[string]int{"S31": 3, "S51": 1, "S11": 4, "S22": 0, "S34": 3, "S24": 5, "S25": 5, "S01": 1, "S41": 1}
	if got := shopPoints(sm.Items); !reflect.DeepEqual(got, want) {
		t.Errorf("shop points %v, want %v", got, want)
	}
	if sm.Score.Shops != 23 || sm.Score.Gardens != 8 || sm.Score.Total != 31 {
		t.Errorf("score %+v, want shops 23, gardens 8, total 31", sm.Score)
	}
	var got []string
	for _, a := range s.Areas(0) {
		got = append(got, fmt.Sprintf("(%d,%d) %s", a.X, a.Y, a.Kind))
	}
	if w := []string{"(1,1) broken", "(2,1) garden", "(3,1) broken", "(1,2) garden"}; !reflect.DeepEqual(got, w) {
		t.Errorf("areas %v, want %v", got, w)
	}
	for _, a := range s.Areas(0) {
		if a.X == 1 && a.Y == 2 && a.Colours != [4]Colour{Red, Red, Blue, Red} {
			t.Errorf("garden (1,2) colours %v", a.Colours)
		}
		if a.X == 2 && a.Y == 1 && a.Colours != [4]Colour{Yellow, Blue, Red, Red} {
			t.Errorf("garden (2,1) colours %v", a.Colours)
		}
	}
	if g := t4State(1).ScoreOf(0).Gardens; g != 10 {
		t.Errorf("with EN1 the gardens give %d, want 10", g)
	}
	if got := penalties(s, 0); got != [5]int{0, 0, 7, 0, 2} {
		t.Errorf("penalties %v, want Dragon 0, Troll 7, Goblin King 0, Basilisk 2", got)
	}
	for w := 1; w <= nWizards; w++ {
		if met, wild := s.WizardMet(0, w); met {
			t.Errorf("Wizard W%d met (wild %v)", w, wild)
		}
	}
}

func TestMFHT05(t *testing.T) {
	s := testState(2, 0)
	setMall(s, 0, 1, sh(21, 1, 0), sh(11, 2, 0), sh(51, 1, 1))
	if met, _ := s.WizardMet(0, 6); !met {
		t.Error("(a) W6 not met")
	}
	if met, _ := s.WizardMet(0, 2); met {
		t.Error("(a) W2 met")
	}
	setMall(s, 0, 1, sh(11, 1, 0), sh(21, 2, 0), sh(51, 3, 0))
	if met, wild := s.WizardMet(0, 6); met || wild {
		t.Error("(b) W6 met")
	}
	met, wild := s.WizardMet(0, 2)
	if met || !wild {
		t.Errorf("(b) W2 met %v, with the Sorceress %v; want false, true", met, wild)
	}
	// The claim moves: with a ready Sorceress W2 is offered, with a pass.
	s.wizards = 1<<2 | 1<<6
	s.malls[0].hero, s.malls[0].ready = Sorceress, true
	s.checkClaims()
	if s.phase != phClaim {
		t.Fatalf("phase %s, want claim", phaseNames[s.phase])
	}
	moves := s.LegalMoves(0)
	if !contains(moves, "tower W2 4 0 sorceress") || !contains(moves, "pass") || contains(moves, "tower W6 4 0 sorceress") {
		t.Errorf("claim moves %v", moves)
	}
}

func TestMFHT06(t *testing.T) {
	s := testState(3, 0)
	setMall(s, 0, 3, sh(51, 1, 0), sh(52, 2, 0), sh(53, 3, 0), sh(54, 4, 0))
	setMall(s, 2, 2, sh(1, 1, 0), sh(7, 2, 0), sh(31, 0, 1), sh(37, 1, 1), sh(13, 2, 1)) // right
	if k := s.monoGardens(2); k != 2 {
		t.Fatalf("right player's single-colour gardens %d, want 2", k)
	}
	got := shopPoints(s.ScoreMapOf(0).Items)
	if got["S51"] != 4 || got["S52"] != 4 || got["S53"] != 4 || got["S54"] != 4 {
		t.Errorf("fountain points %v", got)
	}
	if b := s.ScoreOf(0); b.Shops != 16 {
		t.Errorf("fountains total %d, want 16", b.Shops)
	}
}

func TestMFHT07(t *testing.T) {
	s := testState(3, 0)
	setMall(s, 0, 1, sh(14, 1, 0))
	setMall(s, 1, 2, sh(11, 1, 0), sh(12, 2, 0), sh(13, 3, 0), sh(15, 4, 0)) // left: 4 Pubs
	if p := shopPoints(s.ScoreMapOf(0).Items)["S14"]; p != 6 {
		t.Errorf("LEFT_PUBS %d, want 6", p)
	}
	setMall(s, 1, 2, sh(11, 1, 0))
	if p := shopPoints(s.ScoreMapOf(0).Items)["S14"]; p != 0 {
		t.Errorf("LEFT_PUBS with 1 Pub on the left: %d, want 0", p)
	}
	setMall(s, 1, 2)
	if p := shopPoints(s.ScoreMapOf(0).Items)["S14"]; p != 0 {
		t.Errorf("LEFT_PUBS with no Pub on the left: %d, want 0", p)
	}
}

func TestMFHT08(t *testing.T) {
	for _, c := range []struct {
		mine   int
		others []int
		want   int
	}{{3, []int{2, 1}, 6}, {3, []int{3, 1}, 3}, {3, []int{3, 3}, 3}, {2, []int{3}, 0}} {
		if got := mostLib(c.mine, c.others); got != c.want {
			t.Errorf("MOST_LIB %d vs %v = %d, want %d", c.mine, c.others, got, c.want)
		}
	}
	// In a mall: 3 Libraries against 3 and 1.
	s := testState(3, 0)
	setMall(s, 0, 1, sh(34, 1, 0), sh(31, 2, 0), sh(32, 3, 0))
	setMall(s, 1, 2, sh(33, 1, 0), sh(35, 2, 0), sh(36, 3, 0))
	setMall(s, 2, 3, sh(37, 1, 0))
	if p := shopPoints(s.ScoreMapOf(0).Items)["S34"]; p != 3 {
		t.Errorf("MOST_LIB 3 vs {3, 1} in play = %d, want 3", p)
	}
}

func TestMFHT09(t *testing.T) {
	for n := 2; n <= 5; n++ {
		s := newState(n, 1, 0)
		wantShops := map[int]int{2: 36, 3: 36, 4: 48, 5: 60}[n]
		if popcount(s.deck) != wantShops || Rounds(n) != wantShops/12 {
			t.Errorf("%d players: %d Shops, %d rounds", n, popcount(s.deck), Rounds(n))
		}
		if s.wizardsWanted() != n+1 {
			t.Errorf("%d players: %d Wizards", n, s.wizardsWanted())
		}
	}
	// Picks per seat per round with 5 players, and 12 each; with 2 players 6 a round.
	for n, want := range map[int][][]int{
		5: {{3, 3, 2, 2, 2}, {2, 3, 3, 2, 2}, {2, 2, 3, 3, 2}, {2, 2, 2, 3, 3}, {3, 2, 2, 2, 3}},
		2: {{6, 6}, {6, 6}, {6, 6}},
		3: {{4, 4, 4}, {4, 4, 4}, {4, 4, 4}},
		4: {{3, 3, 3, 3}, {3, 3, 3, 3}, {3, 3, 3, 3}, {3, 3, 3, 3}},
	} {
		picks := picksPerRound(t, n, 0, 7)
		if !reflect.DeepEqual(picks, want) {
			t.Errorf("%d players: picks per round %v, want %v", n, picks, want)
		}
	}
}

// picksPerRound plays a game with random moves and counts each seat's
// drafts per round (per player in solo: A, B, bot).
func picksPerRound(t *testing.T, n, level int, seed uint64) [][]int {
	t.Helper()
	st, err := Game{}.NewState(engine.Options{"players": fmt.Sprint(n), "level": fmt.Sprint(max(level, 1))})
	if err != nil {
		t.Fatal(err)
	}
	out := [][]int{}
	rng := newRand(seed)
	for st.phase != phOver {
		r := int(st.round)
		for len(out) < r {
			out = append(out, make([]int, st.np))
		}
		before := st.Picks(int(st.active))
		act := int(st.active)
		playStep(t, st, rng, false)
		if r > 0 && st.Picks(act) > before {
			out[r-1][act] += st.Picks(act) - before
		}
	}
	return out
}

func TestMFHT10(t *testing.T) {
	c := cell{card: 13, rot: true}
	if got := c.corners(); got != [4]Colour{Red, Red, NoColour, Red} {
		t.Errorf("S13 turned: %v, want quarters on TL, TR and BR", got)
	}
	if got := (cell{card: 13}).corners(); got != [4]Colour{Red, NoColour, Red, Red} {
		t.Errorf("S13 upright: %v", got)
	}
	s := testState(2, 0)
	s.phase, s.held = phPlace, 13
	s.malls[0].hero, s.malls[0].ready = Druid, true
	if err := s.Apply(0, "place 1 0 druid"); err != nil {
		t.Fatal(err)
	}
	if got := s.CornersAt(0, 1, 0); got != [4]Colour{Red, Red, NoColour, Red} {
		t.Errorf("placed with the Druid: %v", got)
	}
	if _, ready := s.HeroOf(0); ready {
		t.Error("the Druid is still ready")
	}
}

func TestMFHT11(t *testing.T) {
	s := testState(2, 0)
	fullDisplay(s)
	s.display[0] = 0
	setMall(s, 0, 1, sh(11, 1, 0), sh(12, 2, 0), sh(21, 3, 0))
	s.malls[0].hero, s.malls[0].ready = Bard, true
	s.wizards = 1 << 2
	if met, _ := s.WizardMet(0, 2); met {
		t.Fatal("W2 met before the swap")
	}
	s.phase, s.held = phPlace, 31
	if err := s.Apply(0, "place 0 1"); err != nil {
		t.Fatal(err)
	}
	if s.phase != phBard || !contains(s.LegalMoves(0), "pass") {
		t.Fatalf("phase %s, moves %v", s.Phase(), s.LegalMoves(0))
	}
	if err := s.Apply(0, "swap 2 0 3 0"); err != nil {
		t.Fatal(err)
	}
	if s.phase != phClaim {
		t.Fatalf("phase %s, want claim", s.Phase())
	}
	moves := s.LegalMoves(0)
	if contains(moves, "pass") || !contains(moves, "tower W2 4 0") {
		t.Fatalf("claim moves %v", moves)
	}
	if err := s.Apply(0, "tower W2 4 0"); err != nil {
		t.Fatal(err)
	}
	if s.wizards != 0 || !reflect.DeepEqual(s.TowersOf(0), []int{2}) || s.Active() != 1 {
		t.Errorf("after the claim: wizards %v, towers %v, active %d", s.Wizards(), s.TowersOf(0), s.Active())
	}
	if c, ok := s.CardAt(0, 4, 0); !ok || c.Tower != 2 {
		t.Errorf("no Tower at (4,0): %+v", c)
	}
}

func TestMFHT12(t *testing.T) {
	s := testState(1, 1)
	// (0,0) Potions, (3,0) Tavern, (0,2) Library, (3,2) Pub, (1,1) Library;
	// no Blacksmith anywhere.
	s.display = [displaySize]uint8{1, 2, 3, 21, 12, 32, 22, 51, 31, 52, 53, 11}
	if s.active != soloBot {
		t.Fatal("the bot does not start")
	}
	s.phase = phBot
	if err := s.Apply(engine.Chance, "bot library"); err != nil {
		t.Fatal(err)
	}
	if s.display[8] != 0 || s.display[5] != 32 || s.botShops != 1<<31 {
		t.Fatalf("the bot took %v (display %v)", s.BotShops(), s.display)
	}
	if s.Active() != 0 || s.phase != phDraft {
		t.Fatalf("after the bot: active %d phase %s", s.Active(), s.Phase())
	}
	s.active, s.phase = soloBot, phBot
	deck, disc := s.BotDeck()
	before := *s
	if err := s.Apply(engine.Chance, "bot blacksmith"); err != nil {
		t.Fatal(err)
	}
	deck2, disc2 := s.BotDeck()
	if s.phase != phBot || s.display != before.display || deck2[Blacksmith] != deck[Blacksmith]-1 || disc2[Blacksmith] != disc[Blacksmith]+1 {
		t.Errorf("no Blacksmith: phase %s, deck %v→%v, discard %v→%v", s.Phase(), deck, deck2, disc, disc2)
	}
}

func TestMFHT13(t *testing.T) {
	s := testState(1, 3)
	setMall(s, 0, 3, sh(6, 1, 0), sh(16, 2, 0), sh(26, 1, 1), sh(36, 2, 1))
	areas := s.Areas(0)
	if len(areas) != 1 || areas[0].X != 2 || areas[0].Y != 1 || areas[0].Kind != AreaEmpty {
		t.Fatalf("areas %+v", areas)
	}
	b := s.ScoreOf(0)
	if b.Bonus != 6 || b.GardenCount != 0 || b.BrokenAreas != 0 {
		t.Errorf("score %+v", b)
	}
	if met, _, why := s.soloCondition(0, b); !met {
		t.Errorf("Level 3 condition not met: %s", why)
	}
}

func TestMFHT14(t *testing.T) {
	for _, c := range []struct {
		keys   [][3]int
		places []int
		note   string
	}{
		{[][3]int{{40, 3, 0}, {40, 2, 0}}, []int{1, 2}, "gardens"},
		{[][3]int{{40, 2, 0}, {40, 2, 1}}, []int{2, 1}, "Towers wins"},
		{[][3]int{{40, 2, 1}, {40, 2, 1}, {30, 5, 5}}, []int{1, 1, 3}, "share"},
	} {
		places, told := rankKeys(c.keys)
		note := told.String()
		if !reflect.DeepEqual(places, c.places) || !strings.Contains(note, c.note) {
			t.Errorf("%v: places %v (%s), want %v", c.keys, places, note, c.places)
		}
	}
}

func TestMFHT15(t *testing.T) {
	s := testState(2, 0)
	if s.left(0) != 1 || s.right(0) != 1 || s.left(1) != 0 || s.right(1) != 0 {
		t.Fatal("2 players: the neighbours are not the opponent")
	}
	setMall(s, 0, 1, sh(14, 1, 0), sh(54, 2, 0), sh(34, 3, 0))
	setMall(s, 1, 2, sh(1, 1, 0), sh(7, 2, 0), sh(31, 0, 1), sh(37, 1, 1), sh(13, 2, 1), sh(11, 3, 0), sh(12, 4, 0))
	got := shopPoints(s.ScoreMapOf(0).Items)
	// Opponent: Pubs S13, S11, S12 (3) → 2 × (3 − 1); 2 single-colour
	// gardens → 4; Libraries 2 against 1 → 0.
	if got["S14"] != 4 || got["S54"] != 4 || got["S34"] != 0 {
		t.Errorf("points %v", got)
	}
}

func TestMFHT16(t *testing.T) {
	s := testState(2, 0)
	setMall(s, 0, 1, sh(1, -1, 0), sh(2, 3, 0), sh(3, 0, -2), sh(4, 0, 3))
	if w, h := s.malls[0].box(); w != 5 || h != 6 {
		t.Fatalf("box %d × %d", w, h)
	}
	if p := penalties(s, 0)[GoblinKing]; p != 6 {
		t.Errorf("Goblin King %d, want 6", p)
	}
}

// t17State is a solo Level 2 game at the end of round 3: mall A holds
// 3 Potions, 3 Pubs, 2 Taverns, 2 Libraries and 2 Blacksmiths in a 4 × 3
// block under its Entrance, mall B 4 types.
func t17State() *State {
	s := testState(1, 2)
	s.round, s.turn = 3, displaySize
	s.active = uint8((s.firstOf(3) + displaySize - 1) % 3)
	a := []int{1, 2, 3, 11, 12, 13, 41, 22, 21, 42, 31, 32} // (x, y) = (i%4, 1+i/4)
	var cs []cell
	for i, id := range a {
		cs = append(cs, sh(id, i%4, 1+i/4))
	}
	setMall(s, 0, 3, cs...)
	setMall(s, 1, 1, sh(4, 1, 0), sh(14, 2, 0), sh(23, 3, 0), sh(33, 4, 0))
	return s
}

func TestMFHT17(t *testing.T) {
	s := t17State()
	if n := len(s.Areas(0)); n != 6 {
		t.Fatalf("%d areas before the removal, want 6", n)
	}
	s.settle()
	if s.phase != phRemove || s.ActiveMall() != 0 || s.Decision().Kind != engine.Turn {
		t.Fatalf("phase %s mall %d", s.Phase(), s.ActiveMall())
	}
	want := []string{"remove potions", "remove pub", "remove tavern", "remove library", "remove blacksmith"}
	if got := s.LegalMoves(0); !reflect.DeepEqual(got, want) {
		t.Fatalf("moves %v, want %v", got, want)
	}
	if err := s.Apply(0, "remove tavern"); err != nil {
		t.Fatal(err)
	}
	if _, ok := s.CardAt(0, 3, 2); ok {
		t.Error("a Tavern cell is still occupied")
	}
	if _, ok := s.CardAt(0, 0, 3); ok {
		t.Error("the other Tavern cell is still occupied")
	}
	if c, ok := s.CardAt(0, 2, 2); !ok || c.Shop != 41 {
		t.Error("the Blacksmith at (2,2) left")
	}
	if typesIn(s.malls[0].typeCounts()) != 4 || s.malls[0].shopCount() != 10 {
		t.Errorf("mall A: %v", s.malls[0].typeCounts())
	}
	for _, a := range s.Areas(0) {
		for _, c := range [][2]int{{a.X - 1, a.Y - 1}, {a.X, a.Y - 1}, {a.X - 1, a.Y}, {a.X, a.Y}} {
			if c == [2]int{3, 2} || c == [2]int{0, 3} {
				t.Errorf("area (%d,%d) touches a removed Tavern", a.X, a.Y)
			}
		}
	}
	if n := len(s.Areas(0)); n != 3 { // 6 before: (3,2) took (3,2) and (3,3), (0,3) took (1,3)
		t.Errorf("%d areas after the removal, want 3", n)
	}
	if s.phase != phOver || s.Result() == nil {
		t.Fatalf("phase %s after the removal (mall B has 4 types)", s.Phase())
	}
	// A 6-type mall: 15 moves.
	s = t17State()
	s.malls[0].cells[1].card = 51 // a Fountain instead of S01
	s.settle()
	if got := s.LegalMoves(0); len(got) != 15 || got[0] != "remove potions pub" {
		t.Errorf("6 types: %d moves %v", len(got), got)
	}
	// Mall B decides after A.
	s = t17State()
	setMall(s, 1, 1, sh(4, 1, 0), sh(14, 2, 0), sh(23, 3, 0), sh(33, 4, 0), sh(43, 5, 0))
	s.settle()
	_ = s.Apply(0, "remove pub")
	if s.phase != phRemove || s.ActiveMall() != 1 || len(s.LegalMoves(0)) != 5 {
		t.Errorf("mall B: phase %s mall %d moves %v", s.Phase(), s.ActiveMall(), s.LegalMoves(0))
	}
}
