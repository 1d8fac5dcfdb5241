CREATE TABLE "chain_cursor" (
	"chain_id" integer PRIMARY KEY NOT NULL,
	"next_block" bigint NOT NULL,
	"last_block_hash" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chain_cursor_chain_check" CHECK ("chain_cursor"."chain_id" in (1, 56)),
	CONSTRAINT "chain_cursor_block_check" CHECK ("chain_cursor"."next_block" >= 0)
);
--> statement-breakpoint
CREATE TABLE "deposit" (
	"chain_id" integer NOT NULL,
	"tx_hash" text NOT NULL,
	"log_index" integer NOT NULL,
	"block_number" bigint NOT NULL,
	"block_hash" text NOT NULL,
	"asset" text NOT NULL,
	"token_address" text NOT NULL,
	"from_address" text NOT NULL,
	"token_amount" numeric(78, 0) NOT NULL,
	"amount" numeric(78, 0) NOT NULL,
	"member_id" integer,
	"transfer_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposit_pk" PRIMARY KEY("chain_id","tx_hash","log_index"),
	CONSTRAINT "deposit_chain_check" CHECK ("deposit"."chain_id" in (1, 56)),
	CONSTRAINT "deposit_asset_check" CHECK ("deposit"."asset" in ('USDT', 'USDC')),
	CONSTRAINT "deposit_amount_check" CHECK ("deposit"."amount" > 0 and "deposit"."token_amount" > 0),
	CONSTRAINT "deposit_credit_check" CHECK (("deposit"."member_id" is null) = ("deposit"."transfer_id" is null))
);
--> statement-breakpoint
CREATE TABLE "hot_wallet_nonce" (
	"chain_id" integer NOT NULL,
	"address" text NOT NULL,
	"next_nonce" bigint NOT NULL,
	CONSTRAINT "hot_wallet_nonce_pk" PRIMARY KEY("chain_id","address"),
	CONSTRAINT "hot_wallet_nonce_check" CHECK ("hot_wallet_nonce"."next_nonce" >= 0)
);
--> statement-breakpoint
CREATE TABLE "withdrawal" (
	"id" uuid PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"asset" text NOT NULL,
	"chain_id" integer NOT NULL,
	"to_address" text NOT NULL,
	"token_address" text NOT NULL,
	"amount" numeric(78, 0) NOT NULL,
	"fee" numeric(78, 0) NOT NULL,
	"token_amount" numeric(78, 0) NOT NULL,
	"status" text NOT NULL,
	"approval_reason" text,
	"hold_id" uuid NOT NULL,
	"fee_hold_id" uuid,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"from_address" text,
	"nonce" bigint,
	"signed_tx" text,
	"tx_hash" text,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "withdrawal_chain_check" CHECK ("withdrawal"."chain_id" in (1, 56)),
	CONSTRAINT "withdrawal_asset_check" CHECK ("withdrawal"."asset" in ('USDT', 'USDC')),
	CONSTRAINT "withdrawal_status_check" CHECK ("withdrawal"."status" in ('awaitingApproval', 'queued', 'broadcast', 'completed', 'failed', 'rejected')),
	CONSTRAINT "withdrawal_amount_check" CHECK ("withdrawal"."fee" >= 0 and "withdrawal"."amount" > "withdrawal"."fee" and "withdrawal"."token_amount" > 0),
	CONSTRAINT "withdrawal_fee_hold_check" CHECK (("withdrawal"."fee_hold_id" is null) = ("withdrawal"."fee" = 0)),
	CONSTRAINT "withdrawal_signed_check" CHECK (("withdrawal"."nonce" is null) = ("withdrawal"."signed_tx" is null) and ("withdrawal"."nonce" is null) = ("withdrawal"."tx_hash" is null) and ("withdrawal"."nonce" is null) = ("withdrawal"."from_address" is null)),
	CONSTRAINT "withdrawal_sent_check" CHECK ("withdrawal"."status" not in ('broadcast', 'completed') or "withdrawal"."nonce" is not null)
);
--> statement-breakpoint
ALTER TABLE "deposit" ADD CONSTRAINT "deposit_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal" ADD CONSTRAINT "withdrawal_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deposit_member_idx" ON "deposit" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawal_nonce_idx" ON "withdrawal" USING btree ("chain_id","from_address","nonce");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawal_tx_hash_idx" ON "withdrawal" USING btree ("chain_id","tx_hash");--> statement-breakpoint
CREATE INDEX "withdrawal_member_idx" ON "withdrawal" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "withdrawal_status_idx" ON "withdrawal" USING btree ("chain_id","status");--> statement-breakpoint
CREATE INDEX "withdrawal_day_idx" ON "withdrawal" USING btree ("asset","created_at");