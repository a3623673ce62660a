/** Identifiers shared by every language file; the texts behind them differ per language. */
export const CATEGORY_IDS = ['blood-pressure', 'thermometers', 'scales', 'pain-therapy', 'massage', 'air-climate', 'baby-care', 'beauty'] as const
export type CategoryId = (typeof CATEGORY_IDS)[number]

export type ProductType =
  | 'upperArm'
  | 'wrist'
  | 'cuff'
  | 'adapter'
  | 'bpSet'
  | 'earThermometer'
  | 'foreheadThermometer'
  | 'clinicalThermometer'
  | 'bathroomScale'
  | 'diagnosticScale'
  | 'kitchenScale'
  | 'tensDevice'
  | 'heatPad'
  | 'heatedVest'
  | 'massageGun'
  | 'shiatsuCushion'
  | 'footMassager'
  | 'humidifier'
  | 'airPurifier'
  | 'aromaDiffuser'
  | 'babyMonitor'
  | 'bottleWarmer'
  | 'nasalAspirator'
  | 'facialBrush'
  | 'hairDryer'
  | 'cosmeticMirror'

export type Feature =
  | 'arrhythmia'
  | 'riskIndicator'
  | 'memory'
  | 'app'
  | 'cuffFit'
  | 'largeDisplay'
  | 'fever'
  | 'contactless'
  | 'bodyAnalysis'
  | 'autoOff'
  | 'intensity'
  | 'heat'
  | 'quiet'
  | 'timer'
  | 'rechargeable'
  | 'nightLight'

export type TechLabel =
  | 'weight'
  | 'dimensions'
  | 'power'
  | 'memory'
  | 'range'
  | 'warranty'

export type DeliveryItem =
  | 'device'
  | 'batteries'
  | 'manual'
  | 'bag'
  | 'cuff'
  | 'cable'
  | 'adapter'
  | 'covers'

export type Colour =
  | 'white'
  | 'black'
  | 'grey'
  | 'rose'
  | 'blue'

export const BADGES = ['black-friday', 'sale', 'online-only', 'xmas-deal'] as const
export type Badge = (typeof BADGES)[number]

export const STOCK_STATES = ['in-stock', 'few-in-stock', 'back-soon', 'not-available-online', 'sold-out'] as const
export type StockState = (typeof STOCK_STATES)[number]

/** Every text of the demo catalogue and its content pages in one language. `{name}` style holes are filled by the seed. */
export interface Vocabulary {
  categories: Record<CategoryId, { title: string; slug: string; intro: string }>
  productTypes: Record<ProductType, string>
  /** `{type}`, `{model}` and `{features}` are filled in. */
  description: string
  features: Record<Feature, { title: string; text: string }>
  technical: Record<TechLabel, string>
  /** `{product}` is filled in. */
  faq: Array<{ question: string; answer: string }>
  delivery: Record<DeliveryItem, string>
  files: { instructions: string; datasheet: string }
  colours: Record<Colour, string>
  badges: Record<Badge, string>
  stock: Record<StockState, string>
  attributes: { rechargeable: string; battery: string; mains: string; warranty3: string; madeForHome: string }
  sorting: { popularity: string; priceDesc: string; priceAsc: string; newHits: string }
  aggregations: { category: string; manufacturer: string; price: string; badges: string; availability: string }
  home: { title: string; description: string; heroHeading: string; heroText: string; heroButton: string; categoriesHeading: string; bestsellersHeading: string; newHeading: string; serviceText: string }
  manufacturerIntro: string
  privacy: { slug: string; title: string; paragraphs: string[] }
  webedition: { slug: string; title: string; text: string }
  bundle: { slug: string; title: string; text: string; slotMonitor: string; slotCuff: string; slotExtra: string }
  campaign: { slug: string; title: string; text: string; button: string }
  header: { promotions: readonly [freeShipping: string, warranty: string, returnRight: string]; submenuHeading: string; articleText: string; articleButton: string }
  flyout: { caption: string; linkText: string; altText: string }
  menu: { products: string; offers: string; service: string; blog: string; deliveryCountry: string; allProducts: string }
  footer: {
    newsletterHeadline: string; newsletterText: string; newsletterButton: string
    shopColumn: string; serviceColumn: string; companyColumn: string
    contact: string; faq: string; shipping: string; returns: string; about: string; careers: string; press: string
    contactHeadline: string; contactContent: string; paymentHeadline: string; shippingHeadline: string
    socialHeadline: string; appHeadline: string; appAlt: string; text: string
    imprint: string; privacy: string; terms: string
  }
  cart: { empty: string; freeShipping: string; shippingName: string; highlight: string }
  error: { notFoundHeading: string; notFoundText: string; errorHeading: string; errorText: string; back: string; home: string }
}
