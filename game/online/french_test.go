package online_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/galleria-games/galleria/engine/games"
	"github.com/galleria-games/galleria/game/lang"
)

// TestOnlineFrenchFits: in a browser that asks for French (and in one
// that asks for English), every online
// scene a host and a guest go through (the online menu, the host form of
// every game at its largest table, the lobby with its invite, the guest's
// join page, both lobbies with the guest in) shows every text whole and
// inside its box at 1280×800, 390×844 and 844×390, and nothing lacks
// French.
func TestOnlineFrenchFits(t *testing.T) {
	t.Cleanup(func() { lang.Set(lang.English); lang.ResetMisses() })
	for _, c := range []struct {
		langs []string
		want  string
	}{{[]string{"fr-CH", "en"}, lang.French}, {[]string{"en-GB"}, lang.English}} {
		t.Run(c.want, func(t *testing.T) { onlineScenesFit(t, c.langs, c.want) })
	}
}

func onlineScenesFit(t *testing.T, fr []string, want string) {
	net := newMemNet()
	host := newPlayerSpeaking(t, "host", net, "https://example.test/galleria/?net=1", nil, nil, fr)
	if lang.Current() != want {
		t.Fatalf("the App speaks %s in a browser asking for %v", lang.Current(), fr)
	}
	lang.ResetMisses()
	checked := 0
	check := func(p *player, where string) {
		t.Helper()
		scene := p.status().Scene
		for _, size := range [][2]float64{{1280, 800}, {390, 844}, {844, 390}} {
			b := sceneBuilder(p, scene, size[0], size[1])
			if b == nil {
				t.Fatalf("%s: the online scenes do not draw %q", where, scene)
			}
			if m := withoutLinks(b.F.Misfits(1)); len(m) > 0 {
				t.Errorf("%s (%s) at %v: %d texts do not fit:\n  %s", where, scene, size, len(m), strings.Join(m, "\n  "))
			}
			checked++
		}
	}
	host.d.Click("online:host")
	check(host, "host form")
	offered := 0
	for _, g := range games.All() {
		if !host.has("hostsetup:game:" + g.Name()) {
			continue // a game the online host form does not offer
		}
		offered++
		host.d.Click("hostsetup:game:" + g.Name())
		if info := g.Info(); info.MaxSeats > info.MinSeats && host.has(fmt.Sprintf("hostsetup:players:%d", info.MaxSeats)) {
			host.d.Click(fmt.Sprintf("hostsetup:players:%d", info.MaxSeats))
		}
		check(host, "host form, "+g.Name())
	}
	if offered < 2 {
		t.Fatalf("the host form offers %d games", offered)
	}
	mnOnlineLobby(t, net, host, fr, check)
	t.Logf("%d scene frames checked", checked)
	if m := lang.Misses(); len(m) > 0 {
		t.Errorf("%d texts without French:\n  %s", len(m), strings.Join(m, "\n  "))
	}
}

// withoutLinks leaves out of misfits the links, which the lobby shows
// shortened on purpose (the whole link is copied by its button).
func withoutLinks(misfits []string) []string {
	var out []string
	for _, m := range misfits {
		if !strings.Contains(m, "://") {
			out = append(out, m)
		}
	}
	return out
}
