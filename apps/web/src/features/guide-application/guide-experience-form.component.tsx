import { CATEGORIES, type Category, OTHER_EXPERIENCE_NAME_MAX_LENGTH } from '@cordee/shared/catalogue';
import { GuideExperienceItemSchema, NO_EXPERIENCE_MESSAGE } from '@cordee/shared/guides.contracts';
import { useEffect, useState } from 'react';
import { type FieldPath, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { CheckboxField } from '../../components/ui/checkbox-field.component.tsx';
import { TextAreaField } from '../../components/ui/text-area-field.component.tsx';
import { TextField } from '../../components/ui/text-field.component.tsx';
import { zodResolver } from '../../lib/zod-resolver.ts';
import { type DraftExperience, readGuideDraft, saveGuideStep } from './guide-draft.store.ts';
import { GUIDE_STEP_PATHS } from './guide-steps.ts';
import { StepActions } from './step-actions.component.tsx';
import { forgetSubmissionErrors, submissionErrorsOf } from './submission-errors.ts';

/** One row per category; the inputs hold text, as typed, until the row is checked against the contract. */
type ExperienceRow = { name: Category; selected: boolean; alias: string; value: string; description: string };
type ExperienceForm = { rows: ExperienceRow[] };

/** A chosen row as the contract's item; an empty years box means no years (not 0, as coercion would say). */
function itemOf(row: ExperienceRow) {
  return {
    name: row.name,
    alias: row.name === 'Other' ? row.alias : null,
    value: row.value.trim() === '' ? null : row.value,
    description: row.description,
  };
}

/**
 * At least one category must be chosen, and each chosen row is checked with the server's item rule:
 * years required ("Enter number of years of experience"), a description required, Other with years
 * needs its name ("This field is required."). The missing category is a form-level error (`root`).
 */
const ExperienceFormSchema = z
  .object({
    rows: z.array(
      z.object({
        name: z.enum(CATEGORIES),
        selected: z.boolean(),
        alias: z.string(),
        value: z.string(),
        description: z.string(),
      }),
    ),
  })
  .superRefine((form, context) => {
    if (!form.rows.some((row) => row.selected)) {
      context.addIssue({ code: 'custom', path: ['root', 'categories'], message: NO_EXPERIENCE_MESSAGE });
    }
    form.rows.forEach((row, index) => {
      if (!row.selected) return;
      const result = GuideExperienceItemSchema.safeParse(itemOf(row));
      for (const issue of result.error?.issues ?? []) {
        context.addIssue({ code: 'custom', path: ['rows', index, ...issue.path], message: issue.message });
      }
    });
  });

function rowsFrom(saved: DraftExperience[]): ExperienceRow[] {
  return CATEGORIES.map((name) => {
    const item = saved.find((experience) => experience.name === name);
    return {
      name,
      selected: Boolean(item),
      alias: item?.alias ?? '',
      value: item ? String(item.value) : '',
      description: item?.description ?? '',
    };
  });
}

function experienceFrom(rows: ExperienceRow[]): DraftExperience[] {
  return rows
    .filter((row) => row.selected)
    .map((row) => {
      const item = GuideExperienceItemSchema.parse(itemOf(row));
      return {
        name: row.name,
        alias: row.name === 'Other' ? (item.alias ?? null) : null,
        value: item.value ?? 0,
        description: item.description ?? '',
      };
    });
}

const ROW_FIELDS = ['alias', 'value', 'description'] as const;
const NO_CATEGORY_ERROR_ID = 'guide-experience-no-category';

/** Step 4: the kinds of trips the guide leads, with years and a description each. */
export function GuideExperienceForm() {
  const { t } = useTranslation('guide-application');
  const navigate = useNavigate();
  const [draft] = useState(readGuideDraft);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ExperienceForm>({
    resolver: zodResolver(ExperienceFormSchema),
    defaultValues: { rows: rowsFrom(draft.guide_experience) },
  });
  const rows = useWatch({ control, name: 'rows' });

  // Server paths count only the chosen items (`guide_experience.1.value`); the rows count every category.
  useEffect(() => {
    for (const error of submissionErrorsOf('experience')) {
      if (error.path === 'guide_experience') {
        setError('root.categories', { type: 'server', message: error.message });
        continue;
      }
      const [, index, field] = error.path.split('.');
      const category = draft.guide_experience[Number(index)]?.name;
      const row = category ? CATEGORIES.indexOf(category) : -1;
      const rowField = ROW_FIELDS.find((name) => name === field);
      if (row >= 0 && rowField) {
        setError(`rows.${row}.${rowField}` as FieldPath<ExperienceForm>, { type: 'server', message: error.message });
      }
    }
  }, [draft, setError]);

  const onSubmit = handleSubmit((values) => {
    saveGuideStep({ guide_experience: experienceFrom(values.rows) }, 'experience');
    forgetSubmissionErrors('experience');
    navigate(GUIDE_STEP_PATHS.references);
  });

  const noCategory = errors.root?.categories?.message;

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <fieldset
        className="flex min-w-0 flex-col gap-3"
        aria-describedby={noCategory ? NO_CATEGORY_ERROR_ID : undefined}
      >
        <legend className="mb-3 text-sm font-semibold text-slate-900">{t('guideApplication.experience.legend')}</legend>
        {noCategory && (
          <p id={NO_CATEGORY_ERROR_ID} role="alert" className="text-sm text-red-700">
            {noCategory}
          </p>
        )}
        {CATEGORIES.map((category, index) => {
          const selected = rows?.[index]?.selected ?? false;
          const rowErrors = errors.rows?.[index];
          return (
            <fieldset
              key={category}
              className={`flex min-w-0 flex-col gap-4 rounded-xl border p-4 ${
                selected ? 'border-brand-300 bg-brand-50/40' : 'border-slate-200'
              }`}
            >
              {/* The group is named after the category, so the years and description inputs below are too. */}
              <legend className="sr-only">{category}</legend>
              <CheckboxField label={category} {...register(`rows.${index}.selected`)} />
              {selected && (
                <div className="flex flex-col gap-4">
                  {category === 'Other' && (
                    <TextField
                      label={t('guideApplication.experience.otherName')}
                      hint={t('guideApplication.experience.otherNameHint', {
                        count: OTHER_EXPERIENCE_NAME_MAX_LENGTH,
                      })}
                      maxLength={OTHER_EXPERIENCE_NAME_MAX_LENGTH}
                      error={rowErrors?.alias?.message}
                      {...register(`rows.${index}.alias`, {
                        // A pasted name longer than the limit is cut, not refused.
                        setValueAs: (value: string) => value.slice(0, OTHER_EXPERIENCE_NAME_MAX_LENGTH),
                      })}
                    />
                  )}
                  <TextField
                    label={t('guideApplication.experience.years')}
                    type="number"
                    inputMode="numeric"
                    min={0}
                    step={1}
                    className="max-w-56"
                    error={rowErrors?.value?.message}
                    {...register(`rows.${index}.value`)}
                  />
                  <TextAreaField
                    label={t('guideApplication.experience.description')}
                    hint={t('guideApplication.experience.descriptionHint')}
                    error={rowErrors?.description?.message}
                    {...register(`rows.${index}.description`)}
                  />
                </div>
              )}
            </fieldset>
          );
        })}
      </fieldset>
      <StepActions
        secondaryLabel={t('common.back')}
        onSecondary={() => navigate(GUIDE_STEP_PATHS.reviews)}
        submitLabel={t('guideApplication.continue')}
      />
    </form>
  );
}
