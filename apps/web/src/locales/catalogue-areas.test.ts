import { describe, expect, it } from 'vitest';

/**
 * The catalogue travels in parts (lib/i18n.ts): a module that shows an area's copy must import that
 * area's `locales/<area>.catalogue.ts`, or a screen reached first could render raw keys. This reads every
 * source file, finds the catalogue keys it names (`t('bookings.cancel.title')`, `i18nKey="…"`, a key
 * kept in a constant, or the fixed start of a built key such as `` `bookings.badge.${badge}` ``) and
 * checks the import is there.
 */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function leafKeys(catalogue: unknown, prefix = ''): string[] {
  if (typeof catalogue !== 'object' || catalogue === null) return [prefix.replace(PLURAL_SUFFIX, '')];
  return Object.entries(catalogue).flatMap(([key, value]) => leafKeys(value, prefix ? `${prefix}.${key}` : key));
}

const CATALOGUES = import.meta.glob<Record<string, unknown>>('./en/*.json', { eager: true, import: 'default' });
const CORE_KEYS = new Set(leafKeys(CATALOGUES['./en/translation.json']));
const AREAS = Object.keys(import.meta.glob('./*.catalogue.ts')).map((file) => {
  const name = file.replace('./', '').replace('.catalogue.ts', '');
  return { name, keys: new Set(leafKeys(CATALOGUES[`./en/${name}.json`])) };
});
const TOP_LEVEL = new Set([...CORE_KEYS, ...AREAS.flatMap((area) => [...area.keys])].map((key) => key.split('.')[0]));

const SOURCES = import.meta.glob<string>(
  ['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../**/*.d.ts', '!../**/*.fixtures.{ts,tsx}', '!../test/**'],
  { eager: true, query: '?raw', import: 'default' },
);

/** The areas whose copy a source text names: whole keys, and fixed starts of keys built at run time. */
function areasNamedIn(source: string): Set<string> {
  const needed = new Set<string>();
  for (const [, key] of source.matchAll(/['"`]([a-zA-Z]\w*(?:\.\w+)+)['"`]/g)) {
    if (!key || !TOP_LEVEL.has(key.split('.')[0] ?? '') || CORE_KEYS.has(key)) continue;
    for (const area of AREAS) {
      if (area.keys.has(key) || [...area.keys].some((leaf) => leaf.startsWith(`${key}.`))) needed.add(area.name);
    }
  }
  for (const [, start] of source.matchAll(/`([a-zA-Z]\w*(?:\.\w+)*\.?)\$\{/g)) {
    if (!start || !TOP_LEVEL.has(start.split('.')[0] ?? '')) continue;
    for (const area of AREAS) {
      if ([...area.keys].some((leaf) => leaf.startsWith(start))) needed.add(area.name);
    }
  }
  return needed;
}

describe('the catalogue areas', () => {
  it('finds the keys of a screen, and the fixed start of a built key', () => {
    expect(areasNamedIn("t('bookings.cancel.title')")).toEqual(new Set(['bookings']));
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a built key, not a template.
    expect(areasNamedIn('t(`bookings.badge.${badge}`)')).toEqual(new Set(['bookings']));
    expect(areasNamedIn("t('common.close')")).toEqual(new Set());
    expect(areasNamedIn("import 'leaflet.markercluster';")).toEqual(new Set());
  });

  it('is imported by every module that shows its copy', () => {
    expect(Object.keys(SOURCES).length).toBeGreaterThan(100);
    const missing = Object.entries(SOURCES).flatMap(([file, source]) =>
      [...areasNamedIn(source)]
        // A static import, or (for the modal titles) a dynamic one the modal host waits for.
        .filter((area) => !new RegExp(`import[ (]'[./]*/?(locales/)?${area}\\.catalogue\\.ts'`).test(source))
        .map((area) => `${file.replace('../', '')} needs: import '…/locales/${area}.catalogue.ts';`),
    );
    expect(missing).toEqual([]);
  });
});
