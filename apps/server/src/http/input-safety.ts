import type { FastifyInstance, FastifyRequest } from 'fastify';
import { FieldValidationError } from './errors.ts';

/** The field codes of these refusals; their words are in the errors catalogue (decision 0044). */
export const INPUT_SAFETY_CODES = {
  character: 'input_character',
  depth: 'input_depth',
  size: 'input_size',
  object: 'input_object',
} as const;

/** Deeper than any form of this API nests (an event's price rows are three levels down). */
const MAX_DEPTH = 16;
/** Far more values than any form sends (a year of repeat dates is 366); beyond it the walk stops. */
const MAX_VALUES = 20_000;
/** Enough to show every offending field of a form; the rest would only repeat the message. */
const MAX_REPORTED_FIELDS = 20;

/**
 * NUL, which PostgreSQL refuses in text and jsonb, and a UTF-16 surrogate without its partner, which
 * jsonb refuses and a text column silently stores as U+FFFD: neither is ever typed by a person.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is what is looked for.
const UNSAFE_CHARACTER = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function hasUnsafeCharacter(text: string): boolean {
  return UNSAFE_CHARACTER.test(text);
}

type Pending = { value: unknown; path: string[]; depth: number };

/**
 * Every string (and object key) of a parsed input, walked without recursion and within bounds: the field
 * path of each one holding an unsafe character, or the reason the walk gave up.
 */
export function findUnsafeInput(root: unknown, rootPath: string[] = []): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const report = (path: string[], message: string) => {
    const field = path.length > 0 ? path.join('.') : '_';
    if (!errors[field] && Object.keys(errors).length < MAX_REPORTED_FIELDS) errors[field] = [message];
  };
  const pending: Pending[] = [{ value: root, path: rootPath, depth: 0 }];
  let visited = 0;
  while (pending.length > 0) {
    const { value, path, depth } = pending.pop() as Pending;
    visited += 1;
    if (typeof value === 'string') {
      if (hasUnsafeCharacter(value)) report(path, INPUT_SAFETY_CODES.character);
      continue;
    }
    // Raw bodies (the webhook's signed bytes) are not structured input.
    if (typeof value !== 'object' || value === null || Buffer.isBuffer(value)) continue;
    if (depth >= MAX_DEPTH) {
      report(path, INPUT_SAFETY_CODES.depth);
      continue;
    }
    const keys = Object.keys(value);
    if (visited + pending.length + keys.length > MAX_VALUES) {
      report(rootPath, INPUT_SAFETY_CODES.size);
      break;
    }
    for (const key of keys) {
      const childPath = [...path, key];
      if (hasUnsafeCharacter(key)) report(childPath, INPUT_SAFETY_CODES.character);
      pending.push({ value: (value as Record<string, unknown>)[key], path: childPath, depth: depth + 1 });
    }
  }
  return errors;
}

type ZodLike = { _zod?: { def?: { type?: string; in?: unknown; innerType?: unknown } } };

/**
 * Whether a body schema only accepts an object: an object schema, possibly behind a transform, a
 * default or a catch. Refines of such schemas may then read properties without guarding against null.
 */
function expectsObject(schema: unknown): boolean {
  let current = schema as ZodLike | undefined;
  for (let hops = 0; hops < 10 && current?._zod?.def; hops += 1) {
    const def = current._zod.def;
    if (def.type === 'object') return true;
    if (def.type === 'pipe') current = def.in as ZodLike;
    else if (def.type === 'default' || def.type === 'prefault' || def.type === 'catch' || def.type === 'readonly')
      current = def.innerType as ZodLike;
    else return false;
  }
  return false;
}

function isPlainObject(value: unknown): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !Buffer.isBuffer(value);
}

/** Headers whose values are stored (the session's user agent). */
const STORED_HEADERS = ['user-agent'] as const;

function checkRequest(request: FastifyRequest): void {
  if (expectsObject(request.routeOptions.schema?.body) && !isPlainObject(request.body)) {
    throw new FieldValidationError({ _: [INPUT_SAFETY_CODES.object] });
  }
  const errors = {
    ...findUnsafeInput(request.params),
    ...findUnsafeInput(request.query),
    ...findUnsafeInput(request.body),
  };
  for (const name of STORED_HEADERS) {
    const value = request.headers[name];
    if (typeof value === 'string' && hasUnsafeCharacter(value)) errors[name] = [INPUT_SAFETY_CODES.character];
  }
  if (Object.keys(errors).length > 0) throw new FieldValidationError(errors);
}

/**
 * One place for what no route accepts, before any schema runs: NUL bytes and lone surrogates anywhere in
 * the path, query, body or stored headers (422 on the field), inputs nested or sized beyond any form, and
 * a body that is not an object for a route whose body is one (`null`, `[]`, `"x"`, `1`, `true`).
 */
export function registerInputSafety(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => checkRequest(request));
}
