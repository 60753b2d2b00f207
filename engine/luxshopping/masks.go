package luxshopping

import "math/bits"

// Shop sets from the owner and gallery tables, eight shops at a time: shops
// 1…56 are seven words of eight bytes, and a word's bytes are compared with
// a value all at once (the classic zero-byte test). Random playouts ask for
// these sets at nearly every step, and a loop over 56 shops was a large part
// of their cost.

const (
	lowBytes  = 0x0101010101010101 // 1 in every byte
	low7Bits  = 0x7f7f7f7f7f7f7f7f // the low seven bits of every byte
	gatherTop = 0x0102040810204080 // moves bit 8j to bit 56+j
	nWords    = nShops / 8         // words of eight shops
)

// eqBytes returns bit j set for each byte j of x equal to b.
func eqBytes(x uint64, b uint8) uint64 {
	t := x ^ lowBytes*uint64(b)
	z := ^((t&low7Bits + low7Bits) | t | low7Bits) // the top bit of each zero byte of t
	return (z >> 7) * gatherTop >> 56
}

// galleryWord is gallery[1+8w…8+8w] as a little-endian word.
func (s *State) galleryWord(w int) uint64 {
	g := s.gallery[1+8*w : 9+8*w : 9+8*w]
	return uint64(g[0]) | uint64(g[1])<<8 | uint64(g[2])<<16 | uint64(g[3])<<24 |
		uint64(g[4])<<32 | uint64(g[5])<<40 | uint64(g[6])<<48 | uint64(g[7])<<56
}

// ownerIs is the set of the shops k (bit k) with owner[k] == o.
func (s *State) ownerIs(o int8) uint64 {
	var m uint64
	for w := 0; w < nWords; w++ {
		// owner[1+8w…8+8w] as a little-endian word (one load).
		b := s.owner[1+8*w : 9+8*w : 9+8*w]
		x := uint64(uint8(b[0])) | uint64(uint8(b[1]))<<8 | uint64(uint8(b[2]))<<16 | uint64(uint8(b[3]))<<24 |
			uint64(uint8(b[4]))<<32 | uint64(uint8(b[5]))<<40 | uint64(uint8(b[6]))<<48 | uint64(uint8(b[7]))<<56
		m |= eqBytes(x, uint8(o)) << uint(1+8*w)
	}
	return m
}

// galleryIs is the set of the shops k (bit k) with gallery[k] == id.
func (s *State) galleryIs(id uint8) uint64 {
	var m uint64
	for w := 0; w < nWords; w++ {
		m |= eqBytes(s.galleryWord(w), id) << uint(1+8*w)
	}
	return m
}

// galleryIDs is the set of the shops k (bit k) with gallery[k] == k: the ids
// of the galleries.
func (s *State) galleryIDs() uint64 {
	var m uint64
	for w := 0; w < nWords; w++ {
		// XOR with the shop numbers leaves a zero byte exactly where
		// gallery[k] == k.
		m |= eqBytes(s.galleryWord(w)^shopNumbers[w], 0) << uint(1+8*w)
	}
	return m
}

var (
	// shopNumbers[w] holds 1+8w…8+8w in its bytes, low byte first.
	shopNumbers [nWords]uint64
	// zoneShops[z] is the set of the shops of zone z.
	zoneShops [3]uint64
)

func init() {
	for k := 1; k <= nShops; k++ {
		w, j := (k-1)/8, (k-1)%8
		shopNumbers[w] |= uint64(k) << uint(8*j)
		zoneShops[ZoneOf(k)] |= 1 << uint(k)
	}
}

// visitSum is the sum of the visit values of the shops of m.
func visitSum(m uint64) int64 {
	var v int64
	for z, zm := range zoneShops {
		v += zoneVisit[z] * int64(bits.OnesCount64(m&zm))
	}
	return v
}

// resaleSum is the sum of the resale values of the shops of m.
func resaleSum(m uint64) int64 {
	var v int64
	for z, zm := range zoneShops {
		v += zonePrice[z] / 2 * int64(bits.OnesCount64(m&zm))
	}
	return v
}
