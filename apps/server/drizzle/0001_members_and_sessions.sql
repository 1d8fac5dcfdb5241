CREATE TABLE "member" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "member_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"address" text NOT NULL,
	"invite_code" text NOT NULL,
	"superior_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_address_unique" UNIQUE("address"),
	CONSTRAINT "member_invite_code_unique" UNIQUE("invite_code"),
	CONSTRAINT "member_address_check" CHECK ("member"."address" ~ '^0x[0-9a-fA-F]{40}$'),
	CONSTRAINT "member_invite_code_check" CHECK (invite_code ~ '^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{8}$'),
	CONSTRAINT "member_superior_check" CHECK ("member"."superior_id" <> "member"."id")
);
--> statement-breakpoint
CREATE TABLE "session" (
	"id" uuid PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"generation" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"refreshed_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text,
	CONSTRAINT "session_generation_check" CHECK ("session"."generation" >= 1),
	CONSTRAINT "session_revoked_reason_check" CHECK ("session"."revoked_reason" in ('logout', 'reuse'))
);
--> statement-breakpoint
CREATE TABLE "sign_in_nonce" (
	"nonce" text PRIMARY KEY NOT NULL,
	"address" text NOT NULL,
	"message_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member" ADD CONSTRAINT "member_superior_id_member_id_fk" FOREIGN KEY ("superior_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session" ADD CONSTRAINT "session_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "member_single_root_idx" ON "member" USING btree ((true)) WHERE "member"."superior_id" is null;--> statement-breakpoint
CREATE INDEX "member_superior_idx" ON "member" USING btree ("superior_id");--> statement-breakpoint
CREATE INDEX "session_member_idx" ON "session" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "sign_in_nonce_expires_idx" ON "sign_in_nonce" USING btree ("expires_at");