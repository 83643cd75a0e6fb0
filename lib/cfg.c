/* cfg.c: block order for emission. Reverse post-order from the entry block, so
 * that every block comes after its dominators (2.16.1: "the order of blocks in
 * a function must satisfy the rule that blocks appear before all blocks they
 * dominate"). Unreachable blocks are left out; isel drops phi entries from
 * them. Iterative, so deep CFGs cannot overflow the stack. */
#include <string.h>

#include "lsv.h"

struct frame {
	LLVMBasicBlockRef bb;
	unsigned next; /* successor to visit next */
};

void
lsv_cfg_order(struct lsv_ctx *c, LLVMValueRef f, struct lsv_blocks *b)
{
	unsigned n = LLVMCountBasicBlocks(f), sp = 0, out;
	struct frame *stack = lsv_alloc(&c->fn, (size_t)n * sizeof(*stack));
	struct lsv_map seen;

	lsv_map_init(&seen, &c->fn);
	b->order = lsv_alloc(&c->fn, (size_t)n * sizeof(*b->order));
	out = n;
	if (!n) {
		b->n = 0;
		return;
	}
	stack[sp++] = (struct frame){LLVMGetEntryBasicBlock(f), 0};
	*lsv_map_slot(&seen, (uint64_t)(uintptr_t)stack[0].bb, &(bool){0}) = 1;
	while (sp) {
		struct frame *t = &stack[sp - 1];
		LLVMValueRef term = LLVMGetBasicBlockTerminator(t->bb);
		unsigned ns = term ? LLVMGetNumSuccessors(term) : 0;
		if (t->next < ns) {
			/* structured control flow reads better with successors taken
			 * last to first: a construct's blocks then precede its merge */
			unsigned k = c->env->structured ? ns - 1 - t->next : t->next;
			LLVMBasicBlockRef s = LLVMGetSuccessor(term, k);
			t->next++;
			bool fresh;
			lsv_map_slot(&seen, (uint64_t)(uintptr_t)s, &fresh);
			if (fresh)
				stack[sp++] = (struct frame){s, 0};
			continue;
		}
		b->order[--out] = t->bb;
		sp--;
	}
	b->order += out;
	b->n = n - out;
}

/* Structured control flow (the Shader environment). The graph of one
 * function in reverse post-order, with dominators (Cooper, Harvey and
 * Kennedy's iteration over the order) and post-dominators (the same on the
 * reversed graph, whose root is a virtual exit after every return). */

struct graph {
	unsigned n;               /* blocks; index n is the virtual exit */
	LLVMBasicBlockRef *bb;    /* by reverse post-order index */
	struct lsv_map idx;       /* block -> index + 1 */
	unsigned *soff, *succ;    /* successors of i: succ[soff[i] .. soff[i + 1]) */
	unsigned *poff, *pred;    /* predecessors, the same way */
	unsigned *idom, *ipdom;   /* immediate (post-)dominators; the root is its own */
	unsigned *prpo;           /* post-dominator iteration order: index -> rank */
	unsigned *pre, *post;     /* the dominator tree's DFS entry and exit numbers */
};

static unsigned
index_of(const struct graph *g, LLVMBasicBlockRef bb)
{
	uint64_t i = lsv_map_get(&g->idx, (uint64_t)(uintptr_t)bb);

	return i ? (unsigned)i - 1 : g->n;
}

static void
edges(struct lsv_ctx *c, struct graph *g)
{
	unsigned i, k, m = 0, *cnt;

	g->soff = lsv_alloc(&c->fn, (g->n + 2) * sizeof(unsigned));
	for (i = 0; i < g->n; i++) {
		LLVMValueRef t = LLVMGetBasicBlockTerminator(g->bb[i]);
		g->soff[i] = m;
		m += t ? LLVMGetNumSuccessors(t) : 0;
	}
	g->soff[g->n] = m;
	g->succ = lsv_alloc(&c->fn, (m + 1) * sizeof(unsigned));
	g->poff = lsv_alloc(&c->fn, (g->n + 2) * sizeof(unsigned));
	cnt = lsv_alloc(&c->fn, (g->n + 1) * sizeof(unsigned));
	for (i = 0; i < g->n; i++) {
		LLVMValueRef t = LLVMGetBasicBlockTerminator(g->bb[i]);
		for (k = 0; k < g->soff[i + 1] - g->soff[i]; k++) {
			unsigned s = index_of(g, LLVMGetSuccessor(t, k));
			g->succ[g->soff[i] + k] = s;
			if (s < g->n)
				cnt[s]++;
		}
	}
	for (i = 0, m = 0; i < g->n; i++) {
		g->poff[i] = m;
		m += cnt[i];
		cnt[i] = g->poff[i];
	}
	g->poff[g->n] = m;
	g->pred = lsv_alloc(&c->fn, (m + 1) * sizeof(unsigned));
	for (i = 0; i < g->n; i++)
		for (k = g->soff[i]; k < g->soff[i + 1]; k++)
			if (g->succ[k] < g->n)
				g->pred[cnt[g->succ[k]]++] = i;
}

/* The common dominator of a and b, ranks by rank[] (smaller is nearer the root). */
static unsigned
meet(const unsigned *dom, const unsigned *rank, unsigned a, unsigned b)
{
	while (a != b) {
		while (rank[a] > rank[b])
			a = dom[a];
		while (rank[b] > rank[a])
			b = dom[b];
	}
	return a;
}

static void
dominators(struct lsv_ctx *c, struct graph *g)
{
	unsigned i, k, *rank = lsv_alloc(&c->fn, (g->n + 1) * sizeof(unsigned));
	bool changed = true;

	g->idom = lsv_alloc(&c->fn, (g->n + 1) * sizeof(unsigned));
	for (i = 0; i < g->n; i++) {
		rank[i] = i;
		g->idom[i] = UINT32_MAX;
	}
	g->idom[0] = 0;
	while (changed) {
		changed = false;
		for (i = 1; i < g->n; i++) {
			unsigned d = UINT32_MAX;
			for (k = g->poff[i]; k < g->poff[i + 1]; k++) {
				unsigned p = g->pred[k];
				if (g->idom[p] == UINT32_MAX)
					continue;
				d = d == UINT32_MAX ? p : meet(g->idom, rank, d, p);
			}
			if (d != g->idom[i]) {
				g->idom[i] = d;
				changed = true;
			}
		}
	}
}

/* Post-dominators: the reversed graph's reverse post-order is computed from
 * the virtual exit; blocks that reach no exit (infinite loops) hang off the
 * exit directly, and keep it as their post-dominator: iterating them too
 * would let the blocks of such a loop post-dominate each other in a cycle. */
static void
postdominators(struct lsv_ctx *c, struct graph *g)
{
	unsigned n = g->n, i, k, sp = 0, out = n + 1, nox;
	unsigned *order = lsv_alloc(&c->fn, (n + 1) * sizeof(unsigned));
	unsigned *stack = lsv_alloc(&c->fn, (n + 1) * 2 * sizeof(unsigned));
	bool *seen = lsv_alloc(&c->fn, (n + 1) * sizeof(bool)), changed = true;

	g->ipdom = lsv_alloc(&c->fn, (n + 1) * sizeof(unsigned));
	g->prpo = lsv_alloc(&c->fn, (n + 1) * sizeof(unsigned));
	/* DFS on reversed edges from the exit: the exit's predecessors are the
	 * blocks without successors */
	seen[n] = true;
	for (i = n; i-- > 0;) {
		if (g->soff[i + 1] != g->soff[i] || seen[i])
			continue;
		stack[sp++] = i;
		stack[sp++] = g->poff[i];
		seen[i] = true;
		while (sp) {
			unsigned b = stack[sp - 2], *next = &stack[sp - 1];
			if (*next < g->poff[b + 1]) {
				unsigned p = g->pred[(*next)++];
				if (!seen[p]) {
					seen[p] = true;
					stack[sp++] = p;
					stack[sp++] = g->poff[p];
				}
				continue;
			}
			order[--out] = b;
			sp -= 2;
		}
	}
	nox = out - 1; /* they take ranks 1..nox */
	for (i = 0; i < n; i++)
		if (!seen[i])
			order[--out] = i; /* reaches no exit */
	order[--out] = n;
	for (i = 0; i <= n; i++) {
		g->prpo[order[i]] = i;
		g->ipdom[i] = UINT32_MAX;
	}
	g->ipdom[n] = n;
	while (changed) {
		changed = false;
		for (k = 1; k <= n; k++) {
			unsigned b = order[k], d = UINT32_MAX;
			unsigned s0 = g->soff[b], s1 = g->soff[b + 1];
			if (s0 == s1 || k <= nox) {
				d = n;
			} else {
				for (i = s0; i < s1; i++) {
					unsigned s = g->succ[i];
					if (g->ipdom[s] == UINT32_MAX)
						continue;
					d = d == UINT32_MAX ? s : meet(g->ipdom, g->prpo, d, s);
				}
				if (d == UINT32_MAX)
					d = n;
			}
			if (d != g->ipdom[b]) {
				g->ipdom[b] = d;
				changed = true;
			}
		}
	}
}

/* Numbers the dominator tree depth first, so that a dominates b when b's
 * interval lies in a's: each dominance query is then O(1), not a walk up
 * the tree (which made deep nests quadratic in their depth per block). */
static void
domtree(struct lsv_ctx *c, struct graph *g)
{
	unsigned n = g->n, i, sp = 0, t = 0;
	unsigned *off = lsv_alloc(&c->fn, (n + 2) * sizeof(unsigned));
	unsigned *kid = lsv_alloc(&c->fn, (n + 1) * sizeof(unsigned));
	unsigned *fill = lsv_alloc(&c->fn, (n + 1) * sizeof(unsigned));
	unsigned *stack = lsv_alloc(&c->fn, (n + 1) * 2 * sizeof(unsigned));

	g->pre = lsv_alloc(&c->fn, (n + 1) * sizeof(unsigned));
	g->post = lsv_alloc(&c->fn, (n + 1) * sizeof(unsigned));
	if (!n)
		return;
	for (i = 1; i < n; i++)
		off[g->idom[i] + 1]++;
	for (i = 0; i < n; i++) {
		off[i + 1] += off[i];
		fill[i] = off[i];
	}
	for (i = 1; i < n; i++)
		kid[fill[g->idom[i]]++] = i;
	stack[sp++] = 0;
	stack[sp++] = off[0];
	g->pre[0] = t++;
	while (sp) {
		unsigned b = stack[sp - 2], *next = &stack[sp - 1];
		if (*next < off[b + 1]) {
			unsigned k = kid[(*next)++];
			g->pre[k] = t++;
			stack[sp++] = k;
			stack[sp++] = off[k];
			continue;
		}
		g->post[b] = t++;
		sp -= 2;
	}
}

static bool
dominates(const struct graph *g, unsigned a, unsigned b)
{
	return g->pre[a] <= g->pre[b] && g->post[b] <= g->post[a];
}

static void
build(struct lsv_ctx *c, const struct lsv_blocks *b, struct graph *g)
{
	unsigned i;

	g->n = b->n;
	g->bb = b->order;
	lsv_map_init(&g->idx, &c->fn);
	for (i = 0; i < g->n; i++)
		*lsv_map_slot(&g->idx, (uint64_t)(uintptr_t)g->bb[i], &(bool){0}) = i + 1;
	edges(c, g);
	dominators(c, g);
	domtree(c, g);
}

/* 2.11: loops must be reducible: each back edge (to a block no later in
 * the order) goes to a block that dominates its source. */
void
lsv_cfg_reducible(struct lsv_ctx *c, LLVMValueRef f)
{
	struct lsv_blocks b;
	struct graph g;
	unsigned i, k;

	lsv_cfg_order(c, f, &b);
	build(c, &b, &g);
	for (i = 0; i < g.n; i++)
		for (k = g.soff[i]; k < g.soff[i + 1]; k++) {
			unsigned s = g.succ[k];
			if (s <= i && !dominates(&g, s, i))
				lsv_fail_at(c, LLVMGetBasicBlockTerminator(g.bb[i]), "irreducible control flow (a loop "
				            "entered other than through its header) is not supported for %s; SPIR-V "
				            "shaders need structured control flow", c->tgt.triple);
		}
}

struct lsv_merge {
	SpvId merge, cont;        /* a loop header's merge and continue labels, or 0 */
	SpvId selmerge;           /* a selection header's merge label, or 0 */
	unsigned *cases, ncases;  /* a switch's case successors in OpSwitch order, or NULL */
};

/* The structure of one function: loops and selection merges by block
 * index. NONE: no such block; DEAD: a merge block that nothing reaches (the
 * arms of a selection all return, a loop never exits), made at the end. */
enum { NONE = UINT32_MAX, DEAD = UINT32_MAX - 1 };

struct shape {
	struct graph g;
	unsigned *loopof;         /* innermost loop header holding the block; NONE outside loops */
	unsigned *latch, *exit;   /* of a loop header: back-edge block, the one exit or DEAD */
	unsigned *sel;            /* of a selection header: its merge, DEAD, or NONE */
	bool *sw;                 /* the block ends in a switch */
	struct lsv_map tgt;       /* (switch, case target) pairs, see casekey */
	unsigned *caseof;         /* the case target whose case construct holds the block */
	unsigned *ft, *fin;       /* of a case target: the one it falls through to, the one falling into it */
	unsigned *inner, *outer;  /* constructs holding a block (see enclosing) */
	const char *why;          /* what is not structured; NULL if all is */
	unsigned at;              /* the block it is at */
	unsigned split;           /* a loop header whose exit is the latch of the loop around it */
};

static bool
bad(struct shape *s, unsigned b, const char *why)
{
	if (!s->why) {
		s->why = why;
		s->at = b;
	}
	return false;
}

/* Loops: back edges, their bodies (blocks reaching the latch without
 * passing the header) and their one exit. Outer headers come first in the
 * order, so inner loops overwrite loopof. */
static bool
loops(struct lsv_ctx *c, struct shape *s)
{
	const struct graph *g = &s->g;
	unsigned i, k, *mark = lsv_alloc(&c->fn, (g->n + 1) * sizeof(unsigned));
	unsigned *body = lsv_alloc(&c->fn, (g->n + 1) * sizeof(unsigned));

	for (i = 0; i <= g->n; i++)
		s->loopof[i] = s->latch[i] = s->exit[i] = s->sel[i] = mark[i] = NONE;
	for (i = 0; i < g->n; i++)
		for (k = g->soff[i]; k < g->soff[i + 1]; k++) {
			unsigned h = g->succ[k];
			if (h > i || h == g->n)
				continue;
			if (!dominates(g, h, i))
				return bad(s, i, "an irreducible loop");
			if (s->latch[h] != NONE && s->latch[h] != i)
				return bad(s, i, "a loop with two back edges");
			s->latch[h] = i;
		}
	for (i = 0; i < g->n; i++) {
		unsigned nb = 0, j;
		if (s->latch[i] == NONE)
			continue;
		mark[i] = i;
		body[nb++] = i;
		if (mark[s->latch[i]] != i) {
			mark[s->latch[i]] = i;
			body[nb++] = s->latch[i];
		}
		for (j = 1; j < nb; j++)
			for (k = g->poff[body[j]]; k < g->poff[body[j] + 1]; k++) {
				unsigned p = g->pred[k];
				if (mark[p] != i) {
					mark[p] = i;
					body[nb++] = p;
				}
			}
		for (j = 0; j < nb; j++) {
			s->loopof[body[j]] = i;
			for (k = g->soff[body[j]]; k < g->soff[body[j] + 1]; k++) {
				unsigned x = g->succ[k];
				if (mark[x] == i || x == s->exit[i])
					continue;
				if (s->exit[i] != NONE || x == g->n)
					return bad(s, body[j], "a loop with several exits");
				s->exit[i] = x;
			}
		}
		if (s->exit[i] == NONE)
			s->exit[i] = DEAD; /* an infinite loop: its merge is unreachable */
	}
	return true;
}

/* A construct: a header block and its role. A loop header that also
 * branches inside its loop heads two: the loop, and a selection inside it
 * (emitted in a block of its own). */
struct cons {
	unsigned h;               /* the header, NONE for the function itself */
	bool loop;
};

static unsigned
mergeof(const struct shape *s, struct cons k)
{
	return k.loop ? s->exit[k.h] : s->sel[k.h];
}

/* Is b in construct k: dominated by its header and not by its merge (nor,
 * for a loop, by its continue target, which heads the continue construct)?
 * A selection whose merge nothing reaches ends where its loop does. */
static bool
inside(const struct shape *s, struct cons k, unsigned b)
{
	unsigned m, l;

	if (k.h == NONE)
		return true;
	m = mergeof(s, k);
	if (!dominates(&s->g, k.h, b) || (m < s->g.n && dominates(&s->g, m, b)))
		return false;
	l = s->loopof[k.h];
	if (!k.loop && m == DEAD && l != NONE)
		return inside(s, (struct cons){l, true}, b);
	return !k.loop || s->latch[k.h] == k.h || !dominates(&s->g, s->latch[k.h], b);
}

static unsigned
enc(struct cons k)
{
	return k.h == NONE ? NONE : k.h * 2 + k.loop;
}

static struct cons
dec(unsigned v)
{
	return v == NONE ? (struct cons){NONE, false} : (struct cons){v / 2, v & 1};
}

/* The construct headed by h that holds b, the selection before the loop
 * (a loop header's own branch is in its selection when it has one). */
static struct cons
own(const struct shape *s, unsigned h, unsigned b)
{
	if (s->sel[h] != NONE && inside(s, (struct cons){h, false}, b))
		return (struct cons){h, false};
	if (s->latch[h] != NONE && inside(s, (struct cons){h, true}, b))
		return (struct cons){h, true};
	return (struct cons){NONE, false};
}

/* The construct k is nested in: a loop header's selection is in its loop,
 * any other construct in the innermost one above its header that holds the
 * header (outer[], filled by enclosing). */
static struct cons
parent(const struct shape *s, struct cons k)
{
	if (!k.loop && s->latch[k.h] != NONE)
		return (struct cons){k.h, true};
	return dec(s->outer[k.h]);
}

/* For each block, in reverse post-order (dominators first): inner[b], the
 * innermost construct holding b, and outer[b], the innermost one headed
 * above b that holds it. Walking up the dominator tree for each block is
 * O(depth), and N constructs in a row make a tree N deep. Instead: a
 * construct headed at a dominator of idom(b) that holds b holds idom(b)
 * too (b's dominators dominate idom(b) or are b), so the search starts at
 * inner[idom(b)] and follows parents, which visit, in the walk's order,
 * every construct further up that can hold b (one holding b holds the
 * header below it). */
static void
enclosing(struct lsv_ctx *c, struct shape *s)
{
	const struct graph *g = &s->g;
	unsigned b;

	s->inner = lsv_alloc(&c->fn, (g->n + 1) * sizeof(unsigned));
	s->outer = lsv_alloc(&c->fn, (g->n + 1) * sizeof(unsigned));
	for (b = 0; b < g->n; b++) {
		struct cons k = {NONE, false};
		if (b) {
			k = dec(s->inner[g->idom[b]]);
			while (k.h != NONE && !inside(s, k, b))
				k = parent(s, k);
		}
		s->outer[b] = enc(k);
		k = own(s, b, b);
		s->inner[b] = k.h != NONE ? enc(k) : s->outer[b];
	}
}

/* 2.11, as this lowering uses it: constructs nest (each merge block lies
 * in the construct around, is not its merge or continue target, and is
 * dominated by its header); merge blocks are distinct; every edge stays in
 * its construct, goes to its merge, or breaks or continues the innermost
 * loop (or is the back edge). */
static bool
nested(struct lsv_ctx *c, struct shape *s)
{
	const struct graph *g = &s->g;
	struct lsv_map taken;
	unsigned u, k, r;

	lsv_map_init(&taken, &c->fn);
	enclosing(c, s);
	for (u = 0; u < g->n; u++)
		for (r = 0; r < 2; r++) {
			struct cons x = {u, r == 1}, p;
			unsigned m;
			bool fresh;
			if (r ? s->latch[u] == NONE : s->sel[u] == NONE)
				continue;
			m = mergeof(s, x);
			if (m == DEAD)
				continue;
			if (m == u || !dominates(g, u, m))
				return bad(s, u, "a merge block its header does not dominate");
			lsv_map_slot(&taken, (uint64_t)m + 1, &fresh);
			if (!fresh)
				return bad(s, u, "two constructs that share a merge block");
			p = parent(s, x);
			if (p.h != NONE && x.loop && p.loop && m == s->latch[p.h] && m != p.h)
				s->split = u;
			if (p.h != NONE && (!inside(s, p, m) || m == mergeof(s, p)))
				return bad(s, u, "a construct whose merge block is outside the construct around it");
		}
	for (u = 0; u < g->n; u++) {
		struct cons h = dec(s->inner[u]);
		unsigned l = s->loopof[u]; /* a back-edge block's loop too */
		for (k = g->soff[u]; k < g->soff[u + 1]; k++) {
			unsigned v = g->succ[k];
			if (v == g->n || inside(s, h, v) || (h.h != NONE && v == mergeof(s, h)))
				continue;
			if (l != NONE && (v == s->exit[l] || v == s->latch[l] || (v == l && u == s->latch[l])))
				continue;
			return bad(s, u, "a branch out of a construct to a block other than its merge");
		}
	}
	return true;
}

/* Switches (2.11): an OpSwitch heads a selection construct whose case
 * targets each head a case construct (the blocks the target dominates);
 * "a case construct ... branches to the merge, or falls through to another
 * case target", at most one, and at most one case construct falls through
 * to a given target. A switch always needs its OpSelectionMerge. */
static uint64_t
casekey(unsigned h, unsigned t)
{
	return (uint64_t)(h + 1) << 32 | t;
}

static bool
istarget(const struct shape *s, unsigned h, unsigned t)
{
	return lsv_map_get(&s->tgt, casekey(h, t)) != 0;
}

/* The merge of switch h: the immediate post-dominator, as for a two-way
 * branch; joins() may find a better one when that is DEAD. */
static void
switchsel(struct shape *s, unsigned h)
{
	const struct graph *g = &s->g;
	unsigned k, l = s->loopof[h], p = g->ipdom[h];
	bool fresh;

	s->sw[h] = true;
	for (k = g->soff[h]; k < g->soff[h + 1]; k++)
		if (g->succ[k] < g->n)
			*lsv_map_slot(&s->tgt, casekey(h, g->succ[k]), &fresh) = 1;
	/* cases that meet only after leaving the loop (a break) or at its
	 * continue target have no merge inside the loop either */
	if (p == g->n || (l != NONE && p == s->latch[l] && s->latch[l] != l) ||
	    (l != NONE && (!dominates(g, l, p) || (s->exit[l] < g->n && dominates(g, s->exit[l], p)))))
		s->sel[h] = DEAD;
	else
		s->sel[h] = p;
}

/* A switch whose cases meet at a block J before some of them return (or
 * continue the loop) has no post-dominating merge; J, the one block it
 * dominates directly that is no case target, is where its cases meet. */
static void
joins(struct shape *s)
{
	const struct graph *g = &s->g;
	unsigned b, *cand = s->ft; /* borrowed: ft is filled by cases() */

	for (b = 0; b <= g->n; b++)
		cand[b] = NONE;
	for (b = 1; b < g->n; b++) {
		unsigned h = g->idom[b];
		if (!s->sw[h] || s->sel[h] != DEAD || istarget(s, h, b) ||
		    !inside(s, (struct cons){h, false}, b))
			continue;
		cand[h] = cand[h] == NONE ? b : DEAD;
	}
	for (b = 0; b < g->n; b++)
		if (s->sw[b] && cand[b] != NONE && cand[b] != DEAD)
			s->sel[b] = cand[b];
}

/* Is b in the continue construct of the loop around h (which the cases of
 * h's switch may branch to, not hold)? */
static bool
incontinue(const struct shape *s, unsigned h, unsigned b)
{
	unsigned l = s->loopof[h];

	return l != NONE && s->latch[l] != l && dominates(&s->g, s->latch[l], b);
}

/* Is b the exit (merge) of the loop around h? */
static bool
loopexit(const struct shape *s, unsigned h, unsigned b)
{
	unsigned l = s->loopof[h];

	return l != NONE && s->exit[l] == b;
}

/* After nested(): every block the switch header dominates directly inside
 * its construct is a case target (the case targets are not the merge nor
 * outside), and a branch from one case construct to another goes to the
 * other's target, one per case construct and one into each. caseof[b] is
 * the case target dominating b of the innermost switch holding b. */
static bool
cases(struct shape *s)
{
	const struct graph *g = &s->g;
	unsigned b, k, *fin = s->fin;

	for (b = 0; b <= g->n; b++) {
		s->caseof[b] = NONE;
		s->ft[b] = NONE;
		fin[b] = NONE;
	}
	for (b = 1; b < g->n; b++) {
		unsigned h = g->idom[b], t;
		if (s->sw[h] && inside(s, (struct cons){h, false}, b) && !incontinue(s, h, b)) {
			if (!istarget(s, h, b))
				return bad(s, h, "a switch whose cases meet before its merge");
			s->caseof[b] = b;
			continue;
		}
		t = s->caseof[h];
		while (t != NONE && !inside(s, (struct cons){g->idom[t], false}, b))
			t = s->caseof[g->idom[t]];
		s->caseof[b] = t;
	}
	for (b = 0; b < g->n; b++) {
		unsigned m = s->sel[b];
		if (!s->sw[b])
			continue;
		for (k = g->soff[b]; k < g->soff[b + 1]; k++) {
			unsigned t = g->succ[k];
			/* a case target that is the loop's continue target or exit
			 * is no case construct (2.11: the switch header must
			 * structurally dominate it) */
			if (t != m && (t == g->n || g->idom[t] != b || !inside(s, (struct cons){b, false}, t) ||
			               incontinue(s, b, t) || loopexit(s, b, t)))
				return bad(s, b, "a switch case that leaves the switch");
		}
	}
	for (b = 0; b < g->n; b++) {
		struct cons h = dec(s->inner[b]);
		unsigned from = s->caseof[b];
		if (h.h == NONE || h.loop || !s->sw[h.h] || h.h == b || incontinue(s, h.h, b))
			continue;
		if (from == NONE)
			return bad(s, b, "a block of a switch outside its cases");
		for (k = g->soff[b]; k < g->soff[b + 1]; k++) {
			unsigned v = g->succ[k];
			if (v == g->n || !inside(s, h, v) || dominates(g, from, v) || incontinue(s, h.h, v))
				continue;
			if (!istarget(s, h.h, v))
				return bad(s, b, "a branch into the middle of another switch case");
			if (s->ft[from] != NONE && s->ft[from] != v)
				return bad(s, b, "a switch case that falls through to two others");
			s->ft[from] = v;
		}
	}
	/* one fall-through into each target */
	for (b = 0; b < g->n; b++) {
		unsigned v = s->ft[b];
		if (v == NONE)
			continue;
		if (fin[v] != NONE)
			return bad(s, v, "a switch case that two others fall through to");
		fin[v] = b;
	}
	return true;
}

/* Find the structure of the function whose reverse post-order is b. */
static bool
analyze(struct lsv_ctx *c, const struct lsv_blocks *b, struct shape *s)
{
	struct graph *g = &s->g;
	unsigned i;

	memset(s, 0, sizeof(*s));
	s->split = NONE;
	build(c, b, g);
	postdominators(c, g);
	s->loopof = lsv_alloc(&c->fn, (g->n + 1) * sizeof(unsigned));
	s->latch = lsv_alloc(&c->fn, (g->n + 1) * sizeof(unsigned));
	s->exit = lsv_alloc(&c->fn, (g->n + 1) * sizeof(unsigned));
	s->sel = lsv_alloc(&c->fn, (g->n + 1) * sizeof(unsigned));
	s->sw = lsv_alloc(&c->fn, (g->n + 1) * sizeof(bool));
	s->caseof = lsv_alloc(&c->fn, (g->n + 1) * sizeof(unsigned));
	s->ft = lsv_alloc(&c->fn, (g->n + 1) * sizeof(unsigned));
	s->fin = lsv_alloc(&c->fn, (g->n + 1) * sizeof(unsigned));
	lsv_map_init(&s->tgt, &c->fn);
	if (!loops(c, s))
		return false;
	for (i = 0; i < g->n; i++) {
		unsigned ns = g->soff[i + 1] - g->soff[i], l = s->loopof[i], t0, t1;
		LLVMOpcode op = LLVMGetInstructionOpcode(LLVMGetBasicBlockTerminator(g->bb[i]));
		if (op == LLVMSwitch || op == LLVMIndirectBr) {
			switchsel(s, i);
			continue;
		}
		if (ns < 2)
			continue;
		t0 = g->succ[g->soff[i]];
		t1 = g->succ[g->soff[i] + 1];
		if (t0 == t1)
			continue;
		/* the back-edge block branches back or out; a break or continue
		 * (a branch to the innermost loop's exit or latch) needs no merge */
		if (l != NONE && (s->latch[l] == i || t0 == s->exit[l] || t1 == s->exit[l] || t0 == s->latch[l] ||
		                  t1 == s->latch[l]))
			continue;
		/* arms that meet only at the loop's continue target continue
		 * the loop: their selection's merge is never reached (the
		 * continue target is not in the loop's body construct) */
		if (g->ipdom[i] == g->n || (l != NONE && g->ipdom[i] == s->latch[l] && s->latch[l] != l))
			s->sel[i] = DEAD;
		else
			s->sel[i] = g->ipdom[i];
	}
	joins(s);
	return nested(c, s) && cases(s);
}

bool
lsv_cfg_structured(struct lsv_ctx *c, LLVMValueRef f)
{
	struct lsv_blocks b;
	struct shape s;

	lsv_cfg_order(c, f, &b);
	return analyze(c, &b, &s);
}

/* 2.11: a loop's continue target is not the merge block of a construct
 * inside it. When a loop exits straight to the latch of the loop around it
 * (clang's rotated loop nests), the exit needs a block of its own between
 * the two; prep makes it. Returns that latch, or NULL when the first
 * obstacle to structure is something else, and the edges to reroute: from
 * the blocks of the inner loop (dominated by its header, not by the latch). */
LLVMBasicBlockRef
lsv_cfg_shared_latch(struct lsv_ctx *c, LLVMValueRef f, LLVMBasicBlockRef **from, unsigned *nfrom)
{
	struct lsv_blocks b;
	struct shape s;
	unsigned m, k;

	lsv_cfg_order(c, f, &b);
	if (analyze(c, &b, &s) || s.split == NONE || s.at != s.split)
		return NULL;
	m = s.exit[s.split];
	*from = lsv_alloc(&c->fn, (s.g.poff[m + 1] - s.g.poff[m]) * sizeof(**from));
	*nfrom = 0;
	for (k = s.g.poff[m]; k < s.g.poff[m + 1]; k++) {
		unsigned p = s.g.pred[k];
		if (dominates(&s.g, s.split, p) && !dominates(&s.g, m, p))
			(*from)[(*nfrom)++] = s.g.bb[p];
	}
	return *nfrom ? s.g.bb[m] : NULL;
}

/* A merge block nothing reaches (2.11 allows it): made after the
 * function's blocks, by lsv_cfg_finish. */
static SpvId
deadmerge(struct lsv_ctx *c)
{
	SpvId l = lsv_id(c);

	lsv_vec_push(&c->f->deadmerges, l);
	return l;
}

/* The order of switch h's cases in its OpSwitch: "if Target T1 branches
 * to Target T2, or if Target T1 branches to the Default Target and the
 * Default Target branches to Target T2, then T1 must immediately precede
 * T2 in the list of OpSwitch Target operands". The cases of one target
 * stay together, and each chain of fall-throughs is listed from its head
 * (the default, which has no place in the list, is skipped). head[] and
 * done[] are NONE and false before and after. Indices are successor
 * numbers of the terminator (0 is the default). */
static unsigned *
caseorder(struct lsv_ctx *c, const struct shape *s, unsigned h, unsigned *head, bool *done)
{
	const struct graph *g = &s->g;
	const unsigned *t = g->succ + g->soff[h];
	unsigned ns = g->soff[h + 1] - g->soff[h], i, k, m = 0, x;
	unsigned *out = lsv_alloc(&c->fn, ns * sizeof(unsigned)), *nxt = lsv_alloc(&c->fn, ns * sizeof(unsigned));

	for (i = ns; i-- > 1;) {
		nxt[i] = head[t[i]];
		head[t[i]] = i;
	}
	for (i = 1; i < ns; i++) {
		if (done[t[i]])
			continue;
		for (x = t[i]; s->fin[x] != NONE; x = s->fin[x])
			;
		for (; x != NONE; x = s->ft[x]) {
			done[x] = true;
			for (k = head[x]; k != NONE; k = nxt[k])
				out[m++] = k;
		}
	}
	for (i = 0; i < ns; i++) {
		head[t[i]] = NONE;
		done[t[i]] = false;
	}
	return out;
}

static bool
fallsthrough(const struct shape *s, unsigned h)
{
	unsigned k;

	for (k = s->g.soff[h]; k < s->g.soff[h + 1]; k++)
		if (s->ft[s->g.succ[k]] != NONE)
			return true;
	return false;
}

void
lsv_cfg_structure(struct lsv_ctx *c, LLVMValueRef f, const struct lsv_blocks *b)
{
	struct shape s;
	unsigned i, *head = NULL;
	bool *done = NULL;

	lsv_vec_init(&c->f->deadmerges, &c->fn);
	if (!analyze(c, b, &s) && LLVMGetStringAttributeAtIndex(f, LLVMAttributeFunctionIndex, LSV_STRUCTURIZED,
	                                                        (unsigned)strlen(LSV_STRUCTURIZED)))
		lsv_fail_at(c, f, "control flow that cannot be structured even after LLVM's structurizer rewrote "
		            "it (%s) is not supported for %s", s.why, c->tgt.triple);
	if (s.why)
		lsv_fail_at(c, LLVMGetBasicBlockTerminator(s.g.bb[s.at]), "control flow that cannot be structured "
		            "(%s) is not supported for %s", s.why, c->tgt.triple);
	for (i = 0; i < s.g.n; i++) {
		struct lsv_merge *m;
		bool fresh;
		uint64_t *slot;
		if (s.latch[i] == NONE && s.sel[i] == NONE)
			continue;
		m = lsv_alloc(&c->fn, sizeof(*m));
		if (s.latch[i] != NONE) {
			m->merge = s.exit[i] == DEAD ? deadmerge(c) : lsv_label(c, s.g.bb[s.exit[i]]);
			m->cont = lsv_label(c, s.g.bb[s.latch[i]]);
		}
		if (s.sel[i] == DEAD)
			m->selmerge = deadmerge(c);
		else if (s.sel[i] != NONE) {
			m->selmerge = lsv_label(c, s.g.bb[s.sel[i]]);
		}
		if (s.sw[i] && fallsthrough(&s, i)) {
			if (!head) {
				head = lsv_alloc(&c->fn, (s.g.n + 1) * sizeof(unsigned));
				done = lsv_alloc(&c->fn, (s.g.n + 1) * sizeof(bool));
				memset(head, 0xff, (s.g.n + 1) * sizeof(unsigned));
			}
			m->cases = caseorder(c, &s, i, head, done);
			m->ncases = s.g.soff[i + 1] - s.g.soff[i] - 1;
		}
		slot = lsv_map_slot(&c->f->merges, (uint64_t)(uintptr_t)s.g.bb[i], &fresh);
		*slot = (uint64_t)(uintptr_t)m;
	}
}

/* Before bb's terminator: OpLoopMerge and/or OpSelectionMerge. A loop
 * header that also branches two ways inside the loop is split: the header
 * part has the OpLoopMerge, a new block the selection. */
void
lsv_cfg_merge(struct lsv_ctx *c, LLVMBasicBlockRef bb)
{
	uint64_t got = lsv_map_get(&c->f->merges, (uint64_t)(uintptr_t)bb);
	const struct lsv_merge *m = (const struct lsv_merge *)(uintptr_t)got;

	if (!m)
		return;
	if (m->merge) {
		EMIT(c, c->f->cur, SpvOpLoopMerge, m->merge, m->cont, SpvLoopControlMaskNone);
		if (m->selmerge) {
			SpvId l = lsv_id(c);
			EMIT(c, c->f->cur, SpvOpBranch, l);
			lsv_start_block(c, l);
		}
	}
	if (m->selmerge)
		EMIT(c, c->f->cur, SpvOpSelectionMerge, m->selmerge, SpvSelectionControlMaskNone);
}

const unsigned *
lsv_cfg_cases(struct lsv_ctx *c, LLVMBasicBlockRef bb)
{
	uint64_t got = c->env->structured ? lsv_map_get(&c->f->merges, (uint64_t)(uintptr_t)bb) : 0;

	return got ? ((const struct lsv_merge *)(uintptr_t)got)->cases : NULL;
}

void
lsv_cfg_finish(struct lsv_ctx *c)
{
	uint32_t i;

	for (i = 0; i < c->f->deadmerges.n; i++) {
		EMIT(c, &c->f->body, SpvOpLabel, c->f->deadmerges.w[i]);
		EMIT0(c, &c->f->body, SpvOpUnreachable);
	}
}
