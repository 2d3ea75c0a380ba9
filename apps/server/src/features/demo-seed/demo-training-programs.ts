import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type TrainingPageWrite, TrainingPageWriteSchema } from '@cordee/shared/training-programs.contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Storage } from '../../integrations/storage/storage.ts';
import { SYSTEM_AUDIT_CONTEXT } from '../audit-log/audit-context.ts';
import { createTrainingPage } from '../training-programs/training-programs.service.ts';
import { storeImageUpload } from '../uploads/uploads.service.ts';
import { users } from '../users/users.tables.ts';
import type { DemoPlanName } from './demo-plans.ts';

const IMAGES_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'images');

type DemoProgram = {
  /** The plans that open it; none: free for all. */
  plans: DemoPlanName[];
  headerImage: string;
  /** Section images by section index. */
  sectionImages: Record<number, string[]>;
  program: Omit<TrainingPageWrite, 'plans' | 'header_image'>;
};

/** Two published programs with real content: a paid multi-pitch course on the Crag plan and a free alpine primer. */
const DEMO_PROGRAMS: DemoProgram[] = [
  {
    plans: ['Crag'],
    headerImage: 'coastal-slabs',
    sectionImages: { 0: ['granite-dawn'], 2: ['forest-trail'] },
    program: {
      title: 'Multi-pitch Foundations',
      is_published: 1,
      order: 1,
      sections: [
        {
          title: '<p>Anchors you can trust</p>',
          body:
            '<p>Every multi-pitch day hangs on the belay anchors. On bolted routes in Squamish or the Bow Valley you ' +
            'will mostly build on two bolts; on trad lines, on two or three pieces of gear in good rock.</p>' +
            '<p>Judge an anchor with <strong>ERNEST</strong>: Equalized, Redundant, No Extension, Solid, Timely. ' +
            'Timely matters: a perfect anchor that takes fifteen minutes costs you daylight on a long route.</p>',
          skills: [
            {
              title: 'The quad on two bolts',
              body:
                'Double a 120 cm sling or a cordelette, tie an overhand on each side of the middle, and clip the two ' +
                'loops to the bolts. Clip two of the three middle strands for the master point.',
              learn_text:
                'How the quad stays equalized when the load swings, with almost no extension if a bolt fails.',
              practice_text: 'Build it ten times on bolts at the base of a crag, until it takes under two minutes.',
            },
            {
              title: 'A cordelette anchor on gear',
              body:
                'Clip the cordelette to each piece, pull the strands down toward the expected load and tie one ' +
                'overhand or figure-eight for the master point.',
              learn_text: 'Reading the direction of load, and why a pre-equalized anchor only works in one direction.',
              practice_text: 'Place three pieces in a boulder crack at ground level and have a guide check each one.',
            },
            {
              title: 'Clove hitch to the master point',
              body: 'Secure yourself with a clove hitch on a locking carabiner: it adjusts without unclipping.',
              learn_text: 'Why the rope is the strongest and most dynamic tether you carry.',
              practice_text: 'Tie and adjust a clove hitch one-handed, with either hand.',
            },
          ],
          footnote: 'Never trust a single piece. Two solid bolts or three good pieces, every time.',
        },
        {
          title: '<p>Belay transitions</p>',
          body:
            '<p>Most time on a multi-pitch route is lost at the belays, not on the climbing. A clean transition is a ' +
            'sequence you repeat the same way every time: arrive, secure, call "off belay", pull up the rope, put ' +
            'your partner on belay.</p><p>We teach belaying the second directly off the anchor with a guide-mode ' +
            'device, the standard on Canadian multi-pitch routes.</p>',
          skills: [
            {
              title: 'Guide mode (auto-block) belay',
              body:
                'Clip the device to the master point with a locking carabiner and load it so the rope locks when ' +
                'the second falls.',
              learn_text: 'How to lower a second safely from guide mode, by redirecting the brake strand.',
              practice_text: 'Belay a partner in guide mode on a top-rope before using it up high.',
            },
            {
              title: 'Swinging leads and stacking the rope',
              body:
                'When leads alternate, flake the rope over your tether in decreasing loops so it feeds cleanly ' +
                'to the next leader.',
              learn_text: 'How to stack a rope that will not tangle in the wind.',
              practice_text: 'Time a full changeover at a two-bolt anchor ten metres off the ground.',
            },
          ],
          footnote: 'Agree on your calls before you leave the ground: wind and water drown voices.',
        },
        {
          title: '<p>Rappelling down safely</p>',
          body:
            '<p>Rappelling is where experienced climbers get hurt: the system is simple, but one missed step is ' +
            'enough. Close the system, check it, then weight it.</p><ul><li>Knots in both rope ends, always.</li>' +
            '<li>An extended rappel device with a friction hitch backup.</li><li>Check the anchor, the threaded ' +
            'rope and your buddy before unclipping your tether.</li></ul>',
          skills: [
            {
              title: 'Extended rappel with a friction hitch',
              body:
                'Extend the device from your belay loop with a sling or tether, and tie an autoblock below it on ' +
                'the leg loop.',
              learn_text: 'Why extension keeps the backup hitch from reaching the device.',
              practice_text: 'Rig, check and descend a short rappel at the crag, hands off the brake for a moment.',
            },
            {
              title: 'Pulling and throwing the rope',
              body:
                'Remember which strand to pull, untie the stopper knots, and keep the rope in saddlebags on windy ' +
                'faces instead of throwing it.',
              learn_text: 'How to avoid a stuck rope on a ledge or a flake.',
              practice_text: 'Practise saddlebags on the ground before your first windy descent.',
            },
          ],
          footnote: 'Knots in the ends. Every rappel, every time.',
        },
      ],
    },
  },
  {
    plans: [],
    headerImage: 'alpine-spires',
    sectionImages: { 1: ['glacier-camp'] },
    program: {
      title: 'Alpine Rock: First Steps',
      is_published: 1,
      order: 2,
      sections: [
        {
          title: '<p>Planning an alpine rock day</p>',
          body:
            '<p>Alpine rock in the Rockies and the Bugaboos is about more than the climbing: the approach, the ' +
            'weather and the descent decide the day. Start early, set a turnaround time, and know the way down ' +
            'before you start up.</p>',
          skills: [
            {
              title: 'Reading the forecast',
              body: 'Check the mountain forecast, the freezing level and the thunderstorm risk the evening before.',
              learn_text: 'Why afternoon storms are the rule in July and how to plan around them.',
              practice_text: 'Write a go / no-go plan with a turnaround time for your next objective.',
            },
            {
              title: 'The descent plan',
              body: 'Read the topo for the descent as carefully as for the route: walk-off, rappels or both.',
              learn_text: 'How to spot the descent from the approach and from the summit.',
              practice_text: 'Sketch the descent on the topo and share it with your partner before leaving.',
            },
          ],
          footnote: 'Parks Canada asks you to leave a trip plan with someone who will call for help if you are late.',
        },
        {
          title: '<p>Moving fast on easy ground</p>',
          body:
            '<p>Long sections of 3rd and 4th class terrain are where alpine days are won or lost. Learn when to ' +
            'unrope, when to short-rope and when to pitch it out.</p>',
          skills: [
            {
              title: 'Simul-climbing basics',
              body: 'Both climbers move together with protection between them, keeping the rope snug.',
              learn_text: 'When simul-climbing is safer than pitching, and when it is not.',
              practice_text: 'Simul-climb an easy ridge with a guide before trying it on your own.',
            },
          ],
          footnote: '',
        },
      ],
    },
  },
];

/**
 * The demo's training programs, written by the demo admin through the same use case as the management
 * screen (sanitized, images uploaded and claimed), each opened by the demo plans it names.
 */
export async function seedDemoTrainingPrograms(
  db: Database,
  storage: Storage,
  planIds: ReadonlyMap<DemoPlanName, number>,
  adminEmail: string,
): Promise<void> {
  const [admin] = await db.select().from(users).where(eq(users.email, adminEmail));
  if (!admin) throw new Error(`demo admin ${adminEmail} is missing`);
  const upload = async (image: string) => {
    const data = await fs.readFile(path.join(IMAGES_DIR, `${image}.jpg`));
    return (await storeImageUpload(db, storage, { data, filename: `${image}.jpg` }, admin.id)).url;
  };
  for (const demo of DEMO_PROGRAMS) {
    const sections = [];
    for (const [index, section] of (demo.program.sections ?? []).entries()) {
      const images = [];
      for (const image of demo.sectionImages[index] ?? []) images.push(await upload(image));
      sections.push({ ...section, images });
    }
    const input = TrainingPageWriteSchema.parse({
      ...demo.program,
      sections,
      header_image: await upload(demo.headerImage),
      plans: demo.plans.map((name) => {
        const id = planIds.get(name);
        if (id === undefined) throw new Error(`demo program for an unknown plan: ${name}`);
        return id;
      }),
    });
    // Demo data is the system's doing, not the demo admin's: the audit log says so.
    await createTrainingPage(db, { user: admin, sessionId: 0 }, SYSTEM_AUDIT_CONTEXT, input);
  }
}
