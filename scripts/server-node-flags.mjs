// Node flags the server runs with, shared by `npm start` and the benchmarks so they measure the same
// process. A small young generation keeps memory near 90 MB at the same throughput
// (docs/decisions/010-server-memory.md).
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=2'];
