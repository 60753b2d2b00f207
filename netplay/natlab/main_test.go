package natlab

import "testing"

func TestMain(m *testing.M) { MainWith(m, map[string]func() int{"peer": labPeer}) }
