package netplay

import "sync"

// PrefixStore is a Store that keeps its keys in another Store under a
// prefix: one browser profile's storage holds several peers (a match's host,
// a guest of another match), each under "<match>/<role>/".
//
// A host's match id exists only once NewHost has made it, and NewHost saves
// before it returns; so a PrefixStore may start without a prefix: it then
// keeps what it is given in memory, and Bind writes that out under the
// prefix. It is safe for concurrent use.
type PrefixStore struct {
	base Store

	mu     sync.Mutex
	prefix string
	early  map[string][]byte
}

// NewPrefixStore makes a store of base under prefix; with prefix "" it keeps
// its data in memory until Bind.
func NewPrefixStore(base Store, prefix string) *PrefixStore {
	return &PrefixStore{base: base, prefix: prefix, early: map[string][]byte{}}
}

// Load implements Store.
func (s *PrefixStore) Load(key string) ([]byte, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.prefix == "" {
		return append([]byte(nil), s.early[key]...), nil
	}
	return s.base.Load(s.prefix + key)
}

// Save implements Store.
func (s *PrefixStore) Save(key string, data []byte) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.prefix == "" {
		s.early[key] = append([]byte(nil), data...)
		return nil
	}
	return s.base.Save(s.prefix+key, data)
}

// Bind sets the prefix of a store made without one and writes out what was
// saved before, under it. The first error of those writes is returned (the
// rest are still attempted).
func (s *PrefixStore) Bind(prefix string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.prefix = prefix
	var first error
	for k, v := range s.early {
		if err := s.base.Save(prefix+k, v); err != nil && first == nil {
			first = err
		}
	}
	s.early = nil
	return first
}

// Prefix is the store's prefix ("" before Bind).
func (s *PrefixStore) Prefix() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.prefix
}
