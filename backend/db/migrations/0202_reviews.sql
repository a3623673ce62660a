-- Product reviews (SPEC §3 Review): moderated, so every review starts pending and only published ones are shown.
CREATE TABLE reviews (
  id serial PRIMARY KEY,
  store_code text NOT NULL,
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  rating integer NOT NULL CHECK (rating BETWEEN 1 AND 5),
  title text NOT NULL,
  comment text NOT NULL,
  email text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'published', 'rejected')),
  created_at timestamptz NOT NULL DEFAULT now(),
  moderated_at timestamptz
);
CREATE INDEX reviews_product ON reviews (store_code, product_id, status);
