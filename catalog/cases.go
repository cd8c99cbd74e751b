package catalog

import (
	"encoding/binary"
	"hash/fnv"
	"math/rand"
)

// Cases is one operation's case sequence in a run: its edge cases, then N
// random cases, random case i made from the seed, the operation's name and
// i alone (so a case is the same whichever worker or shard runs it).
type Cases struct {
	Op    Op
	Edges []Values
	N     int
	Seed  int64
}

// Len is the number of cases.
func (s Cases) Len() int { return len(s.Edges) + s.N }

// At returns case idx (from 0).
func (s Cases) At(idx int) Values {
	if idx < len(s.Edges) {
		return s.Edges[idx]
	}
	return RandomCase(s.Op, s.Seed, idx-len(s.Edges))
}

// RandomCase returns random case i (from 0) of op in a run with seed:
// case len(op.Edges()) + i of that run.
func RandomCase(op Op, seed int64, i int) Values {
	return op.Gen(CaseRand(seed, op.Name, i))
}

// CaseRand is the source of random case i of an operation: the seed, the
// name and i hashed together (FNV-1a, then a SplitMix64 finalizer so that
// neighbouring i give unrelated streams).
func CaseRand(seed int64, op string, i int) *rand.Rand {
	h := fnv.New64a()
	var b [16]byte
	binary.LittleEndian.PutUint64(b[:8], uint64(seed))
	binary.LittleEndian.PutUint64(b[8:], uint64(i))
	h.Write(b[:])
	h.Write([]byte(op))
	z := h.Sum64() + 0x9e3779b97f4a7c15
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	z ^= z >> 31
	return rand.New(rand.NewSource(int64(z)))
}
