import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { mediaSigningKeys } from './uploads.tables.ts';

/** How long a handed-out media url works: long enough to watch and seek a training video. */
export const MEDIA_URL_LIFETIME_SECONDS = 60 * 60;
/** Expiries are rounded up to this step, so the same caller gets the same url for a while (browser cache). */
const EXPIRY_STEP_SECONDS = 5 * 60;

export type MediaSigner = {
  /** `/api/media/<key>?exp=…&sig=…`, valid for about MEDIA_URL_LIFETIME_SECONDS from `now`. */
  urlFor(key: string, now?: Date): string;
  /** Whether the signature is ours for this key and expiry, and the expiry has not passed. */
  verify(key: string, exp: number, sig: string, now?: Date): boolean;
};

function signature(secret: Buffer, key: string, exp: number): string {
  return createHmac('sha256', secret).update(`${key}\n${exp}`).digest('base64url');
}

export function createMediaSigner(secret: Buffer): MediaSigner {
  return {
    urlFor(key, now = new Date()) {
      const earliest = Math.floor(now.getTime() / 1000) + MEDIA_URL_LIFETIME_SECONDS;
      const exp = Math.ceil(earliest / EXPIRY_STEP_SECONDS) * EXPIRY_STEP_SECONDS;
      return `/api/media/${key}?exp=${exp}&sig=${signature(secret, key, exp)}`;
    },
    verify(key, exp, sig, now = new Date()) {
      if (exp < Math.floor(now.getTime() / 1000)) return false;
      const expected = Buffer.from(signature(secret, key, exp));
      const given = Buffer.from(sig);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

/** The shared key from the database, made by the first instance that needs it (a race inserts once). */
async function sharedSecretOf(db: Database): Promise<Buffer> {
  await db
    .insert(mediaSigningKeys)
    .values({ id: 1, secret: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ secret: mediaSigningKeys.secret })
    .from(mediaSigningKeys)
    .where(eq(mediaSigningKeys.id, 1));
  if (!row) throw new Error('the media signing key could not be stored');
  return Buffer.from(row.secret, 'base64url');
}

const signers = new WeakMap<Database, Promise<MediaSigner>>();

/**
 * The signer of this database: MEDIA_SIGNING_SECRET when set, otherwise the key stored in the database,
 * so every instance signs and checks with the same key (a per-process key would break behind a load
 * balancer). Read once per database handle; the key itself never changes.
 */
export function mediaSignerOf(db: Database, config: Pick<Config, 'MEDIA_SIGNING_SECRET'>): Promise<MediaSigner> {
  if (config.MEDIA_SIGNING_SECRET) return Promise.resolve(createMediaSigner(Buffer.from(config.MEDIA_SIGNING_SECRET)));
  let signer = signers.get(db);
  if (!signer) {
    signer = sharedSecretOf(db).then(createMediaSigner);
    signer.catch(() => signers.delete(db));
    signers.set(db, signer);
  }
  return signer;
}
