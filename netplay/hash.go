package netplay

import (
	"crypto/sha256"
	"encoding/base64"
	"encoding/binary"
)

// hashes are the log hash and the state hash after some number of steps.
// Every move, commitment and ack carries its author's, so a peer that went
// another way is found the first time it speaks.
type hashes struct{ log, state [32]byte }

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

// logStart is the log hash before the first step.
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
