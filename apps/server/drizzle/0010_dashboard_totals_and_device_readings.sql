CREATE TABLE "device_readings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "device_readings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"door_id" integer NOT NULL,
	"reading_time" timestamp with time zone NOT NULL,
	"device_status" text,
	"battery_level" integer,
	CONSTRAINT "device_readings_device_status" CHECK ("device_readings"."device_status" in ('ONLINE', 'OFFLINE')),
	CONSTRAINT "device_readings_battery_level" CHECK ("device_readings"."battery_level" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "order_hourly_totals" (
	"location_id" integer NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"parked_orders" integer DEFAULT 0 NOT NULL,
	"parked_seconds" bigint DEFAULT 0 NOT NULL,
	"revenue" numeric(14, 2) DEFAULT 0 NOT NULL,
	CONSTRAINT "order_hourly_totals_pkey" PRIMARY KEY("location_id","hour")
);
--> statement-breakpoint
ALTER TABLE "device_readings" ADD CONSTRAINT "device_readings_door_id_doors_id_fk" FOREIGN KEY ("door_id") REFERENCES "public"."doors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_hourly_totals" ADD CONSTRAINT "order_hourly_totals_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "device_readings_door_time" ON "device_readings" USING btree ("door_id","reading_time");--> statement-breakpoint
CREATE INDEX "device_readings_time" ON "device_readings" USING btree ("reading_time");--> statement-breakpoint
CREATE INDEX "order_hourly_totals_hour" ON "order_hourly_totals" USING btree ("hour");--> statement-breakpoint
CREATE INDEX "entity_changes_type_change_time" ON "entity_changes" USING btree ("entity_type_full_name","change_time","id");--> statement-breakpoint
CREATE INDEX "orders_user_creation_time" ON "orders" USING btree ("user_id","creation_time","door_id");--> statement-breakpoint
-- The database keeps order_hourly_totals exact for every writer (the demo seed, the generator, the app,
-- tests): each trigger adds the difference its statement made, grouped by the door's location and the
-- UTC hour of the order's creation_time, upserted in key order (concurrent writers lock rows in one
-- order). Adding differences, not recounting, keeps it right when two transactions change one hour at
-- once. An update that changes nothing counted writes nothing. A row whose orders fall to zero goes,
-- so the table holds exactly the hours that have orders.
--
-- The doors an order statement places its orders by are locked FOR SHARE (in id order): a door being
-- moved to another location (a row lock that conflicts) is then either moved before the statement
-- reads its location, and the statement reads the new one, or after the statement's transaction ends,
-- and the move finds its orders. Without it an order added while its door moved stayed counted at the
-- old location.
CREATE FUNCTION "order_hourly_totals_doors"("door_ids" integer[]) RETURNS TABLE ("id" integer, "location_id" integer)
LANGUAGE sql AS $$
  SELECT "id", "location_id" FROM "doors" WHERE "id" = ANY("door_ids") ORDER BY "id" FOR SHARE;
$$;
--> statement-breakpoint
-- Only the keys a trigger changed are looked at: a scan of the whole table on every order update cost
-- more than the update itself.
CREATE FUNCTION "order_hourly_totals_drop_empty"("location_ids" integer[], "hours" timestamp with time zone[]) RETURNS void
LANGUAGE sql AS $$
  DELETE FROM "order_hourly_totals"
  WHERE ("location_id", "hour") IN (SELECT * FROM unnest("location_ids", "hours")) AND "orders" = 0;
$$;
--> statement-breakpoint
CREATE FUNCTION "orders_totals_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "order_hourly_totals" ("location_id", "hour", "orders", "parked_orders", "parked_seconds")
  SELECT "doors"."location_id", date_trunc('hour', "inserted"."creation_time" AT TIME ZONE 'UTC') AT TIME ZONE 'UTC',
    count(*),
    count(*) FILTER (WHERE "inserted"."used_from" IS NOT NULL AND "inserted"."used_to" IS NOT NULL),
    coalesce(sum(round(extract(epoch FROM "inserted"."used_to" - "inserted"."used_from"))), 0)
  FROM "inserted"
  JOIN "order_hourly_totals_doors"((SELECT array_agg(DISTINCT "door_id") FROM "inserted")) AS "doors" ON "doors"."id" = "inserted"."door_id"
  GROUP BY 1, 2
  ORDER BY 1, 2
  ON CONFLICT ("location_id", "hour") DO UPDATE SET
    "orders" = "order_hourly_totals"."orders" + excluded."orders",
    "parked_orders" = "order_hourly_totals"."parked_orders" + excluded."parked_orders",
    "parked_seconds" = "order_hourly_totals"."parked_seconds" + excluded."parked_seconds";
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- An order moved to another door or hour (no writer of the app does it) takes its paid payments along;
-- for the others the payments are not read.
CREATE FUNCTION "orders_totals_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "moved" integer[];
  "emptied_locations" integer[];
  "emptied_hours" timestamp with time zone[];
BEGIN
  SELECT array_agg("updated"."id") INTO "moved"
  FROM "updated" JOIN "previous" ON "previous"."id" = "updated"."id"
  WHERE "updated"."door_id" <> "previous"."door_id"
    OR date_trunc('hour', "updated"."creation_time" AT TIME ZONE 'UTC') <> date_trunc('hour', "previous"."creation_time" AT TIME ZONE 'UTC');
  WITH "upserted" AS (
    INSERT INTO "order_hourly_totals" ("location_id", "hour", "orders", "parked_orders", "parked_seconds", "revenue")
    SELECT "location_id", "hour", sum("orders"), sum("parked_orders"), sum("parked_seconds"), sum("revenue")
    FROM (
      SELECT "doors"."location_id", date_trunc('hour', "changed"."creation_time" AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' AS "hour",
        "changed"."sign" AS "orders",
        CASE WHEN "changed"."used_from" IS NOT NULL AND "changed"."used_to" IS NOT NULL THEN "changed"."sign" ELSE 0 END AS "parked_orders",
        coalesce(round(extract(epoch FROM "changed"."used_to" - "changed"."used_from")), 0) * "changed"."sign" AS "parked_seconds",
        CASE WHEN "changed"."id" = ANY("moved") THEN
          coalesce((SELECT sum("amount") FROM "payments" WHERE "order_id" = "changed"."id" AND "status" = 1), 0) * "changed"."sign"
        ELSE 0 END AS "revenue"
      FROM (
        SELECT "id", "door_id", "creation_time", "used_from", "used_to", 1 AS "sign" FROM "updated"
        UNION ALL
        SELECT "id", "door_id", "creation_time", "used_from", "used_to", -1 FROM "previous"
      ) AS "changed"
      JOIN "order_hourly_totals_doors"((
        SELECT array_agg(DISTINCT "door_id") FROM (SELECT "door_id" FROM "updated" UNION ALL SELECT "door_id" FROM "previous") AS "both"
      )) AS "doors" ON "doors"."id" = "changed"."door_id"
    ) AS "differences"
    GROUP BY 1, 2
    HAVING sum("orders") <> 0 OR sum("parked_orders") <> 0 OR sum("parked_seconds") <> 0 OR sum("revenue") <> 0
    ORDER BY 1, 2
    ON CONFLICT ("location_id", "hour") DO UPDATE SET
      "orders" = "order_hourly_totals"."orders" + excluded."orders",
      "parked_orders" = "order_hourly_totals"."parked_orders" + excluded."parked_orders",
      "parked_seconds" = "order_hourly_totals"."parked_seconds" + excluded."parked_seconds",
      "revenue" = "order_hourly_totals"."revenue" + excluded."revenue"
    RETURNING "location_id", "hour", "orders"
  )
  SELECT array_agg("location_id"), array_agg("hour") INTO "emptied_locations", "emptied_hours" FROM "upserted" WHERE "orders" = 0;
  IF "emptied_locations" IS NOT NULL THEN PERFORM "order_hourly_totals_drop_empty"("emptied_locations", "emptied_hours"); END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Row by row and before the delete: an order's payments go with it (ON DELETE CASCADE), and once they
-- are gone nothing tells which hour their revenue was in. Orders are deleted only by tests.
CREATE FUNCTION "orders_totals_deleting"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "order_location" integer;
  "order_hour" timestamp with time zone := date_trunc('hour', OLD."creation_time" AT TIME ZONE 'UTC') AT TIME ZONE 'UTC';
  "remaining" integer;
BEGIN
  SELECT "location_id" INTO "order_location" FROM "order_hourly_totals_doors"(ARRAY[OLD."door_id"]);
  UPDATE "order_hourly_totals" SET
    "orders" = "orders" - 1,
    "parked_orders" = "parked_orders" - CASE WHEN OLD."used_from" IS NOT NULL AND OLD."used_to" IS NOT NULL THEN 1 ELSE 0 END,
    "parked_seconds" = "parked_seconds" - coalesce(round(extract(epoch FROM OLD."used_to" - OLD."used_from")), 0),
    "revenue" = "revenue" - coalesce((SELECT sum("amount") FROM "payments" WHERE "order_id" = OLD."id" AND "status" = 1), 0)
  WHERE "location_id" = "order_location" AND "hour" = "order_hour"
  RETURNING "orders" INTO "remaining";
  IF "remaining" = 0 THEN PERFORM "order_hourly_totals_drop_empty"(ARRAY["order_location"], ARRAY["order_hour"]); END IF;
  RETURN OLD;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "orders_totals_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "order_hourly_totals";
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Revenue: the paid (status 1) payments' amounts, added for new rows and taken away for old ones. A
-- payment deleted with its order finds no order here: the order's own trigger took its revenue away.
CREATE FUNCTION "order_hourly_revenue_add"("order_ids" integer[], "amounts" numeric[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "order_hourly_totals" ("location_id", "hour", "revenue")
  SELECT "doors"."location_id", date_trunc('hour', "orders"."creation_time" AT TIME ZONE 'UTC') AT TIME ZONE 'UTC',
    sum("changed"."amount")
  FROM unnest("order_ids", "amounts") AS "changed" ("order_id", "amount")
  JOIN "orders" ON "orders"."id" = "changed"."order_id"
  JOIN "order_hourly_totals_doors"((SELECT array_agg(DISTINCT "door_id") FROM "orders" WHERE "id" = ANY("order_ids")))
    AS "doors" ON "doors"."id" = "orders"."door_id"
  GROUP BY 1, 2
  HAVING sum("changed"."amount") <> 0
  ORDER BY 1, 2
  ON CONFLICT ("location_id", "hour") DO UPDATE SET "revenue" = "order_hourly_totals"."revenue" + excluded."revenue";
$$;
--> statement-breakpoint
CREATE FUNCTION "payments_totals_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "order_hourly_revenue_add"(array_agg("order_id"), array_agg("amount"))
  FROM "inserted" WHERE "status" = 1 HAVING count(*) > 0;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "payments_totals_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "order_hourly_revenue_add"(array_agg("order_id"), array_agg("amount"))
  FROM (
    SELECT "order_id", "amount" FROM "updated" WHERE "status" = 1
    UNION ALL
    SELECT "order_id", -"amount" FROM "previous" WHERE "status" = 1
  ) AS "changed"
  HAVING count(*) > 0;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "payments_totals_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "order_hourly_revenue_add"(array_agg("order_id"), array_agg(-"amount"))
  FROM "deleted" WHERE "status" = 1 HAVING count(*) > 0;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "payments_totals_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "order_hourly_totals" SET "revenue" = 0;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A door moved to another location takes its orders' totals along: the dashboard places an order
-- where its door is now, as the orders lists do.
CREATE FUNCTION "doors_totals_moved"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "order_hourly_totals" ("location_id", "hour", "orders", "parked_orders", "parked_seconds", "revenue")
  SELECT "moved"."location_id", "door_hours"."hour", "door_hours"."orders" * "moved"."sign",
    "door_hours"."parked_orders" * "moved"."sign", "door_hours"."parked_seconds" * "moved"."sign", "door_hours"."revenue" * "moved"."sign"
  FROM (
    SELECT date_trunc('hour', "orders"."creation_time" AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' AS "hour",
      count(*) AS "orders",
      count(*) FILTER (WHERE "orders"."used_from" IS NOT NULL AND "orders"."used_to" IS NOT NULL) AS "parked_orders",
      coalesce(sum(round(extract(epoch FROM "orders"."used_to" - "orders"."used_from"))), 0) AS "parked_seconds",
      coalesce(sum("paid"."amount"), 0) AS "revenue"
    FROM "orders"
    LEFT JOIN LATERAL (SELECT sum("amount") AS "amount" FROM "payments" WHERE "order_id" = "orders"."id" AND "status" = 1) AS "paid" ON true
    WHERE "orders"."door_id" = NEW."id"
    GROUP BY 1
  ) AS "door_hours"
  CROSS JOIN (VALUES (OLD."location_id", -1), (NEW."location_id", 1)) AS "moved" ("location_id", "sign")
  ORDER BY 1, 2
  ON CONFLICT ("location_id", "hour") DO UPDATE SET
    "orders" = "order_hourly_totals"."orders" + excluded."orders",
    "parked_orders" = "order_hourly_totals"."parked_orders" + excluded."parked_orders",
    "parked_seconds" = "order_hourly_totals"."parked_seconds" + excluded."parked_seconds",
    "revenue" = "order_hourly_totals"."revenue" + excluded."revenue";
  DELETE FROM "order_hourly_totals" WHERE "location_id" = OLD."location_id" AND "orders" = 0;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "orders_totals_inserted" AFTER INSERT ON "orders"
  REFERENCING NEW TABLE AS "inserted" FOR EACH STATEMENT EXECUTE FUNCTION "orders_totals_inserted"();
--> statement-breakpoint
CREATE TRIGGER "orders_totals_updated" AFTER UPDATE ON "orders"
  REFERENCING OLD TABLE AS "previous" NEW TABLE AS "updated" FOR EACH STATEMENT EXECUTE FUNCTION "orders_totals_updated"();
--> statement-breakpoint
CREATE TRIGGER "orders_totals_deleting" BEFORE DELETE ON "orders"
  FOR EACH ROW EXECUTE FUNCTION "orders_totals_deleting"();
--> statement-breakpoint
CREATE TRIGGER "orders_totals_truncated" AFTER TRUNCATE ON "orders"
  FOR EACH STATEMENT EXECUTE FUNCTION "orders_totals_truncated"();
--> statement-breakpoint
CREATE TRIGGER "payments_totals_inserted" AFTER INSERT ON "payments"
  REFERENCING NEW TABLE AS "inserted" FOR EACH STATEMENT EXECUTE FUNCTION "payments_totals_inserted"();
--> statement-breakpoint
CREATE TRIGGER "payments_totals_updated" AFTER UPDATE ON "payments"
  REFERENCING OLD TABLE AS "previous" NEW TABLE AS "updated" FOR EACH STATEMENT EXECUTE FUNCTION "payments_totals_updated"();
--> statement-breakpoint
CREATE TRIGGER "payments_totals_deleted" AFTER DELETE ON "payments"
  REFERENCING OLD TABLE AS "deleted" FOR EACH STATEMENT EXECUTE FUNCTION "payments_totals_deleted"();
--> statement-breakpoint
CREATE TRIGGER "payments_totals_truncated" AFTER TRUNCATE ON "payments"
  FOR EACH STATEMENT EXECUTE FUNCTION "payments_totals_truncated"();
--> statement-breakpoint
CREATE TRIGGER "doors_totals_moved" AFTER UPDATE OF "location_id" ON "doors"
  FOR EACH ROW WHEN (OLD."location_id" IS DISTINCT FROM NEW."location_id") EXECUTE FUNCTION "doors_totals_moved"();
--> statement-breakpoint
-- The orders already there, summed once the triggers hold the tables (CREATE TRIGGER locks out writers
-- until the migration commits, so none is counted twice or missed).
INSERT INTO "order_hourly_totals" ("location_id", "hour", "orders", "parked_orders", "parked_seconds", "revenue")
SELECT "doors"."location_id", date_trunc('hour', "orders"."creation_time" AT TIME ZONE 'UTC') AT TIME ZONE 'UTC',
  count(*),
  count(*) FILTER (WHERE "orders"."used_from" IS NOT NULL AND "orders"."used_to" IS NOT NULL),
  coalesce(sum(round(extract(epoch FROM "orders"."used_to" - "orders"."used_from"))), 0),
  coalesce(sum("paid"."amount"), 0)
FROM "orders"
JOIN "doors" ON "doors"."id" = "orders"."door_id"
LEFT JOIN (SELECT "order_id", sum("amount") AS "amount" FROM "payments" WHERE "status" = 1 GROUP BY 1) AS "paid" ON "paid"."order_id" = "orders"."id"
GROUP BY 1, 2;
