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
import { NOTICE_FIELDS } from './notices.contracts.ts';

/** The most skills a climber lists. */
export const CLIMBER_SKILLS_MAX = 20;

/** A list of short texts, sent as a JSON list or as comma-separated text (spec: "may arrive as JSON text"). */
const skillList = () =>
  z
    .union([z.array(z.string().trim().max(100, { error: 'entry_too_long' })), z.string().max(2000)], {
      error: 'text_list_expected',
    })
    .transform((value) =>
      typeof value === 'string' ? splitCommaList(value) : value.map((v) => v.trim()).filter(Boolean),
    )
    .pipe(z.array(z.string()).max(CLIMBER_SKILLS_MAX, { error: 'skills_too_many' }));

/** An uploaded file reference: the `url` (or key) answered by the temp upload endpoints. */
export const UploadReferenceSchema = z.string().trim().max(300, { error: 'file_reference_invalid' });

function hasAny(value: unknown): boolean {
  if (Array.isArray(value)) return value.some((v) => typeof v === 'string' && v.trim() !== '');
  return typeof value === 'string' && value.replace(/,/g, '').trim() !== '';
}

/** PUT /api/user/{id}: the climber sign-up wizard's whole record. */
export const ClimberProfileSchema = z
  .object({
    dob: z
      .string({ error: 'date_of_birth_required' })
      .min(1, { error: 'date_of_birth_required' })
      .refine(isIsoDay, { error: 'date_of_birth_invalid' })
      .refine((value) => !isIsoDay(value) || new Date(value) < new Date(), {
        error: 'date_of_birth_not_past',
      })
      .refine((value) => !isIsoDay(value) || new Date(value).getUTCFullYear() >= 1900, {
        error: 'date_of_birth_before_1900',
      }),
    gender: z.enum(GENDERS, { error: 'gender_required' }),
    otherGender: z.string().trim().max(OTHER_GENDER_MAX_LENGTH, { error: 'gender_other_too_long' }).nullish(),
    tempImage: UploadReferenceSchema.nullish(),
    skills: skillList().default([]),
    activities: z
      .array(
        z.object({
          name: z.enum(CLIMBING_ACTIVITIES, { error: 'activity_unknown' }),
          level: z
            .number({ error: 'level_not_a_number' })
            .int({ error: 'level_not_whole' })
            .min(ACTIVITY_LEVEL_MIN, { error: 'level_out_of_range' })
            .max(ACTIVITY_LEVEL_MAX, { error: 'level_out_of_range' }),
        }),
      )
      .max(CLIMBING_ACTIVITIES.length)
      .default([]),
    type_yours: z.string().trim().max(500, { error: 'text_over_500_characters' }).nullish(),
    bio: z.string().trim().max(2000, { error: 'bio_too_long' }).nullish(),
    new_skills: skillList().default([]),
  })
  // Checked even when other fields fail, so Finish shows every problem at once (the value may be raw input).
  .refine((body) => body?.gender !== 'other' || Boolean(body.otherGender), {
    path: ['otherGender'],
    error: 'gender_other_required',
    when: () => true,
  })
  .refine((body) => hasAny(body?.skills) || hasAny(body?.type_yours), {
    path: ['skills'],
    error: 'climber_skills_required',
    when: () => true,
  });
export type ClimberProfile = z.input<typeof ClimberProfileSchema>;

/** PUT /api/auth-user/{id}: the profile form and the profile_edit modal. */
export const UpdateProfileSchema = z.object({
  name: z
    .string({ error: 'name_required' })
    .trim()
    .min(1, { error: 'name_required' })
    .max(120, { error: 'name_too_long' }),
  email: EmailSchema,
  phone_number: PhoneNumberSchema,
  tempImage: UploadReferenceSchema.nullish(),
  /** Needed only to change the email: the server answers 422 on this field when it is missing or wrong. */
  current_password: z
    .string({ error: 'current_password_required' })
    .max(1024, { error: 'current_password_too_long' })
    .nullish(),
});
export type UpdateProfile = z.input<typeof UpdateProfileSchema>;

export const UserWithMessageSchema = z.object({ ...NOTICE_FIELDS, user: AuthUserSchema });
