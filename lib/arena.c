/* arena.c: memory for one compilation. Two arenas per context (module and
 * per-function scratch), word vectors and open-addressing maps that live in
 * them. Nothing is freed one object at a time; x*alloc abort on out-of-memory. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lsv.h"

struct lsv_ablock {
	struct lsv_ablock *next;
	size_t used, size;
	_Alignas(16) unsigned char data[];
};

enum { BLOCK = 1 << 16 };

void *
lsv_xmalloc(size_t n)
{
	void *p = malloc(n ? n : 1);

	if (!p) {
		fputs("llc-spirv: out of memory\n", stderr);
		abort();
	}
	return p;
}

void *
lsv_xrealloc(void *p, size_t n)
{
	p = realloc(p, n ? n : 1);
	if (!p) {
		fputs("llc-spirv: out of memory\n", stderr);
		abort();
	}
	return p;
}

/* n bytes, not zeroed: for word vectors, whose words past n are never read */
static void *
rawalloc(struct lsv_arena *a, size_t n)
{
	struct lsv_ablock *b = a->head;
	void *p;

	n = (n + 15) & ~(size_t)15;
	if (!b || b->size - b->used < n) {
		size_t size = n > BLOCK / 4 ? n : BLOCK;
		b = lsv_xmalloc(sizeof(*b) + size);
		b->size = size;
		b->used = 0;
		if (n > BLOCK / 4 && a->head) {
			/* a big request gets its own block behind the current one */
			b->next = a->head->next;
			a->head->next = b;
		} else {
			b->next = a->head;
			a->head = b;
		}
	}
	p = b->data + b->used;
	b->used += n;
	return p;
}

void *
lsv_alloc(struct lsv_arena *a, size_t n)
{
	void *p = rawalloc(a, n);

	memset(p, 0, n);
	return p;
}

char *
lsv_strndup(struct lsv_arena *a, const char *s, size_t n)
{
	char *p = lsv_alloc(a, n + 1);

	memcpy(p, s, n);
	p[n] = 0;
	return p;
}

char *
lsv_fmt(struct lsv_arena *a, const char *fmt, ...)
{
	va_list ap;
	int n;
	char *p;

	va_start(ap, fmt);
	n = vsnprintf(NULL, 0, fmt, ap);
	va_end(ap);
	p = lsv_alloc(a, (size_t)n + 1);
	va_start(ap, fmt);
	vsnprintf(p, (size_t)n + 1, fmt, ap);
	va_end(ap);
	return p;
}

void
lsv_arena_free(struct lsv_arena *a)
{
	struct lsv_ablock *b, *next;

	for (b = a->head; b; b = next) {
		next = b->next;
		free(b);
	}
	a->head = NULL;
}

void
lsv_vec_init(struct lsv_vec *v, struct lsv_arena *a)
{
	v->w = NULL;
	v->n = v->cap = 0;
	v->a = a;
}

static void
grow(struct lsv_vec *v, size_t need)
{
	uint32_t cap = v->cap ? v->cap : 64;
	uint32_t *w;

	if (need > UINT32_MAX / 2)
		lsv_bug("word vector too large");
	while (cap < need)
		cap *= 2;
	w = rawalloc(v->a, (size_t)cap * 4);
	if (v->n)
		memcpy(w, v->w, (size_t)v->n * 4);
	v->w = w;
	v->cap = cap;
}

void
lsv_vec_push(struct lsv_vec *v, uint32_t w)
{
	if (v->n == v->cap)
		grow(v, (size_t)v->n + 1);
	v->w[v->n++] = w;
}

void
lsv_vec_append(struct lsv_vec *v, const uint32_t *w, size_t n)
{
	if (!n)
		return;
	if ((size_t)v->n + n > v->cap)
		grow(v, (size_t)v->n + n);
	memcpy(v->w + v->n, w, n * 4);
	v->n += (uint32_t)n;
}

void
lsv_vec_str(struct lsv_vec *v, const char *s, size_t len)
{
	/* 2.2.1: UTF-8 octets, little-endian within words, NUL-terminated and
	 * padded with NULs to a word boundary. */
	size_t i;
	uint32_t w = 0;

	for (i = 0; i < len; i++) {
		w |= (uint32_t)(unsigned char)s[i] << (8 * (i % 4));
		if (i % 4 == 3) {
			lsv_vec_push(v, w);
			w = 0;
		}
	}
	lsv_vec_push(v, w);
}

void
lsv_map_init(struct lsv_map *m, struct lsv_arena *a)
{
	memset(m, 0, sizeof(*m));
	m->a = a;
}

uint64_t
lsv_mix(uint64_t a, uint64_t b)
{
	uint64_t h = a ^ (b + 0x9e3779b97f4a7c15ull + (a << 6) + (a >> 2));

	h ^= h >> 33;
	h *= 0xff51afd7ed558ccdull;
	h ^= h >> 33;
	return h;
}

int
lsv_namecmp(const char *z, const char *s, size_t n)
{
	size_t zl = strlen(z);
	int r = memcmp(z, s, zl < n ? zl : n);

	if (r)
		return r;
	return zl < n ? -1 : zl > n;
}

bool
lsv_contains(const char *s, size_t n, const char *p)
{
	size_t k = strlen(p), i;

	for (i = 0; i + k <= n; i++)
		if (!memcmp(s + i, p, k))
			return true;
	return false;
}

const void *
lsv_row(const void *rows, size_t n, size_t size, const char *name, size_t len)
{
	size_t lo = 0, hi = n;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		const void *row = (const char *)rows + mid * size;
		int r = lsv_namecmp(*(const char *const *)row, name, len);
		if (r == 0)
			return row;
		if (r < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	return NULL;
}

const void *
lsv_row_stripped(const void *rows, size_t n, size_t size, const char *name, size_t len)
{
	const void *r;

	while (!(r = lsv_row(rows, n, size, name, len))) {
		while (len && name[len - 1] != '.')
			len--;
		if (!len)
			return NULL;
		len--;
	}
	return r;
}

uint64_t
lsv_hash(const uint32_t *w, size_t n)
{
	uint64_t h = n;
	size_t i;

	for (i = 0; i < n; i++)
		h = lsv_mix(h, w[i]);
	return h;
}

/* The capacity seeds the slot hash: a map filled in another map's slot order
 * (ptrinfer copies its node index into c->pointee) would otherwise put runs
 * of neighbours into one cluster of the smaller table, and linear probing
 * turns that quadratic. */
static inline uint32_t
slot(uint64_t key, uint32_t cap)
{
	uint64_t h = key ^ (uint64_t)cap * 0x9e3779b97f4a7c15ull;

	/* MurmurHash3's finaliser: every key bit reaches the low bits */
	h ^= h >> 33;
	h *= 0xff51afd7ed558ccdull;
	h ^= h >> 33;
	h *= 0xc4ceb9fe1a85ec53ull;
	h ^= h >> 33;
	return (uint32_t)h & (cap - 1);
}

static uint32_t
probe(const struct lsv_map *m, uint64_t key)
{
	uint32_t mask = m->cap - 1, i = slot(key, m->cap);

	while (m->keys[i] && m->keys[i] != key)
		i = (i + 1) & mask;
	return i;
}

uint64_t *
lsv_map_slot(struct lsv_map *m, uint64_t key, bool *fresh)
{
	uint32_t i;

	if (!key)
		lsv_bug("zero map key");
	if ((m->n + 1) * 4 >= m->cap * 3) {
		struct lsv_map old = *m;
		uint32_t j;

		m->cap = old.cap ? old.cap * 2 : 64;
		m->keys = lsv_alloc(m->a, (size_t)m->cap * 8);
		m->vals = lsv_alloc(m->a, (size_t)m->cap * 8);
		for (j = 0; j < old.cap; j++) {
			if (!old.keys[j])
				continue;
			i = probe(m, old.keys[j]);
			m->keys[i] = old.keys[j];
			m->vals[i] = old.vals[j];
		}
	}
	i = probe(m, key);
	*fresh = !m->keys[i];
	if (*fresh) {
		m->keys[i] = key;
		m->vals[i] = 0;
		m->n++;
	}
	return &m->vals[i];
}

uint64_t
lsv_map_get(const struct lsv_map *m, uint64_t key)
{
	uint32_t i;

	if (!m->cap)
		return 0;
	i = probe(m, key);
	return m->keys[i] ? m->vals[i] : 0;
}
