package lang

// French for the replay viewer and the results' replay buttons (package
// game: scene_replay.go, scene_replay_open.go).
func init() {
	Add(French, map[string]string{
		"Replay file": "Fichier du replay",
		"Signed by its players; this page cannot check signatures: open the file after Play online.": "Signé par ses joueurs\u00a0; cette page ne peut pas vérifier les signatures\u00a0: ouvrez le fichier après Jouer en ligne.",
		"The signatures do not verify: %s":                                                "Les signatures ne se vérifient pas\u00a0: %s",
		"The signatures do not verify: the signed moves are not the ones of this replay.": "Les signatures ne se vérifient pas\u00a0: les coups signés ne sont pas ceux de ce replay.",
		"Signed by its players, and the signatures verify: %s.":                           "Signé par ses joueurs, et les signatures se vérifient\u00a0: %s.",
		"Signatures verified":      "Signatures vérifiées",
		"Signatures do not verify": "Signatures invalides",
		"Signatures not checked":   "Signatures non vérifiées",
		"The match begins.":        "La partie commence.",
		"A replay file is the match log that Share replay saves: ask for it again.": "Un fichier de replay est le journal de partie qu’enregistre Partager le replay\u00a0: demandez-le à nouveau.",
		"Back to the history":            "Retour à l’historique",
		"Open a replay file":             "Ouvrir un replay",
		"This device cannot open files.": "Cet appareil ne peut pas ouvrir de fichiers.",
		"The file could not be read: %s": "Le fichier n’a pas pu être lu\u00a0: %s",
		"Step %d of %d":                  "Étape %d sur %d",
		"Pause":                          "Pause",
		"Fast":                           "Vite",
		"First step":                     "Première étape",
		"Step back (Left arrow)":         "Étape précédente (flèche gauche)",
		"Step forward (Right arrow)":     "Étape suivante (flèche droite)",
		"Last step":                      "Dernière étape",
		"Everything":                     "Tout voir",
		"Results":                        "Résultats",
		"This replay cannot be opened":   "Ce replay ne peut pas être ouvert",
		"The link may have been cut when it was copied: ask for it again, or for the replay file.": "Le lien a peut-être été coupé lors de la copie\u00a0: demandez-le à nouveau, ou demandez le fichier du replay.",
		"Watch replay":             "Revoir la partie",
		"Share replay":             "Partager le replay",
		"Download the replay file": "Télécharger le fichier du replay",
		"This match is too long for a link (%d characters): download its replay file and send that.": "Cette partie est trop longue pour un lien (%d caractères)\u00a0: téléchargez son fichier de replay et envoyez-le.",
		"This device cannot copy the link.": "Cet appareil ne peut pas copier le lien.",
		"Copying the replay link…":          "Copie du lien du replay…",
		"The link could not be copied: %s":  "Le lien n’a pas pu être copié\u00a0: %s",
		"Replay link copied: paste it to anyone. The match is in the link itself; no server keeps it.": "Lien du replay copié\u00a0: collez-le à qui vous voulez. La partie est dans le lien lui-même\u00a0; aucun serveur ne la garde.",
		"This device cannot save files.":                           "Cet appareil ne peut pas enregistrer de fichiers.",
		"The file could not be saved: %s":                          "Le fichier n’a pas pu être enregistré\u00a0: %s",
		"Replay file saved: the galleria replay command reads it.": "Fichier du replay enregistré\u00a0: la commande galleria replay le lit.",
	})
}
