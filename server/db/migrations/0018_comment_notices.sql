CREATE TABLE "comment_notice" (
	"id" text PRIMARY KEY NOT NULL,
	"recipient_id" text NOT NULL,
	"trip_id" text NOT NULL,
	"comment_id" text NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "comment_mails" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "comment_notice" ADD CONSTRAINT "comment_notice_recipient_id_user_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_notice" ADD CONSTRAINT "comment_notice_trip_id_trip_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trip"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_notice" ADD CONSTRAINT "comment_notice_comment_id_comment_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."comment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comment_notice_pair_idx" ON "comment_notice" USING btree ("recipient_id","trip_id","sent_at");