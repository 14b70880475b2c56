import { afterAll } from 'vitest';
import type { ConsoleSuite } from './suite.ts';

/** How a test file names and fills the records it makes. */
export interface RecordsOf<K extends string> {
  /** Starts the name of every record the file makes, e.g. `Loc test`; a time stamp follows. */
  readonly label: string;
  /** The rest of a new record, asked for at each create. */
  readonly defaults: () => Record<string, unknown>;
  /** The field naming a record: `name` unless given (a promotion's is `title`). */
  readonly key?: K;
}

/**
 * The records of one content list (`location`: GET and POST /locations, the answer's `location`)
 * a console test file makes through the API: each named with the file's prefix, so afterAll
 * removes what a failed test left behind.
 */
export function testRecords<
  T extends { id: number } & Record<K, string>,
  K extends string = 'name',
>(suite: ConsoleSuite, singular: string, { label, defaults, key = 'name' as K }: RecordsOf<K>) {
  const plural = `${singular}s`;
  const prefix = `${label} ${Date.now().toString(36)}`;
  let counter = 0;
  const all = async (): Promise<T[]> =>
    (await suite.api.get<Record<string, T[]>>(`/${plural}`))[plural] ?? [];

  afterAll(async () => {
    for (const record of await all()) {
      if (record[key].startsWith(prefix)) await suite.api.send('DELETE', `/${plural}/${record.id}`);
    }
  });

  const uniqueName = (what: string): string => {
    counter += 1;
    return `${prefix} ${what} ${counter}`;
  };
  const find = async (name: string): Promise<T | undefined> =>
    (await all()).find((record) => record[key] === name);
  const create = async (name: string, extra: Partial<T> = {}): Promise<T> => {
    const body = { ...defaults(), [key]: name, ...extra };
    const answer = await suite.api.send<Record<string, T>>('POST', `/${plural}`, body);
    return answer[singular] as T;
  };

  return {
    prefix,
    /** A name of this file's own, numbered: `<prefix> <what> <n>`. */
    uniqueName,
    all,
    find,
    create,
    /** What describeListScreen asks of the records: the API list, a new one, the stored one. */
    forListScreen: {
      api: `/${plural}`,
      create: (what: string) => create(uniqueName(what)),
      find: (record: T) => find(record[key]),
      label: (record: T) => record[key],
    },
  };
}
