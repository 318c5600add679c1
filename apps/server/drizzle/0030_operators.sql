-- The back office's operators (src/modules/operators/README.md): accounts with a role, TOTP
-- two-factor, cookie sessions with idle and absolute expiry, API keys with scopes for
-- automation, and the append-only audit log every admin write lands in.
CREATE TABLE operators (
  id bigserial PRIMARY KEY,
  email text NOT NULL,
  name text NOT NULL,
  role text NOT NULL,
  password_hash text NOT NULL,
  -- Base32 TOTP secret once enrolled; pending_totp_secret while the operator enrols.
  totp_secret text,
  pending_totp_secret text,
  -- The last 30-second step a code was accepted for: a code is good once (replay guard).
  totp_last_step bigint NOT NULL DEFAULT 0,
  disabled_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT operators_email UNIQUE (email),
  CONSTRAINT operators_email_lower CHECK (email = lower(email)),
  CONSTRAINT operators_role CHECK (role IN ('owner', 'finance', 'support', 'marketing'))
);
--> statement-breakpoint
CREATE TABLE operator_sessions (
  -- sha256 of the cookie's token: a database leak gives no session.
  token_hash text PRIMARY KEY,
  operator_id bigint NOT NULL REFERENCES operators (id),
  csrf_token text NOT NULL,
  ip text,
  user_agent text,
  created_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
--> statement-breakpoint
CREATE INDEX operator_sessions_operator ON operator_sessions (operator_id) WHERE revoked_at IS NULL;
--> statement-breakpoint
CREATE TABLE operator_api_keys (
  id bigserial PRIMARY KEY,
  name text NOT NULL,
  -- sha256 of the key's secret part; the key itself is shown once, at creation.
  secret_hash text NOT NULL,
  scopes text[] NOT NULL,
  created_by bigint NOT NULL REFERENCES operators (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz,
  revoked_at timestamptz
);
--> statement-breakpoint
CREATE TABLE audit_log (
  id bigserial PRIMARY KEY,
  at timestamptz NOT NULL,
  operator_id bigint REFERENCES operators (id),
  api_key_id bigint REFERENCES operator_api_keys (id),
  action text NOT NULL,
  target_type text NOT NULL,
  target_id text,
  before jsonb,
  after jsonb,
  ip text,
  CONSTRAINT audit_log_actor CHECK (operator_id IS NOT NULL OR api_key_id IS NOT NULL OR action LIKE 'bootstrap.%')
);
--> statement-breakpoint
CREATE INDEX audit_log_at ON audit_log (at DESC, id DESC);
--> statement-breakpoint
CREATE INDEX audit_log_target ON audit_log (target_type, target_id, id DESC);
--> statement-breakpoint
CREATE INDEX audit_log_operator ON audit_log (operator_id, id DESC);
--> statement-breakpoint
-- Append-only, enforced by the database: no row of the audit log is changed or removed.
CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER audit_log_no_update_delete BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
--> statement-breakpoint
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();
