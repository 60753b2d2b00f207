package mallornothing

import "github.com/galleria-games/galleria/game/lang"

// French for the results' breakdown (parts.go, results.go).
func init() {
	lang.Add(lang.French, map[string]string{
		"%s: nothing scores":     "%s\u00a0: rien ne rapporte",
		"%d group of 3 or more":  "%d groupe de 3 ou plus",
		"%d groups of 3 or more": "%d groupes de 3 ou plus",
		"a group of %d":          "un groupe de %d",
		"groups of %s (%s)":      "groupes de %s (%s)",
		"%d store":               "%d magasin",
		"%d stores":              "%d magasins",
		"%d beside clothing":     "%d à côté des vêtements",
		"%d different icon":      "%d icône différente",
		"%d different icons":     "%d icônes différentes",
		"a set of %d shape":      "une série de %d forme",
		"a set of %d shapes":     "une série de %d formes",
		"sets of %s shapes (%s)": "séries de %s formes (%s)",
	})
}
