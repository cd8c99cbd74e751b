//go:build libsecp256k1 && cgo

package libsecp256k1

/*
#cgo LDFLAGS: -lsecp256k1
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <secp256k1.h>
#include <secp256k1_ecdh.h>
#include <secp256k1_extrakeys.h>
#include <secp256k1_schnorrsig.h>

// The adapters below keep every call into the library in C, so that Go
// passes only byte arrays and lengths.

// cc_illegal replaces the default illegal-argument callback, which
// aborts the process: the API function then returns 0, and the count
// tells the Go side (the adapter never passes NULL where the library
// forbids it; this is a second line of defence).
static long cc_illegal_count;
static void cc_illegal(const char *msg, void *data) { (void)msg; (void)data; cc_illegal_count++; }
static long cc_illegal_get(void) { return cc_illegal_count; }
static void cc_install(secp256k1_context *ctx) { secp256k1_context_set_illegal_callback(ctx, cc_illegal, NULL); }

static int cc_x_only(unsigned char *out, const unsigned char *x32, const unsigned char *y32, void *data) {
	(void)y32; (void)data;
	memcpy(out, x32, 32);
	return 1;
}

static int cc_parse(const secp256k1_context *ctx, secp256k1_pubkey *pk, const unsigned char *in, size_t n) {
	return secp256k1_ec_pubkey_parse(ctx, pk, in, n);
}

static void cc_serialize(const secp256k1_context *ctx, unsigned char out[65], const secp256k1_pubkey *pk) {
	size_t n = 65;
	secp256k1_ec_pubkey_serialize(ctx, out, &n, pk, SECP256K1_EC_UNCOMPRESSED);
}

static int cc_pubkey_create(const secp256k1_context *ctx, unsigned char out[65], const unsigned char *sk) {
	secp256k1_pubkey pk;
	if (!secp256k1_ec_pubkey_create(ctx, &pk, sk)) return 0;
	cc_serialize(ctx, out, &pk);
	return 1;
}

static int cc_pubkey_create33(const secp256k1_context *ctx, unsigned char out[33], const unsigned char *sk) {
	secp256k1_pubkey pk;
	size_t n = 33;
	if (!secp256k1_ec_pubkey_create(ctx, &pk, sk)) return 0;
	return secp256k1_ec_pubkey_serialize(ctx, out, &n, &pk, SECP256K1_EC_COMPRESSED);
}

static int cc_tweak_mul33(const secp256k1_context *ctx, unsigned char out[33], const unsigned char *p, size_t pn, const unsigned char *k) {
	secp256k1_pubkey pk;
	size_t n = 33;
	if (!cc_parse(ctx, &pk, p, pn) || !secp256k1_ec_pubkey_tweak_mul(ctx, &pk, k)) return 0;
	return secp256k1_ec_pubkey_serialize(ctx, out, &n, &pk, SECP256K1_EC_COMPRESSED);
}

static int cc_negate(const secp256k1_context *ctx, unsigned char out[65], const unsigned char *in, size_t n) {
	secp256k1_pubkey pk;
	if (!cc_parse(ctx, &pk, in, n) || !secp256k1_ec_pubkey_negate(ctx, &pk)) return 0;
	cc_serialize(ctx, out, &pk);
	return 1;
}

static int cc_decode(const secp256k1_context *ctx, unsigned char out[65], const unsigned char *in, size_t n) {
	secp256k1_pubkey pk;
	if (!cc_parse(ctx, &pk, in, n)) return 0;
	cc_serialize(ctx, out, &pk);
	return 1;
}

static int cc_combine(const secp256k1_context *ctx, unsigned char out[65], const unsigned char *p, size_t pn, const unsigned char *q, size_t qn) {
	secp256k1_pubkey a, b, sum;
	const secp256k1_pubkey *terms[2] = {&a, &b};
	if (!cc_parse(ctx, &a, p, pn) || !cc_parse(ctx, &b, q, qn)) return 0;
	if (!secp256k1_ec_pubkey_combine(ctx, &sum, terms, 2)) return 0;
	cc_serialize(ctx, out, &sum);
	return 1;
}

static int cc_tweak_mul(const secp256k1_context *ctx, unsigned char out[65], const unsigned char *p, size_t pn, const unsigned char *k) {
	secp256k1_pubkey pk;
	if (!cc_parse(ctx, &pk, p, pn) || !secp256k1_ec_pubkey_tweak_mul(ctx, &pk, k)) return 0;
	cc_serialize(ctx, out, &pk);
	return 1;
}

static int cc_seckey_add(const secp256k1_context *ctx, unsigned char a[32], const unsigned char *b) {
	return secp256k1_ec_seckey_tweak_add(ctx, a, b);
}

static int cc_seckey_mul(const secp256k1_context *ctx, unsigned char a[32], const unsigned char *b) {
	return secp256k1_ec_seckey_tweak_mul(ctx, a, b);
}

static int cc_ecdsa_sign(const secp256k1_context *ctx, unsigned char out[64], const unsigned char *digest, const unsigned char *sk) {
	secp256k1_ecdsa_signature sig;
	if (!secp256k1_ecdsa_sign(ctx, &sig, digest, sk, NULL, NULL)) return 0;
	return secp256k1_ecdsa_signature_serialize_compact(ctx, out, &sig);
}

// cc_ecdsa_verify returns 1 valid, 0 invalid, -1 bad public key, -2 bad
// signature encoding (r or s >= n).
static int cc_ecdsa_verify(const secp256k1_context *ctx, const unsigned char *p, size_t pn, const unsigned char *digest, const unsigned char *sig64) {
	secp256k1_pubkey pk;
	secp256k1_ecdsa_signature sig;
	if (!cc_parse(ctx, &pk, p, pn)) return -1;
	if (!secp256k1_ecdsa_signature_parse_compact(ctx, &sig, sig64)) return -2;
	return secp256k1_ecdsa_verify(ctx, &sig, digest, &pk);
}

// cc_ecdsa_verify_der is cc_ecdsa_verify with a DER signature (-2: it
// does not parse).
static int cc_ecdsa_verify_der(const secp256k1_context *ctx, const unsigned char *p, size_t pn, const unsigned char *digest, const unsigned char *der, size_t dern) {
	secp256k1_pubkey pk;
	secp256k1_ecdsa_signature sig;
	if (!cc_parse(ctx, &pk, p, pn)) return -1;
	if (!secp256k1_ecdsa_signature_parse_der(ctx, &sig, der, dern)) return -2;
	return secp256k1_ecdsa_verify(ctx, &sig, digest, &pk);
}

// cc_signature_der re-encodes a compact signature as DER into out (72
// bytes), setting *outn.
static int cc_signature_der(const secp256k1_context *ctx, unsigned char *out, size_t *outn, const unsigned char *sig64) {
	secp256k1_ecdsa_signature sig;
	if (!secp256k1_ecdsa_signature_parse_compact(ctx, &sig, sig64)) return 0;
	return secp256k1_ecdsa_signature_serialize_der(ctx, out, outn, &sig);
}

static int cc_ecdh_x(const secp256k1_context *ctx, unsigned char out[32], const unsigned char *p, size_t pn, const unsigned char *sk) {
	secp256k1_pubkey pk;
	if (!cc_parse(ctx, &pk, p, pn)) return -1;
	return secp256k1_ecdh(ctx, out, &pk, sk, cc_x_only, NULL);
}

// cc_compressed is an ECDH hash function that returns the shared point
// itself, compressed (33 bytes): secp256k1_ecdh with it is the library's
// constant-time multiplication of an arbitrary point (ecmult_const).
static int cc_compressed(unsigned char *out, const unsigned char *x32, const unsigned char *y32, void *data) {
	(void)data;
	out[0] = 2 | (y32[31] & 1);
	memcpy(out + 1, x32, 32);
	return 1;
}

static int cc_ecdh_point33(const secp256k1_context *ctx, unsigned char out[33], const unsigned char *p, size_t pn, const unsigned char *sk) {
	secp256k1_pubkey pk;
	if (!cc_parse(ctx, &pk, p, pn)) return -1;
	return secp256k1_ecdh(ctx, out, &pk, sk, cc_compressed, NULL);
}

// cc_sp_scan is BIP-352 scanning written with the library's public
// functions only: the input keys (33-byte encodings) combined into A,
// input_hash = hash_BIP0352/Inputs(outpoint_L || ser(A)), the shared
// secret ecdh(A, b_scan * input_hash) returned compressed, then for
// k = 0, 1, ...: t_k = hash_BIP0352/SharedSecret(shared || ser32(k)),
// P_k = B_spend + t_k*G (ec_pubkey_create and ec_pubkey_combine, both
// constant time, or ec_pubkey_tweak_add, variable time, when vartime is
// set) and P_k + L_m for each prepared label, each compared by x with the
// outputs not yet taken. It stops at the first k with no match and
// returns the number of outputs found (taken marks them), or -1 when an
// input or a step is invalid. spend and labels are parsed once by the
// caller, as a wallet keeps them.
static int cc_sp_scan(const secp256k1_context *ctx, const unsigned char *keys, size_t nkeys,
		const unsigned char *outpoint36, const unsigned char *scan_sk,
		const secp256k1_pubkey *spend, const secp256k1_pubkey *labels, size_t nlabels,
		const unsigned char *outputs, size_t nout, unsigned char *taken, int vartime) {
	static const unsigned char tag_inputs[] = "BIP0352/Inputs";
	static const unsigned char tag_shared[] = "BIP0352/SharedSecret";
	secp256k1_pubkey pks[8], A, T, P, Q;
	const secp256k1_pubkey *list[8];
	unsigned char msg[36 + 33], h[32], e[32], shared[33 + 4], t[32], ser[33];
	size_t i, m, n;
	int found = 0;
	uint32_t k;
	if (nkeys == 0 || nkeys > 8) return -1;
	for (i = 0; i < nkeys; i++) {
		if (!secp256k1_ec_pubkey_parse(ctx, &pks[i], keys + 33 * i, 33)) return -1;
		list[i] = &pks[i];
	}
	if (!secp256k1_ec_pubkey_combine(ctx, &A, list, nkeys)) return -1;
	memcpy(msg, outpoint36, 36);
	n = 33;
	secp256k1_ec_pubkey_serialize(ctx, msg + 36, &n, &A, SECP256K1_EC_COMPRESSED);
	if (!secp256k1_tagged_sha256(ctx, h, tag_inputs, sizeof tag_inputs - 1, msg, sizeof msg)) return -1;
	memcpy(e, scan_sk, 32);
	if (!secp256k1_ec_seckey_tweak_mul(ctx, e, h)) return -1;
	if (!secp256k1_ecdh(ctx, shared, &A, e, cc_compressed, NULL)) return -1;
	for (k = 0; k < 2323; k++) {
		int hit = 0;
		shared[33] = k >> 24; shared[34] = k >> 16; shared[35] = k >> 8; shared[36] = k;
		if (!secp256k1_tagged_sha256(ctx, t, tag_shared, sizeof tag_shared - 1, shared, sizeof shared)) return -1;
		if (vartime) {
			P = *spend;
			if (!secp256k1_ec_pubkey_tweak_add(ctx, &P, t)) return -1;
		} else {
			const secp256k1_pubkey *two[2];
			if (!secp256k1_ec_pubkey_create(ctx, &T, t)) return -1;
			two[0] = spend; two[1] = &T;
			if (!secp256k1_ec_pubkey_combine(ctx, &P, two, 2)) return -1;
		}
		for (m = 0; m <= nlabels && !hit; m++) {
			if (m == 0) {
				Q = P;
			} else {
				const secp256k1_pubkey *two[2];
				two[0] = &P; two[1] = &labels[m - 1];
				if (!secp256k1_ec_pubkey_combine(ctx, &Q, two, 2)) continue;
			}
			n = 33;
			secp256k1_ec_pubkey_serialize(ctx, ser, &n, &Q, SECP256K1_EC_COMPRESSED);
			for (i = 0; i < nout; i++) {
				if (!taken[i] && memcmp(ser + 1, outputs + 32 * i, 32) == 0) {
					taken[i] = 1;
					hit = 1;
					break;
				}
			}
		}
		if (!hit) break;
		found++;
	}
	return found;
}

static int cc_schnorr_sign(const secp256k1_context *ctx, unsigned char out[64], const unsigned char *msg, size_t n, const unsigned char *sk, unsigned char *aux) {
	secp256k1_keypair kp;
	secp256k1_schnorrsig_extraparams extra = SECP256K1_SCHNORRSIG_EXTRAPARAMS_INIT;
	if (!secp256k1_keypair_create(ctx, &kp, sk)) return -1;
	extra.ndata = aux;
	return secp256k1_schnorrsig_sign_custom(ctx, out, msg, n, &kp, &extra);
}

// cc_schnorr_verify returns 1 valid, 0 invalid, -1 bad public key.
static int cc_schnorr_verify(const secp256k1_context *ctx, const unsigned char *sig, const unsigned char *msg, size_t n, const unsigned char *pk32) {
	secp256k1_xonly_pubkey pk;
	if (!secp256k1_xonly_pubkey_parse(ctx, &pk, pk32)) return -1;
	return secp256k1_schnorrsig_verify(ctx, sig, msg, n, &pk);
}
*/
import "C"

import (
	"crypto/rand"
	"unsafe"
)

// Context is a libsecp256k1 context, randomized once from crypto/rand (the
// library's side-channel blinding of signing and key generation).
type Context struct{ ctx *C.secp256k1_context }

// NewContext creates and randomizes a context; it is never freed (one per
// process).
func NewContext() *Context {
	ctx := C.secp256k1_context_create(C.SECP256K1_CONTEXT_NONE)
	C.cc_install(ctx)
	var seed [32]byte
	rand.Read(seed[:])
	C.secp256k1_context_randomize(ctx, (*C.uchar)(unsafe.Pointer(&seed[0])))
	return &Context{ctx}
}

// ptr returns a C pointer to b's first byte; an empty b gets a pointer
// to a zero byte (the library forbids NULL inputs, and a zero length
// makes it read nothing).
func ptr(b []byte) *C.uchar {
	if len(b) == 0 {
		return (*C.uchar)(unsafe.Pointer(&zeroByte))
	}
	return (*C.uchar)(unsafe.Pointer(&b[0]))
}

var zeroByte byte

// IllegalArguments returns how many calls the library rejected as
// illegal arguments (a defect of the adapter when not 0).
func IllegalArguments() int64 { return int64(C.cc_illegal_get()) }

// PubkeyCreate is secp256k1_ec_pubkey_create, serialized uncompressed.
func (c *Context) PubkeyCreate(sk *[32]byte) ([65]byte, bool) {
	var out [65]byte
	ok := C.cc_pubkey_create(c.ctx, (*C.uchar)(&out[0]), (*C.uchar)(&sk[0])) == 1
	return out, ok
}

// PubkeyCreateCompressed is ec_pubkey_create serialized compressed (33
// bytes), the benchmark's generator multiplication.
func (c *Context) PubkeyCreateCompressed(sk *[32]byte) ([33]byte, bool) {
	var out [33]byte
	ok := C.cc_pubkey_create33(c.ctx, (*C.uchar)(&out[0]), (*C.uchar)(&sk[0])) == 1
	return out, ok
}

// TweakMulCompressed is ec_pubkey_parse, ec_pubkey_tweak_mul and a
// compressed serialization.
func (c *Context) TweakMulCompressed(p []byte, k *[32]byte) ([33]byte, bool) {
	var out [33]byte
	ok := C.cc_tweak_mul33(c.ctx, (*C.uchar)(&out[0]), ptr(p), C.size_t(len(p)), (*C.uchar)(&k[0])) == 1
	return out, ok
}

// Decode is ec_pubkey_parse then serialize.
func (c *Context) Decode(p []byte) ([65]byte, bool) {
	var out [65]byte
	ok := C.cc_decode(c.ctx, (*C.uchar)(&out[0]), ptr(p), C.size_t(len(p))) == 1
	return out, ok
}

// Negate is ec_pubkey_negate.
func (c *Context) Negate(p []byte) ([65]byte, bool) {
	var out [65]byte
	ok := C.cc_negate(c.ctx, (*C.uchar)(&out[0]), ptr(p), C.size_t(len(p))) == 1
	return out, ok
}

// Combine is ec_pubkey_combine of two keys.
func (c *Context) Combine(p, q []byte) ([65]byte, bool) {
	var out [65]byte
	ok := C.cc_combine(c.ctx, (*C.uchar)(&out[0]), ptr(p), C.size_t(len(p)), ptr(q), C.size_t(len(q))) == 1
	return out, ok
}

// TweakMul is ec_pubkey_tweak_mul: k·P.
func (c *Context) TweakMul(p []byte, k *[32]byte) ([65]byte, bool) {
	var out [65]byte
	ok := C.cc_tweak_mul(c.ctx, (*C.uchar)(&out[0]), ptr(p), C.size_t(len(p)), (*C.uchar)(&k[0])) == 1
	return out, ok
}

// SeckeyTweakAdd is ec_seckey_tweak_add: a + b mod n (a a valid key).
func (c *Context) SeckeyTweakAdd(a, b *[32]byte) ([32]byte, bool) {
	out := *a
	ok := C.cc_seckey_add(c.ctx, (*C.uchar)(&out[0]), (*C.uchar)(&b[0])) == 1
	return out, ok
}

// SeckeyTweakMul is ec_seckey_tweak_mul: a·b mod n.
func (c *Context) SeckeyTweakMul(a, b *[32]byte) ([32]byte, bool) {
	out := *a
	ok := C.cc_seckey_mul(c.ctx, (*C.uchar)(&out[0]), (*C.uchar)(&b[0])) == 1
	return out, ok
}

// ECDSASign is ecdsa_sign (RFC 6979, low S) serialized compact.
func (c *Context) ECDSASign(sk, digest *[32]byte) ([64]byte, bool) {
	var out [64]byte
	ok := C.cc_ecdsa_sign(c.ctx, (*C.uchar)(&out[0]), (*C.uchar)(&digest[0]), (*C.uchar)(&sk[0])) == 1
	return out, ok
}

// ECDSAVerify is ecdsa_verify after parsing; see cc_ecdsa_verify for the
// result codes.
func (c *Context) ECDSAVerify(p []byte, digest, sig *[32]byte, sig2 *[32]byte) int {
	var s [64]byte
	copy(s[:32], sig[:])
	copy(s[32:], sig2[:])
	return int(C.cc_ecdsa_verify(c.ctx, ptr(p), C.size_t(len(p)), (*C.uchar)(&digest[0]), (*C.uchar)(&s[0])))
}

// ECDSAVerifyDER is ecdsa_verify after parsing a DER signature with
// ecdsa_signature_parse_der; the result codes are ECDSAVerify's.
func (c *Context) ECDSAVerifyDER(p []byte, digest *[32]byte, der []byte) int {
	return int(C.cc_ecdsa_verify_der(c.ctx, ptr(p), C.size_t(len(p)), (*C.uchar)(&digest[0]), ptr(der), C.size_t(len(der))))
}

// SignatureDER is ecdsa_signature_serialize_der of a compact signature.
func (c *Context) SignatureDER(sig [64]byte) ([]byte, bool) {
	var out [72]byte
	n := C.size_t(len(out))
	ok := C.cc_signature_der(c.ctx, (*C.uchar)(&out[0]), &n, (*C.uchar)(&sig[0])) == 1
	return out[:n], ok
}

// ECDHX is secp256k1_ecdh with a hash function that returns x.
func (c *Context) ECDHX(p []byte, sk *[32]byte) ([32]byte, int) {
	var out [32]byte
	rc := C.cc_ecdh_x(c.ctx, (*C.uchar)(&out[0]), ptr(p), C.size_t(len(p)), (*C.uchar)(&sk[0]))
	return out, int(rc)
}

// SchnorrSign is keypair_create then schnorrsig_sign_custom with aux_rand.
func (c *Context) SchnorrSign(sk *[32]byte, msg []byte, aux *[32]byte) ([64]byte, int) {
	var out [64]byte
	a := *aux
	rc := C.cc_schnorr_sign(c.ctx, (*C.uchar)(&out[0]), ptr(msg), C.size_t(len(msg)), (*C.uchar)(&sk[0]), (*C.uchar)(&a[0]))
	return out, int(rc)
}

// SchnorrVerify is xonly_pubkey_parse then schnorrsig_verify.
func (c *Context) SchnorrVerify(pk *[32]byte, msg []byte, sig *[64]byte) int {
	return int(C.cc_schnorr_verify(c.ctx, (*C.uchar)(&sig[0]), ptr(msg), C.size_t(len(msg)), (*C.uchar)(&pk[0])))
}

// ECDHPoint is secp256k1_ecdh with a hash function that returns the
// shared point compressed: the library's constant-time multiplication of
// an arbitrary point (ecmult_const), 33 bytes in and out.
func (c *Context) ECDHPoint(p []byte, sk *[32]byte) ([33]byte, int) {
	var out [33]byte
	rc := C.cc_ecdh_point33(c.ctx, (*C.uchar)(&out[0]), ptr(p), C.size_t(len(p)), (*C.uchar)(&sk[0]))
	return out, int(rc)
}

// SPScanner is a BIP-352 receiver written with libsecp256k1's public
// functions (cc_sp_scan): its scan secret, and its spend key and label
// points parsed once.
type SPScanner struct {
	ctx    *Context
	scan   [32]byte
	spend  C.secp256k1_pubkey
	labels []C.secp256k1_pubkey
}

// NewSPScanner parses the spend key and the label points (33-byte
// encodings); false when one does not parse.
func (c *Context) NewSPScanner(scan *[32]byte, spend []byte, labels [][]byte) (*SPScanner, bool) {
	s := &SPScanner{ctx: c, scan: *scan, labels: make([]C.secp256k1_pubkey, len(labels))}
	if C.cc_parse(c.ctx, &s.spend, ptr(spend), C.size_t(len(spend))) != 1 {
		return nil, false
	}
	for i, l := range labels {
		if C.cc_parse(c.ctx, &s.labels[i], ptr(l), C.size_t(len(l))) != 1 {
			return nil, false
		}
	}
	return s, true
}

// Scan runs the scan over the input keys (33-byte encodings, concatenated;
// an x-only key is 0x02 ‖ x), the smallest outpoint and the x-only
// outputs (concatenated), with t_k·G constant time or, when varTime, by
// ec_pubkey_tweak_add. It returns how many outputs pay the receiver, or
// −1 when an input is invalid.
func (s *SPScanner) Scan(keys []byte, outpoint *[36]byte, outputs []byte, varTime bool) int {
	taken := make([]byte, len(outputs)/32+1)
	var lp *C.secp256k1_pubkey
	if len(s.labels) > 0 {
		lp = &s.labels[0]
	}
	vt := C.int(0)
	if varTime {
		vt = 1
	}
	return int(C.cc_sp_scan(s.ctx.ctx, ptr(keys), C.size_t(len(keys)/33), (*C.uchar)(&outpoint[0]), (*C.uchar)(&s.scan[0]),
		&s.spend, lp, C.size_t(len(s.labels)), ptr(outputs), C.size_t(len(outputs)/32), (*C.uchar)(&taken[0]), vt))
}
