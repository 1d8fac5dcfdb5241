-- NOT VALID: rows written before every writer named a reference keep their null (journal rows are never
-- updated, so nothing would change them); every row written from now on needs one.
ALTER TABLE "ledger_transfer" ADD CONSTRAINT "ledger_transfer_reference_check" CHECK ("ledger_transfer"."reference" is not null and "ledger_transfer"."reference" <> '') NOT VALID;
