//go:build !verify

package field

// meta is empty without the verify tag: the contract checks compile away.
const checkEnabled = false

//lint:ignore U1000 the verify build's metadata, empty here
type meta struct{}

func (v *Element) setMeta(mag int, normalized bool) {}
func (v *Element) magnitude() int                   { return 0 }
func checkMag(fn string, max int, vs ...*Element)   {}
func checkNormalized(fn string, vs ...*Element)     {}
func checkLimbs(fn string, v *Element)              {}
func addMag(a, b *Element) int                      { return 0 }
func checkMag1(fn string, max int, v *Element)      {}

func (v *Element) isNormalizedMeta() bool { return false }
