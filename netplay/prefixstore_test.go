package netplay

import (
	"slices"
	"testing"
)

func TestPrefixStore(t *testing.T) {
	base := &MemStore{}
	s := NewPrefixStore(base, "")
	if err := s.Save("meta", []byte("m")); err != nil {
		t.Fatal(err)
	}
	if b, _ := s.Load("meta"); string(b) != "m" {
		t.Fatalf("early load: %q", b)
	}
	if b, _ := s.Load("none"); b != nil {
		t.Fatalf("a key never saved loads %q", b)
	}
	if len(base.Keys()) != 0 {
		t.Fatalf("saved before Bind: %v", base.Keys())
	}
	if err := s.Bind("m1/host/"); err != nil {
		t.Fatal(err)
	}
	s.Save("rec/0", []byte("r"))
	if got := base.Keys(); !slices.Equal(got, []string{"m1/host/meta", "m1/host/rec/0"}) {
		t.Fatalf("keys %v", got)
	}
	if b, _ := s.Load("meta"); string(b) != "m" || s.Prefix() != "m1/host/" {
		t.Fatalf("after Bind: %q, prefix %q", b, s.Prefix())
	}
	g := NewPrefixStore(base, "m1/g0/")
	g.Save("meta", []byte("g"))
	if b, _ := s.Load("meta"); string(b) != "m" {
		t.Fatalf("the roles share a key: %q", b)
	}
	base.Forget("m1/host/")
	if got := base.Keys(); !slices.Equal(got, []string{"m1/g0/meta"}) {
		t.Fatalf("after Forget: %v", got)
	}
}

func TestMemStoreCopies(t *testing.T) {
	var s MemStore
	d := []byte("abc")
	s.Save("k", d)
	d[0] = 'x'
	b, _ := s.Load("k")
	if string(b) != "abc" {
		t.Fatalf("the store keeps the caller's slice: %q", b)
	}
	b[1] = 'y'
	if b2, _ := s.Load("k"); string(b2) != "abc" {
		t.Fatalf("Load hands out the stored slice: %q", b2)
	}
}
