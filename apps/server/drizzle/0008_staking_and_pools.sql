CREATE TABLE "defi_pool" (
	"id" integer PRIMARY KEY NOT NULL,
	"start_day" date NOT NULL,
	"budget" numeric(78, 0) NOT NULL,
	"rewards_paid" numeric(78, 0) DEFAULT '0' NOT NULL,
	CONSTRAINT "defi_pool_budget_check" CHECK ("defi_pool"."rewards_paid" >= 0 and "defi_pool"."rewards_paid" <= "defi_pool"."budget")
);
--> statement-breakpoint
CREATE TABLE "defi_position" (
	"id" uuid PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"pool_id" integer NOT NULL,
	"pool_type" text NOT NULL,
	"asset" text NOT NULL,
	"reward_asset" text NOT NULL,
	"amount" numeric(78, 0) NOT NULL,
	"status" text NOT NULL,
	"pending_transfer_id" uuid NOT NULL,
	"join_day" date NOT NULL,
	"unlock_day" date NOT NULL,
	"unlocks_at" timestamp with time zone NOT NULL,
	"paid_through" date,
	"reward_days" integer DEFAULT 0 NOT NULL,
	"rewards_total" numeric(78, 0) DEFAULT '0' NOT NULL,
	"returned_day" date,
	"returned_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "defi_position_status_check" CHECK ("defi_position"."status" in ('active', 'returned')),
	CONSTRAINT "defi_position_type_check" CHECK ("defi_position"."pool_type" in ('laser', 'farm', 'mining')),
	CONSTRAINT "defi_position_asset_check" CHECK ("defi_position"."asset" in ('USDT', 'USDC', 'MM', 'MC', 'UME', 'MCD')),
	CONSTRAINT "defi_position_reward_check" CHECK ("defi_position"."reward_asset" in ('MM', 'MC', 'UME')),
	CONSTRAINT "defi_position_amount_check" CHECK ("defi_position"."amount" > 0),
	CONSTRAINT "defi_position_days_check" CHECK ("defi_position"."unlock_day" > "defi_position"."join_day"),
	CONSTRAINT "defi_position_returned_check" CHECK (("defi_position"."status" = 'returned') = ("defi_position"."returned_day" is not null))
);
--> statement-breakpoint
CREATE TABLE "staking_order" (
	"id" uuid PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"asset" text NOT NULL,
	"reward_asset" text NOT NULL,
	"amount" numeric(78, 0) NOT NULL,
	"daily_rate_bps" integer NOT NULL,
	"daily_income" numeric(78, 0) NOT NULL,
	"term_days" integer NOT NULL,
	"status" text NOT NULL,
	"pending_transfer_id" uuid NOT NULL,
	"staked_day" date NOT NULL,
	"first_income_day" date NOT NULL,
	"last_income_day" date NOT NULL,
	"matures_at" timestamp with time zone NOT NULL,
	"paid_through" date,
	"income_days" integer DEFAULT 0 NOT NULL,
	"income_total" numeric(78, 0) DEFAULT '0' NOT NULL,
	"redeemed_at" timestamp with time zone,
	"early" boolean,
	"fee_asset" text,
	"fee" numeric(78, 0),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staking_order_status_check" CHECK ("staking_order"."status" in ('earning', 'waiting', 'redeemed')),
	CONSTRAINT "staking_order_asset_check" CHECK ("staking_order"."asset" in ('USDT', 'USDC', 'MM', 'MC', 'UME', 'MCD')),
	CONSTRAINT "staking_order_reward_check" CHECK ("staking_order"."reward_asset" in ('MM', 'MC', 'UME')),
	CONSTRAINT "staking_order_amount_check" CHECK ("staking_order"."amount" > 0 and "staking_order"."daily_income" >= 0),
	CONSTRAINT "staking_order_days_check" CHECK ("staking_order"."term_days" >= 1 and "staking_order"."income_days" >= 0 and "staking_order"."income_days" <= "staking_order"."term_days"),
	CONSTRAINT "staking_order_redeemed_check" CHECK (("staking_order"."status" = 'redeemed') = ("staking_order"."redeemed_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "defi_position" ADD CONSTRAINT "defi_position_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "defi_position" ADD CONSTRAINT "defi_position_pool_id_defi_pool_id_fk" FOREIGN KEY ("pool_id") REFERENCES "public"."defi_pool"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staking_order" ADD CONSTRAINT "staking_order_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "defi_position_pending_idx" ON "defi_position" USING btree ("pending_transfer_id");--> statement-breakpoint
CREATE INDEX "defi_position_member_idx" ON "defi_position" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "defi_position_active_idx" ON "defi_position" USING btree ("pool_id","unlock_day") WHERE "defi_position"."status" = 'active';--> statement-breakpoint
CREATE INDEX "defi_position_returned_idx" ON "defi_position" USING btree ("returned_day") WHERE "defi_position"."returned_day" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "staking_order_pending_idx" ON "staking_order" USING btree ("pending_transfer_id");--> statement-breakpoint
CREATE INDEX "staking_order_member_idx" ON "staking_order" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "staking_order_unredeemed_idx" ON "staking_order" USING btree ("last_income_day") WHERE "staking_order"."status" <> 'redeemed';--> statement-breakpoint
CREATE INDEX "staking_order_redeemed_at_idx" ON "staking_order" USING btree ("redeemed_at") WHERE "staking_order"."redeemed_at" is not null;--> statement-breakpoint
-- hand-written below
-- Every settled day rewrites each earning order and active position (days and totals paid, none of
-- them indexed): room left in each page lets those be heap-only updates, without new index entries.
ALTER TABLE "staking_order" SET (fillfactor = 80);--> statement-breakpoint
ALTER TABLE "defi_position" SET (fillfactor = 80);
