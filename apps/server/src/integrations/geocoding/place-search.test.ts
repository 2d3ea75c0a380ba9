import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeGeocoderServer } from '../../test/fakes/fake-geocoder-server.ts';
import { createGeocoder } from './geocoder.factory.ts';
import { OnlineGeocoder } from './online-geocoder.ts';
import { normalisePlaceText } from './place-name-index.ts';
import { OfflineGeocoder } from './reverse-geocoder.ts';

const offline = new OfflineGeocoder();
const names = async (query: string, limit = 8) => (await offline.search(query, limit)).map((place) => place.label);

describe('offline place search (bundled Canadian places)', () => {
  it('finds a town by the start of its name, with its province and coordinates', async () => {
    const [first] = await offline.search('squam', 8);
    expect(first).toEqual({
      label: 'Squamish, British Columbia',
      city: 'Squamish',
      state: 'British Columbia',
      latitude: expect.closeTo(49.7, 1),
      longitude: expect.closeTo(-123.15, 1),
    });
  });

  it('ignores accents, case and punctuation, and finds a name by any of its words', async () => {
    expect(await names('VAL DAV')).toContain('Val-David, Quebec');
    expect(await names('louise')).toContain('Lake Louise, Alberta');
    expect(normalisePlaceText('  Saint-Jérôme ')).toBe('saint jerome');
    expect(await names('saint jer')).toContain('Saint-Jérôme, Quebec');
  });

  it('puts the exact name first, then names that start with the text, then other words', async () => {
    const found = await names('canmore');
    expect(found[0]).toBe('Canmore, Alberta');
  });

  it('narrows to a province typed after a comma, by name or by postal code', async () => {
    const inBc = await offline.search('s, BC', 8);
    expect(inBc.length).toBe(8);
    expect(inBc.every((place) => place.state === 'British Columbia')).toBe(true);
    expect((await offline.search('s, alb', 8)).every((place) => place.state === 'Alberta')).toBe(true);
  });

  it('lists Canadian places only, at most the limit, and nothing for text that names nothing', async () => {
    expect(await names('bellingham')).toEqual([]);
    expect(await names('s', 5)).toHaveLength(5);
    expect(await names('')).toEqual([]);
    expect(await names(' ,;- ')).toEqual([]);
    expect(await names('zzzzqqq')).toEqual([]);
  });
});

describe('online place search (Nominatim-compatible), falling back to the bundled places', () => {
  const fake = new FakeGeocoderServer();
  let baseUrl = '';
  beforeAll(async () => {
    baseUrl = await fake.start();
  });
  afterAll(async () => {
    await fake.stop();
  });

  // A long limit where the service must answer (a loaded CI machine took over 300 ms once); the cases that
  // fall back pass a short one, so a hanging service costs the test little.
  const online = (timeoutMs = 5_000) =>
    new OnlineGeocoder({ baseUrl, fallback: offline, userAgent: 'Cordee (test)', timeoutMs });

  it("asks the service for Canadian places with the typed text and reads its answer's address details", async () => {
    fake.answer([
      {
        display_name: 'Stawamus Chief Trailhead, Squamish, British Columbia, Canada',
        name: 'Stawamus Chief Trailhead',
        lat: '49.6765',
        lon: '-123.1553',
        address: { town: 'Squamish', state: 'British Columbia', country_code: 'ca' },
      },
      { display_name: 'no coordinates', lat: 'north', lon: '' },
    ]);
    const places = await online().search('Stawamus Chief', 8);
    expect(places).toEqual([
      {
        label: 'Stawamus Chief Trailhead, Squamish, British Columbia',
        city: 'Squamish',
        state: 'British Columbia',
        latitude: 49.6765,
        longitude: -123.1553,
      },
    ]);
    const request = fake.requests.at(-1);
    expect(request).toMatchObject({
      path: '/search',
      query: { format: 'json', countrycodes: 'ca', q: 'Stawamus Chief', limit: '8' },
      userAgent: 'Cordee (test)',
    });
  });

  it.each(['error-500', 'garbage', 'hang'] as const)(
    'answers from the bundled places when the service gives %s',
    async (fault) => {
      fake.failWith(fault);
      const [first] = await online(300).search('squamish', 8);
      expect(first?.label).toBe('Squamish, British Columbia');
    },
  );

  it('answers from the bundled places when the service finds nothing', async () => {
    fake.answer([]);
    expect((await online().search('canmore', 8))[0]?.label).toBe('Canmore, Alberta');
  });

  it('is chosen when GEOCODER_URL is set; reverse lookups stay offline', async () => {
    expect(createGeocoder({ GEOCODER_URL: undefined, PUBLIC_URL: 'http://localhost' }).kind).toBe('offline');
    const configured = createGeocoder({ GEOCODER_URL: baseUrl, PUBLIC_URL: 'http://localhost' });
    expect(configured.kind).toBe('online');
    const requests = fake.requests.length;
    expect((await configured.reverse(49.7016, -123.1558)).city).toBe('Squamish');
    expect(fake.requests.length).toBe(requests);
  });
});
