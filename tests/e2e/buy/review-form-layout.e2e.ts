import { describe, expect } from 'vitest'
import type { Locator } from 'playwright-core'
import type { EditionKey } from '../../../app.config.ts'
import { visit } from '../support/browser.ts'
import { test } from '../support/shop-page.ts'
import { textsOf } from '../support/texts.ts'
import { CUFF } from './support.ts'

const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1280, height: 900 }

const boxOf = async (locator: Locator) => (await locator.boundingBox())!

/** SPEC §2 review form modal; §5 "Required fields are marked with *". */
describe('the review form modal lays its fields out as the shop’s other forms do', () => {
  test.for([
    ['pl', PHONE],
    ['nl', DESKTOP],
  ] as Array<[EditionKey, typeof PHONE]>)('in %s, on a phone and a desktop: each label above its field, every field the form’s full width', async ([edition, viewport], { openTab, shopUrl }) => {
    const LL = textsOf(edition)
    const page = await openTab({ viewport })
    await visit(page, `${shopUrl}/${edition}/p/${CUFF.id}/`)
    await page.getByRole('button', { name: LL.REVIEW_WRITE() }).click()
    const dialog = page.getByRole('dialog', { name: LL.REVIEW_WRITE() })
    const form = await boxOf(dialog.locator('form'))
    let above = 0
    for (const name of [LL.REVIEW_TITLE(), LL.REVIEW_TEXT(), LL.EMAIL()]) {
      const field = dialog.getByRole('textbox', { name })
      const label = dialog.getByText(`${name} *`, { exact: true })
      const [fieldBox, labelBox] = [await boxOf(field), await boxOf(label)]
      expect(labelBox.y + labelBox.height, name).toBeLessThanOrEqual(fieldBox.y)
      expect(labelBox.y, `${name} comes below the field before it`).toBeGreaterThanOrEqual(above)
      // One line: the label is not squeezed beside its field.
      expect(labelBox.height, name).toBeLessThan(30)
      expect(Math.abs(fieldBox.x - form.x), name).toBeLessThanOrEqual(1)
      expect(Math.abs(fieldBox.width - form.width), name).toBeLessThanOrEqual(1)
      above = fieldBox.y + fieldBox.height
    }
  })
})
