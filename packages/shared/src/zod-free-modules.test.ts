/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * Schemas live in `*.contracts.ts`; every other module of this package (limits, statuses, money, paths)
 * stays free of zod, so a web screen that needs a constant or a rule does not download zod and every
 * schema on a first visit. A value a screen reads on first paint belongs in one of these modules.
 */
describe('modules without schemas', () => {
  it('import zod only in contracts, directly or through another module', () => {
    const dir = new URL('.', import.meta.url);
    const modules = readdirSync(dir).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
    const sourceOf = (file: string) => readFileSync(new URL(file, dir), 'utf8');
    const offenders = modules
      .filter((file) => !file.endsWith('.contracts.ts'))
      .filter((file) => {
        const source = sourceOf(file);
        const valueImports = [...source.matchAll(/^import (?!type )[^;]*?from '(\.\/[\w.-]+|zod)'/gm)].map((m) => m[1]);
        return valueImports.some((spec) => spec === 'zod' || spec?.endsWith('.contracts.ts'));
      });
    expect(modules.length).toBeGreaterThan(20);
    expect(offenders).toEqual([]);
  });
});
