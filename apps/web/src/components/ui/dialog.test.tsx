import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './dialog.tsx';
import { WithTestI18n } from './with-test-i18n.tsx';

afterEach(cleanup);

function renderConfirm(props: Partial<Parameters<typeof ConfirmDialog>[0]> = {}) {
  const onConfirm = vi.fn();
  const onOpenChange = vi.fn();
  render(
    <WithTestI18n>
      <ConfirmDialog
        open
        onOpenChange={onOpenChange}
        title="Redeem early?"
        description="A fee applies."
        onConfirm={onConfirm}
        {...props}
      />
    </WithTestI18n>,
  );
  return { onConfirm, onOpenChange };
}

describe('ConfirmDialog', () => {
  it('is a labelled dialog whose confirm button runs the action', () => {
    const { onConfirm } = renderConfirm();
    const dialog = screen.getByRole('dialog', { name: 'Redeem early?' });
    expect(dialog.textContent).toContain('A fee applies.');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('closes on cancel without confirming', () => {
    const { onConfirm, onOpenChange } = renderConfirm();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('blocks both buttons while the action runs', () => {
    renderConfirm({ loading: true });
    expect((screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Confirm' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
