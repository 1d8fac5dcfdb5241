CREATE SEQUENCE "public"."avatar_queue_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "avatar_day_supply" (
	"day" date NOT NULL,
	"avatar_id" integer NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "avatar_day_supply_pk" PRIMARY KEY("day","avatar_id"),
	CONSTRAINT "avatar_day_supply_sold_check" CHECK ("avatar_day_supply"."sold" >= 0)
);
--> statement-breakpoint
CREATE TABLE "avatar_order" (
	"id" uuid PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"avatar_id" integer NOT NULL,
	"avatar_kind" text NOT NULL,
	"asset" text NOT NULL,
	"amount" numeric(78, 0) NOT NULL,
	"status" text NOT NULL,
	"queue_seq" bigint,
	"expires_at" timestamp with time zone,
	"pending_transfer_id" uuid,
	"queue_wanted" boolean DEFAULT false NOT NULL,
	"payment_chain_id" integer,
	"payment_tx_hash" text,
	"failure" text,
	"owned_avatar_id" bigint,
	"settled_day" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "avatar_order_status_check" CHECK ("avatar_order"."status" in ('awaitingPayment', 'paid', 'queued', 'expired', 'cancelled', 'failed')),
	CONSTRAINT "avatar_order_kind_check" CHECK ("avatar_order"."avatar_kind" in ('main', 'alliance', 'guide')),
	CONSTRAINT "avatar_order_asset_check" CHECK ("avatar_order"."asset" in ('USDT', 'USDC')),
	CONSTRAINT "avatar_order_amount_check" CHECK ("avatar_order"."amount" > 0),
	CONSTRAINT "avatar_order_failure_check" CHECK ("avatar_order"."failure" is null or "avatar_order"."failure" in ('transactionFailed', 'insufficientBalance', 'soldOut', 'guideLimit', 'notForSale', 'paymentNotFound')),
	CONSTRAINT "avatar_order_queue_check" CHECK ("avatar_order"."status" <> 'queued' or ("avatar_order"."queue_seq" is not null and "avatar_order"."expires_at" is not null and "avatar_order"."pending_transfer_id" is not null)),
	CONSTRAINT "avatar_order_payment_check" CHECK (("avatar_order"."payment_chain_id" is null) = ("avatar_order"."payment_tx_hash" is null))
);
--> statement-breakpoint
CREATE TABLE "member_avatar" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "member_avatar_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"avatar_id" integer NOT NULL,
	"kind" text NOT NULL,
	"order_id" uuid NOT NULL,
	"asset" text NOT NULL,
	"price" numeric(78, 0) NOT NULL,
	"total_fuel" numeric(78, 0) NOT NULL,
	"burned_fuel" numeric(78, 0) DEFAULT '0' NOT NULL,
	"daily_burn" numeric(78, 0) NOT NULL,
	"share_mm" smallint NOT NULL,
	"share_mc" smallint NOT NULL,
	"share_ume" smallint NOT NULL,
	"output_mm" numeric(78, 0) DEFAULT '0' NOT NULL,
	"output_mc" numeric(78, 0) DEFAULT '0' NOT NULL,
	"output_ume" numeric(78, 0) DEFAULT '0' NOT NULL,
	"first_day" date NOT NULL,
	"last_output_day" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_avatar_kind_check" CHECK ("member_avatar"."kind" in ('main', 'alliance', 'guide')),
	CONSTRAINT "member_avatar_fuel_check" CHECK ("member_avatar"."burned_fuel" >= 0 and "member_avatar"."burned_fuel" <= "member_avatar"."total_fuel"),
	CONSTRAINT "member_avatar_shares_check" CHECK ("member_avatar"."share_mm" + "member_avatar"."share_mc" + "member_avatar"."share_ume" = 10000)
);
--> statement-breakpoint
CREATE TABLE "member_energy" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"level" smallint NOT NULL,
	"boost_bps" integer NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "member_energy_level_check" CHECK ("member_energy"."level" >= 0)
);
--> statement-breakpoint
CREATE TABLE "settlement_step" (
	"day" date NOT NULL,
	"step" text NOT NULL,
	"position" smallint NOT NULL,
	"figures" jsonb NOT NULL,
	"done_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "settlement_step_pk" PRIMARY KEY("day","step")
);
--> statement-breakpoint
CREATE TABLE "ledger_kind_total" (
	"account_id" integer NOT NULL,
	"kind" text NOT NULL,
	"received" numeric(78, 0) DEFAULT '0' NOT NULL,
	"paid" numeric(78, 0) DEFAULT '0' NOT NULL,
	CONSTRAINT "ledger_kind_total_pk" PRIMARY KEY("account_id","kind")
);
--> statement-breakpoint
ALTER TABLE "avatar_order" ADD CONSTRAINT "avatar_order_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_avatar" ADD CONSTRAINT "member_avatar_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_energy" ADD CONSTRAINT "member_energy_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_kind_total" ADD CONSTRAINT "ledger_kind_total_account_id_ledger_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "avatar_order_member_idx" ON "avatar_order" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "avatar_order_queue_seq_idx" ON "avatar_order" USING btree ("queue_seq");--> statement-breakpoint
CREATE INDEX "avatar_order_queued_idx" ON "avatar_order" USING btree ("avatar_id","queue_seq") WHERE "avatar_order"."status" = 'queued';--> statement-breakpoint
CREATE UNIQUE INDEX "avatar_order_payment_idx" ON "avatar_order" USING btree ("payment_chain_id","payment_tx_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "member_avatar_order_idx" ON "member_avatar" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "member_avatar_member_idx" ON "member_avatar" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "settlement_step_day_idx" ON "settlement_step" USING btree ("day","position");--> statement-breakpoint
-- Running totals of the journal written so far; from here on every transfer keeps them.
INSERT INTO "ledger_kind_total" ("account_id", "kind", "received", "paid")
SELECT "account_id", "kind", sum("received"), sum("paid") FROM (
  SELECT "credit_account_id" AS "account_id", "kind", "amount" AS "received", 0::numeric AS "paid"
    FROM "ledger_transfer" WHERE "phase" IN ('posted', 'post')
  UNION ALL
  SELECT "debit_account_id", "kind", 0, "amount" FROM "ledger_transfer" WHERE "phase" IN ('posted', 'post')
) "moved"
GROUP BY "account_id", "kind";
