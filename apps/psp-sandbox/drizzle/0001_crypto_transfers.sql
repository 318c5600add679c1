-- Crypto deposits are reconciled like bank transfers, by transaction hash instead of UTR.
ALTER TABLE psp_utrs DROP CONSTRAINT IF EXISTS psp_utrs_method_check;
--> statement-breakpoint
ALTER TABLE psp_utrs ADD CONSTRAINT psp_utrs_method_check CHECK (method IN ('UPI', 'IMPS', 'CRYPTO'));
