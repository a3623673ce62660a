import type { Locales } from '../../i18n/i18n-types.ts'
import textFont from '@fontsource/source-sans-3/files/source-sans-3-latin-400-normal.woff2?url'
import boldTextFont from '@fontsource/source-sans-3/files/source-sans-3-latin-700-normal.woff2?url'
import headingFont from '@fontsource/jost/files/jost-latin-700-normal.woff2?url'
import extendedTextFont from '@fontsource/source-sans-3/files/source-sans-3-latin-ext-400-normal.woff2?url'
import extendedBoldTextFont from '@fontsource/source-sans-3/files/source-sans-3-latin-ext-700-normal.woff2?url'
import extendedHeadingFont from '@fontsource/jost/files/jost-latin-ext-700-normal.woff2?url'

/**
 * The dictionaries whose letters reach past the fonts' latin subset (Polish ą, ę, ł, ś, ż, …), so that every
 * page of their edition draws from the latin-ext faces too. Kept true by a test over the dictionaries.
 */
export const EXTENDED_LATIN_LOCALES: ReadonlySet<Locales> = new Set(['pl'])

const faces = [textFont, boldTextFont, headingFont]
const extendedFaces = [extendedTextFont, extendedBoldTextFont, extendedHeadingFont]

/**
 * The three faces above the fold (text, bold text for prices and buttons, headings), fetched with the stylesheet
 * rather than after the first layout asks for them: each face arriving late lays the page out again. An edition
 * written with letters of the latin-ext subset preloads those faces as well.
 */
export function fontPreloads(locale: Locales | undefined) {
  const hrefs = locale && EXTENDED_LATIN_LOCALES.has(locale) ? [...faces, ...extendedFaces] : faces
  return hrefs.map((href) => ({ rel: 'preload', href, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' as const }))
}
