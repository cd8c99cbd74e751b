package weierstrass

import (
	"errors"
	"fmt"
	"math/big"
)

// EncodeUncompressed returns 04 ‖ X ‖ Y (SEC1 §2.3.3 with compression off).
// The point at infinity encodes as the single byte 00.
func (c *Curve) EncodeUncompressed(P Point) []byte {
	if P.Inf {
		return []byte{0}
	}
	out := []byte{4}
	out = append(out, c.F.EncodeBE(P.X)...)
	return append(out, c.F.EncodeBE(P.Y)...)
}

// EncodeCompressed returns (02 | (y mod 2)) ‖ X (SEC1 §2.3.3 with
// compression on). The point at infinity encodes as the single byte 00.
func (c *Curve) EncodeCompressed(P Point) []byte {
	if P.Inf {
		return []byte{0}
	}
	out := []byte{2 | byte(c.F.Reduce(P.Y).Bit(0))}
	return append(out, c.F.EncodeBE(P.X)...)
}

// ErrInfinity is returned by Decode for the encoding 00 when the caller
// forbade the point at infinity.
var ErrInfinity = errors.New("point is the point at infinity")

// Decode parses a SEC1 point encoding (§2.3.4): 00 (the point at infinity),
// 02/03 ‖ X (compressed) or 04 ‖ X ‖ Y (uncompressed). Coordinates must be
// canonical (< p) and the point on the curve. Hybrid encodings (06, 07) are
// rejected: SEC1 allows them but no protocol here uses them. With a cofactor
// h > 1 the point is not checked to lie in the subgroup of order n; see
// InSubgroup.
func (c *Curve) Decode(b []byte) (Point, error) {
	size := c.F.Size()
	if len(b) == 0 {
		return Point{}, fmt.Errorf("%s: empty point encoding", c.Name)
	}
	switch b[0] {
	case 0:
		if len(b) != 1 {
			return Point{}, fmt.Errorf("%s: point at infinity encoding has %d trailing bytes", c.Name, len(b)-1)
		}
		return c.Identity(), nil
	case 2, 3:
		if len(b) != 1+size {
			return Point{}, fmt.Errorf("%s: compressed point is %d bytes, want %d", c.Name, len(b), 1+size)
		}
		x, err := c.F.DecodeBE(b[1:])
		if err != nil {
			return Point{}, fmt.Errorf("%s: x coordinate: %w", c.Name, err)
		}
		return c.liftX(x, uint(b[0]&1))
	case 4:
		if len(b) != 1+2*size {
			return Point{}, fmt.Errorf("%s: uncompressed point is %d bytes, want %d", c.Name, len(b), 1+2*size)
		}
		x, err := c.F.DecodeBE(b[1 : 1+size])
		if err != nil {
			return Point{}, fmt.Errorf("%s: x coordinate: %w", c.Name, err)
		}
		y, err := c.F.DecodeBE(b[1+size:])
		if err != nil {
			return Point{}, fmt.Errorf("%s: y coordinate: %w", c.Name, err)
		}
		return c.NewPoint(x, y)
	default:
		return Point{}, fmt.Errorf("%s: unsupported point encoding prefix 0x%02x", c.Name, b[0])
	}
}

// liftX returns the point with x-coordinate x and y of parity ybit
// (SEC1 §2.3.4 step 2.4).
func (c *Curve) liftX(x *big.Int, ybit uint) (Point, error) {
	F := c.F
	alpha := F.Add(F.Add(F.Exp(x, big.NewInt(3)), F.Mul(c.A, x)), c.B)
	beta, err := F.Sqrt(alpha)
	if err != nil {
		return Point{}, fmt.Errorf("%s: x coordinate is not on the curve", c.Name)
	}
	y := beta
	if beta.Bit(0) != ybit {
		y = F.Neg(beta)
	}
	if y.Bit(0) != ybit { // beta = 0 and ybit = 1
		return Point{}, fmt.Errorf("%s: compressed point with y = 0 and odd parity bit", c.Name)
	}
	return Point{X: F.Reduce(x), Y: y}, nil
}

// LiftX returns the point with x-coordinate x and even y (BIP-340 lift_x).
func (c *Curve) LiftX(x *big.Int) (Point, error) {
	if !c.F.IsCanonical(x) {
		return Point{}, fmt.Errorf("%s: x coordinate not in [0, p)", c.Name)
	}
	return c.liftX(x, 0)
}

// InSubgroup reports whether nP = O (SEC1 §3.2.2.1 step 4).
func (c *Curve) InSubgroup(P Point) bool {
	return c.ScalarMult(c.N, P).Inf
}

// ValidatePublicKey applies SEC1 §3.2.2.1: P ≠ O, coordinates in [0, p),
// P on the curve and nP = O.
func (c *Curve) ValidatePublicKey(P Point) error {
	if P.Inf {
		return fmt.Errorf("%s: public key is the point at infinity", c.Name)
	}
	if !c.F.IsCanonical(P.X) || !c.F.IsCanonical(P.Y) {
		return fmt.Errorf("%s: public key coordinate not in [0, p)", c.Name)
	}
	if !c.IsOnCurve(P) {
		return fmt.Errorf("%s: public key is not on the curve", c.Name)
	}
	if c.H.Cmp(big.NewInt(1)) != 0 && !c.InSubgroup(P) {
		return fmt.Errorf("%s: public key is not in the subgroup of order n", c.Name)
	}
	return nil
}
