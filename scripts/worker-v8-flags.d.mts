/** The V8 flags the shop's workers start with (worker-v8-flags.mjs). */
export declare const WORKER_V8_FLAGS: readonly string[]
