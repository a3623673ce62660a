import type { BrowserContext, BrowserContextOptions } from 'playwright-core'
import { test as base, inject } from 'vitest'
import { launchChromium } from './browser.ts'

/**
 * The test a walk through the shop in the browser starts from. Each tab has a context of its own, so cookies and
 * storage start empty and axe can open its helper pages beside it; the tabs close after their test, the browser after
 * the file.
 */
export const test = base
  .extend('shopUrl', { scope: 'worker' }, () => inject('shopUrl'))
  // vitest reads a fixture's dependencies from its first parameter, which must be a destructuring pattern.
  // eslint-disable-next-line no-empty-pattern
  .extend('browser', { scope: 'file' }, async ({}, { onCleanup }) => {
    const browser = await launchChromium()
    onCleanup(() => browser.close())
    return browser
  })
  .extend('openTab', async ({ browser }, { onCleanup }) => {
    const contexts: BrowserContext[] = []
    onCleanup(async () => {
      await Promise.all(contexts.map((context) => context.close()))
    })
    return async (options?: BrowserContextOptions) => {
      const context = await browser.newContext(options)
      contexts.push(context)
      return context.newPage()
    }
  })
  .extend('page', ({ openTab }) => openTab())
