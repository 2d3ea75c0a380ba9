import type { Plan } from '@cordee/shared/plans.contracts';
import { Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.component.tsx';
import { FormAlert } from '../../components/ui/form-alert.component.tsx';
import { FieldError } from '../../components/ui/form-field.component.tsx';
import { ModalFormActions } from '../../components/ui/modal-form-actions.component.tsx';
import { TextField } from '../../components/ui/text-field.component.tsx';
import { type ServerFields, useApiForm } from '../../lib/api-form.hook.ts';
import { type NoticeAnswer, noticeOf } from '../../lib/notice-words.ts';
import { zodResolver } from '../../lib/zod-resolver.ts';
import { showAlert } from '../../shell/alerts/alert.store.ts';
import type { ModalContentProps } from '../../shell/modals/modal-host.component.tsx';
import { type PlanFormValues, planFormDefaults, planFormSchema, planWriteOf } from './plan-form-values.ts';
import { useCreatePlan, useUpdatePlan } from './plans.api.ts';

const MAX_FEATURES = 20;

/** plan_modal: add a plan, or edit the one in `props.plan`. */
export function PlanForm({ props, close }: ModalContentProps) {
  const plan = props.plan as Plan | undefined;
  const { t } = useTranslation('plans');
  const createPlan = useCreatePlan();
  const updatePlan = useUpdatePlan();
  const { form, onSubmit, systemMessage, submitting } = useApiForm<PlanFormValues, PlanFormValues, NoticeAnswer>({
    resolver: zodResolver(planFormSchema()),
    defaultValues: planFormDefaults(plan),
    submit: (values) => {
      const body = planWriteOf(values);
      return plan ? updatePlan.mutateAsync({ id: plan.id, body }) : createPlan.mutateAsync(body);
    },
    serverFields: (values) => {
      const byServerName: ServerFields<PlanFormValues> = {
        plan_name: 'plan_name',
        plan_monthly_price: 'monthly',
        plan_yearly_price: 'yearly',
        features: 'features',
      };
      for (let index = 0; index < values.features.length; index += 1) {
        byServerName[`features.${index}`] = `features.${index}.text`;
      }
      return byServerName;
    },
    onSuccess: (answer) => {
      showAlert('success', noticeOf(answer));
      close();
    },
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const features = useFieldArray({ control, name: 'features' });
  const featuresErrorId = useId();

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <FormAlert message={systemMessage} />
      <TextField
        label={t('plans.form.name')}
        autoComplete="off"
        maxLength={60}
        error={errors.plan_name?.message}
        {...register('plan_name')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('plans.form.monthly')}
          inputMode="numeric"
          autoComplete="off"
          error={errors.monthly?.message}
          {...register('monthly')}
        />
        <TextField
          label={t('plans.form.yearly')}
          inputMode="numeric"
          autoComplete="off"
          error={errors.yearly?.message}
          {...register('yearly')}
        />
      </div>
      <p className="-mt-3 text-xs text-slate-600">{t('plans.form.pricesHint')}</p>
      <fieldset
        className="flex flex-col gap-3"
        aria-describedby={errors.features?.message ? featuresErrorId : undefined}
      >
        <legend className="mb-2 text-sm font-medium text-slate-800">{t('plans.form.features')}</legend>
        {features.fields.length === 0 && <p className="text-sm text-slate-600">{t('plans.form.noFeatures')}</p>}
        {features.fields.map((field, index) => (
          <div key={field.id} className="flex items-end gap-2">
            <TextField
              className="flex-1"
              label={t('plans.form.feature', { number: index + 1 })}
              autoComplete="off"
              maxLength={120}
              error={errors.features?.[index]?.text?.message}
              {...register(`features.${index}.text`)}
            />
            <Button
              variant="ghost"
              aria-label={t('plans.form.removeFeature', { number: index + 1 })}
              onClick={() => features.remove(index)}
              className="mb-0.5"
            >
              <Trash2 aria-hidden="true" className="size-4" />
            </Button>
          </div>
        ))}
        <FieldError id={featuresErrorId} message={errors.features?.message} />
        {features.fields.length < MAX_FEATURES && (
          <div>
            <Button variant="secondary" onClick={() => features.append({ text: '' })}>
              <Plus aria-hidden="true" className="size-4" />
              {t('plans.form.addFeature')}
            </Button>
          </div>
        )}
      </fieldset>
      <ModalFormActions
        onCancel={close}
        busy={submitting}
        busyLabel={t('plans.form.saving')}
        submitLabel={plan ? t('plans.form.submitEdit') : t('plans.form.submitAdd')}
      />
    </form>
  );
}
