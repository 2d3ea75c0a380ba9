import { EVENT_COLORS, EXPERIENCE_LEVELS } from '@cordee/shared/catalogue';
import { Plus, Trash2 } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.component.tsx';
import { IconButton } from '../../components/ui/icon-button.component.tsx';
import { TextAreaField } from '../../components/ui/text-area-field.component.tsx';
import { TextField } from '../../components/ui/text-field.component.tsx';
import { EVENT_COLOR_HEX } from '../../lib/event-colors.ts';
import { ChipCheckboxGroup, ChoiceGroup } from './choice-group.component.tsx';
import { type DraftFaq, emptyFaq, randomEventColor } from './event-draft.ts';
import type { StepProps } from './event-wizard-steps.ts';
import { RichTextEditor } from './rich-text-editor.component.tsx';
import { WaiverField } from './waiver-field.component.tsx';

/** Step 4: who it is for, the waiver, gear, itinerary, questions and answers, colour. */
export function EventRequirementsStep({ draft, update, errors, onBusyChange }: StepProps) {
  const { t } = useTranslation('event-wizard');

  // Spec 2 §2.7: the colour is picked at random when step 4 opens; a colour already chosen stays.
  useEffect(() => {
    update((current) => (current.color ? {} : { color: randomEventColor() }));
  }, [update]);

  const setFaq = (id: string, change: Partial<DraftFaq>) =>
    update((current) => ({ faqs: current.faqs.map((row) => (row.id === id ? { ...row, ...change } : row)) }));

  return (
    <div className="flex flex-col gap-5">
      <ChipCheckboxGroup
        legend={t('eventWizard.requirements.experience')}
        values={draft.experience_required}
        options={EXPERIENCE_LEVELS.map((level) => ({ value: level, label: level }))}
        onChange={(experience_required) => update({ experience_required })}
        error={errors.experience_required}
      />

      <WaiverField
        termsType={draft.terms_type}
        file={draft.event_terms}
        link={draft.terms_link}
        onTermsTypeChange={(terms_type) => update({ terms_type })}
        onFileChange={(event_terms) => update({ event_terms })}
        onLinkChange={(terms_link) => update({ terms_link })}
        onBusyChange={onBusyChange}
        fileError={errors.event_terms}
        linkError={errors.terms_link}
      />

      <TextField
        label={t('eventWizard.requirements.guidesLink')}
        hint={t('eventWizard.requirements.guidesLinkHint')}
        type="url"
        inputMode="url"
        placeholder={t('eventWizard.requirements.guidesLinkPlaceholder')}
        value={draft.guides_link}
        onChange={(event) => update({ guides_link: event.target.value })}
        error={errors.guides_link}
      />

      <div className="grid gap-3 @xl:grid-cols-2">
        <TextAreaField
          label={t('eventWizard.requirements.climberGears')}
          hint={t('eventWizard.requirements.gearsHint')}
          className="[&_textarea]:min-h-20"
          value={draft.climber_gears}
          onChange={(event) => update({ climber_gears: event.target.value })}
          error={errors.climber_gears}
        />
        <TextAreaField
          label={t('eventWizard.requirements.guideGears')}
          hint={t('eventWizard.requirements.gearsHint')}
          className="[&_textarea]:min-h-20"
          value={draft.guide_gears}
          onChange={(event) => update({ guide_gears: event.target.value })}
          error={errors.guide_gears}
        />
      </div>

      <RichTextEditor
        label={t('eventWizard.requirements.itinerary')}
        hint={t('eventWizard.details.optional')}
        value={draft.itinerary}
        onChange={(itinerary) => update({ itinerary })}
        error={errors.itinerary}
      />

      <fieldset className="flex min-w-0 flex-col gap-3">
        <legend className="mb-1 text-sm font-medium text-slate-800">{t('eventWizard.requirements.faqs')}</legend>
        <p className="-mt-1 text-xs text-slate-600">{t('eventWizard.details.optional')}</p>
        {draft.faqs.map((row, index) => (
          <fieldset key={row.id} className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3 min-w-0">
            <legend className="sr-only">{t('eventWizard.requirements.faqRow', { position: index + 1 })}</legend>
            <div className="flex items-end gap-2">
              <TextField
                className="flex-1"
                label={t('eventWizard.requirements.question', { position: index + 1 })}
                maxLength={500}
                value={row.question}
                aria-invalid={errors.faqs && !row.question.trim() !== !row.answer.trim() ? true : undefined}
                onChange={(event) => setFaq(row.id, { question: event.target.value })}
              />
              {/* The last remaining row cannot be removed. */}
              {draft.faqs.length > 1 && (
                <IconButton
                  label={t('eventWizard.requirements.removeFaq', { position: index + 1 })}
                  onClick={() => update((current) => ({ faqs: current.faqs.filter((kept) => kept.id !== row.id) }))}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </IconButton>
              )}
            </div>
            <TextAreaField
              label={t('eventWizard.requirements.answer', { position: index + 1 })}
              maxLength={2000}
              className="[&_textarea]:min-h-16"
              value={row.answer}
              aria-invalid={errors.faqs && !row.question.trim() !== !row.answer.trim() ? true : undefined}
              onChange={(event) => setFaq(row.id, { answer: event.target.value })}
            />
          </fieldset>
        ))}
        {errors.faqs && <p className="text-sm text-red-700">{errors.faqs}</p>}
        <div>
          <Button variant="secondary" onClick={() => update((current) => ({ faqs: [...current.faqs, emptyFaq()] }))}>
            <Plus aria-hidden="true" className="size-4" />
            {t('eventWizard.requirements.addFaq')}
          </Button>
        </div>
      </fieldset>

      <ChoiceGroup
        legend={t('eventWizard.requirements.color')}
        hint={t('eventWizard.requirements.colorHint')}
        name="color"
        value={draft.color ?? ''}
        onChange={(color) => update({ color })}
        options={EVENT_COLORS.map((color) => ({
          value: color,
          label: (
            <>
              <span
                aria-hidden="true"
                className="size-3 rounded-full ring-1 ring-white"
                style={{ backgroundColor: EVENT_COLOR_HEX[color] }}
              />
              {t(`eventWizard.colors.${color}`)}
            </>
          ),
        }))}
        error={errors.color}
      />
    </div>
  );
}
