package speedref

import (
	"math/bits"
	"math/rand/v2"
	"slices"
	"strconv"
	"testing"
)

var sink int

func BenchmarkSort(b *testing.B) {
	r := rand.New(rand.NewPCG(1, 2))
	src := make([]int, 4096)
	for i := range src {
		src[i] = r.IntN(1 << 30)
	}
	buf := make([]int, len(src))
	for b.Loop() {
		copy(buf, src)
		slices.Sort(buf)
	}
}

func BenchmarkMap(b *testing.B) {
	for b.Loop() {
		m := make(map[int]int, 64)
		for i := range 1000 {
			m[i&63] += i
		}
		sink += m[7]
	}
}

func BenchmarkBits(b *testing.B) {
	var a [64]uint64
	for i := range a {
		a[i] = uint64(i) * 0x9E3779B97F4A7C15
	}
	for b.Loop() {
		s := 0
		for k := range 50 {
			for i := range a {
				s += bits.OnesCount64(a[i]&(a[(i+k)&63]<<1)) + bits.TrailingZeros64(a[i]|1)
			}
		}
		sink += s
	}
}

func BenchmarkStrconv(b *testing.B) {
	buf := make([]byte, 0, 32)
	for b.Loop() {
		for i := range 200 {
			buf = strconv.AppendInt(buf[:0], int64(i*7919), 10)
			n, _ := strconv.Atoi(string(buf))
			sink += n
		}
	}
}

type cell struct{ kind, owner uint8 }

//go:noinline
func score(c *[64]cell, i int) int { return int(c[i].kind)*3 + int(c[i].owner) }

func BenchmarkCalls(b *testing.B) {
	var c [64]cell
	for i := range c {
		c[i] = cell{uint8(i % 7), uint8(i % 4)}
	}
	for b.Loop() {
		s := 0
		for range 20 {
			for i := range c {
				s += score(&c, i)
			}
		}
		sink += s
	}
}
