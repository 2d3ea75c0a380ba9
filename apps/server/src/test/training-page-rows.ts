import { randomBytes } from 'node:crypto';
import type { Database } from '../db/client.ts';
import { type TrainingPageRow, trainingPages } from '../features/training-programs/training-programs.tables.ts';

/** A training program written straight to its table (published, free unless told otherwise). */
export async function insertTrainingPageRow(
  db: Database,
  values: Partial<typeof trainingPages.$inferInsert> = {},
): Promise<TrainingPageRow> {
  const suffix = randomBytes(4).toString('hex');
  const [row] = await db
    .insert(trainingPages)
    .values({
      title: `Anchor building ${suffix}`,
      slug: `anchor-building-${suffix}`,
      isPublished: true,
      sections: [
        {
          title: '<p>Equalized anchors</p>',
          body: '<p>Build a quad on two bolts.</p>',
          images: [],
          skills: [{ title: 'Tie a quad', body: 'Double a cordelette.', learn_text: 'Why', practice_text: 'How' }],
          footnote: '',
        },
      ],
      ...values,
    })
    .returning();
  if (!row) throw new Error('the training program was not written');
  return row;
}
