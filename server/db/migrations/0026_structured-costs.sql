ALTER TABLE "accommodation" ADD COLUMN "amount" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "accommodation" ADD COLUMN "currency" text;--> statement-breakpoint
ALTER TABLE "accommodation" ADD COLUMN "covers" text DEFAULT 'total' NOT NULL;--> statement-breakpoint
ALTER TABLE "activity" ADD COLUMN "price" text;--> statement-breakpoint
ALTER TABLE "activity" ADD COLUMN "amount" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "activity" ADD COLUMN "currency" text;--> statement-breakpoint
ALTER TABLE "activity" ADD COLUMN "covers" text DEFAULT 'total' NOT NULL;--> statement-breakpoint
ALTER TABLE "direction" ADD COLUMN "amount" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "direction" ADD COLUMN "currency" text;--> statement-breakpoint
ALTER TABLE "direction" ADD COLUMN "covers" text DEFAULT 'total' NOT NULL;--> statement-breakpoint
ALTER TABLE "trip" ADD COLUMN "travellers" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
-- The free-text prices of stored trips are read by the domain's parser after the migrations
-- (server/db/data-steps.ts, ADR 0078): this asks for that step once.
INSERT INTO "app_meta" ("key", "value") VALUES ('pending:price-texts', 'migration 0026') ON CONFLICT DO NOTHING;
