package mallforheroes

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/galleria-games/galleria/engine"
	rules "github.com/galleria-games/galleria/engine/mallforheroes"
)

// The rules in words, from the spec's tables (§1.3–§1.8, §5.4), for the
// info boxes; and the narration of the log.

// TypeWords is a Shop type's name as the cards print it ("Blacksmith").
func TypeWords(t rules.Type) string {
	s := t.String()
	if s == "" || s == "?" {
		return "?"
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// TypePlural is a Shop type's plural ("Libraries", "Potions").
func TypePlural(t rules.Type) string {
	switch t {
	case rules.Potions:
		return "Potions"
	case rules.Library:
		return "Libraries"
	}
	return TypeWords(t) + "s"
}

// typeAbbrev is the two letters drawn on a Shop with its colour.
var typeAbbrev = [6]string{"Po", "Pu", "Ta", "Li", "Bl", "Fo"}

// AbilityShort is a Shop's ability in a few words, to print on the card.
func AbilityShort(a rules.Ability) string {
	switch a {
	case rules.RowBP:
		return "+1 per Bl/Po in row"
	case rules.Pot2BS2:
		return "6 if 2 Po + 2 Bl"
	case rules.AdjTavern:
		return "+2 per next Tavern"
	case rules.LeftPubs:
		return "2 per Pub left has more"
	case rules.NoAdjPub:
		return "3 if no Pub next"
	case rules.Tav3:
		return "5 if 3 Taverns"
	case rules.LibGtPot:
		return "3 if Li > Po"
	case rules.MostLib:
		return "6 for most Libraries"
	case rules.ColBT:
		return "+1 per Bl/Ta in column"
	case rules.Surrounded:
		return "3 if surrounded"
	case rules.FountainCount:
		return "+1 per Fountain"
	case rules.RightMono:
		return "2 per right's 1-colour garden"
	case rules.BlacksmithCount:
		return "+1 per Blacksmith"
	}
	return ""
}

// AbilityWords is a Shop's ability in full (§1.3).
func AbilityWords(a rules.Ability) string {
	switch a {
	case rules.RowBP:
		return "1 point for every other Blacksmith or Potions in this Shop's row."
	case rules.Pot2BS2:
		return "6 points if your mall has at least 2 Potions and 2 Blacksmiths."
	case rules.AdjTavern:
		return "2 points for every Tavern next to this Shop (not diagonally)."
	case rules.LeftPubs:
		return "2 points for every Pub the player on your left has more than you."
	case rules.NoAdjPub:
		return "3 points if no Pub is next to this Shop (not diagonally)."
	case rules.Tav3:
		return "5 points if your mall has at least 3 Taverns."
	case rules.LibGtPot:
		return "3 points if your mall has more Libraries than Potions."
	case rules.MostLib:
		return "6 points if you alone have the most Libraries, 3 if tied for the most."
	case rules.ColBT:
		return "1 point for every other Blacksmith or Tavern in this Shop's column."
	case rules.Surrounded:
		return "3 points if all four sides are occupied (Shops, Entrance or Towers)."
	case rules.FountainCount:
		return "1 point for every Fountain in your mall, this one included."
	case rules.RightMono:
		return "2 points for every completed single-colour garden of the player on your right."
	case rules.BlacksmithCount:
		return "1 point for every Blacksmith in your mall."
	}
	return ""
}

// HeroWords is a Hero's ability (§1.7).
func HeroWords(h int) string {
	switch h {
	case rules.Rogue:
		return "Draft any Shop of the display, even one without a free corner."
	case rules.Paladin:
		return "Place the drafted Shop in an empty cell that only touches your mall diagonally."
	case rules.Sorceress:
		return "Claim one Wizard with one of its three pattern cells filled by a Shop of any type."
	case rules.Bard:
		return "After placing, swap two Shops of your mall (not the Entrance or Towers)."
	case rules.Druid:
		return "Place the drafted Shop turned 180°: its garden quarters swap corners."
	}
	return ""
}

// MonsterWords is a Monster's penalty (§1.8).
func MonsterWords(m int) string {
	switch m {
	case rules.Dragon:
		return "−3 for each of the six Shop types missing from your mall."
	case rules.Troll:
		return "−1 for each Shop with no Shop of its own type next to it."
	case rules.GoblinKing:
		return "−2 for every row and column of your mall beyond 4 (Entrance and Towers count)."
	case rules.Basilisk:
		return "−1 for each broken area (a point where four cards meet with 1–3 garden quarters)."
	}
	return ""
}

// PatternWords is a Wizard's condition (§1.6).
func PatternWords(w int) string {
	c := rules.Wizard(w)
	if c.Name == "" {
		return ""
	}
	if isLine(w) {
		return fmt.Sprintf("%s, %s, %s in a straight line", TypeWords(c.A), TypeWords(c.M), TypeWords(c.B))
	}
	return fmt.Sprintf("a %s with a %s on one side and a %s on a perpendicular side (an L)", TypeWords(c.A), TypeWords(c.M), TypeWords(c.B))
}

// isLine reports whether Wizard w's pattern is LINE(a, m, b) (the engine's
// pattern 1), else ELL(c; p, q).
func isLine(w int) bool { return rules.Wizard(w).Pattern == 1 }

// patternShort is a Wizard's condition in a few letters: "Po–Li–Po" or
// "Bl+Bl+Fo L".
func patternShort(w int) string {
	c := rules.Wizard(w)
	if isLine(w) {
		return typeAbbrev[c.A] + "–" + typeAbbrev[c.M] + "–" + typeAbbrev[c.B] + " line"
	}
	return typeAbbrev[c.M] + "|" + typeAbbrev[c.A] + "–" + typeAbbrev[c.B] + " L"
}

// WizardWords is a Wizard's card: its condition and its Tower.
func WizardWords(w int) string {
	c := rules.Wizard(w)
	return fmt.Sprintf("%s (%s). Claim when your mall shows %s (any turn or mirror). Its Tower: 2 points per %s in your mall; garden quarters %s.",
		c.Name, rules.WizardID(w), PatternWords(w), TypeWords(c.Scores), cornerWords(c.Tower))
}

// EntranceWords is an Entrance's card.
func EntranceWords(n int) string {
	e := rules.Entrance(n)
	return fmt.Sprintf("%s (%s), at (0, 0). Each completed garden of your mall scores: %s. Quarters %s.",
		e.Name, rules.EntranceID(n), e.Scoring, cornerWords(e.Corners))
}

// ShopWords is a Shop's card.
func ShopWords(n int) string {
	s := rules.Shop(n)
	q := "no garden quarters"
	if s.Colour != rules.NoColour {
		var cs []string
		for k, nm := range []string{"top left", "top right", "bottom left", "bottom right"} {
			if s.Corners&(1<<k) != 0 {
				cs = append(cs, nm)
			}
		}
		q = s.Colour.String() + " quarters " + strings.Join(cs, ", ")
	}
	return fmt.Sprintf("%s %s. %s Upright: %s.", TypeWords(s.Type), rules.ShopID(n), AbilityWords(s.Ability), q)
}

// cornerWords names the quarters of a card: "TL red, BR blue".
func cornerWords(cs [4]rules.Colour) string {
	var out []string
	for k, nm := range []string{"TL", "TR", "BL", "BR"} {
		if cs[k] != rules.NoColour {
			out = append(out, nm+" "+cs[k].String())
		}
	}
	if len(out) == 0 {
		return "none"
	}
	return strings.Join(out, ", ")
}

// LevelWords is a solo level's condition (§5.4).
func LevelWords(level int) string {
	switch level {
	case 1:
		return "each mall needs 2 single-colour gardens"
	case 2:
		return "each mall keeps at most 4 Shop types"
	case 3:
		return "no completed garden; +6 per empty area"
	case 4:
		return "each mall needs 2 Shops of every type"
	case 5:
		return "each mall needs 6 completed gardens"
	case 6:
		return "two Monsters count for both malls"
	}
	return ""
}

// InfoWords is the rule of a card named by its ID ("S12", "W3", "H2",
// "M1", "EN4"), or "".
func InfoWords(card string) string {
	num := func(prefix string) int {
		n, err := strconv.Atoi(strings.TrimPrefix(card, prefix))
		if err != nil {
			return 0
		}
		return n
	}
	switch {
	case strings.HasPrefix(card, "EN"):
		if n := num("EN"); n >= 1 && n <= 5 {
			return EntranceWords(n)
		}
	case strings.HasPrefix(card, "S"):
		if n := num("S"); n >= 1 && n <= 60 {
			return ShopWords(n)
		}
	case strings.HasPrefix(card, "W"):
		if n := num("W"); n >= 1 && n <= 6 {
			return WizardWords(n)
		}
	case strings.HasPrefix(card, "H"):
		if n := num("H"); n >= 1 && n <= 5 {
			return rules.HeroName(n) + " (" + card + "), once per round: " + HeroWords(n)
		}
	case strings.HasPrefix(card, "M"):
		if n := num("M"); n >= 1 && n <= 4 {
			return rules.MonsterName(n) + " (" + card + "), at the end: " + MonsterWords(n)
		}
	}
	return ""
}

// shopName is "the Pub (S12)".
func shopName(n int) string {
	return "the " + TypeWords(rules.Shop(n).Type) + " (" + rules.ShopID(n) + ")"
}

// teller names the players of a narration.
type teller struct {
	names []string
	solo  bool
}

// who names mall or player p: a seat's name; in solo "You (mall A)" and
// "the bot".
func (t teller) who(p int) string {
	if t.solo {
		switch p {
		case 0, 1:
			return t.seat(0) + " (mall " + string(rune('A'+p)) + ")"
		}
		return "The bot"
	}
	return t.seat(p)
}

func (t teller) seat(s int) string {
	if s >= 0 && s < len(t.names) && t.names[s] != "" {
		return t.names[s]
	}
	return engine.SeatName(s)
}

// you reports whether p's sentences take the verb's base form ("You place").
func (t teller) you(p int) bool {
	if t.solo {
		return p < 2 && t.seat(0) == "You"
	}
	return t.seat(p) == "You"
}

// says is p's name and the verb that agrees with it: "Ann drafts", "You draft".
func (t teller) says(p int, third, base string) string {
	if t.you(p) {
		return t.who(p) + " " + base
	}
	return t.who(p) + " " + third
}

// Narrate says in words what step did, given the full state before and
// after it; names are the seats' names. Laying out the display is told
// once the 12 Shops are out.
func Narrate(before, after *rules.State, step engine.Step, names []string) []string {
	t := teller{names: names, solo: after.Solo()}
	var out []string
	f := strings.Fields(step.Move)
	if len(f) == 0 {
		return []string{step.Move}
	}
	if step.Seat == engine.Chance {
		out = append(out, t.chance(before, after, f)...)
	} else {
		out = append(out, t.decision(before, after, f))
	}
	if after.Round() > before.Round() && before.Round() > 0 {
		out = append(out, fmt.Sprintf("Round %d of %d begins: every Hero is ready again.", after.Round(), after.TotalRounds()))
	}
	if r := after.Result(); r != nil && before.Result() == nil {
		out = append(out, t.end(after))
	}
	return out
}

// chance tells a chance outcome.
func (t teller) chance(before, after *rules.State, f []string) []string {
	arg := ""
	if len(f) > 1 {
		arg = f[1]
	}
	n := func(prefix string) int { k, _ := strconv.Atoi(strings.TrimPrefix(arg, prefix)); return k }
	switch f[0] {
	case "entrance":
		for p := 0; p < after.Malls(); p++ {
			if before.EntranceOf(p) == 0 && after.EntranceOf(p) != 0 {
				return []string{fmt.Sprintf("%s: the %s (%s).", t.gets(p), rules.Entrance(n("EN")).Name, arg)}
			}
		}
	case "hero":
		for p := 0; p < after.Malls(); p++ {
			if h, _ := before.HeroOf(p); h == 0 {
				if h2, _ := after.HeroOf(p); h2 != 0 {
					return []string{fmt.Sprintf("%s the Hero %s (%s).", t.says(p, "gets", "get"), rules.HeroName(h2), arg)}
				}
			}
		}
	case "wizard":
		w := n("W")
		return []string{fmt.Sprintf("The Wizard %s (%s) is face up: %s.", rules.Wizard(w).Name, arg, PatternWords(w))}
	case "monster":
		m := n("M")
		return []string{fmt.Sprintf("The Monster is the %s (%s): %s", rules.MonsterName(m), arg, MonsterWords(m))}
	case "shop":
		if after.DeckSize() < before.DeckSize() && full(after) {
			return []string{fmt.Sprintf("Round %d: 12 Shops laid out; %d left in the deck.", after.Round(), after.DeckSize())}
		}
		return nil
	case "bot":
		ty, _ := rules.TypeByName(arg)
		took := newShop(before.BotShops(), after.BotShops())
		if took == 0 {
			return []string{fmt.Sprintf("The bot reveals %s: none free in the display, the card is discarded.", an(TypeWords(ty)))}
		}
		return []string{fmt.Sprintf("The bot reveals %s and takes %s.", an(TypeWords(ty)), shopName(took))}
	}
	return []string{strings.Join(f, " ")}
}

// gets is "Ann gets" / "You get" for a dealt Entrance.
func (t teller) gets(p int) string { return t.says(p, "gets", "get") }

// an puts "a" or "an" before a word.
func an(w string) string {
	if w != "" && strings.ContainsRune("AEIOU", rune(w[0])) {
		return "an " + w
	}
	return "a " + w
}

// full reports whether the display holds 12 Shops.
func full(s *rules.State) bool {
	for r := 0; r < 3; r++ {
		for c := 0; c < 4; c++ {
			if s.DisplayAt(c, r) == 0 {
				return false
			}
		}
	}
	return true
}

// newShop is the Shop in after that is not in before, or 0.
func newShop(before, after []int) int {
	have := map[int]bool{}
	for _, n := range before {
		have[n] = true
	}
	for _, n := range after {
		if !have[n] {
			return n
		}
	}
	return 0
}

// decision tells a seat's move; p is the mall that played it.
func (t teller) decision(before, after *rules.State, f []string) string {
	p := before.ActiveMall()
	num := func(i int) int {
		if i >= len(f) {
			return 0
		}
		k, _ := strconv.Atoi(f[i])
		return k
	}
	last := f[len(f)-1]
	switch f[0] {
	case "draft":
		c, r := num(1), num(2)
		s := fmt.Sprintf("%s %s at column %d, row %d", t.says(p, "drafts", "draft"), shopName(before.DisplayAt(c, r)), c+1, r+1)
		if last == "rogue" {
			s += " using the Rogue"
		}
		return s + "."
	case "place":
		s := fmt.Sprintf("%s it at (%d, %d)", t.says(p, "places", "place"), num(1), num(2))
		switch last {
		case "druid":
			s += ", turned 180° by the Druid"
		case "paladin":
			s += " with the Paladin (diagonally)"
		}
		return s + fmt.Sprintf("; score now %d.", after.ScoreOf(p).Total)
	case "swap":
		return fmt.Sprintf("%s (%d, %d) and (%d, %d) with the Bard; score now %d.", t.says(p, "swaps", "swap"), num(1), num(2), num(3), num(4), after.ScoreOf(p).Total)
	case "pass":
		if before.Phase() == "bard" {
			return t.says(p, "keeps", "keep") + " the Bard for later."
		}
		return t.says(p, "claims", "claim") + " no more Wizards with the Sorceress."
	case "tower":
		w, _ := strconv.Atoi(strings.TrimPrefix(f[1], "W"))
		s := fmt.Sprintf("%s the %s and %s its Tower at (%d, %d)", t.says(p, "claims", "claim"), rules.Wizard(w).Name,
			map[bool]string{true: "put", false: "puts"}[t.you(p)], num(2), num(3))
		if last == "sorceress" {
			s += " (with the Sorceress)"
		}
		return s + "."
	case "remove":
		var ws []string
		gone := len(after.Removed()) - len(before.Removed())
		for _, w := range f[1:] {
			ty, _ := rules.TypeByName(w)
			ws = append(ws, TypePlural(ty))
		}
		return fmt.Sprintf("%s all %s (%d Shops leave).", t.says(p, "removes", "remove"), strings.Join(ws, " and "), gone)
	}
	return t.who(p) + ": " + strings.Join(f, " ")
}

// end tells the final scores.
func (t teller) end(s *rules.State) string {
	if r, ok := s.SoloOutcome(); ok {
		verdict := "not beaten"
		if r.Beaten {
			verdict = "beaten"
		}
		return fmt.Sprintf("Game over: mall A %d, mall B %d; the final score is %d against the target %d: Level %d %s.",
			r.Malls[0].Score.Total, r.Malls[1].Score.Total, r.Final, r.Target, r.Level, verdict)
	}
	var parts []string
	for p := 0; p < s.Malls(); p++ {
		parts = append(parts, fmt.Sprintf("%s %d", t.who(p), s.ScoreOf(p).Total))
	}
	return "Game over: " + strings.Join(parts, ", ") + "."
}
