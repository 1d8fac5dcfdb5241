import { CONTACT_LIMITS } from '@colony/contract/contact-limits';
import { type FormEvent, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { TextArea, TextField } from '../../../components/ui/text-field.tsx';
import { notify } from '../../../components/ui/toast.tsx';
import { ApiError } from '../../../lib/http/api-error.ts';
import { validationFields } from '../../../lib/http/field-errors.ts';
import { HttpError } from '../../../lib/http/http-error.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useAddContact } from '../api/add-contact.ts';
import {
  CONTACT_FIELDS,
  type ContactField,
  type ContactValues,
  serverFieldErrors,
} from '../contact-fields.ts';

type Validation = typeof import('../contact-validation.ts');

let validation: Validation | undefined;
let loadingValidation: Promise<Validation> | undefined;

/**
 * The form checks what it sends with the server's schema, which brings zod (about 25 KB gzip, and
 * a task of its own to evaluate on a phone). It loads when the visitor first touches the form, not
 * with the page; a submit that comes first waits for it.
 */
function loadValidation(): Promise<Validation> {
  loadingValidation ??= import('../contact-validation.ts').then(
    (module) => {
      validation = module;
      return module;
    },
    (error: unknown) => {
      // Asked again at the next touch or submit.
      loadingValidation = undefined;
      throw error;
    },
  );
  return loadingValidation;
}

const EMPTY: ContactValues = { title: '', question: '', email: '' };

type FieldMessages = Partial<Record<ContactField, string>>;

export function ContactForm() {
  const { t } = useTranslation('support');
  const [values, setValues] = useState<ContactValues>(EMPTY);
  const [errors, setErrors] = useState<FieldMessages>({});
  const form = useRef<HTMLFormElement>(null);
  const contact = useAddContact();

  const focusFirstInvalid = (messages: FieldMessages) => {
    const first = CONTACT_FIELDS.find((field) => messages[field]);
    if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const showErrors = (messages: FieldMessages) => {
    setErrors(messages);
    focusFirstInvalid(messages);
  };

  const change = (field: ContactField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // A corrected field stops shouting; the others keep their message until the next submit.
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  // Set from the submit until the request starts: a second submit while the schema loads sends nothing.
  const checking = useRef(false);

  const send = ({ validateContact }: Validation) => {
    const checked = validateContact(values);
    if (!checked.ok) {
      const messages: FieldMessages = {};
      for (const field of CONTACT_FIELDS) {
        const issue = checked.errors[field];
        if (issue) messages[field] = t(issue.key, issue.values);
      }
      showErrors(messages);
      return;
    }
    setErrors({});
    contact.mutate(checked.data, {
      onSuccess: ({ message }) => {
        notify.success(message || t('form.sent'));
        setValues(EMPTY);
      },
      onError: (error) => {
        if (error instanceof ApiError) {
          const fields = serverFieldErrors(validationFields(error));
          if (Object.keys(fields).length > 0) showErrors(fields);
          else notify.error(error.msg || t('form.failed'));
          return;
        }
        notify.error(error instanceof HttpError ? t(`common:${error.messageKey}`) : t('form.failed'));
      },
    });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (contact.isPending || checking.current) return;
    if (validation) {
      send(validation);
      return;
    }
    checking.current = true;
    loadValidation()
      .then(send, () => notify.error(t('form.failed')))
      .finally(() => {
        checking.current = false;
      });
  };

  return (
    <form
      ref={form}
      data-testid="contact-form"
      noValidate
      onSubmit={submit}
      onFocus={() => void loadValidation().catch(() => {})}
      onPointerDown={() => void loadValidation().catch(() => {})}
      className="flex flex-col gap-6"
    >
      <TextField
        name="title"
        label={t('form.title')}
        placeholder={t('form.titlePlaceholder')}
        autoComplete="off"
        required
        value={values.title}
        onChange={(event) => change('title', event.target.value)}
        error={errors.title}
      />
      <TextArea
        name="question"
        label={t('form.question')}
        placeholder={t('form.questionPlaceholder')}
        rows={7}
        required
        value={values.question}
        onChange={(event) => change('question', event.target.value)}
        error={errors.question}
        characterLimit={CONTACT_LIMITS.question}
      />
      <TextField
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        label={t('form.email')}
        placeholder={t('form.emailPlaceholder')}
        required
        value={values.email}
        onChange={(event) => change('email', event.target.value)}
        error={errors.email}
        hint={t('form.emailHint')}
      />
      <div className="flex flex-col-reverse items-stretch gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-ink-muted">{t('form.requiredNote')}</p>
        <Button type="submit" size="lg" loading={contact.isPending} className="sm:min-w-48">
          {contact.isPending ? t('form.sending') : t('form.submit')}
        </Button>
      </div>
    </form>
  );
}
