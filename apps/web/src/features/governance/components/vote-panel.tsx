import type { PollVoteResponse } from '@colony/contract/governance';
import { useId, useState } from 'react';
import type { Address } from 'viem';
import { ConfirmActions, ConfirmStep } from '../../../components/money/confirm-step.tsx';
import { SignedOutPanel } from '../../../components/money/signed-out-panel.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { cx } from '../../../components/ui/class-names.ts';
import { DateTime } from '../../../components/ui/date-time.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { CheckIcon } from '../../../components/ui/icons.tsx';
import { notify } from '../../../components/ui/toast.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useServerProblemText } from '../../../lib/money/use-server-problem-text.ts';
import { isUserRejection } from '../../../lib/wallet/is-user-rejection.ts';
import { useWallet } from '../../../lib/wallet/use-wallet.ts';
import { walletStore } from '../../../lib/wallet/wallet-store.ts';
import { useCastVote } from '../api/cast-vote.ts';
import type { PollInfo } from '../api/get-poll-info.ts';
import { usePowerFormat } from '../use-power-format.ts';
import { choiceToSign, type Picked, picksOf, samePicks, togglePick } from '../vote-choice.ts';
import { voteTimestamp } from '../vote-timestamp.ts';
import { NoPowerNotice } from './no-power-notice.tsx';

// The wallet stack (wagmi) loads only when a member confirms a vote.
const loadSigner = () => import('../wallet/sign-vote.ts');

type Step =
  | { kind: 'closed' }
  | { kind: 'confirm' }
  | { kind: 'signing' }
  | { kind: 'done'; vote: PollVoteResponse };

function labelsOf(info: PollInfo, picked: Picked): string {
  return picked.map((choice) => info.choices[choice - 1]?.label ?? String(choice)).join(', ');
}

/** The choices as radio buttons (single choice) or checkboxes (approval voting). */
function ChoiceOptions({
  info,
  picked,
  counted,
  disabled,
  onToggle,
}: {
  info: PollInfo;
  picked: Picked;
  counted: Picked;
  disabled: boolean;
  onToggle: (choice: number) => void;
}) {
  const { t } = useTranslation('governance');
  const name = useId();
  const single = info.votingType === 'single';
  return (
    <fieldset className="flex flex-col gap-2" disabled={disabled}>
      <legend className="mb-3 text-sm text-ink-muted">
        {single ? t('vote.pickOne') : t('vote.pickAny')}
      </legend>
      {info.choices.map((choice) => {
        const checked = picked.includes(choice.choice);
        return (
          <label
            key={choice.choice}
            data-testid="vote-option"
            className={cx(
              'flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border px-4 py-3 transition',
              checked ? 'border-plasma bg-plasma/10' : 'border-line hover:border-line-strong',
              disabled && 'cursor-not-allowed opacity-60',
            )}
          >
            <input
              type={single ? 'radio' : 'checkbox'}
              name={name}
              value={choice.choice}
              checked={checked}
              onChange={() => onToggle(choice.choice)}
              className="size-4 shrink-0 accent-[#7df9ff]"
            />
            <span className="min-w-0 flex-1 text-sm break-words text-ink">{choice.label}</span>
            {counted.includes(choice.choice) ? (
              <span className="shrink-0 rounded-full bg-plasma/15 px-2 py-0.5 text-[0.65rem] font-semibold text-plasma">
                {t('vote.yours')}
              </span>
            ) : null}
          </label>
        );
      })}
    </fieldset>
  );
}

/**
 * Voting on an active proposal: the member picks, confirms what they sign, the wallet signs the
 * EIP-712 vote, the server records it ("Vote Successful"); a later vote replaces it. Visitors are
 * asked to connect; members who cannot vote are told why.
 */
export function VotePanel({ info }: { info: PollInfo }) {
  const { t } = useTranslation('governance');
  const wallet = useWallet();
  const formatPower = usePowerFormat();
  const member = info.member;
  const counted = picksOf(member?.vote?.choice);
  const [picked, setPicked] = useState<Picked>(counted);
  // When the counted vote changes (this vote recorded, another tab's, another member signed in), the picks follow it.
  const countedId = member?.vote?.id;
  const [shownVote, setShownVote] = useState(countedId);
  if (shownVote !== countedId) {
    setShownVote(countedId);
    setPicked(counted);
  }
  const [step, setStep] = useState<Step>({ kind: 'closed' });
  const [walletProblem, setWalletProblem] = useState<string>();
  const vote = useCastVote();
  const serverProblem = useServerProblemText(vote.error);
  const active = info.status === 'active';
  const blocker = member?.blocker ?? null;
  const canVote = active && member !== null && blocker === null;
  const choice = choiceToSign(picked, info.votingType);
  const unchanged = counted.length > 0 && samePicks(picked, counted);
  const chainId =
    wallet.chainId !== undefined && info.signing.chainIds.includes(wallet.chainId)
      ? wallet.chainId
      : wallet.chainId === undefined
        ? info.signing.domain.chainId
        : undefined;

  const open = () => {
    // The wallet stack loads after the page; ask for it now so it is ready to sign.
    walletStore.preload();
    vote.reset();
    setWalletProblem(undefined);
    setStep({ kind: 'confirm' });
  };

  // The session outlives the page; the wallet is found again after a load before it can sign.
  const walletReady = wallet.phase === 'connected' && wallet.address !== undefined;
  const walletBusy =
    wallet.phase === 'reconnecting' || wallet.phase === 'connecting' || wallet.phase === 'signingIn';

  const confirm = async () => {
    if (choice === null || !wallet.address) return;
    if (!walletReady) {
      walletStore.connect();
      return;
    }
    if (chainId === undefined) {
      setWalletProblem(t('vote.wrongChain'));
      return;
    }
    setWalletProblem(undefined);
    vote.reset();
    setStep({ kind: 'signing' });
    const timestamp = voteTimestamp({
      serverTime: info.serverTime,
      receivedAt: info.receivedAt,
      now: Date.now(),
      previous: member?.vote?.timestamp,
    });
    let signature: string;
    try {
      const { signVote } = await loadSigner();
      signature = await signVote({
        votingType: info.votingType,
        chainId,
        proposal: info.id,
        choice,
        voter: wallet.address as Address,
        timestamp,
      });
    } catch (error) {
      // A declined signature is the member's choice: back to the confirmation, without a message.
      if (!isUserRejection(error)) {
        console.error('the wallet could not sign the vote', error);
        setWalletProblem(t('vote.signFailed'));
      }
      setStep({ kind: 'confirm' });
      return;
    }
    vote.send(
      { id: info.id, choice, timestamp, signature, chainId: chainId as 1 | 56 },
      {
        onSuccess: (answer) => {
          setStep({ kind: 'done', vote: answer });
          notify.success(t('vote.success'));
        },
        onError: () => setStep({ kind: 'confirm' }),
      },
    );
  };

  const notice = (() => {
    if (!member) return null;
    switch (blocker) {
      case 'notStarted':
        return t('vote.blockers.notStarted');
      case 'ended':
        return t('vote.blockers.ended');
      case 'cancelled':
        return t('vote.blockers.cancelled');
      case 'noPower':
        return <NoPowerNotice info={info} />;
      case 'counting':
        return t('vote.blockers.counting');
      default:
        return null;
    }
  })();

  if (info.status === 'closed' && counted.length === 0) return null;

  return (
    <section aria-labelledby="vote-title" className="panel rounded-2xl p-5 sm:p-6" data-testid="vote-panel">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="vote-title" className="text-lg font-semibold text-ink">
          {!active ? t('vote.closedTitle') : counted.length > 0 ? t('vote.changeTitle') : t('vote.title')}
        </h2>
        {member?.power && member.power !== '0' ? (
          <span className="text-sm text-ink-muted">
            {t('vote.yourPower')}{' '}
            <span className="font-semibold text-plasma tabular-nums">{formatPower(member.power)}</span>
          </span>
        ) : null}
      </div>
      {member?.vote ? (
        <p className="mt-2 text-xs text-ink-muted" data-testid="my-vote">
          {t('vote.current', { choice: labelsOf(info, counted) })} ·{' '}
          <DateTime value={member.vote.timestamp * 1000} />
        </p>
      ) : null}
      <div className="mt-5">
        <ChoiceOptions
          info={info}
          picked={canVote ? picked : counted}
          counted={counted}
          disabled={!canVote}
          onToggle={(value) => setPicked((current) => togglePick(current, value, info.votingType))}
        />
      </div>
      {member === null ? (
        active || info.status === 'upcoming' ? (
          <div className="mt-5 border-t border-line pt-5">
            <SignedOutPanel embedded description={t('vote.connect')} data-testid="vote-signed-out" />
          </div>
        ) : null
      ) : notice ? (
        <div
          data-testid="vote-blocker"
          className="mt-5 rounded-lg border border-line bg-space-950/50 px-4 py-3 text-sm text-ink-muted"
        >
          {notice}
        </div>
      ) : (
        <div className="mt-5 flex flex-wrap items-center justify-end gap-3">
          {unchanged ? <span className="text-xs text-ink-muted">{t('vote.unchanged')}</span> : null}
          <Button data-testid="vote-submit" disabled={choice === null || unchanged} onClick={open}>
            {counted.length > 0 ? t('vote.change') : t('vote.submit')}
          </Button>
        </div>
      )}

      <Dialog
        open={step.kind !== 'closed'}
        onOpenChange={(isOpen) => {
          if (!isOpen && step.kind !== 'signing' && !vote.isPending) setStep({ kind: 'closed' });
        }}
        dismissable={step.kind !== 'signing' && !vote.isPending}
        title={step.kind === 'done' ? t('vote.success') : t('vote.confirmTitle')}
        data-testid="vote-dialog"
        footer={
          step.kind === 'done' ? (
            <Button data-testid="vote-done" onClick={() => setStep({ kind: 'closed' })}>
              {t('vote.done')}
            </Button>
          ) : (
            <ConfirmActions
              onBack={() => setStep({ kind: 'closed' })}
              backLabel={t('common:dialog.cancel')}
              onConfirm={() => void confirm()}
              confirmLabel={
                !walletReady && !walletBusy
                  ? t('vote.walletWaiting')
                  : step.kind === 'signing' && !vote.isPending
                    ? t('vote.signing')
                    : t('vote.confirm')
              }
              pending={step.kind === 'signing' || vote.isPending || walletBusy}
              data-testid="vote-confirm"
            />
          )
        }
      >
        {step.kind === 'done' ? (
          <div className="flex flex-col items-center gap-4 py-2 text-center" data-testid="vote-success">
            <span className="flex size-14 items-center justify-center rounded-full bg-success/15 text-success">
              <CheckIcon className="size-7" />
            </span>
            <p className="text-sm text-ink-muted">
              {t('vote.successDetail', {
                choice: labelsOf(info, picksOf(step.vote.vote.choice)),
                power: formatPower(step.vote.vote.power),
              })}
            </p>
          </div>
        ) : (
          <ConfirmStep
            rows={[
              {
                label: t('vote.rows.proposal'),
                // Words wrap whole here; the list breaks anywhere for addresses.
                value: <span className="break-normal [overflow-wrap:anywhere]">{info.title}</span>,
              },
              { label: t('vote.rows.choice'), value: labelsOf(info, picked), emphasis: true },
              { label: t('vote.rows.power'), value: formatPower(member?.power ?? '0') },
              ...(counted.length > 0
                ? [{ label: t('vote.rows.replaces'), value: labelsOf(info, counted) }]
                : []),
            ]}
            note={t('vote.confirmNote')}
            problem={walletProblem ?? serverProblem}
          />
        )}
      </Dialog>
    </section>
  );
}
