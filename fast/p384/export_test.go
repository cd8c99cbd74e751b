//go:build !exhaustive

package p384

import "github.com/curvecheck/curvecheck/fast/p384/field"

type fieldElement = field.Element
