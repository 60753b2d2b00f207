package lang

import (
	"fmt"
	"strconv"
)

// Verbs reads the fmt verbs of a format: for each argument (0-based) the
// verb that prints it ('s', 'd', 'v', …). Explicit indexes (%[2]s) are
// followed, so a translation may reorder its arguments; %% prints no
// argument. An argument printed twice must be printed with one verb.
func Verbs(format string) (map[int]rune, error) {
	out := map[int]rune{}
	arg := 0
	for i := 0; i < len(format); i++ {
		if format[i] != '%' {
			continue
		}
		i++
		// flags, width, precision
		for i < len(format) && (format[i] == '+' || format[i] == '-' || format[i] == '#' || format[i] == ' ' || format[i] == '0' || format[i] == '.' || (format[i] >= '1' && format[i] <= '9')) {
			i++
		}
		if i < len(format) && format[i] == '[' {
			j := i + 1
			for j < len(format) && format[j] != ']' {
				j++
			}
			if j >= len(format) {
				return nil, fmt.Errorf("format %q: unclosed [ at byte %d", format, i)
			}
			n, err := strconv.Atoi(format[i+1 : j])
			if err != nil || n < 1 {
				return nil, fmt.Errorf("format %q: bad index %q at byte %d", format, format[i+1:j], i)
			}
			arg = n - 1
			i = j + 1
		}
		if i >= len(format) {
			return nil, fmt.Errorf("format %q: ends inside a verb", format)
		}
		v := rune(format[i])
		if v == '%' {
			continue
		}
		if old, ok := out[arg]; ok && old != v {
			return nil, fmt.Errorf("format %q: argument %d printed with %%%c and %%%c", format, arg+1, old, v)
		}
		out[arg] = v
		arg++
	}
	return out, nil
}

// SameVerbs reports whether two formats print the same arguments with the
// same verbs (an error says how they differ).
func SameVerbs(a, b string) error {
	va, err := Verbs(a)
	if err != nil {
		return err
	}
	vb, err := Verbs(b)
	if err != nil {
		return err
	}
	if len(va) != len(vb) {
		return fmt.Errorf("%q prints %d arguments, %q prints %d", a, len(va), b, len(vb))
	}
	for k, v := range va {
		if vb[k] != v {
			return fmt.Errorf("argument %d: %q prints it with %%%c, %q with %%%c", k+1, a, v, b, vb[k])
		}
	}
	return nil
}
