// The first workers of the production server take connections together, once all have rendered their warm-up
// pages: the shop answers only at full strength, so a readiness probe never sends traffic to one worker while
// another still compiles and renders on the same cores. A worker started later, in place of one that died,
// listens as soon as it has warmed up.

/** In the primary: tells the warmed-up workers to listen, the first `workerCount` together, any later one at once. */
export function letWarmWorkersListen(cluster, workerCount) {
  let waiting = []
  let started = false
  cluster.on('message', (worker, message) => {
    if (message?.kind !== 'warmed') return
    waiting.push(worker)
    if (!started && waiting.length < workerCount) return
    started = true
    for (const warmed of waiting) warmed.send({ kind: 'listen' })
    waiting = []
  })
}

/** In a worker that has warmed up: tells the primary, and resolves once the primary lets it listen. */
export function warmedUp(worker) {
  return new Promise((resolve) => {
    worker.on('message', (message) => message?.kind === 'listen' && resolve())
    worker.send({ kind: 'warmed' })
  })
}
