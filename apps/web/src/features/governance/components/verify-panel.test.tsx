import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TestProviders, testQueryClient } from '../../../lib/testing/test-providers.tsx';
import { ID, info } from '../test-fixtures.ts';
import { VerifyPanel } from './verify-panel.tsx';

afterEach(cleanup);

describe('VerifyPanel', () => {
  it('keeps the terminal command folded away until a visitor asks for it', () => {
    render(
      <TestProviders client={testQueryClient()}>
        <VerifyPanel info={info()} />
      </TestProviders>,
    );
    const command = screen.getByText(`npm run votes:verify -- ${ID}`);
    const disclosure = command.closest('details');
    expect(disclosure, 'the command sits in a disclosure').not.toBeNull();
    expect(disclosure?.open).toBe(false);
    expect(screen.getByTestId('verify-run')).toBeTruthy();

    fireEvent.click(screen.getByText('Check it from a terminal'));
    expect(disclosure?.open).toBe(true);
  });
});
