/**
 * npm run bench:map — the search map with thousands of markers in a real browser (the issue asks for
 * "clustering so thousands of markers stay smooth"). Speed is measured here and printed, never asserted
 * by a timed test.
 *
 * For each N of `--events` (default 5,000; several as `--events 1000,5000,10000`): seeds N events into a
 * fresh PGlite database in a temporary directory with the seeder of apps/server/scripts/bench-search.ts
 * (same deterministic data), starts the real server on it (a child process, as the e2e support does)
 * serving the built web app, opens /viewevents in Debian's Chromium (headless, software rendering), and
 * measures:
 *   - when the GET /api/event-markers answer has arrived (ms since navigation start) and its size: raw,
 *     gzipped, and as it crossed the wire (the browser takes brotli);
 *   - when the cluster layer has taken every marker of the answer and painted it: markercluster's
 *     chunked loading reports its last chunk (`chunkProgress` with every layer processed), the final
 *     cluster render runs in that same task, and two animation frames later the result is on screen;
 *   - the longest main-thread task and the total blocking time up to then, over the whole load and after
 *     the answer only (the markers' own work: React rendering them, then the chunked cluster loading);
 *   - the JS heap after a forced garbage collection (CDP Performance.getMetrics JSHeapUsedSize) and the
 *     DOM node count;
 *   - one zoom-in step (map.zoomIn(), Leaflet's and markercluster's animations included, until the
 *     cluster layer's `animationend` is painted) and a 1-second animated pan (map.panBy), counting
 *     requestAnimationFrame frames over each (frames per second and the longest frame).
 * The Leaflet map and cluster group are reached through init hooks installed before the app's scripts
 * run (Leaflet's UMD build publishes itself as window.L, which markercluster extends). Map tiles point to
 * a path of the server that answers 404, so nothing leaves the machine.
 *
 * Flags: --events N[,N…] (repeatable), --build (rebuild apps/web/dist first; it is built when missing).
 * The temporary directories and the servers are removed at the end, also on Ctrl+C.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { decodeEventMarkers } from '@cordee/shared/event-markers.codec';
import type { EventMarkerColumns, EventMarkerList } from '@cordee/shared/event-search.contracts';
import type { Browser, Page } from 'playwright-core';
import { seed } from '../../server/scripts/bench-search.ts';
import { openDatabase } from '../../server/src/db/client.ts';
import { closeBrowser, launchChromium, stopIfInterrupted, wasInterrupted, watchBrowser } from './bench-browser.ts';

const WEB_ROOT = resolve(import.meta.dirname, '..');
const ROOT = resolve(WEB_ROOT, '../..');
const WEB_DIST_DIR = join(WEB_ROOT, 'dist');
/** A path on the server: the history fallback answers image requests with a quiet 404. */
const MAP_TILE_URL = '/tiles/{z}/{x}/{y}.png';
/** The e2e desktop size: the map is the right half of the screen. */
const VIEWPORT = { width: 1440, height: 900 };
const READY_TIMEOUT_MS = 60_000;
const RENDER_TIMEOUT_MS = 120_000;
/** Pan by this many pixels over PAN_SECONDS, westwards (towards the Rockies, where most courses are). */
const PAN_PIXELS = -600;
const PAN_SECONDS = 1;

const { values } = parseArgs({
  options: {
    events: { type: 'string', multiple: true, default: ['5000'] },
    build: { type: 'boolean', default: false },
  },
});
const EVENT_COUNTS = values.events.flatMap((value) => value.split(',')).map((value) => Number(value.trim()));
for (const count of EVENT_COUNTS) {
  if (!Number.isInteger(count) || count < 1 || count > 100_000) {
    throw new Error(`--events takes whole numbers from 1 to 100000, not "${count}"`);
  }
}

/**
 * Runs in the page before any of its scripts, as plain JavaScript text: a function would be serialised
 * after tsx's transform, whose name helpers do not exist in the page.
 */
const PAGE_INSTRUMENTS = `(() => {
  const bench = { map: null, groups: [], loads: [], longTasks: [] };
  window.__bench = bench;
  const afterPaint = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  const frames = () => {
    const times = [];
    let running = true;
    const tick = (time) => { times.push(time); if (running) requestAnimationFrame(tick); };
    requestAnimationFrame(tick);
    return {
      stop() {
        running = false;
        let longest = 0;
        for (let i = 1; i < times.length; i += 1) longest = Math.max(longest, times[i] - times[i - 1]);
        const span = times.length > 1 ? times[times.length - 1] - times[0] : 0;
        return { frames: times.length, fps: span > 0 ? ((times.length - 1) * 1000) / span : 0, longestFrame: longest };
      },
    };
  };
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) bench.longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {}
  let leaflet;
  Object.defineProperty(window, 'L', {
    configurable: true,
    get() { return leaflet; },
    set(value) {
      leaflet = value;
      if (!value || !value.Map || value.__benchHooked) return;
      value.__benchHooked = true;
      value.Map.addInitHook(function () { bench.map = this; });
      let groupClass;
      Object.defineProperty(value, 'MarkerClusterGroup', {
        configurable: true,
        enumerable: true,
        get() { return groupClass; },
        set(cls) {
          groupClass = cls;
          cls.addInitHook(function () {
            const group = this;
            bench.groups.push(group);
            // Read by addLayers at each call: its last report comes just before the final cluster render.
            group.options.chunkProgress = (processed, total, elapsed) => {
              if (processed !== total) return;
              const load = { total, markers: group._topClusterLevel.getChildCount(), processedAt: performance.now(), chunkedMs: elapsed, paintedAt: null };
              bench.loads.push(load);
              afterPaint().then(() => { load.paintedAt = performance.now(); });
            };
          });
        },
      });
    },
  });
  const group = () => bench.groups.filter((candidate) => candidate._map).pop();
  bench.zoomStep = () => new Promise((done) => {
    const map = bench.map;
    const from = map.getZoom();
    const recorder = frames();
    const started = performance.now();
    let zoomEnd = null;
    const finish = (clustered) => afterPaint().then(() => done({
      from, to: map.getZoom(), zoomEndMs: zoomEnd, clusteredMs: clustered, paintedMs: performance.now() - started, ...recorder.stop(),
    }));
    const timeout = setTimeout(() => finish(null), 5000);
    map.once('zoomend', () => { zoomEnd = performance.now() - started; });
    group().once('animationend', () => { clearTimeout(timeout); finish(performance.now() - started); });
    map.zoomIn(1);
  });
  bench.pan = (dx, seconds) => new Promise((done) => {
    const map = bench.map;
    const recorder = frames();
    const started = performance.now();
    // The cluster layer listens to moveend before this listener: its work is done when this runs.
    map.once('moveend', () => {
      const moveEnd = performance.now() - started;
      afterPaint().then(() => done({ moveEndMs: moveEnd, paintedMs: performance.now() - started, ...recorder.stop() }));
    });
    map.panBy([dx, 0], { animate: true, duration: seconds, easeLinearity: 1 });
  });
  bench.visible = () => ({
    clusters: document.querySelectorAll('.leaflet-marker-pane .marker-cluster').length,
    singles: document.querySelectorAll('.leaflet-marker-pane .cordee-price-marker').length,
  });
})();`;

type ResourceTiming = { start: number; end: number; encoded: number; decoded: number };
type Load = { total: number; markers: number; processedAt: number; chunkedMs: number; paintedAt: number | null };
type Frames = { frames: number; fps: number; longestFrame: number };
type ZoomStep = Frames & {
  from: number;
  to: number;
  zoomEndMs: number | null;
  clusteredMs: number | null;
  paintedMs: number;
};
type Pan = Frames & { moveEndMs: number; paintedMs: number };

type Figures = {
  events: number;
  seedSeconds: number;
  markers: EventMarkerList;
  /** The answer gzipped at the server's level, for clients without brotli. */
  answerGzipBytes: number;
  answerBytes: number;
  timing: ResourceTiming;
  load: Load;
  /** Long tasks up to the painted markers: the whole load, and only those after the answer (the map's work). */
  longestTaskMs: number;
  blockingMs: number;
  longestTaskAfterAnswerMs: number;
  blockingAfterAnswerMs: number;
  heapBytes: number;
  domNodes: number;
  visible: { clusters: number; singles: number };
  capNote: string | null;
  zoom: ZoomStep;
  pan: Pan;
  pageErrors: string[];
};

async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolvePort(port));
    });
  });
}

function ensureWebBuild(): void {
  if (!values.build && existsSync(join(WEB_DIST_DIR, 'index.html'))) return;
  console.log('Building the web app (npx vite build)…');
  const result = spawnSync('npx', ['vite', 'build'], { cwd: WEB_ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`vite build failed with status ${result.status}`);
}

/** Seeds the events in `dataDir` (the server's PGlite place) and closes the database again. */
async function seedDatabase(dataDir: string, eventCount: number): Promise<number> {
  const started = performance.now();
  const database = await openDatabase({ dataDir });
  try {
    await database.migrate();
    // The seeder adds a guide first, so the server's demo seed (empty database only) adds nothing.
    await seed(database.db, eventCount);
  } finally {
    await database.close();
  }
  return (performance.now() - started) / 1000;
}

/** The real server on `dataDir`, as apps/web/e2e/support/server.ts starts it, with local map tiles. */
async function startServer(dataDir: string): Promise<{ baseUrl: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const output: string[] = [];
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST_DIR,
      MAP_TILE_URL,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: baseUrl,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<void>((resolveExit) => child.once('exit', () => resolveExit()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
  };

  try {
    const deadline = Date.now() + READY_TIMEOUT_MS;
    while (Date.now() < deadline) {
      stopIfInterrupted();
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(
          `The server exited (${child.exitCode ?? child.signalCode}) before it was ready:\n${output.join('')}`,
        );
      }
      try {
        if ((await fetch(`${baseUrl}/api/health`)).status === 200) return { baseUrl, stop };
      } catch {
        // Not listening yet.
      }
      await new Promise((wait) => setTimeout(wait, 250));
    }
    throw new Error(`The server did not answer GET /api/health within ${READY_TIMEOUT_MS} ms:\n${output.join('')}`);
  } catch (error) {
    await stop();
    throw error;
  }
}

const longestOf = (tasks: Array<{ duration: number }>) => Math.max(0, ...tasks.map((task) => task.duration));
/** Total blocking time: the part of each long task beyond 50 ms, while input would wait. */
const blockingOf = (tasks: Array<{ duration: number }>) =>
  tasks.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);

async function measurePage(browser: Browser, baseUrl: string): Promise<Omit<Figures, 'events' | 'seedSeconds'>> {
  // The instruments are page.evaluate/waitForFunction strings, which the app's Content-Security-Policy
  // (script-src 'self', no eval) refuses; the benchmark's own browser bypasses it.
  const context = await browser.newContext({ baseURL: baseUrl, viewport: VIEWPORT, bypassCSP: true });
  try {
    const page: Page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.addInitScript({ content: PAGE_INSTRUMENTS });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');

    const answer = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/event-markers', {
      timeout: RENDER_TIMEOUT_MS,
    });
    await page.goto('/viewevents', { waitUntil: 'commit' });
    const response = await answer;
    const body = await response.body();
    const markers = decodeEventMarkers(JSON.parse(body.toString('utf8')) as EventMarkerColumns);
    // One map marker per course and per other location of it (mapMarkersOf).
    const mapMarkers = markers.markers.reduce((sum, marker) => sum + 1 + marker.other_location.length, 0);

    await page
      .waitForFunction(
        `window.__bench.loads.some((load) => load.markers >= ${mapMarkers} && load.paintedAt !== null)`,
        undefined,
        { timeout: RENDER_TIMEOUT_MS, polling: 50 },
      )
      .catch(async (error: unknown) => {
        const seen = await page.evaluate('JSON.stringify({ map: !!window.__bench.map, loads: window.__bench.loads })');
        throw new Error(`The cluster layer did not show ${mapMarkers} markers (${seen}): ${String(error)}`);
      });
    const load = (await page.evaluate(
      `window.__bench.loads.find((load) => load.markers >= ${mapMarkers} && load.paintedAt !== null)`,
    )) as Load;
    const timing = (await page.evaluate(`(() => {
      const entry = performance.getEntriesByType('resource').find((e) => new URL(e.name).pathname === '/api/event-markers');
      return { start: entry.startTime, end: entry.responseEnd, encoded: entry.encodedBodySize, decoded: entry.decodedBodySize };
    })()`)) as ResourceTiming;
    const longTasks = (await page.evaluate(
      `window.__bench.longTasks.filter((task) => task.start < ${load.paintedAt})`,
    )) as Array<{ start: number; duration: number }>;
    const afterAnswer = longTasks.filter((task) => task.start >= timing.end);
    const visible = (await page.evaluate('window.__bench.visible()')) as Figures['visible'];
    const capNote = (await page.evaluate(
      `document.querySelector('.leaflet-container')?.closest('section')?.querySelector('[role="status"]')?.textContent ?? null`,
    )) as string | null;

    await cdp.send('HeapProfiler.collectGarbage');
    const { metrics } = await cdp.send('Performance.getMetrics');
    const metric = (name: string) => metrics.find((entry) => entry.name === name)?.value ?? 0;

    const zoom = (await page.evaluate('window.__bench.zoomStep()')) as ZoomStep;
    const pan = (await page.evaluate(`window.__bench.pan(${PAN_PIXELS}, ${PAN_SECONDS})`)) as Pan;

    return {
      markers,
      answerBytes: body.length,
      answerGzipBytes: gzipSync(body, { level: 6 }).length,
      timing,
      load,
      longestTaskMs: longestOf(longTasks),
      blockingMs: blockingOf(longTasks),
      longestTaskAfterAnswerMs: longestOf(afterAnswer),
      blockingAfterAnswerMs: blockingOf(afterAnswer),
      heapBytes: metric('JSHeapUsedSize'),
      domNodes: metric('Nodes'),
      visible,
      capNote,
      zoom,
      pan,
      pageErrors,
    };
  } finally {
    await context.close();
  }
}

async function benchOne(browser: Browser, eventCount: number): Promise<Figures> {
  const dataDir = await mkdtemp(join(tmpdir(), 'cordee-bench-map-'));
  try {
    const seedSeconds = await seedDatabase(dataDir, eventCount);
    stopIfInterrupted();
    console.log(`[${eventCount}] seeded in ${seedSeconds.toFixed(1)} s; starting the server…`);
    const server = await startServer(dataDir);
    try {
      stopIfInterrupted();
      const figures = await measurePage(browser, server.baseUrl);
      console.log(`[${eventCount}] measured`);
      return { events: eventCount, seedSeconds, ...figures };
    } finally {
      await server.stop();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

const ms = (value: number | null) => (value === null ? '—' : Math.round(value));
const oneDecimal = (value: number) => Math.round(value * 10) / 10;

function printTables(results: Figures[]): void {
  console.log('\nMarkers answer: GET /api/event-markers of /viewevents (times in ms since navigation start)');
  console.table(
    results.map((r) => ({
      events: r.events,
      markers: r.markers.markers.length,
      'total match': r.markers.total,
      truncated: r.markers.truncated,
      'cap note': r.capNote ? 'shown' : '—',
      'answer kB': oneDecimal(r.answerBytes / 1024),
      'gzip kB': oneDecimal(r.answerGzipBytes / 1024),
      'wire kB': oneDecimal(r.timing.encoded / 1024),
      'request at': ms(r.timing.start),
      'answer at': ms(r.timing.end),
    })),
  );
  console.log('Cluster layer: every marker of the answer clustered and painted (times in ms since navigation start)');
  console.table(
    results.map((r) => ({
      events: r.events,
      'clustered at': ms(r.load.processedAt),
      'painted at': ms(r.load.paintedAt),
      'chunked ms': r.load.chunkedMs,
      'longest task': ms(r.longestTaskMs),
      'blocking ms': ms(r.blockingMs),
      'longest after answer': ms(r.longestTaskAfterAnswerMs),
      'blocking after answer': ms(r.blockingAfterAnswerMs),
      'heap MB': oneDecimal(r.heapBytes / 1024 / 1024),
      'DOM nodes': r.domNodes,
      'clusters/singles': `${r.visible.clusters}/${r.visible.singles}`,
    })),
  );
  console.log(`Interaction: one zoom-in step (animated), then a ${PAN_SECONDS} s animated pan of ${-PAN_PIXELS} px`);
  console.table(
    results.map((r) => ({
      events: r.events,
      zoom: `${r.zoom.from}→${r.zoom.to}`,
      'zoomend ms': ms(r.zoom.zoomEndMs),
      'clusters redrawn ms': ms(r.zoom.clusteredMs),
      'zoom painted ms': ms(r.zoom.paintedMs),
      'zoom fps': oneDecimal(r.zoom.fps),
      'zoom longest frame': ms(r.zoom.longestFrame),
      'pan moveend ms': ms(r.pan.moveEndMs),
      'pan painted ms': ms(r.pan.paintedMs),
      'pan frames': r.pan.frames,
      'pan fps': oneDecimal(r.pan.fps),
      'pan longest frame': ms(r.pan.longestFrame),
    })),
  );
  for (const r of results) {
    if (r.capNote) console.log(`[${r.events}] cap note: "${r.capNote}"`);
    if (r.pageErrors.length > 0) console.log(`[${r.events}] page errors:\n  ${r.pageErrors.join('\n  ')}`);
  }
}

try {
  ensureWebBuild();
  const browser = await launchChromium();
  watchBrowser(browser);
  console.log(
    `Chromium ${browser.version()}, headless, software rendering, viewport ${VIEWPORT.width}×${VIEWPORT.height}`,
  );
  const results: Figures[] = [];
  for (const count of EVENT_COUNTS) {
    stopIfInterrupted();
    results.push(await benchOne(browser, count));
  }
  printTables(results);
} catch (error) {
  // Interrupted, the steps fail as the browser goes away; their cleanup has run.
  if (!wasInterrupted()) throw error;
  process.exitCode = 130;
} finally {
  await closeBrowser();
}
