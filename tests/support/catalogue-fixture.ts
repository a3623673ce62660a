import type { Database } from '../../backend/db/database.ts'

/**
 * A small catalogue for commerce tests, written straight into the shared catalogue tables: two ordinary
 * products, one variant not available online, one product limited per household, one sold out.
 * Ids start high so they do not meet the demo seed.
 */
export const FIXTURE = {
  thermometer: { productId: 9001, handle: 'fixture-thermometer', variantId: 90011, stock: 10, eur: '29.99', pln: '129.00', gbp: '25.99' },
  bloodPressure: { productId: 9002, handle: 'fixture-blood-pressure-monitor', variantId: 90021, largeCuffVariantId: 90022, stock: 5, eur: '79.90' },
  offline: { productId: 9003, variantId: 90031 },
  limited: { productId: 9004, variantId: 90041, limit: 2, stock: 50, eur: '9.95' },
  soldOut: { productId: 9005, variantId: 90051 },
} as const

export async function insertCatalogueFixture(db: Database): Promise<void> {
  await db.exec(`
    INSERT INTO categories (id, titles, slugs) VALUES ('fixture-health', '{"en":"Health","de":"Gesundheit"}', '{"en":"health","de":"gesundheit"}')
      ON CONFLICT (id) DO NOTHING;
    INSERT INTO products (id, handle, article_number, category_id, manufacturer, titles, purchase_limit) VALUES
      (9001, 'fixture-thermometer', 'FX-9001', 'fixture-health', 'Fixture Labs', '{"en":"Ear thermometer","de":"Ohrthermometer","fr":"Thermomètre auriculaire","pl":"Termometr do ucha"}', NULL),
      (9002, 'fixture-blood-pressure-monitor', 'FX-9002', 'fixture-health', 'Fixture Labs', '{"en":"Blood pressure monitor","de":"Blutdruckmessgerät"}', NULL),
      (9003, 'fixture-shop-only-scale', 'FX-9003', 'fixture-health', 'Fixture Labs', '{"en":"Shop-only scale"}', NULL),
      (9004, 'fixture-face-masks', 'FX-9004', 'fixture-health', 'Fixture Labs', '{"en":"Face masks","de":"Gesichtsmasken"}', 2),
      (9005, 'fixture-heating-pad', 'FX-9005', 'fixture-health', 'Fixture Labs', '{"en":"Heating pad"}', NULL);
    INSERT INTO product_variants (id, product_id, sku, position, titles, options, image_path, stock, available_online) VALUES
      (90011, 9001, 'FX-9001-STD', 1, '{"en":"Standard","de":"Standard"}', '{"Size":"Standard"}', '/images/fixture/thermometer.png', 10, true),
      (90021, 9002, 'FX-9002-M', 1, '{"en":"Cuff M","de":"Manschette M"}', '{"Cuff":"M"}', NULL, 5, true),
      (90022, 9002, 'FX-9002-L', 2, '{"en":"Cuff L","de":"Manschette L"}', '{"Cuff":"L"}', NULL, 5, true),
      (90031, 9003, 'FX-9003-STD', 1, '{"en":"Standard"}', '{}', NULL, 20, false),
      (90041, 9004, 'FX-9004-10', 1, '{"en":"Pack of 10"}', '{}', NULL, 50, true),
      (90051, 9005, 'FX-9005-STD', 1, '{"en":"Standard"}', '{}', NULL, 0, true);
    INSERT INTO variant_prices (variant_id, currency, amount, compare_at_amount) VALUES
      (90011, 'EUR', 29.99, 39.99), (90011, 'PLN', 129.00, NULL), (90011, 'GBP', 25.99, NULL),
      (90021, 'EUR', 79.90, NULL), (90021, 'PLN', 339.00, NULL), (90021, 'GBP', 69.00, NULL),
      (90022, 'EUR', 84.90, NULL), (90022, 'PLN', 359.00, NULL), (90022, 'GBP', 74.00, NULL),
      (90031, 'EUR', 49.00, NULL),
      (90041, 'EUR', 9.95, NULL), (90041, 'PLN', 42.00, NULL), (90041, 'GBP', 8.50, NULL),
      (90051, 'EUR', 19.00, NULL);
  `)
}

/** Global id of a fixture variant, as the storefront API hands it out. */
export const variantGid = (id: number) => Buffer.from(`gid://shopify/ProductVariant/${id}`).toString('base64')
