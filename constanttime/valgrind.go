package constanttime

import "github.com/curvecheck/curvecheck/constanttime/mark"

// Classify marks b as secret: memcheck treats its bytes as undefined until
// Declassify.
func Classify(b []byte) { mark.Classify(b) }

// Declassify marks b as public again (for outputs that are public by
// design, such as a signature).
func Declassify(b []byte) { mark.Declassify(b) }

// ClassifyValue and DeclassifyValue do the same for any value's memory.
func ClassifyValue[T any](v *T) { mark.ClassifyValue(v) }

// DeclassifyValue marks *v public.
func DeclassifyValue[T any](v *T) { mark.DeclassifyValue(v) }
