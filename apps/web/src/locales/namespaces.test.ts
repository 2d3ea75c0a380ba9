import { describe, expect, it } from 'vitest';

/**
 * The catalogue travels in namespaces that load when something names them (lib/i18n.ts): a module that
 * shows an area's copy must name that area's namespace (`useTranslation('bookings')`, or a
 * `loadNamespaces` it waits for), or a screen reached first could render raw keys. This reads every source
 * file, finds the catalogue keys it names (`t('bookings.cancel.title')`, `i18nKey="…"`, a key kept in a
 * constant, or the fixed start of a built key such as `` `bookings.badge.${badge}` ``) and checks the
 * names are there. A module that renders nothing (a schema, a formatter) passes when every module
 * importing it names the namespace.
 */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function leafKeys(catalogue: unknown, prefix = ''): string[] {
  if (typeof catalogue !== 'object' || catalogue === null) return [prefix.replace(PLURAL_SUFFIX, '')];
  return Object.entries(catalogue).flatMap(([key, value]) => leafKeys(value, prefix ? `${prefix}.${key}` : key));
}

const CATALOGUES = import.meta.glob<Record<string, unknown>>('./en/*.json', { eager: true, import: 'default' });
const CORE_KEYS = new Set(leafKeys(CATALOGUES['./en/translation.json']));
const AREAS = Object.keys(CATALOGUES)
  .map((file) => file.replace('./en/', '').replace('.json', ''))
  .filter((name) => name !== 'translation')
  .map((name) => ({ name, keys: new Set(leafKeys(CATALOGUES[`./en/${name}.json`])) }));
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

/** The namespaces a source text names: `useTranslation(…)`, `loadNamespaces(…)` and the modal titles' `wordsOf(…)`. */
function namespacesNamedIn(source: string): Set<string> {
  const named = new Set<string>();
  for (const [, args] of source.matchAll(/(?:useTranslation|loadNamespaces|wordsOf)\(([^)]*)\)/g)) {
    for (const [, name] of (args ?? '').matchAll(/'([\w-]+)'/g)) if (name) named.add(name);
  }
  return named;
}

/** The source files that import `file` (by its path relative to src/, as the glob names it). */
function importersOf(file: string): string[] {
  const base =
    file
      .split('/')
      .pop()
      ?.replace(/\.tsx?$/, '') ?? '';
  const importsIt = new RegExp(`from '[./]*(?:[\\w-]+/)*${base.replaceAll('.', '\\.')}\\.tsx?'`);
  return Object.entries(SOURCES)
    .filter(([other, source]) => other !== file && importsIt.test(source))
    .map(([other]) => other);
}

describe('the catalogue namespaces', () => {
  it('finds the keys of a screen, and the fixed start of a built key', () => {
    expect(areasNamedIn("t('bookings.cancel.title')")).toEqual(new Set(['bookings']));
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a built key, not a template.
    expect(areasNamedIn('t(`bookings.badge.${badge}`)')).toEqual(new Set(['bookings']));
    expect(areasNamedIn("t('common.close')")).toEqual(new Set());
    expect(areasNamedIn("import 'leaflet.markercluster';")).toEqual(new Set());
    expect(namespacesNamedIn("useTranslation(['bookings', 'my-courses'])")).toEqual(
      new Set(['bookings', 'my-courses']),
    );
  });

  it('are named by every module that shows their copy', () => {
    expect(Object.keys(SOURCES).length).toBeGreaterThan(100);
    const missing = Object.entries(SOURCES).flatMap(([file, source]) => {
      const named = namespacesNamedIn(source);
      return [...areasNamedIn(source)]
        .filter((area) => !named.has(area))
        .filter((area) => {
          // A module that renders nothing is covered by the modules that import it.
          if (source.includes('useTranslation(')) return true;
          const importers = importersOf(file);
          return (
            importers.length === 0 ||
            importers.some((importer) => !namespacesNamedIn(SOURCES[importer] ?? '').has(area))
          );
        })
        .map((area) => `${file.replace('../', '')} needs: useTranslation('${area}')`);
    });
    expect(missing).toEqual([]);
  });
});
