//go:build libsecp256k1 && cgo

package libsecp256k1

/*
#cgo LDFLAGS: -lsecp256k1
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
