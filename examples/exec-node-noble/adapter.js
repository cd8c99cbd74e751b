#!/usr/bin/env node
// A curvecheck exec adapter for @noble/curves: ECDSA (digest, message and
// DER forms), ECDH, points, scalars, fields and RFC 9380 hashing on
// secp256k1, P-256 and P-384 (as far as the catalog has them), BIP-340,
// Ed25519, X25519, the edwards25519 group and expand_message_xmd.
//
// It speaks the JSON-lines protocol of doc/protocol.md by hand: one
// handshake line, then one answer line per request line. Inputs go to
// noble as they come (Uint8Array, or bigint where noble's API takes
// numbers); the adapter only converts between the catalog's encodings and
// noble's types and maps a thrown error or a false verification to
// {"error": ...}.
//
//   npm ci --prefix examples/exec-node-noble
//   curvecheck diff --impl 'exec:node examples/exec-node-noble/adapter.js'
//
// Environment:
//   CURVECHECK_NOBLE=DIR      load @noble/curves from DIR (its package folder,
//                             e.g. /tmp/noble-2.3.0/node_modules/@noble/curves;
//                             @noble/hashes is taken from DIR/../hashes)
//                             instead of this folder's node_modules
//   CURVECHECK_POLICIES=none  announce no policy atoms
//   CURVECHECK_CATALOG=c2e298e  announce only what the catalog of curvecheck
//                             c2e298e knows (no DER operations, no atoms
//                             added after it)
import path from 'node:path';
import readline from 'node:readline';
import { pathToFileURL } from 'node:url';

const DIR = process.env.CURVECHECK_NOBLE;
const load = (curves, hashes) =>
  DIR
    ? import(pathToFileURL(path.resolve(DIR, ...(curves ? [curves] : ['..', 'hashes', hashes]))).href)
    : import(curves ? '@noble/curves/' + curves : '@noble/hashes/' + hashes);

const { secp256k1, schnorr, secp256k1_hasher } = await load('secp256k1.js');
const { p256, p384, p256_hasher, p384_hasher } = await load('nist.js');
const { ed25519, x25519, ed25519_hasher } = await load('ed25519.js');
const { expand_message_xmd } = await load('abstract/hash-to-curve.js');
const { pippenger } = await load('abstract/curve.js');
const { sha256, sha384, sha512 } = await load(null, 'sha2.js');

const OLD_CATALOG = process.env.CURVECHECK_CATALOG === 'c2e298e';
const NO_POLICIES = process.env.CURVECHECK_POLICIES === 'none';

class Reject extends Error {}

const bytes = (hex) => Uint8Array.from(Buffer.from(hex, 'hex'));
const hex = (arr) => Buffer.from(arr).toString('hex');
const beNum = (b) => (b.length ? BigInt('0x' + hex(b)) : 0n);
const leNum = (b) => beNum(Uint8Array.from(b).reverse());
const check = (ok, what) => {
  if (!ok) throw new Reject(what);
  return {};
};

// The short Weierstrass families: noble's signer, hasher and the size of
// n (and p) in bytes.
const WEIERSTRASS = {
  secp256k1: { c: secp256k1, h2c: secp256k1_hasher, size: 32 },
  p256: { c: p256, h2c: p256_hasher, size: 32 },
  p384: { c: p384, h2c: p384_hasher, size: 48 },
};

// The catalog's point, scalar and field operations exist for secp256k1,
// P-384 and edwards25519; each family says how its encodings map to
// noble's Point, Fn and Fp.
function groupOps(Point, { toBytes, scalar, scalarWidth, listWidth }) {
  const { Fp, Fn } = Point;
  const point = (b) => Point.fromBytes(b);
  const out = (P) => ({ r: hex(toBytes(P)) });
  // Field and scalar inputs go through noble's fromBytes (which checks
  // length and range), outputs through toBytes.
  const fe = (b) => Fp.fromBytes(b);
  const fo = (x) => ({ r: hex(Fp.toBytes(x)) });
  const se = (b) => Fn.fromBytes(b);
  const so = (x) => ({ r: hex(Fn.toBytes(x)) });
  return {
    point_decode: (i) => out(point(bytes(i.p))),
    point_add: (i) => out(point(bytes(i.p)).add(point(bytes(i.q)))),
    point_double: (i) => out(point(bytes(i.p)).double()),
    point_negate: (i) => out(point(bytes(i.p)).negate()),
    scalar_mult: (i) => out(point(bytes(i.p)).multiply(scalar(bytes(i.k)))),
    scalar_base_mult: (i) => out(Point.BASE.multiply(scalar(bytes(i.k)))),
    // a·G + b·P: the Weierstrass points' mulAddUnsafe (what ECDSA
    // verification uses); edwards points have none, so the sum of two
    // multiplyUnsafe.
    double_scalar_mult_base: (i) => {
      const [a, P, b] = [scalar(bytes(i.a)), point(bytes(i.p)), scalar(bytes(i.b))];
      return out(
        Point.BASE.mulAddUnsafe ? Point.BASE.mulAddUnsafe(a, P, b) : Point.BASE.multiplyUnsafe(a).add(P.multiplyUnsafe(b))
      );
    },
    msm: (i) => {
      const k = bytes(i.k);
      const p = bytes(i.p);
      const n = k.length / scalarWidth;
      if (!Number.isInteger(n) || p.length !== n * listWidth) throw new Reject('k and p of different counts');
      const ks = [];
      const ps = [];
      for (let j = 0; j < n; j++) {
        ks.push(scalar(k.subarray(scalarWidth * j, scalarWidth * (j + 1))));
        ps.push(point(p.subarray(listWidth * j, listWidth * (j + 1))));
      }
      return out(pippenger(Point, ps, ks));
    },
    field_add: (i) => fo(Fp.add(fe(bytes(i.a)), fe(bytes(i.b)))),
    field_sub: (i) => fo(Fp.sub(fe(bytes(i.a)), fe(bytes(i.b)))),
    field_mul: (i) => fo(Fp.mul(fe(bytes(i.a)), fe(bytes(i.b)))),
    field_square: (i) => fo(Fp.sqr(fe(bytes(i.a)))),
    field_invert: (i) => fo(Fp.inv(fe(bytes(i.a)))),
    field_sqrt: (i) => {
      // The catalog's root is the one whose canonical encoding is even.
      const r = Fp.sqrt(fe(bytes(i.a)));
      return fo((Fp.toBytes(r)[Fp.isLE ? 0 : Fp.BYTES - 1] & 1) === 0 ? r : Fp.neg(r));
    },
    scalar_add: (i) => so(Fn.add(se(bytes(i.a)), se(bytes(i.b)))),
    scalar_mul: (i) => so(Fn.mul(se(bytes(i.a)), se(bytes(i.b)))),
    scalar_invert: (i) => so(Fn.inv(se(bytes(i.a)))),
    scalar_reduce: (i) => so(Fn.create((Fn.isLE ? leNum : beNum)(bytes(i.x)))),
  };
}

function weierstrassOps(fam) {
  const { c, h2c, size } = WEIERSTRASS[fam];
  const sign = (i, data, opts) => hex(c.sign(data, bytes(i.private), opts));
  const rs = (sig) => check(sig.length === 2 * size, 'signature is not r ‖ s') && sig;
  const verify = (sig, data, pub, opts) => check(c.verify(sig, data, pub, opts), 'signature does not verify');
  const ops = {
    // The digest operations sign and verify the digest as given
    // (prehash: false); the _message ones let noble hash (prehash: true,
    // its default).
    ecdsa_sign: (i) => ({ sig: sign(i, bytes(i.digest), { prehash: false }) }),
    ecdsa_sign_message: (i) => ({ sig: sign(i, bytes(i.msg), {}) }),
    ecdsa_verify: (i) => verify(rs(bytes(i.sig)), bytes(i.digest), bytes(i.pub), { prehash: false }),
    ecdsa_verify_message: (i) => verify(rs(bytes(i.sig)), bytes(i.msg), bytes(i.pub), {}),
    // getSharedSecret returns the compressed shared point: its x is the
    // SEC1 shared secret.
    ecdh: (i) => ({ shared: hex(c.getSharedSecret(bytes(i.private), bytes(i.public)).subarray(1)) }),
    hash_to_curve: (i) => ({ r: hex(h2c.hashToCurve(bytes(i.msg), { DST: bytes(i.dst) }).toBytes(false)) }),
    encode_to_curve: (i) => ({ r: hex(h2c.encodeToCurve(bytes(i.msg), { DST: bytes(i.dst) }).toBytes(false)) }),
  };
  if (!OLD_CATALOG) {
    ops.ecdsa_sign_der = (i) => ({ sig: sign(i, bytes(i.digest), { prehash: false, format: 'der' }) });
    ops.ecdsa_verify_der = (i) => verify(bytes(i.sig), bytes(i.digest), bytes(i.pub), { prehash: false, format: 'der' });
    ops.ecdsa_verify_message_der = (i) => verify(bytes(i.sig), bytes(i.msg), bytes(i.pub), { format: 'der' });
  }
  if (fam === 'secp256k1') {
    ops.ecdsa_verify_low_s = (i) => verify(rs(bytes(i.sig)), bytes(i.digest), bytes(i.pub), { prehash: false, lowS: true });
    ops.bip340_sign = (i) => ({ sig: hex(schnorr.sign(bytes(i.msg), bytes(i.secret), bytes(i.aux))) });
    ops.bip340_verify = (i) => check(schnorr.verify(bytes(i.sig), bytes(i.msg), bytes(i.pub)), 'signature does not verify');
  }
  if (fam !== 'p256') {
    Object.assign(
      ops,
      groupOps(c.Point, {
        toBytes: (P) => P.toBytes(false),
        scalar: beNum,
        scalarWidth: size,
        listWidth: size + 1,
      })
    );
  }
  return ops;
}

const OPS = {};
for (const fam of Object.keys(WEIERSTRASS)) {
  for (const [op, fn] of Object.entries(weierstrassOps(fam))) OPS[fam + '/' + op] = fn;
}
const edGroup = groupOps(ed25519.Point, { toBytes: (P) => P.toBytes(), scalar: leNum, scalarWidth: 32, listWidth: 32 });
for (const [op, fn] of Object.entries(edGroup)) OPS['edwards25519/' + op] = fn;
OPS['edwards25519/hash_to_curve'] = (i) => ({ r: hex(ed25519_hasher.hashToCurve(bytes(i.msg), { DST: bytes(i.dst) }).toBytes()) });
OPS['edwards25519/encode_to_curve'] = (i) => ({ r: hex(ed25519_hasher.encodeToCurve(bytes(i.msg), { DST: bytes(i.dst) }).toBytes()) });
OPS['ed25519/public_key'] = (i) => ({ pub: hex(ed25519.getPublicKey(bytes(i.seed))) });
OPS['ed25519/sign'] = (i) => ({ sig: hex(ed25519.sign(bytes(i.msg), bytes(i.seed))) });
OPS['ed25519/verify'] = (i) => check(ed25519.verify(bytes(i.sig), bytes(i.msg), bytes(i.pub)), 'signature does not verify');
OPS['x25519/ecdh'] = (i) => ({ shared: hex(x25519.getSharedSecret(bytes(i.scalar), bytes(i.point))) });
for (const [name, H] of [['sha256', sha256], ['sha384', sha384], ['sha512', sha512]]) {
  OPS['expand_message_xmd/' + name] = (i) => {
    const len = bytes(i.len);
    if (len.length !== 2) throw new Reject('len is not 2 bytes');
    return { uniform: hex(expand_message_xmd(bytes(i.msg), bytes(i.dst), (len[0] << 8) | len[1], H)) };
  };
}

// What noble does where the specifications leave a choice, each documented
// in its README or its source (src/abstract/...):
// - ECDSA: "lowS: (default: true)" for signing and verification, on every
//   curve (README, weierstrass.ts ECDSASignOpts): ecdsa:low-s, ecdsa:verify-low-s;
// - Ed25519: "zip215: true (default) uses the more permissive,
//   consensus-friendly verification rules defined in ZIP215" (README):
//   ed25519:cofactored + ed25519:lenient-r (the named policy zip215);
// - X25519: low-order u are rejected before the ladder (montgomery.ts,
//   citing RFC 7748 §6.1): x25519:reject-zero;
// - SEC1 points: "0x00 undecodable by default ... infinity is simply not
//   expressible" (weierstrass.ts pointFromBytes): point:no-identity,
//   result:no-identity;
// - Point.multiply: "Keep the subgroup-scalar contract strict instead of
//   reducing 0 / n" (weierstrass.ts, edwards.ts): scalar:canonical +
//   scalar:nonzero; mulAddUnsafe and msm accept 0, not n or more:
//   scalar:canonical;
// - Field and scalar fromBytes reject values of p (n) or more: field:canonical,
//   scalar:canonical.
function policies() {
  if (NO_POLICIES) return undefined;
  const p = {
    '*/ecdsa_sign*': 'ecdsa:low-s',
    '*/ecdsa_verify': 'ecdsa:verify-low-s',
    '*/ecdsa_verify_message': 'ecdsa:verify-low-s',
    'ed25519/verify': 'ed25519:cofactored+ed25519:lenient-r',
    'x25519/ecdh': 'x25519:reject-zero',
    '*/field_*': 'field:canonical',
    '*/scalar_add': 'scalar:canonical',
    '*/scalar_mul': 'scalar:canonical',
    '*/scalar_invert': 'scalar:canonical',
    'edwards25519/scalar_mult': 'scalar:canonical+scalar:nonzero',
    'edwards25519/scalar_base_mult': 'scalar:canonical+scalar:nonzero',
    'edwards25519/double_scalar_mult_base': 'scalar:canonical',
    'edwards25519/msm': 'scalar:canonical',
  };
  for (const fam of ['secp256k1', 'p384']) {
    const pts = 'point:no-identity+result:no-identity';
    for (const op of ['point_decode', 'point_add', 'point_double', 'point_negate']) p[fam + '/' + op] = pts;
    p[fam + '/scalar_mult'] = pts + '+scalar:canonical+scalar:nonzero';
    p[fam + '/scalar_base_mult'] = 'result:no-identity+scalar:canonical+scalar:nonzero';
    p[fam + '/double_scalar_mult_base'] = pts + '+scalar:canonical';
    p[fam + '/msm'] = pts + '+scalar:canonical';
  }
  if (!OLD_CATALOG) {
    p['*/ecdsa_verify_der'] = 'ecdsa:verify-low-s';
    p['*/ecdsa_verify_message_der'] = 'ecdsa:verify-low-s';
  }
  return p;
}

const HELLO = {
  protocol: 'curvecheck/1',
  impl: 'noble-curves',
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
