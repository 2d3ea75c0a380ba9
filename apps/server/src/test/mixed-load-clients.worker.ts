import { parentPort, workerData } from 'node:worker_threads';

/**
 * The visitors of the mixed-load drill (pglite-mixed-load.test.ts), on their own thread: their
 * requests, JSON parsing and multipart encoding stay off the app's event loop, so the delay measured
 * there is the app's own and a slow answer is the app's, as with clients on other machines.
 * Plain Node (types stripped): only type imports from the project.
 */

export type LoadRun = { eventId: number; guideId: number; startsOn: string };

export type LoadPlan = {
  baseUrl: string;
  /** One signed-in climber per client. */
  climberTokens: string[];
  guideTokens: Record<number, string>;
  runs: LoadRun[];
  png: Uint8Array<ArrayBuffer>;
  seconds: number;
  /** A request without an answer after this is recorded as a hang and abandoned. */
  hangMs: number;
};

export type Recorded = { route: string; status: number | 'hang' | 'network error'; ms: number; message?: string };
export type LoadOutcome = { recorded: Recorded[]; operations: number };

/** A deterministic random sequence per client, so a failing mix can be replayed. */
function randomFrom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type CallOptions = {
  method?: string;
  /** Another account's token (the guide's), or null for a visitor; the client's own by default. */
  token?: string | null;
  json?: unknown;
  form?: FormData;
  redirect?: 'manual';
};

/** One virtual visitor's HTTP calls, each recorded with its route pattern, status and time. */
function clientOf(plan: LoadPlan, index: number, recorded: Recorded[]) {
  // Each client its own address (X-Forwarded-For, as behind a load balancer: the app trusts the proxy
  // here), so the per-IP limits of uploads and public listings count each visitor, not the whole load.
  const address = `10.44.0.${index + 1}`;
  const ownToken = plan.climberTokens[index] ?? '';
  async function call(route: string, path: string, init: CallOptions = {}): Promise<{ status: number; body: unknown }> {
    const headers: Record<string, string> = { 'x-forwarded-for': address };
    const token = init.token === undefined ? ownToken : init.token;
    if (token) headers.authorization = `Bearer ${token}`;
    let body: string | FormData | undefined;
    if (init.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(init.json);
    } else if (init.form) body = init.form;
    const started = performance.now();
    try {
      const response = await fetch(`${plan.baseUrl}${path}`, {
        method: init.method ?? 'GET',
        headers,
        body,
        redirect: init.redirect ?? 'follow',
        signal: AbortSignal.timeout(plan.hangMs),
      });
      const text = await response.text();
      const ms = performance.now() - started;
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        // An HTML page (the sandbox's) or an empty body: kept as text.
      }
      const message = response.status >= 400 ? (parsed as { message?: string } | null)?.message : undefined;
      recorded.push({ route, status: response.status, ms, ...(message ? { message } : {}) });
      return { status: response.status, body: parsed };
    } catch (error) {
      const hang = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      recorded.push({ route, status: hang ? 'hang' : 'network error', ms: performance.now() - started });
      return { status: 0, body: null };
    }
  }
  return { call };
}

type Client = ReturnType<typeof clientOf>;
type Booked = { booking?: { id: number } };

/**
 * A climber asks for one seat on a run; the guide accepts or declines; an accepted booking is paid
 * through the sandbox's checkout page or not; then the climber (or now and then the guide) cancels.
 */
async function bookingCycle(plan: LoadPlan, client: Client, random: () => number, kind: 'cancel' | 'decline' | 'pay') {
  const run = plan.runs[Math.floor(random() * plan.runs.length)];
  if (!run) return;
  const guide = plan.guideTokens[run.guideId] ?? null;
  const requested = await client.call('POST /api/prebook-event/:eventId', `/api/prebook-event/${run.eventId}`, {
    method: 'POST',
    json: {
      occurrence_date: run.startsOn,
      group_size: 1,
      attendees: [{ name: 'Load Climber', email: 'load.climber@example.test', dob: '1990-04-01' }],
    },
  });
  const bookingId = (requested.body as Booked | null)?.booking?.id;
  if (requested.status !== 201 || bookingId === undefined) return;
  if (kind === 'decline') {
    await client.call('POST /api/decline-booking/:id', `/api/decline-booking/${bookingId}`, {
      method: 'POST',
      token: guide,
    });
    return;
  }
  const accepted = await client.call('POST /api/accept-booking/:id', `/api/accept-booking/${bookingId}`, {
    method: 'POST',
    token: guide,
  });
  if (accepted.status !== 200) return;
  if (kind === 'pay') {
    const attempt = await client.call('POST /api/attempt-payment/:bookingId', `/api/attempt-payment/${bookingId}`, {
      method: 'POST',
      json: {
        sign: { signature: 'Load Climber', name: 'Load Climber', date: new Date().toISOString().slice(0, 10) },
        terms_accepted: true,
        guide_waiver_accepted: true,
      },
    });
    const checkoutUrl = (attempt.body as { url?: string } | null)?.url;
    if (attempt.status === 200 && checkoutUrl) {
      const checkoutPath = new URL(checkoutUrl).pathname;
      const sessionId = checkoutPath.split('/').pop() ?? '';
      await client.call('POST /sandbox/checkout/:sessionId/pay', `${checkoutPath}/pay`, {
        method: 'POST',
        token: null,
        redirect: 'manual',
      });
      await client.call('POST /api/complete-booking', '/api/complete-booking', {
        method: 'POST',
        json: { session_id: sessionId },
      });
    }
  }
  await client.call('GET /api/bookings/:id/cancellation', `/api/bookings/${bookingId}/cancellation`);
  const byGuide = random() < 0.2;
  await client.call('POST /api/bookings/:id/cancel', `/api/bookings/${bookingId}/cancel`, {
    method: 'POST',
    token: byGuide ? guide : undefined,
  });
}

const KEYWORDS = ['ice', 'rock', 'alpine', 'squamish', 'climb', 'glacier', 'multi-pitch', 'banff'];

/** The mix: each client walks it from its own offset, so every kind runs even in a short load. */
const MIX = [
  'book',
  'search',
  'home',
  'listing',
  'book-pay',
  'nearby',
  'bookings',
  'upload',
  'book-decline',
  'search',
  'anonymous-listing',
  'home',
  'book',
  'listing',
] as const;

async function operate(plan: LoadPlan, client: Client, random: () => number, operation: (typeof MIX)[number]) {
  switch (operation) {
    case 'book':
      return bookingCycle(plan, client, random, 'cancel');
    case 'book-pay':
      return bookingCycle(plan, client, random, 'pay');
    case 'book-decline':
      return bookingCycle(plan, client, random, 'decline');
    case 'search': {
      const keyword = KEYWORDS[Math.floor(random() * KEYWORDS.length)] ?? 'ice';
      await client.call('POST /api/search-events/:query', `/api/search-events/${keyword}?per_page=10`, {
        method: 'POST',
      });
      return;
    }
    case 'nearby':
      await client.call('POST /api/get-nearby-events', '/api/get-nearby-events', {
        method: 'POST',
        json: { lat: 49.7 + random() * 2, lng: -123.2 + random() * 8, rad: 50 + Math.floor(random() * 200) },
      });
      return;
    case 'listing':
      await client.call('GET /api/getevents', `/api/getevents?page=${1 + Math.floor(random() * 3)}&per_page=12`);
      return;
    case 'anonymous-listing':
      await client.call('GET /api/getevents (visitor)', '/api/getevents?per_page=12', { token: null });
      return;
    case 'home':
      // The home screen: stat cards from the bookings, and the notifications the bookings sent.
      await client.call('GET /api/user', '/api/user');
      return;
    case 'bookings':
      await client.call('GET /api/bookings', '/api/bookings?type=all&per_page=20');
      return;
    case 'upload': {
      const form = new FormData();
      form.append('file', new Blob([plan.png], { type: 'image/png' }), 'load.png');
      await client.call('POST /api/temp-image-upload', '/api/temp-image-upload', { method: 'POST', form });
      return;
    }
  }
}

/** Every client loops over the mix until the time is up; the operation under way when it is, ends. */
async function runLoad(plan: LoadPlan): Promise<LoadOutcome> {
  const recorded: Recorded[] = [];
  const deadline = performance.now() + plan.seconds * 1000;
  let operations = 0;
  await Promise.all(
    plan.climberTokens.map(async (_, index) => {
      const client = clientOf(plan, index, recorded);
      const random = randomFrom(0xc0de + index);
      for (let step = index; performance.now() < deadline; step += 1) {
        await operate(plan, client, random, MIX[step % MIX.length] ?? 'home');
        operations += 1;
      }
    }),
  );
  return { recorded, operations };
}

// A failure of the load itself (not an HTTP answer, which is recorded) ends the thread with an error
// the test reports.
parentPort?.postMessage(await runLoad(workerData as LoadPlan));
