import { splitCommaList } from '@cordee/shared/catalogue';
import { type ClimberProfile, ClimberProfileSchema } from '@cordee/shared/profile.contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.component.tsx';
import { TextField } from '../../../components/ui/text-field.component.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { takeRememberedReturnPath } from '../../../lib/return-path.ts';
import { PATHS } from '../../../routing/route-paths.ts';
import { useSaveClimberProfile } from '../accounts.api.ts';
import { type ClimberDraft, clearClimberDraft, readClimberDraft, saveClimberDraft } from './climber-draft.ts';
import { useClimberStep } from './climber-step.hook.ts';
import { ClimberWizardFrame } from './climber-wizard-frame.component.tsx';
import { stepIndexOfField } from './climber-wizard-steps.ts';

type InterestedSkillsValues = { new_skills: string };

const STEP_INDEX = 3;

function toDraft(values: InterestedSkillsValues): ClimberDraft {
  return { new_skills: splitCommaList(values.new_skills) };
}

/** The earliest step holding an invalid answer of the whole record, if any. */
function firstInvalidStep(record: ClimberDraft): number | null {
  const result = ClimberProfileSchema.safeParse(record);
  if (result.success) return null;
  const steps = result.error.issues.map((issue) => stepIndexOfField(String(issue.path[0] ?? ''))).filter((i) => i >= 0);
  return steps.length > 0 ? Math.min(...steps) : null;
}

/** The first server message of each refused field, grouped by the step that asks for the field. */
function serverErrorsByStep(errors: Record<string, string[]>): Map<number, Record<string, string>> {
  const byStep = new Map<number, Record<string, string>>();
  for (const [serverField, messages] of Object.entries(errors)) {
    const step = stepIndexOfField(serverField);
    const field = serverField.split('.')[0];
    if (step < 0 || !field || !messages[0]) continue;
    const fields = byStep.get(step) ?? {};
    fields[field] ??= messages[0];
    byStep.set(step, fields);
  }
  return byStep;
}

/** Step 4: skills to learn (comma separated), and Finish, which saves the whole record. */
export function InterestedSkillsStep() {
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();
  const save = useSaveClimberProfile();
  const { form, user, draft, onBack, goToStep } = useClimberStep<InterestedSkillsValues>(STEP_INDEX, {
    defaults: (saved) => ({ new_skills: (saved.new_skills ?? []).join(', ') }),
    toDraft,
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = form;

  const onFinish = handleSubmit(async (values) => {
    saveClimberDraft(toDraft(values));
    const record = readClimberDraft(user);
    // An answer of an earlier step is missing or wrong (that step was skipped or left by Back): the
    // climber goes there and sees why, rather than a Finish that silently does nothing.
    const invalidStep = firstInvalidStep(record);
    if (invalidStep !== null && invalidStep !== STEP_INDEX) {
      goToStep(invalidStep, { validate: true });
      return;
    }
    if (!user) return;
    try {
      await save.mutateAsync({ id: user.id, body: record as ClimberProfile });
      clearClimberDraft();
      // A climber who signed up from a course (the booking prompt) goes back to it.
      navigate(takeRememberedReturnPath() ?? PATHS.home, { replace: true });
    } catch (error) {
      // Spec 1 §4/§8: a failed save only stops the spinner. We depart for a 422: a silent refusal of bad
      // input leaves the climber stuck, so each message shows under its field, on the step that asks it.
      if (!isApiError(error) || error.status !== 422) return;
      const refused = serverErrorsByStep(error.fieldMessages);
      const own = refused.get(STEP_INDEX);
      if (own) {
        for (const message of Object.values(own)) setError('new_skills', { type: 'server', message });
        return;
      }
      const earliest = Math.min(...refused.keys());
      if (Number.isFinite(earliest)) goToStep(earliest, { serverErrors: refused.get(earliest) });
    }
  });

  return (
    <ClimberWizardFrame stepIndex={STEP_INDEX} draft={draft} signedUp={Boolean(user?.signed_up)}>
      <form onSubmit={onFinish} noValidate className="flex flex-col gap-6">
        <TextField
          label={t('climberWizard.newSkills')}
          hint={t('climberWizard.newSkillsHint')}
          error={errors.new_skills?.message}
          {...register('new_skills')}
        />
        <div className="flex gap-2 sm:justify-between">
          <Button variant="secondary" onClick={onBack} disabled={save.isPending} className="flex-1 sm:flex-none">
            {t('climberWizard.back')}
          </Button>
          <Button type="submit" busy={save.isPending} className="flex-1 sm:flex-none">
            {save.isPending ? t('climberWizard.finishing') : t('climberWizard.finish')}
          </Button>
        </div>
      </form>
    </ClimberWizardFrame>
  );
}
