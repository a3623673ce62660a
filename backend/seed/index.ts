import type { Database } from '../db/database.ts'
import { EDITIONS } from '../content/editions.ts'
import { TEXT_SEARCH_CONFIG } from '../content/language-config.ts'
import { LANGUAGES } from '../stores.ts'
import { translate } from './languages/index.ts'
import { CATEGORY_IDS } from './languages/vocabulary.ts'
import { buildMenu } from './menus.ts'
import { buildPages } from './pages.ts'
import { buildProducts, type SeedProduct } from './products.ts'
import { buildSnippets } from './snippets.ts'

/**
 * Fills the catalogue (categories, products, variants, prices) and the content platform (search index, pages,
 * snippets, menus) with the demo data. Does nothing for a part that already holds data, so it is safe on every start.
 */
export async function seedCatalogue(db: Database): Promise<void> {
  const products = buildProducts()
  await db.transaction(async (tx) => {
    const hasProducts = (await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM products')).rows[0]!.n > 0
    if (!hasProducts) await insertCatalogue(tx, products)
    await refreshSearchIndex(tx)
    await refreshProductTiles(tx)
    const hasContent = (await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM content_pages')).rows[0]!.n > 0
    if (!hasContent) await insertContent(tx, products)
  })
}

type Tx = Pick<Database, 'query'>

async function insertCatalogue(tx: Tx, products: SeedProduct[]): Promise<void> {
  const categories = CATEGORY_IDS.map((id, position) => ({
    id,
    position,
    titles: translate((v) => v.categories[id].title),
    slugs: translate((v) => v.categories[id].slug),
  }))
  await tx.query(
    `INSERT INTO categories (id, position, titles, slugs)
     SELECT id, position, titles, slugs FROM jsonb_to_recordset($1::jsonb) AS x(id text, position int, titles jsonb, slugs jsonb)`,
    [JSON.stringify(categories)],
  )
  await tx.query(
    `INSERT INTO products (id, handle, article_number, category_id, manufacturer, titles, descriptions, purchase_limit, details, created_at)
     SELECT id, handle, article_number, category_id, manufacturer, titles, descriptions, purchase_limit, details, now() - make_interval(days => created_days_ago)
     FROM jsonb_to_recordset($1::jsonb) AS x(id int, handle text, article_number text, category_id text, manufacturer text, titles jsonb,
       descriptions jsonb, purchase_limit int, details jsonb, created_days_ago int)`,
    [JSON.stringify(products.map((p) => ({
      id: p.id, handle: p.handle, article_number: p.articleNumber, category_id: p.categoryId, manufacturer: p.manufacturer,
      titles: p.titles, descriptions: p.descriptions, purchase_limit: p.purchaseLimit, details: p.details, created_days_ago: p.createdDaysAgo,
    })))],
  )
  const variants = products.flatMap((p) => p.variants.map((v) => ({ ...v, product_id: p.id })))
  await tx.query(
    `INSERT INTO product_variants (id, product_id, sku, position, titles, options, image_path, stock, available_online)
     SELECT id, product_id, sku, position, titles, options, image_path, stock, available_online
     FROM jsonb_to_recordset($1::jsonb) AS x(id int, product_id int, sku text, position int, titles jsonb, options jsonb, image_path text, stock int, available_online boolean)`,
    [JSON.stringify(variants.map((v) => ({ id: v.id, product_id: v.product_id, sku: v.sku, position: v.position, titles: v.titles, options: v.options, image_path: v.imagePath, stock: v.stock, available_online: v.availableOnline })))],
  )
  const prices = variants.flatMap((v) => (['EUR', 'PLN', 'GBP'] as const).map((currency) => ({ variant_id: v.id, currency, amount: v.prices[currency].amount, compare_at_amount: v.prices[currency].compareAt })))
  await tx.query(
    `INSERT INTO variant_prices (variant_id, currency, amount, compare_at_amount)
     SELECT variant_id, currency, amount, compare_at_amount FROM jsonb_to_recordset($1::jsonb) AS x(variant_id int, currency text, amount numeric, compare_at_amount numeric)`,
    [JSON.stringify(prices)],
  )
}

/**
 * Indexes every product of the catalogue that has no search rows yet, in every language, from the database itself
 * (so products added by others are found too): the title for trigram matching, title and texts for full text.
 */
async function refreshSearchIndex(tx: Tx): Promise<void> {
  const languages = LANGUAGES.map((language) => ({ language, config: TEXT_SEARCH_CONFIG[language] }))
  await tx.query(
    `INSERT INTO product_search (product_id, language, title, document)
     SELECT p.id, l.language, coalesce(p.titles->>l.language, p.titles->>'en', ''),
       setweight(to_tsvector(l.config::regconfig, coalesce(p.titles->>l.language, p.titles->>'en', '')), 'A')
       || setweight(to_tsvector('simple', coalesce(p.titles->>l.language, p.titles->>'en', '')), 'A')
       || setweight(to_tsvector(l.config::regconfig, concat_ws(' ', p.descriptions->>l.language, c.titles->>l.language, p.manufacturer,
            (SELECT string_agg(concat_ws(' ', f->'title'->>l.language, f->'text'->>l.language), ' ')
             FROM jsonb_array_elements(CASE WHEN jsonb_typeof(p.details->'functions') = 'array' THEN p.details->'functions' ELSE '[]'::jsonb END) AS f))), 'B')
     FROM products p LEFT JOIN categories c ON c.id = p.category_id CROSS JOIN jsonb_to_recordset($1::jsonb) AS l(language text, config text)
     ON CONFLICT (product_id, language) DO NOTHING`,
    [JSON.stringify(languages)],
  )
}

/** Copies the listing material out of each product's detail JSON (see migration 0101). */
async function refreshProductTiles(tx: Tx): Promise<void> {
  await tx.query(
    `INSERT INTO product_tiles (product_id, tile)
     SELECT id, details - 'functions' - 'technicalData' - 'faq' - 'deliveryScope' - 'files' - 'attributes' FROM products
     ON CONFLICT (product_id) DO NOTHING`,
  )
}

async function insertContent(tx: Tx, products: SeedProduct[]): Promise<void> {
  const pages = buildPages(products)
  await tx.query(
    `INSERT INTO content_pages (url, page_key, edition, type, data)
     SELECT url, page_key, edition, type, data FROM jsonb_to_recordset($1::jsonb) AS x(url text, page_key text, edition text, type text, data jsonb)`,
    [JSON.stringify(pages.map((page) => ({ url: page.url, page_key: page.pageKey, edition: page.edition, type: page.type, data: page.data })))],
  )
  await tx.query(
    `INSERT INTO content_snippets (snippet_id, edition, data)
     SELECT snippet_id, edition, data FROM jsonb_to_recordset($1::jsonb) AS x(snippet_id text, edition text, data jsonb)`,
    [JSON.stringify(buildSnippets().map((s) => ({ snippet_id: s.snippetId, edition: s.edition, data: s.data })))],
  )
  await tx.query(
    `INSERT INTO content_menus (edition, menu) SELECT edition, menu FROM jsonb_to_recordset($1::jsonb) AS x(edition text, menu jsonb)`,
    [JSON.stringify(EDITIONS.map((edition) => ({ edition: edition.key, menu: buildMenu(edition.key) })))],
  )
}
