/* The SIMD benchmark's harness (`cargo xtask bench-simd`; compiled by xtask
 * with kernels.h, which it writes, and linked with every variant's object).
 *
 *   harness MIN_TIME ROUNDS ROW_COLS SIZE...
 *
 * For each size n and each case (kernel, element type, mode: the
 * consecutive entries of ENTRIES with the same three names, the scalar
 * reference first) it
 *   1. checks: runs each variant once on fresh inputs and prints
 *        CHECK <kernel> <elem> <mode> <variant> <n> same
 *        CHECK <kernel> <elem> <mode> <variant> <n> differ <index> <ref> <got>
 *      comparing the bytes of its result with the reference's (strict
 *      cases and integers), or, for a reassoc case (a float sum),
 *        SUM <kernel> <elem> <mode> <variant> <n> <terms> <err> <sum_abs>
 *      with err = |result - exact| against the sum computed in long double
 *      (64-bit mantissa: the products of two floats are exact, and the
 *      sum's own error is below 2^-40 of sum_abs at 2^24 terms), sum_abs the
 *      sum of the terms' magnitudes; for row_sum the row with the largest
 *      err / sum_abs, `terms` its length. xtask judges both;
 *   2. times: calibrates each variant's repetitions so that one timed run
 *      lasts at least MIN_TIME seconds, then ROUNDS rounds, each timing
 *      every variant once (starting with a different one each round), and
 *      prints
 *        TIME <kernel> <elem> <mode> <variant> <n> <round> <ns per element>
 *      A kernel that updates its input (add1, saxpy) gets it back before
 *      each timed run, so values stay in range (no integer overflow).
 *
 * Inputs are deterministic: floats (2u - 1) * 2^k with u in [0, 1) (24 bits)
 * and k in -8..7 (mixed sign and magnitude, so a float sum depends on its
 * order), integers in -8..8. The row_sum matrix is rows x cols with cols =
 * ROW_COLS when it divides n, else n. */
#define _POSIX_C_SOURCE 200809L
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "kernels.h"

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

static void *alloc(size_t bytes) {
    void *p = aligned_alloc(64, (bytes + 63) / 64 * 64);
    if (!p) {
        fprintf(stderr, "harness: out of memory (%zu bytes)\n", bytes);
        exit(2);
    }
    return p;
}

/* splitmix64's finalizer: the i-th input of stream `seed`. */
static uint64_t mix(uint64_t i, uint64_t seed) {
    uint64_t z = i * 0x9e3779b97f4a7c15ull + seed * 0xbf58476d1ce4e5b9ull + 1;
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

static float input_f32(int64_t i, int seed) {
    uint64_t h = mix((uint64_t)i, (uint64_t)seed);
    double u = (double)(h >> 40) / 16777216.0;
    double scale = (double)(1u << (h & 15)) / 256.0;
    return (float)((2.0 * u - 1.0) * scale);
}

static int32_t input_i32(int64_t i, int seed) { return (int32_t)(mix((uint64_t)i, (uint64_t)seed) % 17) - 8; }

/* The problem of one size: buffers (a: 2n + 2 elements, b: n + 2; 4 bytes
 * each), pristine copies of the inputs, and the reference's result. */
typedef struct {
    int64_t n, rows, cols;
    void *a, *b, *a0, *b0, *ref, *out;
} problem;

#define MR(p, n) p, p, 0, (int64_t)(n), 1
#define MR2(p, r, c) p, p, 0, (int64_t)(r), (int64_t)(c), (int64_t)(c), 1

/* One element type's calls: T the C type, S its name. */
#define DEFINE_CALL(T, S)                                                                          \
    typedef void (*inplace_##S)(T *, T *, int64_t, int64_t, int64_t, int64_t);                     \
    typedef void (*axpy_##S)(T *, T *, int64_t, int64_t, int64_t, T *, T *, int64_t, int64_t,      \
                             int64_t, T, int64_t);                                                 \
    typedef T (*reduce_##S)(T *, T *, int64_t, int64_t, int64_t, T *, T *, int64_t, int64_t,       \
                            int64_t, int64_t);                                                     \
    typedef void (*map_##S)(T *, T *, int64_t, int64_t, int64_t, T *, T *, int64_t, int64_t,       \
                            int64_t, int64_t);                                                     \
    typedef void (*rows_##S)(T *, T *, int64_t, int64_t, int64_t, int64_t, int64_t, T *, T *,      \
                             int64_t, int64_t, int64_t, int64_t, int64_t);                         \
    static void fill_##S(problem *p) {                                                             \
        T *a = p->a0, *b = p->b0;                                                                  \
        for (int64_t i = 0; i < 2 * p->n + 2; i++) a[i] = input_##S(i, 1);                        \
        for (int64_t i = 0; i < p->n + 2; i++) b[i] = input_##S(i, 2);                            \
    }                                                                                              \
    /* Calls e once; a reduction's value goes to *ret. */                                          \
    static void call_##S(const entry *e, const problem *p, T *ret) {                               \
        T *a = p->a, *b = p->b;                                                                    \
        int64_t n = p->n;                                                                          \
        switch (e->shape) {                                                                        \
        case SHAPE_INPLACE: ((inplace_##S)e->fn)(MR(a, n), n); break;                              \
        case SHAPE_AXPY: ((axpy_##S)e->fn)(MR(a, n), MR(b, n), (T)3, n); break;                    \
        case SHAPE_REDUCE: *ret = ((reduce_##S)e->fn)(MR(a, n), MR(b, n), n); break;               \
        case SHAPE_MAP: ((map_##S)e->fn)(MR(a, 2 * n + 2), MR(b, n), n); break;                    \
        default: ((rows_##S)e->fn)(MR2(a, p->rows, p->cols), MR(b, p->rows), p->rows, p->cols);   \
        }                                                                                          \
    }                                                                                              \
    static volatile T sink_##S;                                                                    \
    static void repeat_##S(const entry *e, const problem *p, int64_t reps) {                       \
        T r = 0;                                                                                   \
        for (int64_t k = 0; k < reps; k++) call_##S(e, p, &r);                                     \
        sink_##S = r;                                                                              \
    }

typedef float f32;
typedef int32_t i32;
DEFINE_CALL(f32, f32)
DEFINE_CALL(i32, i32)

static void restore(const problem *p) {
    memcpy(p->a, p->a0, (size_t)(2 * p->n + 2) * 4);
    memcpy(p->b, p->b0, (size_t)(p->n + 2) * 4);
}

/* Runs e once on fresh inputs; copies its result to `out`, returns its bytes. */
static size_t result(const entry *e, const problem *p, void *out) {
    restore(p);
    f32 rf = 0;
    i32 ri = 0;
    if (e->is_float)
        call_f32(e, p, &rf);
    else
        call_i32(e, p, &ri);
    switch (e->shape) {
    case SHAPE_INPLACE: memcpy(out, p->a, (size_t)p->n * 4); return (size_t)p->n * 4;
    case SHAPE_REDUCE: memcpy(out, e->is_float ? (void *)&rf : (void *)&ri, 4); return 4;
    case SHAPE_ROWS: memcpy(out, p->b, (size_t)p->rows * 4); return (size_t)p->rows * 4;
    default: memcpy(out, p->b, (size_t)p->n * 4); return (size_t)p->n * 4;
    }
}

/* err and sum_abs of `got`, a float sum of the terms x[k] (times y[k] if y). */
static void sum_error(float got, const float *x, const float *y, int64_t terms, long double *err,
                      long double *sum_abs) {
    long double exact = 0, abs_sum = 0;
    for (int64_t k = 0; k < terms; k++) {
        long double t = y ? (long double)x[k] * (long double)y[k] : (long double)x[k];
        exact += t;
        abs_sum += t < 0 ? -t : t;
    }
    long double d = (long double)got - exact;
    *err = d < 0 ? -d : d;
    *sum_abs = abs_sum;
}

/* Compares e's result with the reference's (p->ref), byte for byte. */
static void check(const entry *e, const problem *p) {
    size_t bytes = result(e, p, p->out);
    printf("CHECK %s %s %s %s %lld ", e->kernel, e->elem, e->mode, e->variant, (long long)p->n);
    if (!memcmp(p->out, p->ref, bytes)) {
        printf("same\n");
        return;
    }
    size_t i = 0;
    while (i + 4 <= bytes && !memcmp((char *)p->out + i, (char *)p->ref + i, 4)) i += 4;
    if (e->is_float)
        printf("differ %zu %.9g %.9g\n", i / 4, (double)((f32 *)p->ref)[i / 4], (double)((f32 *)p->out)[i / 4]);
    else
        printf("differ %zu %d %d\n", i / 4, ((i32 *)p->ref)[i / 4], ((i32 *)p->out)[i / 4]);
}

/* Prints e's error against the exact sum (a reassoc case). */
static void check_sum(const entry *e, const problem *p) {
    result(e, p, p->out);
    const f32 *got = p->out, *a = p->a, *b = p->b;
    long double err = 0, sum_abs = 0;
    int64_t terms;
    if (e->shape == SHAPE_REDUCE) {
        terms = p->n;
        sum_error(got[0], a, b, terms, &err, &sum_abs);
    } else {
        terms = p->cols;
        long double worst = -1;
        for (int64_t r = 0; r < p->rows; r++) {
            long double er, sa;
            sum_error(got[r], a + r * p->cols, NULL, p->cols, &er, &sa);
            long double ratio = sa > 0 ? er / sa : er;
            if (ratio > worst) worst = ratio, err = er, sum_abs = sa;
        }
    }
    printf("SUM %s %s %s %s %lld %lld %.6Le %.6Le\n", e->kernel, e->elem, e->mode, e->variant, (long long)p->n,
           (long long)terms, err, sum_abs);
}

static double timed(const entry *e, const problem *p, int64_t reps) {
    if (e->shape == SHAPE_INPLACE || e->shape == SHAPE_AXPY) restore(p);
    double t0 = now();
    if (e->is_float)
        repeat_f32(e, p, reps);
    else
        repeat_i32(e, p, reps);
    return now() - t0;
}

#define MAX_VARIANTS 8

/* Checks and times the case of entries [first, first + count). */
static void run_case(const entry *first, int count, problem *p, double min_time, int rounds) {
    if (first->is_float)
        fill_f32(p);
    else
        fill_i32(p);
    int reassoc = !strcmp(first->mode, "reassoc");
    result(first, p, p->ref);
    for (int v = 0; v < count; v++) {
        if (reassoc)
            check_sum(first + v, p);
        else
            check(first + v, p);
    }
    int64_t reps[MAX_VARIANTS];
    for (int v = 0; v < count; v++) {
        reps[v] = 1;
        for (;;) {
            double t = timed(first + v, p, reps[v]);
            if (t >= min_time) break;
            double grow = t > 0 ? 1.2 * min_time / t : 16;
            reps[v] = (int64_t)((double)reps[v] * (grow < 2 ? 2 : grow > 16 ? 16 : grow));
        }
    }
    for (int r = 0; r < rounds; r++) {
        for (int j = 0; j < count; j++) {
            int v = (r + j) % count;
            const entry *e = first + v;
            double t = timed(e, p, reps[v]);
            printf("TIME %s %s %s %s %lld %d %.6f\n", e->kernel, e->elem, e->mode, e->variant, (long long)p->n, r,
                   t / ((double)reps[v] * (double)p->n) * 1e9);
        }
    }
    fflush(stdout);
}

static int same_case(const entry *a, const entry *b) {
    return !strcmp(a->kernel, b->kernel) && !strcmp(a->elem, b->elem) && !strcmp(a->mode, b->mode);
}

int main(int argc, char **argv) {
    if (argc < 5) {
        fprintf(stderr, "usage: harness MIN_TIME ROUNDS ROW_COLS SIZE...\n");
        return 2;
    }
    double min_time = atof(argv[1]);
    int rounds = atoi(argv[2]);
    int64_t row_cols = atoll(argv[3]);
    const int entries = (int)(sizeof(ENTRIES) / sizeof(ENTRIES[0]));
    for (int s = 4; s < argc; s++) {
        problem p = {.n = atoll(argv[s])};
        p.cols = p.n % row_cols == 0 ? row_cols : p.n;
        p.rows = p.n / p.cols;
        size_t a_bytes = (size_t)(2 * p.n + 2) * 4, b_bytes = (size_t)(p.n + 2) * 4;
        p.a = alloc(a_bytes), p.a0 = alloc(a_bytes), p.b = alloc(b_bytes), p.b0 = alloc(b_bytes);
        p.ref = alloc(b_bytes), p.out = alloc(b_bytes);
        printf("SIZE %lld %lld %lld\n", (long long)p.n, (long long)p.rows, (long long)p.cols);
        for (int k = 0; k < entries;) {
            int count = 1;
            while (k + count < entries && same_case(&ENTRIES[k], &ENTRIES[k + count])) count++;
            if (count > MAX_VARIANTS) {
                fprintf(stderr, "harness: more than %d variants\n", MAX_VARIANTS);
                return 2;
            }
            run_case(&ENTRIES[k], count, &p, min_time, rounds);
            k += count;
        }
        free(p.a), free(p.a0), free(p.b), free(p.b0), free(p.ref), free(p.out);
    }
    return 0;
}
