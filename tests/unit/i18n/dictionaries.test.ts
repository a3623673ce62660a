import { describe, expect, it } from 'vitest'
import { EDITION_KEYS, languageEntries, STORES } from '../../../app.config.ts'
import { LOCALE_OF_EDITION } from '../../../i18n/editions.ts'
import type { Locales } from '../../../i18n/i18n-types.ts'
import { i18nObject, locales } from '../../../i18n/i18n-util.ts'
import { loadAllLocales } from '../../../i18n/i18n-util.sync.ts'
import en from '../../../i18n/en/index.ts'
import de from '../../../i18n/de/index.ts'
import enGB from '../../../i18n/en-GB/index.ts'
import fr from '../../../i18n/fr/index.ts'
import itDict from '../../../i18n/it/index.ts'
import nl from '../../../i18n/nl/index.ts'
import pl from '../../../i18n/pl/index.ts'
import es from '../../../i18n/es/index.ts'
import id from '../../../i18n/id/index.ts'
import ru from '../../../i18n/ru/index.ts'

const DICTIONARIES: Record<Locales, Record<string, string>> = { en, de, 'en-GB': enGB, fr, it: itDict, nl, pl, es, id, ru }
const baseKeys = Object.keys(en).sort()
const argumentsOf = (text: string) => [...text.replace(/\{\{[^}]*\}\}/g, '').matchAll(/\{(\w+)(?::\w+)?\}/g)].map((match) => match[1]).sort()

loadAllLocales()

describe('dictionaries', () => {
  it('exist for the nine editions plus the Russian dictionary', () => {
    expect([...locales].sort()).toEqual(['de', 'en', 'en-GB', 'es', 'fr', 'id', 'it', 'nl', 'pl', 'ru'])
    expect(Object.keys(LOCALE_OF_EDITION).sort()).toEqual([...EDITION_KEYS].sort())
    expect(new Set(Object.values(LOCALE_OF_EDITION)).size).toBe(EDITION_KEYS.length)
  })

  it.each(Object.keys(DICTIONARIES) as Locales[])('%s has exactly the keys of the base locale', (locale) => {
    expect(Object.keys(DICTIONARIES[locale]).sort()).toEqual(baseKeys)
  })

  it.each(Object.keys(DICTIONARIES) as Locales[])('%s has no empty text and keeps every argument of the base text', (locale) => {
    const dictionary = DICTIONARIES[locale]
    for (const key of baseKeys) {
      const text = dictionary[key] ?? ''
      expect(text.trim(), `${locale}.${key}`).not.toBe('')
      expect(argumentsOf(text), `${locale}.${key}`).toEqual(argumentsOf((en as Record<string, string>)[key] ?? ''))
    }
  })

  it('every language entry and store name key is translated', () => {
    const keys = [...languageEntries({ usShopUrl: 'https://us.example', esSiteUrl: 'https://es.example' }).map((entry) => entry.labelKey), ...Object.values(STORES).map((store) => store.nameKey)]
    for (const key of keys) expect(baseKeys).toContain(key)
  })

  it('the error page links home through a translation pointing at its own edition', () => {
    for (const [edition, locale] of Object.entries(LOCALE_OF_EDITION)) {
      expect(DICTIONARIES[locale].ERROR_PAGE_HOMEPAGE_URL).toBe(`/${edition}/`)
    }
  })
})

describe('texts of the spec', () => {
  const LL = i18nObject('en')
  it('keeps the English texts of SPEC §5 and §8 word for word', () => {
    expect(LL.CART_EMPTY()).toBe('Your cart is empty')
    expect(LL.SEARCH_RESULT_FOR({ term: 'scale' })).toBe('Your search result for: "scale"')
    expect(LL.PURCHASE_LIMIT({ n: 3 })).toBe('maximum 3 items per household')
    expect(LL.PASSWORD_MISMATCH()).toBe('The passwords does not match')
    expect(LL.PHONE_FORMAT()).toBe('Phone Number needs to be in format E.164')
    expect(LL.CHOOSE_SIZE()).toBe('Choose a size')
    expect(LL.SOON_AVAILABLE_AGAIN()).toBe('Soon available again')
    expect(LL.ADDED_TO_CART()).toBe('Added to cart')
    expect(LL.CONTINUE_AS_GUEST()).toBe('Continue as Guest')
    expect(LL.CHECK_INPUT()).toBe('Please check your input!')
    expect(LL.PAGE_NOT_FOUND()).toBe('Sorry, the page you were looking for was not found.')
  })

  it('VAT texts: 19% German, 22% Italy, 21% Netherlands, 23% Poland', () => {
    expect(i18nObject('de').VAT_19()).toContain('19')
    expect(i18nObject('it').VAT_22()).toContain('22')
    expect(i18nObject('nl').VAT_21()).toContain('21')
    expect(i18nObject('pl').VAT_23()).toContain('23')
  })

  it.each([
    ['en', 1, '1 item'],
    ['en', 2, '2 items'],
    ['de', 1, '1 Produkt'],
    ['de', 2, '2 Produkte'],
    ['fr', 1, '1 produit'],
    ['fr', 3, '3 produits'],
    ['pl', 1, '1 produkt'],
    ['pl', 3, '3 produkty'],
    ['pl', 5, '5 produktów'],
    ['ru', 1, '1 товар'],
    ['ru', 3, '3 товара'],
    ['ru', 11, '11 товаров'],
  ] as const)('pluralisation changes above one item: %s %d → %s', (locale, count, text) => {
    const LL = i18nObject(locale)
    expect(locale === 'en' ? LL.CART_ITEMS({ count }) : LL.PRODUCT_COUNT({ count })).toBe(text)
  })

  it('Polish newsletter success adds that the confirmation link in the e-mail must be clicked', () => {
    expect(i18nObject('pl').NEWSLETTER_SUCCESS()).toMatch(/link/)
  })
})
