/*
 * A curvecheck exec adapter for libsodium, written in C: it speaks the
 * JSON-lines protocol of doc/protocol.md by hand (a handshake line, then
 * one answer line per request line), so that it shows the wire format an
 * adapter in C writes. Build and run:
 *
 *   cc -O2 -o /tmp/sodium-adapter examples/exec-c/adapter.c -lsodium
 *   curvecheck diff --impl exec:/tmp/sodium-adapter
 *
 * The request parser reads the one shape curvecheck sends:
 *   {"id":N,"op":"NAME","in":{"KEY":"HEX",...}}
 * (any order, any spacing; no escapes, which names and hex never need).
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <sodium.h>

#define MAX_INPUTS 8
#define MAX_BYTES 65536

struct input {
	char name[32];
	unsigned char *bytes;
	size_t len;
};

struct request {
	long id;
	char op[64];
	struct input in[MAX_INPUTS];
	int n;
};

/* ---- reading a request ------------------------------------------------ */

static const char *skip_space(const char *p)
{
	while (*p && isspace((unsigned char)*p))
		p++;
	return p;
}

/* read_string copies a JSON string (no escapes) at p into out. */
static const char *read_string(const char *p, char *out, size_t cap)
{
	size_t n = 0;
	p = skip_space(p);
	if (*p != '"')
		return NULL;
	for (p++; *p && *p != '"'; p++) {
		if (*p == '\\' || n + 1 >= cap)
			return NULL;
		out[n++] = *p;
	}
	if (*p != '"')
		return NULL;
	out[n] = 0;
	return p + 1;
}

static int hexval(char c)
{
	if (c >= '0' && c <= '9')
		return c - '0';
	if (c >= 'a' && c <= 'f')
		return c - 'a' + 10;
	if (c >= 'A' && c <= 'F')
		return c - 'A' + 10;
	return -1;
}

static int decode_hex(const char *s, struct input *in)
{
	size_t n = strlen(s);
	if (n % 2 != 0 || n / 2 > MAX_BYTES)
		return -1;
	in->bytes = malloc(n / 2 + 1);
	in->len = n / 2;
	for (size_t i = 0; i < n / 2; i++) {
		int hi = hexval(s[2 * i]), lo = hexval(s[2 * i + 1]);
		if (hi < 0 || lo < 0)
			return -1;
		in->bytes[i] = (unsigned char)(hi << 4 | lo);
	}
	return 0;
}

static int parse_request(const char *line, struct request *r)
{
	static char value[2 * MAX_BYTES + 2];
	char key[32];
	const char *p = skip_space(line);
	memset(r, 0, sizeof *r);
	r->id = -1;
	if (*p++ != '{')
		return -1;
	for (;;) {
		p = skip_space(p);
		if (*p == '}')
			return r->id >= 0 && r->op[0] ? 0 : -1;
		if (!(p = read_string(p, key, sizeof key)))
			return -1;
		p = skip_space(p);
		if (*p++ != ':')
			return -1;
		p = skip_space(p);
		if (strcmp(key, "id") == 0) {
			char *end;
			r->id = strtol(p, &end, 10);
			p = end;
		} else if (strcmp(key, "op") == 0) {
			if (!(p = read_string(p, r->op, sizeof r->op)))
				return -1;
		} else if (strcmp(key, "in") == 0) {
			if (*p++ != '{')
				return -1;
			for (;;) {
				p = skip_space(p);
				if (*p == '}') {
					p++;
					break;
				}
				if (r->n == MAX_INPUTS)
					return -1;
				struct input *in = &r->in[r->n++];
				if (!(p = read_string(p, in->name, sizeof in->name)))
					return -1;
				p = skip_space(p);
				if (*p++ != ':')
					return -1;
				if (!(p = read_string(p, value, sizeof value)) || decode_hex(value, in) != 0)
					return -1;
				p = skip_space(p);
				if (*p == ',')
					p++;
			}
		} else {
			return -1;
		}
		p = skip_space(p);
		if (*p == ',')
			p++;
	}
}

static const struct input *get(const struct request *r, const char *name)
{
	static const struct input empty = {"", (unsigned char *)"", 0};
	for (int i = 0; i < r->n; i++)
		if (strcmp(r->in[i].name, name) == 0)
			return &r->in[i];
	return &empty;
}

/* ---- writing an answer ------------------------------------------------ */

static void answer_error(long id, const char *msg)
{
	printf("{\"id\":%ld,\"error\":\"%s\"}\n", id, msg);
}

static void answer_unsupported(long id)
{
	printf("{\"id\":%ld,\"unsupported\":true}\n", id);
}

/* answer_out writes {"id":N,"out":{NAME:HEX}}; name NULL for no output. */
static void answer_out(long id, const char *name, const unsigned char *b, size_t n)
{
	printf("{\"id\":%ld,\"out\":{", id);
	if (name) {
		printf("\"%s\":\"", name);
		for (size_t i = 0; i < n; i++)
			printf("%02x", b[i]);
		printf("\"");
	}
	printf("}}\n");
}

/* ---- the operations --------------------------------------------------- */

static int is_len(const struct input *in, size_t n) { return in->len == n; }

/* canonical reports whether a 32-byte little-endian scalar is below
 * l = 2^252 + 27742317777372353535851937790883648493 (libsodium 1.0.18
 * has no public test for it). */
static int canonical(const struct input *s)
{
	static const unsigned char l[32] = {
		0xed, 0xd3, 0xf5, 0x5c, 0x1a, 0x63, 0x12, 0x58, 0xd6, 0x9c, 0xf7, 0xa2, 0xde, 0xf9, 0xde, 0x14,
		0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x10};
	for (int i = 31; i >= 0; i--) {
		if (s->bytes[i] != l[i])
			return s->bytes[i] < l[i];
	}
	return 0; /* equal to l */
}

static void run(const struct request *r)
{
	unsigned char out[64], sk[64], pk[32];
	const char *op = r->op;
	long id = r->id;

	if (strcmp(op, "ed25519/public_key") == 0) {
		const struct input *seed = get(r, "seed");
		if (!is_len(seed, 32))
			return answer_error(id, "seed is not 32 bytes");
		crypto_sign_seed_keypair(pk, sk, seed->bytes);
		return answer_out(id, "pub", pk, 32);
	}
	if (strcmp(op, "ed25519/sign") == 0) {
		const struct input *seed = get(r, "seed"), *msg = get(r, "msg");
		if (!is_len(seed, 32))
			return answer_error(id, "seed is not 32 bytes");
		crypto_sign_seed_keypair(pk, sk, seed->bytes);
		crypto_sign_detached(out, NULL, msg->bytes, msg->len, sk);
		return answer_out(id, "sig", out, 64);
	}
	if (strcmp(op, "ed25519/verify") == 0) {
		const struct input *pub = get(r, "pub"), *msg = get(r, "msg"), *sig = get(r, "sig");
		if (!is_len(pub, 32) || !is_len(sig, 64))
			return answer_error(id, "public key or signature of the wrong length");
		if (crypto_sign_verify_detached(sig->bytes, msg->bytes, msg->len, pub->bytes) != 0)
			return answer_error(id, "invalid signature");
		return answer_out(id, NULL, NULL, 0);
	}
	if (strcmp(op, "x25519/ecdh") == 0) {
		const struct input *k = get(r, "scalar"), *u = get(r, "point");
		if (!is_len(k, 32) || !is_len(u, 32))
			return answer_error(id, "scalar or point is not 32 bytes");
		if (crypto_scalarmult(out, k->bytes, u->bytes) != 0)
			return answer_error(id, "crypto_scalarmult failed (low-order point)");
		return answer_out(id, "shared", out, 32);
	}
	if (strcmp(op, "edwards25519/point_decode") == 0) {
		const struct input *p = get(r, "p");
		if (!is_len(p, 32) || !crypto_core_ed25519_is_valid_point(p->bytes))
			return answer_error(id, "not a valid point");
		return answer_out(id, "r", p->bytes, 32);
	}
	if (strcmp(op, "edwards25519/point_add") == 0) {
		const struct input *p = get(r, "p"), *q = get(r, "q");
		if (!is_len(p, 32) || !is_len(q, 32) || crypto_core_ed25519_add(out, p->bytes, q->bytes) != 0)
			return answer_error(id, "crypto_core_ed25519_add failed");
		return answer_out(id, "r", out, 32);
	}
	if (strcmp(op, "edwards25519/scalar_mult") == 0) {
		const struct input *k = get(r, "k"), *p = get(r, "p");
		if (!is_len(k, 32) || !is_len(p, 32) || crypto_scalarmult_ed25519_noclamp(out, k->bytes, p->bytes) != 0)
			return answer_error(id, "crypto_scalarmult_ed25519_noclamp failed");
		return answer_out(id, "r", out, 32);
	}
	if (strcmp(op, "edwards25519/scalar_base_mult") == 0) {
		const struct input *k = get(r, "k");
		if (!is_len(k, 32) || crypto_scalarmult_ed25519_base_noclamp(out, k->bytes) != 0)
			return answer_error(id, "crypto_scalarmult_ed25519_base_noclamp failed");
		return answer_out(id, "r", out, 32);
	}
	if (strcmp(op, "edwards25519/scalar_add") == 0 || strcmp(op, "edwards25519/scalar_mul") == 0) {
		const struct input *a = get(r, "a"), *b = get(r, "b");
		if (!is_len(a, 32) || !is_len(b, 32))
			return answer_error(id, "scalars are 32 bytes");
		/* Documented for reduced scalars: the rest is declared unsupported
		 * (scalar_add drops the carry out of 2^256 on larger ones). */
		if (!canonical(a) || !canonical(b))
			return answer_unsupported(id);
		if (op[20] == 'a')
			crypto_core_ed25519_scalar_add(out, a->bytes, b->bytes);
		else
			crypto_core_ed25519_scalar_mul(out, a->bytes, b->bytes);
		return answer_out(id, "r", out, 32);
	}
	if (strcmp(op, "edwards25519/scalar_invert") == 0) {
		const struct input *a = get(r, "a");
		if (!is_len(a, 32))
			return answer_error(id, "the scalar is 32 bytes");
		if (!canonical(a))
			return answer_unsupported(id);
		if (crypto_core_ed25519_scalar_invert(out, a->bytes) != 0)
			return answer_error(id, "zero has no inverse");
		return answer_out(id, "r", out, 32);
	}
	if (strcmp(op, "edwards25519/scalar_reduce") == 0) {
		const struct input *x = get(r, "x");
		if (!is_len(x, 64))
			return answer_error(id, "x is 64 bytes");
		crypto_core_ed25519_scalar_reduce(out, x->bytes);
		return answer_out(id, "r", out, 32);
	}
	answer_unsupported(id);
}

/* What libsodium does where the specifications leave a choice
 * (doc/policies.md): Ed25519 verification by its own rules, which are the
 * named policy "strict"; X25519 rejects low-order points; its prime-order
 * API rejects small-order and mixed-order points, clears bit 255 of a
 * scalar, and fails rather than return the identity. */
static const char hello[] =
	"{\"protocol\":\"curvecheck/1\",\"impl\":\"libsodium\","
	"\"ops\":[\"ed25519/public_key\",\"ed25519/sign\",\"ed25519/verify\",\"x25519/ecdh\","
	"\"edwards25519/point_decode\",\"edwards25519/point_add\",\"edwards25519/scalar_mult\","
	"\"edwards25519/scalar_base_mult\",\"edwards25519/scalar_add\",\"edwards25519/scalar_mul\","
	"\"edwards25519/scalar_invert\",\"edwards25519/scalar_reduce\"],"
	"\"policies\":{"
	"\"ed25519/verify\":\"ed25519:canonical-a+ed25519:reject-small-order-a+ed25519:reject-small-order-r\","
	"\"x25519/ecdh\":\"x25519:reject-zero\","
	"\"edwards25519/point_decode\":\"point:prime-order-only\","
	"\"edwards25519/point_add\":\"point:lenient\","
	"\"edwards25519/scalar_mult\":\"point:prime-order-only+scalar:ignore-top-bit+result:no-identity\","
	"\"edwards25519/scalar_base_mult\":\"scalar:ignore-top-bit+result:no-identity\""
	"},"
	"\"unsupported_inputs\":{"
	"\"edwards25519/scalar_add\":[\"scalar-not-reduced\"],"
	"\"edwards25519/scalar_mul\":[\"scalar-not-reduced\"],"
	"\"edwards25519/scalar_invert\":[\"scalar-not-reduced\"]"
	"}}";

int main(void)
{
	static char line[4 * MAX_BYTES * MAX_INPUTS];
	struct request r;

	if (sodium_init() < 0) {
		fprintf(stderr, "sodium_init failed\n");
		return 1;
	}
	setvbuf(stdout, NULL, _IOLBF, 0);
	puts(hello);
	while (fgets(line, sizeof line, stdin)) {
		if (parse_request(line, &r) != 0) {
			fprintf(stderr, "unreadable request: %.80s\n", line);
			printf("{\"id\":%ld,\"error\":\"unreadable request\"}\n", r.id);
		} else {
			run(&r);
		}
		for (int i = 0; i < r.n; i++)
			free(r.in[i].bytes);
		fflush(stdout);
	}
	return 0;
}
