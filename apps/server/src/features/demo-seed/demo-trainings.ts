import { copyFile, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TrainingWriteSchema } from '@cordee/shared/trainings.contracts';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { Storage } from '../../integrations/storage/storage.ts';
import { SYSTEM_AUDIT_CONTEXT } from '../audit-log/audit-context.ts';
import { createTraining } from '../trainings/trainings.service.ts';
import { mediaSignerOf } from '../uploads/media-signing.ts';
import { storeImageUpload, storeVideoUpload } from '../uploads/uploads.service.ts';
import { VIDEO_SNIFF_BYTES } from '../uploads/video-checks.ts';
import { users } from '../users/users.tables.ts';
import type { DemoPlanName } from './demo-plans.ts';

const HERE = path.dirname(fileURLToPath(import.meta.url));

/**
 * The demo's training videos: short clips made once with ffmpeg (committed under ./videos, a few
 * seconds each) with real technique notes, on the Free, Crag and Alpine plans. Listed oldest first.
 */
export const DEMO_TRAININGS: ReadonlyArray<{
  title: string;
  video: string;
  thumbnail: string;
  plan: DemoPlanName;
  description: string;
}> = [
  {
    title: 'Quiet feet on slab',
    video: 'slab-footwork.mp4',
    thumbnail: 'coastal-slabs',
    plan: 'Free',
    description:
      '<p>Slab climbing is footwork first. Look at each hold until your toe is on it, then weight it without a sound: a <strong>quiet foot</strong> is a precise foot.</p>' +
      '<ul><li>Keep your heels low to put more rubber on the rock.</li><li>Stand tall over your feet, hips away from the wall, so your weight presses the shoe into the slab.</li><li>Take small steps; high steps push you off balance.</li></ul>' +
      '<p>Drill: climb an easy slab three times, each time trying to make less noise with your feet.</p>',
  },
  {
    title: 'Flagging and hip position on steep rock',
    video: 'steep-body-position.mp4',
    thumbnail: 'limestone-wall',
    plan: 'Free',
    description:
      '<p>On overhanging rock your arms tire fast when your hips hang away from the wall. Turn a hip in and <strong>flag</strong> the other leg to stay balanced without a second foothold.</p>' +
      '<ul><li>Reach with the arm on the same side as the hip you turned in.</li><li>Flag behind (back flag) when the next hold is far to the side; flag inside when it is above.</li><li>Keep arms straight between moves and let your legs push.</li></ul>',
  },
  {
    title: 'Building a quad anchor on two bolts',
    video: 'multipitch-anchor.mp4',
    thumbnail: 'granite-dawn',
    plan: 'Crag',
    description:
      '<p>A quad made from a double-length sling gives two bolts a redundant, self-equalising master point that suits multi-pitch belays.</p>' +
      '<ol><li>Double the sling and tie an overhand knot about 15 cm from each end.</li><li>Clip the doubled ends to the bolts with locking carabiners.</li><li>Clip two of the three middle strands for the master point; the knots limit extension if a bolt fails.</li></ol>' +
      '<p>Check: every piece locked, the master point points toward the expected load, and the belay device is on the master point.</p>',
  },
  {
    title: 'Cleaning a sport anchor: lower, do not rappel',
    video: 'cleaning-sport-anchor.webm',
    thumbnail: 'laurentian-cliffs',
    plan: 'Crag',
    description:
      '<p>At a sport anchor with rings, talk with your belayer <em>before</em> you leave the ground: you will stay on belay and be lowered.</p>' +
      '<ol><li>Clip in to a bolt with a personal anchor, say "take", and keep the rope tight.</li><li>Pull up slack, tie a bight, clip it to your harness belay loop, untie and thread the rings.</li><li>Tie back in, unclip the bight, check the knot and the belay, then remove your personal anchor and lower.</li></ol>' +
      '<p>Never untie without being clipped in, and never let go of the rope while threading.</p>',
  },
  {
    title: 'Placing ice screws fast and solid',
    video: 'ice-screw-placement.mp4',
    thumbnail: 'blue-ice-column',
    plan: 'Alpine',
    description:
      '<p>A good screw goes in at waist to chest height, in solid ice, angled slightly downward against the load (about 10 degrees).</p>' +
      '<ul><li>Clear rotten surface ice with the pick until the ice is hard and blue.</li><li>Start the teeth with firm pressure and a few quick turns, then crank with the hanger.</li><li>Avoid fractured bulges and spots under icicles; place in concave ice where you can.</li><li>Rack screws on a clipper so they come off with one hand.</li></ul>',
  },
];

/** The demo's trainings, added by the super admin through the same use cases as the Trainings form. */
export async function seedDemoTrainings(
  db: Database,
  storage: Storage,
  config: Config,
  planIds: Map<DemoPlanName, number>,
): Promise<void> {
  const [author] = await db.select().from(users).where(eq(users.email, 'super@cordee.test'));
  if (!author) throw new Error('the demo super admin is missing');
  const actor = { user: author };
  const signer = await mediaSignerOf(db, config);
  const tempDir = await mkdtemp(path.join(os.tmpdir(), 'cordee-demo-videos-'));
  try {
    for (const demo of DEMO_TRAININGS) {
      // The upload use case moves and then deletes its temporary file: it gets a copy.
      const tempPath = path.join(tempDir, demo.video);
      await copyFile(path.join(HERE, 'videos', demo.video), tempPath);
      const head = (await readFile(tempPath)).subarray(0, VIDEO_SNIFF_BYTES);
      const size = (await stat(tempPath)).size;
      const video = await storeVideoUpload(
        db,
        storage,
        signer,
        { tempPath, head, size, filename: demo.video },
        author.id,
      );
      const thumbnailData = await readFile(path.join(HERE, 'images', `${demo.thumbnail}.jpg`));
      const thumbnail = await storeImageUpload(
        db,
        storage,
        { data: thumbnailData, filename: `${demo.thumbnail}.jpg` },
        author.id,
      );
      const planId = planIds.get(demo.plan);
      if (planId === undefined) throw new Error(`demo plan ${demo.plan} is missing`);
      const input = TrainingWriteSchema.parse({
        training_title: demo.title,
        training_description: demo.description,
        training_gallery: [{ type: 'video', key: video.key, thumbnail: thumbnail.url }],
        plans: [planId],
      });
      // Demo data is the system's doing, not the demo admin's: the audit log says so.
      await createTraining(db, signer, actor, SYSTEM_AUDIT_CONTEXT, input);
    }
  } finally {
    await rm(tempDir, { recursive: true, force: true });
  }
}
