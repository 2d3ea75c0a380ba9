import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { Ajv, type ValidateFunction } from 'ajv';

/*
 * Checking answers against the API document served at /api/docs/json (issue 28, finding g): its status
 * must be documented for the operation, and its body must match that status's schema.
 */

type Schema = Record<string, unknown>;
export type Operation = { responses?: Record<string, { content?: Record<string, { schema?: Schema }> }> };
export type OpenApiDocument = { paths: Record<string, Record<string, Operation>> };

/**
 * OpenAPI 3.0 schemas as JSON Schema (draft 7) reads them. `nullable: true` adds null to the types and
 * nothing else: an enum that does not list null still refuses it, as OpenAPI 3.0.3 says. A boolean
 * `exclusiveMinimum` becomes the number it qualifies.
 */
function jsonSchemaOf(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(jsonSchemaOf);
  if (typeof schema !== 'object' || schema === null) return schema;
  const source = schema as Schema;
  const out: Schema = {};
  for (const [key, value] of Object.entries(source)) {
    if (key === 'nullable' || key === 'example' || key === 'examples') continue;
    out[key] =
      key === 'properties' && typeof value === 'object' && value !== null
        ? Object.fromEntries(Object.entries(value).map(([name, sub]) => [name, jsonSchemaOf(sub)]))
        : jsonSchemaOf(value);
  }
  for (const [bound, flag] of [
    ['minimum', 'exclusiveMinimum'],
    ['maximum', 'exclusiveMaximum'],
  ] as const) {
    if (source[flag] === true && typeof source[bound] === 'number') {
      out[flag] = source[bound];
      delete out[bound];
    } else if (typeof source[flag] === 'boolean') delete out[flag];
  }
  if (source.nullable !== true) return out;
  if (typeof out.type === 'string') return { ...out, type: [out.type, 'null'] };
  return { anyOf: [out, { type: 'null' }] };
}

const ajv = new Ajv({ strict: false, allErrors: true });
ajv.addFormat('email', /^[^\s@]+@[^\s@]+$/);
const validators = new Map<Schema, ValidateFunction>();
const validatorOf = (schema: Schema) => {
  let validate = validators.get(schema);
  if (!validate) {
    validate = ajv.compile(jsonSchemaOf(schema) as Schema);
    validators.set(schema, validate);
  }
  return validate;
};

export type Tally = { problems: string[]; answers: number; checkedBodies: number; statuses: Record<number, number> };

/** Checks one answer against its operation in the document; what does not match goes to `tally.problems`. */
/** The body as sent, before the compression the client asked for. */
function decoded(response: { headers: Record<string, unknown>; rawPayload: Buffer }): Buffer {
  switch (String(response.headers['content-encoding'] ?? '')) {
    case 'gzip':
      return gunzipSync(response.rawPayload);
    case 'br':
      return brotliDecompressSync(response.rawPayload);
    case 'deflate':
      return inflateSync(response.rawPayload);
    default:
      return response.rawPayload;
  }
}

export function checkAnswer(
  tally: Tally,
  operation: Operation,
  where: string,
  response: { statusCode: number; headers: Record<string, unknown>; body: string; rawPayload: Buffer },
): void {
  tally.answers += 1;
  tally.statuses[response.statusCode] = (tally.statuses[response.statusCode] ?? 0) + 1;
  const documented = operation.responses?.[String(response.statusCode)] ?? operation.responses?.default;
  if (!documented) {
    tally.problems.push(`${where}: status not documented`);
    return;
  }
  const type = String(response.headers['content-type'] ?? '').split(';')[0] ?? '';
  if (response.statusCode === 204 || response.statusCode === 304 || response.body === '') return;
  const schema = documented.content?.[type]?.schema;
  if (!schema) {
    tally.problems.push(`${where}: ${type || 'a body'} is not documented for this status`);
    return;
  }
  if (type !== 'application/json') return;
  const validate = validatorOf(schema);
  tally.checkedBodies += 1;
  if (!validate(JSON.parse(decoded(response).toString('utf8')))) {
    const errors = (validate.errors ?? [])
      .slice(0, 3)
      .map((error) => `${error.instancePath || '/'} ${error.message} ${JSON.stringify(error.params)}`);
    tally.problems.push(`${where}: body does not match: ${errors.join('; ')}`);
  }
}

export const report = (tally: Tally) =>
  `${tally.answers} answers (by status ${JSON.stringify(tally.statuses)}), ${tally.checkedBodies} JSON bodies ` +
  `checked, ${tally.problems.length} not as documented` +
  (tally.problems.length > 0 ? `:\n  ${[...new Set(tally.problems)].slice(0, 60).join('\n  ')}` : '');
