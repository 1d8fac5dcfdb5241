import type { ButtonHTMLAttributes } from 'react';
import { cx } from './class-names.ts';
import { Spinner } from './spinner.tsx';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

const BASE =
  'relative inline-flex select-none items-center justify-center gap-2 whitespace-nowrap rounded-full font-semibold transition duration-200 ease-out focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-plasma disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50';

const VARIANTS: Record<ButtonVariant, string> = {
  primary:
    'bg-linear-to-r from-plasma to-[#a9b8ff] text-space-950 shadow-[0_8px_28px_-8px_rgb(125_249_255/0.55)] hover:shadow-[0_10px_36px_-6px_rgb(125_249_255/0.75)] hover:brightness-110 active:brightness-95',
  secondary:
    'border border-line-strong bg-space-800/60 text-ink backdrop-blur hover:border-plasma/60 hover:bg-space-700/70 active:bg-space-800',
  ghost: 'text-ink-muted hover:bg-white/5 hover:text-ink active:bg-white/10',
  danger:
    'bg-danger text-space-950 shadow-[0_8px_28px_-10px_rgb(255_107_133/0.6)] hover:brightness-110 active:brightness-95',
};

const SIZES: Record<ButtonSize, string> = {
  sm: 'h-9 px-4 text-sm',
  md: 'h-11 px-5 text-sm',
  lg: 'h-13 px-7 text-base',
};

/** Button styling for elements that are not buttons, such as router links. */
export function buttonClass({
  variant = 'primary',
  size = 'md',
}: {
  variant?: ButtonVariant;
  size?: ButtonSize;
} = {}): string {
  return cx(BASE, VARIANTS[variant], SIZES[size]);
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner and blocks clicks while an action runs. */
  loading?: boolean;
}

export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  disabled,
  className,
  children,
  type = 'button',
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      className={cx(buttonClass({ variant, size }), className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading ? <Spinner /> : null}
      {children}
    </button>
  );
}
