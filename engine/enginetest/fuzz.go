package enginetest

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/engine/bot"
)

// Bytes reads fuzz input; past its end it reads zeros.
type Bytes struct {
	Data []byte
	i    int
}

// Done reports whether the input is used up.
func (b *Bytes) Done() bool { return b.i >= len(b.Data) }

// Next reads a byte (0 past the end).
func (b *Bytes) Next() uint8 {
	if b.i >= len(b.Data) {
		b.i++
		return 0
	}
	b.i++
	return b.Data[b.i-1]
}

// Take reads up to k bytes (nil past the end).
func (b *Bytes) Take(k int) []byte {
	if b.i >= len(b.Data) {
		return nil
	}
	end := min(b.i+k, len(b.Data))
	out := b.Data[b.i:end]
	b.i = end
	return out
}

// FuzzAction is one action of a byte-driven FuzzApply game on st, which
// must not be over. A byte op chooses it:
//
//   - op%8 == 0 or 1: a garbage text, raw bytes (op%8 == 0: a length byte
//     mod 24, then as many bytes) or 1+b%maxWords words of words (a byte
//     each), applied as seat b%(n+3)-2 (a byte b read first: no seat,
//     Chance, every seat, a seat that does not exist). A listed text must
//     be accepted; an unlisted one rejected with a non-empty error and the
//     hash unchanged.
//   - op%8 == 2: a run of k (a byte) steps with bot.Next and bots, chance
//     and bot choices from rand.NewPCG(op, a byte).
//   - otherwise: the listed move (or chance outcome) picked by the next
//     byte is applied as the first seat that acts (Chance at a chance
//     node) and must be accepted.
func FuzzAction(st engine.State, in *Bytes, words []string, maxWords int, bots []bot.Bot) error {
	n := st.Seats()
	d := st.Decision()
	seat := engine.Chance
	if d.Kind == engine.Turn || d.Kind == engine.Simultaneous {
		seat = d.Seats[0]
	}
	op := in.Next()
	switch op % 8 {
	case 0, 1:
		who := int(in.Next()%uint8(n+3)) - 2
		var text string
		if op%8 == 0 {
			text = string(in.Take(int(in.Next() % 24)))
		} else {
			w := make([]string, 1+int(in.Next())%maxWords)
			for i := range w {
				w[i] = words[int(in.Next())%len(words)]
			}
			text = strings.Join(w, " ")
		}
		listed := slices.Contains(st.LegalMoves(who), text)
		before := st.Hash()
		err := st.Apply(who, text)
		switch {
		case listed && err != nil:
			return fmt.Errorf("%s %q is listed but rejected: %v", engine.SeatName(who), text, err)
		case !listed && err == nil:
			return fmt.Errorf("%s %q is not listed but accepted", engine.SeatName(who), text)
		case !listed && (st.Hash() != before || err.Error() == ""):
			return fmt.Errorf("%s %q rejected (%v) but the state changed", engine.SeatName(who), text, err)
		}
	case 2:
		rng := rand.New(rand.NewPCG(uint64(op), uint64(in.Next())))
		k := int(in.Next())
		for i := 0; i < k && st.Decision().Kind != engine.Terminal; i++ {
			s, err := bot.Next(st, bots, rng)
			if err != nil {
				return err
			}
			if err := st.Apply(s.Seat, s.Move); err != nil {
				return fmt.Errorf("random step %s rejected: %v", s, err)
			}
		}
	default:
		legal := st.LegalMoves(seat)
		if len(legal) == 0 {
			return fmt.Errorf("%s acts but has no move", engine.SeatName(seat))
		}
		m := legal[int(in.Next())%len(legal)]
		if err := st.Apply(seat, m); err != nil {
			return fmt.Errorf("%s %q is listed but rejected: %v", engine.SeatName(seat), m, err)
		}
	}
	return nil
}

// ChoiceBytes writes a real game's log as FuzzAction input: for each of
// its first max steps (all if max is 0) the op 3 and the index of the move
// among the listed ones (up to 255), replaying the log on st; after step i
// it appends extra(i) if extra is not nil. It stops at a step whose move
// it cannot write.
func ChoiceBytes(st engine.State, steps []engine.Step, max int, extra func(i int) []byte) []byte {
	var data []byte
	for i, s := range steps {
		if max > 0 && i >= max {
			break
		}
		idx := slices.Index(st.LegalMoves(s.Seat), s.Move)
		if idx < 0 || idx > 255 {
			break
		}
		data = append(data, 3, byte(idx))
		if extra != nil {
			data = append(data, extra(i)...)
		}
		if err := st.Apply(s.Seat, s.Move); err != nil {
			break
		}
	}
	return data
}
