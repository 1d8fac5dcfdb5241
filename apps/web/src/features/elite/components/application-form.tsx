import {
  ELITE_APPLICATION_LIMITS,
  ELITE_TIERS,
  type EliteApplication,
  type EliteTier,
} from '@colony/contract/elite';
import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { ConfirmActions, ConfirmStep } from '../../../components/money/confirm-step.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { DateTime } from '../../../components/ui/date-time.tsx';
import { CheckIcon } from '../../../components/ui/icons.tsx';
import { TextArea, TextField } from '../../../components/ui/text-field.tsx';
import { validationFields } from '../../../lib/http/field-errors.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useServerProblemText } from '../../../lib/money/use-server-problem-text.ts';
import { isAlreadyApplied, isRequirementNotMet, useApplyElite } from '../api/apply-elite.ts';
import {
  APPLICATION_FIELDS,
  type ApplicationField,
  type ApplicationValues,
  serverFieldErrors,
  validateApplication,
} from '../rules/application-validation.ts';

type FieldMessages = Partial<Record<ApplicationField, string>>;

function TierSelect({
  value,
  onChange,
  error,
}: {
  value: EliteTier;
  onChange: (tier: EliteTier) => void;
  error?: string;
}) {
  const { t } = useTranslation('elite');
  const id = useId();
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {t('form.tier')}
        <span aria-hidden="true" className="ml-1 text-nova">
          *
        </span>
      </label>
      <select
        id={id}
        name="tier"
        required
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value as EliteTier)}
        className="block h-12 w-full rounded-lg border border-line-strong bg-space-900/80 px-4 text-base text-ink outline-none transition focus:border-plasma/70 focus:shadow-[0_0_0_3px_rgb(125_249_255/0.15)] sm:text-sm"
      >
        {ELITE_TIERS.map((tier) => (
          <option key={tier} value={tier}>
            {t(`tier.${tier}`)}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${id}-error`} className="text-xs font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function Sent({ application }: { application: EliteApplication }) {
  const { t } = useTranslation('elite');
  return (
    <div data-testid="application-sent" role="status" className="flex flex-col items-start gap-3">
      <p className="flex items-center gap-2 text-lg font-semibold text-success">
        <CheckIcon className="size-5" />
        {t('form.sent')}
      </p>
      <p className="text-sm text-ink-muted">
        {t('form.sentHint', { tier: t(`tier.${application.tier}`), email: application.email })}
      </p>
    </div>
  );
}

/**
 * The sign-up form: a tier, name, e-mail, contact and message, checked against the contract's
 * limits, then a confirmation, then sent. The server's field errors return to their fields.
 */
export function ApplicationForm({
  address,
  initialTier,
  latest,
  nextApplicationAt,
}: {
  address: string;
  initialTier: EliteTier;
  latest: EliteApplication | null;
  /** Set while this month's application is under review: when the form opens again. */
  nextApplicationAt: string | null;
}) {
  const { t } = useTranslation('elite');
  const [values, setValues] = useState<ApplicationValues>({
    tier: initialTier,
    name: '',
    email: '',
    contact: '',
    message: '',
  });
  const [errors, setErrors] = useState<FieldMessages>({});
  const [step, setStep] = useState<'form' | 'confirm'>('form');
  const [sent, setSent] = useState<EliteApplication>();
  const form = useRef<HTMLFormElement>(null);
  const apply = useApplyElite(address);
  const problem = useServerProblemText(apply.error);

  const focusFirstInvalid = (messages: FieldMessages) => {
    const first = APPLICATION_FIELDS.find((field) => messages[field]);
    // After the confirmation step the form is back on screen only on the next frame.
    requestAnimationFrame(() => form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus());
  };

  const change = <F extends ApplicationField>(field: F, value: ApplicationValues[F]) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const review = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = validateApplication(values);
    if (!checked.ok) {
      const messages: FieldMessages = {};
      for (const field of APPLICATION_FIELDS) {
        const issue = checked.errors[field];
        if (issue) messages[field] = t(issue.key, issue.values);
      }
      setErrors(messages);
      focusFirstInvalid(messages);
      return;
    }
    setErrors({});
    apply.reset();
    setStep('confirm');
  };

  const confirm = () => {
    const checked = validateApplication(values);
    if (!checked.ok || apply.isPending) return;
    apply.mutate(checked.data, {
      onSuccess: (application) => setSent(application),
      onError: (error) => {
        const fields = serverFieldErrors(validationFields(error));
        if (Object.keys(fields).length > 0) {
          setErrors(fields);
          setStep('form');
          focusFirstInvalid(fields);
        }
      },
    });
  };

  // Sending again would meet the same answer (this month, or these figures): only the way back.
  const refusedForGood = isAlreadyApplied(apply.error) || isRequirementNotMet(apply.error);

  let body: ReactNode;
  if (sent) body = <Sent application={sent} />;
  else if (nextApplicationAt)
    body = (
      <p data-testid="application-closed" className="text-sm text-ink-muted">
        {t('form.reopensAt')} <DateTime value={nextApplicationAt} />
      </p>
    );
  else if (step === 'confirm')
    body = (
      <div data-testid="application-confirm" className="flex flex-col gap-4">
        <p className="text-sm text-ink-muted">{t('form.review')}</p>
        <ConfirmStep
          rows={[
            {
              label: t('form.tier'),
              value: t(`tier.${values.tier}`),
              emphasis: true,
              testId: 'summary-tier',
            },
            { label: t('form.name'), value: values.name.trim(), testId: 'summary-name' },
            { label: t('form.email'), value: values.email.trim(), testId: 'summary-email' },
            { label: t('form.contact'), value: values.contact.trim() || '–' },
            { label: t('form.message'), value: values.message.trim() || '–' },
          ]}
          problem={problem}
        >
          {isAlreadyApplied(apply.error) ? (
            <p data-testid="already-applied" className="mt-2 text-xs text-ink-muted">
              {t('form.alreadyAppliedHint')}
            </p>
          ) : null}
        </ConfirmStep>
        <div className="flex flex-wrap justify-end gap-3">
          {refusedForGood ? (
            <Button variant="secondary" onClick={() => setStep('form')}>
              {t('form.back')}
            </Button>
          ) : (
            <ConfirmActions
              onBack={() => setStep('form')}
              onConfirm={confirm}
              confirmLabel={t('form.confirm')}
              pending={apply.isPending}
              data-testid="application-submit"
            />
          )}
        </div>
      </div>
    );
  else
    body = (
      <form
        ref={form}
        noValidate
        onSubmit={review}
        data-testid="application-form"
        className="flex flex-col gap-5"
      >
        <TierSelect value={values.tier} onChange={(tier) => change('tier', tier)} error={errors.tier} />
        <div className="grid grid-cols-[minmax(0,1fr)] gap-5 md:grid-cols-2">
          <TextField
            name="name"
            label={t('form.name')}
            autoComplete="name"
            required
            value={values.name}
            onChange={(event) => change('name', event.target.value)}
            error={errors.name}
          />
          <TextField
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            label={t('form.email')}
            required
            value={values.email}
            onChange={(event) => change('email', event.target.value)}
            error={errors.email}
          />
        </div>
        <TextField
          name="contact"
          label={t('form.contact')}
          hint={t('form.contactHint')}
          autoComplete="off"
          value={values.contact}
          onChange={(event) => change('contact', event.target.value)}
          error={errors.contact}
        />
        <TextArea
          name="message"
          label={t('form.message')}
          rows={4}
          value={values.message}
          onChange={(event) => change('message', event.target.value)}
          error={errors.message}
          characterLimit={ELITE_APPLICATION_LIMITS.message}
        />
        <div className="flex flex-col-reverse items-stretch gap-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-xs text-ink-muted">{t('form.requiredNote')}</p>
          <Button type="submit" size="lg" className="sm:min-w-48" data-testid="application-review">
            {t('form.continue')}
          </Button>
        </div>
      </form>
    );

  return (
    <section
      aria-labelledby="apply-title"
      data-testid="elite-apply"
      className="panel flex flex-col gap-5 rounded-2xl p-5 sm:p-6"
    >
      <div>
        <h2 id="apply-title" className="text-xl font-semibold text-ink">
          {t('form.title')}
        </h2>
        <p className="mt-1 text-sm text-ink-muted">{t('form.description')}</p>
      </div>
      {latest && !sent ? (
        <p
          data-testid="latest-application"
          className="rounded-xl border border-line bg-space-950/50 px-4 py-3 text-sm text-ink"
        >
          {t('form.latest', { tier: t(`tier.${latest.tier}`) })} <DateTime value={latest.createdAt} />
        </p>
      ) : null}
      {body}
    </section>
  );
}
