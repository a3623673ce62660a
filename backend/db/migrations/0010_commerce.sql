-- Commerce: checkouts, customers and their secrets, orders and fulfilments, and the e-mail outbox.

CREATE TABLE checkouts (
  -- Random token: it is both the secret part of the checkout id and the hosted checkout page path.
  token text PRIMARY KEY,
  store_code text NOT NULL,
  currency text NOT NULL CHECK (currency IN ('EUR', 'PLN', 'GBP')),
  country text NOT NULL,
  language text NOT NULL,
  email text,
  note text,
  custom_attributes jsonb NOT NULL DEFAULT '[]',
  shipping_address jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  completed_at timestamptz
);

CREATE TABLE checkout_line_items (
  id serial PRIMARY KEY,
  checkout_token text NOT NULL REFERENCES checkouts (token) ON DELETE CASCADE,
  variant_id integer NOT NULL REFERENCES product_variants (id),
  quantity integer NOT NULL CHECK (quantity > 0),
  custom_attributes jsonb NOT NULL DEFAULT '[]',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX checkout_line_items_checkout ON checkout_line_items (checkout_token);

CREATE TABLE customers (
  id serial PRIMARY KEY,
  email text NOT NULL,
  first_name text,
  last_name text,
  phone text,
  -- scrypt hash; null while an invited customer has not chosen a password.
  password_hash text,
  -- invited: has an activation link and no password; enabled: can log in.
  state text NOT NULL CHECK (state IN ('invited', 'enabled', 'disabled')),
  accepts_marketing boolean NOT NULL DEFAULT false,
  default_address_id integer,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX customers_email ON customers (lower(email));
CREATE UNIQUE INDEX customers_phone ON customers (phone) WHERE phone IS NOT NULL;

CREATE TABLE customer_addresses (
  id serial PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  first_name text,
  last_name text,
  company text,
  address1 text,
  address2 text,
  city text,
  province text,
  country text,
  zip text,
  phone text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX customer_addresses_customer ON customer_addresses (customer_id);
ALTER TABLE customers ADD CONSTRAINT customers_default_address FOREIGN KEY (default_address_id) REFERENCES customer_addresses (id) ON DELETE SET NULL;

-- Only hashes of tokens are stored, so a copy of the database does not log anyone in.
CREATE TABLE customer_access_tokens (
  token_hash text PRIMARY KEY,
  id serial UNIQUE,
  customer_id integer NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Single-use secrets sent by e-mail: password reset and account activation.
CREATE TABLE customer_secrets (
  token_hash text PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('reset', 'activation')),
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE SEQUENCE order_numbers START 1001;

CREATE TABLE orders (
  id serial PRIMARY KEY,
  order_number integer NOT NULL UNIQUE DEFAULT nextval('order_numbers'),
  checkout_token text NOT NULL UNIQUE REFERENCES checkouts (token),
  customer_id integer REFERENCES customers (id) ON DELETE SET NULL,
  store_code text NOT NULL,
  email text NOT NULL,
  phone text,
  currency text NOT NULL,
  language text NOT NULL,
  subtotal numeric(12, 2) NOT NULL,
  shipping numeric(12, 2) NOT NULL DEFAULT 0,
  total numeric(12, 2) NOT NULL,
  financial_status text NOT NULL DEFAULT 'PAID',
  cancel_reason text,
  canceled_at timestamptz,
  shipping_address jsonb NOT NULL,
  processed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX orders_customer ON orders (customer_id, processed_at);

CREATE TABLE order_line_items (
  id serial PRIMARY KEY,
  order_id integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  -- Kept even if the catalogue changes later: an order shows what was bought.
  variant_id integer REFERENCES product_variants (id) ON DELETE SET NULL,
  title text NOT NULL,
  quantity integer NOT NULL CHECK (quantity > 0),
  unit_price numeric(12, 2) NOT NULL,
  custom_attributes jsonb NOT NULL DEFAULT '[]'
);
CREATE INDEX order_line_items_order ON order_line_items (order_id);

CREATE TABLE fulfillments (
  id serial PRIMARY KEY,
  order_id integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  tracking_company text,
  tracking_number text,
  tracking_url text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX fulfillments_order ON fulfillments (order_id);

CREATE TABLE outbox (
  id serial PRIMARY KEY,
  recipient text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  -- Links the mail carries, by purpose, so people and tests can follow them.
  links jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);
