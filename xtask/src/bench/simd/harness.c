/* The SIMD benchmark's timing harness (`cargo xtask bench-simd`).
 *
 * Every variant of every kernel (kernels.h, written by xtask: the scalar
 * and vectorized MLIR lowered to LLVM IR, and the C peers) is called with
 * MLIR's expanded memref descriptors. For each size the harness first runs
 * a kernel once on a fresh deterministic input and prints a checksum of
 * what it wrote (or returned), so variants can be compared; then it times
 * repeated calls (doubling the repetitions until a run lasts --min-time
 * seconds, best of three) and prints elements/ns and GB/s. It also measures
 * the machine's memory bandwidth (copy and triad over arrays far larger
 * than the caches, for each access shape of the kernels), and the exact
 * dot product of each size (in double: the inputs are small integers), which
 * the float variants are judged against. Output lines:
 *   RESULT <kernel> <elem> <variant> <n> <elements/ns> <GB/s> <checksum>
 *   BANDWIDTH <shape> <GB/s>
 *   EXACT dot <n> <value>
 */
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
        exit(1);
    }
    return p;
}

#define MR(p, n) p, p, 0, (int64_t)(n), 1

/* One element type's runner: T the C type, S its name in the entry table. */
#define DEFINE_RUNNER(T, S)                                                                 \
    typedef void (*inplace_##S)(T *, T *, int64_t, int64_t, int64_t, int64_t);              \
    typedef void (*map_##S)(T *, T *, int64_t, int64_t, int64_t, T *, T *, int64_t, int64_t, \
                            int64_t, int64_t);                                              \
    typedef void (*axpy_##S)(T *, T *, int64_t, int64_t, int64_t, T *, T *, int64_t, int64_t, \
                             int64_t, T, int64_t);                                          \
    typedef T (*reduce_##S)(T *, T *, int64_t, int64_t, int64_t, T *, T *, int64_t, int64_t, \
                            int64_t, int64_t);                                              \
    static void init_##S(T *p, int64_t n, int seed) {                                      \
        for (int64_t i = 0; i < n; i++) p[i] = (T)((i * 7 + seed) % 17) - (T)8;             \
    }                                                                                       \
    static T call_##S(const entry *e, T *a, T *b, int64_t n) {                              \
        if (!strcmp(e->shape, "INPLACE")) {                                                 \
            ((inplace_##S)e->fn)(MR(a, n), n);                                              \
        } else if (!strcmp(e->shape, "MAP")) {                                              \
            ((map_##S)e->fn)(MR(a, 2 * n + 2), MR(b, n), n);                                \
        } else if (!strcmp(e->shape, "AXPY")) {                                             \
            ((axpy_##S)e->fn)(MR(a, n), MR(b, n), (T)3, n);                                 \
        } else {                                                                            \
            return ((reduce_##S)e->fn)(MR(a, n), MR(b, n), n);                              \
        }                                                                                   \
        return (T)0;                                                                        \
    }                                                                                       \
    static double checksum_##S(const entry *e, T *a, T *b, int64_t n) {                     \
        init_##S(a, 2 * n + 2, 1);                                                          \
        init_##S(b, n + 2, 2);                                                              \
        T r = call_##S(e, a, b, n);                                                         \
        if (!strcmp(e->shape, "REDUCE")) return (double)r;                                  \
        T *out = !strcmp(e->shape, "INPLACE") ? a : b;                                      \
        double s = 0;                                                                       \
        for (int64_t i = 0; i < n; i++) s += (double)out[i] * (double)((i % 5) + 1);        \
        return s;                                                                           \
    }                                                                                       \
    static volatile T sink_##S;                                                             \
    static double time_##S(const entry *e, T *a, T *b, int64_t n, double min_time) {        \
        double best = 1e300;                                                                \
        for (int round = 0; round < 3; round++) {                                           \
            int64_t reps = 1;                                                               \
            for (;;) {                                                                      \
                init_##S(a, 2 * n + 2, 1);                                                  \
                init_##S(b, n + 2, 2);                                                      \
                double t0 = now();                                                          \
                for (int64_t r = 0; r < reps; r++) sink_##S = call_##S(e, a, b, n);         \
                double dt = now() - t0;                                                     \
                if (dt >= min_time) {                                                       \
                    if (dt / (double)reps < best) best = dt / (double)reps;                 \
                    break;                                                                  \
                }                                                                           \
                reps *= 2;                                                                  \
            }                                                                               \
        }                                                                                   \
        return best;                                                                        \
    }

DEFINE_RUNNER(float, f32)
DEFINE_RUNNER(int32_t, i32)

static volatile float bandwidth_sink;

/* The machine's memory bandwidth for the kernels' access shapes, each over
 * 256 MB arrays (far larger than the caches), best of five, counted as the
 * kernels count their bytes (each element read or written once; a store to
 * a line not read pays for reading it too, which shows as a lower rate):
 *   read    s += a[i] * b[i]          (dot: 8 bytes an element; on uint32_t,
 *                                      which the compiler may vectorize)
 *   update  a[i] += 1                 (add1: 8)
 *   copy    b[i] = a[i]               (relu, stencil3, gather2: 8)
 *   axpy    b[i] += 3 * a[i]          (saxpy: 12) */
static void bandwidth(void) {
    const int64_t n = 64 << 20;
    float *a = alloc(n * sizeof(float)), *b = alloc(n * sizeof(float));
    for (int64_t i = 0; i < n; i++) a[i] = 1.0f, b[i] = 2.0f;
    double best[4] = {1e300, 1e300, 1e300, 1e300};
    for (int round = 0; round < 5; round++) {
        double t[5];
        const uint32_t *ai = (const uint32_t *)a, *bi = (const uint32_t *)b;
        uint32_t s = 0;
        /* The barriers keep the compiler from dropping stores nothing reads. */
        t[0] = now();
        for (int64_t i = 0; i < n; i++) s += ai[i] * bi[i];
        t[1] = now();
        for (int64_t i = 0; i < n; i++) a[i] += 1.0f;
        __asm__ volatile("" : : "r"(a) : "memory");
        t[2] = now();
        for (int64_t i = 0; i < n; i++) b[i] = a[i];
        __asm__ volatile("" : : "r"(b) : "memory");
        t[3] = now();
        for (int64_t i = 0; i < n; i++) b[i] += 3.0f * a[i];
        __asm__ volatile("" : : "r"(b) : "memory");
        t[4] = now();
        bandwidth_sink += (float)s + b[round];
        for (int k = 0; k < 4; k++)
            if (t[k + 1] - t[k] < best[k]) best[k] = t[k + 1] - t[k];
    }
    const char *names[4] = {"read", "update", "copy", "axpy"};
    const double bytes[4] = {8, 8, 8, 12};
    for (int k = 0; k < 4; k++) printf("BANDWIDTH %s %.2f\n", names[k], bytes[k] * (double)n / best[k] * 1e-9);
    free(a), free(b);
}

int main(int argc, char **argv) {
    /* harness MIN_TIME SIZE... */
    if (argc < 3) {
        fprintf(stderr, "usage: harness MIN_TIME SIZE...\n");
        return 2;
    }
    double min_time = atof(argv[1]);
    bandwidth();
    for (int s = 2; s < argc; s++) {
        int64_t n = atoll(argv[s]);
        void *a = alloc((size_t)(2 * n + 2) * 4), *b = alloc((size_t)(n + 2) * 4);
        {
            float *x = a, *y = b;
            init_f32(x, n, 1);
            init_f32(y, n, 2);
            double exact = 0;
            for (int64_t i = 0; i < n; i++) exact += (double)x[i] * (double)y[i];
            printf("EXACT dot %lld %.17g\n", (long long)n, exact);
        }
        for (size_t k = 0; k < sizeof(ENTRIES) / sizeof(ENTRIES[0]); k++) {
            const entry *e = &ENTRIES[k];
            double sum, dt;
            if (e->is_float) {
                sum = checksum_f32(e, a, b, n);
                dt = time_f32(e, a, b, n, min_time);
            } else {
                sum = checksum_i32(e, a, b, n);
                dt = time_i32(e, a, b, n, min_time);
            }
            printf("RESULT %s %s %s %lld %.4f %.2f %.17g\n", e->kernel, e->elem, e->variant, (long long)n,
                   (double)n / dt * 1e-9, (double)n * e->bytes / dt * 1e-9, sum);
            fflush(stdout);
        }
        free(a), free(b);
    }
    return 0;
}
