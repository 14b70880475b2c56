import { type Kysely, sql } from 'kysely';
import { indexOn, stampedNow, timestamps } from './schema-builders.ts';

// Frozen in time: the enumerations are written out here rather than imported.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('services')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('icon', 'text', (c) =>
      c
        .notNull()
        .defaultTo('truck')
        .check(
          sql`icon in ('towing-service','breakdown-recovery','battery-jump-start','accident-recovery','fuel-delivery','car-recovery','vehicle-recovery','recovery','recovery-truck','car-towing','van-recovery','truck','wrench','battery','shield','fuel','car','ambulance','tools','van')`,
        ),
    )
    .addColumn('short_description', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('features', 'jsonb', (c) =>
      c.notNull().defaultTo(sql`'[]'::jsonb`).check(sql`jsonb_typeof(features) = 'array'`),
    )
    .addColumn('price_from', 'numeric(10, 2)', (c) => c.check(sql`price_from >= 0`))
    .addColumn('price_text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('meta_title', 'text')
    .addColumn('meta_description', 'text')
    .$call(timestamps)
    .addCheckConstraint('services_name_not_blank', sql`btrim(name) <> ''`)
    .execute();
  await indexOn(db, 'services_active_order', 'services', ['is_active', 'sort_order']).execute();

  await db.schema
    .createTable('promotions')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('discount_type', 'text', (c) =>
      c.notNull().check(sql`discount_type in ('percentage', 'fixed', 'free')`),
    )
    .addColumn('discount_value', 'numeric(10, 2)')
    .addColumn('code', 'text')
    .addColumn('valid_from', 'date', (c) => c.notNull())
    .addColumn('valid_until', 'date', (c) => c.notNull())
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('applicable_services', 'jsonb', (c) =>
      c
        .notNull()
        .defaultTo(sql`'[]'::jsonb`)
        .check(sql`jsonb_typeof(applicable_services) = 'array'`),
    )
    .addColumn('service_type', 'text')
    .$call(timestamps)
    .addCheckConstraint('promotions_validity_order', sql`valid_until >= valid_from`)
    .addCheckConstraint(
      'promotions_discount_value',
      sql`(discount_type = 'free' and discount_value is null) or (discount_type <> 'free' and discount_value is not null and discount_value >= 0)`,
    )
    .addCheckConstraint(
      'promotions_percentage_max',
      sql`discount_type <> 'percentage' or discount_value <= 100`,
    )
    .execute();

  await db.schema
    .createTable('reviews')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('customer_name', 'text', (c) => c.notNull())
    .addColumn('customer_location', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('review_text', 'text', (c) => c.notNull())
    .addColumn('rating', 'integer', (c) => c.notNull().check(sql`rating between 1 and 5`))
    .addColumn('service_type', 'text', (c) => c.notNull().defaultTo('General Service'))
    .addColumn('service_date', 'date')
    .addColumn('is_featured', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_approved', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', stampedNow)
    .execute();

  await db.schema
    .createTable('callback_requests')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('location', 'text', (c) => c.notNull())
    .addColumn('service_type', 'text', (c) => c.notNull())
    .addColumn('urgency', 'text', (c) =>
      c.notNull().defaultTo('medium').check(sql`urgency in ('low', 'medium', 'high', 'emergency')`),
    )
    .addColumn('message', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('preferred_callback_time', 'timestamptz')
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ('pending', 'contacted', 'completed', 'cancelled')`),
    )
    .addColumn('admin_notes', 'text', (c) => c.notNull().defaultTo(''))
    .$call(timestamps)
    .execute();
  await indexOn(db, 'callback_requests_status', 'callback_requests', ['status']).execute();

  await db.schema
    .createTable('seo_settings')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('page', 'text', (c) =>
      c
        .notNull()
        .unique()
        .check(
          sql`page in ('home', 'about', 'services', 'contact', 'reviews', 'faq', 'promotions')`,
        ),
    )
    .addColumn('meta_title', 'text', (c) => c.notNull().check(sql`char_length(meta_title) <= 60`))
    .addColumn('meta_description', 'text', (c) =>
      c.notNull().check(sql`char_length(meta_description) <= 160`),
    )
    .addColumn('meta_keywords', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('structured_data', 'jsonb', (c) =>
      c.check(sql`structured_data is null or jsonb_typeof(structured_data) = 'object'`),
    )
    .addColumn('additional_head_tags', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .$call(timestamps)
    .execute();

  await db.schema
    .createTable('locations')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) =>
      c.notNull().unique().check(sql`slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    )
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0).check(sql`sort_order >= 0`))
    .$call(timestamps)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'locations',
    'seo_settings',
    'callback_requests',
    'reviews',
    'promotions',
    'services',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
