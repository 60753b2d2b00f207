package mallforheroes

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/galleria-games/galleria/engine"
	rules "github.com/galleria-games/galleria/engine/mallforheroes"
	"github.com/galleria-games/galleria/game/lang"
)

// The rules in words, from the spec's tables (§1.3–§1.8, §5.4), for the
// info boxes; and the narration of the log.

// TypeWords is a Shop type's name as the cards print it ("Blacksmith"),
// in the current language.
func TypeWords(t rules.Type) string {
	s := t.String()
	if s == "" || s == "?" {
		return "?"
	}
	return lang.T(strings.ToUpper(s[:1]) + s[1:])
}

// TypePlural is a Shop type's plural ("Libraries", "Potions").
func TypePlural(t rules.Type) string {
	switch t {
	case rules.Potions:
		return lang.T("Potions")
	case rules.Pub:
		return lang.T("Pubs")
	case rules.Tavern:
		return lang.T("Taverns")
	case rules.Library:
		return lang.T("Libraries")
	case rules.Blacksmith:
		return lang.T("Blacksmiths")
	case rules.Fountain:
		return lang.T("Fountains")
	}
	return "?"
}

// heroName, monsterName, wizardNameOf and entranceName are the engine's
// names of the cards in the current language.
func heroName(h int) string    { return lang.T(rules.HeroName(h)) }
func monsterName(m int) string { return lang.T(rules.MonsterName(m)) }
func wizardNameOf(w int) string {
	return lang.T(rules.Wizard(w).Name)
}
func entranceName(n int) string { return lang.T(rules.Entrance(n).Name) }

// entranceScoring is an Entrance's scoring rule in words.
func entranceScoring(n int) string { return lang.T(rules.Entrance(n).Scoring) }

// colourWord is a garden colour's name ("red").
func colourWord(c rules.Colour) string { return lang.T(c.String()) }

// AbilityShort is a Shop's ability in a few words, to print on the card.
func AbilityShort(a rules.Ability) string {
	switch a {
	case rules.RowBP:
		return lang.T("+1 per other Blacksmith or Potions in its row")
	case rules.Pot2BS2:
		return lang.T("6 with 2 Potions and 2 Blacksmiths")
	case rules.AdjTavern:
		return lang.T("+2 per Tavern beside it")
	case rules.LeftPubs:
		return lang.T("+2 per Pub your left neighbour has more")
	case rules.NoAdjPub:
		return lang.T("3 if no Pub beside it")
	case rules.Tav3:
		return lang.T("5 with 3 Taverns")
	case rules.LibGtPot:
		return lang.T("3 with more Libraries than Potions")
	case rules.MostLib:
		return lang.T("6 for the most Libraries (3 if tied)")
	case rules.ColBT:
		return lang.T("+1 per other Blacksmith or Tavern in its column")
	case rules.Surrounded:
		return lang.T("3 if all four sides are taken")
	case rules.FountainCount:
		return lang.T("+1 per Fountain")
	case rules.RightMono:
		return lang.T("+2 per single-colour garden of your right neighbour")
	case rules.BlacksmithCount:
		return lang.T("+1 per Blacksmith")
	}
	return ""
}

// AbilityWords is a Shop's ability in full (§1.3).
func AbilityWords(a rules.Ability) string {
	switch a {
	case rules.RowBP:
		return lang.T("1 point for every other Blacksmith or Potions in this Shop's row.")
	case rules.Pot2BS2:
		return lang.T("6 points if your mall has at least 2 Potions and 2 Blacksmiths.")
	case rules.AdjTavern:
		return lang.T("2 points for every Tavern next to this Shop (not diagonally).")
	case rules.LeftPubs:
		return lang.T("2 points for every Pub the player on your left has more than you.")
	case rules.NoAdjPub:
		return lang.T("3 points if no Pub is next to this Shop (not diagonally).")
	case rules.Tav3:
		return lang.T("5 points if your mall has at least 3 Taverns.")
	case rules.LibGtPot:
		return lang.T("3 points if your mall has more Libraries than Potions.")
	case rules.MostLib:
		return lang.T("6 points if you alone have the most Libraries, 3 if tied for the most.")
	case rules.ColBT:
		return lang.T("1 point for every other Blacksmith or Tavern in this Shop's column.")
	case rules.Surrounded:
		return lang.T("3 points if all four sides are occupied (Shops, Entrance or Towers).")
	case rules.FountainCount:
		return lang.T("1 point for every Fountain in your mall, this one included.")
	case rules.RightMono:
		return lang.T("2 points for every completed single-colour garden of the player on your right.")
	case rules.BlacksmithCount:
		return lang.T("1 point for every Blacksmith in your mall.")
	}
	return ""
}

// HeroWords is a Hero's ability (§1.7).
func HeroWords(h int) string {
	switch h {
	case rules.Rogue:
		return lang.T("Draft any Shop of the display, even one without a free corner.")
	case rules.Paladin:
		return lang.T("Place the drafted Shop in an empty cell that only touches your mall diagonally.")
	case rules.Sorceress:
		return lang.T("Claim one Wizard with one of its three pattern cells filled by a Shop of any type.")
	case rules.Bard:
		return lang.T("After placing, swap two Shops of your mall (not the Entrance or Towers).")
	case rules.Druid:
		return lang.T("Place the drafted Shop turned 180°: its garden quarters swap corners.")
	}
	return ""
}

// MonsterWords is a Monster's penalty (§1.8).
func MonsterWords(m int) string {
	switch m {
	case rules.Dragon:
		return lang.T("−3 for each of the six Shop types missing from your mall.")
	case rules.Troll:
		return lang.T("−1 for each Shop with no Shop of its own type next to it.")
	case rules.GoblinKing:
		return lang.T("−2 for every row and column of your mall beyond 4 (Entrance and Towers count).")
	case rules.Basilisk:
		return lang.T("−1 for each broken area (a point where four cards meet with 1–3 garden quarters).")
	}
	return ""
}

// MonsterShort is a Monster's penalty in a few words.
func MonsterShort(m int) string {
	switch m {
	case rules.Dragon:
		return lang.T("−3 per missing type")
	case rules.Troll:
		return lang.T("−1 per lonely Shop")
	case rules.GoblinKing:
		return lang.T("−2 per row or column beyond 4")
	case rules.Basilisk:
		return lang.T("−1 per broken area")
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
		return lang.F("%s, %s, %s in a straight line", TypeWords(c.A), TypeWords(c.M), TypeWords(c.B))
	}
	return lang.F("a %s with a %s on one side and a %s on a perpendicular side (an L)", TypeWords(c.A), TypeWords(c.M), TypeWords(c.B))
}

// isLine reports whether Wizard w's pattern is LINE(a, m, b) (the engine's
// pattern 1), else ELL(c; p, q).
func isLine(w int) bool { return rules.Wizard(w).Pattern == 1 }

// WizardWords is a Wizard's card: its condition and its Tower.
func WizardWords(w int) string {
	c := rules.Wizard(w)
	return lang.F("%s. Claim when your mall shows %s (any turn or mirror). Its Tower: %d points per %s in your mall; garden quarters %s.", wizardNameOf(w), PatternWords(w), rules.TowerPoints, TypeWords(c.Scores), cornerWords(c.Tower))
}

// EntranceWords is an Entrance's card.
func EntranceWords(n int) string {
	e := rules.Entrance(n)
	return lang.F("%s, at the centre of your mall. Each completed garden of your mall scores: %s. Quarters %s.",
		entranceName(n), entranceScoring(n), cornerWords(e.Corners))
}

// ShopWords is a Shop's card.
func ShopWords(n int) string {
	s := rules.Shop(n)
	q := lang.T("no garden quarters")
	if s.Colour != rules.NoColour {
		var cs []string
		for k, nm := range []string{lang.T("top left"), lang.T("top right"), lang.T("bottom left"), lang.T("bottom right")} {
			if s.Corners&(1<<k) != 0 {
				cs = append(cs, nm)
			}
		}
		q = lang.F("%s quarters %s", colourWord(s.Colour), strings.Join(cs, ", "))
	}
	return lang.F("%s. %s Upright: %s.", TypeWords(s.Type), AbilityWords(s.Ability), q)
}

// cornerWords names the quarters of a card: "TL red, BR blue".
func cornerWords(cs [4]rules.Colour) string {
	var out []string
	for k, nm := range []string{lang.T("TL"), lang.T("TR"), lang.T("BL"), lang.T("BR")} {
		if cs[k] != rules.NoColour {
			out = append(out, nm+" "+colourWord(cs[k]))
		}
	}
	if len(out) == 0 {
		return lang.T("none")
	}
	return strings.Join(out, ", ")
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
			return lang.F("%s, once per round: %s", heroName(n), HeroWords(n))
		}
	case strings.HasPrefix(card, "M"):
		if n := num("M"); n >= 1 && n <= 4 {
			return lang.F("%s, at the end: %s", monsterName(n), MonsterWords(n))
		}
	}
	return ""
}

// shopName is "the Pub (S12)".
func shopName(n int) string {
	return lang.F("the %s", TypeWords(rules.Shop(n).Type))
}

// teller names the players of a narration.
type teller struct {
	names []string
	solo  bool
}

// isYou reports whether a seat's name is the lone person's "You" (in
// either language).
func isYou(name string) bool { return name == "You" || name == "Vous" }

// who names mall or player p: a seat's name; in solo "You (mall A)" and
// "the bot".
func (t teller) who(p int) string {
	if t.solo {
		switch p {
		case 0, 1:
			return lang.F("%s (mall %s)", t.seat(0), string(rune('A'+p)))
		}
		return lang.T("The bot")
	}
	return t.seat(p)
}

func (t teller) seat(s int) string {
	if s >= 0 && s < len(t.names) && t.names[s] != "" {
		if isYou(t.names[s]) {
			return lang.T("You")
		}
		return t.names[s]
	}
	return engine.SeatName(s)
}

// you reports whether p's sentences take the verb's base form ("You place").
func (t teller) you(p int) bool {
	if t.solo {
		return p < 2 && isYou(t.seat(0))
	}
	return isYou(t.seat(p))
}

// Narrate says in words what step did, given the full state before and
// after it; names are the seats' names. Laying out the display is told
// once the 12 Shops are out.
func Narrate(before, after *rules.State, step engine.Step, names []string) []string {
	t := teller{names: names, solo: after.Solo()}
	var out []string
	m, err := rules.ParseMove(step.Move)
	if err != nil {
		return []string{step.Move}
	}
	if step.Seat == engine.Chance {
		out = append(out, t.chance(before, after, m)...)
	} else {
		out = append(out, t.decision(before, after, m))
	}
	if after.Round() > before.Round() && before.Round() > 0 {
		out = append(out, lang.F("Round %d of %d begins: every Hero is ready again.", after.Round(), after.TotalRounds()))
	}
	if r := after.Result(); r != nil && before.Result() == nil {
		out = append(out, t.end(after))
	}
	return out
}

// chance tells a chance outcome.
func (t teller) chance(before, after *rules.State, m rules.Move) []string {
	switch m.Kind {
	case rules.ChanceEntrance:
		for p := 0; p < after.Malls(); p++ {
			if before.EntranceOf(p) == 0 && after.EntranceOf(p) != 0 {
				if t.you(p) {
					return []string{lang.F("%s get the %s.", t.who(p), entranceName(m.Card))}
				}
				return []string{lang.F("%s gets the %s.", t.who(p), entranceName(m.Card))}
			}
		}
	case rules.ChanceHero:
		for p := 0; p < after.Malls(); p++ {
			if h, _ := before.HeroOf(p); h == 0 {
				if h2, _ := after.HeroOf(p); h2 != 0 {
					if t.you(p) {
						return []string{lang.F("%s get the Hero %s.", t.who(p), heroName(h2))}
					}
					return []string{lang.F("%s gets the Hero %s.", t.who(p), heroName(h2))}
				}
			}
		}
	case rules.ChanceWizard:
		w := m.Card
		return []string{lang.F("The Wizard %s is face up: %s.", wizardNameOf(w), PatternWords(w))}
	case rules.ChanceMonster:
		k := m.Card
		return []string{lang.F("The Monster is the %s: %s", monsterName(k), MonsterWords(k))}
	case rules.ChanceShop:
		if after.DeckSize() < before.DeckSize() && full(after) {
			return []string{lang.F("Round %d: %d Shops laid out; %d left in the deck.", after.Round(), displayCount(after), after.DeckSize())}
		}
		return nil
	case rules.ChanceBot:
		took := newShop(before.BotShops(), after.BotShops())
		if took == 0 {
			return []string{lang.F("The bot reveals %s: none free in the display, the card is discarded.", an(TypeWords(m.Type)))}
		}
		return []string{lang.F("The bot reveals %s and takes %s.", an(TypeWords(m.Type)), shopName(took))}
	}
	return []string{m.String()}
}

// an puts "a" or "an" before a word (in French: "une carte").
func an(w string) string {
	if lang.Current() == lang.French {
		return lang.F("a %s card", w)
	}
	if w != "" && strings.ContainsRune("AEIOU", rune(w[0])) {
		return "an " + w
	}
	return "a " + w
}

// displayCount is the number of Shops in the display.
func displayCount(s *rules.State) int {
	n := 0
	for r := 0; r < 3; r++ {
		for c := 0; c < 4; c++ {
			if s.DisplayAt(c, r) != 0 {
				n++
			}
		}
	}
	return n
}

// full reports whether every place of the display holds a Shop.
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
func (t teller) decision(before, after *rules.State, m rules.Move) string {
	p := before.ActiveMall()
	you, who := t.you(p), t.who(p)
	switch m.Kind {
	case rules.MoveDraft:
		shop := shopName(before.DisplayAt(m.Col, m.Row))
		var s string
		if you {
			s = lang.F("%s draft %s at column %d, row %d", who, shop, m.Col+1, m.Row+1)
		} else {
			s = lang.F("%s drafts %s at column %d, row %d", who, shop, m.Col+1, m.Row+1)
		}
		if m.Hero == rules.Rogue {
			s += lang.T(" using the Rogue")
		}
		return s + "."
	case rules.MovePlace:
		var s string
		if you {
			s = lang.F("%s place it at (%d, %d)", who, m.X, m.Y)
		} else {
			s = lang.F("%s places it at (%d, %d)", who, m.X, m.Y)
		}
		switch m.Hero {
		case rules.Druid:
			s += lang.T(", turned 180° by the Druid")
		case rules.Paladin:
			s += lang.T(" with the Paladin (diagonally)")
		}
		return s + lang.F("; score now %d.", after.ScoreOf(p).Total)
	case rules.MoveSwap:
		if you {
			return lang.F("%s swap (%d, %d) and (%d, %d) with the Bard; score now %d.", who, m.X, m.Y, m.X2, m.Y2, after.ScoreOf(p).Total)
		}
		return lang.F("%s swaps (%d, %d) and (%d, %d) with the Bard; score now %d.", who, m.X, m.Y, m.X2, m.Y2, after.ScoreOf(p).Total)
	case rules.MovePass:
		switch {
		case before.Phase() == "bard" && you:
			return lang.F("%s keep the Bard for later.", who)
		case before.Phase() == "bard":
			return lang.F("%s keeps the Bard for later.", who)
		case you:
			return lang.F("%s claim no more Wizards with the Sorceress.", who)
		}
		return lang.F("%s claims no more Wizards with the Sorceress.", who)
	case rules.MoveTower:
		var s string
		if you {
			s = lang.F("%s claim the %s and put its Tower at (%d, %d)", who, wizardNameOf(m.Wizard), m.X, m.Y)
		} else {
			s = lang.F("%s claims the %s and puts its Tower at (%d, %d)", who, wizardNameOf(m.Wizard), m.X, m.Y)
		}
		if m.Hero == rules.Sorceress {
			s += lang.T(" (with the Sorceress)")
		}
		return s + "."
	case rules.MoveRemove:
		var ws []string
		gone := len(after.Removed()) - len(before.Removed())
		for _, ty := range m.Types {
			ws = append(ws, TypePlural(ty))
		}
		all := lang.List(ws)
		if you {
			return lang.F("%s remove all %s (%s leave).", who, all, lang.N(gone, "%d Shop", "%d Shops"))
		}
		return lang.F("%s removes all %s (%s leave).", who, all, lang.N(gone, "%d Shop", "%d Shops"))
	}
	return who + ": " + m.String()
}

// end tells the final scores.
func (t teller) end(s *rules.State) string {
	if r, ok := s.SoloOutcome(); ok {
		if r.Beaten {
			return lang.F("Game over: mall A %d, mall B %d; the final score is %d against the target %d: Level %d beaten.",
				r.Malls[0].Score.Total, r.Malls[1].Score.Total, r.Final, r.Target, r.Level)
		}
		return lang.F("Game over: mall A %d, mall B %d; the final score is %d against the target %d: Level %d not beaten.",
			r.Malls[0].Score.Total, r.Malls[1].Score.Total, r.Final, r.Target, r.Level)
	}
	var parts []string
	for p := 0; p < s.Malls(); p++ {
		parts = append(parts, fmt.Sprintf("%s %d", t.who(p), s.ScoreOf(p).Total))
	}
	out := lang.F("Game over: %s.", strings.Join(parts, ", "))
	for _, w := range t.ties(s) {
		out += " " + w
	}
	return out
}

// ties says, for each group of players with the same final score, what
// ranked them: the most completed gardens, then the most Towers (the
// engine's ScoreOf counts both); else they share the place.
func (t teller) ties(s *rules.State) []string {
	var out []string
	done := map[int]bool{}
	for p := 0; p < s.Malls(); p++ {
		if done[p] {
			continue
		}
		group := []int{p}
		for q := p + 1; q < s.Malls(); q++ {
			if s.ScoreOf(q).Total == s.ScoreOf(p).Total {
				group = append(group, q)
				done[q] = true
			}
		}
		if len(group) < 2 {
			continue
		}
		// Ranked as the engine ranks them: gardens, then Towers.
		slices.SortStableFunc(group, func(a, b int) int {
			sa, sb := s.ScoreOf(a), s.ScoreOf(b)
			if sa.GardenCount != sb.GardenCount {
				return sb.GardenCount - sa.GardenCount
			}
			return sb.TowerCount - sa.TowerCount
		})
		var who []string
		for _, q := range group {
			if t.you(q) && !t.solo {
				who = append(who, lang.T("you")) // mid-sentence
			} else {
				who = append(who, t.who(q))
			}
		}
		names := lang.List(who)
		a, b := s.ScoreOf(group[0]), s.ScoreOf(group[1])
		pts := s.ScoreOf(p).Total
		you := t.you(group[0])
		switch {
		case a.GardenCount != b.GardenCount && you:
			out = append(out, lang.F("Tie on %d points between %s; you rank ahead with more completed gardens (%d against %d).",
				pts, names, a.GardenCount, b.GardenCount))
		case a.GardenCount != b.GardenCount:
			out = append(out, lang.F("Tie on %d points between %s; %s ranks ahead with more completed gardens (%d against %d).",
				pts, names, t.who(group[0]), a.GardenCount, b.GardenCount))
		case a.TowerCount != b.TowerCount && you:
			out = append(out, lang.F("Tie on %d points and on completed gardens (%d) between %s; you rank ahead with more Towers (%d against %d).",
				pts, a.GardenCount, names, a.TowerCount, b.TowerCount))
		case a.TowerCount != b.TowerCount:
			out = append(out, lang.F("Tie on %d points and on completed gardens (%d) between %s; %s ranks ahead with more Towers (%d against %d).",
				pts, a.GardenCount, names, t.who(group[0]), a.TowerCount, b.TowerCount))
		case slices.ContainsFunc(group, t.you):
			out = append(out, lang.F("Tie on %d points, completed gardens (%d) and Towers (%d) between %s: you share the place.",
				pts, a.GardenCount, a.TowerCount, names))
		default:
			out = append(out, lang.F("Tie on %d points, completed gardens (%d) and Towers (%d) between %s: they share the place.",
				pts, a.GardenCount, a.TowerCount, names))
		}
	}
	return out
}

// typeCount is a Shop type's name for k Shops: "Pub", "Pubs".
func typeCount(t rules.Type, k int) string {
	if k == 1 {
		return TypeWords(t)
	}
	return TypePlural(t)
}
