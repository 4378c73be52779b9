-- Trigram indexes need pg_trgm; PGlite loads it as an extension (server/db/client.ts), PostgreSQL ships it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "trip" ADD COLUMN "search_en" "tsvector";--> statement-breakpoint
ALTER TABLE "trip" ADD COLUMN "search_de" "tsvector";--> statement-breakpoint
ALTER TABLE "trip" ADD COLUMN "search_names" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "trip" ADD COLUMN "months" smallint[] DEFAULT '{}'::smallint[] NOT NULL;--> statement-breakpoint
ALTER TABLE "trip" ADD COLUMN "length_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "trip_search_en_idx" ON "trip" USING gin ("search_en");--> statement-breakpoint
CREATE INDEX "trip_search_de_idx" ON "trip" USING gin ("search_de");--> statement-breakpoint
CREATE INDEX "trip_search_names_idx" ON "trip" USING gin ("search_names" gin_trgm_ops);
