import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Button } from './button.tsx';
import { CloseIcon } from './icons.tsx';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children?: ReactNode;
  /** Actions row under the content, usually buttons. */
  footer?: ReactNode;
  /** False for a dialog that only its own actions close: no close button, Escape and outside clicks ignored. */
  dismissable?: boolean;
  'data-testid'?: string;
}

export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  dismissable = true,
  ...rest
}: DialogProps) {
  const { t } = useTranslation('common');
  const keepOpen = dismissable ? undefined : (event: Event) => event.preventDefault();
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-space-950/75 backdrop-blur-sm data-[state=open]:animate-[fade-in_0.2s_ease-out]" />
        <RadixDialog.Content
          className="panel fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-space-900 p-6 shadow-pop sm:p-7"
          data-testid={rest['data-testid']}
          onEscapeKeyDown={keepOpen}
          onPointerDownOutside={keepOpen}
          onInteractOutside={keepOpen}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="flex items-start justify-between gap-4">
            <RadixDialog.Title className="text-xl font-semibold text-ink">{title}</RadixDialog.Title>
            {dismissable ? (
              <RadixDialog.Close
                className="-mt-1 -mr-2 inline-flex size-9 shrink-0 items-center justify-center rounded-full text-ink-muted transition hover:bg-white/5 hover:text-ink"
                aria-label={t('dialog.close')}
              >
                <CloseIcon className="size-5" />
              </RadixDialog.Close>
            ) : null}
          </div>
          {description ? (
            <RadixDialog.Description className="mt-2 text-sm text-ink-muted">
              {description}
            </RadixDialog.Description>
          ) : null}
          {children ? <div className="mt-5">{children}</div> : null}
          {footer ? <div className="mt-7 flex flex-wrap justify-end gap-3">{footer}</div> : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel?: string;
  onConfirm: () => void;
  loading?: boolean;
}

export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  onConfirm,
  loading = false,
}: ConfirmDialogProps) {
  const { t } = useTranslation('common');
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      footer={
        <>
          <Button variant="ghost" onClick={() => onOpenChange(false)} disabled={loading}>
            {t('dialog.cancel')}
          </Button>
          <Button onClick={onConfirm} loading={loading}>
            {confirmLabel ?? t('dialog.confirm')}
          </Button>
        </>
      }
    />
  );
}
