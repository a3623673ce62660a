-- Newsletter subscriptions (SPEC §3): one per e-mail and country; Polish subscriptions wait for the confirmation link.
CREATE TABLE newsletter_subscriptions (
  id serial PRIMARY KEY,
  email text NOT NULL,
  country text NOT NULL,
  -- pending: the confirmation e-mail is out (double opt-in); active: subscribed.
  status text NOT NULL CHECK (status IN ('pending', 'active')),
  wants_voucher boolean NOT NULL DEFAULT false,
  voucher_code text UNIQUE,
  -- Only a hash of the confirmation token is kept, as for the commerce secrets.
  confirmation_token_hash text UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  confirmed_at timestamptz
);
CREATE UNIQUE INDEX newsletter_subscriptions_email_country ON newsletter_subscriptions (lower(email), country);
