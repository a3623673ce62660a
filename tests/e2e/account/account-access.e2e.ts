import type { Page } from 'playwright-core'
import { describe, expect, inject } from 'vitest'
import { outbox } from '../../support/storefront-client.ts'
import { seriousViolations } from '../support/axe.ts'
import { visit } from '../support/browser.ts'
import { test } from '../support/shop-page.ts'
import { textsOf } from '../support/texts.ts'
import { CUSTOMER_PASSWORD, customerWithAddress, fieldOf } from '../buy/support.ts'

const NEW_PASSWORD = 'Fresh-Start2'

/** The newest e-mail to `recipient` in the backend's outbox, once it is there. */
async function mailTo(backendUrl: string, adminToken: string, recipient: string) {
  await expect.poll(async () => (await outbox(backendUrl, adminToken)).some((mail) => mail.recipient === recipient), { timeout: 15_000 }).toBe(true)
  return (await outbox(backendUrl, adminToken)).find((mail) => mail.recipient === recipient)!
}

/** The shop's page of an e-mailed link, on the shop this test runs against. */
const onShop = (link: string, shopUrl: string) => {
  const url = new URL(link)
  return `${shopUrl}${url.pathname}${url.search}`
}

async function invite(backendUrl: string, adminToken: string, store: string) {
  const email = `invited-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`
  const response = await fetch(`${backendUrl}/admin/customers/invite`, {
    method: 'POST',
    headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ email, firstName: 'Ivy', lastName: 'Invited', store }),
  })
  expect(response.status).toBe(201)
  return { email, link: ((await response.json()) as { activationLink: string }).activationLink }
}

/** Logged in: the edition's home greets the customer with the account popover instead of the login icon. */
async function expectLoggedIn(page: Page, shopUrl: string, edition: string, myAccount: string) {
  await visit(page, `${shopUrl}/${edition}/`)
  await page.getByRole('banner').getByRole('button', { name: myAccount }).waitFor({ timeout: 15_000 })
}

describe('a forgotten password and an invitation', () => {
  const backendUrl = inject('backendUrl')
  const adminToken = inject('adminToken')

  // One edition in euro, one in pound; the invitation below runs in złoty and in euro.
  test.for([
    ['de', 'DE'],
    ['uk', 'GB'],
  ] as const)('in %s, forgot password: the modal answers the same for an unknown address and starts with the address typed into the login form; the e-mailed link’s page refuses a mismatch, then saves the password and logs the customer in; the used link offers a new one', async ([edition, country], { page, shopUrl }) => {
    const LL = textsOf(edition)
    const { email } = await customerWithAddress(backendUrl, country)
    await visit(page, `${shopUrl}/${edition}/login/`)
    await page.getByRole('tabpanel', { name: LL.LOGIN() }).getByRole('button', { name: LL.FORGOT_PASSWORD() }).click()
    const modal = page.getByRole('dialog', { name: LL.FORGOT_PASSWORD() })
    await fieldOf(modal, LL.EMAIL()).fill('nobody-here@example.com')
    await modal.getByRole('button', { name: LL.SEND() }).click()
    // No account enumeration: an unknown address gets the same answer, with the address echoed.
    await modal.getByText(LL.RESET_EMAIL_SENT({ email: 'nobody-here@example.com' })).waitFor({ timeout: 15_000 })
    expect(await seriousViolations(page)).toEqual([])
    await modal.getByRole('button', { name: LL.CLOSE() }).click()

    // The address typed into the login form is the one the forgot-password form starts with.
    const loginPanel = page.getByRole('tabpanel', { name: LL.LOGIN() })
    await fieldOf(loginPanel, LL.EMAIL()).fill(email)
    await loginPanel.getByRole('button', { name: LL.FORGOT_PASSWORD() }).click()
    await expect.poll(() => fieldOf(modal, LL.EMAIL()).inputValue()).toBe(email)
    await modal.getByRole('button', { name: LL.SEND() }).click()
    await modal.getByText(LL.RESET_EMAIL_SENT({ email })).waitFor({ timeout: 15_000 })

    const resetLink = onShop((await mailTo(backendUrl, adminToken, email)).links.reset!, shopUrl)
    const response = await visit(page, resetLink)
    expect(response?.status()).toBe(200)
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex')
    await page.getByRole('heading', { level: 1, name: LL.ACCOUNT_RESET_PASSWORD() }).waitFor()
    await fieldOf(page.getByRole('main'), LL.NEW_PASSWORD()).fill(NEW_PASSWORD)
    await fieldOf(page.getByRole('main'), LL.REPEAT_PASSWORD()).fill('Something-Else3')
    await page.getByRole('button', { name: LL.SAVE_PASSWORD() }).click()
    const repeat = fieldOf(page.getByRole('main'), LL.REPEAT_PASSWORD())
    await expect.poll(() => repeat.getAttribute('aria-invalid')).toBe('true')
    await expect.poll(() => repeat.evaluate((input) => input === document.activeElement)).toBe(true)
    expect(await page.getByText(LL.PASSWORD_MISMATCH()).count()).toBe(1)
    expect(await seriousViolations(page)).toEqual([])

    await repeat.fill(NEW_PASSWORD)
    await Promise.all([page.waitForURL(`${shopUrl}/${edition}/order-history/`, { timeout: 15_000 }), page.getByRole('button', { name: LL.SAVE_PASSWORD() }).click()])
    await expectLoggedIn(page, shopUrl, edition, LL.MY_ACCOUNT())

    // The link works once: opened again (by someone else), it says so and offers a new one.
    const other = await page.context().browser()!.newContext()
    const second = await other.newPage()
    await visit(second, resetLink)
    await fieldOf(second.getByRole('main'), LL.NEW_PASSWORD()).fill('Another-Pass4')
    await fieldOf(second.getByRole('main'), LL.REPEAT_PASSWORD()).fill('Another-Pass4')
    await second.getByRole('button', { name: LL.SAVE_PASSWORD() }).click()
    await second.getByText(LL.RESET_LINK_EXPIRED()).waitFor({ timeout: 15_000 })
    await second.getByRole('button', { name: LL.REQUEST_NEW_LINK() }).click()
    await fieldOf(second.getByRole('main'), LL.EMAIL()).fill(email)
    await second.getByRole('button', { name: LL.SEND() }).click()
    await second.getByText(LL.RESET_EMAIL_SENT({ email })).waitFor({ timeout: 15_000 })
    await other.close()

    // The new password logs in, the old one no longer does.
    const login = await page.context().browser()!.newContext()
    const tab = await login.newPage()
    await visit(tab, `${shopUrl}/${edition}/login/`)
    const form = tab.getByRole('tabpanel', { name: LL.LOGIN() })
    await fieldOf(form, LL.EMAIL()).fill(email)
    await fieldOf(form, LL.PASSWORD()).fill(CUSTOMER_PASSWORD)
    await form.getByRole('button', { name: LL.LOGIN() }).click()
    await expect.poll(() => form.getByRole('alert').textContent(), { timeout: 15_000 }).toBe(LL.LOGIN_FAILED())
    await fieldOf(form, LL.PASSWORD()).fill(NEW_PASSWORD)
    await Promise.all([tab.waitForURL(`${shopUrl}/${edition}/`, { timeout: 15_000 }), form.getByRole('button', { name: LL.LOGIN() }).click()])
    await tab.getByRole('banner').getByRole('button', { name: LL.MY_ACCOUNT() }).waitFor({ timeout: 15_000 })
    await login.close()
  })

  test('an address sent in the forgot-password modal before the reset machine has arrived is answered as any other', async ({ page, shopUrl }) => {
    const LL = textsOf('de')
    // The reset machine's chunk comes late, as on a slow phone network: the shopper types and sends first.
    let late = 0
    await page.route(/\/assets\/password-reset-logic-[^/]+\.js$/, async (route) => {
      late++
      await new Promise((resolve) => setTimeout(resolve, 2_000))
      await route.continue()
    })
    await visit(page, `${shopUrl}/de/login/`)
    await page.getByRole('tabpanel', { name: LL.LOGIN() }).getByRole('button', { name: LL.FORGOT_PASSWORD() }).click()
    const modal = page.getByRole('dialog', { name: LL.FORGOT_PASSWORD() })
    await fieldOf(modal, LL.EMAIL()).fill('early-sender@example.com')
    await modal.getByRole('button', { name: LL.SEND() }).click()
    await modal.getByText(LL.RESET_EMAIL_SENT({ email: 'early-sender@example.com' })).waitFor({ timeout: 15_000 })
    expect(late).toBe(1)
  })

  test.for(['pl', 'de'] as const)('in %s an invited customer creates a password (rules first) and lands logged in in the customer area; another declines, confirmed, and the link then no longer activates', async (edition, { page, openTab, shopUrl }) => {
    const LL = textsOf(edition)
    const accepted = await invite(backendUrl, adminToken, edition)
    const response = await visit(page, onShop(accepted.link, shopUrl))
    expect(response?.status()).toBe(200)
    await page.getByRole('heading', { level: 1, name: LL.ACCOUNT_ACTIVATE() }).waitFor()
    const main = page.getByRole('main')
    await fieldOf(main, LL.NEW_PASSWORD()).fill('weakpass')
    await page.getByRole('button', { name: LL.CREATE_PASSWORD() }).click()
    await main.getByText(LL.PASSWORD_CAPITAL()).waitFor()
    expect(await seriousViolations(page)).toEqual([])
    await fieldOf(main, LL.NEW_PASSWORD()).fill(NEW_PASSWORD)
    await fieldOf(main, LL.REPEAT_PASSWORD()).fill(NEW_PASSWORD)
    await Promise.all([page.waitForURL(`${shopUrl}/${edition}/order-history/`, { timeout: 15_000 }), page.getByRole('button', { name: LL.CREATE_PASSWORD() }).click()])
    await expectLoggedIn(page, shopUrl, edition, LL.MY_ACCOUNT())

    const declined = await invite(backendUrl, adminToken, edition)
    const tab = await openTab()
    await visit(tab, onShop(declined.link, shopUrl))
    await tab.getByRole('button', { name: LL.DECLINE_INVITATION() }).click()
    const question = tab.getByRole('region', { name: LL.DECLINE_CONFIRM_QUESTION() })
    await question.waitFor()
    // Not declined until confirmed: keeping the invitation goes back to the form.
    await question.getByRole('button', { name: LL.KEEP_INVITATION() }).click()
    await tab.getByRole('button', { name: LL.DECLINE_INVITATION() }).click()
    expect(await seriousViolations(tab)).toEqual([])
    await question.getByRole('button', { name: LL.DECLINE_CONFIRM() }).click()
    await tab.getByText(LL.INVITATION_DECLINED()).waitFor({ timeout: 15_000 })

    await visit(tab, onShop(declined.link, shopUrl))
    await fieldOf(tab.getByRole('main'), LL.NEW_PASSWORD()).fill(NEW_PASSWORD)
    await fieldOf(tab.getByRole('main'), LL.REPEAT_PASSWORD()).fill(NEW_PASSWORD)
    await tab.getByRole('button', { name: LL.CREATE_PASSWORD() }).click()
    await tab.getByText(LL.ACTIVATION_LINK_INVALID()).waitFor({ timeout: 15_000 })
    expect(await tab.getByRole('banner').getByRole('button', { name: LL.MY_ACCOUNT() }).count()).toBe(0)
  })
})
