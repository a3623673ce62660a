import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { launchChromium, waitForHydration } from './support/browser.ts'

describe('server rendering from the root actor', () => {
  const shopUrl = inject('shopUrl')
  let browser: Browser
  beforeAll(async () => {
    browser = await launchChromium()
  })
  afterAll(() => browser?.close())

  it('renders what the root actor settled on the server into the HTML', async () => {
    const html = await (await fetch(`${shopUrl}/`)).text()
    expect(html).toContain('Backend: <strong>reachable</strong>')
    expect(html).toMatch(/Greetings: (<!-- -->)?0/)
    expect(html).toContain('\\"value\\":\\"ready\\"')
  })

  it('resumes the root actor in the browser without fetching again, and it goes on from there', async () => {
    const page = await browser.newPage()
    const requests: string[] = []
    page.on('request', (request) => requests.push(new URL(request.url()).pathname))
    await page.goto(`${shopUrl}/`)
    await waitForHydration(page)
    const checkedAt = await page.locator('time').getAttribute('datetime')

    await page.getByRole('button', { name: 'Greet' }).click()
    await page.getByRole('button', { name: 'Greet' }).click()

    await expect.poll(() => page.getByRole('status').textContent()).toBe('Greetings: 2')
    expect(await page.locator('time').getAttribute('datetime')).toBe(checkedAt)
    expect(requests.filter((path) => path.includes('_serverFn') || path.includes('/health'))).toEqual([])
    await page.close()
  })
})
