CREATE TABLE "diagnostic_daily_counts" (
	"door_id" integer NOT NULL,
	"day" date NOT NULL,
	"successes" integer DEFAULT 0 NOT NULL,
	"warnings" integer DEFAULT 0 NOT NULL,
	"errors" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "diagnostic_daily_counts_pkey" PRIMARY KEY("door_id","day")
);
--> statement-breakpoint
ALTER TABLE "diagnostic_daily_counts" ADD CONSTRAINT "diagnostic_daily_counts_door_id_doors_id_fk" FOREIGN KEY ("door_id") REFERENCES "public"."doors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "diagnostic_daily_counts_day" ON "diagnostic_daily_counts" USING btree ("day");--> statement-breakpoint
-- The database keeps diagnostic_daily_counts exact for every writer (the demo seed, the generator,
-- tests, devices): once per statement, from its transition table, the inserted rows are added and the
-- deleted rows subtracted, grouped by door and UTC day of creation_time. A door's deletion deletes its
-- diagnostics and its counts (both cascade). Diagnostics are never updated, so no UPDATE trigger: one
-- that changes status, creation_time or door_id would have to subtract the old rows and add the new.
-- The inserted rows are upserted in key order, so concurrent writers lock the counts in one order.
CREATE FUNCTION "diagnostics_count_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "diagnostic_daily_counts" ("door_id", "day", "successes", "warnings", "errors")
  SELECT "door_id", ("creation_time" AT TIME ZONE 'UTC')::date,
    count(*) FILTER (WHERE "status" = 2), count(*) FILTER (WHERE "status" = 1), count(*) FILTER (WHERE "status" = 0)
  FROM "inserted"
  GROUP BY 1, 2
  ORDER BY 1, 2
  ON CONFLICT ("door_id", "day") DO UPDATE SET
    "successes" = "diagnostic_daily_counts"."successes" + excluded."successes",
    "warnings" = "diagnostic_daily_counts"."warnings" + excluded."warnings",
    "errors" = "diagnostic_daily_counts"."errors" + excluded."errors";
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A day's counts that fall to zero are removed, so the table holds the same rows as a GROUP BY of
-- the diagnostics. (A door deleted with its diagnostics may have lost its counts first: nothing to update.)
CREATE FUNCTION "diagnostics_count_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "diagnostic_daily_counts" AS "counts" SET
    "successes" = "counts"."successes" - "gone"."successes",
    "warnings" = "counts"."warnings" - "gone"."warnings",
    "errors" = "counts"."errors" - "gone"."errors"
  FROM (
    SELECT "door_id", ("creation_time" AT TIME ZONE 'UTC')::date AS "day",
      count(*) FILTER (WHERE "status" = 2) AS "successes", count(*) FILTER (WHERE "status" = 1) AS "warnings",
      count(*) FILTER (WHERE "status" = 0) AS "errors"
    FROM "deleted"
    GROUP BY 1, 2
  ) AS "gone"
  WHERE "counts"."door_id" = "gone"."door_id" AND "counts"."day" = "gone"."day";
  DELETE FROM "diagnostic_daily_counts" AS "counts"
  USING (SELECT DISTINCT "door_id", ("creation_time" AT TIME ZONE 'UTC')::date AS "day" FROM "deleted") AS "gone"
  WHERE "counts"."door_id" = "gone"."door_id" AND "counts"."day" = "gone"."day"
    AND "counts"."successes" = 0 AND "counts"."warnings" = 0 AND "counts"."errors" = 0;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "diagnostics_count_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "diagnostic_daily_counts";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "diagnostics_count_inserted" AFTER INSERT ON "diagnostics"
  REFERENCING NEW TABLE AS "inserted" FOR EACH STATEMENT EXECUTE FUNCTION "diagnostics_count_inserted"();
--> statement-breakpoint
CREATE TRIGGER "diagnostics_count_deleted" AFTER DELETE ON "diagnostics"
  REFERENCING OLD TABLE AS "deleted" FOR EACH STATEMENT EXECUTE FUNCTION "diagnostics_count_deleted"();
--> statement-breakpoint
CREATE TRIGGER "diagnostics_count_truncated" AFTER TRUNCATE ON "diagnostics"
  FOR EACH STATEMENT EXECUTE FUNCTION "diagnostics_count_truncated"();
--> statement-breakpoint
-- The diagnostics already there, counted once the triggers hold the table (CREATE TRIGGER locks out
-- writers until the migration commits, so none is counted twice or missed).
INSERT INTO "diagnostic_daily_counts" ("door_id", "day", "successes", "warnings", "errors")
SELECT "door_id", ("creation_time" AT TIME ZONE 'UTC')::date,
  count(*) FILTER (WHERE "status" = 2), count(*) FILTER (WHERE "status" = 1), count(*) FILTER (WHERE "status" = 0)
FROM "diagnostics"
GROUP BY 1, 2;
