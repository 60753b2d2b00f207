package lang

// French for the words every part of the client shares.
func init() {
	Add(French, map[string]string{
		"English": "English",
	})
}
