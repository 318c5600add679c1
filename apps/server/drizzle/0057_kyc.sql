-- Identity verification (src/modules/kyc/README.md, docs/architecture.md §12): each set of
-- documents a player sends (front and back of an identity document and a selfie, kept in
-- stored_files with kind 'kyc', never served by the public /files/ route), the provider's
-- automatic check and the decision. The player's KYC state is the state of their newest
-- submission ('none' without one).
CREATE TABLE kyc_submissions (
  id bigserial PRIMARY KEY,
  player_id bigint NOT NULL REFERENCES players (id),
  document_type text NOT NULL,
  front_file_id bigint NOT NULL REFERENCES stored_files (id),
  back_file_id bigint NOT NULL REFERENCES stored_files (id),
  selfie_file_id bigint NOT NULL REFERENCES stored_files (id),
  -- The adapter that checked it ('sandbox') and its reference and findings.
  provider text NOT NULL,
  provider_ref text NOT NULL,
  findings text[] NOT NULL DEFAULT '{}',
  status text NOT NULL DEFAULT 'pending',
  -- Rejection reasons (codes the apps translate) and the operator's optional note.
  reasons text[] NOT NULL DEFAULT '{}',
  note text,
  submitted_at timestamptz NOT NULL,
  decided_at timestamptz,
  -- The operator who decided; null when the provider's check refused it.
  decided_by bigint REFERENCES operators (id),
  CONSTRAINT kyc_document_type CHECK (document_type IN ('national_id', 'passport', 'driving_licence')),
  CONSTRAINT kyc_status CHECK (status IN ('pending', 'verified', 'rejected')),
  CONSTRAINT kyc_decided CHECK ((status = 'pending') = (decided_at IS NULL)),
  CONSTRAINT kyc_rejected_reasons CHECK ((status = 'rejected') = (cardinality(reasons) > 0))
);
--> statement-breakpoint
-- At most one submission pending or verified per player: of two sent at once one is stored, and
-- a verified player has nothing more to send.
CREATE UNIQUE INDEX kyc_submissions_open ON kyc_submissions (player_id) WHERE status IN ('pending', 'verified');
--> statement-breakpoint
CREATE INDEX kyc_submissions_player ON kyc_submissions (player_id, id DESC);
--> statement-breakpoint
CREATE INDEX kyc_submissions_queue ON kyc_submissions (status, submitted_at);
