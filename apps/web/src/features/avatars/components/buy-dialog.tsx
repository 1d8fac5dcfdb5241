import type { Stablecoin } from '@colony/contract/assets';
import type { Order, PayConfigResponse, QueuePlace } from '@colony/contract/avatars';
import { QUEUE_RETENTION_DAYS } from '@colony/contract/constants';
import { ERRORS } from '@colony/contract/errors';
import { ROUTES } from '@colony/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { AssetPicker } from '../../../components/money/asset-picker.tsx';
import { ConfirmActions, ConfirmStep } from '../../../components/money/confirm-step.tsx';
import { ServerProblem } from '../../../components/money/server-problem.tsx';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { cx } from '../../../components/ui/class-names.ts';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { CheckIcon } from '../../../components/ui/icons.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { notify } from '../../../components/ui/toast.tsx';
import { ApiError } from '../../../lib/http/api-error.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { availableOf } from '../../../lib/money/available-of.ts';
import { useMemberAssets } from '../../../lib/money/get-member-assets.ts';
import { newIdempotencyKey } from '../../../lib/money/idempotent-action.ts';
import { useAmountFormat } from '../../../lib/money/use-amount-format.ts';
import { useServerProblemText } from '../../../lib/money/use-server-problem-text.ts';
import { isUserRejection } from '../../../lib/wallet/is-user-rejection.ts';
import { useWallet } from '../../../lib/wallet/use-wallet.ts';
import { soldOutOffer, useCreateOrder } from '../api/create-order.ts';
import { payConfigQueryOptions } from '../api/get-pay-config.ts';
import type { PendingPurchase } from '../pending-purchases.ts';
import {
  acceptedAssets,
  checkPurchase,
  firstDraft,
  type PaySource,
  type PurchaseDraft,
  type PurchaseProblem,
  purchaseBlock,
  type WalletPayment,
} from '../rules/purchase-rules.ts';
import { PurchaseTracker } from './purchase-tracker.tsx';
import { QueueOffer, QueuePlaceSummary } from './queue-offer.tsx';

// The wallet's side (wagmi) loads only when the member pays from the wallet.
const loadWallet = () => import('../wallet/wallet-payment.tsx');
const WalletPaymentPanel = lazy(loadWallet);

type Step =
  | { kind: 'form' }
  | { kind: 'confirm' }
  | { kind: 'queueOffer'; place: QueuePlace }
  | { kind: 'done'; order: Order }
  | { kind: 'tracking'; purchase: PendingPurchase };

export interface BuyDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The signed-in member. */
  address: string;
  config: PayConfigResponse;
  /** The wallet has sent the price: the page keeps following the payment, also after a reload. */
  onWalletPayment: (purchase: PendingPurchase) => void;
  /** Settles a followed payment (see PurchaseTracker). */
  onOrder: (hash: string, orderId: string) => void;
  onSettled: (hash: string) => boolean;
}

function SourcePicker({
  value,
  onChange,
  hints,
  walletAvailable,
}: {
  value: PaySource;
  onChange: (source: PaySource) => void;
  hints: Record<PaySource, string>;
  walletAvailable: boolean;
}) {
  const { t } = useTranslation('avatars');
  const name = useId();
  const sources: PaySource[] = walletAvailable ? ['balance', 'wallet'] : ['balance'];
  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className="mb-2 text-sm font-medium text-ink">{t('dialog.payFrom')}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {sources.map((source) => (
          <label
            key={source}
            className={cx(
              'flex min-w-0 cursor-pointer flex-col rounded-xl border px-4 py-3 transition',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-plasma',
              source === value
                ? 'border-plasma/70 bg-space-700 shadow-[inset_0_0_0_1px_rgb(125_249_255/0.3)]'
                : 'border-line-strong bg-space-900/70 hover:border-plasma/40',
            )}
          >
            <input
              type="radio"
              name={name}
              value={source}
              checked={source === value}
              onChange={() => onChange(source)}
              className="sr-only"
            />
            <span className="text-sm font-semibold text-ink">{t(`dialog.sources.${source}`)}</span>
            <span className="mt-0.5 text-xs text-ink-muted">{hints[source]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** "Insufficient balance" leads to the deposit of the balance's page. */
function RechargeLink() {
  const { t } = useTranslation('avatars');
  return (
    <Link to={ROUTES.myAssets} className="mt-2 inline-flex text-sm font-semibold text-plasma hover:underline">
      {t('dialog.recharge')}
    </Link>
  );
}

/**
 * Buying an avatar (SPEC.md §4, §8): choose an accepted asset and whether the balance or the
 * wallet pays, confirm what is paid and what is bought, then
 * - from the balance: one `orderCreate` per Idempotency-Key; sold out offers the queue (its place,
 *   the frozen price) and joining sends `queue: true` under a new key;
 * - from the wallet: the wallet sends the ERC-20 transfer to the treasury and the dialog follows the
 *   payment until the avatar is bought, queued or the payment failed. A declined signature says nothing.
 */
export function BuyDialog({
  open,
  onOpenChange,
  address,
  config,
  onWalletPayment,
  onOrder,
  onSettled,
}: BuyDialogProps) {
  const { t } = useTranslation(['avatars', 'money', 'common']);
  const format = useAmountFormat();
  const wallet = useWallet();
  const member = useMemberAssets(address);
  const { avatar, chains } = config;
  const balanceOf = useCallback(
    (asset: Stablecoin) => (member.data ? availableOf(member.data.assets, asset) : undefined),
    [member.data],
  );
  const [step, setStep] = useState<Step>({ kind: 'form' });
  const [draft, setDraft] = useState<PurchaseDraft>(() => firstDraft(avatar, balanceOf));
  const [checked, setChecked] = useState(false);
  const [walletBalance, setWalletBalance] = useState<bigint>();
  /** What the check right before the wallet prompt found, until the draft changes. */
  const [recheckProblem, setRecheckProblem] = useState<PurchaseProblem>();
  const wasOpen = useRef(false);
  const order = useCreateOrder(address);
  const queryClient = useQueryClient();
  const pay = useMutation({
    mutationFn: async (payment: WalletPayment) => (await loadWallet()).sendPrice(payment),
  });
  // Right before the wallet is asked: the limits and the supply as the server counts them now,
  // since a payment it then refuses would only land on the balance. The order still checks them.
  const recheck = useMutation({
    mutationFn: () => queryClient.fetchQuery({ ...payConfigQueryOptions(avatar.id, address), staleTime: 0 }),
  });
  const resetOrder = order.reset;
  const resetPay = pay.reset;

  // Each opening starts afresh, on the asset the balance covers.
  useEffect(() => {
    if (open && !wasOpen.current) {
      setStep({ kind: 'form' });
      setDraft(firstDraft(avatar, balanceOf));
      setChecked(false);
      setRecheckProblem(undefined);
      resetOrder();
      resetPay();
    }
    wasOpen.current = open;
  }, [open, avatar, balanceOf, resetOrder, resetPay]);

  const accepted = acceptedAssets(avatar);
  const walletChainId = wallet.phase === 'connected' ? wallet.chainId : undefined;
  const result = checkPurchase(avatar, draft, {
    available: balanceOf(draft.asset),
    chains,
    walletChainId,
    walletBalance,
    limits: config.limits,
  });
  // Sold out: a purchase from the balance joins the queue, and the confirmation says so.
  const joiningQueue = avatar.remainingToday === 0;
  // The wallet panel itself says how to connect or switch; the form only adds what it cannot.
  const shownProblem: PurchaseProblem | undefined =
    recheckProblem ??
    (!result.ok && (checked || result.problem === 'notForSale' || result.problem === 'guideLimit')
      ? result.problem
      : undefined);
  const problemText = (problem: PurchaseProblem | undefined) =>
    problem === undefined
      ? undefined
      : t(`problems.${problem}`, {
          asset: draft.asset,
          limit: (recheck.data ?? config).limits?.unpaidWalletOrders.limit,
        });
  const priceText = `${format(avatar.price, draft.asset)} ${draft.asset}`;
  // Sold out is answered with the queue offer, not as a problem.
  const serverText = useServerProblemText(soldOutOffer(order.error) ? undefined : order.error);
  const insufficient =
    shownProblem === 'insufficientBalance' ||
    (order.error instanceof ApiError && order.error.code === ERRORS.insufficientBalance.code);
  const sending = order.isPending || pay.isPending || recheck.isPending;
  const recheckText = useServerProblemText(recheck.error);

  const update = (patch: Partial<PurchaseDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setRecheckProblem(undefined);
    resetOrder();
    resetPay();
  };
  const next = () => {
    setChecked(true);
    setRecheckProblem(undefined);
    if (result.ok) setStep({ kind: 'confirm' });
  };

  const buyFromBalance = (queue: boolean) =>
    order.send(
      { avatarId: avatar.id, asset: draft.asset, queue },
      {
        onSuccess: (placed) => {
          notify.success(t(placed.status === 'queued' ? 'outcome.queued' : 'outcome.purchased'));
          setStep({ kind: 'done', order: placed });
        },
        onError: (error) => {
          const place = soldOutOffer(error);
          if (place && !queue) setStep({ kind: 'queueOffer', place });
        },
      },
    );

  const payFromWallet = () => {
    if (!result.ok || !result.wallet) return;
    recheck.mutate(undefined, {
      onSuccess: (fresh) => {
        const now = checkPurchase(fresh.avatar, draft, {
          available: balanceOf(draft.asset),
          chains: fresh.chains,
          walletChainId,
          walletBalance,
          limits: fresh.limits,
        });
        if (!now.ok || !now.wallet) {
          setRecheckProblem(now.ok ? 'walletUnavailable' : now.problem);
          setStep({ kind: 'form' });
          return;
        }
        sendFromWallet(now.wallet);
      },
    });
  };
  const sendFromWallet = (payment: WalletPayment) => {
    pay.mutate(payment, {
      onSuccess: (hash) => {
        const purchase: PendingPurchase = {
          hash,
          chainId: payment.chain.chainId,
          avatarId: avatar.id,
          asset: draft.asset,
          queue: draft.queue,
          key: newIdempotencyKey(),
          sentAt: Date.now(),
        };
        onWalletPayment(purchase);
        notify.info(t('tracker.signed'));
        setStep({ kind: 'tracking', purchase });
      },
    });
  };
  const payProblem = pay.isError && !isUserRejection(pay.error) ? t('problems.transactionFailed') : undefined;

  let title = t('dialog.title', { name: avatar.name });
  let description: string | undefined = t('dialog.description');
  let body: ReactNode;
  let footer: ReactNode;

  if (step.kind === 'form') {
    body = (
      <form
        noValidate
        className="flex flex-col gap-5"
        onSubmit={(event) => {
          event.preventDefault();
          next();
        }}
      >
        <AssetPicker
          name="avatar-asset"
          label={t('money:fields.asset')}
          assets={accepted}
          value={draft.asset}
          onChange={(asset) => update({ asset })}
        />
        <SourcePicker
          value={draft.source}
          onChange={(source) => update({ source })}
          walletAvailable={chains.length > 0}
          hints={{
            balance:
              member.data === undefined
                ? t('common:status.loading')
                : t('dialog.sourceHints.balance', {
                    amount: format(balanceOf(draft.asset) ?? 0n, draft.asset),
                    asset: draft.asset,
                  }),
            wallet: t('dialog.sourceHints.wallet'),
          }}
        />
        {draft.source === 'wallet' ? (
          <>
            <Suspense fallback={<Skeleton className="h-20 w-full" />}>
              <WalletPaymentPanel chains={chains} asset={draft.asset} onBalance={setWalletBalance} />
            </Suspense>
            <label className="flex cursor-pointer items-start gap-3 text-sm text-ink">
              <input
                type="checkbox"
                checked={draft.queue}
                onChange={(event) => update({ queue: event.target.checked })}
                className="mt-0.5 size-4 shrink-0 accent-plasma"
              />
              <span>
                {t('dialog.queueChoice')}
                <span className="mt-0.5 block text-xs text-ink-muted">{t('dialog.queueChoiceHint')}</span>
              </span>
            </label>
          </>
        ) : null}
        {shownProblem && !(draft.source === 'wallet' && isWalletSetup(shownProblem)) ? (
          <div>
            <p role="alert" data-testid="purchase-problem" className="text-sm font-medium text-danger">
              {problemText(shownProblem)}
            </p>
            {shownProblem === 'insufficientBalance' && draft.source === 'balance' ? <RechargeLink /> : null}
          </div>
        ) : null}
        <button type="submit" hidden tabIndex={-1} />
      </form>
    );
    footer = (
      <Button
        className="w-full sm:w-auto"
        onClick={next}
        disabled={purchaseBlock(avatar, config.limits) !== undefined}
      >
        {t('money:flow.next')}
      </Button>
    );
  } else if (step.kind === 'confirm') {
    const fromWallet = draft.source === 'wallet' && result.ok && result.wallet !== undefined;
    const queueing = joiningQueue && !fromWallet;
    title = queueing ? t('dialog.queueConfirmTitle') : t('dialog.confirmTitle');
    description = queueing ? t('dialog.queueConfirmDescription') : t('money:flow.review');
    const queueNote = t('dialog.queueNote', {
      amount: priceText,
      days: QUEUE_RETENTION_DAYS,
    });
    const network =
      result.ok && result.wallet ? t(`common:wallet.chains.${result.wallet.chain.chainId}`) : '';
    body = (
      <ConfirmStep
        note={
          fromWallet
            ? `${t('dialog.walletNote', { amount: priceText })}${joiningQueue && draft.queue ? ` ${queueNote}` : ''}`
            : queueing
              ? queueNote
              : t('money:flow.irreversible')
        }
        problem={fromWallet ? (recheckText ?? payProblem) : serverText}
        rows={[
          { label: t('dialog.summary.avatar'), value: avatar.name, testId: 'summary-avatar' },
          { label: t('dialog.summary.price'), value: priceText, emphasis: true, testId: 'summary-price' },
          {
            label: t('dialog.summary.source'),
            value: fromWallet
              ? t('dialog.summary.sourceWallet', { network })
              : t('dialog.summary.sourceBalance'),
            testId: 'summary-source',
          },
          ...(fromWallet
            ? [
                {
                  label: t('dialog.summary.queue'),
                  value: draft.queue ? t('dialog.summary.queueYes') : t('dialog.summary.queueNo'),
                },
              ]
            : []),
        ]}
      >
        {!fromWallet && insufficient ? <RechargeLink /> : null}
      </ConfirmStep>
    );
    footer = (
      <ConfirmActions
        onBack={() => setStep({ kind: 'form' })}
        onConfirm={fromWallet ? payFromWallet : () => buyFromBalance(queueing)}
        confirmLabel={
          recheck.isPending
            ? t('dialog.checking')
            : pay.isPending
              ? t('dialog.waitingForWallet')
              : fromWallet
                ? t('dialog.confirmWallet')
                : queueing
                  ? t('queue.join')
                  : t('dialog.confirm')
        }
        pending={sending}
        data-testid="purchase-confirm"
      />
    );
  } else if (step.kind === 'queueOffer') {
    title = t('queue.title');
    description = undefined;
    body = (
      <>
        <QueueOffer
          name={avatar.name}
          place={step.place}
          price={format(avatar.price, draft.asset)}
          asset={draft.asset}
        />
        <ServerProblem message={serverText} />
        {insufficient ? <RechargeLink /> : null}
      </>
    );
    footer = (
      <ConfirmActions
        onBack={() => onOpenChange(false)}
        backLabel={t('queue.cancel')}
        onConfirm={() => buyFromBalance(true)}
        confirmLabel={t('queue.join')}
        pending={order.isPending}
        data-testid="queue-join"
      />
    );
  } else if (step.kind === 'done') {
    const queued = step.order.status === 'queued';
    title = queued ? t('outcome.queued') : t('outcome.purchased');
    description = undefined;
    body = (
      <div data-testid="purchase-done" data-status={step.order.status} className="flex flex-col gap-4">
        <div className="flex items-start gap-3">
          <CheckIcon className="mt-0.5 size-6 shrink-0 text-success" />
          <p className="text-sm text-ink">
            {queued
              ? t('outcome.queuedDetail', { name: avatar.name })
              : t('outcome.purchasedDetail', { name: avatar.name })}
          </p>
        </div>
        {queued && step.order.queue ? <QueuePlaceSummary place={step.order.queue} /> : null}
      </div>
    );
    footer = (
      <>
        <Button variant="ghost" onClick={() => onOpenChange(false)}>
          {t('dialog.close')}
        </Button>
        <Link
          to={queued ? ROUTES.queue : ROUTES.myAvatar}
          className={buttonClass()}
          data-testid={queued ? 'purchase-queue' : 'purchase-my-avatars'}
        >
          {queued ? t('outcome.viewQueue') : t('outcome.viewAvatars')}
        </Link>
      </>
    );
  } else {
    const { purchase } = step;
    title = t('dialog.trackingTitle');
    description = undefined;
    body = (
      <PurchaseTracker
        address={address}
        purchase={purchase}
        name={avatar.name}
        onOrder={(orderId) => onOrder(purchase.hash, orderId)}
        onSettled={() => onSettled(purchase.hash)}
      />
    );
    footer = (
      <Button variant="ghost" onClick={() => onOpenChange(false)}>
        {t('dialog.close')}
      </Button>
    );
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!sending) onOpenChange(next);
      }}
      dismissable={!sending}
      title={title}
      description={description}
      data-testid="buy-dialog"
      footer={footer}
    >
      {body}
    </Dialog>
  );
}

/** Problems the wallet panel already shows with what to do about them (connect, switch network). */
function isWalletSetup(problem: PurchaseProblem): boolean {
  return problem === 'walletNotConnected' || problem === 'wrongNetwork' || problem === 'assetNotOnNetwork';
}
