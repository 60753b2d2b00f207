package netplay

import (
	"crypto/ed25519"
	"crypto/rand"
	"encoding/base64"
	"fmt"
	"io"
)

// Identity is a peer's signing key. Its public half, encoded by Key, names the
// peer in every message and in the roster.
type Identity struct {
	priv ed25519.PrivateKey
}

// NewIdentity makes a fresh key from r (crypto/rand when nil).
func NewIdentity(r io.Reader) (Identity, error) {
	if r == nil {
		r = rand.Reader
	}
	_, priv, err := ed25519.GenerateKey(r)
	if err != nil {
		return Identity{}, fmt.Errorf("new identity: %v", err)
	}
	return Identity{priv: priv}, nil
}

// Key is the public key in the text form used on the wire.
func (id Identity) Key() string {
	return encodeKey(id.priv.Public().(ed25519.PublicKey))
}

// Valid reports whether the identity holds a key.
func (id Identity) Valid() bool { return len(id.priv) == ed25519.PrivateKeySize }

// MarshalText stores the private key's seed (for the peer's own storage only).
func (id Identity) MarshalText() ([]byte, error) {
	if !id.Valid() {
		return nil, fmt.Errorf("identity: empty")
	}
	return []byte(base64.RawURLEncoding.EncodeToString(id.priv.Seed())), nil
}

// UnmarshalText restores a key stored by MarshalText.
func (id *Identity) UnmarshalText(b []byte) error {
	seed, err := base64.RawURLEncoding.DecodeString(string(b))
	if err != nil || len(seed) != ed25519.SeedSize {
		return fmt.Errorf("identity: want a base64url %d-byte seed", ed25519.SeedSize)
	}
	id.priv = ed25519.NewKeyFromSeed(seed)
	return nil
}

func (id Identity) sign(msg []byte) []byte { return ed25519.Sign(id.priv, msg) }

func encodeKey(pub ed25519.PublicKey) string { return base64.RawURLEncoding.EncodeToString(pub) }

func decodeKey(s string) (ed25519.PublicKey, error) {
	b, err := base64.RawURLEncoding.DecodeString(s)
	if err != nil || len(b) != ed25519.PublicKeySize {
		return nil, fmt.Errorf("key %q is not a base64url ed25519 public key", clip(s))
	}
	return ed25519.PublicKey(b), nil
}

// clip shortens untrusted text for error messages.
func clip(s string) string {
	if len(s) > 24 {
		return s[:24] + "…"
	}
	return s
}
