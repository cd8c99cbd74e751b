package constanttime

import "github.com/curvecheck/curvecheck/fast/declassify"

// Classify marks b as secret: memcheck treats its bytes as undefined until
// Declassify.
func Classify(b []byte) { declassify.Classify(b) }

// Declassify marks b as public again (for outputs that are public by
// design, such as a signature).
func Declassify(b []byte) { declassify.Declassify(b) }

// ClassifyValue and DeclassifyValue do the same for any value's memory.
func ClassifyValue[T any](v *T) { declassify.ClassifyValue(v) }

// DeclassifyValue marks *v public.
func DeclassifyValue[T any](v *T) { declassify.DeclassifyValue(v) }
