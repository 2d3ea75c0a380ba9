import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { signInThroughForm, useServerAndBrowser, visible } from './support/journey.ts';

const SIZES = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1366, height: 900 } },
];

describe('The live connection of the signed-in app', () => {
  const journey = useServerAndBrowser();

  for (const { name, viewport } of SIZES) {
    it(`opens after Home is shown, with the token in a header, and receives a notification (${name})`, async () => {
      await journey(`realtime-${name}`, viewport, async ({ page, baseUrl }) => {
        // Bytes of the stream as the browser receives them (a fetch body cannot be read from outside).
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('Network.enable');
        let streamRequestId: string | undefined;
        let received = 0;
        cdp.on('Network.requestWillBeSent', (event) => {
          if (new URL(event.request.url).pathname === '/api/realtime') streamRequestId = event.requestId;
        });
        cdp.on('Network.dataReceived', (event) => {
          if (event.requestId === streamRequestId) received += event.dataLength;
        });
        const opened = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/realtime');

        await page.goto('/signin');
        await signInThroughForm(page, 'super@cordee.test');
        await visible(
          page.getByRole('region', { name: 'Your numbers' }).getByRole('heading', { name: 'Registered guides' }),
        );
        const stream = await opened;
        assert.equal(stream.status(), 200);
        assert.match((await stream.allHeaders())['content-type'] ?? '', /^text\/event-stream/);
        const request = stream.request();
        assert.match((await request.allHeaders()).authorization ?? '', /^Bearer \S+$/, 'the token goes in a header');
        assert.equal(new URL(request.url()).search, '', 'no token in the address');

        // The handshake (retry hint, `ready`) has arrived; a new guide application then notifies the super admin.
        while (received === 0) await page.waitForTimeout(50);
        const before = received;
        const applied = await page.request.post(`${baseUrl}/api/register-guide`, {
          data: {
            name: `Live ${name} Guiding`,
            email: `live-${name}-${Date.now()}@example.test`,
            phone_number: '403 555 0142',
            country: 'CA',
            guide_awards: 'ACMG Rock Guide',
            guide_experience: [{ name: 'Rock Climbing', value: 3, description: 'Yamnuska' }],
            referees: [{ name: 'Jane Reference', email: 'jane@example.test', phone: '403 555 0100' }],
          },
        });
        assert.equal(applied.status(), 201);
        const deadline = Date.now() + 10_000;
        while (received === before && Date.now() < deadline) await page.waitForTimeout(50);
        assert.ok(received > before, 'the notification arrived on the open stream');
      });
    });
  }
});
