import { z } from 'zod';
import { AuthUserSchema, EmailSchema, PhoneNumberSchema } from './auth.contracts.ts';
import {
  ACTIVITY_LEVEL_MAX,
  ACTIVITY_LEVEL_MIN,
  CLIMBING_ACTIVITIES,
  GENDERS,
  OTHER_GENDER_MAX_LENGTH,
  splitCommaList,
} from './catalogue.ts';
import { isIsoDay } from './iso-day.ts';

/** A list of short texts, sent as a JSON list or as comma-separated text (spec: "may arrive as JSON text"). */
const textList = (max: number) =>
  z
    .union(
      [
        z.array(z.string().trim().max(100, { error: 'Each entry may have at most 100 characters.' })),
        z.string().max(2000),
      ],
      {
        error: 'Expected a list of texts.',
      },
    )
    .transform((value) =>
      typeof value === 'string' ? splitCommaList(value) : value.map((v) => v.trim()).filter(Boolean),
    )
    .pipe(z.array(z.string()).max(max, { error: `At most ${max} entries.` }));

/** An uploaded file reference: the `url` (or key) answered by the temp upload endpoints. */
export const UploadReferenceSchema = z.string().trim().max(300, { error: 'Invalid file reference.' });

function hasAny(value: unknown): boolean {
  if (Array.isArray(value)) return value.some((v) => typeof v === 'string' && v.trim() !== '');
  return typeof value === 'string' && value.replace(/,/g, '').trim() !== '';
}

/** PUT /api/user/{id}: the climber sign-up wizard's whole record. */
export const ClimberProfileSchema = z
  .object({
    dob: z
      .string({ error: 'The date of birth field is required' })
      .min(1, { error: 'The date of birth field is required' })
      .refine(isIsoDay, { error: 'The date of birth must be a date (YYYY-MM-DD).' })
      .refine((value) => !isIsoDay(value) || new Date(value) < new Date(), {
        error: 'The date of birth must be in the past.',
      })
      .refine((value) => !isIsoDay(value) || new Date(value).getUTCFullYear() >= 1900, {
        error: 'The date of birth must be after 1900.',
      }),
    gender: z.enum(GENDERS, { error: 'The gender field is required' }),
    otherGender: z
      .string()
      .trim()
      .max(OTHER_GENDER_MAX_LENGTH, {
        error: `The gender may not be greater than ${OTHER_GENDER_MAX_LENGTH} characters.`,
      })
      .nullish(),
    tempImage: UploadReferenceSchema.nullish(),
    skills: textList(20).default([]),
    activities: z
      .array(
        z.object({
          name: z.enum(CLIMBING_ACTIVITIES, { error: 'Unknown activity.' }),
          level: z
            .number({ error: 'The level must be a number.' })
            .int({ error: 'The level must be a whole number.' })
            .min(ACTIVITY_LEVEL_MIN, { error: 'The level must be between 0 and 100.' })
            .max(ACTIVITY_LEVEL_MAX, { error: 'The level must be between 0 and 100.' }),
        }),
      )
      .max(CLIMBING_ACTIVITIES.length)
      .default([]),
    type_yours: z.string().trim().max(500, { error: 'At most 500 characters.' }).nullish(),
    bio: z.string().trim().max(2000, { error: 'The bio may not be greater than 2000 characters.' }).nullish(),
    new_skills: textList(20).default([]),
  })
  // Checked even when other fields fail, so Finish shows every problem at once (the value may be raw input).
  .refine((body) => body?.gender !== 'other' || Boolean(body.otherGender), {
    path: ['otherGender'],
    error: 'Please enter your gender',
    when: () => true,
  })
  .refine((body) => hasAny(body?.skills) || hasAny(body?.type_yours), {
    path: ['skills'],
    error: 'Select at least one skill from the list or type yours in the field.',
    when: () => true,
  });
export type ClimberProfile = z.input<typeof ClimberProfileSchema>;

/** PUT /api/auth-user/{id}: the profile form and the profile_edit modal. */
export const UpdateProfileSchema = z.object({
  name: z
    .string({ error: 'The name field is required.' })
    .trim()
    .min(1, { error: 'The name field is required.' })
    .max(120, { error: 'The name may not be greater than 120 characters.' }),
  email: EmailSchema,
  phone_number: PhoneNumberSchema,
  tempImage: UploadReferenceSchema.nullish(),
  /** Needed only to change the email: the server answers 422 on this field when it is missing or wrong. */
  current_password: z
    .string({ error: 'The current password field is required.' })
    .max(1024, { error: 'The current password is too long.' })
    .nullish(),
});
export type UpdateProfile = z.input<typeof UpdateProfileSchema>;

export const UserWithMessageSchema = z.object({ message: z.string(), user: AuthUserSchema });
