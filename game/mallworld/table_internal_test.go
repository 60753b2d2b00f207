package mallworld

import (
	"fmt"
	"reflect"
	"strings"
	"testing"

	"github.com/galleria-games/galleria/game/ui"
)

func TestTableLayout(t *testing.T) {
	sizes := [][2]float64{{ui.LandW, ui.LandH}, {ui.PortW, ui.PortH}, {ui.PortW, 909}, {ui.PortW, 1200}}
	for _, sz := range sizes {
		for i := 0; i < 6; i++ {
			players, guide := 3+i%3, i >= 3
			L := layoutTable(sz[0], sz[1], players, guide)
			name := fmt.Sprintf("%vx%v/%d guide %v", sz[0], sz[1], players, guide)
			if L.portrait != (sz[1] > sz[0]) {
				t.Errorf("%s: portrait %v", name, L.portrait)
			}
			regions := L.all()
			for k, r := range regions {
				if k == "log" && r.H == 0 {
					continue
				}
				if k == "guide" && !guide {
					if r != (ui.Rect{}) {
						t.Errorf("%s: a guide line's room %+v without the guide", name, r)
					}
					continue
				}
				if r.W <= 0 || r.H <= 0 || r.X < 0 || r.Y < 0 || r.X+r.W > sz[0]+0.01 || r.Y+r.H > sz[1]+0.01 {
					t.Errorf("%s: %s = %+v outside the design area", name, k, r)
				}
			}
			for k1, r1 := range regions {
				for k2, r2 := range regions {
					if k1 < k2 && overlap(r1, r2) {
						t.Errorf("%s: %s %+v overlaps %s %+v", name, k1, r1, k2, r2)
					}
				}
			}
			if L.portrait && !guide && L.log.H < 40 {
				t.Errorf("%s: the move log has %v units", name, L.log.H)
			}
			if c := L.cellRect(5, 5); c.X+c.W != L.mall.X+L.mall.W || c.Y+c.H != L.mall.Y+L.mall.H {
				t.Errorf("%s: F6 %+v not at the corner of %+v", name, c, L.mall)
			}
		}
	}
}

func overlap(a, b ui.Rect) bool {
	return a.X < b.X+b.W-0.01 && b.X < a.X+a.W-0.01 && a.Y < b.Y+b.H-0.01 && b.Y < a.Y+a.H-0.01
}

func TestWords(t *testing.T) {
	for stage, want := range map[string]string{"accept": "No contract", "develop": "Done", "discard": "Done", "play": "Pass"} {
		if got := passLabel(stage); got != want {
			t.Errorf("passLabel(%s) = %q", stage, got)
		}
	}
	for stage, want := range map[string]string{"bid": "Auction: sealed bids", "tokens": "End of turn", "over": "Game over", "odd": "odd"} {
		if got := stageWords(stage); got != want {
			t.Errorf("stageWords(%s) = %q", stage, got)
		}
	}
	// lang.Amount: a no-break space before the unit.
	for v, want := range map[int]string{0: "0\u00a0CHF", 1000: "1,000\u00a0CHF", -4000: "−4,000\u00a0CHF", 1234567: "1,234,567\u00a0CHF"} {
		if got := CHF(v); got != want {
			t.Errorf("CHF(%d) = %q", v, got)
		}
	}
	if got := shortCHF(-1000); got != "−1,000" {
		t.Errorf("shortCHF(-1000) = %q", got)
	}
	if got := Label("mode:build:V") + " / " + Label("mode:rent:B") + " / " + Label("bid:3"); got != "Build Clothing shop / Rent to Children / Bid 3" {
		t.Errorf("labels %q", got)
	}
}

func TestInstanceIDsAndMallCells(t *testing.T) {
	got := instanceIDs("hand", []string{"VG", "VG", "RB", "VG"})
	want := []string{"hand:VG:0", "hand:VG:1", "hand:RB:0", "hand:VG:2"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("instanceIDs = %v", got)
	}
	cells := mallCells([]string{"L V . . G .", ". . . . . .", ". . . . . .", ". . . . . .", ". . . . . .", ". . . S S VR"})
	if cells[0] != "L" || cells[1] != "V" || cells[4] != "G" || cells[33] != "S" || cells[35] != "VR" {
		t.Errorf("mallCells = %v", cells)
	}
}

func TestScoringRows(t *testing.T) {
	sc := scoring{phase: 1, lines: []Line{{Seat: 0, Contract: "P06", Count: 2, Pay: 6000}, {Seat: 1, Contract: "P06", Count: 0, Pay: 0}, {Seat: 0, Contract: "nope", Count: 1, Pay: 0}}, ticks: countTicks}
	rows, total := scoringRows(sc, []string{"Anna", "Beat"})
	c, ok := contractOf("P06")
	if !ok {
		t.Fatal("no contract P06")
	}
	if len(rows) != 3 || rows[0][0] != "Anna" || rows[0][1] != ContractName("P06") ||
		rows[0][2] != fmt.Sprintf("2 × %s = 6,000\u00a0CHF", shortCHF(c.Value)) || rows[2][1] != "contract" {
		t.Errorf("rows %q", rows)
	}
	if total[0] != 6000 || total[1] != 0 {
		t.Errorf("totals %v", total)
	}
}

// The payments of a scoring count up from 0 in Animate, at once with
// motion off.
func TestScoringCounts(t *testing.T) {
	tb := &table{scoring: []scoring{{phase: 1, lines: []Line{{Seat: 0, Contract: "P06", Count: 2, Pay: 6000}}}}}
	rows, _ := scoringRows(tb.scoring[0], []string{"Anna"})
	if !strings.HasSuffix(rows[0][2], "= 0\u00a0CHF") {
		t.Fatalf("before counting: %q", rows[0][2])
	}
	ticks := 0
	for tb.Animate() {
		ticks++
		if ticks == countTicks/2 {
			rows, _ = scoringRows(tb.scoring[0], []string{"Anna"})
			if !strings.HasSuffix(rows[0][2], "= 3,000\u00a0CHF") {
				t.Fatalf("half-way: %q", rows[0][2])
			}
		}
	}
	rows, _ = scoringRows(tb.scoring[0], []string{"Anna"})
	if ticks != countTicks || !strings.HasSuffix(rows[0][2], "= 6,000\u00a0CHF") {
		t.Fatalf("after %d ticks: %q", ticks, rows[0][2])
	}
	off := &table{scoring: []scoring{{phase: 1}}}
	off.SetMotionSpeed(0)
	if !off.Animate() || off.Animate() {
		t.Fatal("with motion off the count should end in one tick")
	}
}
