CREATE TABLE "idempotency_key" (
	"member_id" integer NOT NULL,
	"key" text NOT NULL,
	"operation" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" smallint NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_key_pk" PRIMARY KEY("member_id","key")
);
--> statement-breakpoint
CREATE TABLE "ledger_account" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_account_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"asset" text NOT NULL,
	"member_id" integer,
	"system_code" text,
	"may_go_negative" boolean DEFAULT false NOT NULL,
	"available" numeric(78, 0) DEFAULT '0' NOT NULL,
	"frozen" numeric(78, 0) DEFAULT '0' NOT NULL,
	CONSTRAINT "ledger_account_member_asset_unique" UNIQUE("member_id","asset"),
	CONSTRAINT "ledger_account_system_asset_unique" UNIQUE("system_code","asset"),
	CONSTRAINT "ledger_account_id_asset_unique" UNIQUE("id","asset"),
	CONSTRAINT "ledger_account_asset_check" CHECK ("ledger_account"."asset" in ('USDT', 'USDC', 'MM', 'MC', 'UME', 'MCD')),
	CONSTRAINT "ledger_account_owner_check" CHECK (("ledger_account"."member_id" is null) <> ("ledger_account"."system_code" is null)),
	CONSTRAINT "ledger_account_member_never_negative_check" CHECK ("ledger_account"."member_id" is null or not "ledger_account"."may_go_negative"),
	CONSTRAINT "ledger_account_balance_check" CHECK ("ledger_account"."may_go_negative" or ("ledger_account"."available" >= 0 and "ledger_account"."frozen" >= 0))
);
--> statement-breakpoint
CREATE TABLE "ledger_transfer" (
	"id" uuid PRIMARY KEY NOT NULL,
	"seq" integer GENERATED ALWAYS AS IDENTITY (sequence name "ledger_transfer_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"asset" text NOT NULL,
	"debit_account_id" integer NOT NULL,
	"credit_account_id" integer NOT NULL,
	"amount" numeric(78, 0) NOT NULL,
	"phase" text NOT NULL,
	"pending_id" uuid,
	"link_id" uuid,
	"kind" text NOT NULL,
	"reference" text,
	"debit_available_after" numeric(78, 0) NOT NULL,
	"credit_available_after" numeric(78, 0) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_transfer_amount_check" CHECK ("ledger_transfer"."amount" > 0),
	CONSTRAINT "ledger_transfer_accounts_check" CHECK ("ledger_transfer"."debit_account_id" <> "ledger_transfer"."credit_account_id"),
	CONSTRAINT "ledger_transfer_phase_check" CHECK ("ledger_transfer"."phase" in ('posted', 'pending', 'post', 'void')),
	CONSTRAINT "ledger_transfer_pending_check" CHECK (("ledger_transfer"."phase" in ('post', 'void')) = ("ledger_transfer"."pending_id" is not null)),
	CONSTRAINT "ledger_transfer_kind_check" CHECK ("ledger_transfer"."kind" ~ '^[a-z][a-z_]{0,39}$')
);
--> statement-breakpoint
ALTER TABLE "idempotency_key" ADD CONSTRAINT "idempotency_key_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_account" ADD CONSTRAINT "ledger_account_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfer" ADD CONSTRAINT "ledger_transfer_debit_fk" FOREIGN KEY ("debit_account_id","asset") REFERENCES "public"."ledger_account"("id","asset") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfer" ADD CONSTRAINT "ledger_transfer_credit_fk" FOREIGN KEY ("credit_account_id","asset") REFERENCES "public"."ledger_account"("id","asset") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfer" ADD CONSTRAINT "ledger_transfer_pending_fk" FOREIGN KEY ("pending_id") REFERENCES "public"."ledger_transfer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transfer_pending_once_idx" ON "ledger_transfer" USING btree ("pending_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transfer_seq_idx" ON "ledger_transfer" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "ledger_transfer_debit_idx" ON "ledger_transfer" USING btree ("debit_account_id","seq");--> statement-breakpoint
CREATE INDEX "ledger_transfer_credit_idx" ON "ledger_transfer" USING btree ("credit_account_id","seq");--> statement-breakpoint
CREATE FUNCTION "ledger_transfer_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger transfers are immutable: record a correcting transfer instead' USING ERRCODE = 'P0001';
END
$$;--> statement-breakpoint
CREATE TRIGGER "ledger_transfer_no_update_or_delete" BEFORE UPDATE OR DELETE ON "ledger_transfer" FOR EACH ROW EXECUTE FUNCTION "ledger_transfer_immutable"();--> statement-breakpoint
CREATE TRIGGER "ledger_transfer_no_truncate" BEFORE TRUNCATE ON "ledger_transfer" FOR EACH STATEMENT EXECUTE FUNCTION "ledger_transfer_immutable"();
