import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SETTING_NAMES } from './config.ts';

const README = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../README.md');

/** The setting names the README's "Configuration" table documents: the backticked names of each row's first cell. */
function documentedSettings(readme: string): Set<string> {
  const start = readme.indexOf('\n## Configuration\n');
  if (start < 0) throw new Error('README.md has no "## Configuration" section');
  const end = readme.indexOf('\n## ', start + 1);
  const section = readme.slice(start, end < 0 ? undefined : end);
  const names = new Set<string>();
  for (const line of section.split('\n')) {
    const firstCell = /^\|([^|]*)\|/.exec(line)?.[1];
    if (!firstCell) continue;
    for (const match of firstCell.matchAll(/`([A-Z][A-Z0-9_]*)`/g)) names.add(match[1] as string);
  }
  return names;
}

describe("the README's configuration table", () => {
  it('lists every setting the server reads, and no setting it does not', () => {
    const documented = documentedSettings(fs.readFileSync(README, 'utf8'));
    expect(SETTING_NAMES.filter((name) => !documented.has(name))).toEqual([]);
    expect([...documented].filter((name) => !SETTING_NAMES.includes(name))).toEqual([]);
  });
});
