/**
 * The visual check (`npm run screenshots`): every page type of the shop at a phone's and a desktop's width in
 * two editions, as full-page pictures to be looked at before a change to the shop's look is called done.
 * It starts its own backend and production shop on free ports (build first: the npm script does), and writes
 * `{edition}-{width}-{page}.png` into the folder given as its argument, by default `tests/visual/shots/`.
 */
import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { EDITION_ROUTES, type EditionKey } from '../../app.config.ts'
import { CUSTOMER_PASSWORD, customerWithAddress, expectCartCount, fieldOf } from '../e2e/buy/support.ts'
import { launchChromium, waitForHydration } from '../e2e/support/browser.ts'
import { textsOf } from '../e2e/support/texts.ts'
import { startStack } from '../support/stack.ts'

const WIDTHS = [390, 1280] as const
const EDITIONS: Array<{ edition: EditionKey; country: string; bundle: string; campaign: string; phrase: string }> = [
  { edition: 'de', country: 'DE', bundle: 'blutdruck-starter-set', campaign: 'winteraktion', phrase: 'Blutdruck' },
  { edition: 'uk', country: 'GB', bundle: 'blood-pressure-starter-set', campaign: 'winter-campaign', phrase: 'blood pressure' },
]
/** A cuff in sizes, whose product page has every section, put into the cart before the cart is shown. */
const PRODUCT_ID = '1099'

type Edition = (typeof EDITIONS)[number]

/** The page types (issue 20's list), each as the address a shopper of the edition opens. */
function pagesOf({ edition, bundle, campaign, phrase }: Edition): Array<{ name: string; path: string; customer?: boolean }> {
  const routes = EDITION_ROUTES[edition]
  return [
    { name: 'home', path: `/${edition}/` },
    { name: 'category', path: `/${edition}/c/${edition === 'de' ? 'blutdruckmessgeraete' : 'blood-pressure-monitors'}/` },
    { name: 'product', path: `/${edition}/p/${PRODUCT_ID}/` },
    { name: 'bundle', path: `/${edition}/b/${bundle}/` },
    { name: 'search', path: `${routes.searchRoute}?searchPhrase=${encodeURIComponent(phrase)}` },
    { name: 'cart', path: routes.cartRoute },
    { name: 'favourites', path: routes.favoritesRoute },
    { name: 'login', path: `/${edition}/login/` },
    { name: 'error', path: `/${edition}/no-such-page/` },
    { name: 'campaign', path: `/${edition}/${campaign}/` },
    { name: 'order-history', path: `/${edition}/order-history/`, customer: true },
    { name: 'personal', path: `/${edition}/personal/`, customer: true },
    { name: 'address', path: `/${edition}/address/`, customer: true },
    { name: 'change-password', path: `/${edition}/change-password/`, customer: true },
  ]
}

/** A tab of the width whose cart holds the cuff in one size and the starter set, and, for the account pages, a logged-in customer. */
async function tabOf(browser: Browser, shopUrl: string, backendUrl: string, { edition, country, bundle }: Edition, width: number): Promise<Page> {
  const LL = textsOf(edition)
  const page = await newTab(browser, width)
  await page.goto(`${shopUrl}/${edition}/p/${PRODUCT_ID}/`)
  await waitForHydration(page)
  await page.getByRole('radio', { name: /^M \(/ }).check()
  await page.getByRole('button', { name: LL.ADD_TO_CART(), exact: true }).click()
  await expectCartCount(page, LL, 1)
  // The starter set beside it, so the cart shows a bundle's saving on its lines.
  await page.goto(`${shopUrl}/${edition}/b/${bundle}/`)
  await waitForHydration(page)
  await page.getByRole('group', { name: `${LL.SIZE()} *` }).getByRole('radio').nth(1).check()
  await page.getByRole('button', { name: LL.BUNDLE_ADD_TO_CART() }).click()
  await expectCartCount(page, LL, 3)
  const { email } = await customerWithAddress(backendUrl, country)
  await page.goto(`${shopUrl}/${edition}/login/`)
  await waitForHydration(page)
  const login = page.getByRole('tabpanel', { name: LL.LOGIN() })
  await fieldOf(login, LL.EMAIL()).fill(email)
  await fieldOf(login, LL.PASSWORD()).fill(CUSTOMER_PASSWORD)
  await login.getByRole('button', { name: LL.LOGIN() }).click()
  await page.waitForURL((url) => !url.pathname.includes('/login/'), { timeout: 15_000 })
  return page
}

/** A tab of its own (cookies, storage) at the width; a busy machine gets a minute per step. */
async function newTab(browser: Browser, width: number): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width, height: 900 }, bypassCSP: true })).newPage()
  page.setDefaultTimeout(60_000)
  page.setDefaultNavigationTimeout(60_000)
  return page
}

async function shoot(page: Page, url: string, file: string, ready?: () => Promise<void>): Promise<string> {
  const response = await page.goto(url, { waitUntil: 'domcontentloaded' })
  await waitForHydration(page)
  // The cart's lines load once the page has resumed the stored checkout: the picture shows them, not the wait.
  await ready?.()
  // An account screen loads the customer's data in the browser: the picture shows the data, not the wait for it.
  await page.locator('.account-area__loading').waitFor({ state: 'detached' })
  // Parts laid out only near the screen (content-visibility) are laid out as a shopper scrolling to them sees
  // them, lazy images are fetched, and fonts are in place before the picture is taken.
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' })
  await page.evaluate(async () => {
    for (const image of Array.from(document.images)) image.loading = 'eager'
    await Promise.all([document.fonts.ready, ...Array.from(document.images).map((image) => image.decode().catch(() => {}))])
  })
  await page.screenshot({ path: file, fullPage: true })
  return `${response?.status() ?? '---'} ${path.basename(file)}`
}

async function main() {
  const folder = path.resolve(process.argv[2] ?? 'tests/visual/shots')
  await mkdir(folder, { recursive: true })
  const stack = await startStack({ quiet: true })
  const browser = await launchChromium()
  try {
    for (const edition of EDITIONS) {
      for (const width of WIDTHS) {
        const customer = await tabOf(browser, stack.shopUrl, stack.backendUrl, edition, width)
        const anonymous = await newTab(browser, width)
        for (const { name, path: pagePath, customer: needsCustomer } of pagesOf(edition)) {
          // The cart is shown with a line in it; every other page as a first-time visitor sees it, account pages logged in.
          const tab = needsCustomer || name === 'cart' ? customer : anonymous
          const file = path.join(folder, `${edition.edition}-${width}-${name}.png`)
          // One page that does not come is reported, and the others are still taken.
          const ready = name === 'cart' ? () => expectCartCount(tab, textsOf(edition.edition), 3) : undefined
          console.log(await shoot(tab, `${stack.shopUrl}${pagePath}`, file, ready).catch((error: Error) => `FAILED ${path.basename(file)}: ${error.message.split('\n')[0]}`))
        }
        await Promise.all([customer.context().close(), anonymous.context().close()])
      }
    }
  } finally {
    await browser.close()
    await stack.stop()
  }
  console.log(`Pictures in ${folder}`)
}

await main()
