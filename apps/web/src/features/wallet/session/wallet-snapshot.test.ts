import { describe, expect, it } from 'vitest';
import { initialMachineState, type MachineState, type WalletReading } from './sign-in-machine.ts';
import { walletSnapshotOf } from './wallet-snapshot.ts';

const ALICE = '0xA11CE00000000000000000000000000000000001';
const explorerUrl = (address: string, chainId: number | undefined) => `explorer/${chainId ?? '-'}/${address}`;
const disconnected: WalletReading = { status: 'disconnected', address: undefined, chainId: undefined };
const connected: WalletReading = { status: 'connected', address: ALICE, chainId: 56 };

function snapshot(wallet: WalletReading, machine: MachineState, resuming = false, storedAddress?: string) {
  return walletSnapshotOf({ wallet, machine, resuming, storedAddress, explorerUrl });
}

describe('walletSnapshotOf', () => {
  it('shows the stored address as reconnecting until the wallet of the last visit is found', () => {
    expect(snapshot(disconnected, initialMachineState, true, ALICE)).toEqual({
      phase: 'reconnecting',
      address: ALICE,
      chainId: undefined,
      signedIn: true,
      explorerUrl: `explorer/-/${ALICE}`,
    });
    expect(snapshot(disconnected, initialMachineState, true).phase).toBe('disconnected');
  });

  it('is signing in while the message is signed or the superior is bound', () => {
    const signing: MachineState = {
      session: { kind: 'signingIn', address: ALICE, chainId: 56, attempt: 1, referee: undefined },
      lastAttempt: 1,
    };
    expect(snapshot(connected, signing)).toMatchObject({ phase: 'signingIn', signedIn: false });
    const binding: MachineState = {
      session: {
        kind: 'needsSuperior',
        address: ALICE,
        chainId: 56,
        notice: '',
        code: '',
        error: undefined,
        attempt: undefined,
      },
      lastAttempt: 1,
    };
    expect(snapshot(connected, binding).phase).toBe('signingIn');
  });

  it('is connected and signed in with the explorer link of the chain', () => {
    const signedIn: MachineState = { session: { kind: 'signedIn', address: ALICE }, lastAttempt: 1 };
    expect(snapshot({ ...connected, chainId: 1 }, signedIn)).toEqual({
      phase: 'connected',
      address: ALICE,
      chainId: 1,
      signedIn: true,
      explorerUrl: `explorer/1/${ALICE}`,
    });
  });

  it('is connecting while the wallet is asked, and disconnected otherwise', () => {
    expect(snapshot({ ...disconnected, status: 'connecting' }, initialMachineState).phase).toBe('connecting');
    expect(snapshot(disconnected, initialMachineState).phase).toBe('disconnected');
  });
});
