-- Content platform: pages, snippets and menus per edition, and the per-language product search index.
CREATE TABLE content_pages (
  -- Normalized SEO path with leading and trailing slash, e.g. /de/c/blutdruckmessgeraete/.
  url text PRIMARY KEY,
  -- The same page in every edition shares a key; selfLinks are built from it.
  page_key text NOT NULL,
  edition text NOT NULL,
  type text NOT NULL CHECK (type IN ('page', 'bundle', 'category', 'manufacturer', 'product-group', 'webedition', 'post', 'redirect')),
  data jsonb NOT NULL
);
CREATE INDEX content_pages_key ON content_pages (page_key);

CREATE TABLE content_snippets (
  snippet_id text NOT NULL,
  edition text NOT NULL,
  data jsonb NOT NULL,
  PRIMARY KEY (snippet_id, edition)
);

CREATE TABLE content_menus (
  edition text PRIMARY KEY,
  menu jsonb NOT NULL
);

-- One row per product and language: the title for typo-tolerant trigram matching, the document for full text.
CREATE TABLE product_search (
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  language text NOT NULL,
  title text NOT NULL,
  document tsvector NOT NULL,
  PRIMARY KEY (product_id, language)
);
CREATE INDEX product_search_title_trgm ON product_search USING gin (title gin_trgm_ops);
CREATE INDEX product_search_document ON product_search USING gin (document);
