CREATE TABLE "order_hourly_totals_all" (
	"hour" timestamp with time zone PRIMARY KEY NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"parked_orders" integer DEFAULT 0 NOT NULL,
	"parked_seconds" bigint DEFAULT 0 NOT NULL,
	"revenue" numeric(14, 2) DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_location_totals" (
	"location_id" integer PRIMARY KEY NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"parked_orders" integer DEFAULT 0 NOT NULL,
	"parked_seconds" bigint DEFAULT 0 NOT NULL,
	"revenue" numeric(14, 2) DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_location_totals" ADD CONSTRAINT "order_location_totals_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- order_hourly_totals_all (by hour) and order_location_totals (by location, all time) are
-- order_hourly_totals summed the other two ways, kept by a row trigger on it: each row added, changed
-- or removed adds its difference to its hour and to its location, and a sum that falls to zero
-- everywhere goes. (Within a statement an hour may hold revenue before its orders: the payments'
-- trigger can run before the orders' when one statement writes both.) Row by row because
-- order_hourly_totals is itself written by the triggers of 0010 with INSERT ... ON CONFLICT DO UPDATE,
-- and a statement trigger's UPDATE does not fire for those nested upserts. The application writes one
-- location and hour at a time; only the generator writes many in one statement, alone.
CREATE FUNCTION "order_hourly_totals_sums_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "row_hour" timestamptz := CASE WHEN TG_OP = 'DELETE' THEN OLD."hour" ELSE NEW."hour" END;
  "row_location" integer := CASE WHEN TG_OP = 'DELETE' THEN OLD."location_id" ELSE NEW."location_id" END;
  "orders" bigint := 0;
  "parked_orders" bigint := 0;
  "parked_seconds" bigint := 0;
  "revenue" numeric := 0;
  "is_empty" boolean;
BEGIN
  IF TG_OP <> 'DELETE' THEN
    "orders" := NEW."orders"; "parked_orders" := NEW."parked_orders";
    "parked_seconds" := NEW."parked_seconds"; "revenue" := NEW."revenue";
  END IF;
  IF TG_OP <> 'INSERT' THEN
    "orders" := "orders" - OLD."orders"; "parked_orders" := "parked_orders" - OLD."parked_orders";
    "parked_seconds" := "parked_seconds" - OLD."parked_seconds"; "revenue" := "revenue" - OLD."revenue";
  END IF;
  IF "orders" = 0 AND "parked_orders" = 0 AND "parked_seconds" = 0 AND "revenue" = 0 THEN
    RETURN NULL;
  END IF;

  INSERT INTO "order_hourly_totals_all" AS "sums" ("hour", "orders", "parked_orders", "parked_seconds", "revenue")
  VALUES ("row_hour", "orders", "parked_orders", "parked_seconds", "revenue")
  ON CONFLICT ("hour") DO UPDATE SET
    "orders" = "sums"."orders" + excluded."orders",
    "parked_orders" = "sums"."parked_orders" + excluded."parked_orders",
    "parked_seconds" = "sums"."parked_seconds" + excluded."parked_seconds",
    "revenue" = "sums"."revenue" + excluded."revenue"
  RETURNING "sums"."orders" = 0 AND "sums"."parked_orders" = 0 AND "sums"."parked_seconds" = 0 AND "sums"."revenue" = 0 INTO "is_empty";
  IF "is_empty" THEN
    DELETE FROM "order_hourly_totals_all" WHERE "hour" = "row_hour";
  END IF;

  INSERT INTO "order_location_totals" AS "sums" ("location_id", "orders", "parked_orders", "parked_seconds", "revenue")
  VALUES ("row_location", "orders", "parked_orders", "parked_seconds", "revenue")
  ON CONFLICT ("location_id") DO UPDATE SET
    "orders" = "sums"."orders" + excluded."orders",
    "parked_orders" = "sums"."parked_orders" + excluded."parked_orders",
    "parked_seconds" = "sums"."parked_seconds" + excluded."parked_seconds",
    "revenue" = "sums"."revenue" + excluded."revenue"
  RETURNING "sums"."orders" = 0 AND "sums"."parked_orders" = 0 AND "sums"."parked_seconds" = 0 AND "sums"."revenue" = 0 INTO "is_empty";
  IF "is_empty" THEN
    DELETE FROM "order_location_totals" WHERE "location_id" = "row_location";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "order_hourly_totals_sums_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "order_hourly_totals_all";
  DELETE FROM "order_location_totals";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "order_hourly_totals_sums_changed" AFTER INSERT OR UPDATE OR DELETE ON "order_hourly_totals"
  FOR EACH ROW EXECUTE FUNCTION "order_hourly_totals_sums_changed"();
--> statement-breakpoint
CREATE TRIGGER "order_hourly_totals_sums_truncated" AFTER TRUNCATE ON "order_hourly_totals"
  FOR EACH STATEMENT EXECUTE FUNCTION "order_hourly_totals_sums_truncated"();
--> statement-breakpoint
-- The rows already there, summed once the triggers hold the table (CREATE TRIGGER locks out writers
-- until the migration commits).
INSERT INTO "order_hourly_totals_all" ("hour", "orders", "parked_orders", "parked_seconds", "revenue")
SELECT "hour", sum("orders"), sum("parked_orders"), sum("parked_seconds"), sum("revenue")
FROM "order_hourly_totals"
GROUP BY "hour";
--> statement-breakpoint
INSERT INTO "order_location_totals" ("location_id", "orders", "parked_orders", "parked_seconds", "revenue")
SELECT "location_id", sum("orders"), sum("parked_orders"), sum("parked_seconds"), sum("revenue")
FROM "order_hourly_totals"
GROUP BY "location_id";
