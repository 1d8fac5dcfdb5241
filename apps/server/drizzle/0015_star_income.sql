-- Star-level income is credited to `accrued` and collected like avatar output: a running sum per
-- star level and day, and a checkpoint per member written when their earning level changes.
-- What was paid before this migration was paid straight to the members: nothing to carry over.
CREATE TABLE "member_star_income" (
	"member_id" integer NOT NULL,
	"asset" text NOT NULL,
	"day" date NOT NULL,
	"level" smallint NOT NULL,
	"base" numeric(78, 0) DEFAULT '0' NOT NULL,
	"earned" numeric(78, 0) DEFAULT '0' NOT NULL,
	"collected" numeric(78, 0) DEFAULT '0' NOT NULL,
	CONSTRAINT "member_star_income_pk" PRIMARY KEY("member_id","asset"),
	CONSTRAINT "member_star_income_amount_check" CHECK ("member_star_income"."level" >= 0 and "member_star_income"."base" >= 0 and "member_star_income"."earned" >= 0 and "member_star_income"."collected" >= 0)
);
--> statement-breakpoint
CREATE TABLE "star_income_day" (
	"day" date NOT NULL,
	"asset" text NOT NULL,
	"level" smallint NOT NULL,
	"members" integer NOT NULL,
	"amount" numeric(78, 0) NOT NULL,
	"cumulative" numeric(78, 0) NOT NULL,
	CONSTRAINT "star_income_day_pk" PRIMARY KEY("asset","level","day"),
	CONSTRAINT "star_income_day_amount_check" CHECK ("star_income_day"."level" >= 1 and "star_income_day"."members" >= 0 and "star_income_day"."amount" >= 0 and "star_income_day"."cumulative" >= "star_income_day"."amount")
);
--> statement-breakpoint
ALTER TABLE "member_star_income" ADD CONSTRAINT "member_star_income_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;