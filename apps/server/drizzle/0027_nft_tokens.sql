CREATE TABLE "nft_cursor" (
	"chain_id" integer NOT NULL,
	"contract" text NOT NULL,
	"next_block" bigint NOT NULL,
	"last_block_hash" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nft_cursor_pk" PRIMARY KEY("chain_id","contract"),
	CONSTRAINT "nft_cursor_chain_check" CHECK ("nft_cursor"."chain_id" in (1, 56)),
	CONSTRAINT "nft_cursor_block_check" CHECK ("nft_cursor"."next_block" >= 0)
);
--> statement-breakpoint
CREATE TABLE "nft_mint" (
	"member_avatar_id" bigint PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"chain_id" integer NOT NULL,
	"contract" text NOT NULL,
	"holder" text NOT NULL,
	"collection" integer NOT NULL,
	"expiry" bigint NOT NULL,
	"signature" text NOT NULL,
	"vouchers" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nft_mint_chain_check" CHECK ("nft_mint"."chain_id" in (1, 56)),
	CONSTRAINT "nft_mint_vouchers_check" CHECK ("nft_mint"."vouchers" >= 1)
);
--> statement-breakpoint
CREATE TABLE "nft_token" (
	"chain_id" integer NOT NULL,
	"contract" text NOT NULL,
	"token_id" numeric(78, 0) NOT NULL,
	"member_avatar_id" bigint,
	"owner" text NOT NULL,
	"minted_at" timestamp with time zone NOT NULL,
	"mint_block" bigint NOT NULL,
	"mint_tx_hash" text NOT NULL,
	"last_block" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nft_token_pk" PRIMARY KEY("chain_id","contract","token_id"),
	CONSTRAINT "nft_token_chain_check" CHECK ("nft_token"."chain_id" in (1, 56))
);
--> statement-breakpoint
CREATE TABLE "nft_transfer" (
	"chain_id" integer NOT NULL,
	"tx_hash" text NOT NULL,
	"log_index" integer NOT NULL,
	"contract" text NOT NULL,
	"token_id" numeric(78, 0) NOT NULL,
	"from_address" text NOT NULL,
	"to_address" text NOT NULL,
	"block_number" bigint NOT NULL,
	"block_hash" text NOT NULL,
	"block_time" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nft_transfer_pk" PRIMARY KEY("chain_id","tx_hash","log_index"),
	CONSTRAINT "nft_transfer_chain_check" CHECK ("nft_transfer"."chain_id" in (1, 56))
);
--> statement-breakpoint
ALTER TABLE "nft_mint" ADD CONSTRAINT "nft_mint_member_avatar_id_member_avatar_id_fk" FOREIGN KEY ("member_avatar_id") REFERENCES "public"."member_avatar"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nft_mint" ADD CONSTRAINT "nft_mint_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nft_token" ADD CONSTRAINT "nft_token_member_avatar_id_member_avatar_id_fk" FOREIGN KEY ("member_avatar_id") REFERENCES "public"."member_avatar"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "nft_mint_member_idx" ON "nft_mint" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "nft_token_owner_idx" ON "nft_token" USING btree ("owner","minted_at");--> statement-breakpoint
CREATE INDEX "nft_token_avatar_idx" ON "nft_token" USING btree ("member_avatar_id");--> statement-breakpoint
CREATE INDEX "nft_transfer_token_idx" ON "nft_transfer" USING btree ("chain_id","contract","token_id","block_number","log_index");