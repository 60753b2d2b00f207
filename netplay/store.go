package netplay

import (
	"fmt"
	"slices"
	"strings"
	"sync"
)

// Store keeps a peer's key, roster and log across page reloads: in the
// browser it is localStorage, in tests a map. Load returns nil, nil for a key
// never saved.
type Store interface {
	Load(key string) ([]byte, error)
	Save(key string, data []byte) error
}

// MemStore is a Store in memory (tests, and platforms without storage). The
// zero value is ready to use; it is safe for concurrent use.
type MemStore struct {
	mu sync.Mutex
	m  map[string][]byte
}

func (s *MemStore) Load(key string) ([]byte, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]byte(nil), s.m[key]...), nil
}

func (s *MemStore) Save(key string, data []byte) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.m == nil {
		s.m = map[string][]byte{}
	}
	s.m[key] = append([]byte(nil), data...)
	return nil
}

// Forget removes every key that starts with prefix.
func (s *MemStore) Forget(prefix string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	for k := range s.m {
		if strings.HasPrefix(k, prefix) {
			delete(s.m, k)
		}
	}
}

// Keys returns the stored keys, sorted.
func (s *MemStore) Keys() []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	out := make([]string, 0, len(s.m))
	for k := range s.m {
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}

// Keys of the stored data.
const (
	storeMeta = "meta"
)

func storeRecord(i int) string { return fmt.Sprintf("rec/%d", i) }
