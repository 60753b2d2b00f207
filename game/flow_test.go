package game

import (
	"github.com/galleria-games/galleria/game/ui"
	"reflect"
	"testing"

	"github.com/galleria-games/galleria/game/match"
)

func TestFocusSeat(t *testing.T) {
	for _, c := range []struct {
		toAct []int
		shown int
		want  int
	}{
		{nil, -1, -1},
		{nil, 2, -1},
		{[]int{0}, -1, 0},
		{[]int{0}, 0, 0},
		{[]int{1, 3}, 3, 3}, // sealed bids: the human shown keeps the device
		{[]int{1, 3}, 0, 1},
		{[]int{2}, 1, 2},
	} {
		if got := focusSeat(c.toAct, c.shown); got != c.want {
			t.Errorf("focusSeat(%v, %d) = %d, want %d", c.toAct, c.shown, got, c.want)
		}
	}
}

func TestNeedHandoff(t *testing.T) {
	for _, c := range []struct {
		humans, shown, next int
		want                bool
	}{
		{1, 0, 0, false},  // solo: never
		{1, -1, 0, false}, // solo, first decision
		{2, 0, 0, false},  // same human again
		{2, 0, 2, true},   // another human
		{2, -1, 0, true},  // hotseat, first decision: the device is passed
		{3, 2, -1, false}, // nobody human acts (bots)
	} {
		if got := needHandoff(c.humans, c.shown, c.next); got != c.want {
			t.Errorf("needHandoff(%d, %d, %d) = %v", c.humans, c.shown, c.next, got)
		}
	}
}

func TestRouteMatch(t *testing.T) {
	for _, c := range []struct {
		name          string
		over, scoring bool
		humans        int
		toAct         []int
		shown         int
		want          route
	}{
		{"scoring first", true, true, 1, nil, 0, route{sceneTable, -1, true}},
		{"over", true, false, 1, nil, 0, route{sceneResults, -1, false}},
		{"bots act", false, false, 1, nil, 0, route{sceneTable, -1, false}},
		{"solo human", false, false, 1, []int{0}, 0, route{sceneTable, 0, false}},
		{"hotseat same", false, false, 2, []int{1}, 1, route{sceneTable, 1, false}},
		{"hotseat other", false, false, 2, []int{1}, 0, route{sceneHandoff, 1, false}},
		{"hotseat bids keep shown", false, false, 3, []int{0, 2}, 2, route{sceneTable, 2, false}},
	} {
		if got := routeMatch(c.over, c.scoring, c.humans, c.toAct, c.shown); got != c.want {
			t.Errorf("%s: got %+v, want %+v", c.name, got, c.want)
		}
	}
}

func TestSeatNames(t *testing.T) {
	for _, c := range []struct {
		kinds []ui.SeatKind
		want  []string
	}{
		{[]ui.SeatKind{ui.Human, ui.Greedy, ui.Greedy, ui.Greedy}, []string{"You", "Beat", "Carla", "Dario"}},
		{[]ui.SeatKind{ui.Greedy, ui.Human, ui.Random}, []string{"Anna", "You", "Carla"}},
		{[]ui.SeatKind{ui.Human, ui.Human, ui.Greedy, ui.Human, ui.Random}, []string{"Player 1", "Player 2", "Carla", "Player 4", "Elsa"}},
	} {
		if got := ui.SeatNames(c.kinds); !reflect.DeepEqual(got, c.want) {
			t.Errorf("seatNames(%v) = %v, want %v", c.kinds, got, c.want)
		}
	}
}

func TestSetupConfig(t *testing.T) {
	s := defaultSetup()
	if s.players != 4 || s.kinds[0] != ui.Human || s.kinds[1] != ui.Normal || !s.canStart() {
		t.Fatalf("default setup %+v", s)
	}
	s.players = 5
	s.kinds[1] = ui.Greedy
	s.kinds[2] = ui.Random
	s.kinds[3] = ui.Easy
	s.kinds[4] = ui.Hard
	s.seed = "123"
	c, err := s.config()
	if err != nil {
		t.Fatal(err)
	}
	want := []match.Seat{{Kind: match.Human, Name: "You"}, {Kind: match.Bot, Bot: "greedy", Name: "Beat"}, {Kind: match.Bot, Bot: "random", Name: "Carla"},
		{Kind: match.Bot, Bot: "easy", Name: "Dario"}, {Kind: match.Bot, Bot: "hard", Name: "Elsa"}}
	if c.Game != "mallworld" || c.Options["players"] != "5" || c.Seed != 123 || !reflect.DeepEqual(c.Seats, want) {
		t.Fatalf("config %+v", c)
	}
	if _, err := match.New(c); err != nil {
		t.Fatal(err)
	}
	s.kinds[0] = ui.Greedy
	if s.canStart() {
		t.Error("a match without a human can start")
	}
	s.seed = ""
	if c, _ := s.config(); c.Seed != 0 {
		t.Error("an empty seed field is not a random seed")
	}
}

func TestTypeSeed(t *testing.T) {
	for _, c := range []struct {
		seed  string
		chars string
		bs    bool
		want  string
	}{
		{"", "12a3", false, "123"},
		{"123", "", true, "12"},
		{"", "", true, ""},
		{"1234567890123456789", "9", false, "1234567890123456789"},
		{"12", "x-4", true, "14"},
	} {
		got := typeSeed(c.seed, []rune(c.chars), c.bs)
		if got != c.want {
			t.Errorf("typeSeed(%q, %q, %v) = %q", c.seed, c.chars, c.bs, got)
		}
		if _, err := parseSeed(got); err != nil {
			t.Errorf("typed seed %q does not parse: %v", got, err)
		}
	}
}

func TestWords(t *testing.T) {
	for n, want := range map[int]string{1: "1st", 2: "2nd", 3: "3rd", 4: "4th", 11: "11th", 22: "22nd"} {
		if got := ui.Ordinal(n); got != want {
			t.Errorf("ordinal(%d) = %q", n, got)
		}
	}
	if got := winnersLine([]string{"A", "B", "C"}, []int{0, 2}); got != "Shared victory: A and C." {
		t.Errorf("winnersLine: %q", got)
	}
}
