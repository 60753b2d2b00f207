package luxshopping

import (
	"math/bits"
	"sort"
)

// Ownership, signs and galleries (§6, §7, §8).

func (s *State) hasSign(k int) bool { return s.signed&(1<<uint(k)) != 0 }

func (s *State) setSign(k int, on bool) {
	if on {
		s.signed |= 1 << uint(k)
	} else {
		s.signed &^= 1 << uint(k)
	}
}

// owned is the set of seat's shops (bit k: shop k).
func (s *State) owned(seat int) uint64 {
	if seat != int(int8(seat)) {
		return 0 // no owner byte holds it
	}
	return s.ownerIs(int8(seat))
}

// free is the set of the free shops (bit k: shop k).
func (s *State) free() uint64 { return s.owned(-1) }

// signable is the set of seat's unsigned shops (gain) or signed shops (lose).
func (s *State) signable(seat int, gain bool) uint64 {
	if gain {
		return s.owned(seat) &^ s.signed
	}
	return s.owned(seat) & s.signed
}

func (s *State) shopCount(seat int) int { return bits.OnesCount64(s.owned(seat)) }

func (s *State) signCount(seat int) int { return bits.OnesCount64(s.owned(seat) & s.signed) }

// galleryCount is the number of galleries seat owns: a gallery's id is its
// smallest member, so it is counted at that member.
func (s *State) galleryCount(seat int) int {
	return bits.OnesCount64(s.owned(seat) & s.galleryIDs())
}

// largestGallery is the number of shops of seat's largest gallery (0 for
// none). A gallery's id is its smallest member, so seat's galleries are the
// ids of the shops it owns that are their gallery's id.
func (s *State) largestGallery(seat int) int { return s.largestOf(s.owned(seat)) }

// largestOf is largestGallery of the seat whose shops are own.
func (s *State) largestOf(own uint64) int {
	best := 0
	for m := own & s.galleryIDs(); m != 0; m &= m - 1 {
		if n := bits.OnesCount64(s.galleryIs(uint8(bits.TrailingZeros64(m)))); n > best {
			best = n
		}
	}
	return best
}

// galleryValue is the sum of the visit values of gallery id's shops.
func (s *State) galleryValue(id uint8) int64 { return visitSum(s.galleryIs(id)) }

// landValue is what landing on shop k pays its owner (B1) or costs a
// visitor (B2): the shop's or its gallery's value, +5,000 for a sign.
func (s *State) landValue(k int) int64 {
	v := VisitValue(k)
	if g := s.gallery[k]; g != 0 {
		v = s.galleryValue(g)
	}
	if s.hasSign(k) {
		v += signBonus
	}
	return v
}

// mailValue is what a mail card showing owned shop k is worth (§5): the
// visit value, doubled in a gallery, +5,000 for a sign.
func (s *State) mailValue(k int) int64 {
	v := VisitValue(k)
	if s.gallery[k] != 0 {
		v *= 2
	}
	if s.hasSign(k) {
		v += signBonus
	}
	return v
}

// worth is what selling every shop of seat would bring.
func (s *State) worth(seat int) int64 { return resaleSum(s.owned(seat)) }

// dissolve breaks up gallery id: its shops become ordinary shops.
func (s *State) dissolve(id uint8) {
	if id == 0 {
		return
	}
	for k := 1; k <= nShops; k++ {
		if s.gallery[k] == id {
			s.gallery[k] = 0
		}
	}
}

// loseShop returns shop k to the bank: its sign goes and its gallery
// dissolves (§6, §9).
func (s *State) loseShop(k int) {
	s.dissolve(s.gallery[k])
	s.setSign(k, false)
	s.owner[k] = -1
}

// bankruptShop is the shop seat loses to card number n (§6): shop n, else
// the next higher owned shop, else the smallest.
func (s *State) bankruptShop(seat, n int) int {
	own := s.owned(seat)
	if own == 0 {
		return 0
	}
	if n >= 1 && n <= nShops && own&(1<<uint(n)) != 0 {
		return n
	}
	if n >= 0 && n < nShops {
		if above := own >> uint(n+1) << uint(n+1); above != 0 {
			return bits.TrailingZeros64(above)
		}
	}
	return bits.TrailingZeros64(own)
}

func (s *State) takeFree(seat, k int) {
	s.owner[k] = int8(seat)
	s.note(Event{Kind: EvFreeShop, Seat: seat, Shop: k})
}

func (s *State) signShop(seat, k int, gain bool) {
	s.setSign(k, gain)
	if gain {
		s.note(Event{Kind: EvSign, Seat: seat, Shop: k})
		s.checkWin(seat)
	} else {
		s.note(Event{Kind: EvUnsign, Seat: seat, Shop: k})
	}
}

// buildMoves lists the gallery moves of the active seat at shop `card` of
// the top fBuild frame (§7): "gallery a b" creates a gallery with partners
// a < b; "merge g" merges with the gallery whose smallest shop is g; "pass".
// Nil when nothing is possible (the decision is then skipped).
func (s *State) buildMoves() []string {
	k := s.topCard()
	cash := s.cash[s.active]
	var out []string
	if s.gallery[k] == 0 {
		el := s.partners()
		n := 0 // affordable pairs
		for pass := 0; pass < 2; pass++ {
			for m := el; m != 0; m &= m - 1 {
				x := bits.TrailingZeros64(m)
				for m2 := el >> uint(x+1) << uint(x+1); m2 != 0; m2 &= m2 - 1 {
					y := bits.TrailingZeros64(m2)
					if s.galleryCost(k, x, y) > cash {
						continue
					}
					if pass == 0 {
						n++
					} else {
						out = append(out, galleryTexts[x][y])
					}
				}
			}
			if n == 0 {
				return nil
			}
			if pass == 0 {
				out = stringChunk.take(n + 1)[:0] // the pairs, and pass
			}
		}
	} else {
		own := s.galleryValue(s.gallery[k])
		var ok uint64 // the affordable merges
		for m := s.mergers(); m != 0; m &= m - 1 {
			if x := bits.TrailingZeros64(m); own+s.galleryValue(uint8(x)) <= cash {
				ok |= 1 << uint(x)
			}
		}
		if ok == 0 {
			return nil
		}
		return listShops(ok, &mergeTexts, "pass")
	}
	return append(out, "pass")
}

// appendBuildMoves is buildMoves appended to dst.
func (s *State) appendBuildMoves(dst []string) []string {
	k := s.topCard()
	cash := s.cash[s.active]
	if s.gallery[k] == 0 {
		el := s.partners()
		pre := len(dst)
		for m := el; m != 0; m &= m - 1 {
			x := bits.TrailingZeros64(m)
			for m2 := el >> uint(x+1) << uint(x+1); m2 != 0; m2 &= m2 - 1 {
				if y := bits.TrailingZeros64(m2); s.galleryCost(k, x, y) <= cash {
					dst = append(dst, galleryTexts[x][y])
				}
			}
		}
		if len(dst) == pre {
			return dst
		}
		return append(dst, "pass")
	}
	own := s.galleryValue(s.gallery[k])
	var ok uint64 // the affordable merges
	for m := s.mergers(); m != 0; m &= m - 1 {
		if x := bits.TrailingZeros64(m); own+s.galleryValue(uint8(x)) <= cash {
			ok |= 1 << uint(x)
		}
	}
	if ok == 0 {
		return dst
	}
	return appendShops(dst, ok, &mergeTexts, "pass")
}

// canBuild reports whether buildMoves lists anything, without listing.
func (s *State) canBuild() bool {
	k := s.topCard()
	if s.gallery[k] == 0 {
		el := s.partners()
		for m := el; m != 0; m &= m - 1 {
			x := bits.TrailingZeros64(m)
			for m2 := el >> uint(x+1) << uint(x+1); m2 != 0; m2 &= m2 - 1 {
				if s.galleryCost(k, x, bits.TrailingZeros64(m2)) <= s.cash[s.active] {
					return true
				}
			}
		}
		return false
	}
	own := s.galleryValue(s.gallery[k])
	for m := s.mergers(); m != 0; m &= m - 1 {
		if own+s.galleryValue(uint8(bits.TrailingZeros64(m))) <= s.cash[s.active] {
			return true
		}
	}
	return false
}

// partners is the set (bit x: shop x) of the shops that may join shop
// `card` of the top fBuild frame in a new gallery: none if that shop is in a
// gallery or was bought this turn, else the active seat's other shops that
// are in no gallery and were not bought this turn.
func (s *State) partners() uint64 {
	k := s.topCard()
	if s.gallery[k] != 0 || k == int(s.bought) {
		return 0
	}
	m := s.owned(int(s.active)) & s.galleryIs(0)
	return m &^ (1<<uint(k) | 1<<s.bought)
}

// galleryCost is the value of a new gallery {k, x, y}.
func (s *State) galleryCost(k, x, y int) int64 { return VisitValue(k) + VisitValue(x) + VisitValue(y) }

// galleryOK reports whether "gallery x y" is a legal build move now.
func (s *State) galleryOK(x, y int) bool {
	el := s.partners()
	return x < y && el&(1<<uint(x)) != 0 && el&(1<<uint(y)) != 0 &&
		s.galleryCost(s.topCard(), x, y) <= s.cash[s.active]
}

// mergers is the set of the ids of the active seat's galleries other than
// the one of shop `card` of the top fBuild frame (empty if that shop is in
// no gallery).
func (s *State) mergers() uint64 {
	g := s.gallery[s.topCard()]
	if g == 0 {
		return 0
	}
	return s.owned(int(s.active)) & s.galleryIDs() &^ (1 << g)
}

// mergeOK reports whether "merge x" is a legal build move now.
func (s *State) mergeOK(x int) bool {
	if s.mergers()&(1<<uint(x)) == 0 {
		return false
	}
	return s.galleryValue(s.gallery[s.topCard()])+s.galleryValue(uint8(x)) <= s.cash[s.active]
}

// createGallery makes {k, x, y} one gallery of the active seat.
func (s *State) createGallery(k, x, y int) int64 {
	id := uint8(min(k, x, y))
	s.gallery[k], s.gallery[x], s.gallery[y] = id, id, id
	return s.galleryValue(id)
}

// mergeGalleries joins galleries g1 and g2; it returns the cost (the merged
// value).
func (s *State) mergeGalleries(g1, g2 uint8) int64 {
	id := min(g1, g2)
	for k := 1; k <= nShops; k++ {
		if s.gallery[k] == g1 || s.gallery[k] == g2 {
			s.gallery[k] = id
		}
	}
	return s.galleryValue(id)
}

// Galleries lists the galleries as sorted member lists, ordered by their
// smallest shop.
func (s *State) Galleries() [][]int {
	var out [][]int
	for id := 1; id <= nShops; id++ {
		if int(s.gallery[id]) != id {
			continue
		}
		var m []int
		for k := 1; k <= nShops; k++ {
			if int(s.gallery[k]) == id {
				m = append(m, k)
			}
		}
		out = append(out, m)
	}
	sort.Slice(out, func(i, j int) bool { return out[i][0] < out[j][0] })
	return out
}
