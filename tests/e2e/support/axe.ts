import { AxeBuilder } from '@axe-core/playwright'
import type { Page } from 'playwright-core'

/** Serious and critical axe findings on the page, or in the part `include` selects, as `rule: target` lines so a failure says where. */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page })
  if (include) builder.include(include)
  const { violations } = await builder.analyze()
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`))
}
