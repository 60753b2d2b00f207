package netplay

import (
	"crypto/sha256"
	"encoding/base64"
	"encoding/binary"
	"math/big"

	"github.com/galleria-games/galleria/engine"
)

// chanceSlotOffset is added to a peer's index to give the seat field of the
// commitment to its chance nonce (commitSlot). It lies far above any seat
// number, so a nonce commitment can never pass for the commitment of a sealed
// move, or the reverse. It is part of the wire protocol: changing it breaks
// play with peers that use the old value.
const chanceSlotOffset = 1000

// commitment is SHA-256(domain | match | step | epoch | seat | secret | salt):
// secret is the sealed move's text, or empty for a chance nonce (the salt is
// then the nonce itself). Lengths are encoded, so no two inputs collide.
func commitment(match string, step, epoch, seat int, secret string, salt []byte) [32]byte {
	h := sha256.New()
	h.Write([]byte("galleria-commit/1\x00"))
	var n [8]byte
	for _, v := range []int{step, epoch, seat} {
		binary.BigEndian.PutUint64(n[:], uint64(int64(v)))
		h.Write(n[:])
	}
	for _, s := range [][]byte{[]byte(match), []byte(secret), salt} {
		binary.BigEndian.PutUint64(n[:], uint64(len(s)))
		h.Write(n[:])
		h.Write(s)
	}
	var out [32]byte
	h.Sum(out[:0])
	return out
}

// drawChance picks the outcome that the nonces (in peer order) select: the
// SHA-256 of all of them, read as a 256-bit number, modulo the total weight.
// Every nonce changes the result unpredictably, so no peer can steer it
// unless it knows every other nonce before committing to its own.
func drawChance(match string, step, epoch int, nonces [][]byte, outs []engine.Outcome) (string, error) {
	total, err := engine.TotalWeight(outs)
	if err != nil {
		return "", err
	}
	h := sha256.New()
	h.Write([]byte("galleria-chance/1\x00"))
	h.Write([]byte(match))
	var n [8]byte
	binary.BigEndian.PutUint64(n[:], uint64(step))
	h.Write(n[:])
	binary.BigEndian.PutUint64(n[:], uint64(epoch))
	h.Write(n[:])
	for _, x := range nonces {
		h.Write(x)
	}
	sum := h.Sum(nil)
	// 256 bits modulo a total below 2^31: the bias is under 2^-220.
	r := new(big.Int).Mod(new(big.Int).SetBytes(sum), big.NewInt(int64(total))).Int64()
	return engine.OutcomeAt(outs, r)
}

// logHash chains one more step onto the log hash.
func logHash(prev [32]byte, step, seat int, move string) [32]byte {
	h := sha256.New()
	h.Write(prev[:])
	var n [8]byte
	binary.BigEndian.PutUint64(n[:], uint64(step))
	h.Write(n[:])
	binary.BigEndian.PutUint64(n[:], uint64(int64(seat)))
	h.Write(n[:])
	h.Write([]byte(move))
	var out [32]byte
	h.Sum(out[:0])
	return out
}

func logStart(s *Setup) [32]byte {
	return sha256.Sum256([]byte("galleria-log/1\x00" + s.Match + "\x00" + s.Game + "\x00" + s.Options.String()))
}

func b64(b []byte) string { return base64.RawURLEncoding.EncodeToString(b) }

func unb64(s string) []byte {
	b, _ := base64.RawURLEncoding.DecodeString(s)
	return b
}

func isB64(s string, n int) bool {
	b, err := base64.RawURLEncoding.DecodeString(s)
	return err == nil && len(b) == n
}
