import autocannon from 'autocannon'
import { spawn, type ChildProcess } from 'node:child_process'
import { afterAll, beforeAll, describe, expect, inject } from 'vitest'
import { CUFF, CUSTOMER_PASSWORD, addToCart, customerWithAddress, expectCartCount, fieldOf, openFlyout } from '../buy/support.ts'
import { visit, waitForHydration } from '../support/browser.ts'
import { test } from '../support/shop-page.ts'
import { textsOf } from '../support/texts.ts'
import { startProxy, type RunningProxy } from '../../support/nginx.ts'
import { freePorts } from '../../support/stack.ts'

/** One shop replica (`scripts/serve-shop.mjs`, one worker) on a loopback port, talking to the suite's backend. */
function shopReplica(port: number, env: Record<string, string>) {
  let child: ChildProcess | null = null
  const address = `127.0.0.1:${port}`
  return {
    address,
    start: async () => {
      child = spawn(process.execPath, ['scripts/serve-shop.mjs'], { env: { ...process.env, ...env, PORT: String(port), WEB_CONCURRENCY: '1' }, stdio: ['ignore', 'ignore', 'inherit'] })
      const deadline = Date.now() + 120_000
      for (;;) {
        if (child.exitCode !== null) throw new Error(`the replica on ${address} exited with code ${child.exitCode}`)
        const ready = await fetch(`http://${address}/readyz`).then((response) => response.ok, () => false)
        if (ready) return
        if (Date.now() > deadline) throw new Error(`the replica on ${address} was not ready within 120 s`)
        await new Promise((resolve) => setTimeout(resolve, 250))
      }
    },
    running: () => child !== null && child.exitCode === null && child.signalCode === null,
    /** SIGTERM drains, SIGKILL is a crash; resolves once the process is gone. */
    stop: async (signal: NodeJS.Signals) => {
      const running = child
      if (!running || running.exitCode !== null || running.signalCode !== null) return
      const exited = new Promise((resolve) => running.once('exit', resolve))
      running.kill(signal)
      await exited
    },
  }
}

type Replica = ReturnType<typeof shopReplica>

/** Requests each replica answered, from the proxy's access log lines `METHOD URI STATUS cache=… upstream=…`. */
function answeredBy(lines: string[], replicas: Replica[]): number[] {
  return replicas.map((replica) => lines.filter((line) => line.split(' upstream=')[1]?.split(', ').includes(replica.address)).length)
}

describe('stateless replicas behind a caching reverse proxy (nginx)', () => {
  const backendUrl = inject('backendUrl')
  let proxy: RunningProxy
  let replicas: Replica[]

  beforeAll(async () => {
    const [proxyPort, ...replicaPorts] = await freePorts(3)
    const env = { BACKEND_PORT: new URL(backendUrl).port, SHOP_ORIGIN: `http://127.0.0.1:${proxyPort}` }
    replicas = replicaPorts.map((port) => shopReplica(port, env))
    await Promise.all(replicas.map((replica) => replica.start()))
    proxy = await startProxy({ port: proxyPort!, replicas: replicas.map((replica) => replica.address) })
  }, 300_000)

  afterAll(async () => {
    await proxy?.stop()
    await Promise.all((replicas ?? []).map((replica) => replica.stop('SIGTERM')))
  })

  test('serves a public page from the proxy cache on the second request', async () => {
    const first = await fetch(`${proxy.origin}/de/c/waagen/`)
    expect(first.status).toBe(200)
    expect(first.headers.get('x-cache-status')).toMatch(/^(MISS|EXPIRED|UPDATING|STALE)$/)
    const second = await fetch(`${proxy.origin}/de/c/waagen/`)
    expect(second.headers.get('x-cache-status')).toBe('HIT')
    expect(await second.text()).toBe(await first.text())
    // A phone has its own cached copy: the device class is part of the key.
    const phone = await fetch(`${proxy.origin}/de/c/waagen/`, { headers: { 'sec-ch-ua-mobile': '?1' } })
    expect(phone.headers.get('x-cache-status')).not.toBe('HIT')
  })

  test('never keeps the cart, the account or the login page: no-store, and never a HIT', async () => {
    for (const path of ['/de/cart', '/de/order-history/', '/de/login/']) {
      for (let attempt = 0; attempt < 3; attempt++) {
        const response = await fetch(`${proxy.origin}${path}`)
        expect(response.headers.get('cache-control'), path).toBe('private, no-store')
        expect(response.headers.get('x-cache-status'), path).not.toBe('HIT')
        await response.body?.cancel()
      }
    }
  })

  test('a shopper adds to cart, logs in, changes the quantity and checks out across both replicas, one of them killed in the middle: no line lost, no error page', async ({ page }) => {
    const LL = textsOf('de')
    const { email } = await customerWithAddress(backendUrl, 'DE')
    const failures: string[] = []
    page.on('response', (response) => {
      const fromShop = response.url().startsWith(proxy.origin)
      if (fromShop && (response.status() >= 500 || (response.request().isNavigationRequest() && response.status() >= 400))) failures.push(`${response.status()} ${response.url()}`)
    })
    const logBefore = (await proxy.accessLog()).length

    await visit(page, `${proxy.origin}/de/p/${CUFF.id}/`)
    const title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? ''
    await page.getByRole('radio', { name: CUFF.size }).check()
    await addToCart(page, LL, 1)
    // The cart page is a shopper's own: every request for it reaches a replica.
    for (let visitNumber = 0; visitNumber < 3; visitNumber++) {
      await visit(page, `${proxy.origin}/de/cart`)
      await expectCartCount(page, LL, 1)
    }
    const beforeKill = answeredBy((await proxy.accessLog()).slice(logBefore), replicas)
    expect(beforeKill.every((count) => count > 0), `requests per replica before the kill: ${beforeKill}`).toBe(true)

    await replicas[0]!.stop('SIGKILL')
    const logAtKill = (await proxy.accessLog()).length

    await visit(page, `${proxy.origin}/de/login/?return=/de/p/${CUFF.id}/`)
    const login = page.getByRole('tabpanel', { name: LL.LOGIN() })
    await fieldOf(login, LL.EMAIL()).fill(email)
    await fieldOf(login, LL.PASSWORD()).fill(CUSTOMER_PASSWORD)
    await Promise.all([page.waitForURL(`${proxy.origin}/de/p/${CUFF.id}/`, { timeout: 30_000 }), login.getByRole('button', { name: LL.LOGIN() }).click()])
    await waitForHydration(page)
    await page.getByRole('button', { name: LL.MY_ACCOUNT() }).waitFor({ timeout: 15_000 })
    await expectCartCount(page, LL, 1)

    const flyout = await openFlyout(page, LL, 1)
    await flyout.getByRole('button', { name: LL.QUANTITY_INCREASE({ title: CUFF.lineOf(title) }) }).click()
    await expectCartCount(page, LL, 2)
    await Promise.all([page.waitForURL(/\/checkout\//, { timeout: 30_000 }), flyout.getByRole('button', { name: LL.CART_CHECKOUT() }).click()])
    expect(new URL(page.url()).searchParams.get('checkout[email]')).toBe(email)

    const afterKill = answeredBy((await proxy.accessLog()).slice(logAtKill), replicas)
    console.log(`Shopper's walk: requests answered per replica before the kill ${beforeKill.join(' / ')}, after ${afterKill.join(' / ')}; error pages ${failures.length}; cart lines lost 0 (1 line, quantity 2 at checkout)`)
    expect(afterKill[1]).toBeGreaterThan(0)
    expect(failures).toEqual([])
    await replicas[0]!.start()
  })

  test('a rolling restart of both replicas under 30 s of load loses no request', async () => {
    const paths = ['/de/p/1099/', '/de/cart', '/de/login/', '/de/c/blutdruckmessgeraete/']
    await Promise.all(replicas.filter((replica) => !replica.running()).map((replica) => replica.start()))
    // A shop in service is warm: every replica has rendered these pages once.
    for (const replica of replicas) for (const path of paths) await (await fetch(`http://${replica.address}${path}`)).body?.cancel()
    const logBefore = (await proxy.accessLog()).length
    // A request fails when it errs or has no answer within 20 s (this machine runs other suites beside it).
    // nginx closes a client's connection after 1,000 requests (keepalive_requests), saying so in the last answer;
    // a browser then opens a new one, while autocannon ignores `Connection: close` and writes its next request
    // into the closing socket. Its clients therefore open a new connection every 500 requests themselves.
    const load = autocannon({ url: proxy.origin, connections: 4, duration: 30, timeout: 20, reconnectRate: 500, requests: paths.map((path) => ({ method: 'GET', path })) })
    const restarts: number[] = []
    await new Promise((resolve) => setTimeout(resolve, 3_000))
    for (const replica of replicas) {
      const startedAt = Date.now()
      await replica.stop('SIGTERM')
      await replica.start()
      restarts.push(Date.now() - startedAt)
      // The proxy tries a replica it saw fail again after its fail_timeout (3 s): let it find this one back first.
      await new Promise((resolve) => setTimeout(resolve, 5_000))
    }
    const result = await load
    const logged = (await proxy.accessLog()).slice(logBefore)
    const perReplica = answeredBy(logged, replicas)
    const failed = result.errors + result.timeouts + result.non2xx
    console.log(
      `Rolling restart under load: ${result.requests.total} requests in ${result.duration} s (${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms), ` +
        `answered per replica ${perReplica.join(' / ')}, restarts took ${restarts.map((ms) => `${(ms / 1000).toFixed(1)} s`).join(' and ')}; ` +
        `failed requests ${failed} (errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx})`,
    )
    expect(restarts).toHaveLength(2)
    expect(result.requests.total).toBeGreaterThan(0)
    expect(failed, logged.filter((line) => !/ [23]\d\d cache=/.test(line)).join('\n')).toBe(0)
  })

  test('on SIGTERM a replica stops taking connections, finishes the page in flight, then exits', async () => {
    const admin = { authorization: `Bearer ${inject('adminToken')}`, 'content-type': 'application/json' }
    const replica = replicas[1]!
    if (!replica.running()) await replica.start()
    // The content platform takes 2.5 s over the next page, so the page is still being made when SIGTERM comes.
    await fetch(`${backendUrl}/admin/faults`, { method: 'POST', headers: admin, body: JSON.stringify({ target: 'page', mode: 'slow', delayMs: 2_500, count: 1 }) })
    try {
      const startedAt = Date.now()
      const inFlight = fetch(`http://${replica.address}/de/p/1131/`)
      await new Promise((resolve) => setTimeout(resolve, 1_000))
      const stopped = replica.stop('SIGTERM').then(() => Date.now() - startedAt)
      // While the page is still being made (1.5 s more), a new connection is refused once the signal has reached the workers.
      await expect.poll(() => fetch(`http://${replica.address}/healthz`).then(() => 'answered', () => 'refused'), { message: 'a new connection while draining', timeout: 1_200, interval: 100 }).toBe('refused')
      const page = await inFlight
      expect(page.status).toBe(200)
      expect(await page.text()).toContain('</html>')
      const exitedAfter = await stopped
      console.log(`Drain: the page in flight was answered, and the replica exited ${(exitedAfter / 1000).toFixed(1)} s after the request began`)
      expect(replica.running()).toBe(false)
    } finally {
      await fetch(`${backendUrl}/admin/faults`, { method: 'DELETE', headers: admin })
    }
  })
})
