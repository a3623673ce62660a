import { describe, expect, it } from 'vitest'
import { i18nObject } from '../../../../i18n/i18n-util.ts'
import { loadAllLocales } from '../../../../i18n/i18n-util.sync.ts'
import { VOCABULARIES } from '../../../../backend/seed/languages/index.ts'
import { buildProducts } from '../../../../backend/seed/products.ts'

loadAllLocales()

/**
 * The seeded descriptions and FAQ questions fill a product type into a sentence of each language. A fixed article in
 * front of it is right for one gender only ("Das Massagepistole", "Le Appareil TENS"), so none may stand there.
 */
const ARTICLES: Partial<Record<keyof typeof VOCABULARIES, string[]>> = {
  de: ['der', 'die', 'das', 'den', 'dem', 'des'],
  fr: ['le', 'la', 'les', 'du', 'au', 'l’', "l'"],
  it: ['il', 'lo', 'la', 'l’', "l'"],
  es: ['el', 'la', 'del', 'al'],
  nl: ['de', 'het'],
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

describe('seeded product texts', () => {
  const products = buildProducts()

  it.each(Object.entries(ARTICLES))('in %s, no description or FAQ question puts a fixed article before the product type', (language, articles) => {
    const types = Object.values(VOCABULARIES[language as keyof typeof VOCABULARIES].productTypes).map(escaped)
    const misfit = new RegExp(`(^|[\\s¿])(${articles!.map(escaped).join('|')})\\s*(${types.join('|')})`, 'i')
    const sentences = products.flatMap((product) => [product.descriptions, ...product.details.faq.map((entry) => entry.question)].map((text) => text[language as keyof typeof text]))
    expect(sentences.filter((sentence) => misfit.test(sentence))).toEqual([])
  })

  it('in French and Italian, no article stands unelided before a vowel ("Le Humidificateur")', () => {
    const sentences = products.flatMap((product) => [product.descriptions, ...product.details.faq.map((entry) => entry.question)].flatMap((text) => [text.fr, text.it]))
    expect(sentences.filter((sentence) => /(^|\s)(le|la|lo)\s+[aeiouhéèêâîôû]/i.test(sentence))).toEqual([])
  })

  it('a download’s title never repeats the shop’s label for its kind in other typography ("Mode d’emploi – Mode d\'emploi")', () => {
    const same = (a: string, b: string) => a.replace(/'/g, '’').toLowerCase() === b.replace(/'/g, '’').toLowerCase()
    for (const language of Object.keys(VOCABULARIES) as Array<keyof typeof VOCABULARIES>) {
      const LL = i18nObject(language)
      const labels = { instructions: LL.INSTRUCTIONS_FOR_USE(), datasheet: LL.DATA_SHEET() }
      for (const file of products[0]!.details.files) {
        const title = file.title[language]
        if (same(title, labels[file.type])) expect(title, language).toBe(labels[file.type])
      }
    }
  })
})
