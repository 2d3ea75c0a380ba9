/**
 * Start-up benchmark: how long the server takes from spawn to its first 200 on GET /api/health, and how
 * much memory it holds once idle. It prints figures; it asserts nothing (timings belong to this machine).
 *
 *   npm run build -w apps/server && npm run bench:startup -w apps/server [-- --tsx] [-- --port 3201]
 *
 * Runs the compiled server (dist/server.js) on a fresh, empty DATA_DIR (first start of the demo: migrations
 * and demo data), then again on that now-seeded DATA_DIR (every later start). With --tsx it also runs the
 * TypeScript sources through the tsx CLI, as `npm start` did before the compiled build, for comparison.
 * RSS is read from /proc (Linux) after the server has been idle for a while: the server process alone, and
 * the whole tree under the spawned command (tsx runs the server in a child process of its own).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const serverRoot = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    tsx: { type: 'boolean', default: false },
    port: { type: 'string', default: '3201' },
    'idle-seconds': { type: 'string', default: '10' },
  },
});
const port = Number(values.port);
const idleMs = Number(values['idle-seconds']) * 1000;
const READY_TIMEOUT_MS = 120_000;
const POLL_INTERVAL_MS = 20;

type Variant = { label: string; command: string; args: string[] };
const compiled: Variant = {
  label: 'compiled',
  command: process.execPath,
  args: ['--enable-source-maps', 'dist/server.js'],
};
const sources: Variant = {
  label: 'tsx sources',
  // The tsx CLI, which runs the file in a child node process with its loader.
  command: process.execPath,
  args: [fileURLToPath(import.meta.resolve('tsx/cli')), 'src/server.ts'],
};

/** Resident memory of one process, in MB (VmRSS of /proc/<pid>/status). */
function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = Number(/^VmRSS:\s+(\d+)\s+kB$/m.exec(status)?.[1] ?? 0);
  return kilobytes / 1024;
}

/** The pid and every descendant, from the parent pids in /proc/<pid>/stat. */
function processTree(root: number): number[] {
  const parentOf = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The command name may hold spaces and parentheses: the fields after its last ')' are fixed.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      parentOf.set(Number(entry), Number(fields[1]));
    } catch {
      // Exited while we read.
    }
  }
  const tree = [root];
  for (let i = 0; i < tree.length; i += 1) {
    for (const [pid, parent] of parentOf) if (parent === tree[i]) tree.push(pid);
  }
  return tree;
}

/** The server is the tree's largest process (tsx adds a launcher node and an esbuild service). */
const serverPid = (tree: number[]) =>
  tree.reduce((largest, pid) => (rssMb(pid) > rssMb(largest) ? pid : largest), tree[0] ?? 0);

async function healthy(): Promise<boolean> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/api/health`);
    await response.arrayBuffer();
    return response.status === 200;
  } catch {
    return false;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Figures = { startupMs: number; serverRssMb: number; treeRssMb: number; processes: number };

async function measure(variant: Variant, dataDir: string): Promise<Figures> {
  if (await healthy()) throw new Error(`port ${port} already answers: stop that server first`);
  const output: string[] = [];
  const started = performance.now();
  const child: ChildProcess = spawn(variant.command, variant.args, {
    cwd: serverRoot,
    env: {
      ...process.env,
      // Unset NODE_ENV on loopback is the newcomer's demo: development mode, demo data seeded.
      NODE_ENV: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://localhost:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    while (!(await healthy())) {
      if (child.exitCode !== null) throw new Error(`the server exited:\n${output.join('')}`);
      if (performance.now() - started > READY_TIMEOUT_MS)
        throw new Error(`no 200 from /api/health:\n${output.join('')}`);
      await sleep(POLL_INTERVAL_MS);
    }
    const startupMs = performance.now() - started;
    await sleep(idleMs);
    const tree = processTree(child.pid ?? 0);
    const treeRssMb = tree.reduce((total, pid) => total + rssMb(pid), 0);
    return { startupMs, serverRssMb: rssMb(serverPid(tree)), treeRssMb, processes: tree.length };
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

const rows: string[][] = [['server', 'DATA_DIR', 'start-up', 'idle RSS (server)', 'idle RSS (tree)']];
const format = (figures: Figures, variant: Variant, dataDir: string) => [
  variant.label,
  dataDir,
  `${(figures.startupMs / 1000).toFixed(2)} s`,
  `${figures.serverRssMb.toFixed(0)} MB`,
  `${figures.treeRssMb.toFixed(0)} MB (${figures.processes} process${figures.processes > 1 ? 'es' : ''})`,
];

if (!fs.existsSync(path.join(serverRoot, 'dist/server.js'))) {
  console.error('dist/server.js is missing: run `npm run build -w apps/server` first.');
  process.exit(1);
}
console.log(`Node ${process.version}, ${os.cpus().length} CPUs, idle RSS read after ${idleMs / 1000} s\n`);
for (const variant of values.tsx ? [compiled, sources] : [compiled]) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cordee-startup-'));
  try {
    rows.push(format(await measure(variant, dataDir), variant, 'empty (demo seeded)'));
    rows.push(format(await measure(variant, dataDir), variant, 'already seeded'));
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0))) ?? [];
for (const row of rows) console.log(row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  '));
