package online

import (
	"github.com/galleria-games/galleria/game/lang"
	"github.com/galleria-games/galleria/game/ui"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/galleria-games/galleria/engine/games"
	"github.com/galleria-games/galleria/netplay"
)

// reportWords says what a fault report means, in plain words (the table's
// move log).
func reportWords(r netplay.Report) string {
	who := lang.T("an unknown sender")
	switch {
	case r.Seat >= 0 && r.Peer != "":
		who = lang.F("%s (seat %d)", r.Peer, r.Seat+1)
	case r.Seat >= 0:
		who = lang.F("seat %d", r.Seat+1)
	case r.Peer != "":
		who = r.Peer
	}
	what := faultWords[r.Fault]
	if what == "" {
		what = string(r.Fault)
	} else {
		what = lang.T(what)
	}
	return lang.F("Problem at step %d: a message from %s was ignored: %s (%s).", r.Step, who, what, r.Detail)
}

var faultWords = map[netplay.Fault]string{
	netplay.FaultMalformed:  "it was not a valid message",
	netplay.FaultOversized:  "it was too large",
	netplay.FaultForged:     "its signature is wrong or its sender is not in the match",
	netplay.FaultReplayed:   "it was a repeat",
	netplay.FaultWrongSeat:  "it was for a seat that player does not play",
	netplay.FaultIllegal:    "it was not a legal move now",
	netplay.FaultBadReveal:  "its revealed move does not match the sealed one",
	netplay.FaultEquivocate: "it sealed two different moves",
	netplay.FaultDesync:     "that player's game differs from ours (out of sync)",
	netplay.FaultOtherMatch: "it belongs to another match",
	netplay.FaultFlood:      "too many messages came at once",
}

// cleanName makes a display name fit the protocol: no control characters,
// at most 24 bytes of UTF-8, trimmed.
func cleanName(s string) string {
	s = strings.Map(func(r rune) rune {
		if unicode.IsControl(r) || r == utf8.RuneError {
			return -1
		}
		return r
	}, s)
	s = strings.TrimSpace(s)
	for len(s) > 24 {
		_, n := utf8.DecodeLastRuneInString(s)
		s = s[:len(s)-n]
	}
	return strings.TrimSpace(s)
}

// titles lists the titles of the games playable online ("A and B").
func (o *Online) titles() string {
	var t []string
	for _, g := range o.form.games {
		t = append(t, o.sh.GameTitle(g.Name()))
	}
	return lang.List(t)
}

// refuseGame says why an invite to game cannot be taken.
func (o *Online) refuseGame(game string) string {
	if _, err := games.Lookup(game); err == nil {
		return lang.F("This invite is for a game of %s, which this version of Galleria cannot play online (it plays %s online).", o.sh.GameTitle(game), o.titles())
	}
	return lang.F("This invite is for a game called %q, which this version of Galleria cannot play: it does not know that game (it plays %s online). Perhaps the host has a newer version.", game, o.titles())
}

// botWords names a bot seat by its engine/bot name: "normal bot" (a name
// that is none of the client's kinds: "<name> bot").
func botWords(bot string) string {
	if k := ui.BotKind(bot); k != ui.OtherBot {
		return strings.ToLower(k.String())
	}
	return lang.F("%s bot", bot)
}
