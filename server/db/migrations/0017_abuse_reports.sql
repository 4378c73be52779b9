CREATE TABLE "abuse_report" (
	"id" text PRIMARY KEY NOT NULL,
	"trip_id" text NOT NULL,
	"comment_id" text,
	"reporter_id" text NOT NULL,
	"reason" text NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"reported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "abuse_report_reason" CHECK ("abuse_report"."reason" IN ('spam', 'copyright', 'offensive'))
);
--> statement-breakpoint
ALTER TABLE "abuse_report" ADD CONSTRAINT "abuse_report_trip_id_trip_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trip"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "abuse_report" ADD CONSTRAINT "abuse_report_comment_id_comment_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."comment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "abuse_report" ADD CONSTRAINT "abuse_report_reporter_id_user_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "abuse_report_once_idx" ON "abuse_report" USING btree ("reporter_id","trip_id",coalesce("comment_id", ''));--> statement-breakpoint
CREATE INDEX "abuse_report_trip_idx" ON "abuse_report" USING btree ("trip_id");