//go:build amd64 && !purego

package field

import "golang.org/x/sys/cpu"

// useMULX picks the BMI2 forms of the multiplication and squaring
// (feMulX, feSquareX) on CPUs that have BMI2; the choice depends on the
// machine only, never on data.
var useMULX = cpu.X86.HasBMI2

// useADX picks the full-radix chain of squarings (feSquareNWideX) on CPUs
// with BMI2 and ADX; again the machine decides, never the data.
var useADX = cpu.X86.HasBMI2 && cpu.X86.HasADX
