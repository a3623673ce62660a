import { describe, expect } from 'vitest'
import type { EditionKey } from '../../../app.config.ts'
import { test } from '../support/shop-page.ts'
import { textsOf } from '../support/texts.ts'
import { MONITOR, openProduct } from './support.ts'

describe.each(['de', 'fr'] as EditionKey[])('product downloads in the %s edition (SPEC §2, §3)', (edition) => {
  const LL = textsOf(edition)

  test('the instructions for use and the data sheet open as PDF files', async ({ openTab, shopUrl }) => {
    const page = await openTab({ viewport: { width: 390, height: 844 } })
    await openProduct(page, shopUrl, edition, MONITOR.id)
    const downloads = page.getByRole('region', { name: LL.PRODUCT_DOWNLOADS() })
    for (const name of [LL.INSTRUCTIONS_FOR_USE(), LL.DATA_SHEET()]) {
      const link = downloads.getByRole('link', { name })
      const href = (await link.getAttribute('href')) ?? ''
      const file = await fetch(new URL(href, page.url()))
      expect(file.status, href).toBe(200)
      expect(file.headers.get('content-type')).toBe('application/pdf')
      expect(new TextDecoder().decode((await file.arrayBuffer()).slice(0, 5))).toBe('%PDF-')
      // The file is on the platform's host: it opens in a new tab beside the product page.
      expect(await link.getAttribute('target')).toBe('_blank')
    }
  })
})
