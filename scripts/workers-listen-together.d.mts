import type { EventEmitter } from 'node:events'

interface MessagePort extends EventEmitter {
  send(message: unknown): unknown
}

/** In the primary: tells the warmed-up workers to listen, the first `workerCount` together, any later one at once. */
export declare function letWarmWorkersListen(cluster: EventEmitter, workerCount: number): void
/** In a worker that has warmed up: tells the primary, and resolves once the primary lets it listen. */
export declare function warmedUp(worker: MessagePort): Promise<void>
