package luxshopping

import (
	"fmt"
	"strings"
	"sync"

	"github.com/galleria-games/galleria/engine"
)

// EventKind says what happened in an Event.
type EventKind uint8

const (
	EvDeal        EventKind = iota + 1 // Seat is dealt Shop
	EvFirstRoll                        // Seat rolls Amount for first player
	EvFirstPlayer                      // Seat starts, with the lowest roll Amount
	EvRollAsk                          // Seat rolls the dice
	EvDice                             // Seat rolled Card and Shop (the two faces)
	EvMove                             // Seat's pawn reaches Space
	EvDraw                             // Card is drawn from Pile (for Seat)
	EvSign                             // Seat puts a sign on Shop
	EvUnsign                           // Seat removes the sign from Shop
	EvIncome                           // Seat collects Amount at its own Shop
	EvRent                             // Seat owes Other Amount for visiting Shop
	EvBuy                              // Seat buys Shop for Amount
	EvNoBuy                            // Seat does not buy Shop
	EvGallery                          // Seat creates a gallery at Shop for Amount
	EvMerge                            // Seat merges galleries at Shop for Amount
	EvJackpot                          // Seat wins the jackpot (mail shows its own Shop)
	EvMailIncome                       // Seat's mail: the bank pays Amount for Shop
	EvMailBill                         // Seat owes Other Amount for mail showing Seat's Shop
	EvReceive                          // Seat receives Amount from the bank
	EvPayBank                          // Seat owes the bank Amount
	EvAllReceive                       // every player still in receives Amount
	EvPaid                             // Seat pays Amount to Other (-1: the bank)
	EvSold                             // Seat sells Shop to the bank for Amount
	EvLoseShop                         // Seat loses Shop to card Card (bankruptcy)
	EvFreeShop                         // Seat takes free Shop
	EvEliminated                       // Seat is out; its last Amount goes to Other
	EvEnd                              // the game ends (Amount: how), Seat wins (-1: ranking)
	EvFirstTie                         // the seats of bit set Card tie with the lowest first roll Amount and roll again
)

// Event is one thing that happened while a move was played, for the move
// log. Fields are used as each kind says.
type Event struct {
	Kind   EventKind
	Seat   int
	Other  int
	Shop   int
	Space  int
	Card   int
	Pile   Pile
	Amount int64
}

// ApplyTrace applies a move like Apply and also returns what happened, in
// order.
func (s *State) ApplyTrace(seat int, move string) ([]Event, error) {
	var evs []Event
	traceMu.Lock()
	traces[s] = &evs
	traceMu.Unlock()
	s.traced = true
	defer func() {
		s.traced = false
		traceMu.Lock()
		delete(traces, s)
		traceMu.Unlock()
	}()
	err := s.Apply(seat, move)
	return evs, err
}

// The event lists of the states being played by ApplyTrace, by the state's
// address. They are kept here rather than in the State so that a State
// holds no pointer: clones and views are then plain bytes that the garbage
// collector neither scans nor guards with write barriers. The state's own
// traced flag says whether to look here, so that note costs one test when
// nobody traces.
var (
	traceMu sync.Mutex
	traces  = map[*State]*[]Event{}
)

func (s *State) note(e Event) {
	if s.traced {
		s.record(e)
	}
}

func (s *State) record(e Event) {
	traceMu.Lock()
	if t := traces[s]; t != nil {
		*t = append(*t, e)
	}
	traceMu.Unlock()
}

// Words writes the event as a sentence, with names for the seats.
func (e Event) Words(names []string) string {
	name := func(seat int) string {
		if seat >= 0 && seat < len(names) {
			return names[seat]
		}
		if seat == -1 {
			return "the bank"
		}
		return engine.SeatName(seat)
	}
	who := name(e.Seat)
	shop := fmt.Sprintf("the %s (%d)", ShopName(e.Shop), e.Shop)
	amt := Money(e.Amount)
	switch e.Kind {
	case EvDeal:
		return fmt.Sprintf("%s is dealt %s.", who, shop)
	case EvFirstRoll:
		return fmt.Sprintf("%s rolls %d for first player.", who, e.Amount)
	case EvFirstPlayer:
		return fmt.Sprintf("%s has the lowest roll (%d) and starts.", who, e.Amount)
	case EvFirstTie:
		var tied []string
		for i := 0; i < MaxSeats; i++ {
			if e.Card&(1<<i) != 0 {
				tied = append(tied, name(i))
			}
		}
		return fmt.Sprintf("%s tie with the lowest roll (%d) and roll again.", strings.Join(tied, " and "), e.Amount)
	case EvRollAsk:
		return ""
	case EvDice:
		if e.Card == e.Shop {
			return fmt.Sprintf("%s rolls a double %d–%d.", who, e.Card, e.Shop)
		}
		return fmt.Sprintf("%s rolls %d–%d.", who, e.Card, e.Shop)
	case EvMove:
		return fmt.Sprintf("%s reaches %s.", who, SpaceWords(e.Space))
	case EvDraw:
		switch {
		case e.Pile == PileRed:
			return fmt.Sprintf("Red Button card %d: %s.", e.Card, RedText(e.Card))
		default:
			return fmt.Sprintf("Card %d from the %s pile.", e.Card, e.Pile)
		}
	case EvSign:
		return fmt.Sprintf("%s puts a sign on %s.", who, shop)
	case EvUnsign:
		return fmt.Sprintf("%s removes the sign from %s.", who, shop)
	}
	return e.moneyWords(who, shop, amt, name)
}

// moneyWords writes the events about money and shops changing hands.
func (e Event) moneyWords(who, shop, amt string, name func(int) string) string {
	switch e.Kind {
	case EvIncome:
		return fmt.Sprintf("%s collects %s at %s.", who, amt, shop)
	case EvRent:
		return fmt.Sprintf("%s owes %s %s for visiting %s.", who, name(e.Other), amt, shop)
	case EvBuy:
		return fmt.Sprintf("%s buys %s for %s.", who, shop, amt)
	case EvNoBuy:
		return fmt.Sprintf("%s does not buy %s.", who, shop)
	case EvGallery:
		return fmt.Sprintf("%s creates a gallery at %s for %s.", who, shop, amt)
	case EvMerge:
		return fmt.Sprintf("%s merges two galleries at %s for %s.", who, shop, amt)
	case EvJackpot:
		return fmt.Sprintf("Jackpot! The mail shows %s, where %s stands: %s.", shop, who, amt)
	case EvMailIncome:
		return fmt.Sprintf("The mail shows %s's %s (%d): the bank pays %s.", who, ShopName(e.Shop), e.Shop, amt)
	case EvMailBill:
		return fmt.Sprintf("The mail shows %s's %s (%d): %s owes %s %s.", who, ShopName(e.Shop), e.Shop, who, name(e.Other), amt)
	case EvReceive:
		return fmt.Sprintf("%s receives %s from the bank.", who, amt)
	case EvPayBank:
		return fmt.Sprintf("%s owes the bank %s.", who, amt)
	case EvAllReceive:
		return fmt.Sprintf("Every player receives %s.", amt)
	case EvPaid:
		return fmt.Sprintf("%s pays %s %s.", who, name(e.Other), amt)
	case EvSold:
		return fmt.Sprintf("%s sells %s to the bank for %s.", who, shop, amt)
	case EvLoseShop:
		return fmt.Sprintf("Bankruptcy (card %d): %s loses %s.", e.Card, who, shop)
	case EvFreeShop:
		return fmt.Sprintf("%s takes the free shop %s.", who, shop)
	case EvEliminated:
		return fmt.Sprintf("%s cannot pay, gives the last %s to %s and is out.", who, amt, name(e.Other))
	case EvEnd:
		switch uint8(e.Amount) {
		case endSigns:
			return fmt.Sprintf("%s reaches the sign goal and wins!", who)
		case endGallery:
			return fmt.Sprintf("%s reaches the gallery goal and wins!", who)
		case endLast:
			return fmt.Sprintf("%s is the last player left and wins!", who)
		case endTime:
			return "Time is up: the players are ranked."
		}
	}
	return ""
}

// SpaceWords names space sp: "the Bakery (shop 2)", "Mr Poche's Office".
func SpaceWords(sp int) string {
	switch KindOf(sp) {
	case SpaceShop:
		k := ShopAt(sp)
		return fmt.Sprintf("the %s (shop %d, space %d)", ShopName(k), k, sp)
	case SpaceRedButton:
		return fmt.Sprintf("the Red Button (space %d)", sp)
	case SpaceOffice:
		return fmt.Sprintf("Mr Poche's Office (space %d)", sp)
	case SpacePlusOne:
		return "space 66 (+1 shop)"
	case SpaceMinusOne:
		return "space 33 (−1 shop)"
	}
	return fmt.Sprintf("space %d", sp)
}

// Ending is how a game ended, as an EvEnd event tells it.
type Ending uint8

// The endings (EndNone for an event that is not EvEnd).
const (
	EndNone    = Ending(endNone)
	EndSigns   = Ending(endSigns)   // a player reached the sign goal
	EndGallery = Ending(endGallery) // a player reached the gallery goal
	EndLast    = Ending(endLast)    // only one player is left
	EndTime    = Ending(endTime)    // the time limit's rounds were played
)

// Ending is how the game ended, for an EvEnd event (front ends word it
// themselves); EndNone for any other event.
func (e Event) Ending() Ending {
	if e.Kind != EvEnd || e.Amount < 0 || e.Amount >= int64(nEnds) {
		return EndNone
	}
	return Ending(e.Amount)
}
