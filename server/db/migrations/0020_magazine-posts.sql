CREATE TABLE "post" (
	"id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"excerpt" text DEFAULT '' NOT NULL,
	"cover_image" text,
	"body" jsonb NOT NULL,
	"category" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"author_id" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"publish_at" timestamp with time zone,
	"reading_minutes" integer DEFAULT 1 NOT NULL,
	"translation_of" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "post_publish_at_set" CHECK ("post"."status" = 'draft' OR "post"."publish_at" IS NOT NULL)
);
--> statement-breakpoint
ALTER TABLE "post" ADD CONSTRAINT "post_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post" ADD CONSTRAINT "post_translation_of_post_id_fk" FOREIGN KEY ("translation_of") REFERENCES "public"."post"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "post_slug_unique" ON "post" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "post_listing_idx" ON "post" USING btree ("language","status","publish_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "post_translation_idx" ON "post" USING btree ("translation_of");