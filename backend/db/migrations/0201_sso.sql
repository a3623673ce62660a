-- The account site's signing secret for the SSO access cookie, made once per data directory so cookies
-- survive restarts and no two installations share a key. BACKEND_SSO_SECRET overrides it.
CREATE TABLE sso_signing_keys (
  id integer PRIMARY KEY CHECK (id = 1),
  secret text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
