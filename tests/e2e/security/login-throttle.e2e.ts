import { afterAll, beforeAll, describe, expect } from 'vitest'
import { startStack, type RunningStack } from '../../support/stack.ts'
import { CUSTOMER_PASSWORD, customerWithAddress, fieldOf } from '../buy/support.ts'
import { visit } from '../support/browser.ts'
import { test } from '../support/shop-page.ts'
import { textsOf } from '../support/texts.ts'

/**
 * A shop of its own in one process, as the counts are kept per process, whose limit (and the platform's) passes
 * in under a minute rather than the default quarter of an hour: long enough to hold all 50 guesses.
 */
const WINDOW_SECONDS = 45
const PER_ACCOUNT = 10

describe('guessing passwords is limited', () => {
  let stack: RunningStack
  beforeAll(async () => {
    stack = await startStack({ quiet: true, env: { WEB_CONCURRENCY: '1', BACKEND_LOGIN_WINDOW_SECONDS: String(WINDOW_SECONDS), LOGIN_THROTTLE_SECONDS: String(WINDOW_SECONDS), LOGIN_ATTEMPTS_PER_ACCOUNT: String(PER_ACCOUNT), LOGIN_ATTEMPTS_PER_ADDRESS: '40' } })
  })
  afterAll(() => stack?.stop())

  test('after 50 wrong passwords the login form says to try again in a minute, in the shopper’s language; after the wait the right password logs in', async ({ page }) => {
    const LL = textsOf('de')
    const { email } = await customerWithAddress(stack.backendUrl, 'DE')
    await visit(page, `${stack.shopUrl}/de/login/`)
    const login = page.getByRole('tabpanel', { name: LL.LOGIN() })
    await fieldOf(login, LL.EMAIL()).fill(email)
    const alerts: string[] = []
    // The window starts when the first refusal is counted, at the latest when its answer has arrived.
    let firstRefusalAt = 0
    for (let attempt = 1; attempt <= 50; attempt += 1) {
      await fieldOf(login, LL.PASSWORD()).fill(`Wrong-Guess-${attempt}`)
      await Promise.all([page.waitForResponse((response) => response.url().includes('/_serverFn/') && response.request().method() === 'POST'), login.getByRole('button', { name: LL.LOGIN() }).click()])
      firstRefusalAt ||= Date.now()
      await expect.poll(() => login.getByRole('alert').textContent()).not.toBe('')
      alerts.push((await login.getByRole('alert').textContent()) ?? '')
    }
    // The first refusals say the credentials are wrong; past the limit, to wait, without asking the platform.
    expect(alerts.slice(0, PER_ACCOUNT)).toEqual(Array(PER_ACCOUNT).fill(LL.LOGIN_FAILED()))
    expect(alerts.at(-1)).toBe(LL.LOGIN_THROTTLED({ minutes: 1 }))
    // Even the right password waits for the limit to pass.
    await fieldOf(login, LL.PASSWORD()).fill(CUSTOMER_PASSWORD)
    await Promise.all([page.waitForResponse((response) => response.url().includes('/_serverFn/') && response.request().method() === 'POST'), login.getByRole('button', { name: LL.LOGIN() }).click()])
    await expect.poll(() => login.getByRole('alert').textContent()).toBe(LL.LOGIN_THROTTLED({ minutes: 1 }))

    await new Promise((resolve) => setTimeout(resolve, firstRefusalAt + (WINDOW_SECONDS + 1) * 1_000 - Date.now()))
    await Promise.all([page.waitForURL(`${stack.shopUrl}/de/`, { timeout: 15_000 }), login.getByRole('button', { name: LL.LOGIN() }).click()])
  }, 600_000)

})
