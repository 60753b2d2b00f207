package mallornothing

// Features of a mall for the search evaluation's fitted promise (see
// SearchEvaluate): what the scored hallway has around it now, and what
// may yet join it.
const (
	fBias         = iota
	fHallway      // squares of the scored hallway
	fFrontier     // empty cells touching the scored hallway (room to grow)
	fUnused       // visible hallway squares outside it
	fSecond       // squares of the second largest hallway
	fDepartment   // the score's rows (spec 5.3)
	fBeauty       //
	fClothing     //
	fRestaurant   //
	fServices     //
	fEntertain    //
	fEligD        // eligible squares of each kind
	fEligB        //
	fEligC        //
	fEligR        //
	fEligS        //
	fEligE        //
	fOtherD       // visible squares of each kind that do not touch the scored hallway
	fOtherB       //
	fOtherC       //
	fOtherR       //
	fOtherS       //
	fOtherE       //
	fNumbers      // cards whose number is visible
	fNumberSum    // the sum of the visible numbers, over 18
	fWidth        // the mall's bounding box
	fHeight       //
	fHoles        // empty cells inside the bounding box
	nEvalFeatures //
)

// kindIndex maps a store square to 0…5 (D, B, C, R, Services,
// Entertainment); the hallway and empty cells to -1.
func kindIndex(q uint8) int {
	switch {
	case q == sqD:
		return 0
	case q == sqB:
		return 1
	case q == sqC:
		return 2
	case q == sqR:
		return 3
	case isService(q):
		return 4
	case isEntertainment(q):
		return 5
	}
	return -1
}

// evalFeatures computes the features of mall m, laid on g and scored by
// g.scoreComp: sc, the hallway components comp, the scored one and the
// second largest hallway's size.
func (m *mall) evalFeatures(g *grid, sc Score, comp *[gridCells]int16, best int16, second int) [nEvalFeatures]float64 {
	var f [nEvalFeatures]float64
	f[fBias] = 1
	f[fDepartment] = float64(sc.Department)
	f[fBeauty] = float64(sc.Beauty)
	f[fClothing] = float64(sc.Clothing)
	f[fRestaurant] = float64(sc.Restaurant)
	f[fServices] = float64(sc.Services)
	f[fEntertain] = float64(sc.Entertainment)
	f[fHallway] = float64(sc.Hallway)
	f[fUnused] = float64(sc.Unused)
	f[fSecond] = float64(second)
	for k := 0; k < int(m.n); k++ {
		if e := m.ly.eff[k]; e > 0 {
			f[fNumbers]++
			f[fNumberSum] += float64(e) / nCards
		}
	}
	f[fWidth] = float64(g.w - 2)
	f[fHeight] = float64(g.h - 2)
	n := g.w * g.h
	var off8 [8]int
	for i, d := range around8 {
		off8[i] = d[1]*g.w + d[0]
	}
	var near [gridCells]bool // cells touching the scored hallway
	if best != 0 {
		for i := 0; i < n; i++ {
			if comp[i] != best {
				continue
			}
			for _, o := range off8 {
				near[i+o] = true
			}
		}
	}
	// Cells of the bounding box are the grid without its border.
	for y := 0; y < g.h; y++ {
		for x := 0; x < g.w; x++ {
			i := y*g.w + x
			q := g.sq[i]
			inside := x > 0 && y > 0 && x < g.w-1 && y < g.h-1
			switch {
			case q == sqNone:
				if near[i] {
					f[fFrontier]++
				}
				if inside {
					f[fHoles]++
				}
			case q != sqH:
				k := kindIndex(q)
				if near[i] {
					f[fEligD+k]++
				} else {
					f[fOtherD+k]++
				}
			}
		}
	}
	return f
}
