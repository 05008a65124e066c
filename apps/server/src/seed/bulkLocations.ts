import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { demoSites } from './demoSites.ts';

export interface BulkLocationsOptions {
  /** How many locations to add. */
  count: number;
  doorsPerLocation?: number;
}

/**
 * Adds numbered copies of the demo sites ("Oslo S Sykkelhotell 4711"), each with doors and, nine in
 * ten, pricing, in one statement however many there are, then refreshes the planner's statistics
 * and the visibility map (as autovacuum would). For benchmarks and query-plan tests, on top of the
 * demo seed, whose clients the copies are shared among.
 */
export async function seedBulkLocations(db: Db, { count, doorsPerLocation = 4 }: BulkLocationsOptions): Promise<void> {
  await db.execute(sql`
    with site as (
      select row_number() over () - 1 as position, *
      from json_to_recordset(${JSON.stringify(demoSites)}::json)
        as s(name text, street text, "postCode" text, "postName" text, municipality text, latitude float8, longitude float8)
    ),
    client as (select array_agg(id order by id) as ids from clients),
    added as (
      insert into locations (name, description, location_type, is_active, is_public, access_control_type, country_id,
        street, municipality, post_code, post_name, latitude, longitude, client_id, all_day, creation_time)
      select site.name || ' ' || n, case when n % 5 = 0 then 'Covered bike hotel with racks on two levels.' end,
        n % 2, n % 10 <> 0, n % 7 <> 0, (n % 7 = 0)::int, 1,
        site.street, site.municipality, site."postCode", site."postName", site.latitude, site.longitude,
        client.ids[n % (cardinality(client.ids) + 1)], n % 3 <> 0, now() - (n % 730) * interval '1 day'
      from generate_series(1, ${count}::int) as n
        join site on site.position = n % ${demoSites.length}
        cross join client
      returning id
    ),
    added_doors as (
      insert into doors (location_id, name, door_type, lock_type, local_access_key, local_access_key_name, device_status,
        device_signal_strengh, device_battery_level, last_heart_beat)
      select added.id, 'A-' || lpad(door::text, 2, '0'), door % 5, door % 4,
        case door % 4 when 1 then (100 * door + added.id)::text when 2 then 'NB-' || added.id || '-' || door
          when 3 then 'BLE-' || added.id || '-' || door end,
        case when door % 4 > 0 then 'Lock ' || added.id || '-' || door end,
        case when door % 4 > 1 then 'ONLINE' end, case when door % 4 > 1 then 'FAIR' end,
        case when door % 4 > 1 then 50 + door end, case when door % 4 > 1 then now() end
      from added cross join generate_series(1, ${doorsPerLocation}::int) as door
    ),
    added_pricing as (
      insert into location_pricing (location_id, start_price_amount, start_price_duration, main_price_amount,
        main_price_duration, max_daily_amount, default_subscription_price)
      select id, 15, 1, 10, 4, 99, 199 from added where id % 10 <> 0
    )
    select count(*) from added`);
  await db.execute(sql`vacuum analyze locations, doors, location_pricing`);
}
