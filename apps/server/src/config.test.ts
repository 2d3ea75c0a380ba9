import { describe, expect, it } from 'vitest';
import { ConfigError, isLoopbackHost, loadConfig, s3SettingsFrom } from './config.ts';

/** The variables that decide the run mode; the rest of the environment is left out on purpose. */
function configFor(env: Record<string, string | undefined>) {
  const defined = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined));
  return loadConfig({ DATA_DIR: '/tmp/cordee-config-test', ...defined });
}

const NODE_ENVS = [undefined, 'development', 'test', 'production'] as const;
const HOSTS = [undefined, 'localhost', '127.0.0.1', '::1', '0.0.0.0', '192.168.1.20', '::'] as const;
const PUBLIC_URLS = [
  undefined,
  'http://localhost:3000',
  'http://127.0.0.1:8080',
  'http://[::1]:3000',
  'https://cordee.example',
  'http://192.168.1.20:3000',
] as const;

const LOCAL_HOSTS = new Set<string | undefined>([undefined, 'localhost', '127.0.0.1', '::1']);
const LOCAL_URLS = new Set<string | undefined>([
  undefined,
  'http://localhost:3000',
  'http://127.0.0.1:8080',
  'http://[::1]:3000',
]);

describe('run mode: NODE_ENV × HOST × PUBLIC_URL (finding 6)', () => {
  for (const nodeEnv of NODE_ENVS) {
    for (const host of HOSTS) {
      for (const publicUrl of PUBLIC_URLS) {
        const name = `NODE_ENV=${nodeEnv ?? '(unset)'} HOST=${host ?? '(unset)'} PUBLIC_URL=${publicUrl ?? '(unset)'}`;
        it(name, () => {
          // Stripe configured, so only the run mode can refuse here.
          const config = configFor({
            NODE_ENV: nodeEnv,
            HOST: host,
            PUBLIC_URL: publicUrl,
            STRIPE_SECRET_KEY: 'sk_test_x',
            STRIPE_WEBHOOK_SECRET: 'whsec_x',
          });
          if (nodeEnv === 'production' && publicUrl === undefined) {
            // Email links and payment returns would point at http://localhost:PORT: refused, by name.
            expect(config.runMode).toEqual({ kind: 'production' });
            expect(config.startupRefusals).toHaveLength(1);
            expect(config.startupRefusals[0]).toMatch(/^PUBLIC_URL is not set/);
          } else if (nodeEnv === 'production') {
            expect(config.runMode).toEqual({ kind: 'production' });
            expect(config.devConveniences).toBe(false);
            expect(config.startupRefusals).toEqual([]);
          } else if (nodeEnv !== undefined) {
            expect(config.runMode).toEqual({ kind: 'development', explicit: true });
            expect(config.devConveniences).toBe(true);
            expect(config.startupRefusals).toEqual([]);
          } else if (LOCAL_HOSTS.has(host) && LOCAL_URLS.has(publicUrl)) {
            expect(config.runMode).toEqual({ kind: 'development', explicit: false });
            expect(config.devConveniences).toBe(true);
            expect(config.startupRefusals).toEqual([]);
          } else {
            expect(config.runMode.kind).toBe('refused');
            expect(config.devConveniences).toBe(false);
            expect(config.startupRefusals).toHaveLength(1);
            expect(config.startupRefusals[0]).toMatch(/NODE_ENV is not set/);
            expect(config.startupRefusals[0]).toMatch(/NODE_ENV=production/);
            expect(config.startupRefusals[0]).toMatch(/NODE_ENV=development/);
            if (!LOCAL_HOSTS.has(host)) expect(config.startupRefusals[0]).toContain(`HOST=${host}`);
            if (!LOCAL_URLS.has(publicUrl)) expect(config.startupRefusals[0]).toContain(`PUBLIC_URL=${publicUrl}`);
          }
        });
      }
    }
  }

  it('listens on loopback unless in production, where every interface is the default', () => {
    expect(configFor({}).HOST).toBe('localhost');
    expect(configFor({ NODE_ENV: 'development' }).HOST).toBe('localhost');
    expect(configFor({ NODE_ENV: 'production', PAYMENTS_PROVIDER: 'sandbox' }).HOST).toBe('0.0.0.0');
  });

  it('points PUBLIC_URL at the port it listens on when unset', () => {
    expect(configFor({}).PUBLIC_URL).toBe('http://localhost:3000');
    expect(configFor({ PORT: '3902' }).PUBLIC_URL).toBe('http://localhost:3902');
    expect(configFor({ PORT: '3902', PUBLIC_URL: 'http://127.0.0.1:9000' }).PUBLIC_URL).toBe('http://127.0.0.1:9000');
  });

  it('recognises loopback names and addresses only', () => {
    for (const host of ['localhost', 'LOCALHOST', 'app.localhost', '127.0.0.1', '127.1.2.3', '::1', '[::1]']) {
      expect(isLoopbackHost(host), host).toBe(true);
    }
    for (const host of ['0.0.0.0', '::', '10.0.0.1', 'localhost.example.com', 'cordee.ca', '128.0.0.1']) {
      expect(isLoopbackHost(host), host).toBe(false);
    }
  });
});

describe('payment provider choice (finding 6)', () => {
  const stripe = { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' };

  it('runs the sandbox in development and Stripe when both secrets are set', () => {
    expect(configFor({}).paymentsProvider).toBe('sandbox');
    expect(configFor({ STRIPE_SECRET_KEY: 'sk_test_x' }).paymentsProvider).toBe('sandbox');
    expect(configFor(stripe).paymentsProvider).toBe('stripe');
    expect(configFor({ NODE_ENV: 'production', PUBLIC_URL: 'https://cordee.example', ...stripe })).toMatchObject({
      paymentsProvider: 'stripe',
      startupRefusals: [],
    });
  });

  it('refuses production without Stripe unless the sandbox is chosen by name', () => {
    const refused = configFor({ NODE_ENV: 'production', PUBLIC_URL: 'https://cordee.example' });
    expect(refused.startupRefusals).toHaveLength(1);
    expect(refused.startupRefusals[0]).toMatch(/STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET/);
    expect(refused.startupRefusals[0]).toMatch(/PAYMENTS_PROVIDER=sandbox/);

    const halfStripe = configFor({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://cordee.example',
      STRIPE_SECRET_KEY: 'sk_live_x',
    });
    expect(halfStripe.startupRefusals[0]).toMatch(/STRIPE_WEBHOOK_SECRET not set/);

    expect(
      configFor({ NODE_ENV: 'production', PUBLIC_URL: 'https://cordee.example', PAYMENTS_PROVIDER: 'sandbox' }),
    ).toMatchObject({
      paymentsProvider: 'sandbox',
      startupRefusals: [],
    });
  });

  it('refuses production without PUBLIC_URL, naming it, whatever else is set (issue 28)', () => {
    const refused = configFor({ NODE_ENV: 'production', PAYMENTS_PROVIDER: 'sandbox', PORT: '8080' });
    expect(refused.startupRefusals).toEqual([expect.stringMatching(/^PUBLIC_URL is not set/)]);
    // The message says what would go wrong and what to set.
    expect(refused.startupRefusals[0]).toContain('http://localhost:8080');
    expect(refused.startupRefusals[0]).toMatch(/PUBLIC_URL=https:\/\//);
    // An empty value is no value.
    expect(
      configFor({ NODE_ENV: 'production', PAYMENTS_PROVIDER: 'sandbox', PUBLIC_URL: '' }).startupRefusals,
    ).toHaveLength(1);
    // Development keeps its localhost default.
    expect(configFor({}).startupRefusals).toEqual([]);
  });

  it('honours an explicit choice, and says which Stripe secret is missing', () => {
    expect(configFor({ PAYMENTS_PROVIDER: 'sandbox', ...stripe }).paymentsProvider).toBe('sandbox');
    const noKeys = configFor({ PAYMENTS_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_x' });
    expect(noKeys.startupRefusals).toEqual(['PAYMENTS_PROVIDER=stripe needs STRIPE_WEBHOOK_SECRET.']);
    expect(() => configFor({ PAYMENTS_PROVIDER: 'paypal' })).toThrow(/PAYMENTS_PROVIDER/);
  });

  it('reports both problems at once', () => {
    expect(configFor({ HOST: '0.0.0.0', PAYMENTS_PROVIDER: 'stripe' }).startupRefusals).toHaveLength(2);
  });
});

describe('S3 storage settings', () => {
  const bucket = { S3_BUCKET: 'cordee-uploads' };

  it('keeps files on the local disk without a bucket, and fills the defaults with one', () => {
    expect(s3SettingsFrom(configFor({}))).toBeUndefined();
    expect(s3SettingsFrom(configFor(bucket))).toEqual({
      bucket: 'cordee-uploads',
      endpoint: undefined,
      region: 'us-east-1',
      credentials: undefined,
      forcePathStyle: false,
      prefix: '',
    });
  });

  it('reads an S3-compatible endpoint, keys, path style and prefix', () => {
    const settings = s3SettingsFrom(
      configFor({
        ...bucket,
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_REGION: 'ca-central-1',
        S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
        S3_SECRET_ACCESS_KEY: 'secret-example',
        S3_PREFIX: 'cordee/uploads/',
      }),
    );
    expect(settings).toEqual({
      bucket: 'cordee-uploads',
      endpoint: 'http://127.0.0.1:9000',
      region: 'ca-central-1',
      credentials: { accessKeyId: 'AKIAEXAMPLE', secretAccessKey: 'secret-example' },
      // An endpoint of its own means path style unless told otherwise.
      forcePathStyle: true,
      prefix: 'cordee/uploads/',
    });
    const virtualHosted = { ...bucket, S3_ENDPOINT: 'https://nyc3.digitaloceanspaces.com' };
    expect(s3SettingsFrom(configFor({ ...virtualHosted, S3_FORCE_PATH_STYLE: 'false' }))?.forcePathStyle).toBe(false);
    expect(s3SettingsFrom(configFor({ ...bucket, S3_FORCE_PATH_STYLE: 'true' }))?.forcePathStyle).toBe(true);
    // Empty means unset, as for every other setting.
    expect(s3SettingsFrom(configFor({ ...bucket, S3_ENDPOINT: '', S3_PREFIX: '' }))).toMatchObject({
      endpoint: undefined,
      prefix: '',
      forcePathStyle: false,
    });
  });

  it('refuses S3 settings without a bucket, naming them', () => {
    expect(() => configFor({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
      /S3_BUCKET: must be set when S3_ENDPOINT is set/,
    );
    expect(() => configFor({ S3_REGION: 'ca-central-1', S3_PREFIX: 'uploads/' })).toThrow(
      /S3_BUCKET: must be set when S3_REGION, S3_PREFIX are set/,
    );
    expect(() => configFor({ S3_ACCESS_KEY_ID: 'a', S3_SECRET_ACCESS_KEY: 'b' })).toThrow(ConfigError);
    expect(() => configFor({ S3_FORCE_PATH_STYLE: 'true' })).toThrow(/S3_BUCKET/);
  });

  it('wants both keys or neither, without printing the secret', () => {
    const secret = 'wJalrXUtnFEMI-K7MDENG-bPxRfiCYEXAMPLEKEY';
    let message = '';
    try {
      configFor({ ...bucket, S3_SECRET_ACCESS_KEY: secret });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/S3_ACCESS_KEY_ID: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/);
    expect(message).not.toContain(secret);
    expect(() => configFor({ ...bucket, S3_ACCESS_KEY_ID: 'AKIAEXAMPLE' })).toThrow(/S3_SECRET_ACCESS_KEY: /);
  });

  it('refuses malformed values with a message that says what is accepted', () => {
    const refused = (env: Record<string, string>, pattern: RegExp) => expect(() => configFor(env)).toThrow(pattern);
    refused({ S3_BUCKET: 'Uploads_Bucket' }, /S3_BUCKET: must be an S3 bucket name/);
    refused({ S3_BUCKET: 'ab' }, /S3_BUCKET/);
    refused({ S3_BUCKET: '192.168.1.2' }, /S3_BUCKET/);
    refused({ ...bucket, S3_ENDPOINT: 'minio:9000' }, /S3_ENDPOINT: must be an http:\/\/ or https:\/\/ URL/);
    refused({ ...bucket, S3_ENDPOINT: 'ftp://files.example' }, /S3_ENDPOINT/);
    refused({ ...bucket, S3_ENDPOINT: 'https://key:secret@s3.example' }, /S3_ENDPOINT: must not hold credentials/);
    refused({ ...bucket, S3_FORCE_PATH_STYLE: 'yes' }, /S3_FORCE_PATH_STYLE/);
    refused({ ...bucket, S3_REGION: 'Canada Central' }, /S3_REGION/);
    for (const prefix of ['uploads', '/uploads/', '../', 'a/../', 'a//', 'up loads/', '.hidden/']) {
      refused({ ...bucket, S3_PREFIX: prefix }, /S3_PREFIX: must be folder names/);
    }
  });

  it('never prints a key given in the endpoint', () => {
    let message = '';
    try {
      configFor({ ...bucket, S3_ENDPOINT: 'https://AKIAEXAMPLE:very-secret@s3.example' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/S3_ENDPOINT/);
    expect(message).not.toContain('very-secret');
  });
});

describe('metrics settings (decision 0043)', () => {
  it('are off unless configured, and their own port listens on loopback unless told otherwise', () => {
    const config = configFor({});
    expect(config.METRICS_PORT).toBeUndefined();
    expect(config.METRICS_TOKEN).toBeUndefined();
    expect(config.METRICS_HOST).toBe('127.0.0.1');
    expect(configFor({ METRICS_PORT: '', METRICS_TOKEN: '' }).METRICS_PORT).toBeUndefined();
    expect(configFor({ METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' })).toMatchObject({
      METRICS_PORT: 9464,
      METRICS_HOST: '0.0.0.0',
    });
  });

  it('refuse a port out of range and a guessable or unsendable token, without printing it', () => {
    expect(() => configFor({ METRICS_PORT: '70000' })).toThrow(/METRICS_PORT/);
    expect(() => configFor({ METRICS_PORT: 'nine' })).toThrow(/METRICS_PORT/);
    let message = '';
    try {
      configFor({ METRICS_TOKEN: 'short-secret' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/METRICS_TOKEN: must be at least 32 characters/);
    expect(message).not.toContain('short-secret');
    expect(() => configFor({ METRICS_TOKEN: `${'a'.repeat(32)} b` })).toThrow(/METRICS_TOKEN: must be printable ASCII/);
    expect(configFor({ METRICS_TOKEN: 'x'.repeat(32) }).METRICS_TOKEN).toBe('x'.repeat(32));
  });
});
