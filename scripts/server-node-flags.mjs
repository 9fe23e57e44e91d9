// How the server process is started, shared by `npm start` and the benchmarks so they measure the same
// process (docs/decisions/010-server-memory.md).

/**
 * A small young generation keeps memory near 90 MB at the same throughput. A stated old-generation
 * limit makes V8 grow the heap in smaller steps: without one (Node derives ~4 GB from this machine's
 * memory) the heap let server-rendered pages' garbage pile up to ~140 MB of RSS before collecting
 * it; with 256 MB, six times the live heap after page traffic, ~122 MB at the same throughput.
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=2', '--max-old-space-size=256'];

/**
 * glibc's malloc, read at process start. With its adaptive threshold, the few-MB buffers scrypt
 * allocates for each password check end up in per-thread arenas that keep them after use (+25–40 MB
 * of RSS after a burst of wallet payments); a fixed 1 MB threshold maps and unmaps them instead.
 * Two arenas instead of glibc's default of eight per core: every thread that mallocs (V8's compiler
 * and GC helpers, libuv's pool) otherwise gets an arena of its own, whose freed pages stay in RSS; on
 * a first start, seeding and compiling left ~11 MB in five such arenas (decision 010). Ignored by
 * other C libraries. Under `npm start` a value already in the environment wins.
 */
export const SERVER_ENV = { MALLOC_MMAP_THRESHOLD_: '1048576', MALLOC_ARENA_MAX: '2' };
