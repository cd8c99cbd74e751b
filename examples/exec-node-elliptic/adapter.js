#!/usr/bin/env node
// A curvecheck exec adapter for the npm package elliptic: ECDSA (digest,
// message and DER forms) and ECDH on secp256k1, P-256 and P-384, SEC1
// point decoding, and Ed25519 through elliptic's eddsa.
//
// It speaks the JSON-lines protocol of doc/protocol.md by hand: one
// handshake line, then one answer line per request line. Inputs go to
// elliptic as they come (byte arrays, or hex strings where elliptic's eddsa
// takes them); the adapter only converts between
// the catalog's encodings and elliptic's types and maps a thrown error or a
// false verification to {"error": ...}.
//
//   npm ci --prefix examples/exec-node-elliptic
//   curvecheck diff --impl 'exec:node examples/exec-node-elliptic/adapter.js'
//
// Environment:
//   CURVECHECK_ELLIPTIC=DIR   load elliptic from DIR (a package folder, e.g.
//                             /tmp/elliptic-6.5.4/node_modules/elliptic)
//                             instead of this folder's node_modules
//   CURVECHECK_POLICIES=none  announce no policy atoms
//   CURVECHECK_CATALOG=c2e298e  announce only what the catalog of curvecheck
//                             c2e298e knows (no DER operations, no
//                             ed25519:canonical-a-sign)
'use strict';

const crypto = require('crypto');
const path = require('path');
const readline = require('readline');

const elliptic = require(process.env.CURVECHECK_ELLIPTIC
  ? path.resolve(process.env.CURVECHECK_ELLIPTIC)
  : 'elliptic');

const OLD_CATALOG = process.env.CURVECHECK_CATALOG === 'c2e298e';
const NO_POLICIES = process.env.CURVECHECK_POLICIES === 'none';

// The catalog's ECDSA families: elliptic's curve name, the size of n and p
// in bytes, and the hash the catalog's _message operations use.
const FAMILIES = {
  secp256k1: { curve: 'secp256k1', size: 32, hash: 'sha256' },
  p256: { curve: 'p256', size: 32, hash: 'sha256' },
  p384: { curve: 'p384', size: 48, hash: 'sha384' },
};

class Reject extends Error {}

const bytes = (hex) => Array.from(Buffer.from(hex, 'hex'));
const hex = (arr) => Buffer.from(arr).toString('hex');

// fixed returns a BN as big-endian bytes of the given size, the catalog's
// encoding of scalars and coordinates.
const fixed = (bn, size) => hex(bn.toArray('be', size));

function ecdsaFamily(fam) {
  const { curve, size, hash } = FAMILIES[fam];
  const ec = new elliptic.ec(curve);
  const digestOf = (msg) => Array.from(crypto.createHash(hash).update(Buffer.from(msg)).digest());

  // sign: the digest as a byte array (elliptic truncates it to the bit
  // length of n and derives the RFC 6979 nonce with the curve's hash).
  const sign = (inp, digest) => ec.sign(digest, bytes(inp.private));
  const p1363 = (sig) => ({ sig: fixed(sig.r, size) + fixed(sig.s, size) });
  const der = (sig) => ({ sig: hex(sig.toDER()) });

  // The catalog's r ‖ s, split into the {r, s} form elliptic takes.
  const rs = (sigHex) => {
    if (sigHex.length !== 4 * size) throw new Reject('signature is not r ‖ s of ' + 2 * size + ' bytes');
    return { r: sigHex.slice(0, 2 * size), s: sigHex.slice(2 * size) };
  };
  const verify = (digest, sig, pub) => {
    if (!ec.verify(digest, sig, bytes(pub))) throw new Reject('signature does not verify');
    return {};
  };

  const ops = {
    ecdsa_sign: (inp) => p1363(sign(inp, bytes(inp.digest))),
    ecdsa_sign_message: (inp) => p1363(sign(inp, digestOf(bytes(inp.msg)))),
    ecdsa_verify: (inp) => verify(bytes(inp.digest), rs(inp.sig), inp.pub),
    ecdsa_verify_message: (inp) => verify(digestOf(bytes(inp.msg)), rs(inp.sig), inp.pub),
    ecdh: (inp) => {
      const priv = ec.keyFromPrivate(bytes(inp.private));
      const pub = ec.keyFromPublic(bytes(inp.public)).getPublic();
      return { shared: fixed(priv.derive(pub), size) };
    },
  };
  if (!OLD_CATALOG) {
    // DER: elliptic's Signature parses a DER byte array itself.
    ops.ecdsa_sign_der = (inp) => der(sign(inp, bytes(inp.digest)));
    ops.ecdsa_verify_der = (inp) => verify(bytes(inp.digest), bytes(inp.sig), inp.pub);
    ops.ecdsa_verify_message_der = (inp) => verify(digestOf(bytes(inp.msg)), bytes(inp.sig), inp.pub);
  }
  if (fam !== 'p256') {
    // The catalog has point_decode for secp256k1 and P-384: elliptic's
    // public-key import and its validate().
    ops.point_decode = (inp) => {
      const key = ec.keyFromPublic(bytes(inp.p));
      const v = key.validate();
      if (!v.result) throw new Reject(v.reason);
      return { r: hex(key.getPublic(false, 'array')) };
    };
  }
  return ops;
}

function ed25519Ops() {
  const ed = new elliptic.eddsa('ed25519');
  return {
    public_key: (inp) => ({ pub: hex(ed.keyFromSecret(inp.seed).getPublic()) }),
    sign: (inp) => ({ sig: hex(ed.sign(inp.msg, inp.seed).toBytes()) }),
    verify: (inp) => {
      if (!ed.verify(inp.msg, inp.sig, inp.pub)) throw new Reject('signature does not verify');
      return {};
    },
  };
}

const OPS = {};
for (const fam of Object.keys(FAMILIES)) {
  for (const [op, fn] of Object.entries(ecdsaFamily(fam))) OPS[fam + '/' + op] = fn;
}
for (const [op, fn] of Object.entries(ed25519Ops())) OPS['ed25519/' + op] = fn;

// What elliptic does where the specifications leave a choice, each shown by
// its code (lib/elliptic/...):
// - ec/key.js _importPrivate reduces a private key modulo n ("Ensure that
//   the priv won't be bigger than n"): ecdsa:reduce-private, ecdh:reduce-private;
// - curve/base.js decodePoint takes 04, 06 and 07 (uncompressed, hybrid-even,
//   hybrid-odd, checking the parity) and 02/03, and no encoding of the point
//   at infinity: point:hybrid, point:no-identity;
// - curve/edwards.js pointFromY rejects x = 0 with the sign bit set, and
//   eddsa verification decodes the public key with it: ed25519:canonical-a-sign.
function policies() {
  if (NO_POLICIES) return undefined;
  const p = {
    '*/ecdsa_sign*': 'ecdsa:reduce-private',
    '*/ecdh': 'ecdh:reduce-private+point:hybrid+point:no-identity',
    '*/ecdsa_verify*': 'point:hybrid+point:no-identity',
    '*/point_decode': 'point:hybrid+point:no-identity',
  };
  if (!OLD_CATALOG) p['ed25519/verify'] = 'ed25519:canonical-a-sign';
  return p;
}

const HELLO = {
  protocol: 'curvecheck/1',
  impl: 'elliptic',
  ops: Object.keys(OPS).sort(),
  policies: policies(),
};

function answer(req) {
  const fn = OPS[req.op];
  if (!fn) return { id: req.id, unsupported: true };
  try {
    return { id: req.id, out: fn(req.in) };
  } catch (e) {
    return { id: req.id, error: String((e && e.message) || e) || 'rejected' };
  }
}

// curvecheck closing the pipe ends the child.
process.stdout.on('error', () => process.exit(0));
process.stdout.write(JSON.stringify(HELLO) + '\n');
const rl = readline.createInterface({ input: process.stdin, crlfDelay: Infinity });
rl.on('line', (line) => {
  if (!line.trim()) return;
  process.stdout.write(JSON.stringify(answer(JSON.parse(line))) + '\n');
});
