import { INVITE_CODE_LENGTH, isInviteCode, normalizeInviteCode } from '@colony/contract/invite-code';
import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';

/**
 * A new member names the member who invited them (SPEC.md §4, §5). The server's message leads;
 * the code is prefilled from the invite link; submitting signs a fresh message carrying it.
 */
export function BindSuperiorDialog({
  open,
  notice,
  initialCode,
  serverError,
  submitting,
  onSubmit,
  onCancel,
}: {
  open: boolean;
  notice: string;
  initialCode: string;
  serverError: string | undefined;
  submitting: boolean;
  onSubmit: (code: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('common');
  const [code, setCode] = useState(initialCode);
  const [error, setError] = useState<string | undefined>();

  useEffect(() => {
    if (open) setCode(initialCode);
  }, [open, initialCode]);

  useEffect(() => setError(serverError), [serverError]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const normalized = normalizeInviteCode(code);
    if (normalized === '') return setError(t('wallet.bind.required'));
    if (!isInviteCode(normalized)) return setError(t('wallet.bind.invalid', { length: INVITE_CODE_LENGTH }));
    setError(undefined);
    onSubmit(normalized);
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !submitting) onCancel();
      }}
      title={t('wallet.bind.title')}
      description={notice || t('wallet.bind.description')}
      data-testid="bind-superior-dialog"
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-6">
        <TextField
          label={t('wallet.bind.label')}
          name="inviteCode"
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            setError(undefined);
          }}
          required
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={INVITE_CODE_LENGTH + 8}
          placeholder={t('wallet.bind.placeholder')}
          hint={t('wallet.bind.hint')}
          error={error}
          disabled={submitting}
          className="font-mono tracking-[0.2em] uppercase placeholder:font-sans placeholder:tracking-normal placeholder:normal-case"
        />
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="ghost" onClick={onCancel} disabled={submitting}>
            {t('dialog.cancel')}
          </Button>
          <Button type="submit" loading={submitting}>
            {t('wallet.bind.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
