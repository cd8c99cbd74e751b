#!/usr/bin/env python3
"""A curvecheck exec adapter for OpenSSL, through pyca/cryptography.

It speaks the JSON-lines protocol of doc/protocol.md by hand, so that it
shows the wire format an adapter in any language writes: one handshake
line, then one answer line per request line, each flushed at once.

    curvecheck diff --impl "exec:python3 examples/exec-python/adapter.py"

Requires pyca/cryptography (Debian: python3-cryptography).

Environment:
    CURVECHECK_POLICIES=none    announce no policy atoms (input classes and
                                verify-only signing are still declared)
    CURVECHECK_CATALOG=c2e298e  announce only what the catalog of curvecheck
                                c2e298e knows (no DER operations, and its
                                signing takes the family hash's digests only)
"""

import json
import os
import sys

from cryptography.exceptions import InvalidSignature
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec, ed25519, utils, x25519

# The catalog's ECDSA families, their pyca curves and the hash the
# catalog's message operations use.
CURVES = {
    "secp256k1": (ec.SECP256K1(), 32, hashes.SHA256),
    "p256": (ec.SECP256R1(), 32, hashes.SHA256),
    "p384": (ec.SECP384R1(), 48, hashes.SHA384),
}

# Digest lengths the digest operations take: pyca signs and verifies a
# prehashed digest only at the size of a hash it knows.
DIGEST_HASHES = {28: hashes.SHA224, 32: hashes.SHA256, 48: hashes.SHA384, 64: hashes.SHA512}

OLD_CATALOG = os.environ.get("CURVECHECK_CATALOG") == "c2e298e"
NO_POLICIES = os.environ.get("CURVECHECK_POLICIES") == "none"


class Reject(Exception):
    """The input is rejected: answered as {"error": ...}."""


class Unsupported(Exception):
    """The input is of a class the handshake declared unsupported."""


def b(hexstr):
    return bytes.fromhex(hexstr)


def ed25519_public_key(inp):
    seed = b(inp["seed"])
    if len(seed) != 32:
        raise Reject("seed is not 32 bytes")
    pub = ed25519.Ed25519PrivateKey.from_private_bytes(seed).public_key()
    return {"pub": pub.public_bytes(serialization.Encoding.Raw, serialization.PublicFormat.Raw).hex()}


def ed25519_sign(inp):
    seed = b(inp["seed"])
    if len(seed) != 32:
        raise Reject("seed is not 32 bytes")
    return {"sig": ed25519.Ed25519PrivateKey.from_private_bytes(seed).sign(b(inp["msg"])).hex()}


def ed25519_verify(inp):
    pub, sig = b(inp["pub"]), b(inp["sig"])
    if len(pub) != 32 or len(sig) != 64:
        raise Reject("public key or signature of the wrong length")
    try:
        ed25519.Ed25519PublicKey.from_public_bytes(pub).verify(sig, b(inp["msg"]))
    except (InvalidSignature, ValueError) as e:
        raise Reject("invalid signature: %r" % e)
    return {}


def x25519_ecdh(inp):
    k, u = b(inp["scalar"]), b(inp["point"])
    if len(k) != 32 or len(u) != 32:
        raise Reject("scalar or point is not 32 bytes")
    try:
        shared = x25519.X25519PrivateKey.from_private_bytes(k).exchange(x25519.X25519PublicKey.from_public_bytes(u))
    except ValueError as e:  # the all-zero output of a low-order point
        raise Reject(str(e))
    return {"shared": shared.hex()}


def private_key(fam, raw):
    curve, size, _ = CURVES[fam]
    if len(raw) != size:
        raise Reject("private key is not %d bytes" % size)
    d = int.from_bytes(raw, "big")
    try:
        return ec.derive_private_key(d, curve)
    except ValueError as e:
        raise Reject(str(e))


def public_key(fam, raw):
    curve = CURVES[fam][0]
    try:
        return ec.EllipticCurvePublicKey.from_encoded_point(curve, raw)
    except ValueError as e:
        raise Reject("public key: %s" % e)


def rs_to_der(fam, sig):
    size = CURVES[fam][1]
    if len(sig) != 2 * size:
        raise Reject("signature is not r ‖ s")
    return utils.encode_dss_signature(int.from_bytes(sig[:size], "big"), int.from_bytes(sig[size:], "big"))


def der_to_rs(fam, der):
    size = CURVES[fam][1]
    r, s = utils.decode_dss_signature(der)
    return r.to_bytes(size, "big") + s.to_bytes(size, "big")


def ecdsa_algorithm(fam, data, prehashed):
    if not prehashed:
        return ec.ECDSA(CURVES[fam][2]())
    h = DIGEST_HASHES.get(len(data))
    if h is None:
        raise Unsupported()
    return ec.ECDSA(utils.Prehashed(h()))


def ecdsa_sign(fam, prehashed, der=False):
    def run(inp):
        data = b(inp["digest" if prehashed else "msg"])
        key = private_key(fam, b(inp["private"]))
        try:
            sig = key.sign(data, ecdsa_algorithm(fam, data, prehashed))
        except ValueError as e:
            raise Reject(str(e))
        return {"sig": (sig if der else der_to_rs(fam, sig)).hex()}
    return run


def ecdsa_verify(fam, prehashed, der=False):
    def run(inp):
        data = b(inp["digest" if prehashed else "msg"])
        alg = ecdsa_algorithm(fam, data, prehashed)
        pub = public_key(fam, b(inp["pub"]))
        sig = b(inp["sig"]) if der else rs_to_der(fam, b(inp["sig"]))
        try:
            pub.verify(sig, data, alg)
        except (InvalidSignature, ValueError) as e:
            raise Reject("invalid signature: %r" % e)
        return {}
    return run


def ecdh(fam):
    def run(inp):
        key = private_key(fam, b(inp["private"]))
        pub = public_key(fam, b(inp["public"]))
        try:
            shared = key.exchange(ec.ECDH(), pub)
        except ValueError as e:
            raise Reject(str(e))
        return {"shared": shared.hex()}
    return run


OPS = {
    "ed25519/public_key": ed25519_public_key,
    "ed25519/sign": ed25519_sign,
    "ed25519/verify": ed25519_verify,
    "x25519/ecdh": x25519_ecdh,
}
for fam in CURVES:
    OPS[fam + "/ecdsa_sign"] = ecdsa_sign(fam, True)
    OPS[fam + "/ecdsa_sign_message"] = ecdsa_sign(fam, False)
    OPS[fam + "/ecdsa_verify"] = ecdsa_verify(fam, True)
    OPS[fam + "/ecdsa_verify_message"] = ecdsa_verify(fam, False)
    OPS[fam + "/ecdh"] = ecdh(fam)
    if not OLD_CATALOG:
        # DER signatures go to OpenSSL as they come, and come back as
        # OpenSSL writes them.
        OPS[fam + "/ecdsa_sign_der"] = ecdsa_sign(fam, True, der=True)
        OPS[fam + "/ecdsa_verify_der"] = ecdsa_verify(fam, True, der=True)
        OPS[fam + "/ecdsa_verify_message_der"] = ecdsa_verify(fam, False, der=True)

# What OpenSSL does where the specifications leave a choice (doc/policies.md):
# ECDSA signing is randomized (verify-only), ECDSA and ECDH use a private
# key >= n reduced mod n, public keys have no identity encoding, X25519
# rejects the all-zero output. A prehashed digest must have the size of a
# hash pyca knows: the other lengths are declared unsupported (signing
# takes those four sizes, whichever the family's hash is).
POLICIES = dict(
    [("x25519/ecdh", "x25519:reject-zero")]
    + [(fam + "/ecdh", "ecdh:reduce-private+point:no-identity") for fam in CURVES]
    + [("*/ecdsa_verify*", "point:no-identity"), ("*/ecdsa_sign*", "ecdsa:reduce-private")]
)
UNSUPPORTED = {}
for fam in CURVES:
    UNSUPPORTED[fam + "/ecdsa_verify"] = ["digest-not-a-hash-size"]
    if not OLD_CATALOG:
        UNSUPPORTED[fam + "/ecdsa_verify_der"] = ["digest-not-a-hash-size"]
        UNSUPPORTED[fam + "/ecdsa_sign"] = ["digest-not-a-hash-size"]
        UNSUPPORTED[fam + "/ecdsa_sign_der"] = ["digest-not-a-hash-size"]

HELLO = {
    "protocol": "curvecheck/1",
    "impl": "openssl-pyca",
    "ops": sorted(OPS),
    "unsupported_inputs": UNSUPPORTED,
    "verify_only": ["*/ecdsa_sign", "*/ecdsa_sign_message"] + ([] if OLD_CATALOG else ["*/ecdsa_sign_der"]),
}
if not NO_POLICIES:
    HELLO["policies"] = POLICIES


def answer(req):
    fn = OPS.get(req.get("op"))
    if fn is None:
        return {"id": req.get("id"), "unsupported": True}
    try:
        return {"id": req["id"], "out": fn(req["in"])}
    except Reject as e:
        return {"id": req["id"], "error": str(e)}
    except Unsupported:
        return {"id": req["id"], "unsupported": True}


def main():
    out = sys.stdout
    out.write(json.dumps(HELLO) + "\n")
    out.flush()
    for line in sys.stdin:
        if not line.strip():
            continue
        out.write(json.dumps(answer(json.loads(line))) + "\n")
        out.flush()


if __name__ == "__main__":
    main()
