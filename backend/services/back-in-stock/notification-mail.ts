import type { BackendConfig } from '../../config.ts'
import type { Database } from '../../db/database.ts'
import { sendMail } from '../../commerce/outbox.ts'
import { editionOf } from '../../commerce/context.ts'
import { translate, type Translations } from '../../commerce/translations.ts'
import { LANGUAGES, readStores, type LanguageCode } from '../../stores.ts'
import type { BackInStockRequest } from './requests.ts'

const TEXTS: Record<LanguageCode, { subject: (title: string) => string; body: (title: string, link: string) => string }> = {
  en: { subject: (t) => `Back in stock: ${t}`, body: (t, l) => `Good news: ${t} is available again.\n\n${l}` },
  de: { subject: (t) => `Wieder verfügbar: ${t}`, body: (t, l) => `Gute Nachricht: ${t} ist wieder verfügbar.\n\n${l}` },
  fr: { subject: (t) => `De nouveau en stock : ${t}`, body: (t, l) => `Bonne nouvelle : ${t} est de nouveau disponible.\n\n${l}` },
  it: { subject: (t) => `Di nuovo disponibile: ${t}`, body: (t, l) => `Buone notizie: ${t} è di nuovo disponibile.\n\n${l}` },
  nl: { subject: (t) => `Weer op voorraad: ${t}`, body: (t, l) => `Goed nieuws: ${t} is weer verkrijgbaar.\n\n${l}` },
  pl: { subject: (t) => `Ponownie dostępny: ${t}`, body: (t, l) => `Dobra wiadomość: ${t} jest znów dostępny.\n\n${l}` },
  es: { subject: (t) => `De nuevo en stock: ${t}`, body: (t, l) => `Buenas noticias: ${t} vuelve a estar disponible.\n\n${l}` },
  id: { subject: (t) => `Tersedia kembali: ${t}`, body: (t, l) => `Kabar baik: ${t} tersedia kembali.\n\n${l}` },
}

/** The notification e-mail, in the store's language, linking to the product page of the store's edition. */
export async function sendBackInStockMail(config: BackendConfig, db: Database, request: BackInStockRequest): Promise<void> {
  const store = readStores().find((candidate) => candidate.code === request.storeCode)
  const language: LanguageCode = store && (LANGUAGES as readonly string[]).includes(store.language) ? store.language : 'en'
  const { rows } = await db.query<{ product_id: number; product_titles: Translations; variant_titles: Translations }>(
    'SELECT p.id AS product_id, p.titles AS product_titles, v.titles AS variant_titles FROM product_variants v JOIN products p ON p.id = v.product_id WHERE v.id = $1',
    [request.variantId],
  )
  const row = rows[0]
  if (!row) return
  const variant = translate(row.variant_titles, language)
  const title = [translate(row.product_titles, language), variant].filter(Boolean).join(' – ')
  const link = `${config.shopUrl}/${editionOf(request.storeCode)}/p/${row.product_id}/`
  const texts = TEXTS[language]
  await sendMail(db, { recipient: request.email, subject: texts.subject(title), body: texts.body(title, link), links: { product: link } })
}
