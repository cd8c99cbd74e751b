//go:build amd64 && !purego

package field

// Until an assembly multiplication is measured faster, amd64 uses the
// portable code too.

func feMul(v, a, b *Element) { mulGeneric(v, a, b) }

func feSquare(v, a *Element) { squareGeneric(v, a) }
