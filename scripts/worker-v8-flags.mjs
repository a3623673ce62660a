// V8's young generation sized for server rendering. A page allocates a few megabytes of short-lived objects
// (elements, snapshots, strings); with V8's default semi-space of 16 MB they were scavenged several times per
// page and partly promoted to the old generation. With 64 MB a cold page costs the worker about an eighth less
// CPU (docs/adr/0018-worker-young-generation.md); it costs each worker up to about 100 MB more memory.
export const WORKER_V8_FLAGS = ['--max-semi-space-size=64']
