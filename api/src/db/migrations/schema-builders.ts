import { type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely, sql } from 'kysely';

// The pieces every migration's schema is made of, written once. A migration that has run
// somewhere is frozen, and so is what these build: test/migrations.test.ts records the schema
// they make and fails on any change to it.

/** `not null default now()`: when a row was written, changed or sent. */
export const stampedNow = (column: ColumnDefinitionBuilder) =>
  column.notNull().defaultTo(sql`now()`);

/** `created_at` and `updated_at`, both stamped now, as the last columns of a new table. */
export function timestamps<TB extends string, C extends string>(table: CreateTableBuilder<TB, C>) {
  return table
    .addColumn('created_at', 'timestamptz', stampedNow)
    .addColumn('updated_at', 'timestamptz', stampedNow);
}

/** `create index name on table (columns)`; `.unique()` or `.where(…)` may follow before `execute`. */
export function indexOn(db: Kysely<unknown>, name: string, table: string, columns: string[]) {
  return db.schema.createIndex(name).on(table).columns(columns);
}

/** `alter table table drop column …, drop column …`: what a `down` removes of an older table. */
export function dropColumns(db: Kysely<unknown>, table: string, columns: string[]) {
  const drops = columns.map((column) => sql`drop column ${sql.ref(column)}`);
  return sql`alter table ${sql.table(table)} ${sql.join(drops)}`.execute(db);
}
