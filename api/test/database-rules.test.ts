import { type Insertable, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type {
  CallbackRequestsTable,
  LocationsTable,
  PromotionsTable,
  ReviewsTable,
  SeoSettingsTable,
} from '../src/db/schema.ts';
import { useTestApi } from './support/test-api.ts';

// Rows written straight into the database, past the API's own validation: these rules must hold
// for any writer (a migration, a script, a future endpoint), not only for requests through zod.
const api = useTestApi();
const db = () => api.runtime.deps.db;

const CHECK = '23514';
const UNIQUE = '23505';
const NOT_NULL = '23502';

async function expectRejected(query: Promise<unknown>, code: string) {
  const error = await query.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error, 'the database accepted the row').not.toBeNull();
  expect((error as { code?: string }).code).toBe(code);
}

const review: Insertable<ReviewsTable> = {
  customer_name: 'Sam',
  customer_location: '',
  review_text: 'Good service.',
  rating: 5,
  service_type: 'General Service',
  service_date: null,
  is_featured: false,
  is_approved: true,
};

const callback: Insertable<CallbackRequestsTable> = {
  name: 'Sam',
  phone: '07700900123',
  email: null,
  location: 'Birmingham',
  service_type: 'Towing Service',
  urgency: 'medium',
  message: '',
  preferred_callback_time: null,
  status: 'pending',
  admin_notes: '',
  reference: 'WMR-TEST',
  status_token: 'a-status-token-of-the-database-rules-test-00',
  phone_normalised: '07700900123',
};

const promotion: Insertable<PromotionsTable> = {
  title: 'Offer',
  description: 'An offer.',
  discount_type: 'percentage',
  discount_value: 10,
  code: null,
  valid_from: '2026-01-01',
  valid_until: '2026-01-31',
  is_active: true,
  applicable_services: '[]',
  service_type: null,
};

/** Inserts the promotion above with `changes`, straight into the table (no API rules). */
function insertPromotion(changes: Partial<Insertable<PromotionsTable>> = {}) {
  return db()
    .insertInto('promotions')
    .values({ ...promotion, ...changes })
    .execute();
}

const seo: Insertable<SeoSettingsTable> = {
  page: 'home',
  meta_title: 'Title',
  meta_description: 'Description',
  meta_keywords: '',
  structured_data: null,
  additional_head_tags: '',
  is_active: true,
};

function location(name: string, slug: string, sort_order = 0): Insertable<LocationsTable> {
  return { name, slug, description: '', is_active: true, sort_order };
}

/** The review row with `fields` changed, written through `into`: the database or a transaction. */
function insertReview(
  fields: Partial<Insertable<ReviewsTable>> = {},
  into: Pick<ReturnType<typeof db>, 'insertInto'> = db(),
) {
  return into
    .insertInto('reviews')
    .values({ ...review, ...fields })
    .execute();
}

async function countReviews(name: string): Promise<number> {
  const row = await db()
    .selectFrom('reviews')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('customer_name', '=', name)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

describe('rules the database itself enforces', () => {
  it('accepts the valid rows these tests start from', async () => {
    await insertReview();
    await db().insertInto('callback_requests').values(callback).execute();
    await db().insertInto('promotions').values(promotion).execute();
    await insertPromotion({ discount_type: 'free', discount_value: null });
    await db()
      .insertInto('seo_settings')
      .values({ ...seo, page: 'about' })
      .execute();
    await db().insertInto('locations').values(location('Tamworth', 'tamworth')).execute();
  });

  it('refuses a rating below 1 or above 5', async () => {
    for (const rating of [0, 6]) {
      await expectRejected(insertReview({ rating }), CHECK);
    }
  });

  it('refuses a callback status or urgency outside the lists', async () => {
    await expectRejected(
      sql`insert into callback_requests (name, phone, location, service_type, status, reference, status_token, phone_normalised)
          values ('Sam', '07700900123', 'Birmingham', 'Towing Service', 'lost', 'WMR-AAAA', 'token-a', '07700900123')`.execute(
        db(),
      ),
      CHECK,
    );
    await expectRejected(
      sql`insert into callback_requests (name, phone, location, service_type, urgency, reference, status_token, phone_normalised)
          values ('Sam', '07700900123', 'Birmingham', 'Towing Service', 'whenever', 'WMR-BBBB', 'token-b', '07700900123')`.execute(
        db(),
      ),
      CHECK,
    );
  });

  it('refuses an unknown discount type', async () => {
    await expectRejected(
      sql`insert into promotions (title, description, discount_type, discount_value, valid_from, valid_until)
          values ('Offer', 'An offer.', 'bogus', 10, '2026-01-01', '2026-01-31')`.execute(db()),
      CHECK,
    );
  });

  it('refuses a free promotion that carries a value, and a paid one without', async () => {
    await expectRejected(insertPromotion({ discount_type: 'free', discount_value: 10 }), CHECK);
    await expectRejected(insertPromotion({ discount_type: 'fixed', discount_value: null }), CHECK);
  });

  it('refuses a negative discount and a percentage over 100', async () => {
    await expectRejected(insertPromotion({ discount_type: 'fixed', discount_value: -1 }), CHECK);
    await expectRejected(insertPromotion({ discount_value: 101 }), CHECK);
  });

  it('refuses a promotion that ends before it starts', async () => {
    await expectRejected(
      insertPromotion({ valid_from: '2026-02-01', valid_until: '2026-01-31' }),
      CHECK,
    );
  });

  it('refuses a second location with the same slug, and a malformed slug', async () => {
    await db().insertInto('locations').values(location('Solihull', 'solihull')).execute();
    await expectRejected(
      db().insertInto('locations').values(location('Solihull 2', 'solihull')).execute(),
      UNIQUE,
    );
    await expectRejected(
      db().insertInto('locations').values(location('Bad', 'Bad Slug!')).execute(),
      CHECK,
    );
  });

  it('refuses a negative location sort order', async () => {
    await expectRejected(
      db()
        .insertInto('locations')
        .values(location('Neg', 'neg', -1))
        .execute(),
      CHECK,
    );
  });

  it('refuses a second SEO setting for the same page, and an unknown page', async () => {
    await db().insertInto('seo_settings').values(seo).execute();
    await expectRejected(db().insertInto('seo_settings').values(seo).execute(), UNIQUE);
    await expectRejected(
      db()
        .insertInto('seo_settings')
        .values({ ...seo, page: 'blog' })
        .execute(),
      CHECK,
    );
  });

  it('refuses a second user whose email differs only in letter case', async () => {
    await db()
      .insertInto('users')
      .values({ name: 'Case', email: 'Case.Test@Example.com', password_hash: 'x' })
      .execute();
    await expectRejected(
      db()
        .insertInto('users')
        .values({ name: 'Case 2', email: 'case.test@example.COM', password_hash: 'x' })
        .execute(),
      UNIQUE,
    );
  });

  it('refuses an SEO meta title over 60 characters and a description over 160', async () => {
    for (const tooLong of [{ meta_title: 'T'.repeat(61) }, { meta_description: 'D'.repeat(161) }]) {
      await expectRejected(
        db()
          .insertInto('seo_settings')
          .values({ ...seo, page: 'faq', ...tooLong })
          .execute(),
        CHECK,
      );
    }
    await db()
      .insertInto('seo_settings')
      .values({
        ...seo,
        page: 'faq',
        meta_title: '£'.repeat(60),
        meta_description: 'é'.repeat(160),
      })
      .execute();
  });

  it('refuses structured data that is a JSON array or a string', async () => {
    await expectRejected(
      sql`insert into seo_settings (page, meta_title, meta_description, structured_data)
          values ('contact', 'Title', 'Description', '[{"@type": "Thing"}]'::jsonb)`.execute(db()),
      CHECK,
    );
    await expectRejected(
      sql`insert into seo_settings (page, meta_title, meta_description, structured_data)
          values ('contact', 'Title', 'Description', '"text"'::jsonb)`.execute(db()),
      CHECK,
    );
  });

  it('refuses a NULL in a required column', async () => {
    await expectRejected(
      sql`insert into services (name, short_description, description)
          values (null, 'Short', 'Long')`.execute(db()),
      NOT_NULL,
    );
    await expectRejected(
      sql`insert into reviews (customer_name, review_text, rating)
          values ('Sam', 'Good', null)`.execute(db()),
      NOT_NULL,
    );
  });

  it('refuses a blank service name and an unknown icon', async () => {
    await expectRejected(
      sql`insert into services (name, short_description, description)
          values ('   ', 'Short', 'Long')`.execute(db()),
      CHECK,
    );
    await expectRejected(
      sql`insert into services (name, icon, short_description, description)
          values ('Towing', 'rocket', 'Short', 'Long')`.execute(db()),
      CHECK,
    );
  });

  it('leaves nothing behind from a transaction that is rolled back', async () => {
    const failed = db()
      .transaction()
      .execute(async (trx) => {
        await insertReview({ customer_name: 'Rolled back' }, trx);
        await trx.insertInto('locations').values(location('Rolled back', 'rolled-back')).execute();
        throw new Error('give up');
      });
    await expect(failed).rejects.toThrow('give up');
    expect(await countReviews('Rolled back')).toBe(0);
    const locations = await db()
      .selectFrom('locations')
      .select('id')
      .where('slug', '=', 'rolled-back')
      .execute();
    expect(locations).toEqual([]);
  });

  it('rolls back the rows before a refused one in the same transaction, and stays usable', async () => {
    const failed = db()
      .transaction()
      .execute(async (trx) => {
        await insertReview({ customer_name: 'Half way' }, trx);
        await insertReview({ rating: 9 }, trx);
      });
    await expectRejected(failed, CHECK);
    expect(await countReviews('Half way')).toBe(0);
    await insertReview({ customer_name: 'Afterwards' });
    expect(await countReviews('Afterwards')).toBe(1);
  });

  // On the embedded database every transaction shares one session: without the driver's queue
  // (src/db/pglite-dialect.ts) a rollback here would also throw away the other transactions' rows.
  it('runs concurrent transactions without mixing them up', async () => {
    const runs = Array.from({ length: 20 }, (_, index) =>
      db()
        .transaction()
        .execute(async (trx) => {
          const name = `Concurrent ${index}`;
          await insertReview({ customer_name: name }, trx);
          // Yield between statements so that the transactions overlap in time.
          await new Promise((resolve) => setTimeout(resolve, 5));
          const seen = await trx
            .selectFrom('reviews')
            .select('customer_name')
            .where('customer_name', 'like', 'Concurrent %')
            .execute();
          // Each transaction sees its own row and none that another has not committed yet.
          expect(seen.map((r) => r.customer_name)).toContain(name);
          await insertReview({ customer_name: `${name} second` }, trx);
          if (index % 2 === 1) throw new Error(`abandon ${index}`);
          return name;
        }),
    );
    const results = await Promise.allSettled(runs);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    expect(results.filter((r) => r.status === 'rejected')).toHaveLength(10);

    const rows = await db()
      .selectFrom('reviews')
      .select('customer_name')
      .where('customer_name', 'like', 'Concurrent %')
      .execute();
    const expected = Array.from({ length: 10 }, (_, i) => `Concurrent ${i * 2}`).flatMap((n) => [
      n,
      `${n} second`,
    ]);
    expect(rows.map((r) => r.customer_name).sort()).toEqual(expected.sort());
  });

  it('completes twenty concurrent inserting transactions', async () => {
    await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        db()
          .transaction()
          .execute((trx) =>
            trx
              .insertInto('locations')
              .values(location(`Parallel ${index}`, `parallel-${index}`))
              .execute(),
          ),
      ),
    );
    const row = await db()
      .selectFrom('locations')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('slug', 'like', 'parallel-%')
      .executeTakeFirstOrThrow();
    expect(Number(row.count)).toBe(20);
  });
});
