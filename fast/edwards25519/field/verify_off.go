//go:build !verify

package field

// Without the verify build tag the bound checks compile away.

func checkTight(string, ...*Element) {}
func checkLoose(string, ...*Element) {}
