import { chromium, type Browser, type Page, type Response } from 'playwright-core'
import { CHROMIUM_FLAGS } from '../../support/chromium.ts'

/** Debian's Chromium, with the flags this closed network needs. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_FLAGS })
}

/**
 * Resolves once the router has hydrated the server-rendered page and React has begun hydrating it, so clicks reach
 * React: from `hydrateRoot` on, React hydrates at once what a shopper's click or key lands on. The router hydrates a
 * task before React does (`app/client.tsx`); React marks the document it hydrates with a key of its own.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => !('$_TSR' in window) && Object.keys(document).some((key) => key.startsWith('__reactContainer$')))
}

/** Opens `url` and waits until the shopper can use it; the response tells the status it was served with. */
export async function visit(page: Page, url: string): Promise<Response | null> {
  const response = await page.goto(url)
  await waitForHydration(page)
  return response
}
