CREATE TABLE "saved_trip" (
	"user_id" text NOT NULL,
	"trip_id" text NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_trip_user_id_trip_id_pk" PRIMARY KEY("user_id","trip_id")
);
--> statement-breakpoint
ALTER TABLE "saved_trip" ADD CONSTRAINT "saved_trip_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_trip" ADD CONSTRAINT "saved_trip_trip_id_trip_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trip"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_trip_user_idx" ON "saved_trip" USING btree ("user_id","saved_at" DESC NULLS LAST);