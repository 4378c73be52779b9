CREATE INDEX "trip_countries_idx" ON "trip" USING gin ("countries");--> statement-breakpoint
CREATE INDEX "trip_continents_idx" ON "trip" USING gin ("continents");--> statement-breakpoint
CREATE INDEX "trip_types_idx" ON "trip" USING gin ("travel_types");--> statement-breakpoint
CREATE INDEX "trip_months_idx" ON "trip" USING gin ("months");