-- Listing material of each product (badges, popularity, price history, recycling, ...), kept small and apart from
-- the detail-page JSON in products.details: reading that large value for every listed product made listings slow.
CREATE TABLE product_tiles (
  product_id integer PRIMARY KEY REFERENCES products (id) ON DELETE CASCADE,
  tile jsonb NOT NULL
);

-- With a few hundred titles per language a scan is cheaper than planning around the trigram index, and autosuggest
-- must answer within 50 ms; the full-text GIN index stays.
DROP INDEX IF EXISTS product_search_title_trgm;
