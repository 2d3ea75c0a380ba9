import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The shell scripts compose.yaml runs, run here with sh: the backup schedule with stand-in backup
 * commands, and the storage setup against a stand-in `weed` that answers its shell commands the way
 * SeaweedFS 4.44's weed shell prints them (no Docker engine nor SeaweedFS runs where this is tested).
 */

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const temporary: string[] = [];
afterAll(() => {
  for (const dir of temporary) fs.rmSync(dir, { recursive: true, force: true });
});
function temporaryDir(purpose: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `cordee-${purpose}-`));
  temporary.push(dir);
  return dir;
}

type Run = { code: number; output: string };
function run(args: string[], env: Record<string, string>): Promise<Run> {
  return new Promise((resolve) => {
    execFile('sh', args, { cwd: repoRoot, env: { PATH: process.env.PATH ?? '', ...env } }, (error, stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : -1) : 0, output: stdout + stderr });
    });
  });
}

describe('deploy/backup-schedule.sh', () => {
  const script = 'deploy/backup-schedule.sh';
  /** A backup command that writes a folder with its manifest, as backup.js does. */
  const succeeding = ['sh', '-c', 'mkdir -p "$0" && echo "{}" > "$0/manifest.json"'];
  /** One that starts writing and fails, as backup.js does when pg_dump fails. */
  const failing = ['sh', '-c', 'mkdir -p "$0" && echo partial > "$0/database.dump" && exit 3'];
  const listed = (root: string) => fs.readdirSync(root).sort();

  it('backs up into a new folder and keeps the newest BACKUP_KEEP complete ones', async () => {
    const root = temporaryDir('backups');
    for (const name of ['2026-01-01T033000Z', '2026-01-02T033000Z', '2026-01-03T033000Z', '2026-01-04T033000Z']) {
      fs.mkdirSync(path.join(root, name));
      fs.writeFileSync(path.join(root, name, 'manifest.json'), '{}');
    }
    // Interrupted once (no manifest), and a folder of the operator's that is not a backup.
    fs.mkdirSync(path.join(root, '2026-01-05T033000Z'));
    fs.mkdirSync(path.join(root, 'keep-me'));

    const result = await run([script, '--once', ...succeeding], { BACKUP_ROOT: root, BACKUP_KEEP: '3' });
    expect(result.code, result.output).toBe(0);
    const [made] = listed(root).filter((name) => /^\d{4}-/.test(name) && !name.startsWith('2026-01-0'));
    expect(made).toMatch(/^\d{4}-\d\d-\d\dT\d{6}Z$/);
    expect(listed(root)).toEqual(['.status', '2026-01-03T033000Z', '2026-01-04T033000Z', made, 'keep-me']);
    expect(fs.readFileSync(path.join(root, '.status'), 'utf8')).toMatch(/^ok /);
    expect((await run([script, '--health'], { BACKUP_ROOT: root })).code).toBe(0);
  });

  it('removes the folder of a failed backup, reports it to the health check, and recovers', async () => {
    const root = temporaryDir('backups');
    const failed = await run([script, '--once', ...failing], { BACKUP_ROOT: root });
    expect(failed.code).toBe(1);
    expect(failed.output).toContain('FAILED');
    expect(listed(root)).toEqual(['.status']);
    expect((await run([script, '--health'], { BACKUP_ROOT: root })).code).toBe(1);

    expect((await run([script, '--once', ...succeeding], { BACKUP_ROOT: root })).code).toBe(0);
    expect((await run([script, '--health'], { BACKUP_ROOT: root })).code).toBe(0);
  });

  it('refuses a schedule or a retention it cannot read', async () => {
    const root = temporaryDir('backups');
    expect(await run([script, ...succeeding], { BACKUP_ROOT: root, BACKUP_AT: '3:30' })).toEqual({
      code: 2,
      output: expect.stringContaining('BACKUP_AT must be HH:MM'),
    });
    expect(await run([script, ...succeeding], { BACKUP_ROOT: root, BACKUP_KEEP: '0' })).toEqual({
      code: 2,
      output: expect.stringContaining('BACKUP_KEEP must be a number'),
    });
  });
});

/**
 * A stand-in for `weed shell`, reading one command from standard input like the real one and printing
 * what SeaweedFS 4.44 prints (weed/shell/command_s3_*.go): "error: ..." and exit status 0 on failure.
 * Its state is files under FAKE_WEED_STATE; FAKE_WEED_VERSIONING_STICKS=no plays a store that does not
 * keep versioning on.
 */
const FAKE_WEED = String.raw`#!/bin/sh
state="$FAKE_WEED_STATE"
mkdir -p "$state/buckets" "$state/users" "$state/policies"
read -r line
set -- $line
command="$1"; shift
arg() { flag="$1"; shift; while [ $# -gt 0 ]; do [ "$1" = "$flag" ] && { echo "$2"; return; }; shift; done; }
echo "$line" >> "$state/commands"
case "$command" in
s3.bucket.list)
  for b in "$state"/buckets/*; do [ -e "$b" ] && printf '  %s\tsize:0\tlogical:0\tchunk:0\n' "$(basename "$b")"; done ;;
s3.bucket.create)
  name=$(arg -name "$@")
  if [ -e "$state/buckets/$name" ]; then echo "error: rpc error: code = AlreadyExists"; else : > "$state/buckets/$name"; echo "created bucket $name"; fi ;;
s3.bucket.versioning)
  name=$(arg -name "$@")
  [ -e "$state/buckets/$name" ] || { echo "error: lookup bucket $name: not found"; exit 0; }
  case " $* " in
  *" -enable "*) [ "$FAKE_WEED_VERSIONING_STICKS" = no ] || echo Enabled > "$state/buckets/$name"; echo "Bucket $name versioning set to Enabled" ;;
  *) echo "Bucket: $name"; echo "Versioning: $(cat "$state/buckets/$name" 2>/dev/null | grep . || echo Unconfigured)" ;;
  esac ;;
s3.policy)
  cp "$(arg -file "$@")" "$state/policies/$(arg -name "$@")" ;;
s3.user.show)
  name=$(arg -name "$@")
  [ -d "$state/users/$name" ] || { echo "error: rpc error: code = NotFound desc = user $name not found"; exit 0; }
  keys=$(for k in "$state/users/$name"/key-*; do printf '{"access_key":"%s","status":"Active"},' "$(cat "$k")"; done)
  printf '{"name":"%s","status":"enabled","source":"dynamic","policies":[],"credentials":[%s]}\n' "$name" "${'${'}keys%,}" ;;
s3.user.create)
  name=$(arg -name "$@")
  [ -d "$state/users/$name" ] && { echo "error: user $name already exists"; exit 0; }
  mkdir -p "$state/users/$name"; arg -access_key "$@" > "$state/users/$name/key-1"; arg -secret_key "$@" > "$state/users/$name/secret-1"
  printf '{"access_key":"%s","name":"%s"}\n' "$(arg -access_key "$@")" "$name" ;;
s3.accesskey.create)
  name=$(arg -user "$@"); n=$(ls "$state/users/$name" | grep -c key-); n=$((n + 1))
  arg -access_key "$@" > "$state/users/$name/key-$n"; arg -secret_key "$@" > "$state/users/$name/secret-$n" ;;
s3.policy.attach)
  echo "$(arg -policy "$@")" > "$state/users/$(arg -user "$@")/policy"
  printf '{"policy":"%s","user":"%s"}\n' "$(arg -policy "$@")" "$(arg -user "$@")" ;;
*) echo "unknown command: $command" ;;
esac
exit 0
`;

describe('deploy/storage-setup.sh', () => {
  function fakeWeed() {
    const bin = temporaryDir('fake-weed-bin');
    fs.writeFileSync(path.join(bin, 'weed'), FAKE_WEED, { mode: 0o755 });
    const state = temporaryDir('fake-weed-state');
    const env = {
      PATH: `${bin}:${process.env.PATH ?? ''}`,
      FAKE_WEED_STATE: state,
      S3_BUCKET: 'cordee-uploads',
      S3_ACCESS_KEY_ID: 'cordee-app',
      S3_SECRET_ACCESS_KEY: 'a1b2c3d4e5f6',
    };
    const read = (relative: string) => fs.readFileSync(path.join(state, relative), 'utf8');
    return { env, state, read };
  }

  it('creates the bucket with versioning on, and an account that may only get, put, delete and list in it', async () => {
    const weed = fakeWeed();
    const first = await run(['deploy/storage-setup.sh'], weed.env);
    expect(first.code, first.output).toBe(0);
    expect(first.output).toContain('bucket cordee-uploads: Versioning: Enabled');
    expect(weed.read('buckets/cordee-uploads').trim()).toBe('Enabled');
    expect(JSON.parse(weed.read('policies/cordee-app'))).toEqual({
      Version: '2012-10-17',
      Statement: [
        { Effect: 'Allow', Action: ['s3:ListBucket'], Resource: ['arn:aws:s3:::cordee-uploads'] },
        {
          Effect: 'Allow',
          Action: ['s3:GetObject', 's3:PutObject', 's3:DeleteObject'],
          Resource: ['arn:aws:s3:::cordee-uploads/*'],
        },
      ],
    });
    expect(weed.read('users/cordee-app/key-1').trim()).toBe('cordee-app');
    expect(weed.read('users/cordee-app/policy').trim()).toBe('cordee-app');
    // The secret went to weed shell on its standard input, never on a command line of this container.
    expect(first.output).not.toContain('a1b2c3d4e5f6');

    // Again (every `docker compose up`): nothing created twice; a new key id joins the old one.
    const again = await run(['deploy/storage-setup.sh'], { ...weed.env, S3_ACCESS_KEY_ID: 'cordee-app-2' });
    expect(again.code, again.output).toBe(0);
    expect(again.output).toContain('bucket cordee-uploads exists');
    expect(fs.readdirSync(path.join(weed.state, 'users/cordee-app')).sort()).toEqual([
      'key-1',
      'key-2',
      'policy',
      'secret-1',
      'secret-2',
    ]);
    expect(weed.read('commands')).not.toMatch(/s3\.bucket\.create[^\n]*\n[\s\S]*s3\.bucket\.create/);
  });

  it('stops, failing, when versioning does not stay on or weed shell reports an error', async () => {
    const weed = fakeWeed();
    const unversioned = await run(['deploy/storage-setup.sh'], { ...weed.env, FAKE_WEED_VERSIONING_STICKS: 'no' });
    expect(unversioned.code).toBe(1);
    expect(unversioned.output).toContain('versioning of cordee-uploads is not enabled');
    expect(fs.existsSync(path.join(weed.state, 'users/cordee-app'))).toBe(false);

    const badKey = await run(['deploy/storage-setup.sh'], { ...fakeWeed().env, S3_SECRET_ACCESS_KEY: 'with space;' });
    expect(badKey.code).toBe(1);
    expect(badKey.output).toContain('letters, digits, dots, dashes and underscores only');
  });
});
