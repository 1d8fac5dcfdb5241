import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WithTestI18n } from '../../../components/ui/with-test-i18n.tsx';
import { BindSuperiorDialog } from './bind-superior-dialog.tsx';

afterEach(cleanup);

function renderDialog(props: Partial<Parameters<typeof BindSuperiorDialog>[0]> = {}) {
  const onSubmit = vi.fn();
  const onCancel = vi.fn();
  render(
    <WithTestI18n>
      <BindSuperiorDialog
        open
        notice="Please enter the invite code of the member who invited you"
        initialCode=""
        serverError={undefined}
        submitting={false}
        onSubmit={onSubmit}
        onCancel={onCancel}
        {...props}
      />
    </WithTestI18n>,
  );
  const input = screen.getByLabelText(/Invite code/) as HTMLInputElement;
  const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Sign and join' }));
  return { onSubmit, onCancel, input, submit };
}

describe('BindSuperiorDialog', () => {
  it("leads with the server's message and prefills the code of the link", () => {
    const { input } = renderDialog({ initialCode: 'WXYZ6789' });
    expect(screen.getByRole('dialog').textContent).toContain(
      'Please enter the invite code of the member who invited you',
    );
    expect(input.value).toBe('WXYZ6789');
  });

  it('requires a code, then a well-formed one, before anything is signed', () => {
    const { onSubmit, input, submit } = renderDialog();
    submit();
    expect(screen.getByText('Please enter invite code')).toBeTruthy();
    fireEvent.change(input, { target: { value: 'ABCD0345' } });
    submit();
    expect(screen.getByText('An invite code has 8 letters and digits.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the code trimmed and in capitals', () => {
    const { onSubmit, input, submit } = renderDialog();
    fireEvent.change(input, { target: { value: '  abcd2345 ' } });
    submit();
    expect(onSubmit).toHaveBeenCalledWith('ABCD2345');
  });

  it("shows the server's reason for a refused code", () => {
    renderDialog({
      initialCode: 'ZZZZZZZZ',
      serverError: 'This invite code does not exist, please check it',
    });
    expect(screen.getByText('This invite code does not exist, please check it')).toBeTruthy();
  });

  it('cancels from the button, but not while a code is being signed', () => {
    const { onCancel } = renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
    cleanup();
    renderDialog({ submitting: true });
    expect((screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
