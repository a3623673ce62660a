/**
 * A service that never answers: the call hangs until the caller gives up through its abort signal, and then
 * rejects as a real fetch does. Without a signal it hangs for good.
 */
export const hangingFetch = ((_url: string | URL | Request, init?: RequestInit) =>
  new Promise<Response>((_resolve, reject) => {
    init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))
  })) as typeof fetch
