//go:build !amd64 || purego

package field

func feMul(v, a, b *Element) { mulGeneric(v, a, b) }

func feSquare(v, a *Element) { squareGeneric(v, a) }
