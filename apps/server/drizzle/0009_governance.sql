CREATE TABLE "poll_ballot" (
	"poll_id" uuid NOT NULL,
	"member_id" integer NOT NULL,
	"vote_id" bigint NOT NULL,
	"choice" smallint[] NOT NULL,
	"signed_at" bigint NOT NULL,
	"power" numeric(78, 0) NOT NULL,
	CONSTRAINT "poll_ballot_pk" PRIMARY KEY("poll_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "poll_power" (
	"poll_id" uuid NOT NULL,
	"member_id" integer NOT NULL,
	"power" numeric(78, 0) NOT NULL,
	CONSTRAINT "poll_power_pk" PRIMARY KEY("poll_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "poll_text" (
	"poll_id" uuid NOT NULL,
	"language" text NOT NULL,
	"title" text,
	"body" text,
	"choices" text[] NOT NULL,
	CONSTRAINT "poll_text_pk" PRIMARY KEY("poll_id","language"),
	CONSTRAINT "poll_text_language_check" CHECK ("poll_text"."language" in ('en', 'jp', 'kr', 'cn', 'th', 'vi', 'de')),
	CONSTRAINT "poll_text_english_check" CHECK ("poll_text"."language" <> 'en' or ("poll_text"."title" is not null and "poll_text"."body" is not null and array_position("poll_text"."choices", null) is null))
);
--> statement-breakpoint
CREATE TABLE "poll_vote" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "poll_vote_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"poll_id" uuid NOT NULL,
	"member_id" integer NOT NULL,
	"voter" text NOT NULL,
	"chain_id" integer NOT NULL,
	"choice" smallint[] NOT NULL,
	"signed_at" bigint NOT NULL,
	"signature" text NOT NULL,
	"power" numeric(78, 0) NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "poll_vote_member_time_unique" UNIQUE("poll_id","member_id","signed_at"),
	CONSTRAINT "poll_vote_power_check" CHECK ("poll_vote"."power" > 0),
	CONSTRAINT "poll_vote_choice_check" CHECK (cardinality("poll_vote"."choice") >= 1)
);
--> statement-breakpoint
CREATE TABLE "poll" (
	"id" uuid PRIMARY KEY NOT NULL,
	"voting_type" text NOT NULL,
	"choice_count" smallint NOT NULL,
	"reject_choice" smallint,
	"abstain_choice" smallint,
	"quorum_bps" integer NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" integer,
	"cancel_reason" text,
	"snapshot_at" timestamp with time zone,
	"snapshot_members" integer,
	"snapshot_power" numeric(78, 0),
	"power_rules" jsonb,
	"final_at" timestamp with time zone,
	"final_tally" jsonb,
	CONSTRAINT "poll_voting_type_check" CHECK ("poll"."voting_type" in ('single', 'approval')),
	CONSTRAINT "poll_choice_count_check" CHECK (choice_count between 2 and 10),
	CONSTRAINT "poll_choice_roles_check" CHECK (("poll"."reject_choice" is null or "poll"."reject_choice" between 1 and "poll"."choice_count")
        and ("poll"."abstain_choice" is null or "poll"."abstain_choice" between 1 and "poll"."choice_count")
        and ("poll"."reject_choice" is null or "poll"."abstain_choice" is null or "poll"."reject_choice" <> "poll"."abstain_choice")
        and ("poll"."voting_type" = 'single' or ("poll"."reject_choice" is null and "poll"."abstain_choice" is null))),
	CONSTRAINT "poll_quorum_check" CHECK ("poll"."quorum_bps" between 0 and 10000),
	CONSTRAINT "poll_window_check" CHECK ("poll"."end_at" > "poll"."start_at"),
	CONSTRAINT "poll_cancel_check" CHECK (("poll"."cancelled_at" is null) = ("poll"."cancelled_by" is null) and ("poll"."cancelled_at" is null) = ("poll"."cancel_reason" is null)),
	CONSTRAINT "poll_snapshot_check" CHECK (("poll"."snapshot_at" is null) = ("poll"."snapshot_members" is null)
        and ("poll"."snapshot_at" is null) = ("poll"."snapshot_power" is null)
        and ("poll"."snapshot_at" is null) = ("poll"."power_rules" is null)),
	CONSTRAINT "poll_final_check" CHECK (("poll"."final_at" is null) = ("poll"."final_tally" is null))
);
--> statement-breakpoint
ALTER TABLE "poll_ballot" ADD CONSTRAINT "poll_ballot_vote_id_poll_vote_id_fk" FOREIGN KEY ("vote_id") REFERENCES "public"."poll_vote"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poll_text" ADD CONSTRAINT "poll_text_poll_id_poll_id_fk" FOREIGN KEY ("poll_id") REFERENCES "public"."poll"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poll_vote" ADD CONSTRAINT "poll_vote_poll_id_poll_id_fk" FOREIGN KEY ("poll_id") REFERENCES "public"."poll"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poll_vote" ADD CONSTRAINT "poll_vote_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poll" ADD CONSTRAINT "poll_created_by_member_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poll" ADD CONSTRAINT "poll_cancelled_by_member_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "poll_ballot_power_idx" ON "poll_ballot" USING btree ("poll_id","power" DESC NULLS LAST,"vote_id");--> statement-breakpoint
CREATE INDEX "poll_vote_poll_idx" ON "poll_vote" USING btree ("poll_id","id");--> statement-breakpoint
CREATE INDEX "poll_start_idx" ON "poll" USING btree ("start_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "poll_open_idx" ON "poll" USING btree ("start_at") WHERE "poll"."final_at" is null;--> statement-breakpoint
-- hand-written below
-- Votes and snapshots are the record anyone recomputes a result from: never changed, never removed.
CREATE FUNCTION "poll_record_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% rows are a record of the vote: they are never changed or removed', TG_TABLE_NAME USING ERRCODE = 'P0001';
END
$$;--> statement-breakpoint
CREATE TRIGGER "poll_vote_no_update_or_delete" BEFORE UPDATE OR DELETE ON "poll_vote" FOR EACH ROW EXECUTE FUNCTION "poll_record_immutable"();--> statement-breakpoint
CREATE TRIGGER "poll_vote_no_truncate" BEFORE TRUNCATE ON "poll_vote" FOR EACH STATEMENT EXECUTE FUNCTION "poll_record_immutable"();--> statement-breakpoint
CREATE TRIGGER "poll_power_no_update_or_delete" BEFORE UPDATE OR DELETE ON "poll_power" FOR EACH ROW EXECUTE FUNCTION "poll_record_immutable"();--> statement-breakpoint
CREATE TRIGGER "poll_power_no_truncate" BEFORE TRUNCATE ON "poll_power" FOR EACH STATEMENT EXECUTE FUNCTION "poll_record_immutable"();
