import type { Currency, LanguageCode } from '../stores.ts'
import { fill, translate, VOCABULARIES, type Translated } from './languages/index.ts'
import type { Badge, CategoryId, Colour, DeliveryItem, Feature, ProductType, TechLabel } from './languages/vocabulary.ts'
import { createRandom, slugify } from './random.ts'

type Power = 'battery' | 'rechargeable' | 'mains'

interface TypeSpec {
  type: ProductType
  category: CategoryId
  prefix: string
  count: number
  firstNumber: number
  price: [number, number]
  features: Feature[]
  delivery: DeliveryItem[]
  power: Power
  range?: string
  sizes?: string[]
  colours?: Colour[]
  manufacturers: string[]
}

/** What the catalogue holds: per product type, how many models, their price band, features and options. */
const TYPES: TypeSpec[] = [
  { type: 'upperArm', category: 'blood-pressure', prefix: 'BM', count: 62, firstNumber: 10, price: [39, 139], features: ['arrhythmia', 'riskIndicator', 'memory', 'app', 'cuffFit', 'largeDisplay'], delivery: ['device', 'cuff', 'batteries', 'bag', 'manual'], power: 'battery', range: '0–299 mmHg', manufacturers: ['Vitacura', 'Vitacura', 'Vitacura Medical'] },
  { type: 'wrist', category: 'blood-pressure', prefix: 'BC', count: 36, firstNumber: 20, price: [29, 89], features: ['arrhythmia', 'riskIndicator', 'memory', 'app', 'largeDisplay'], delivery: ['device', 'batteries', 'bag', 'manual'], power: 'battery', range: '0–299 mmHg', manufacturers: ['Vitacura', 'Vitacura Medical'] },
  { type: 'cuff', category: 'blood-pressure', prefix: 'CF', count: 8, firstNumber: 1, price: [19, 29], features: ['cuffFit'], delivery: ['cuff', 'manual'], power: 'battery', sizes: ['S (17–22 cm)', 'M (22–36 cm)', 'L (36–44 cm)'], manufacturers: ['Vitacura'] },
  { type: 'adapter', category: 'blood-pressure', prefix: 'AD', count: 4, firstNumber: 1, price: [14, 19], features: ['autoOff'], delivery: ['adapter', 'manual'], power: 'mains', manufacturers: ['Vitacura'] },
  { type: 'bpSet', category: 'blood-pressure', prefix: 'BMS', count: 4, firstNumber: 1, price: [79, 149], features: ['arrhythmia', 'memory', 'app', 'cuffFit'], delivery: ['device', 'cuff', 'adapter', 'batteries', 'bag', 'manual'], power: 'mains', range: '0–299 mmHg', manufacturers: ['Vitacura Medical'] },
  { type: 'earThermometer', category: 'thermometers', prefix: 'FT', count: 4, firstNumber: 70, price: [24, 49], features: ['fever', 'memory', 'largeDisplay', 'autoOff'], delivery: ['device', 'covers', 'batteries', 'manual'], power: 'battery', range: '34–42.2 °C', manufacturers: ['Vitacura'] },
  { type: 'foreheadThermometer', category: 'thermometers', prefix: 'FT', count: 4, firstNumber: 80, price: [29, 59], features: ['contactless', 'fever', 'memory', 'nightLight'], delivery: ['device', 'batteries', 'bag', 'manual'], power: 'battery', range: '34–42.2 °C', manufacturers: ['Vitacura'] },
  { type: 'clinicalThermometer', category: 'thermometers', prefix: 'FT', count: 4, firstNumber: 10, price: [6, 15], features: ['fever', 'autoOff'], delivery: ['device', 'batteries', 'covers', 'manual'], power: 'battery', range: '32–43.9 °C', manufacturers: ['Vitacura'] },
  { type: 'bathroomScale', category: 'scales', prefix: 'GS', count: 5, firstNumber: 200, price: [19, 49], features: ['largeDisplay', 'autoOff'], delivery: ['device', 'batteries', 'manual'], power: 'battery', range: '5–180 kg', colours: ['white', 'black'], manufacturers: ['Vitacura'] },
  { type: 'diagnosticScale', category: 'scales', prefix: 'BF', count: 5, firstNumber: 400, price: [39, 99], features: ['bodyAnalysis', 'app', 'memory', 'largeDisplay'], delivery: ['device', 'batteries', 'manual'], power: 'battery', range: '5–180 kg', manufacturers: ['Vitacura'] },
  { type: 'kitchenScale', category: 'scales', prefix: 'KS', count: 4, firstNumber: 20, price: [14, 34], features: ['largeDisplay', 'autoOff'], delivery: ['device', 'batteries', 'manual'], power: 'battery', range: '1 g – 5 kg', manufacturers: ['Vitacura'] },
  { type: 'tensDevice', category: 'pain-therapy', prefix: 'EM', count: 5, firstNumber: 40, price: [39, 119], features: ['intensity', 'timer', 'rechargeable', 'app'], delivery: ['device', 'cable', 'bag', 'manual'], power: 'rechargeable', manufacturers: ['Vitacura Medical'] },
  { type: 'heatPad', category: 'pain-therapy', prefix: 'HK', count: 4, firstNumber: 50, price: [29, 69], features: ['heat', 'timer', 'autoOff'], delivery: ['device', 'manual'], power: 'mains', manufacturers: ['Vitacura'] },
  { type: 'heatedVest', category: 'pain-therapy', prefix: 'HV', count: 3, firstNumber: 10, price: [69, 99], features: ['heat', 'rechargeable', 'intensity'], delivery: ['device', 'cable', 'manual'], power: 'rechargeable', sizes: ['S', 'M', 'L', 'XL'], manufacturers: ['Vitacura'] },
  { type: 'massageGun', category: 'massage', prefix: 'MG', count: 4, firstNumber: 180, price: [79, 169], features: ['intensity', 'rechargeable', 'quiet', 'timer'], delivery: ['device', 'cable', 'bag', 'manual'], power: 'rechargeable', colours: ['black', 'grey', 'blue'], manufacturers: ['Bellacura', 'Vitacura'] },
  { type: 'shiatsuCushion', category: 'massage', prefix: 'MG', count: 4, firstNumber: 250, price: [59, 149], features: ['heat', 'intensity', 'timer', 'autoOff'], delivery: ['device', 'adapter', 'manual'], power: 'mains', manufacturers: ['Vitacura'] },
  { type: 'footMassager', category: 'massage', prefix: 'FM', count: 4, firstNumber: 60, price: [49, 129], features: ['heat', 'intensity', 'timer'], delivery: ['device', 'adapter', 'manual'], power: 'mains', manufacturers: ['Vitacura'] },
  { type: 'humidifier', category: 'air-climate', prefix: 'LB', count: 4, firstNumber: 40, price: [49, 129], features: ['quiet', 'timer', 'nightLight', 'autoOff'], delivery: ['device', 'adapter', 'manual'], power: 'mains', manufacturers: ['Nordwind'] },
  { type: 'airPurifier', category: 'air-climate', prefix: 'LR', count: 4, firstNumber: 300, price: [99, 249], features: ['quiet', 'timer', 'app'], delivery: ['device', 'manual'], power: 'mains', manufacturers: ['Nordwind'] },
  { type: 'aromaDiffuser', category: 'air-climate', prefix: 'LA', count: 3, firstNumber: 20, price: [29, 59], features: ['nightLight', 'timer', 'quiet'], delivery: ['device', 'adapter', 'manual'], power: 'mains', manufacturers: ['Nordwind'] },
  { type: 'babyMonitor', category: 'baby-care', prefix: 'BY', count: 4, firstNumber: 90, price: [59, 159], features: ['nightLight', 'app', 'rechargeable'], delivery: ['device', 'adapter', 'manual'], power: 'rechargeable', manufacturers: ['Kindo'] },
  { type: 'bottleWarmer', category: 'baby-care', prefix: 'BY', count: 3, firstNumber: 50, price: [29, 49], features: ['timer', 'autoOff'], delivery: ['device', 'manual'], power: 'mains', manufacturers: ['Kindo'] },
  { type: 'nasalAspirator', category: 'baby-care', prefix: 'BY', count: 3, firstNumber: 40, price: [19, 39], features: ['quiet', 'rechargeable'], delivery: ['device', 'cable', 'manual'], power: 'rechargeable', manufacturers: ['Kindo'] },
  { type: 'facialBrush', category: 'beauty', prefix: 'FC', count: 4, firstNumber: 50, price: [39, 89], features: ['rechargeable', 'intensity', 'timer'], delivery: ['device', 'cable', 'bag', 'manual'], power: 'rechargeable', colours: ['white', 'rose', 'blue'], manufacturers: ['Bellacura'] },
  { type: 'hairDryer', category: 'beauty', prefix: 'HC', count: 4, firstNumber: 30, price: [39, 99], features: ['heat', 'intensity', 'quiet'], delivery: ['device', 'manual'], power: 'mains', colours: ['black', 'rose'], manufacturers: ['Bellacura'] },
  { type: 'cosmeticMirror', category: 'beauty', prefix: 'BS', count: 4, firstNumber: 40, price: [29, 79], features: ['nightLight', 'rechargeable', 'autoOff'], delivery: ['device', 'cable', 'manual'], power: 'rechargeable', manufacturers: ['Bellacura'] },
]

export const MANUFACTURERS = ['Vitacura', 'Vitacura Medical', 'Nordwind', 'Kindo', 'Bellacura'] as const

type Money = Record<Currency, number>

interface SeedVariant {
  id: number
  sku: string
  position: number
  titles: Translated
  options: { size?: string; colour?: Colour }
  imagePath: string
  stock: number
  availableOnline: boolean
  prices: Record<Currency, { amount: number; compareAt: number | null }>
}

/** Detail-page material kept in `products.details`; texts are objects keyed by language. */
interface ProductDetails {
  type: ProductType
  model: string
  popularity: number
  isNew: boolean
  badges: Badge[]
  attributes: Translated[]
  functions: Array<{ id: Feature; title: Translated; text: Translated }>
  technicalData: Array<{ label: Translated; value: Translated }>
  faq: Array<{ question: Translated; answer: Translated }>
  deliveryScope: Translated[]
  files: Array<{ type: 'instructions' | 'datasheet'; title: Translated; url: Translated }>
  accessoryIds: number[]
  sparePartIds: number[]
  bundleProductIds: number[]
  reviews: { average: number; count: number; distribution: Record<'1' | '2' | '3' | '4' | '5', number> }
  /** Recommended retail price per currency, or null when the product has none. */
  rrp: Money | null
  /** Retail price per currency over the last 90 days, as (days ago, amount) points; dates are derived when read. */
  priceHistory: Record<Currency, Array<{ daysAgo: number; amount: number }>>
  recycling: { class: string; price: Money }
  recyclingData: Array<{ class: string; price: Money }>
  experiments: Array<{ experiment: string; variation: string }>
  /** Sold out now, but a delivery is expected: "back in stock shortly". */
  restockExpected: boolean
  imageCount: number
  colourHex: Partial<Record<Colour, string>>
}

export interface SeedProduct {
  id: number
  handle: string
  articleNumber: string
  categoryId: CategoryId
  manufacturer: string
  titles: Translated
  descriptions: Translated
  purchaseLimit: number | null
  createdDaysAgo: number
  details: ProductDetails
  variants: SeedVariant[]
}

const COLOUR_HEX: Record<Colour, string> = { white: '#f4f4f2', black: '#222428', grey: '#8a8f98', rose: '#e7b6b8', blue: '#3a6ea5' }

const pricePoint = (value: number) => Math.max(0.99, Math.round(value) - 0.01)
const money = (eur: number): Money => ({ EUR: pricePoint(eur), PLN: pricePoint(eur * 4.3), GBP: pricePoint(eur * 0.86) })
/** Fees (recycling) are converted exactly, not rounded to shelf price points. */
const fee = (eur: number): Money => ({ EUR: eur, PLN: Math.round(eur * 430) / 100, GBP: Math.round(eur * 86) / 100 })

function history(current: Money, peak: Money | null, random: ReturnType<typeof createRandom>): ProductDetails['priceHistory'] {
  // Weekly points over 90 days; a peak (when given) lies somewhere inside the window.
  const peakWeek = random.int(2, 11)
  const out = { EUR: [], PLN: [], GBP: [] } as ProductDetails['priceHistory']
  for (let week = 0; week <= 12; week++) {
    const daysAgo = week * 7 + 1
    for (const currency of ['EUR', 'PLN', 'GBP'] as const) {
      const amount = peak && week === peakWeek ? peak[currency] : current[currency]
      out[currency].push({ daysAgo, amount })
    }
  }
  return out
}

/** Builds the whole demo catalogue; the same call always gives the same products, ids and prices. */
export function buildProducts(): SeedProduct[] {
  const random = createRandom(20240917)
  const products: SeedProduct[] = []
  let nextId = 1001
  for (const spec of TYPES) {
    for (let n = 0; n < spec.count; n++) {
      const id = nextId++
      const index = id - 1001
      const model = spec.type === 'cuff' || spec.type === 'adapter' || spec.type === 'bpSet' ? `${spec.prefix} ${spec.firstNumber + n}` : `${spec.prefix} ${spec.firstNumber + n}`
      const titles = translate((v) => `${v.productTypes[spec.type]} ${model}`)
      const featureCount = Math.min(spec.features.length, 3 + (n % 2))
      const features = Array.from({ length: featureCount }, (_, k) => spec.features[(n + k) % spec.features.length]!)
      const descriptions = translate((v) => fill(v.description, { type: v.productTypes[spec.type], model, features: features.map((f) => v.features[f].title).join(', ') }))

      // Stock states spread over the catalogue so every state shows up in every category.
      const state = index % 17 === 3 ? 'sold-out' : index % 17 === 5 ? 'back-soon' : index % 17 === 7 ? 'not-online' : index % 11 === 2 ? 'few' : 'in-stock'
      const badges: Badge[] = []
      if (index % 9 === 1) badges.push('sale')
      if (index % 13 === 4) badges.push('black-friday')
      if (index % 10 === 6) badges.push('online-only')
      if (index % 14 === 8) badges.push('xmas-deal')
      const eur = random.int(spec.price[0], spec.price[1])
      const price = money(eur)
      const discounted = badges.includes('sale') || badges.includes('black-friday')
      const compareAt = discounted ? money(eur * 1.25) : null
      const hasRrp = index % 3 === 0
      const rrp = hasRrp ? money(eur * 1.15) : null
      // Every fifth product with an RRP never sold at or above it in 90 days, so the RRP rule hides it there.
      const rrpHonoured = hasRrp && index % 5 !== 0
      const peak = rrpHonoured ? rrp : compareAt

      const optionSets: Array<SeedVariant['options']> = spec.sizes
        ? spec.sizes.map((size) => ({ size }))
        : spec.colours
          ? spec.colours.map((colour) => ({ colour }))
          : [{}]
      const variants: SeedVariant[] = optionSets.map((options, position) => {
        let stock = random.int(20, 240)
        if (state === 'few') stock = random.int(1, 4)
        if (state === 'sold-out' || state === 'back-soon') stock = 0
        // One size of a multi-size product is sold out, so "soon available again" shows on size choices.
        if (optionSets.length > 2 && position === optionSets.length - 1 && index % 2 === 0) stock = 0
        const suffix = options.size ? `-${options.size.split(' ')[0]}` : options.colour ? `-${options.colour.toUpperCase()}` : ''
        return {
          id: id * 10 + position + 1,
          sku: `${spec.prefix}${spec.firstNumber + n}${suffix}`.replace(/\s/g, ''),
          position,
          titles: options.size ? translate(() => options.size!) : options.colour ? translate((v) => v.colours[options.colour!]) : translate(() => model),
          options,
          imagePath: options.colour ? `/images/products/${id}/${options.colour}.png` : `/images/products/${id}/1.png`,
          stock,
          availableOnline: state !== 'not-online',
          prices: { EUR: { amount: price.EUR, compareAt: compareAt?.EUR ?? null }, PLN: { amount: price.PLN, compareAt: compareAt?.PLN ?? null }, GBP: { amount: price.GBP, compareAt: compareAt?.GBP ?? null } },
        }
      })

      const tech: Array<[TechLabel, Translated]> = [
        ['weight', translate(() => `${random.int(60, 1800)} g`)],
        ['dimensions', translate(() => `${random.int(50, 320)} × ${random.int(40, 260)} × ${random.int(20, 120)} mm`)],
        ['power', translate((v) => (spec.power === 'battery' ? `4 × AA 1,5 V (${v.attributes.battery})` : spec.power === 'rechargeable' ? `Li-Ion 3,7 V (${v.attributes.rechargeable})` : `230 V ~ 50 Hz (${v.attributes.mains})`))],
      ]
      if (features.includes('memory')) tech.push(['memory', translate(() => '2 × 60')])
      if (spec.range) tech.push(['range', translate(() => spec.range!)])
      tech.push(['warranty', translate((v) => v.attributes.warranty3)])

      const recyclingClass = spec.power === 'mains' ? 'WEEE 4' : 'WEEE 5'
      const recyclingPrice = fee(spec.power === 'mains' ? 0.5 : 0.2)
      const languageFiles = (type: 'instructions' | 'datasheet') => translate((_, language: LanguageCode) => `/files/${id}/${type}-${language}.pdf`)
      const reviewCount = random.int(0, 240)
      const average = reviewCount === 0 ? 0 : Math.round((3.4 + random.next() * 1.6) * 10) / 10

      products.push({
        id,
        handle: `${slugify(`${VOCABULARIES.en.productTypes[spec.type]} ${model}`)}`,
        articleNumber: `${String(id).padStart(4, '0')}-${spec.prefix}${spec.firstNumber + n}`.replace(/\s/g, ''),
        categoryId: spec.category,
        manufacturer: spec.manufacturers[n % spec.manufacturers.length]!,
        titles,
        descriptions,
        purchaseLimit: badges.includes('black-friday') ? 2 : badges.includes('xmas-deal') ? 3 : null,
        createdDaysAgo: (index * 37) % 400,
        variants,
        details: {
          type: spec.type,
          model,
          popularity: random.int(1, 1000),
          isNew: (index * 37) % 400 < 45,
          badges,
          attributes: [
            translate((v) => v.attributes[spec.power === 'battery' ? 'battery' : spec.power === 'rechargeable' ? 'rechargeable' : 'mains']),
            translate((v) => v.attributes.warranty3),
            translate((v) => v.attributes.madeForHome),
          ],
          functions: features.map((feature) => ({ id: feature, title: translate((v) => v.features[feature].title), text: translate((v) => v.features[feature].text) })),
          technicalData: tech.map(([label, value]) => ({ label: translate((v) => v.technical[label]), value })),
          faq: VOCABULARIES.en.faq.map((_, k) => ({
            question: translate((v) => fill(v.faq[k]!.question, { product: `${v.productTypes[spec.type]} ${model}` })),
            answer: translate((v) => v.faq[k]!.answer),
          })),
          deliveryScope: spec.delivery.map((item) => translate((v) => v.delivery[item])),
          files: [
            { type: 'instructions', title: translate((v) => v.files.instructions), url: languageFiles('instructions') },
            { type: 'datasheet', title: translate((v) => v.files.datasheet), url: languageFiles('datasheet') },
          ],
          accessoryIds: [],
          sparePartIds: [],
          bundleProductIds: [],
          reviews: {
            average,
            count: reviewCount,
            distribution: reviewCount === 0 ? { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 } : spreadReviews(reviewCount, average),
          },
          rrp,
          priceHistory: history(price, peak, random),
          recycling: { class: recyclingClass, price: recyclingPrice },
          recyclingData: [
            { class: recyclingClass, price: recyclingPrice },
            { class: 'BATT', price: fee(0.05) },
          ],
          experiments: index % 6 === 0 ? [{ experiment: 'pdp-gallery', variation: index % 12 === 0 ? 'b' : 'a' }] : [],
          restockExpected: state === 'back-soon',
          imageCount: 3,
          colourHex: Object.fromEntries((spec.colours ?? []).map((colour) => [colour, COLOUR_HEX[colour]])),
        },
      })
    }
  }
  linkAccessories(products)
  return products
}

function spreadReviews(count: number, average: number): ProductDetails['reviews']['distribution'] {
  const five = Math.round(count * Math.max(0, (average - 3) / 2) * 0.8)
  const four = Math.round((count - five) * 0.6)
  const three = Math.round((count - five - four) * 0.6)
  const two = Math.round((count - five - four - three) * 0.5)
  return { '5': five, '4': four, '3': three, '2': two, '1': count - five - four - three - two }
}

/** Monitors get cuffs and adapters as accessories and spare parts; sets contain a monitor, a cuff and an adapter. */
function linkAccessories(products: SeedProduct[]): void {
  const ofType = (type: ProductType) => products.filter((product) => product.details.type === type)
  const cuffs = ofType('cuff')
  const adapters = ofType('adapter')
  const monitors = ofType('upperArm')
  for (const [k, product] of products.entries()) {
    const type = product.details.type
    if (type === 'upperArm' || type === 'wrist' || type === 'bpSet') {
      product.details.accessoryIds = [cuffs[k % cuffs.length]!.id, adapters[k % adapters.length]!.id]
      product.details.sparePartIds = type === 'wrist' ? [] : [cuffs[(k + 1) % cuffs.length]!.id]
    } else if (type !== 'cuff' && type !== 'adapter') {
      const siblings = products.filter((other) => other.categoryId === product.categoryId && other.details.type !== type)
      product.details.accessoryIds = siblings.slice(0, 2).map((other) => other.id)
    }
    if (type === 'bpSet') {
      product.details.bundleProductIds = [monitors[(k * 7) % monitors.length]!.id, cuffs[k % cuffs.length]!.id, adapters[k % adapters.length]!.id]
    }
  }
}
