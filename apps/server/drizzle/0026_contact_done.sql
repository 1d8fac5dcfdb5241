ALTER TABLE "contact_message" ADD COLUMN "done_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_message" ADD COLUMN "done_by" text;--> statement-breakpoint
CREATE INDEX "contact_message_open_idx" ON "contact_message" USING btree ("id") WHERE "contact_message"."done_at" is null;--> statement-breakpoint
ALTER TABLE "contact_message" ADD CONSTRAINT "contact_message_done_check" CHECK (("contact_message"."done_at" is null) = ("contact_message"."done_by" is null));