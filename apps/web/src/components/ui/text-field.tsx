import { type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes, useId } from 'react';
import { CharacterCount } from './character-count.tsx';
import { cx } from './class-names.ts';

interface FieldProps {
  label: string;
  error?: string;
  hint?: string;
}

const CONTROL =
  'block w-full rounded-lg border bg-space-900/80 px-4 text-base text-ink placeholder:text-ink-faint transition outline-none focus:border-plasma/70 focus:shadow-[0_0_0_3px_rgb(125_249_255/0.15)] disabled:opacity-60 sm:text-sm';

function useFieldIds(
  id: string | undefined,
  error: string | undefined,
  hint: string | undefined,
  counted = false,
) {
  const generated = useId();
  const controlId = id ?? generated;
  // The hint gives way to the error message, so only the visible one describes the control.
  const hintId = hint && !error ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const countId = counted ? `${controlId}-count` : undefined;
  const describedBy = [hintId, errorId, countId].filter(Boolean).join(' ') || undefined;
  return { controlId, hintId, errorId, countId, describedBy };
}

function FieldFrame({
  label,
  error,
  hint,
  controlId,
  hintId,
  errorId,
  required,
  count,
  children,
}: FieldProps & {
  controlId: string;
  hintId?: string;
  errorId?: string;
  required?: boolean;
  /** Shown at the end of the hint's line, whether the hint or the error is up. */
  count?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={controlId} className="text-sm font-medium text-ink">
        {label}
        {required ? (
          <span aria-hidden="true" className="ml-1 text-nova">
            *
          </span>
        ) : null}
      </label>
      {children}
      {hint || error || count ? (
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
          {hint && !error ? (
            <p id={hintId} className="text-xs text-ink-muted">
              {hint}
            </p>
          ) : null}
          {error ? (
            <p id={errorId} className="text-xs font-medium text-danger">
              {error}
            </p>
          ) : null}
          {count ? <div className="ml-auto">{count}</div> : null}
        </div>
      ) : null}
    </div>
  );
}

export type TextFieldProps = FieldProps & InputHTMLAttributes<HTMLInputElement>;

export function TextField({ label, error, hint, id, className, required, ...props }: TextFieldProps) {
  const { controlId, hintId, errorId, describedBy } = useFieldIds(id, error, hint);
  return (
    <FieldFrame
      label={label}
      error={error}
      hint={hint}
      controlId={controlId}
      hintId={hintId}
      errorId={errorId}
      required={required}
    >
      <input
        id={controlId}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cx(CONTROL, 'h-12', error ? 'border-danger/70' : 'border-line-strong', className)}
        {...props}
      />
    </FieldFrame>
  );
}

export type TextAreaProps = FieldProps &
  TextareaHTMLAttributes<HTMLTextAreaElement> & {
    /** Counts the characters typed against this limit, under the field; typing past it is left to validation. */
    characterLimit?: number;
  };

export function TextArea({
  label,
  error,
  hint,
  id,
  className,
  required,
  rows = 5,
  characterLimit,
  ...props
}: TextAreaProps) {
  const { controlId, hintId, errorId, countId, describedBy } = useFieldIds(
    id,
    error,
    hint,
    characterLimit !== undefined,
  );
  return (
    <FieldFrame
      label={label}
      error={error}
      hint={hint}
      controlId={controlId}
      hintId={hintId}
      errorId={errorId}
      required={required}
      count={
        countId !== undefined && characterLimit !== undefined ? (
          <CharacterCount id={countId} count={String(props.value ?? '').length} max={characterLimit} />
        ) : null
      }
    >
      <textarea
        id={controlId}
        rows={rows}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cx(CONTROL, 'resize-y py-3', error ? 'border-danger/70' : 'border-line-strong', className)}
        {...props}
      />
    </FieldFrame>
  );
}
