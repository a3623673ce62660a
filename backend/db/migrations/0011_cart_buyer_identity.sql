-- A cart (Storefront API 2025-07) is stored as a checkout; its buyer identity adds a phone and a signed-in customer.
ALTER TABLE checkouts ADD COLUMN phone text;
ALTER TABLE checkouts ADD COLUMN customer_id integer REFERENCES customers (id);
