#!/usr/bin/env python3
"""A curvecheck exec adapter for python-ecdsa (the PyPI package "ecdsa").

ECDSA (digest, message and DER forms, deterministic RFC 6979 signing) and
ECDH on secp256k1, P-256 and P-384, SEC1 points and their arithmetic on
secp256k1 and P-384, Ed25519 and the edwards25519 group, through
python-ecdsa's public classes (ecdsa.keys, ecdsa.ecdh, ecdsa.eddsa,
ecdsa.ellipticcurve).

It speaks the JSON-lines protocol of doc/protocol.md by hand: one handshake
line, then one answer line per request line, each flushed at once. Inputs
go to python-ecdsa as they come; the adapter converts between the catalog's
encodings and python-ecdsa's types, and maps an exception or a failed
verification to {"error": ...}.

    apt-get install python3-ecdsa      # Debian 12: python-ecdsa 0.18.0
    curvecheck diff --impl "exec:/usr/bin/python3 examples/exec-python-ecdsa/adapter.py"

Environment:
    CURVECHECK_POLICIES=none    announce no policy atoms
    CURVECHECK_CATALOG=c2e298e  announce only what the catalog of curvecheck
                                c2e298e knows (no DER operations)
"""

import hashlib
import json
import os
import sys

import ecdsa
from ecdsa import ellipticcurve
from ecdsa.ecdh import ECDH
from ecdsa.eddsa import PrivateKey as EdPrivateKey
from ecdsa.eddsa import PublicKey as EdPublicKey
from ecdsa.eddsa import curve_ed25519, generator_ed25519
from ecdsa.keys import SigningKey, VerifyingKey
from ecdsa.util import sigdecode_der, sigdecode_string, sigencode_der, sigencode_string

OLD_CATALOG = os.environ.get("CURVECHECK_CATALOG") == "c2e298e"
NO_POLICIES = os.environ.get("CURVECHECK_POLICIES") == "none"

# The catalog's ECDSA families: python-ecdsa's curve and the hash the
# catalog uses for messages and for the RFC 6979 nonce.
CURVES = {
    "secp256k1": (ecdsa.SECP256k1, hashlib.sha256),
    "p256": (ecdsa.NIST256p, hashlib.sha256),
    "p384": (ecdsa.NIST384p, hashlib.sha384),
}


class Reject(Exception):
    """The input is rejected: answered as {"error": ...}."""


def b(hexstr):
    return bytes.fromhex(hexstr)


def signing_key(fam, raw):
    curve, h = CURVES[fam]
    return SigningKey.from_string(raw, curve=curve, hashfunc=h)


def verifying_key(fam, raw):
    curve, h = CURVES[fam]
    return VerifyingKey.from_string(raw, curve=curve, hashfunc=h)


def ecdsa_sign(fam, form):
    """form: "digest" (sign_digest_deterministic with allow_truncate, which
    cuts a long digest to the bit length of n as SEC1 says), "message"
    (sign_deterministic hashes with the family's hash) or "der" (a digest,
    the signature in DER)."""
    h = CURVES[fam][1]

    def run(inp):
        sk = signing_key(fam, b(inp["private"]))
        enc = sigencode_der if form == "der" else sigencode_string
        if form == "message":
            sig = sk.sign_deterministic(b(inp["msg"]), hashfunc=h, sigencode=enc)
        else:
            sig = sk.sign_digest_deterministic(b(inp["digest"]), hashfunc=h, sigencode=enc, allow_truncate=True)
        return {"sig": sig.hex()}

    return run


def ecdsa_verify(fam, message, der):
    h = CURVES[fam][1]

    def run(inp):
        vk = verifying_key(fam, b(inp["pub"]))
        dec = sigdecode_der if der else sigdecode_string
        try:
            if message:
                vk.verify(b(inp["sig"]), b(inp["msg"]), hashfunc=h, sigdecode=dec)
            else:
                vk.verify_digest(b(inp["sig"]), b(inp["digest"]), sigdecode=dec, allow_truncate=True)
        except ecdsa.BadSignatureError as e:
            raise Reject("signature does not verify: %s" % e)
        return {}

    return run


def ecdh(fam):
    curve = CURVES[fam][0]

    def run(inp):
        e = ECDH(curve=curve)
        e.load_private_key_bytes(b(inp["private"]))
        e.load_received_public_key_bytes(b(inp["public"]))
        return {"shared": e.generate_sharedsecret_bytes().hex()}

    return run


def sec1_ops(fam):
    """SEC1 points: decoded by python-ecdsa's public-key parser
    (VerifyingKey.from_string, which checks the curve equation and the range
    of the coordinates), computed with its PointJacobi arithmetic."""
    curve = CURVES[fam][0]
    gen = curve.generator
    size = curve.baselen

    def point(raw):
        return verifying_key(fam, raw).pubkey.point

    def scalar(raw):
        return int.from_bytes(raw, "big")

    # The library's point at infinity is the singleton INFINITY (compared
    # by identity: PointEdwards' == says more points are INFINITY).
    def out(p):
        if p is ellipticcurve.INFINITY:
            return {"r": "00"}
        return {"r": p.to_bytes("uncompressed").hex()}

    def pair(raw):
        if len(raw) % size:
            raise Reject("not a list of scalars")
        return raw

    return {
        "point_decode": lambda i: out(point(b(i["p"]))),
        "point_add": lambda i: out(point(b(i["p"])) + point(b(i["q"]))),
        "point_double": lambda i: out(point(b(i["p"])).double()),
        "point_negate": lambda i: out(-point(b(i["p"]))),
        "scalar_mult": lambda i: out(point(b(i["p"])) * scalar(b(i["k"]))),
        "scalar_base_mult": lambda i: out(gen * scalar(b(i["k"]))),
        "double_scalar_mult_base": lambda i: out(
            gen.mul_add(scalar(b(i["a"])), point(b(i["p"])), scalar(b(i["b"])))
        ),
    }


def edwards_ops():
    """edwards25519 points: PointEdwards.from_bytes (what Ed25519 public
    keys go through) and its arithmetic. PointEdwards has no negation, so
    edwards25519/point_negate is not served."""

    def point(raw):
        return ellipticcurve.PointEdwards.from_bytes(curve_ed25519, raw)

    def scalar(raw):
        return int.from_bytes(raw, "little")

    def out(p):
        if p is ellipticcurve.INFINITY:
            # The identity (0, 1) in RFC 8032's encoding.
            return {"r": "01" + "00" * 31}
        return {"r": p.to_bytes().hex()}

    return {
        "point_decode": lambda i: out(point(b(i["p"]))),
        "point_add": lambda i: out(point(b(i["p"])) + point(b(i["q"]))),
        "point_double": lambda i: out(point(b(i["p"])).double()),
        "scalar_mult": lambda i: out(point(b(i["p"])) * scalar(b(i["k"]))),
        "scalar_base_mult": lambda i: out(generator_ed25519 * scalar(b(i["k"]))),
    }


def ed25519_public_key(inp):
    return {"pub": EdPrivateKey(generator_ed25519, b(inp["seed"])).public_key().public_key().hex()}


def ed25519_sign(inp):
    return {"sig": EdPrivateKey(generator_ed25519, b(inp["seed"])).sign(b(inp["msg"])).hex()}


def ed25519_verify(inp):
    EdPublicKey(generator_ed25519, b(inp["pub"])).verify(b(inp["msg"]), b(inp["sig"]))
    return {}


OPS = {
    "ed25519/public_key": ed25519_public_key,
    "ed25519/sign": ed25519_sign,
    "ed25519/verify": ed25519_verify,
}
for fam in CURVES:
    OPS[fam + "/ecdsa_sign"] = ecdsa_sign(fam, "digest")
    OPS[fam + "/ecdsa_sign_message"] = ecdsa_sign(fam, "message")
    OPS[fam + "/ecdsa_verify"] = ecdsa_verify(fam, False, False)
    OPS[fam + "/ecdsa_verify_message"] = ecdsa_verify(fam, True, False)
    OPS[fam + "/ecdh"] = ecdh(fam)
    if not OLD_CATALOG:
        OPS[fam + "/ecdsa_sign_der"] = ecdsa_sign(fam, "der")
        OPS[fam + "/ecdsa_verify_der"] = ecdsa_verify(fam, False, True)
        OPS[fam + "/ecdsa_verify_message_der"] = ecdsa_verify(fam, True, True)
for fam in ("secp256k1", "p384"):
    for op, fn in sec1_ops(fam).items():
        OPS[fam + "/" + op] = fn
for op, fn in edwards_ops().items():
    OPS["edwards25519/" + op] = fn

# What python-ecdsa does where the specifications leave a choice, as its
# documentation says (docstrings of ecdsa.keys and ecdsa.ellipticcurve):
# VerifyingKey.from_string and PointJacobi.from_bytes "support the raw
# encoding, uncompressed, compressed, and hybrid encodings" (hybrid checked
# for self-consistency), and none of them encodes the point at infinity:
# point:hybrid + point:no-identity wherever a SEC1 point is read.
SEC1_READ = "point:hybrid+point:no-identity"
POLICIES = {
    "*/ecdsa_verify*": SEC1_READ,
    "*/ecdh": SEC1_READ,
    "secp256k1/point_*": SEC1_READ,
    "p384/point_*": SEC1_READ,
    "secp256k1/scalar_mult": SEC1_READ,
    "p384/scalar_mult": SEC1_READ,
    "secp256k1/double_scalar_mult_base": SEC1_READ,
    "p384/double_scalar_mult_base": SEC1_READ,
}

HELLO = {"protocol": "curvecheck/1", "impl": "python-ecdsa", "ops": sorted(OPS)}
if not NO_POLICIES:
    HELLO["policies"] = POLICIES


def answer(req):
    fn = OPS.get(req.get("op"))
    if fn is None:
        return {"id": req.get("id"), "unsupported": True}
    try:
        return {"id": req["id"], "out": fn(req["in"])}
    except Exception as e:  # every exception of the library is its rejection
        return {"id": req["id"], "error": "%s: %s" % (type(e).__name__, e)}


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
