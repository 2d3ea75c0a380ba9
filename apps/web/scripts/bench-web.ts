/**
 * npm run bench:web — what a first visit costs on a phone: for the public pages and the signed-in Home of
 * each role, the JavaScript and total bytes on the wire, the requests, Largest Contentful Paint,
 * Cumulative Layout Shift and the longest main-thread task, each checked against the budgets (JavaScript
 * ≤ 160 KiB transferred, LCP ≤ 2.5 s, CLS ≤ 0.1). It prints figures and exits 0: a benchmark, not a test.
 *
 * The phone is Lighthouse's mobile profile, applied through the Chrome DevTools Protocol: 150 ms round
 * trip, 1,638.4 kbit/s down and 750 kbit/s up, the CPU slowed down 4×, a 412×823 screen at 1.75 device
 * pixels per CSS pixel with a mobile user agent and touch, and the HTTP cache disabled (a first visit).
 * Each page is opened in its own fresh browser context. A signed-in page gets its session the way the
 * app keeps one: a token from POST /api/sign-in and the user, stored in localStorage under `token` and
 * `user` before the page's scripts run.
 *
 * How each figure is taken:
 *   - bytes: `encodedDataLength` of CDP Network.loadingFinished (compressed size plus headers, as on the
 *     wire); JavaScript is every answer of resource type Script or with a JavaScript MIME type;
 *   - requests: every request that finished or failed (data: URLs are not requests);
 *   - LCP: the last 'largest-contentful-paint' entry, read once the page has loaded and the network has
 *     been quiet for a while (nothing is clicked, so no input ends the observation early);
 *   - CLS: 'layout-shift' entries without recent input, grouped into session windows (gaps under 1 s,
 *     at most 5 s long); the largest window counts, as in Core Web Vitals;
 *   - longest task: the longest 'longtask' entry up to then.
 * The observers are installed before any of the page's scripts run.
 *
 * Server: the real server with its demo data on a fresh database in a temporary directory, started by the
 * e2e support (apps/web/e2e/support/server.ts), serving the built web app, behind an HTTPS + HTTP/2 front
 * (scripts/bench-tls-proxy.ts) as in production: over plain http Chromium would ask for gzip instead of
 * brotli and queue requests six at a time. Map tiles point to a path of that server (answered with a
 * 404), so nothing leaves the machine: tile images are not counted.
 *
 * Flags: --reuse-build (skip the build when apps/web/dist exists), --runs N (visit each page N times,
 * each figure the median of the runs; default 1), --plain-http (no HTTPS front: gzip over HTTP/1.1, to
 * compare), --list-scripts (print each page's scripts with their bytes on the wire, largest first),
 * --pages a,b (only the pages whose name or path contains one of these words, e.g. `--pages detail,signin`),
 * --waterfall (print every request of each page's first visit: when it started and finished, its bytes,
 * and what the Largest Contentful Paint was).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { Browser, CDPSession, Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../e2e/support/journey.ts';
import { type RunningServer, startServer } from '../e2e/support/server.ts';
import { closeBrowser, launchChromium, stopIfInterrupted, wasInterrupted, watchBrowser } from './bench-browser.ts';
import { startTlsProxy, type TlsProxy } from './bench-tls-proxy.ts';

const WEB_ROOT = resolve(import.meta.dirname, '..');
const WEB_DIST_DIR = join(WEB_ROOT, 'dist');

/** Lighthouse's mobile preset (its "slow 4G" with a mid-range phone). */
const MOBILE_PROFILE = {
  latencyMs: 150,
  downloadBytesPerSecond: (1638.4 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
  cpuSlowdown: 4,
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36',
} as const;

const BUDGETS = { javascriptBytes: 160 * 1024, lcpMs: 2500, cls: 0.1 } as const;

/** The network counts as settled once nothing has been in flight for this long after the load event. */
const QUIET_MS = 2000;
/** The live events stream of a signed-in page (apps/server/src/features/realtime). */
const REALTIME_PATH = '/api/realtime';
/** A page that never settles is measured as it stands after this long. */
const PAGE_TIMEOUT_MS = 120_000;

const { values } = parseArgs({
  options: {
    'reuse-build': { type: 'boolean', default: false },
    runs: { type: 'string', default: '1' },
    'plain-http': { type: 'boolean', default: false },
    'list-scripts': { type: 'boolean', default: false },
    pages: { type: 'string' },
    waterfall: { type: 'boolean', default: false },
  },
});
const RUNS = Number(values.runs);
if (!Number.isInteger(RUNS) || RUNS < 1 || RUNS > 20) {
  throw new Error(`--runs takes a whole number from 1 to 20, not "${values.runs}"`);
}

type Visit = { name: string; path: string; signedInAs?: string };
type Session = { token: string; user: unknown };

type Figures = {
  javascriptBytes: number;
  totalBytes: number;
  requests: number;
  lcpMs: number | null;
  cls: number;
  longestTaskMs: number;
  /** Where the page ended up: a signed-in page that lands on SignIn measured the wrong screen. */
  landedOn: string;
  pageErrors: string[];
  /** The scripts of the visit, for --list-scripts. */
  scripts: Array<{ url: string; bytes: number }>;
  /** Every request of the visit in the order it started, for --waterfall. */
  requestLog: Array<{ url: string; startMs: number; endMs: number | null; bytes: number }>;
  lcpElement: string;
};

/**
 * Runs in the page before any of its scripts, as plain JavaScript text: a function would be serialised
 * after tsx's transform, whose name helpers do not exist in the page.
 */
const PAGE_OBSERVERS = `(() => {
  const vitals = { lcp: null, shifts: [], longestTask: 0 };
  window.__vitals = vitals;
  const observe = (type, onEntry) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({ type, buffered: true });
    } catch {}
  };
  observe('largest-contentful-paint', (entry) => {
    vitals.lcp = entry.startTime;
    const element = entry.element;
    vitals.lcpElement = element
      ? element.tagName.toLowerCase() + ' ' + (entry.url || (element.textContent || '').trim().slice(0, 60))
      : '';
  });
  observe('layout-shift', (entry) => {
    if (!entry.hadRecentInput) vitals.shifts.push({ time: entry.startTime, value: entry.value });
  });
  observe('longtask', (entry) => { vitals.longestTask = Math.max(vitals.longestTask, entry.duration); });
})();`;

/** The largest session window of layout shifts: gaps under 1 s, a window at most 5 s long. */
function cumulativeLayoutShift(shifts: Array<{ time: number; value: number }>): number {
  let largest = 0;
  let windowSum = 0;
  let windowStart = Number.NEGATIVE_INFINITY;
  let previous = Number.NEGATIVE_INFINITY;
  for (const shift of shifts) {
    if (shift.time - previous >= 1000 || shift.time - windowStart >= 5000) {
      windowSum = 0;
      windowStart = shift.time;
    }
    windowSum += shift.value;
    previous = shift.time;
    largest = Math.max(largest, windowSum);
  }
  return largest;
}

/** Counts what the page downloads, from the protocol's own view of the wire. */
function watchNetwork(cdp: CDPSession) {
  const javascriptRequests = new Set<string>();
  const dataUrls = new Set<string>();
  const inFlight = new Set<string>();
  const totals = { javascriptBytes: 0, totalBytes: 0, requests: 0 };
  const urls = new Map<string, string>();
  const scripts: Array<{ url: string; bytes: number }> = [];
  const requestLog: Figures['requestLog'] = [];
  const logged = new Map<string, Figures['requestLog'][number]>();
  // CDP timestamps are seconds on a monotonic clock; the first request (the page itself) is time zero.
  let firstTimestamp: number | undefined;
  const sinceFirst = (timestamp: number) => Math.round((timestamp - (firstTimestamp ?? timestamp)) * 1000);
  let lastActivity = Date.now();

  cdp.on('Network.requestWillBeSent', (event) => {
    lastActivity = Date.now();
    if (event.request.url.startsWith('data:')) {
      dataUrls.add(event.requestId);
      return;
    }
    // The live connection (GET /api/realtime) stays open for the whole visit by design: the page is
    // settled when everything else is.
    if (new URL(event.request.url).pathname !== REALTIME_PATH) inFlight.add(event.requestId);
    urls.set(event.requestId, event.request.url);
    firstTimestamp ??= event.timestamp;
    const entry = { url: event.request.url, startMs: sinceFirst(event.timestamp), endMs: null, bytes: 0 };
    requestLog.push(entry);
    logged.set(event.requestId, entry);
    if (event.type === 'Script') javascriptRequests.add(event.requestId);
  });
  cdp.on('Network.responseReceived', (event) => {
    lastActivity = Date.now();
    if (event.type === 'Script' || /javascript|ecmascript/i.test(event.response.mimeType)) {
      javascriptRequests.add(event.requestId);
    }
  });
  cdp.on('Network.dataReceived', () => {
    lastActivity = Date.now();
  });
  cdp.on('Network.loadingFinished', (event) => {
    lastActivity = Date.now();
    inFlight.delete(event.requestId);
    if (dataUrls.has(event.requestId)) return;
    const entry = logged.get(event.requestId);
    if (entry) Object.assign(entry, { endMs: sinceFirst(event.timestamp), bytes: event.encodedDataLength });
    totals.requests += 1;
    totals.totalBytes += event.encodedDataLength;
    if (javascriptRequests.has(event.requestId)) {
      totals.javascriptBytes += event.encodedDataLength;
      scripts.push({ url: new URL(urls.get(event.requestId) ?? '').pathname, bytes: event.encodedDataLength });
    }
  });
  cdp.on('Network.loadingFailed', (event) => {
    lastActivity = Date.now();
    inFlight.delete(event.requestId);
    if (!dataUrls.has(event.requestId)) totals.requests += 1;
  });

  return {
    totals,
    scripts,
    requestLog,
    /** Resolves once nothing has been in flight for QUIET_MS, or at the deadline. */
    async settled(deadline: number): Promise<void> {
      while (Date.now() < deadline) {
        if (inFlight.size === 0 && Date.now() - lastActivity >= QUIET_MS) return;
        await new Promise((wait) => setTimeout(wait, 100));
      }
    },
  };
}

/** The page's load event never came: what it was waiting for is in the message. */
class NoLoadEvent extends Error {}

async function signIn(baseUrl: string, email: string): Promise<Session> {
  const response = await fetch(`${baseUrl}/api/sign-in`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`Signing in as ${email} answered ${response.status}`);
  return (await response.json()) as Session;
}

async function measureVisit(browser: Browser, baseUrl: string, visit: Visit, session?: Session): Promise<Figures> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    ignoreHTTPSErrors: true,
    viewport: MOBILE_PROFILE.viewport,
    screen: MOBILE_PROFILE.viewport,
    deviceScaleFactor: MOBILE_PROFILE.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    userAgent: MOBILE_PROFILE.userAgent,
    storageState: session
      ? {
          cookies: [],
          origins: [
            {
              origin: baseUrl,
              localStorage: [
                { name: 'token', value: session.token },
                { name: 'user', value: JSON.stringify(session.user) },
              ],
            },
          ],
        }
      : undefined,
  });
  try {
    const page: Page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.addInitScript({ content: PAGE_OBSERVERS });

    const cdp = await context.newCDPSession(page);
    const network = watchNetwork(cdp);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: MOBILE_PROFILE.latencyMs,
      downloadThroughput: MOBILE_PROFILE.downloadBytesPerSecond,
      uploadThroughput: MOBILE_PROFILE.uploadBytesPerSecond,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE_PROFILE.cpuSlowdown });

    const deadline = Date.now() + PAGE_TIMEOUT_MS;
    await page.goto(visit.path, { waitUntil: 'load', timeout: PAGE_TIMEOUT_MS }).catch((error: unknown) => {
      // Say what the load event was waiting for: a figure is worthless, the reason is not.
      const pending = network.requestLog.filter((entry) => entry.endMs === null).map((entry) => entry.url);
      throw new NoLoadEvent(
        `${visit.name}: no load event after ${PAGE_TIMEOUT_MS} ms; still loading: ${pending.join(', ')}`,
        {
          cause: error,
        },
      );
    });
    await network.settled(deadline);

    const vitals = (await page.evaluate('window.__vitals')) as {
      lcp: number | null;
      lcpElement?: string;
      shifts: Array<{ time: number; value: number }>;
      longestTask: number;
    };
    return {
      ...network.totals,
      lcpMs: vitals.lcp,
      cls: cumulativeLayoutShift(vitals.shifts),
      longestTaskMs: vitals.longestTask,
      landedOn: new URL(page.url()).pathname,
      pageErrors,
      scripts: network.scripts,
      requestLog: network.requestLog,
      lcpElement: vitals.lcpElement ?? '',
    };
  } finally {
    await context.close();
  }
}

function median(numbers: number[]): number {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** Each figure the median of the runs; an LCP missing from any run is reported missing. */
function medianFigures(runs: Figures[]): Figures {
  const lcps = runs.map((run) => run.lcpMs);
  return {
    javascriptBytes: median(runs.map((run) => run.javascriptBytes)),
    totalBytes: median(runs.map((run) => run.totalBytes)),
    requests: median(runs.map((run) => run.requests)),
    lcpMs: lcps.every((lcp) => lcp !== null) ? median(lcps as number[]) : null,
    cls: median(runs.map((run) => run.cls)),
    longestTaskMs: median(runs.map((run) => run.longestTaskMs)),
    landedOn: [...new Set(runs.map((run) => run.landedOn))].join(' or '),
    pageErrors: [...new Set(runs.flatMap((run) => run.pageErrors))],
    scripts: runs[0]?.scripts ?? [],
    requestLog: runs[0]?.requestLog ?? [],
    lcpElement: runs[0]?.lcpElement ?? '',
  };
}

function ensureWebBuild(): void {
  if (values['reuse-build'] && existsSync(join(WEB_DIST_DIR, 'index.html'))) return;
  // The whole build: vite, then the brotli and gzip copies the server sends.
  console.log('Building the web app (npm run build)…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: WEB_ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`the web build failed with status ${result.status}`);
}

async function demoCourseId(baseUrl: string): Promise<number> {
  const response = await fetch(`${baseUrl}/api/getevents?per_page=1`, { headers: { Accept: 'application/json' } });
  const [first] = ((await response.json()) as { events: Array<{ id: number }> }).events;
  if (!first) throw new Error('The demo data has no upcoming course to open.');
  return first.id;
}

/** The demo climber's shared journal entry, as its public link reads. */
async function demoSharedDiaryPath(baseUrl: string): Promise<string> {
  const climber = await signIn(baseUrl, 'climber@cordee.test');
  const response = await fetch(`${baseUrl}/api/dairy?per_page=100`, {
    headers: { Accept: 'application/json', Authorization: `Bearer ${climber.token}` },
  });
  const { dairies } = (await response.json()) as { dairies: Array<{ is_shared: boolean; share_url: string }> };
  const shared = dairies.find((diary) => diary.is_shared);
  if (!shared) throw new Error('The demo climber has no shared journal entry.');
  return shared.share_url;
}

/** Chunk files carry only a hash (vite.config.ts): their names, from the build's manifest, by file. */
function chunkNames(): Map<string, string> {
  const manifest = JSON.parse(readFileSync(join(WEB_DIST_DIR, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    { file: string; name?: string; src?: string }
  >;
  return new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk.src ?? chunk.name ?? '']));
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const check = (holds: boolean) => (holds ? 'yes' : '**no**');

function markdownTable(results: Array<{ visit: Visit; figures: Figures }>): string {
  const rows = results.map(({ visit, figures }) => {
    const lcp = figures.lcpMs === null ? '—' : `${(figures.lcpMs / 1000).toFixed(2)} s`;
    const holds = [
      figures.javascriptBytes <= BUDGETS.javascriptBytes,
      figures.lcpMs !== null && figures.lcpMs <= BUDGETS.lcpMs,
      figures.cls <= BUDGETS.cls,
    ];
    return `| ${visit.name} | ${kib(figures.javascriptBytes)} | ${kib(figures.totalBytes)} | ${figures.requests} | ${lcp} | ${figures.cls.toFixed(3)} | ${Math.round(figures.longestTaskMs)} ms | ${holds.map(check).join(' / ')} |`;
  });
  return [
    '| page | JS transferred | total transferred | requests | LCP | CLS | longest task | budgets JS / LCP / CLS |',
    '|---|---:|---:|---:|---:|---:|---:|---|',
    ...rows,
  ].join('\n');
}

let server: RunningServer | undefined;
let tlsProxy: TlsProxy | undefined;
try {
  ensureWebBuild();
  // The e2e support passes its environment on to the server.
  process.env.MAP_TILE_URL = '/tiles/{z}/{x}/{y}.png';
  server = await startServer();
  stopIfInterrupted();
  tlsProxy = values['plain-http'] ? undefined : await startTlsProxy(server.baseUrl);
  const baseUrl = tlsProxy?.origin ?? server.baseUrl;
  const browser = await launchChromium();
  watchBrowser(browser);

  const courseId = await demoCourseId(server.baseUrl);
  const sharedDiaryPath = await demoSharedDiaryPath(server.baseUrl);
  const allVisits: Visit[] = [
    { name: 'SignIn `/signin`', path: '/signin' },
    { name: 'Find a course `/viewevents`', path: '/viewevents' },
    { name: 'Course detail `/viewevents?event=…`', path: `/viewevents?event=${courseId}` },
    { name: 'Home, climber', path: '/', signedInAs: 'climber@cordee.test' },
    { name: 'Home, guide', path: '/', signedInAs: 'guide@cordee.test' },
    { name: 'Home, super admin', path: '/', signedInAs: 'super@cordee.test' },
    { name: 'Home, admin', path: '/', signedInAs: 'admin@cordee.test' },
    { name: 'Chats, climber', path: '/chats', signedInAs: 'climber@cordee.test' },
    { name: 'Notifications, guide', path: '/notifications', signedInAs: 'guide@cordee.test' },
    // The one screen with charts: their library must stay within the budget of a first visit.
    { name: 'Statistics, super admin', path: '/statistics', signedInAs: 'super@cordee.test' },
    { name: 'Guides, super admin', path: '/guides', signedInAs: 'super@cordee.test' },
    { name: 'Climbers, super admin', path: '/climbers', signedInAs: 'super@cordee.test' },
    { name: 'Audit Log, super admin', path: '/audit-log', signedInAs: 'super@cordee.test' },
    // Training content: the climber's screens, the public pages a shared link opens, and the staff's.
    { name: 'Training, climber', path: '/training', signedInAs: 'climber@cordee.test' },
    { name: 'Videos, climber', path: '/videos', signedInAs: 'climber@cordee.test' },
    { name: 'Climbing Journal, climber', path: '/climbing-journal', signedInAs: 'climber@cordee.test' },
    { name: 'Subscription, climber', path: '/subscription', signedInAs: 'climber@cordee.test' },
    { name: 'Shared journal entry `/viewdiary/…`', path: sharedDiaryPath },
    { name: 'Training programs `/training-programs`', path: '/training-programs' },
    { name: 'Training program `/training-program/…`', path: '/training-program/alpine-rock-first-steps' },
    { name: 'El Capitan `/el-capitan-training`', path: '/el-capitan-training' },
    { name: 'Training Plans, super admin', path: '/plans', signedInAs: 'super@cordee.test' },
    { name: 'Videos management, super admin', path: '/trainings', signedInAs: 'super@cordee.test' },
    {
      name: 'Manage Training Programs, admin',
      path: '/training-pages-management',
      signedInAs: 'admin@cordee.test',
    },
  ];
  const pageWords =
    values.pages
      ?.split(',')
      .map((word) => word.trim().toLowerCase())
      .filter(Boolean) ?? [];
  const visits =
    pageWords.length === 0
      ? allVisits
      : allVisits.filter((visit) =>
          pageWords.some((word) => visit.name.toLowerCase().includes(word) || visit.path.toLowerCase().includes(word)),
        );
  if (visits.length === 0) throw new Error(`--pages "${values.pages}" matches no page`);
  const sessions = new Map<string, Session>();
  for (const email of new Set(visits.flatMap((visit) => (visit.signedInAs ? [visit.signedInAs] : [])))) {
    sessions.set(email, await signIn(server.baseUrl, email));
  }

  // One unthrottled visit first, so the server's first-request costs are not charged to the first page.
  const warmUp = await browser.newPage({ baseURL: baseUrl, ignoreHTTPSErrors: true });
  await warmUp.goto('/viewevents', { waitUntil: 'networkidle' });
  await warmUp.close();

  console.log(
    `Chromium ${browser.version()}, headless, ${tlsProxy ? 'HTTPS + HTTP/2 (brotli)' : 'plain HTTP/1.1 (gzip)'}; mobile profile: ${MOBILE_PROFILE.latencyMs} ms round trip, ` +
      `${(MOBILE_PROFILE.downloadBytesPerSecond * 8) / 1024} kbit/s down, ${(MOBILE_PROFILE.uploadBytesPerSecond * 8) / 1024} kbit/s up, ` +
      `CPU ÷${MOBILE_PROFILE.cpuSlowdown}, ${MOBILE_PROFILE.viewport.width}×${MOBILE_PROFILE.viewport.height} @${MOBILE_PROFILE.deviceScaleFactor}x, cache disabled; ` +
      `${RUNS} run${RUNS === 1 ? '' : 's'} per page`,
  );
  const results: Array<{ visit: Visit; figures: Figures }> = [];
  for (const visit of visits) {
    const runs: Figures[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      stopIfInterrupted();
      const session = visit.signedInAs ? sessions.get(visit.signedInAs) : undefined;
      runs.push(
        await measureVisit(browser, baseUrl, visit, session).catch(async (error: unknown) => {
          // Seen now and then on this machine: every request of a visit stalls at once. The stall is
          // reported, with whether the server itself still answers, and the visit measured again once.
          if (!(error instanceof NoLoadEvent)) throw error;
          const started = Date.now();
          const health = await fetch(`${server?.baseUrl}/api/health`, { signal: AbortSignal.timeout(10_000) }).then(
            (response) => `answered ${response.status} in ${Date.now() - started} ms`,
            () => 'did not answer within 10 s',
          );
          console.log(`  (visited again) ${error.message.slice(0, 240)}… The server, asked directly, ${health}.`);
          return measureVisit(browser, baseUrl, visit, session);
        }),
      );
    }
    const figures = medianFigures(runs);
    results.push({ visit, figures });
    if (values['list-scripts']) {
      const names = chunkNames();
      for (const script of [...figures.scripts].sort((a, b) => b.bytes - a.bytes)) {
        const name = names.get(script.url.replace(/^\//, ''));
        console.log(`  ${kib(script.bytes).padStart(10)}  ${script.url}${name ? `  (${name})` : ''}`);
      }
    }
    if (values.waterfall) {
      for (const request of figures.requestLog) {
        const url = new URL(request.url);
        console.log(
          `  ${String(request.startMs).padStart(6)} → ${request.endMs === null ? '  failed' : String(request.endMs).padStart(6)} ms ${kib(request.bytes).padStart(10)}  ${url.pathname}${url.search}`,
        );
      }
      console.log(`  Largest Contentful Paint: ${figures.lcpElement || 'none'}`);
    }
    console.log(
      `${visit.name}: ${kib(figures.javascriptBytes)} JS, ${kib(figures.totalBytes)} total, LCP ${figures.lcpMs === null ? '—' : Math.round(figures.lcpMs)} ms`,
    );
  }

  console.log(`\nFirst visit on Lighthouse's mobile profile, ${new Date().toISOString().slice(0, 10)}:\n`);
  console.log(markdownTable(results));
  console.log(
    `\nBudgets: JavaScript ≤ ${BUDGETS.javascriptBytes / 1024} KiB transferred, LCP ≤ ${BUDGETS.lcpMs / 1000} s, CLS ≤ ${BUDGETS.cls}.`,
  );
  for (const { visit, figures } of results) {
    const expected = new URL(visit.path, baseUrl).pathname;
    if (figures.landedOn !== expected) console.log(`${visit.name}: landed on ${figures.landedOn}, not ${expected}`);
    if (figures.pageErrors.length > 0) console.log(`${visit.name}: page errors:\n  ${figures.pageErrors.join('\n  ')}`);
  }
} catch (error) {
  // Interrupted, the visit fails as the browser goes away; the cleanup below still runs.
  if (!wasInterrupted()) throw error;
  process.exitCode = 130;
} finally {
  await closeBrowser();
  await tlsProxy?.stop();
  await server?.stop();
}
