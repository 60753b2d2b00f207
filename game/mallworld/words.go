package mallworld

// The narration: moves, contracts and amounts in plain words, for the move
// log, the tips and the phase-end scoring.

import (
	"fmt"
	"strings"

	"github.com/galleria-games/galleria/engine"
	rules "github.com/galleria-games/galleria/engine/mallworld"
)

// shopKinds name the shops of each colour in a sentence ("a Clothing shop").
var shopKinds = [4]string{"Clothing shop", "Food shop", "Hobby shop", "Sport shop"}

// letterColour maps a colour letter of a move ("V") to 0..3.
func letterColour(c string) int {
	return strings.Index("VGRB", c)
}

// ContractWords names a contract in plain words ("P06 Clothing–Hobby").
func ContractWords(id string) string {
	for _, c := range rules.Contracts[1:] {
		if c.ID != id {
			continue
		}
		switch c.Kind {
		case rules.Placement:
			return fmt.Sprintf("%s %s–%s", id, rules.ShopName(c.A), rules.ShopName(c.B))
		default:
			return fmt.Sprintf("%s %s + %s", id, rules.Chains[c.A].Name, rules.Chains[c.B].Name)
		}
	}
	return id
}

func chf(v int) string {
	neg := v < 0
	if neg {
		v = -v
	}
	s := fmt.Sprintf("%d", v)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	if neg {
		s = "−" + s
	}
	return s + " CHF"
}

// CHF formats an amount of Swiss francs with thousands separators.
func CHF(v int) string { return chf(v) }

// Describe says in plain words what step did, as seen by everyone at the
// table: a card dealt into a hand or a sealed bid is not named. before is the
// full state before the step.
func Describe(before *rules.State, step engine.Step, names []string) string {
	who := func(seat int) string {
		if seat >= 0 && seat < len(names) {
			return names[seat]
		}
		return fmt.Sprintf("Seat %d", seat)
	}
	f := strings.Fields(step.Move)
	if step.Seat == engine.Chance {
		switch before.PendingChance() {
		case "storage":
			return "The storage room goes on " + step.Move + "."
		case "locker":
			return "The locker room goes on " + step.Move + "."
		case "start_shop":
			return "A starting shop goes on " + step.Move + "."
		case "display":
			return "A " + step.Move + " card is revealed in the display."
		case "hand":
			return who(before.DealSeat()) + " is dealt an amenity card."
		case "special":
			return who(before.DealSeat()) + " is dealt a secret special contract."
		case "lobby":
			return ContractWords(step.Move) + " enters the lobby."
		case "token":
			return "Corruption token " + step.Move + " is laid in the mall office."
		case "first":
			var k int
			fmt.Sscanf(step.Move, "first %d", &k)
			return who(k) + " plays first."
		case "repair":
			return who(before.DealSeat()) + "'s right neighbour removes a card over the hand limit."
		}
		return "Chance: " + step.Move + "."
	}
	p := who(step.Seat)
	// v picks the verb form: "You take", "Anna takes".
	v := func(third, second string) string {
		if p == "You" {
			return p + " " + second
		}
		return p + " " + third
	}
	switch f[0] {
	case "pass":
		switch before.PositionOf().Stage {
		case "accept":
			return v("takes", "take") + " no contract."
		case "develop":
			return v("ends", "end") + " development."
		}
		return v("takes", "take") + " no card."
	case "accept":
		return v("accepts", "accept") + " " + ContractWords(f[1]) + "."
	case "offer":
		if len(f) == 2 {
			return v("pays", "pay") + " a coin to play " + f[1] + " without auction."
		}
		return v("offers", "offer") + " " + strings.Join(f[1:], ", ") + " for a closed-fist auction."
	case "validate":
		return fmt.Sprintf("%s %s and %s the %s token.", v("validates", "validate"), ContractWords(f[1]), map[bool]string{true: "take", false: "takes"}[p == "You"], f[2])
	case "bid":
		return v("closes their", "close your") + " fist (sealed bid)."
	case "build":
		return fmt.Sprintf("%s %s: a %s on %s.", v("plays", "play"), f[1], shopKinds[letterColour(f[2])], f[3])
	case "rent":
		return fmt.Sprintf("%s %s: %s rent the shop on %s.", v("plays", "play"), f[1], tenantWords[letterColour(f[2])], f[3])
	case "discard":
		return v("discards", "discard") + " " + f[1] + ": it has no legal play."
	case "trash":
		return v("throws", "throw") + " away the dead card " + f[1] + "."
	case "refresh":
		return v("pays", "pay") + " 2 coins for a new display."
	case "take":
		return v("takes", "take") + " " + strings.Join(f[1:], " and ") + " from the display."
	}
	return p + ": " + step.Move
}

// BidsRevealed describes the bids of an auction that the step resolved, or
// "" if it resolved none.
func BidsRevealed(before, after *rules.State, names []string) string {
	b, a := before.PositionOf(), after.PositionOf()
	if b.Stage != "bid" || a.Stage == "bid" {
		return ""
	}
	var parts []string
	for _, seat := range b.Bidders {
		name := fmt.Sprintf("Seat %d", seat)
		if seat < len(names) {
			name = names[seat]
		}
		parts = append(parts, fmt.Sprintf("%s %d", name, a.Bids[seat]))
	}
	return "Fists open: " + strings.Join(parts, ", ") + "."
}

// Line is one contract's payment at a phase end.
type Line struct {
	Seat     int
	Contract string
	Count    int
	Pay      int
}

// PhaseScoring returns the payments made by the step from before to after,
// if a phase ended in it (nil otherwise): every contract validated in the
// phase, with its count on the board as scored.
func PhaseScoring(before, after *rules.State) []Line {
	b, a := before.PositionOf(), after.PositionOf()
	if a.Phase == b.Phase && (a.Stage != "over" || b.Stage == "over") {
		return nil
	}
	var out []Line
	for seat, sp := range b.Seats {
		for _, id := range sp.Validated {
			n, pay, _ := after.ContractScore(id)
			out = append(out, Line{Seat: seat, Contract: id, Count: n, Pay: pay})
		}
	}
	if out == nil {
		out = []Line{}
	}
	return out
}
