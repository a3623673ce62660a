/**
 * A pause that lets the browser run what waits (input, a frame) before the shop goes on: evaluating the shop's
 * modules takes tens of milliseconds on a phone, and one task doing all of it blocks the page that long
 * (docs/adr/0017-evaluation-in-tasks.md). On the server nothing waits.
 */
export const yieldToBrowser = (): Promise<void> => (import.meta.env.SSR ? Promise.resolve() : new Promise((resolve) => setTimeout(resolve, 0)))
