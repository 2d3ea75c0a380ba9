import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DiaryWriteSchema } from '@cordee/shared/diaries.contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Storage } from '../../integrations/storage/storage.ts';
import { createDiary } from '../journal/journal.service.ts';
import { storeImageUpload } from '../uploads/uploads.service.ts';
import { users } from '../users/users.tables.ts';
import { DEMO_BOOKING_CLIMBER } from './demo-bookings.ts';
import type { DemoImage } from './demo-events.ts';

const IMAGES_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'images');
const DAY = 24 * 60 * 60 * 1000;

type DemoEntry = { title: string; daysAgo: number; images: DemoImage[]; description: string; shared: boolean };

/**
 * The demo climber's Climbing Journal: a season of real climbing days, one of them shared so the public
 * link (`/viewdiary/chloe-wong/{id}`) can be opened signed out. Each description is longer than the
 * 100-character preview, so Read more shows.
 */
export const DEMO_JOURNAL: readonly DemoEntry[] = [
  {
    title: 'Diedre on the Squamish Apron',
    daysAgo: 12,
    images: ['granite-dawn', 'coastal-slabs'],
    shared: true,
    description:
      '<p>Six pitches of perfect slab on <strong>Diedre (5.8)</strong> with Maya. We started at 7:30 to beat the ' +
      'crowds and still had a party ahead of us at the second belay.</p>' +
      '<ul><li>Pitch 3 is the crux: trust your feet, the corner crack takes small cams.</li>' +
      '<li>Walked off via the Apron trail, about 40 minutes back to the car.</li></ul>' +
      '<p>Next time: <em>Banana Peel</em> or the upper Calculus Crack.</p>',
  },
  {
    title: 'Bugaboos approach recon',
    daysAgo: 27,
    images: ['glacier-camp', 'alpine-spires'],
    shared: false,
    description:
      '<p>Hiked to Applebee Dome camp to scout the Kain route on Bugaboo Spire. The glacier was dry and the ' +
      'bergschrund on the col easy to pass this early in August.</p><p>Packed too much food. Rockfall in the ' +
      'afternoon off Snowpatch: cross the col before 10.</p>',
  },
  {
    title: 'Back of the Lake, Lake Louise',
    daysAgo: 41,
    images: ['lake-louise-blue', 'limestone-wall'],
    shared: false,
    description:
      '<p>Quartzite crimps all day. Sent <strong>Wicked Gravity (5.10b)</strong> second go after falling at the ' +
      'last bolt; ticked Public Enemy on top rope. Tourists on the lakeshore cheering every clip.</p>',
  },
  {
    title: 'First ice leads at Haffner Creek',
    daysAgo: 95,
    images: ['frozen-falls', 'blue-ice-column'],
    shared: false,
    description:
      '<p>Cold morning (−18 °C) in Kootenay National Park. Led two WI3 lines on the left side of the canyon, ' +
      'placing screws at every body length. Calves burning by noon.</p><p>Lesson: sharpen the picks before ' +
      'the next trip, and bring a thermos.</p>',
  },
];

/** Uploads the pictures as the climber and writes each entry through the journal's own use case. */
export async function seedDemoJournal(db: Database, storage: Storage, now: Date): Promise<void> {
  const [climber] = await db.select().from(users).where(eq(users.email, DEMO_BOOKING_CLIMBER));
  if (!climber) throw new Error('the demo climber is missing');
  for (const entry of [...DEMO_JOURNAL].reverse()) {
    const gallery = [];
    for (const image of entry.images) {
      const data = await fs.readFile(path.join(IMAGES_DIR, `${image}.jpg`));
      const stored = await storeImageUpload(db, storage, { data, filename: `${image}.jpg` }, climber.id);
      gallery.push({ type: 'image' as const, url: stored.url });
    }
    const input = DiaryWriteSchema.parse({
      dairy_title: entry.title,
      dairy_description: entry.description,
      dairy_date: new Date(now.getTime() - entry.daysAgo * DAY).toISOString().slice(0, 10),
      dairy_gallery: gallery,
      is_shared: entry.shared,
    });
    await createDiary(db, { user: climber, sessionId: 0 }, input);
  }
}
