-- The catalogue both platforms read: the commerce API sells these variants, the content platform shows them.
-- Translated texts are JSON objects keyed by ISO 639-1 language (de, en, fr, it, nl, pl, es, id).
CREATE TABLE categories (
  id text PRIMARY KEY,
  position integer NOT NULL DEFAULT 0,
  titles jsonb NOT NULL,
  slugs jsonb NOT NULL
);

CREATE TABLE products (
  id integer PRIMARY KEY,
  handle text NOT NULL UNIQUE,
  article_number text NOT NULL UNIQUE,
  category_id text REFERENCES categories (id),
  manufacturer text NOT NULL,
  titles jsonb NOT NULL,
  descriptions jsonb NOT NULL DEFAULT '{}',
  -- Maximum items per household; null means no limit.
  purchase_limit integer CHECK (purchase_limit IS NULL OR purchase_limit > 0),
  -- Detail-page material owned by the content platform: functions, technical data, FAQ, files, badges, ...
  details jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE product_variants (
  id integer PRIMARY KEY,
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  sku text NOT NULL UNIQUE,
  position integer NOT NULL DEFAULT 0,
  titles jsonb NOT NULL,
  options jsonb NOT NULL DEFAULT '{}',
  image_path text,
  stock integer NOT NULL DEFAULT 0 CHECK (stock >= 0),
  -- False for "not available online": never for sale, whatever the stock.
  available_online boolean NOT NULL DEFAULT true
);
CREATE INDEX product_variants_product ON product_variants (product_id);

CREATE TABLE variant_prices (
  variant_id integer NOT NULL REFERENCES product_variants (id) ON DELETE CASCADE,
  currency text NOT NULL CHECK (currency IN ('EUR', 'PLN', 'GBP')),
  amount numeric(12, 2) NOT NULL CHECK (amount >= 0),
  compare_at_amount numeric(12, 2),
  PRIMARY KEY (variant_id, currency)
);
