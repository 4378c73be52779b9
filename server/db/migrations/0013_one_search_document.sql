DROP INDEX "trip_search_en_idx";--> statement-breakpoint
DROP INDEX "trip_search_de_idx";--> statement-breakpoint
ALTER TABLE "trip" ADD COLUMN "search_all" "tsvector" GENERATED ALWAYS AS (search_en || search_de) STORED;--> statement-breakpoint
CREATE INDEX "trip_search_all_idx" ON "trip" USING gin ("search_all");