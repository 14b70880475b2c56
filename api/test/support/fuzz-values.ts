/** The parts of an OpenAPI 3.1 schema the fuzz reads. */
export interface FieldSchema {
  type?: string | string[];
  anyOf?: FieldSchema[];
  maxLength?: number;
  properties?: Record<string, FieldSchema>;
}

export interface FuzzValue {
  label: string;
  value: unknown;
  /** True when no valid request can carry this value in the field, whatever its schema. */
  alwaysRefused?: boolean;
}

function nested(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let level = 0; level < depth; level++) value = { level, child: value };
  return value;
}

/** Values a careless or hostile client might put in any field. */
export const FUZZ_VALUES: FuzzValue[] = [
  { label: 'an array', value: [1, 'two', null] },
  { label: 'a nested object', value: { nested: { deeper: [null, { x: 1 }] } } },
  { label: 'an object nested 200 deep', value: nested(200) },
  { label: 'a number as a string', value: '12345' },
  { label: 'an empty string', value: '' },
  { label: 'a number', value: 12345 },
  { label: 'a negative number', value: -1 },
  { label: 'a fraction', value: 1.5 },
  { label: 'a huge number', value: 1e308 },
  { label: 'true', value: true },
  { label: 'null', value: null },
  { label: 'a 20,000 character string', value: 'x'.repeat(20_000) },
  { label: 'year zero', value: '0000-01-01' },
  { label: 'markup', value: '<script>alert(1)</script>' },
  { label: 'a NUL character', value: 'a\u0000b', alwaysRefused: true },
  { label: 'a lone surrogate', value: 'a\ud800b' },
];

/** Whole bodies that are JSON but not an object of fields. */
export const FUZZ_BODIES: { label: string; raw: string }[] = [
  { label: 'an array', raw: '[1,2,3]' },
  { label: 'null', raw: 'null' },
  { label: 'a number', raw: '42' },
  { label: 'a string', raw: '"hello"' },
  { label: 'true', raw: 'true' },
  { label: 'an empty object', raw: '{}' },
  { label: 'an object of unknown fields', raw: '{"nested":{"deep":[1,{"x":null}]}}' },
  { label: 'an array nested 20,000 deep', raw: `${'['.repeat(20_000)}${']'.repeat(20_000)}` },
  { label: 'an empty body', raw: '' },
];

function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

function variants(schema: FieldSchema): FieldSchema[] {
  return schema.anyOf ?? [schema];
}

/** Whether the field's schema refuses `value` on its type or length alone. */
export function schemaRefuses(schema: FieldSchema, value: unknown): boolean {
  const type = jsonType(value);
  const accepting = variants(schema).filter((variant) =>
    [variant.type ?? []]
      .flat()
      .map((t) => (t === 'integer' ? 'number' : t))
      .includes(type),
  );
  if (accepting.length === 0) return true;
  if (typeof value !== 'string') return false;
  return accepting.every((v) => v.maxLength !== undefined && value.length > v.maxLength);
}
