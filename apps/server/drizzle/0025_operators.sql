CREATE TABLE "operator_action" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "operator_action_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"operator" text NOT NULL,
	"role" text NOT NULL,
	"action" text NOT NULL,
	"before" jsonb,
	"request" jsonb,
	"after" jsonb,
	"request_id" text NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "operator_action_key_unique" UNIQUE("operator","idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "operator" (
	"address" text PRIMARY KEY NOT NULL,
	"role" text NOT NULL,
	"added_by" text,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_by" text,
	"removed_at" timestamp with time zone,
	CONSTRAINT "operator_role_check" CHECK ("operator"."role" in ('owner', 'finance', 'content', 'support')),
	CONSTRAINT "operator_address_check" CHECK ("operator"."address" ~ '^0x[0-9a-fA-F]{40}$')
);
--> statement-breakpoint
CREATE INDEX "operator_action_operator_idx" ON "operator_action" USING btree ("operator","id");--> statement-breakpoint
CREATE INDEX "operator_action_action_idx" ON "operator_action" USING btree ("action","id");--> statement-breakpoint
CREATE FUNCTION "operator_action_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the operators'' log is append-only' USING ERRCODE = 'P0001';
END
$$;--> statement-breakpoint
CREATE TRIGGER "operator_action_no_update_or_delete" BEFORE UPDATE OR DELETE ON "operator_action" FOR EACH ROW EXECUTE FUNCTION "operator_action_immutable"();--> statement-breakpoint
CREATE TRIGGER "operator_action_no_truncate" BEFORE TRUNCATE ON "operator_action" FOR EACH STATEMENT EXECUTE FUNCTION "operator_action_immutable"();
