import { html, raw } from 'hono/html';

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  default?: unknown;
  description?: string;
}

interface Operation {
  summary?: string;
  tags?: string[];
  security?: unknown[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { description?: string }>;
}

interface OpenApiDocument {
  info: { title: string; description?: string; version: string };
  paths?: Record<string, Record<string, Operation>>;
}

function describeType(schema: JsonSchema): string {
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return options.map(describeType).join(' or ');
  if (schema.enum) return schema.enum.map((v) => JSON.stringify(v)).join(' | ');
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  const type = Array.isArray(schema.type) ? schema.type.join(' or ') : (schema.type ?? 'any');
  if (type === 'array' && schema.items) return `list of ${describeType(schema.items)}`;
  return schema.format ? `${type} (${schema.format})` : type;
}

function describeLimits(schema: JsonSchema): string {
  const limits: string[] = [];
  if (schema.minLength !== undefined) limits.push(`at least ${schema.minLength} characters`);
  if (schema.maxLength !== undefined) limits.push(`at most ${schema.maxLength} characters`);
  if (schema.minimum !== undefined) limits.push(`≥ ${schema.minimum}`);
  if (schema.maximum !== undefined) limits.push(`≤ ${schema.maximum}`);
  if (schema.default !== undefined) limits.push(`default ${JSON.stringify(schema.default)}`);
  return limits.join(', ');
}

function fieldsTable(schema: JsonSchema | undefined) {
  if (!schema?.properties) return '';
  const required = new Set(schema.required ?? []);
  return html`<table>
    <thead><tr><th>Field</th><th>Type</th><th>Required</th><th>Rules</th></tr></thead>
    <tbody>
      ${Object.entries(schema.properties).map(
        ([name, field]) =>
          html`<tr><td><code>${name}</code></td><td>${describeType(field)}</td><td>${required.has(name) ? 'yes' : 'no'}</td><td>${describeLimits(field)}</td></tr>`,
      )}
    </tbody>
  </table>`;
}

/** A readable, script-free page of every call, drawn from the same OpenAPI document clients get. */
export function renderDocsPage(document: unknown) {
  const doc = document as OpenApiDocument;
  const operations = Object.entries(doc.paths ?? {}).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
  );
  const tags = [...new Set(operations.map((o) => o.operation.tags?.[0] ?? 'Other'))];
  return html`<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${doc.info.title} — reference</title>
<style>${raw(`
body{font:16px/1.5 system-ui,sans-serif;margin:0;color:#14171c;background:#f6f7f9}
main{max-width:60rem;margin:0 auto;padding:1.5rem}
h1{margin:.5rem 0}h2{margin-top:2.5rem;border-bottom:2px solid #ffc400}
section{background:#fff;border:1px solid #d8dde4;border-radius:8px;padding:1rem;margin:1rem 0}
.m{display:inline-block;min-width:4.5rem;font-weight:700;text-transform:uppercase}
.get{color:#0b6b2f}.post{color:#8a4b00}.put{color:#0a4f9e}.delete{color:#b3261e}
table{border-collapse:collapse;width:100%;margin:.5rem 0;font-size:.9rem}
th,td{border:1px solid #d8dde4;padding:.3rem .5rem;text-align:left;vertical-align:top}
code{font-size:.95em}.auth{font-size:.85rem;background:#14171c;color:#ffc400;padding:.1rem .4rem;border-radius:4px}
`)}</style>
</head>
<body><main>
<h1>${doc.info.title}</h1>
<p>${doc.info.description ?? ''}</p>
<p>Machine-readable document: <a href="openapi.json">openapi.json</a> (OpenAPI 3.1). Version ${doc.info.version}.</p>
<nav><ul>${tags.map((tag) => html`<li><a href="#${tag.toLowerCase().replace(/\W+/g, '-')}">${tag}</a></li>`)}</ul></nav>
${tags.map(
  (tag) => html`<h2 id="${tag.toLowerCase().replace(/\W+/g, '-')}">${tag}</h2>
  ${operations
    .filter((o) => (o.operation.tags?.[0] ?? 'Other') === tag)
    .map(
      ({ path, method, operation }) => html`<section>
      <div><span class="m ${method}">${method}</span> <code>/api${path.replace(/^\/api/, '')}</code>
      ${operation.security?.length ? html` <span class="auth">bearer token</span>` : ''}</div>
      <p>${operation.summary ?? ''}</p>
      ${fieldsTable(operation.requestBody?.content?.['application/json']?.schema)}
      <table><thead><tr><th>Status</th><th>Meaning</th></tr></thead><tbody>
      ${Object.entries(operation.responses ?? {}).map(
        ([status, response]) =>
          html`<tr><td>${status}</td><td>${response.description ?? ''}</td></tr>`,
      )}
      </tbody></table>
    </section>`,
    )}`,
)}
</main></body></html>`;
}
