import { z } from 'zod';
import type { FieldErrorCode } from './error-codes.ts';
import { NOTICE_FIELDS } from './notices.contracts.ts';
import { PasswordSchema } from './password.contracts.ts';
import { ROLES } from './roles.ts';

const requiredText = (max: number, codes: { required: FieldErrorCode; tooLong: FieldErrorCode }) =>
  z.string({ error: codes.required }).trim().min(1, { error: codes.required }).max(max, { error: codes.tooLong });

const email = () => requiredText(254, { required: 'email_required', tooLong: 'email_too_long' });

export const EmailSchema = email()
  .toLowerCase()
  .pipe(z.email({ error: 'email_invalid' }));

/** Phone numbers are typed as "123 456 7890" after the +1 prefix; 10 to 15 digits once non-digits go. */
export const PhoneNumberSchema = requiredText(32, {
  required: 'phone_number_required',
  tooLong: 'phone_number_too_long',
}).refine(
  (value) => {
    const digits = value.replace(/\D/g, '').length;
    return digits >= 10 && digits <= 15;
  },
  { error: 'phone_number_invalid' },
);

/** POST /api/register-climber. */
export const RegisterClimberSchema = z
  .object({
    email: EmailSchema,
    name: requiredText(120, { required: 'name_required', tooLong: 'name_too_long' }),
    phone_number: PhoneNumberSchema,
    password: PasswordSchema,
    password_confirmation: z.string({ error: 'password_confirmation_required' }),
    newsletter: z.boolean({ error: 'newsletter_not_boolean' }).default(true),
  })
  .refine((body) => body.password === body.password_confirmation, {
    path: ['password_confirmation'],
    error: 'password_confirmation_mismatch',
    // Checked even when other fields fail, so the form shows every problem at once.
    when: ({ value }) => {
      const body = value as { password?: unknown; password_confirmation?: unknown } | null | undefined;
      return typeof body?.password === 'string' && typeof body?.password_confirmation === 'string';
    },
  });
export type RegisterClimber = z.input<typeof RegisterClimberSchema>;

/** POST /api/sign-in. */
export const SignInSchema = z.object({
  email: email().toLowerCase(),
  password: z
    .string({ error: 'password_required' })
    .min(1, { error: 'password_required' })
    .max(1024, { error: 'password_too_long' }),
});
export type SignIn = z.input<typeof SignInSchema>;

export const ActivitySchema = z.object({ name: z.string(), level: z.number() });

/** The current user as the server sends it: never a password hash or token. */
export const AuthUserSchema = z.object({
  id: z.number().int(),
  role: z.enum(ROLES),
  email: z.string(),
  name: z.string(),
  phone_number: z.string().nullable(),
  profile_picture: z.string().nullable(),
  color: z.string(),
  dob: z.string().nullable(),
  gender: z.string().nullable(),
  otherGender: z.string().nullable(),
  skills: z.array(z.string()),
  activities: z.array(ActivitySchema),
  type_yours: z.string().nullable(),
  bio: z.string().nullable(),
  new_skills: z.array(z.string()),
  newsletter: z.boolean(),
  email_verified: z.boolean(),
  /** The climber finished the sign-up wizard; the step indicator then hides. */
  signed_up: z.boolean(),
  is_approved: z.boolean(),
  company_email: z.string().nullable(),
  /** A guide account that is a company (applied as one): greeted by its whole name, not a first name. */
  is_company: z.boolean(),
  guides_link: z.string().nullable(),
  stripe_account_id: z.string().nullable(),
  details_submitted: z.boolean(),
  payouts_enabled: z.boolean(),
  charges_enabled: z.boolean(),
  created_at: z.string(),
  /** Role flags derived on the current user. */
  super_admin: z.boolean(),
  admin: z.boolean(),
  guide: z.boolean(),
  climber: z.boolean(),
  is_super: z.boolean(),
  is_admin: z.boolean(),
  /** Sub-admin permission flags; empty for every other role. */
  permissions: z.array(z.object({ id: z.string(), name: z.string(), abbr: z.string(), status: z.boolean() })),
});
export type AuthUser = z.infer<typeof AuthUserSchema>;

export const SignInResponseSchema = z.object({ token: z.string(), user: AuthUserSchema });
export type SignInResponse = z.infer<typeof SignInResponseSchema>;

export const MessageResponseSchema = z.object({ ...NOTICE_FIELDS });

/** POST /api/update-password. */
export const UpdatePasswordSchema = z.object({
  current_password: z
    .string({ error: 'current_password_required' })
    .min(1, { error: 'current_password_required' })
    .max(1024, { error: 'current_password_too_long' }),
  new_password: PasswordSchema,
});
export type UpdatePassword = z.input<typeof UpdatePasswordSchema>;

/** POST /api/forgot-password. */
export const ForgotPasswordSchema = z.object({ email: EmailSchema });
export type ForgotPassword = z.input<typeof ForgotPasswordSchema>;

const TokenField = z
  .string({ error: 'token_required' })
  .min(1, { error: 'token_required' })
  .max(200, { error: 'link_invalid_or_expired' });

const confirmationMatches = {
  path: ['password_confirmation'],
  error: 'password_confirmation_mismatch',
  when: ({ value }: { value: unknown }) => {
    const body = value as { password?: unknown; password_confirmation?: unknown } | null | undefined;
    return typeof body?.password === 'string' && typeof body?.password_confirmation === 'string';
  },
};

/** POST /api/reset-password. */
export const ResetPasswordSchema = z
  .object({
    token: TokenField,
    password: PasswordSchema,
    password_confirmation: z.string({ error: 'password_confirmation_required' }),
  })
  .refine((body) => body.password === body.password_confirmation, confirmationMatches);
export type ResetPassword = z.input<typeof ResetPasswordSchema>;

/** POST /api/verify-account-email. */
export const VerifyEmailSchema = z.object({ token: TokenField });
export const VerifyEmailResponseSchema = z.object({ status: z.literal('success'), ...NOTICE_FIELDS });

/** POST /api/request-verification-email: a new verification link asked for by someone not signed in. */
export const RequestVerificationEmailSchema = z.object({ email: EmailSchema });
export type RequestVerificationEmail = z.input<typeof RequestVerificationEmailSchema>;

/** POST /api/create-guide-login. */
export const CreateGuideLoginSchema = z
  .object({
    token: TokenField,
    email: EmailSchema,
    password: PasswordSchema,
    password_confirmation: z.string({ error: 'password_confirmation_required' }),
  })
  .refine((body) => body.password === body.password_confirmation, confirmationMatches);
export type CreateGuideLogin = z.input<typeof CreateGuideLoginSchema>;
