-- Trigram indexes serve "contains" and "begins_with" filters on text; pg_trgm is a trusted extension (PostgreSQL 13+), so
-- the database's owner may create it. PGlite loads it when the database opens (db/database.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "locations_client_id";--> statement-breakpoint
CREATE INDEX "doors_local_access_key_trigram" ON "doors" USING gin ("local_access_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "locations_name" ON "locations" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "locations_description" ON "locations" USING btree ("description","id");--> statement-breakpoint
CREATE INDEX "locations_is_active" ON "locations" USING btree ("is_active","id");--> statement-breakpoint
CREATE INDEX "locations_is_public" ON "locations" USING btree ("is_public","id");--> statement-breakpoint
CREATE INDEX "locations_location_type" ON "locations" USING btree ("location_type","id");--> statement-breakpoint
CREATE INDEX "locations_access_control_type" ON "locations" USING btree ("access_control_type","id");--> statement-breakpoint
CREATE INDEX "locations_municipality" ON "locations" USING btree ("municipality","id");--> statement-breakpoint
CREATE INDEX "locations_post_code" ON "locations" USING btree ("post_code","id");--> statement-breakpoint
CREATE INDEX "locations_country_id" ON "locations" USING btree ("country_id","id");--> statement-breakpoint
CREATE INDEX "locations_creation_time" ON "locations" USING btree ("creation_time","id");--> statement-breakpoint
CREATE INDEX "locations_name_trigram" ON "locations" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "locations_description_trigram" ON "locations" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "locations_municipality_trigram" ON "locations" USING gin ("municipality" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "locations_post_code_trigram" ON "locations" USING gin ("post_code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "locations_client_id" ON "locations" USING btree ("client_id","id");