package engine

// CanonicalInt reads a whole number as move texts write it: an optional
// minus sign, then at most digits decimal digits without leading zeros.
// "+1", "01" and "-0" are not canonical. Rules packages read the numbers
// of their move texts with it (ParseMove).
func CanonicalInt(s string, digits int) (int, bool) {
	d := s
	neg := len(d) > 0 && d[0] == '-'
	if neg {
		d = d[1:]
	}
	if d == "" || len(d) > digits || len(d) > 1 && d[0] == '0' || neg && d == "0" {
		return 0, false
	}
	v := 0
	for i := 0; i < len(d); i++ {
		if d[i] < '0' || d[i] > '9' {
			return 0, false
		}
		v = 10*v + int(d[i]-'0')
	}
	if neg {
		v = -v
	}
	return v, true
}
