-- Error reports from the shop (SPEC §7): kept so a person or a test can read them back.
CREATE TABLE error_reports (
  id serial PRIMARY KEY,
  host text NOT NULL,
  path text NOT NULL,
  query text NOT NULL DEFAULT '',
  platform text NOT NULL DEFAULT '',
  user_agent text NOT NULL DEFAULT '',
  -- As the shop sends it: encoded, never the plain address.
  customer_ip text NOT NULL DEFAULT '',
  status integer,
  message text NOT NULL,
  stack text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
