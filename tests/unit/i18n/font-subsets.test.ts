import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { LOCALE_OF_EDITION } from '../../../i18n/editions.ts'
import type { Locales } from '../../../i18n/i18n-types.ts'
import { loadedLocales } from '../../../i18n/i18n-util.ts'
import { loadAllLocales } from '../../../i18n/i18n-util.sync.ts'
import { EXTENDED_LATIN_LOCALES, fontPreloads } from '../../../app/styles/font-preloads.ts'

loadAllLocales()

/** The code points of the text face's latin subset, as its own stylesheet declares them. */
function latinSubset(): Array<[number, number]> {
  const css = readFileSync(createRequire(import.meta.url).resolve('@fontsource/source-sans-3/400.css'), 'utf8')
  const face = css.split('@font-face').find((block) => block.includes('-latin-400-normal.woff2'))
  const ranges = /unicode-range:\s*([^;]+);/.exec(face ?? '')?.[1] ?? ''
  return ranges.split(',').map((range) => {
    const [from = '', to = from] = range.trim().replace('U+', '').split('-')
    return [parseInt(from, 16), parseInt(to, 16)]
  })
}

const subset = latinSubset()
const outsideLatin = (locale: Locales) =>
  [...new Set([...Object.values(loadedLocales[locale]).join('')])].filter((letter) => !subset.some(([from, to]) => letter.codePointAt(0)! >= from && letter.codePointAt(0)! <= to))

describe('font preloads', () => {
  it('read the latin subset from the font’s own stylesheet', () => {
    expect(subset.length).toBeGreaterThan(5)
  })

  it.each(Object.values(LOCALE_OF_EDITION))('the %s edition preloads the latin-ext faces exactly when its dictionary has letters outside the latin subset', (locale) => {
    const preloads = fontPreloads(locale).map((link) => link.href)
    expect(outsideLatin(locale).length > 0, `letters outside latin: ${outsideLatin(locale).join('')}`).toBe(EXTENDED_LATIN_LOCALES.has(locale))
    expect(preloads).toHaveLength(EXTENDED_LATIN_LOCALES.has(locale) ? 6 : 3)
    expect(preloads.filter((href) => href.includes('latin-ext'))).toHaveLength(EXTENDED_LATIN_LOCALES.has(locale) ? 3 : 0)
  })

  it('a page without an edition (the error document) still preloads the three latin faces', () => {
    expect(fontPreloads(undefined).map((link) => link.as)).toEqual(['font', 'font', 'font'])
  })
})
