package constants

func asmFacts() []fact { return nil }
