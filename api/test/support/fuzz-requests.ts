import fc from 'fast-check';

/** One operation of the OpenAPI document, as the fuzz reads it. */
export interface Operation {
  method: string;
  /** With `{id}` where the path takes one, e.g. `/api/services/{id}`. */
  path: string;
  signedIn: boolean;
  /** The JSON schema of the body, when the operation takes one. */
  body: JsonSchema | undefined;
}

export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  anyOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  default?: unknown;
}

/** Every operation of an OpenAPI 3.1 document. */
export function operationsOf(doc: {
  paths: Record<
    string,
    Record<
      string,
      {
        security?: unknown[];
        requestBody?: { content: Record<string, { schema: JsonSchema }> };
      }
    >
  >;
}): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      signedIn: (operation.security?.length ?? 0) > 0,
      body: operation.requestBody?.content['application/json']?.schema,
    })),
  );
}

/** Fields whose valid values a generic sample would miss. */
const FIELD_SAMPLES: Record<string, unknown> = {
  email: 'sam@example.com',
  phone: '07700 900123',
  valid_from: '2026-01-01',
  valid_until: '2099-12-31',
  preferred_callback_time: null,
  structured_data: null,
  slug: null,
};

/** A plausible value of `schema`: the first enum value, a short string, 1, true, [] or null. */
export function sampleOf(schema: JsonSchema): unknown {
  if (schema.enum) return schema.enum[0];
  if (schema.anyOf) return sampleOf(schema.anyOf[schema.anyOf.length - 1] ?? {});
  const type = [schema.type ?? 'null'].flat()[0];
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([name, field]) => [
          name,
          name in FIELD_SAMPLES ? FIELD_SAMPLES[name] : sampleOf(field),
        ]),
      );
    case 'array':
      return [];
    case 'string':
      return 'Sample text';
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return true;
    default:
      return null;
  }
}

const printable = fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code));
/** Text any HTTP client can put in a header value. */
const headerText = fc.string({ unit: printable, maxLength: 80 });
/** Text from the whole of Unicode, lone surrogates and NULs included. */
const anyText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.string({ unit: printable, maxLength: 60 }),
  fc.constantFrom('', ' ', '\u0000', '\ud800', '<script>alert(1)</script>', "' or 1=1 --", '%00'),
);

/** Percent-encodes the UTF-8 bytes of `text` (a lone surrogate goes as U+FFFD). */
function percentEncode(text: string): string {
  return [...Buffer.from(text, 'utf8')]
    .map((byte) =>
      /[\w.~-]/.test(String.fromCharCode(byte)) && byte < 0x80
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');
}

const ODD_IDS = [
  '0',
  '-1',
  '1.5',
  '1e3',
  '0x10',
  'NaN',
  'null',
  '%00',
  '..',
  '%2e%2e',
  '9'.repeat(25),
];

/** What replaces `{id}`: a stored id, a number that is none, or text that is no number at all. */
export function idArbitrary(storedIds: number[]) {
  return fc.oneof(
    fc.constantFrom(...storedIds.map(String)),
    fc.integer({ min: -2_147_483_648, max: 2_147_483_647 }).map(String),
    fc.constantFrom(...ODD_IDS),
    anyText.map(percentEncode),
  );
}

/** How the path is bent: left alone, a slash more, a segment more, upper case, a query string. */
export const pathTwist = fc.oneof(
  { weight: 14, arbitrary: fc.constant((path: string) => path) },
  fc.constant((path: string) => `${path}/`),
  fc.constant((path: string) => path.replace('/api/', '/api//')),
  fc.constant((path: string) => path.toUpperCase()),
  anyText.map((segment) => (path: string) => `${path}/${percentEncode(segment) || 'x'}`),
  fc
    .array(fc.tuple(anyText, anyText), { maxLength: 3 })
    .map(
      (pairs) => (path: string) =>
        `${path}?${pairs.map(([k, v]) => `${percentEncode(k)}=${percentEncode(v)}`).join('&')}`,
    ),
);

/** Any JSON value, deep or odd: what a careless or hostile client puts in a field. */
const anyJson = fc.oneof(
  { weight: 4, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  anyText,
  fc.constantFrom(1e308, -1, 0, 2 ** 53, 1.5, true, false, null, [], {}),
);

/** A body built from the operation's schema with one field changed, dropped, or added. */
function bentBody(schema: JsonSchema) {
  const base = sampleOf(schema) as Record<string, unknown>;
  const fields = Object.keys(schema.properties ?? {});
  const field = fields.length > 0 ? fc.constantFrom(...fields) : fc.constant('anything');
  return fc.oneof(
    fc.constant(base),
    fc.tuple(field, anyJson).map(([name, value]) => ({ ...base, [name]: value })),
    field.map((name) => Object.fromEntries(Object.entries(base).filter(([key]) => key !== name))),
    fc
      .tuple(fc.string({ maxLength: 20 }), anyJson)
      .map(([name, value]) => ({ ...base, [name]: value })),
  );
}

export interface FuzzBody {
  text: string;
  /** What the fuzz says the body is, when it is not JSON of the schema. */
  contentType: string | undefined;
}

/** The body of a request: none, JSON from the schema bent a little, any JSON, or any text. */
export function bodyArbitrary(schema: JsonSchema | undefined): fc.Arbitrary<FuzzBody | undefined> {
  const json = (value: unknown) => ({
    text: JSON.stringify(value),
    contentType: 'application/json',
  });
  const schemaBodies = schema ? [{ weight: 12, arbitrary: bentBody(schema).map(json) }] : [];
  return fc.oneof(
    ...schemaBodies,
    { weight: 2, arbitrary: fc.constant(undefined) },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 4 }).map(json) },
    fc.record({
      text: fc.oneof(anyText, fc.constantFrom('{', '{"a":', '[1,2', 'null', '"\\ud800"')),
      contentType: fc.constantFrom('application/json', 'text/plain', undefined, 'application/xml'),
    }),
    fc.constant({ text: `{"x":"${'x'.repeat(150_000)}"}`, contentType: 'application/json' }),
    fc.integer({ min: 1, max: 5_000 }).map((depth) => ({
      text: `${'['.repeat(depth)}${']'.repeat(depth)}`,
      contentType: 'application/json',
    })),
  );
}

/** A token that is none of ours: missing, not a JWT, `alg: none`, or a signature that lies. */
export const badAuthorization = fc.oneof(
  fc.constant(undefined),
  headerText.map((text) => `Bearer ${text}`),
  fc.constantFrom(
    'Bearer eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.eyJzaWQiOiIxIn0.',
    'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzaWQiOiIxIn0.c2lnbmF0dXJl',
    'Basic b3duZXI6cGFzc3dvcmQ=',
    'Bearer',
  ),
);

const HEADER_NAMES = [
  'x-forwarded-for',
  'x-real-ip',
  'x-request-id',
  'origin',
  'accept',
  'accept-language',
  'cookie',
  'if-none-match',
  'range',
  'content-encoding',
  'x-http-method-override',
];

/** Extra headers, well-known or made up, with any printable value. */
export const extraHeaders = fc.dictionary(
  fc.oneof(fc.constantFrom(...HEADER_NAMES), fc.stringMatching(/^x-[a-z]{1,12}$/)),
  headerText,
  { maxKeys: 4 },
);

/** Usually the operation's own method, sometimes another one. */
export function methodArbitrary(method: string) {
  return fc.oneof(
    { weight: 8, arbitrary: fc.constant(method) },
    fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'),
  );
}
