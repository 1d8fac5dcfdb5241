DROP INDEX "avatar_order_payment_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "avatar_order_payment_idx" ON "avatar_order" USING btree ("member_id","payment_chain_id","payment_tx_hash");