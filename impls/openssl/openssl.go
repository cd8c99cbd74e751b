//go:build openssl && cgo

package openssl

/*
#cgo CFLAGS: -Wno-deprecated-declarations
#cgo LDFLAGS: -lcrypto
#include <string.h>
#include <openssl/bn.h>
#include <openssl/ec.h>
#include <openssl/ecdh.h>
#include <openssl/ecdsa.h>
#include <openssl/err.h>
#include <openssl/evp.h>
#include <openssl/obj_mac.h>

// Every call into the library stays in C: Go passes byte arrays and
// lengths, and each function reports a failure as a short message in
// errbuf (what failed, then OpenSSL's own reason from this thread's error
// queue, which is emptied before and after).

#define OC_ERRLEN 200

static void oc_fail(char *errbuf, const char *what) {
	unsigned long e = ERR_get_error();
	char reason[160] = "no reason given";
	if (e != 0) ERR_error_string_n(e, reason, sizeof reason);
	snprintf(errbuf, OC_ERRLEN, "%s: %s", what, reason);
	ERR_clear_error();
}

// The curves by index: 0 is P-384 (secp384r1), 1 is secp256k1. Groups are
// created once at start-up and only read afterwards.
static EC_GROUP *oc_groups[2];

static int oc_init(void) {
	oc_groups[0] = EC_GROUP_new_by_curve_name(NID_secp384r1);
	oc_groups[1] = EC_GROUP_new_by_curve_name(NID_secp256k1);
	return oc_groups[0] != NULL && oc_groups[1] != NULL;
}

// oc_decode parses a SEC1 / X9.62 encoding into p (EC_POINT_oct2point,
// which checks that the point is on the curve).
static int oc_decode(const EC_GROUP *g, EC_POINT *p, const unsigned char *in, size_t n, BN_CTX *ctx, const char *name, char *errbuf) {
	if (EC_POINT_oct2point(g, p, in, n, ctx) != 1) {
		char what[48];
		snprintf(what, sizeof what, "EC_POINT_oct2point(%s)", name);
		oc_fail(errbuf, what);
		return 0;
	}
	return 1;
}

// oc_encode writes p as SEC1, uncompressed or compressed (the point at
// infinity as the single byte 00), returning the length or 0.
static size_t oc_encode(const EC_GROUP *g, const EC_POINT *p, int compressed, unsigned char *out, size_t cap, BN_CTX *ctx, char *errbuf) {
	size_t n = EC_POINT_point2oct(g, p, compressed ? POINT_CONVERSION_COMPRESSED : POINT_CONVERSION_UNCOMPRESSED, out, cap, ctx);
	if (n == 0) oc_fail(errbuf, "EC_POINT_point2oct");
	return n;
}

// oc_point_op: op 0 decodes and re-encodes p, 1 doubles it, 2 negates
// it, 3 adds q. Returns the output length, or 0 with errbuf set.
static size_t oc_point_op(int curve, int op, const unsigned char *p, size_t pn, const unsigned char *q, size_t qn, unsigned char *out, size_t cap, char *errbuf) {
	const EC_GROUP *g = oc_groups[curve];
	BN_CTX *ctx = BN_CTX_new();
	EC_POINT *a = EC_POINT_new(g), *b = EC_POINT_new(g), *r = EC_POINT_new(g);
	size_t n = 0;
	ERR_clear_error();
	if (ctx == NULL || a == NULL || b == NULL || r == NULL) { oc_fail(errbuf, "allocation"); goto done; }
	if (!oc_decode(g, a, p, pn, ctx, "p", errbuf)) goto done;
	switch (op) {
	case 0:
		if (!EC_POINT_copy(r, a)) { oc_fail(errbuf, "EC_POINT_copy"); goto done; }
		break;
	case 1:
		if (!EC_POINT_dbl(g, r, a, ctx)) { oc_fail(errbuf, "EC_POINT_dbl"); goto done; }
		break;
	case 2:
		if (!EC_POINT_copy(r, a) || !EC_POINT_invert(g, r, ctx)) { oc_fail(errbuf, "EC_POINT_invert"); goto done; }
		break;
	case 3:
		if (!oc_decode(g, b, q, qn, ctx, "q", errbuf)) goto done;
		if (!EC_POINT_add(g, r, a, b, ctx)) { oc_fail(errbuf, "EC_POINT_add"); goto done; }
		break;
	}
	n = oc_encode(g, r, 0, out, cap, ctx, errbuf);
done:
	EC_POINT_free(a); EC_POINT_free(b); EC_POINT_free(r); BN_CTX_free(ctx);
	return n;
}

// oc_mul is EC_POINT_mul: gk·G + pk·P, a term left out when its scalar
// length is 0 (gk = NULL or P = NULL in the call). The result is
// encoded compressed when asked.
static size_t oc_mul(int curve, const unsigned char *gk, size_t gkn, const unsigned char *p, size_t pn, const unsigned char *pk, size_t pkn, int compressed, unsigned char *out, size_t cap, char *errbuf) {
	const EC_GROUP *g = oc_groups[curve];
	BN_CTX *ctx = BN_CTX_new();
	EC_POINT *a = EC_POINT_new(g), *r = EC_POINT_new(g);
	BIGNUM *m = gkn ? BN_bin2bn(gk, (int)gkn, NULL) : NULL;
	BIGNUM *n = pkn ? BN_bin2bn(pk, (int)pkn, NULL) : NULL;
	size_t len = 0;
	ERR_clear_error();
	if (ctx == NULL || a == NULL || r == NULL || (gkn && m == NULL) || (pkn && n == NULL)) { oc_fail(errbuf, "allocation"); goto done; }
	if (pkn && !oc_decode(g, a, p, pn, ctx, "p", errbuf)) goto done;
	if (!EC_POINT_mul(g, r, m, pkn ? a : NULL, n, ctx)) { oc_fail(errbuf, "EC_POINT_mul"); goto done; }
	len = oc_encode(g, r, compressed, out, cap, ctx, errbuf);
done:
	BN_clear_free(m); BN_clear_free(n);
	EC_POINT_free(a); EC_POINT_free(r); BN_CTX_free(ctx);
	return len;
}

// oc_msm is EC_POINTs_mul over num points of plen bytes each and num
// scalars of klen bytes each (concatenated).
static size_t oc_msm(int curve, size_t num, const unsigned char *ps, size_t plen, const unsigned char *ks, size_t klen, unsigned char *out, size_t cap, char *errbuf) {
	const EC_GROUP *g = oc_groups[curve];
	BN_CTX *ctx = BN_CTX_new();
	EC_POINT *pts[64] = {0}, *r = EC_POINT_new(g);
	BIGNUM *sc[64] = {0};
	size_t i, len = 0;
	ERR_clear_error();
	if (num == 0 || num > 64) { snprintf(errbuf, OC_ERRLEN, "EC_POINTs_mul: %zu points, the adapter takes 1 to 64", num); goto done; }
	if (ctx == NULL || r == NULL) { oc_fail(errbuf, "allocation"); goto done; }
	for (i = 0; i < num; i++) {
		pts[i] = EC_POINT_new(g);
		sc[i] = BN_bin2bn(ks + i * klen, (int)klen, NULL);
		if (pts[i] == NULL || sc[i] == NULL) { oc_fail(errbuf, "allocation"); goto done; }
		if (!oc_decode(g, pts[i], ps + i * plen, plen, ctx, "p[i]", errbuf)) goto done;
	}
	if (!EC_POINTs_mul(g, r, NULL, num, (const EC_POINT **)pts, (const BIGNUM **)sc, ctx)) { oc_fail(errbuf, "EC_POINTs_mul"); goto done; }
	len = oc_encode(g, r, 0, out, cap, ctx, errbuf);
done:
	for (i = 0; i < 64; i++) { EC_POINT_free(pts[i]); BN_clear_free(sc[i]); }
	EC_POINT_free(r); BN_CTX_free(ctx);
	return len;
}

// oc_ecdsa_verify is ECDSA_do_verify on a public key, a digest and r, s
// of rsn bytes each. Returns 1 valid, 0 invalid, -1 with errbuf set.
static int oc_ecdsa_verify(int curve, const unsigned char *pub, size_t pubn, const unsigned char *d, size_t dn, const unsigned char *rs, size_t rsn, char *errbuf) {
	const EC_GROUP *g = oc_groups[curve];
	BN_CTX *ctx = BN_CTX_new();
	EC_KEY *key = EC_KEY_new();
	EC_POINT *q = EC_POINT_new(g);
	ECDSA_SIG *sig = ECDSA_SIG_new();
	BIGNUM *r = BN_bin2bn(rs, (int)rsn, NULL), *s = BN_bin2bn(rs + rsn, (int)rsn, NULL);
	int rc = -1;
	ERR_clear_error();
	if (ctx == NULL || key == NULL || q == NULL || sig == NULL || r == NULL || s == NULL) { oc_fail(errbuf, "allocation"); goto done; }
	if (!EC_KEY_set_group(key, g)) { oc_fail(errbuf, "EC_KEY_set_group"); goto done; }
	if (!oc_decode(g, q, pub, pubn, ctx, "pub", errbuf)) goto done;
	if (!EC_KEY_set_public_key(key, q)) { oc_fail(errbuf, "EC_KEY_set_public_key"); goto done; }
	if (!ECDSA_SIG_set0(sig, r, s)) { oc_fail(errbuf, "ECDSA_SIG_set0"); goto done; }
	r = s = NULL; // owned by sig
	rc = ECDSA_do_verify(d, (int)dn, sig, key);
	if (rc == 0) oc_fail(errbuf, "ECDSA_do_verify: invalid signature");
	else if (rc < 0) { oc_fail(errbuf, "ECDSA_do_verify"); rc = -1; }
done:
	BN_free(r); BN_free(s); ECDSA_SIG_free(sig);
	EC_POINT_free(q); EC_KEY_free(key); BN_CTX_free(ctx);
	return rc;
}

// oc_ecdsa_sign is ECDSA_do_sign with OpenSSL's own nonce (random; 3.0
// has no RFC 6979), r ‖ s written as rsn bytes each. Returns 1 or 0.
static int oc_ecdsa_sign(int curve, const unsigned char *priv, size_t privn, const unsigned char *d, size_t dn, unsigned char *out, size_t rsn, char *errbuf) {
	const EC_GROUP *g = oc_groups[curve];
	EC_KEY *key = EC_KEY_new();
	BIGNUM *x = BN_bin2bn(priv, (int)privn, NULL);
	ECDSA_SIG *sig = NULL;
	int ok = 0;
	ERR_clear_error();
	if (key == NULL || x == NULL) { oc_fail(errbuf, "allocation"); goto done; }
	if (!EC_KEY_set_group(key, g) || !EC_KEY_set_private_key(key, x)) { oc_fail(errbuf, "EC_KEY_set_private_key"); goto done; }
	sig = ECDSA_do_sign(d, (int)dn, key);
	if (sig == NULL) { oc_fail(errbuf, "ECDSA_do_sign"); goto done; }
	if (BN_bn2binpad(ECDSA_SIG_get0_r(sig), out, (int)rsn) < 0 || BN_bn2binpad(ECDSA_SIG_get0_s(sig), out + rsn, (int)rsn) < 0) { oc_fail(errbuf, "BN_bn2binpad"); goto done; }
	ok = 1;
done:
	ECDSA_SIG_free(sig); BN_clear_free(x); EC_KEY_free(key);
	return ok;
}

// oc_ecdh is ECDH_compute_key: the x-coordinate of d·Q (no KDF), flen
// bytes. Returns 1 or 0.
static int oc_ecdh(int curve, const unsigned char *priv, size_t privn, const unsigned char *pub, size_t pubn, unsigned char *out, size_t flen, char *errbuf) {
	const EC_GROUP *g = oc_groups[curve];
	BN_CTX *ctx = BN_CTX_new();
	EC_KEY *key = EC_KEY_new();
	EC_POINT *q = EC_POINT_new(g);
	BIGNUM *x = BN_bin2bn(priv, (int)privn, NULL);
	int ok = 0;
	ERR_clear_error();
	if (ctx == NULL || key == NULL || q == NULL || x == NULL) { oc_fail(errbuf, "allocation"); goto done; }
	if (!oc_decode(g, q, pub, pubn, ctx, "public", errbuf)) goto done;
	if (!EC_KEY_set_group(key, g) || !EC_KEY_set_private_key(key, x)) { oc_fail(errbuf, "EC_KEY_set_private_key"); goto done; }
	if (ECDH_compute_key(out, flen, q, key, NULL) != (int)flen) { oc_fail(errbuf, "ECDH_compute_key"); goto done; }
	ok = 1;
done:
	BN_clear_free(x); EC_POINT_free(q); EC_KEY_free(key); BN_CTX_free(ctx);
	return ok;
}

// oc_ed25519_public derives the public key of a 32-byte seed through EVP.
static int oc_ed25519_public(const unsigned char *seed, unsigned char *out, char *errbuf) {
	EVP_PKEY *k;
	size_t n = 32;
	int ok = 0;
	ERR_clear_error();
	k = EVP_PKEY_new_raw_private_key(EVP_PKEY_ED25519, NULL, seed, 32);
	if (k == NULL) { oc_fail(errbuf, "EVP_PKEY_new_raw_private_key"); return 0; }
	if (EVP_PKEY_get_raw_public_key(k, out, &n) != 1 || n != 32) oc_fail(errbuf, "EVP_PKEY_get_raw_public_key");
	else ok = 1;
	EVP_PKEY_free(k);
	return ok;
}

// oc_ed25519_sign signs msg with the key of a 32-byte seed (EVP_DigestSign).
static int oc_ed25519_sign(const unsigned char *seed, const unsigned char *msg, size_t mn, unsigned char *sig, char *errbuf) {
	EVP_PKEY *k;
	EVP_MD_CTX *m = EVP_MD_CTX_new();
	size_t n = 64;
	int ok = 0;
	ERR_clear_error();
	k = EVP_PKEY_new_raw_private_key(EVP_PKEY_ED25519, NULL, seed, 32);
	if (k == NULL || m == NULL) { oc_fail(errbuf, "EVP_PKEY_new_raw_private_key"); goto done; }
	if (EVP_DigestSignInit(m, NULL, NULL, NULL, k) != 1 || EVP_DigestSign(m, sig, &n, msg, mn) != 1 || n != 64) { oc_fail(errbuf, "EVP_DigestSign"); goto done; }
	ok = 1;
done:
	EVP_MD_CTX_free(m); EVP_PKEY_free(k);
	return ok;
}

// oc_ed25519_verify: 1 valid, 0 invalid, with errbuf set when not 1.
static int oc_ed25519_verify(const unsigned char *pub, const unsigned char *msg, size_t mn, const unsigned char *sig, size_t sn, char *errbuf) {
	EVP_PKEY *k;
	EVP_MD_CTX *m = EVP_MD_CTX_new();
	int rc = 0;
	ERR_clear_error();
	k = EVP_PKEY_new_raw_public_key(EVP_PKEY_ED25519, NULL, pub, 32);
	if (k == NULL || m == NULL) { oc_fail(errbuf, "EVP_PKEY_new_raw_public_key"); goto done; }
	if (EVP_DigestVerifyInit(m, NULL, NULL, NULL, k) != 1) { oc_fail(errbuf, "EVP_DigestVerifyInit"); goto done; }
	rc = EVP_DigestVerify(m, sig, sn, msg, mn) == 1;
	if (!rc) oc_fail(errbuf, "EVP_DigestVerify: invalid signature");
done:
	EVP_MD_CTX_free(m); EVP_PKEY_free(k);
	return rc;
}

// oc_x25519 is EVP_PKEY_derive between a 32-byte scalar and a 32-byte
// u-coordinate.
static int oc_x25519(const unsigned char *scalar, const unsigned char *point, unsigned char *out, char *errbuf) {
	EVP_PKEY *k = NULL, *peer = NULL;
	EVP_PKEY_CTX *c = NULL;
	size_t n = 32;
	int ok = 0;
	ERR_clear_error();
	k = EVP_PKEY_new_raw_private_key(EVP_PKEY_X25519, NULL, scalar, 32);
	peer = EVP_PKEY_new_raw_public_key(EVP_PKEY_X25519, NULL, point, 32);
	if (k == NULL || peer == NULL) { oc_fail(errbuf, "EVP_PKEY_new_raw_*_key"); goto done; }
	c = EVP_PKEY_CTX_new(k, NULL);
	if (c == NULL || EVP_PKEY_derive_init(c) != 1 || EVP_PKEY_derive_set_peer(c, peer) != 1) { oc_fail(errbuf, "EVP_PKEY_derive_set_peer"); goto done; }
	if (EVP_PKEY_derive(c, out, &n) != 1 || n != 32) { oc_fail(errbuf, "EVP_PKEY_derive"); goto done; }
	ok = 1;
done:
	EVP_PKEY_CTX_free(c); EVP_PKEY_free(peer); EVP_PKEY_free(k);
	return ok;
}

// oc_new_private makes an EVP key from 32 private bytes (type EVP_PKEY_ED25519
// or EVP_PKEY_X25519), for callers that keep it across operations.
static EVP_PKEY *oc_new_private(int type, const unsigned char *k, char *errbuf) {
	EVP_PKEY *p;
	ERR_clear_error();
	p = EVP_PKEY_new_raw_private_key(type, NULL, k, 32);
	if (p == NULL) oc_fail(errbuf, "EVP_PKEY_new_raw_private_key");
	return p;
}

static int oc_ed25519_sign_with(EVP_PKEY *k, const unsigned char *msg, size_t mn, unsigned char *sig, char *errbuf) {
	EVP_MD_CTX *m = EVP_MD_CTX_new();
	size_t n = 64;
	int ok = 0;
	ERR_clear_error();
	if (m == NULL) { oc_fail(errbuf, "EVP_MD_CTX_new"); return 0; }
	if (EVP_DigestSignInit(m, NULL, NULL, NULL, k) != 1 || EVP_DigestSign(m, sig, &n, msg, mn) != 1 || n != 64) oc_fail(errbuf, "EVP_DigestSign");
	else ok = 1;
	EVP_MD_CTX_free(m);
	return ok;
}

static int oc_x25519_with(EVP_PKEY *k, const unsigned char *point, unsigned char *out, char *errbuf) {
	EVP_PKEY *peer;
	EVP_PKEY_CTX *c = NULL;
	size_t n = 32;
	int ok = 0;
	ERR_clear_error();
	peer = EVP_PKEY_new_raw_public_key(EVP_PKEY_X25519, NULL, point, 32);
	if (peer == NULL) { oc_fail(errbuf, "EVP_PKEY_new_raw_public_key"); goto done; }
	c = EVP_PKEY_CTX_new(k, NULL);
	if (c == NULL || EVP_PKEY_derive_init(c) != 1 || EVP_PKEY_derive_set_peer(c, peer) != 1) { oc_fail(errbuf, "EVP_PKEY_derive_set_peer"); goto done; }
	if (EVP_PKEY_derive(c, out, &n) != 1 || n != 32) { oc_fail(errbuf, "EVP_PKEY_derive"); goto done; }
	ok = 1;
done:
	EVP_PKEY_CTX_free(c); EVP_PKEY_free(peer);
	return ok;
}

static int oc_type_ed25519(void) { return EVP_PKEY_ED25519; }
static int oc_type_x25519(void) { return EVP_PKEY_X25519; }
*/
import "C"

import (
	"errors"
	"fmt"
	"unsafe"
)

// Curve selects one of the two Weierstrass curves the adapter reaches.
type Curve int

const (
	P384      Curve = 0
	Secp256k1 Curve = 1
)

// FieldBytes is the length of a field element (and of a scalar) of c.
func (c Curve) FieldBytes() int {
	if c == P384 {
		return 48
	}
	return 32
}

func init() {
	if C.oc_init() != 1 {
		panic("openssl: EC_GROUP_new_by_curve_name failed for P-384 or secp256k1")
	}
}

var zeroByte byte

// ptr returns a C pointer to b's first byte, or to a zero byte when b is
// empty (a zero length makes the library read nothing).
func ptr(b []byte) *C.uchar {
	if len(b) == 0 {
		return (*C.uchar)(unsafe.Pointer(&zeroByte))
	}
	return (*C.uchar)(unsafe.Pointer(&b[0]))
}

type errBuf [C.OC_ERRLEN]C.char

func (e *errBuf) c() *C.char { return &e[0] }

func (e *errBuf) err() error { return errors.New("openssl: " + C.GoString(&e[0])) }

const maxPoint = 1 + 2*48

func point(n C.size_t, out []byte, e *errBuf) ([]byte, error) {
	if n == 0 {
		return nil, e.err()
	}
	return out[:n], nil
}

// Decode is EC_POINT_oct2point then an uncompressed EC_POINT_point2oct.
func Decode(c Curve, p []byte) ([]byte, error) { return pointOp(c, 0, p, nil) }

// Double is EC_POINT_dbl.
func Double(c Curve, p []byte) ([]byte, error) { return pointOp(c, 1, p, nil) }

// Negate is EC_POINT_invert.
func Negate(c Curve, p []byte) ([]byte, error) { return pointOp(c, 2, p, nil) }

// Add is EC_POINT_add.
func Add(c Curve, p, q []byte) ([]byte, error) { return pointOp(c, 3, p, q) }

func pointOp(c Curve, op int, p, q []byte) ([]byte, error) {
	var e errBuf
	out := make([]byte, maxPoint)
	n := C.oc_point_op(C.int(c), C.int(op), ptr(p), C.size_t(len(p)), ptr(q), C.size_t(len(q)), ptr(out), C.size_t(len(out)), e.c())
	return point(n, out, &e)
}

// Mul is EC_POINT_mul: gk·G + pk·P, a term left out when its scalar is
// empty (then p is not read). Scalars are big-endian integers of any
// length; the result is SEC1, compressed when asked.
func Mul(c Curve, gk, p, pk []byte, compressed bool) ([]byte, error) {
	var e errBuf
	out := make([]byte, maxPoint)
	comp := C.int(0)
	if compressed {
		comp = 1
	}
	n := C.oc_mul(C.int(c), ptr(gk), C.size_t(len(gk)), ptr(p), C.size_t(len(p)), ptr(pk), C.size_t(len(pk)), comp, ptr(out), C.size_t(len(out)), e.c())
	return point(n, out, &e)
}

// MultiScalarMult is EC_POINTs_mul over n points of plen bytes and n
// scalars of klen bytes, concatenated.
func MultiScalarMult(c Curve, ks []byte, klen int, ps []byte, plen int) ([]byte, error) {
	if klen == 0 || plen == 0 || len(ks)%klen != 0 || len(ps) != len(ks)/klen*plen {
		return nil, errors.New("openssl: msm: lengths do not make n pairs")
	}
	var e errBuf
	out := make([]byte, maxPoint)
	n := C.oc_msm(C.int(c), C.size_t(len(ks)/klen), ptr(ps), C.size_t(plen), ptr(ks), C.size_t(klen), ptr(out), C.size_t(len(out)), e.c())
	return point(n, out, &e)
}

// ECDSAVerify is ECDSA_do_verify of sig = r ‖ s (two halves of equal
// length) on digest under the SEC1-encoded public key.
func ECDSAVerify(c Curve, pub, digest, sig []byte) error {
	if len(sig) == 0 || len(sig)%2 != 0 {
		return errors.New("openssl: signature is not r ‖ s of equal halves")
	}
	var e errBuf
	if C.oc_ecdsa_verify(C.int(c), ptr(pub), C.size_t(len(pub)), ptr(digest), C.size_t(len(digest)), ptr(sig), C.size_t(len(sig)/2), e.c()) != 1 {
		return e.err()
	}
	return nil
}

// ECDSASign is ECDSA_do_sign with OpenSSL's random nonce (OpenSSL 3.0 has
// no deterministic signing), r ‖ s out.
func ECDSASign(c Curve, priv, digest []byte) ([]byte, error) {
	var e errBuf
	out := make([]byte, 2*c.FieldBytes())
	if C.oc_ecdsa_sign(C.int(c), ptr(priv), C.size_t(len(priv)), ptr(digest), C.size_t(len(digest)), ptr(out), C.size_t(c.FieldBytes()), e.c()) != 1 {
		return nil, e.err()
	}
	return out, nil
}

// ECDH is ECDH_compute_key: the x-coordinate of priv·pub.
func ECDH(c Curve, priv, pub []byte) ([]byte, error) {
	var e errBuf
	out := make([]byte, c.FieldBytes())
	if C.oc_ecdh(C.int(c), ptr(priv), C.size_t(len(priv)), ptr(pub), C.size_t(len(pub)), ptr(out), C.size_t(len(out)), e.c()) != 1 {
		return nil, e.err()
	}
	return out, nil
}

func need(b []byte, n int, name string) error {
	if len(b) != n {
		return fmt.Errorf("openssl: %s is %d bytes, want %d", name, len(b), n)
	}
	return nil
}

// Ed25519PublicKey derives the public key of a 32-byte seed (EVP).
func Ed25519PublicKey(seed []byte) ([]byte, error) {
	if err := need(seed, 32, "seed"); err != nil {
		return nil, err
	}
	var e errBuf
	out := make([]byte, 32)
	if C.oc_ed25519_public(ptr(seed), ptr(out), e.c()) != 1 {
		return nil, e.err()
	}
	return out, nil
}

// Ed25519Sign signs msg with the key of a 32-byte seed (EVP_DigestSign).
func Ed25519Sign(seed, msg []byte) ([]byte, error) {
	if err := need(seed, 32, "seed"); err != nil {
		return nil, err
	}
	var e errBuf
	out := make([]byte, 64)
	if C.oc_ed25519_sign(ptr(seed), ptr(msg), C.size_t(len(msg)), ptr(out), e.c()) != 1 {
		return nil, e.err()
	}
	return out, nil
}

// Ed25519Verify is EVP_DigestVerify under a 32-byte public key.
func Ed25519Verify(pub, msg, sig []byte) error {
	if err := need(pub, 32, "public key"); err != nil {
		return err
	}
	var e errBuf
	if C.oc_ed25519_verify(ptr(pub), ptr(msg), C.size_t(len(msg)), ptr(sig), C.size_t(len(sig)), e.c()) != 1 {
		return e.err()
	}
	return nil
}

// X25519 is EVP_PKEY_derive between a 32-byte scalar and u-coordinate.
func X25519(scalar, point []byte) ([]byte, error) {
	if err := need(scalar, 32, "scalar"); err != nil {
		return nil, err
	}
	if err := need(point, 32, "point"); err != nil {
		return nil, err
	}
	var e errBuf
	out := make([]byte, 32)
	if C.oc_x25519(ptr(scalar), ptr(point), ptr(out), e.c()) != 1 {
		return nil, e.err()
	}
	return out, nil
}

// Key is an EVP private key kept across operations, so that a benchmark
// can leave OpenSSL's key construction (which also derives the public
// key) out of its loop, as the Go peers parse their keys once. Free it
// with Close.
type Key struct{ k *C.EVP_PKEY }

func newKey(typ C.int, b []byte) (*Key, error) {
	if err := need(b, 32, "private key"); err != nil {
		return nil, err
	}
	var e errBuf
	k := C.oc_new_private(typ, ptr(b), e.c())
	if k == nil {
		return nil, e.err()
	}
	return &Key{k}, nil
}

// NewEd25519Key makes the signing key of a 32-byte seed.
func NewEd25519Key(seed []byte) (*Key, error) { return newKey(C.oc_type_ed25519(), seed) }

// NewX25519Key makes the X25519 key of a 32-byte scalar.
func NewX25519Key(scalar []byte) (*Key, error) { return newKey(C.oc_type_x25519(), scalar) }

// Sign is EVP_DigestSign with an Ed25519 key.
func (k *Key) Sign(msg []byte) ([]byte, error) {
	var e errBuf
	out := make([]byte, 64)
	if C.oc_ed25519_sign_with(k.k, ptr(msg), C.size_t(len(msg)), ptr(out), e.c()) != 1 {
		return nil, e.err()
	}
	return out, nil
}

// Shared is EVP_PKEY_derive of an X25519 key with a 32-byte u-coordinate.
func (k *Key) Shared(point []byte) ([]byte, error) {
	if err := need(point, 32, "point"); err != nil {
		return nil, err
	}
	var e errBuf
	out := make([]byte, 32)
	if C.oc_x25519_with(k.k, ptr(point), ptr(out), e.c()) != 1 {
		return nil, e.err()
	}
	return out, nil
}

// Close frees the key.
func (k *Key) Close() {
	C.EVP_PKEY_free(k.k)
	k.k = nil
}
