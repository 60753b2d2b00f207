package match_test

import (
	"strings"
	"testing"
	"time"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/game/match"
)

func cfg(seed uint64, human bool) match.Config {
	c := match.Config{Game: "mallworld", Options: engine.Options{"players": "4"}, Seed: seed}
	for i := 0; i < 4; i++ {
		c.Seats = append(c.Seats, match.Seat{Kind: match.Bot, Bot: "greedy", Name: "Bot"})
	}
	if human {
		c.Seats[0] = match.Seat{Kind: match.Human, Name: "You"}
	}
	return c
}

// A bot-only match runs to the end; the same seed gives the same game; a bot
// waits for its delay.
func TestBotsPlayToTheEnd(t *testing.T) {
	var hashes [2][32]byte
	for k := range hashes {
		s, err := match.New(cfg(42, false))
		if err != nil {
			t.Fatal(err)
		}
		now := time.Unix(0, 0)
		if n, _ := s.Advance(now); s.Step() != n || s.BotToAct() < 0 {
			t.Fatalf("setup: %d steps, bot to act %d", n, s.BotToAct())
		}
		before := s.Step()
		if n, _ := s.Advance(now.Add(s.Delay / 2)); n != 0 || s.Step() != before {
			t.Fatal("a bot moved before its delay")
		}
		for i := 0; !s.Over(); i++ {
			if i > 100000 {
				t.Fatal("no end")
			}
			now = now.Add(s.Delay)
			if _, err := s.Advance(now); err != nil {
				t.Fatal(err)
			}
		}
		hashes[k] = s.State().Hash()
	}
	if hashes[0] != hashes[1] {
		t.Fatal("same seed, different games")
	}
}

// Saving mid-game and loading resumes the same step and state, and the
// resumed match goes on exactly as the original.
func TestSaveLoadResumes(t *testing.T) {
	s, err := match.New(cfg(7, true))
	if err != nil {
		t.Fatal(err)
	}
	now := time.Unix(0, 0)
	for s.Step() < 150 && !s.Over() {
		now = now.Add(time.Second)
		if _, err := s.Advance(now); err != nil {
			t.Fatal(err)
		}
		if h := s.HumansToAct(); len(h) > 0 {
			if err := s.Play(h[0], s.State().LegalMoves(h[0])[0]); err != nil {
				t.Fatal(err)
			}
		}
	}
	data := s.Save()
	r, err := match.Load(data)
	if err != nil {
		t.Fatal(err)
	}
	if r.Step() != s.Step() || r.State().Hash() != s.State().Hash() {
		t.Fatalf("resumed at step %d, saved at %d (or the state differs)", r.Step(), s.Step())
	}
	if len(s.HumansToAct()) == 0 {
		s.Delay, r.Delay = 0, 0
		s.Advance(now)
		r.Advance(now)
		if r.State().Hash() != s.State().Hash() {
			t.Fatal("resumed match went on differently")
		}
	}
	if err := r.Play(1, "pass"); err == nil {
		t.Fatal("a bot seat accepted a human move")
	}
}

func TestLoadRejectsBadSaves(t *testing.T) {
	good := string(mustNew(t).Save())
	cases := map[string]string{
		"not json":     "{",
		"wrong format": strings.Replace(good, "galleria-save", "other", 1),
		"bad log":      strings.Replace(good, "galleria-log 1", "galleria-log 9", 1),
		"illegal step": strings.Replace(good, `"log":"galleria-log 1\n`, `"log":"galleria-log 1\n`, 1)[:len(good)-2] + `seat 0 bid 99\n"}`,
	}
	for name, data := range cases {
		if _, err := match.Load([]byte(data)); err == nil {
			t.Errorf("%s: loaded", name)
		}
	}
}

func mustNew(t *testing.T) *match.Session {
	s, err := match.New(cfg(3, true))
	if err != nil {
		t.Fatal(err)
	}
	s.Advance(time.Unix(0, 0))
	return s
}
