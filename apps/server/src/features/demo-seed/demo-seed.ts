import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { EventWriteSchema } from '@cordee/shared/event-write.contracts';
import { GuideApplicationSchema } from '@cordee/shared/guides.contracts';
import { ADMIN_PERMISSIONS, type AdminPermissionId } from '@cordee/shared/roles';
import { count, eq, inArray } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/pg-errors.ts';
import type { Dependencies } from '../../dependencies.ts';
import { SandboxPaymentProvider } from '../../integrations/payments/sandbox/sandbox-payment-provider.ts';
import type { Storage } from '../../integrations/storage/storage.ts';
import { createEvent } from '../events/events.service.ts';
import { registerGuide } from '../guides/guide-application.service.ts';
import { applyAccountFlags } from '../payouts/payout-account-sync.ts';
import { createPdfScanPoolForUploads } from '../uploads/pdf-scan-pool.ts';
import { storeImageUpload, storePdfUpload } from '../uploads/uploads.service.ts';
import { hashPassword } from '../users/passwords.ts';
import { users } from '../users/users.tables.ts';
import { seedDemoBookings } from './demo-bookings.ts';
import { seedDemoChat } from './demo-chat.ts';
import { type DemoImage, demoEvents } from './demo-events.ts';
import { seedDemoJournal } from './demo-journal.ts';
import { seedDemoPlans } from './demo-plans.ts';
import { seedDemoTrainingPrograms } from './demo-training-programs.ts';
import { seedDemoTrainings } from './demo-trainings.ts';

export const DEMO_PASSWORD = 'cordee-demo';

export const DEMO_ACCOUNTS = [
  { email: 'super@cordee.test', name: 'Sophie Tremblay', role: 'super_admin' },
  { email: 'admin@cordee.test', name: 'Alex Martin', role: 'admin' },
  { email: 'guide@cordee.test', name: 'Gabriel Roy', role: 'guide' },
  { email: 'climber@cordee.test', name: 'Chloe Wong', role: 'climber' },
  { email: 'seatosky@cordee.test', name: 'Sea to Sky Alpine Guides', role: 'guide' },
  { email: 'icefields@cordee.test', name: 'Icefields Mountain Guides', role: 'guide' },
  { email: 'laurentides@cordee.test', name: 'Escalade Laurentides', role: 'guide' },
  // Approved but without a payout account: the demo of connecting one (Setup → active) starts here.
  { email: 'newguide@cordee.test', name: 'Noah Bergeron', role: 'guide' },
  // A sub admin who holds the Statistics flag alone: opens Statistics and nothing else.
  { email: 'stats@cordee.test', name: 'Samuel Gagnon', role: 'admin', permissions: ['statistics'] },
] as const satisfies ReadonlyArray<{
  email: string;
  name: string;
  role: 'super_admin' | 'admin' | 'guide' | 'climber';
  permissions?: readonly AdminPermissionId[];
}>;

/** An admin's flags: the ones the account names, every flag otherwise. */
function permissionsOf(account: (typeof DEMO_ACCOUNTS)[number]): string[] {
  if (account.role !== 'admin') return [];
  return 'permissions' in account ? [...account.permissions] : ADMIN_PERMISSIONS.map((p) => p.id);
}

/**
 * A guide application waiting for review, sent through the public form's own use case: the reviewers
 * get "There is a new guide sign up" and the applicant the receipt email. It has no password (the
 * approval's invitation gives one), so it is not among the accounts above.
 */
export const DEMO_PENDING_GUIDE = {
  email: 'pending@cordee.test',
  name: 'Rockies Alpine Adventures',
  documentName: 'Liability insurance 2026.pdf',
} as const;

/** Guides that get neither a payout account nor events in the demo. */
const GUIDES_WITHOUT_PAYOUTS: ReadonlySet<string> = new Set(['newguide@cordee.test']);

/** Guides that are companies: greeted by their whole name. */
const COMPANY_GUIDES: ReadonlySet<string> = new Set([
  'seatosky@cordee.test',
  'icefields@cordee.test',
  'laurentides@cordee.test',
]);

const COLORS = ['purple', 'green', 'blue', 'pink', 'yellow', 'red', 'brown', 'green'];
const IMAGES_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'images');

/**
 * The app's services: gallery images go to its storage, event places come from its geocoder, and demo
 * payout accounts and events are only made when its payment provider is the sandbox. The configuration
 * gives the links in the demo bookings' emails.
 */
export type DemoSeedDependencies = Pick<Dependencies, 'storage' | 'payments' | 'geocoder'> & { config: Config };

/**
 * Demo data for a fresh development database: the demo accounts, payout accounts for the demo guides
 * (sandbox provider only), their events with gallery images, the demo climber's bookings (a request
 * waiting for the guide, an accepted one waiting for payment) and their conversation with the guide. Returns false (and does nothing) when
 * the database already has users, so a restart never duplicates or overwrites anything.
 */
export async function seedDemoData(
  db: Database,
  { storage, payments, geocoder, config }: DemoSeedDependencies,
): Promise<boolean> {
  const [existing] = await db.select({ value: count() }).from(users);
  if ((existing?.value ?? 0) > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = new Date();
  try {
    await db.transaction(async (tx) => {
      await tx.insert(users).values(
        DEMO_ACCOUNTS.map((account, index) => ({
          role: account.role,
          email: account.email,
          name: account.name,
          phoneNumber: `604 555 010${index}`,
          passwordHash,
          color: COLORS[index] ?? 'blue',
          emailVerifiedAt: now,
          isApproved: account.role === 'guide',
          isCompany: COMPANY_GUIDES.has(account.email),
          permissions: permissionsOf(account),
          newsletter: false,
        })),
      );
    });
  } catch (error) {
    // Several instances started together on one empty database: the first one's accounts won the race
    // and it seeds the rest; the others leave it to it.
    if (isUniqueViolation(error)) return false;
    throw error;
  }

  await seedPendingApplication(db, storage);
  // Plans and training content do not depend on the payment provider: the content's seeds follow here.
  const demoPlanIds = await seedDemoPlans(db);
  await seedDemoTrainingPrograms(db, storage, demoPlanIds, 'admin@cordee.test');
  await seedDemoJournal(db, storage, now);
  await seedDemoTrainings(db, storage, config, demoPlanIds);

  // Onboarding can only be completed on the sandbox: with real Stripe the guides set it up themselves.
  if (!(payments instanceof SandboxPaymentProvider)) return true;

  const guides = new Map<string, number>();
  for (const account of DEMO_ACCOUNTS.filter((a) => a.role === 'guide' && !GUIDES_WITHOUT_PAYOUTS.has(a.email))) {
    guides.set(account.email, await onboardGuide(db, payments, account.email));
  }

  const gallery = new Map<string, string>();
  /** Each guide uploads the images once, through the same path as the upload endpoint. */
  const imageUrl = async (guideId: number, image: DemoImage) => {
    const cacheKey = `${guideId}:${image}`;
    const known = gallery.get(cacheKey);
    if (known) return known;
    const data = await fs.readFile(path.join(IMAGES_DIR, `${image}.jpg`));
    const stored = await storeImageUpload(db, storage, { data, filename: `${image}.jpg` }, guideId);
    gallery.set(cacheKey, stored.url);
    return stored.url;
  };

  for (const [index, demo] of demoEvents(now).entries()) {
    const guideId = guides.get(demo.guide);
    if (guideId === undefined) throw new Error(`demo event for an unknown guide: ${demo.guide}`);
    const [user] = await db.select().from(users).where(eq(users.id, guideId));
    if (!user) throw new Error(`demo guide ${demo.guide} is missing`);
    const images: string[] = [];
    for (const image of demo.images) images.push(await imageUrl(guideId, image));
    const input = EventWriteSchema.parse({ ...demo.draft, gallery: images, request_id: `demo-seed-${index + 1}` });
    await createEvent({ db, geocoder }, { user, sessionId: 0 }, input);
  }
  await seedDemoBookings(db, config, now);
  await seedDemoChat(db, now);
  return true;
}

/** The demo accounts present in the database (their password is printed in the README). */
export async function existingDemoAccounts(db: Database): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        DEMO_ACCOUNTS.map((account) => account.email),
      ),
    );
  return rows.map((row) => row.email);
}

/**
 * A connected account for the guide, onboarded through the sandbox's own completion (what its hosted
 * page does), and the resulting flags stored on the user as the account.updated webhook would.
 */
async function onboardGuide(db: Database, payments: SandboxPaymentProvider, email: string): Promise<number> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) throw new Error(`demo guide ${email} is missing`);
  const account = await payments.createConnectedAccount({
    idempotencyKey: `account:user:${user.id}`,
    email,
    country: 'CA',
  });
  await db.update(users).set({ stripeAccountId: account.id, updatedAt: new Date() }).where(eq(users.id, user.id));
  await applyAccountFlags(db, await payments.completeOnboarding(account.id));
  return user.id;
}

/**
 * A one-page PDF that says what it is, built here rather than stored: a few hundred bytes with a valid
 * cross-reference table, so any viewer opens it.
 */
function demoInsurancePdf(): Buffer {
  const text =
    'BT /F1 18 Tf 60 720 Td (Demo liability insurance certificate) Tj 0 -28 Td (Rockies Alpine Adventures - not a real document) Tj ET';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (const [index, object] of objects.entries()) {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  }
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** The pending application, with its document uploaded as a visitor's, exactly as the form sends it. */
async function seedPendingApplication(db: Database, storage: Storage): Promise<void> {
  // Checked like any upload, on a pool of the seed's own: it runs once, before or beside any app.
  const pdfScans = createPdfScanPoolForUploads();
  const document = await storePdfUpload(
    db,
    storage,
    pdfScans,
    { data: demoInsurancePdf(), filename: DEMO_PENDING_GUIDE.documentName },
    null,
  ).finally(() => pdfScans.close());
  const application = GuideApplicationSchema.parse({
    name: DEMO_PENDING_GUIDE.name,
    email: DEMO_PENDING_GUIDE.email,
    is_company: true,
    phone_number: '403 555 0188',
    country: 'CA',
    guide_insurance: [{ key: document.key, url: document.url }],
    guide_awards: 'ACMG Alpine Guide, Avalanche Operations Level 2',
    customer_reviews: 'https://reviews.example.com/rockies-alpine-adventures',
    guide_experience: [
      { id: 1, name: 'Mountaineering', value: 14, description: 'Guided ascents in the Rockies and the Selkirks.' },
      { id: 2, name: 'Ice Climbing', value: 9, description: 'Ghost River and Field ice, beginners to WI5.' },
    ],
    referees: [
      { id: 1, name: 'Marie Lavoie', email: 'marie.lavoie@example.com', phone: '403 555 0170' },
      { id: 2, name: 'Tom Fischer', email: 'tom.fischer@example.com', phone: '250 555 0171' },
    ],
  });
  await registerGuide(db, application, 'demo-seed');
}
