import { type Kysely, sql } from 'kysely';

// Frozen: a migration keeps the schema of its day and imports nothing of the app.
const CONSTRAINT = 'locations_postcode_districts_key';

/**
 * The postcode districts each served area covers (`{B1,B2,…}`), for "do you cover me?". A
 * district belongs to one area at most: a trigger refuses one already listed by another area,
 * naming the districts and the area in the error's detail. It takes a transaction lock first,
 * so two areas saved at the same moment cannot both take a district: the second one checks
 * after the first committed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table locations add column postcode_districts text[] not null default '{}'`.execute(
    db,
  );
  await sql`create index locations_postcode_districts_idx on locations using gin (postcode_districts)`.execute(
    db,
  );
  await sql`create function locations_districts_once() returns trigger language plpgsql as $$
    declare
      taken text;
      holder text;
    begin
      if cardinality(new.postcode_districts) = 0 then
        return new;
      end if;
      perform pg_advisory_xact_lock(hashtext('locations.postcode_districts'));
      select other.name,
             (select string_agg(district, ', ' order by district)
                from unnest(other.postcode_districts) as district
                where district = any(new.postcode_districts))
        into holder, taken
        from locations other
        where other.id <> new.id and other.postcode_districts && new.postcode_districts
        order by other.sort_order, other.id
        limit 1;
      if taken is not null then
        raise exception 'postcode districts already in another area'
          using errcode = 'unique_violation',
                constraint = ${sql.lit(CONSTRAINT)},
                detail = format('%s %s already in %s: a district belongs to one area. Remove %s there first, or leave %s out here.',
                  taken,
                  case when position(',' in taken) > 0 then 'are' else 'is' end,
                  holder,
                  case when position(',' in taken) > 0 then 'them' else 'it' end,
                  case when position(',' in taken) > 0 then 'them' else 'it' end);
      end if;
      return new;
    end
  $$`.execute(db);
  await sql`create trigger locations_districts_once
    before insert or update of postcode_districts on locations
    for each row execute function locations_districts_once()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger locations_districts_once on locations`.execute(db);
  await sql`drop function locations_districts_once()`.execute(db);
  await sql`drop index locations_postcode_districts_idx`.execute(db);
  await sql`alter table locations drop column postcode_districts`.execute(db);
}
