import type { Browser } from 'playwright-core'
import { i18nObject } from '../../i18n/i18n-util.ts'
import { loadLocale } from '../../i18n/i18n-util.sync.ts'

export interface AddToCartLatency {
  runs: number
  /** Click → the header's cart count shows the new quantity (the optimistic update). */
  countMedianMs: number
  countP95Ms: number
  /** Click → the platform confirmed the line (the quantity cookie is written when the checkout settles). */
  confirmedMedianMs: number
  confirmedP95Ms: number
}

const percentile = (values: number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]! * 10) / 10
}

/**
 * The timing code that runs in the page, as source text: the TypeScript runner would otherwise add helpers
 * (function names) that do not exist in the page. The count is timed at the DOM change itself; the quantity
 * cookie has no event, so it is polled each frame.
 */
const inPageTiming = (addLabel: string, oneItem: string) => `new Promise((resolve) => {
  const add = [...document.querySelectorAll('button')].find((button) => button.textContent.trim() === ${JSON.stringify(addLabel)});
  const shown = () => [...document.querySelectorAll('.header-icon--cart')].some((element) => element.textContent.includes(${JSON.stringify(oneItem)}));
  let countAt = null;
  const observer = new MutationObserver(() => { if (countAt === null && shown()) countAt = performance.now() - start; });
  observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  const start = performance.now();
  const check = () => {
    if (countAt !== null && document.cookie.split('; ').includes('cart_quantity=1')) { observer.disconnect(); resolve({ count: countAt, confirmed: performance.now() - start }); return; }
    requestAnimationFrame(check);
  };
  add.click();
  check();
})`

/**
 * Interaction latency of add to cart on a product page (issue 8): each run opens a fresh browser context (an
 * empty cart), waits until the page has hydrated, clicks "Add to cart" and times, inside the page, the header's
 * cart count changing and the platform's confirmation.
 */
export async function measureAddToCartLatency(browser: Browser, shopUrl: string, path = '/pl/p/1002/', runs = 10): Promise<AddToCartLatency> {
  loadLocale('pl')
  const LL = i18nObject('pl')
  const addLabel = LL.ADD_TO_CART()
  const emptyCart = LL.CART_WITH_COUNT({ count: 0 })
  const oneItem = LL.CART_WITH_COUNT({ count: 1 })
  const count: number[] = []
  const confirmed: number[] = []
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext()
    const page = await context.newPage()
    await page.goto(`${shopUrl}${path}`, { waitUntil: 'networkidle' })
    await page.getByRole('button', { name: emptyCart, exact: true }).waitFor()
    // Hydrated: a first visitor has no cart until the first addition makes one (docs/adr/0012).
    await page.waitForFunction(() => !('$_TSR' in window))
    const timing = (await page.evaluate(inPageTiming(addLabel, oneItem))) as { count: number; confirmed: number }
    count.push(timing.count)
    confirmed.push(timing.confirmed)
    await context.close()
  }
  return {
    runs,
    countMedianMs: percentile(count, 0.5),
    countP95Ms: percentile(count, 0.95),
    confirmedMedianMs: percentile(confirmed, 0.5),
    confirmedP95Ms: percentile(confirmed, 0.95),
  }
}
