import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ENGLISH_NOTICE_CATALOGUE } from '@cordee/shared/notice-catalogue';
import { NOTICE_CODES, NOTICE_CONTEXTS } from '@cordee/shared/notice-codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { noticeOf } from './notices.ts';

const FEATURES = fileURLToPath(new URL('../features/', import.meta.url));

/** Every source file of the features, tests left out. */
function featureSources(): { file: string; text: string }[] {
  return readdirSync(FEATURES, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => ({ file: file.split(path.sep).join('/'), text: readFileSync(path.join(FEATURES, file), 'utf8') }));
}

/**
 * What may still hold words under `message:`: the demo seed's chat lines (a conversation's content, not
 * the app speaking). A refusal that carries its code beside its words (`{ message, code: 'not_ready' }`)
 * is decision 0044's, not a notice.
 */
const NOT_SPOKEN_BY_THE_APP = ['demo-seed/'];

/** `message:` given a string literal or a template: words written where a notice code belongs. */
const MESSAGE_LITERAL = /\bmessage:\s*('(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`)(\s*,\s*code:)?/g;

/** Whether a literal holds words once its `${…}` holes are taken out. */
const holdsWords = (literal: string) => /[A-Za-z]{2,}/.test(literal.slice(1, -1).replace(/\$\{[^}]*\}/g, ''));

describe('noticeOf', () => {
  it('answers the code with its English from the shared catalogue, and the context only when given', () => {
    expect(noticeOf('plan_created')).toEqual({ message: 'Plan is created', code: 'plan_created' });
    expect(noticeOf('user_deleted', 'guide')).toEqual({
      message: 'Guide is deleted',
      code: 'user_deleted',
      context: 'guide',
    });
  });

  it('words every code and every context of a code from the catalogue', () => {
    const contexts = NOTICE_CONTEXTS as Record<string, readonly string[]>;
    for (const code of NOTICE_CODES) {
      for (const context of contexts[code] ?? [undefined]) {
        const key = context ? `${code}_${context}` : code;
        expect(noticeOf(code, context).message, key).toBe(ENGLISH_NOTICE_CATALOGUE[key]);
      }
    }
  });
});

describe('the success answers of the features', () => {
  it('carry their words by code: no `message:` is given English written in a feature', () => {
    const written = featureSources()
      .filter(({ file }) => !NOT_SPOKEN_BY_THE_APP.some((allowed) => file.startsWith(allowed)))
      .flatMap(({ file, text }) =>
        [...text.matchAll(MESSAGE_LITERAL)]
          .filter(([, literal = '', refusalCode]) => !refusalCode && holdsWords(literal))
          .map(([, literal]) => `${file}: ${literal}`),
      );
    expect(written).toEqual([]);
  });

  it("hold no notice's English: its words live in the catalogue only", () => {
    // In-app notifications and emails have subjects of their own, which may say the same thing.
    const notificationSubjects = new Set(['bookings/booking-receipts.ts: Your booking is confirmed.']);
    const words = new Set(Object.values(ENGLISH_NOTICE_CATALOGUE));
    const copied = featureSources().flatMap(({ file, text }) =>
      [...text.matchAll(/'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"/g)]
        .map(([, single, double]) => single ?? double ?? '')
        .filter((literal) => words.has(literal))
        .map((literal) => `${file}: ${literal}`)
        .filter((found) => !notificationSubjects.has(found)),
    );
    expect(copied).toEqual([]);
  });
});

type JsonSchema = {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};
type Operation = { responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }> };

/** The object schemas an answer may take: the schema itself and each of its alternatives. */
function objectSchemasOf(schema: JsonSchema | undefined): JsonSchema[] {
  if (!schema) return [];
  const alternatives = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
  return [...(schema.properties ? [schema] : []), ...alternatives.flatMap(objectSchemasOf)];
}

describe('the API document', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('gives every successful answer that tells a person something (a `message`) its notice code', async () => {
    const served = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(served.statusCode).toBe(200);
    const document = served.json() as { paths: Record<string, Record<string, Operation>> };

    let withMessage = 0;
    const missing: string[] = [];
    for (const [route, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        for (const [status, response] of Object.entries(operation.responses ?? {})) {
          if (!status.startsWith('2')) continue;
          for (const [type, { schema }] of Object.entries(response.content ?? {})) {
            for (const answer of objectSchemasOf(schema)) {
              // A sent chat answers its `message` object: a thing of the chat, not words to a person.
              if (answer.properties?.message?.type !== 'string') continue;
              withMessage += 1;
              const code = answer.properties.code;
              const where = `${method.toUpperCase()} ${route} ${status} ${type}`;
              if (!code || !answer.required?.includes('code')) missing.push(`${where}: no code`);
              else if (!code.enum?.every((value) => (NOTICE_CODES as readonly unknown[]).includes(value))) {
                missing.push(`${where}: its code is not a notice code`);
              }
            }
          }
        }
      }
    }
    expect(missing).toEqual([]);
    // The document is read as expected: the answers that tell a person something are found.
    expect(withMessage).toBeGreaterThan(30);
  });
});
