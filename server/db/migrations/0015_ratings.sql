CREATE TABLE "rating" (
	"user_id" text NOT NULL,
	"trip_id" text NOT NULL,
	"value" smallint NOT NULL,
	"rated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rating_trip_id_user_id_pk" PRIMARY KEY("trip_id","user_id"),
	CONSTRAINT "rating_value_range" CHECK ("rating"."value" BETWEEN 1 AND 5)
);
--> statement-breakpoint
ALTER TABLE "rating" ADD CONSTRAINT "rating_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rating" ADD CONSTRAINT "rating_trip_id_trip_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trip"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Every change of a rating, by any door (the API, a deleted account's cascade, a seed), keeps the
-- trip's average and count right (ADR 0035).
CREATE FUNCTION "rating_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  target text;
BEGIN
  IF TG_OP = 'DELETE' THEN target := OLD.trip_id; ELSE target := NEW.trip_id; END IF;
  UPDATE "trip" SET
    "rating_average" = coalesce((SELECT avg("value") FROM "rating" WHERE "trip_id" = target), 0),
    "rating_count" = (SELECT count(*) FROM "rating" WHERE "trip_id" = target)
  WHERE "id" = target;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "rating_totals" AFTER INSERT OR UPDATE OR DELETE ON "rating" FOR EACH ROW EXECUTE FUNCTION "rating_totals"();
