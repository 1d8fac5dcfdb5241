CREATE TABLE "contact_message" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contact_message_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"question" text NOT NULL,
	"email" text NOT NULL,
	"language" text NOT NULL,
	"client_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_message_language_check" CHECK ("contact_message"."language" in ('en', 'jp', 'kr', 'cn', 'th', 'vi', 'de'))
);
--> statement-breakpoint
CREATE TABLE "banner_item" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "banner_item_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"position" integer NOT NULL,
	"link" text,
	"content" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faq_item" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "faq_item_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"position" integer NOT NULL,
	"content" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "home_figure" (
	"key" text PRIMARY KEY NOT NULL,
	"from_value" integer,
	"value" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "home_figure_key_check" CHECK ("home_figure"."key" in ('countries', 'activeUsers', 'ecosystems', 'partners'))
);
--> statement-breakpoint
CREATE TABLE "partner" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "partner_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"url" text,
	"position" integer NOT NULL,
	"content" jsonb NOT NULL,
	CONSTRAINT "partner_kind_check" CHECK ("partner"."kind" in ('game', 'metaverse', 'bank', 'rwa', 'dex', 'layer2', 'exchange'))
);
--> statement-breakpoint
CREATE TABLE "roadmap_item" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "roadmap_item_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"phase_key" text NOT NULL,
	"position" integer NOT NULL,
	"content" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "roadmap_phase" (
	"key" text PRIMARY KEY NOT NULL,
	"from_label" text NOT NULL,
	"to_label" text NOT NULL,
	"position" integer NOT NULL,
	"content" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news_article_translation" (
	"article_id" integer NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"body" text NOT NULL,
	CONSTRAINT "news_article_translation_article_id_language_pk" PRIMARY KEY("article_id","language"),
	CONSTRAINT "news_article_translation_language_check" CHECK ("news_article_translation"."language" in ('en', 'jp', 'kr', 'cn', 'th', 'vi', 'de'))
);
--> statement-breakpoint
CREATE TABLE "news_article" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "news_article_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"category" text NOT NULL,
	"cover" text,
	"video_url" text,
	"published_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_article_category_check" CHECK ("news_article"."category" in ('announcement', 'official', 'video', 'ama'))
);
--> statement-breakpoint
ALTER TABLE "roadmap_item" ADD CONSTRAINT "roadmap_item_phase_key_roadmap_phase_key_fk" FOREIGN KEY ("phase_key") REFERENCES "public"."roadmap_phase"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_article_translation" ADD CONSTRAINT "news_article_translation_article_id_news_article_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."news_article"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_message_created_idx" ON "contact_message" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "news_article_category_published_idx" ON "news_article" USING btree ("category","published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "news_article_published_idx" ON "news_article" USING btree ("published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);