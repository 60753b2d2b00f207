package mallornothing

import "github.com/galleria-games/galleria/game/lang"

// French for the engine's refusals of a placement (engine.Refusal notes,
// worded by ui.ErrWords when the pointer is on a place that is not legal).
func init() {
	lang.Add(lang.French, map[string]string{
		"card %d at %s overlaps no card of the mall (sharing an edge is not enough)":                                                                 "la carte %d en %s ne recouvre aucune carte de la galerie (un bord commun ne suffit pas)",
		"card %d at %s would go above card %d (showing %d) and below card %d (showing %d), but card %d already lies below card %d: a layering cycle": "la carte %d en %s irait sur la %d (qui montre %d) et sous la %d (qui montre %d), or la %d est sous la %d\u00a0: boucle d’empilement",
		"you drew card %d, not card %d":                                            "vous avez pioché la carte %d, pas la carte %d",
		"card %d has a legal place: a card may be discarded only when it has none": "la carte %d a une place permise\u00a0: on ne défausse une carte que si elle n’en a aucune",
		"%q is a chance outcome, not a seat's move":                                "%q est un tirage du hasard, pas le coup d’un joueur",
		"%s has no placement to make now":                                          "%s n’a aucune pose à faire maintenant",
		"%s has committed %q this round, not %q":                                   "%s a validé %q à cette manche, pas %q",
	})
}
