-- Back-in-stock requests (SPEC §4, §9): an e-mail per variant, deleted once notified or after six months.
CREATE TABLE back_in_stock_requests (
  id serial PRIMARY KEY,
  email text NOT NULL,
  variant_id integer NOT NULL REFERENCES product_variants (id) ON DELETE CASCADE,
  store_code text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX back_in_stock_requests_email_variant ON back_in_stock_requests (lower(email), variant_id);
CREATE INDEX back_in_stock_requests_created ON back_in_stock_requests (created_at);
