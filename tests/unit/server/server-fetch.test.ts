import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serverFetch } from '../../../app/server/server-fetch.ts'
import { exchange } from '../../../services/http.ts'

let server: Server
let origin = ''
const received: Array<{ method?: string; body: string; contentType?: string }> = []
let dropped = 0

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      received.push({ method: request.method, body: Buffer.concat(chunks).toString('utf8'), contentType: request.headers['content-type'] })
      if (request.url === '/page') return void response.writeHead(200, { 'content-type': 'application/json' }).end('{"title":"Blutdruckmessgerät"}')
      if (request.url === '/gzip') return void response.writeHead(200, { 'content-encoding': 'gzip' }).end(gzipSync('{"title":"Waga łazienkowa"}'))
      if (request.url === '/missing') return void response.writeHead(404, 'Not Found').end('{}')
      // The first call on a kept-alive connection finds it closed, as when the service's idle timeout ends it.
      if (request.url === '/closed-once' && dropped++ === 0) return void request.socket.destroy()
      if (request.url === '/closed-once') return void response.writeHead(200).end('{"title":"Termometr"}')
      // '/hang': no reply at all
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

describe("the server's calls to the content platform", () => {
  const call = serverFetch(300)

  it('reads a JSON reply, with its status, as an exchange does with fetch', async () => {
    const reply = await exchange(call, `${origin}/page`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"url":"/de/"}' })
    expect(reply).toMatchObject({ status: 200, ok: true, body: { title: 'Blutdruckmessgerät' } })
    expect(received.at(-1)).toEqual({ method: 'POST', body: '{"url":"/de/"}', contentType: 'application/json' })
  })

  it('makes a call once more on a new connection when the kept-alive one it took was closed, and only once', async () => {
    await exchange(call, `${origin}/page`, { method: 'GET' })
    const reply = await exchange(call, `${origin}/closed-once`, { method: 'POST', body: '{"url":"/pl/"}' })
    expect(reply).toMatchObject({ status: 200, body: { title: 'Termometr' } })
    expect(dropped).toBe(2)
  })

  it('decodes a compressed reply', async () => {
    expect((await exchange(call, `${origin}/gzip`, { method: 'GET' })).body).toEqual({ title: 'Waga łazienkowa' })
  })

  it('gives a reply other than 2xx as it is, not as a failure of the call', async () => {
    expect(await exchange(call, `${origin}/missing`, { method: 'GET' })).toMatchObject({ status: 404, ok: false, statusText: 'Not Found' })
  })

  it('fails a call that outlasts its timeout, as a network failure', async () => {
    expect(await exchange(call, `${origin}/hang`, { method: 'GET' })).toMatchObject({ status: 0, ok: false, statusText: 'No reply within 300 ms' })
  })

  it("stops a call when the caller's own signal aborts", async () => {
    const caller = new AbortController()
    const pending = serverFetch(5_000)(`${origin}/hang`, { method: 'GET', signal: caller.signal })
    caller.abort()
    await expect(pending).rejects.toThrow(/abort/i)
  })

  it('refuses a body that is not text rather than sending it wrong', async () => {
    await expect(call(`${origin}/page`, { method: 'POST', body: new URLSearchParams({ a: '1' }) })).rejects.toThrow('A call sends its body as text')
  })
})
