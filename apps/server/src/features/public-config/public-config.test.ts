import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const OSM_TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

function cspOf(headers: Record<string, unknown>): Map<string, string> {
  const directives = String(headers['content-security-policy'])
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .filter((words) => words[0]);
  return new Map(directives.map(([name, ...values]) => [name as string, values.join(' ')]));
}

describe('GET /api/public-config with nothing configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('has no scheduling page and OpenStreetMap tiles with their attribution', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/public-config' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      support_email: 'support@cordee.ca',
      scheduling_url: null,
      map_tile_url: OSM_TILES,
      map_attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
    });
  });

  it('allows no frame at all, and images (map tiles) over https', async () => {
    const csp = cspOf((await t.app.inject({ method: 'GET', url: '/api/public-config' })).headers);
    expect(csp.get('frame-src')).toBe("'none'");
    expect(csp.get('img-src')?.split(' ')).toContain('https:');
    expect(csp.get('frame-ancestors')).toBe("'none'");
  });
});

describe('GET /api/public-config with a scheduling page and other tiles', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      SCHEDULING_URL: 'https://calendly.com/cordee/intro-call?hide_gdpr_banner=1',
      MAP_TILE_URL: 'https://tiles.example.ca/{z}/{x}/{y}.png',
      MAP_ATTRIBUTION: '© Example Tiles',
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('sends the configured values', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/public-config' });
    expect(response.json()).toMatchObject({
      scheduling_url: 'https://calendly.com/cordee/intro-call?hide_gdpr_banner=1',
      map_tile_url: 'https://tiles.example.ca/{z}/{x}/{y}.png',
      map_attribution: '© Example Tiles',
    });
  });

  it('allows frames from the scheduling page’s origin only', async () => {
    const csp = cspOf((await t.app.inject({ method: 'GET', url: '/' })).headers);
    expect(csp.get('frame-src')).toBe('https://calendly.com');
  });
});

describe('the scheduling and map settings', () => {
  const env = { NODE_ENV: 'test' } as const;

  it('refuse a scheduling page that is not https, and tiles that img-src would block', () => {
    for (const value of ['http://calendly.com/cordee', 'javascript:alert(1)', 'calendly.com/cordee']) {
      expect(() => loadConfig({ ...env, SCHEDULING_URL: value }), value).toThrow(/SCHEDULING_URL: must be an https/);
    }
    expect(() => loadConfig({ ...env, MAP_TILE_URL: 'http://tiles.example.ca/{z}/{x}/{y}.png' })).toThrow(
      /MAP_TILE_URL/,
    );
  });

  it('read an empty variable as unset', () => {
    const config = loadConfig({ ...env, SCHEDULING_URL: '', MAP_TILE_URL: '', MAP_ATTRIBUTION: '' });
    expect(config.SCHEDULING_URL).toBeUndefined();
    expect(config.MAP_TILE_URL).toBe(OSM_TILES);
    expect(config.MAP_ATTRIBUTION).toContain('OpenStreetMap');
    expect(loadConfig({ ...env, MAP_TILE_URL: '/tiles/{z}/{x}/{y}.png' }).MAP_TILE_URL).toBe('/tiles/{z}/{x}/{y}.png');
  });
});
