ALTER TABLE "user" ADD COLUMN "copy_mails" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "trip" ADD COLUMN "based_on_id" text;--> statement-breakpoint
ALTER TABLE "trip" ADD COLUMN "based_on_author_id" text;--> statement-breakpoint
ALTER TABLE "trip" ADD COLUMN "based_on_title" text;--> statement-breakpoint
ALTER TABLE "trip" ADD CONSTRAINT "trip_based_on_id_trip_id_fk" FOREIGN KEY ("based_on_id") REFERENCES "public"."trip"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip" ADD CONSTRAINT "trip_based_on_author_id_user_id_fk" FOREIGN KEY ("based_on_author_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trip_based_on_idx" ON "trip" USING btree ("based_on_id");--> statement-breakpoint
CREATE INDEX "trip_copies_idx" ON "trip" USING btree ("id") WHERE "trip"."based_on_title" IS NOT NULL;