package constants

import "github.com/curvecheck/curvecheck/assurance/claim"

func toyFacts() []fact   { return nil }
func asmFacts() []fact   { return nil }
func tableFacts() []fact { return nil }

var _ = claim.Exact
