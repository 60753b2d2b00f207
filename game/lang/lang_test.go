package lang

import (
	"strings"
	"testing"
)

func TestMatch(t *testing.T) {
	for _, c := range []struct {
		prefs []string
		want  string
	}{
		{nil, English},
		{[]string{"fr-CH", "en"}, French},
		{[]string{"de-CH", "fr"}, French},
		{[]string{"de", "it"}, English},
		{[]string{" FR_be "}, French},
		{[]string{"en-GB", "fr"}, English},
		{[]string{""}, English},
	} {
		if got := Match(c.prefs); got != c.want {
			t.Errorf("Match(%q) = %q, want %q", c.prefs, got, c.want)
		}
	}
}

func TestNumbersAndPlurals(t *testing.T) {
	defer Set(English)
	Add(French, map[string]string{"%d coin": "%d pièce", "%d coins": "%d pièces"})
	for _, c := range []struct {
		tag  string
		n    int
		num  string
		coin string
	}{
		{English, 0, "0", "0 coins"},
		{English, 1, "1", "1 coin"},
		{English, 12000, "12,000", "12000 coins"},
		{English, -1234567, "−1,234,567", "-1234567 coins"},
		{French, 0, "0", "0 pièce"},
		{French, 1, "1", "1 pièce"},
		{French, 2, "2", "2 pièces"},
		{French, 12000, "12\u00a0000", "12000 pièces"},
		{French, -999, "−999", "-999 pièces"},
	} {
		Set(c.tag)
		if got := Int(c.n); got != c.num {
			t.Errorf("%s: Int(%d) = %q, want %q", c.tag, c.n, got, c.num)
		}
		if got := N(c.n, "%d coin", "%d coins"); got != c.coin {
			t.Errorf("%s: N(%d) = %q, want %q", c.tag, c.n, got, c.coin)
		}
	}
	Set(French)
	if got := Amount(12000, "CHF"); got != "12\u00a0000\u00a0CHF" {
		t.Errorf("French Amount = %q", got)
	}
}

func TestMissesAreRecorded(t *testing.T) {
	defer Set(English)
	ResetMisses()
	Set(English)
	T("a text no catalog has")
	if len(Misses()) != 0 {
		t.Fatalf("English recorded misses: %q", Misses())
	}
	Set("fr-FR")
	if Current() != French {
		t.Fatalf("Set(fr-FR) gave %q", Current())
	}
	if got := T("a text no catalog has"); got != "a text no catalog has" {
		t.Errorf("a miss gave %q, want the English text", got)
	}
	if got := Misses(); len(got) != 1 || !strings.Contains(got[0], "no catalog") {
		t.Errorf("Misses = %q", got)
	}
	ResetMisses()
	if len(Misses()) != 0 {
		t.Error("ResetMisses kept misses")
	}
}

func TestVerbs(t *testing.T) {
	for _, c := range []struct {
		a, b string
		same bool
	}{
		{"%s is thinking… %d%%", "%s réfléchit… %d %%", true},
		{"%s pays %s to %s", "%[3]s reçoit %[2]s de %[1]s", true},
		{"%s pays %d", "%d paye %s", false},
		{"%s and %s", "%s", false},
		{"no verbs", "aucun", true},
		{"%5.2f", "%f", true},
	} {
		err := SameVerbs(c.a, c.b)
		if (err == nil) != c.same {
			t.Errorf("SameVerbs(%q, %q) = %v, want same=%v", c.a, c.b, err, c.same)
		}
	}
	for _, bad := range []string{"%[x]s", "%[2s", "ends %", "%[0]d"} {
		if _, err := Verbs(bad); err == nil {
			t.Errorf("Verbs(%q) took a bad format", bad)
		}
	}
}

// TestList: names joined in each language's words (lang.List, which
// the tables' waiting lines use).
func TestList(t *testing.T) {
	defer Set(English)
	for _, c := range []struct {
		tag   string
		names []string
		want  string
	}{
		{English, nil, ""},
		{English, []string{"Anna"}, "Anna"},
		{English, []string{"Anna", "Beat"}, "Anna and Beat"},
		{English, []string{"Anna", "Beat", "Carla"}, "Anna, Beat and Carla"},
		{French, []string{"Anna", "Beat", "Carla"}, "Anna, Beat et Carla"},
		{French, []string{"Vous", "Beat"}, "Vous et Beat"},
	} {
		Set(c.tag)
		if got := List(c.names); got != c.want {
			t.Errorf("%s: List(%q) = %q, want %q", c.tag, c.names, got, c.want)
		}
	}
}

// TestConflicts: an English text two calls of Add translate differently
// is listed by Conflicts; the same translation twice is not. This
// package's own catalogs have none and keep their verbs (game/'s tests
// check every area's entries together).
func TestConflicts(t *testing.T) {
	for _, c := range Conflicts() {
		t.Errorf("conflicting translations in game/lang: %s", c)
	}
	for k, v := range Catalog(French) {
		if err := SameVerbs(k, v); err != nil {
			t.Errorf("%v", err)
		}
	}
	had := len(conflicts)
	t.Cleanup(func() {
		conflicts = conflicts[:had]
		delete(catalogs[French], "a text for TestConflicts")
	})
	Add(French, map[string]string{"a text for TestConflicts": "un texte"})
	Add(French, map[string]string{"a text for TestConflicts": "un texte"})
	if got := Conflicts(); len(got) != had {
		t.Errorf("the same translation twice is a conflict: %q", got[had:])
	}
	Add(French, map[string]string{"a text for TestConflicts": "un autre texte"})
	got := Conflicts()
	if len(got) != had+1 || !strings.Contains(got[had], "a text for TestConflicts") {
		t.Errorf("Conflicts() = %q, want the text translated twice", got)
	}
}
