CREATE TABLE "order_hourly_totals_all" (
	"hour" timestamp with time zone PRIMARY KEY NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"parked_orders" integer DEFAULT 0 NOT NULL,
	"parked_seconds" bigint DEFAULT 0 NOT NULL,
	"revenue" numeric(14, 2) DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- order_hourly_totals_all is order_hourly_totals summed over the locations, kept by a row trigger on it:
-- each row added, changed or removed adds its difference to its hour, and an hour whose sums all fall
-- to zero goes. (Within a statement an hour may hold revenue before its orders: the payments' trigger
-- can run before the orders' when one statement writes both.) Row by row because order_hourly_totals is itself written by the triggers of 0010 with
-- INSERT ... ON CONFLICT DO UPDATE, and a statement trigger's UPDATE does not fire for those nested
-- upserts. The application writes one hour at a time; only the generator writes many hours in one
-- statement, alone.
CREATE FUNCTION "order_hourly_totals_all_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "changed_hour" timestamptz := CASE WHEN TG_OP = 'DELETE' THEN OLD."hour" ELSE NEW."hour" END;
  "is_empty" boolean;
BEGIN
  WITH "difference" ("orders", "parked_orders", "parked_seconds", "revenue") AS (
    SELECT coalesce("added"."orders", 0) - coalesce("removed"."orders", 0),
      coalesce("added"."parked_orders", 0) - coalesce("removed"."parked_orders", 0),
      coalesce("added"."parked_seconds", 0) - coalesce("removed"."parked_seconds", 0),
      coalesce("added"."revenue", 0) - coalesce("removed"."revenue", 0)
    FROM (SELECT 1) AS "one"
    LEFT JOIN (SELECT NEW."orders", NEW."parked_orders", NEW."parked_seconds", NEW."revenue" WHERE TG_OP <> 'DELETE') AS "added" ON true
    LEFT JOIN (SELECT OLD."orders", OLD."parked_orders", OLD."parked_seconds", OLD."revenue" WHERE TG_OP <> 'INSERT') AS "removed" ON true
  )
  INSERT INTO "order_hourly_totals_all" ("hour", "orders", "parked_orders", "parked_seconds", "revenue")
  SELECT "changed_hour", "orders", "parked_orders", "parked_seconds", "revenue" FROM "difference"
  WHERE "orders" <> 0 OR "parked_orders" <> 0 OR "parked_seconds" <> 0 OR "revenue" <> 0
  ON CONFLICT ("hour") DO UPDATE SET
    "orders" = "order_hourly_totals_all"."orders" + excluded."orders",
    "parked_orders" = "order_hourly_totals_all"."parked_orders" + excluded."parked_orders",
    "parked_seconds" = "order_hourly_totals_all"."parked_seconds" + excluded."parked_seconds",
    "revenue" = "order_hourly_totals_all"."revenue" + excluded."revenue"
  RETURNING "orders" = 0 AND "parked_orders" = 0 AND "parked_seconds" = 0 AND "revenue" = 0 INTO "is_empty";
  IF "is_empty" THEN
    DELETE FROM "order_hourly_totals_all" WHERE "hour" = "changed_hour";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "order_hourly_totals_all_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "order_hourly_totals_all";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "order_hourly_totals_all_changed" AFTER INSERT OR UPDATE OR DELETE ON "order_hourly_totals"
  FOR EACH ROW EXECUTE FUNCTION "order_hourly_totals_all_changed"();
--> statement-breakpoint
CREATE TRIGGER "order_hourly_totals_all_truncated" AFTER TRUNCATE ON "order_hourly_totals"
  FOR EACH STATEMENT EXECUTE FUNCTION "order_hourly_totals_all_truncated"();
--> statement-breakpoint
-- The hours already there, summed once the triggers hold the table (CREATE TRIGGER locks out writers
-- until the migration commits).
INSERT INTO "order_hourly_totals_all" ("hour", "orders", "parked_orders", "parked_seconds", "revenue")
SELECT "hour", sum("orders"), sum("parked_orders"), sum("parked_seconds"), sum("revenue")
FROM "order_hourly_totals"
GROUP BY "hour";
