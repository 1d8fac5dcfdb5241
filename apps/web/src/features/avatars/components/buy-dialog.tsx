import type { Stablecoin } from '@colony/contract/assets';
import type { Order, OrderCreateRequest, PayConfigResponse, QueuePlace } from '@colony/contract/avatars';
import { QUEUE_RETENTION_DAYS } from '@colony/contract/constants';
import { ERRORS } from '@colony/contract/errors';
import { ROUTES } from '@colony/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useId, useState } from 'react';
import { Link } from 'react-router';
import { AssetPicker } from '../../../components/money/asset-picker.tsx';
import { ConfirmActions, ConfirmStep } from '../../../components/money/confirm-step.tsx';
import { MoneyFlowDialog, type MoneyFlowScreen } from '../../../components/money/money-flow-dialog.tsx';
import { ServerProblem } from '../../../components/money/server-problem.tsx';
import { useMoneyFlow } from '../../../components/money/use-money-flow.ts';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { cx } from '../../../components/ui/class-names.ts';
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

/** What Confirm sends: the order from the balance, or the price from the wallet. */
type BuyRequest =
  | { source: 'balance'; order: OrderCreateRequest }
  | { source: 'wallet'; payment: WalletPayment; asset: Stablecoin; queue: boolean };

type BuyOutcome = { kind: 'order'; order: Order } | { kind: 'tracking'; purchase: PendingPurchase };

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
  const [walletBalance, setWalletBalance] = useState<bigint>();
  /** What the check right before the wallet prompt found, until the draft changes. */
  const [recheckProblem, setRecheckProblem] = useState<PurchaseProblem>();
  /** Sold out since the page read the supply: the queue's offer. */
  const [offer, setOffer] = useState<QueuePlace>();
  const order = useCreateOrder(address);
  const queryClient = useQueryClient();
  // Right before the wallet is asked: the limits and the supply as the server counts them now,
  // since a payment it then refuses would only land on the balance. The order still checks them.
  const recheck = useMutation({
    mutationFn: () => queryClient.fetchQuery({ ...payConfigQueryOptions(avatar.id, address), staleTime: 0 }),
  });

  // Each opening starts afresh, on the asset the balance covers.
  const flow = useMoneyFlow({
    open,
    draft: () => firstDraft(avatar, balanceOf),
    send: async (request: BuyRequest): Promise<BuyOutcome> => {
      if (request.source === 'balance') return { kind: 'order', order: await order.sendAsync(request.order) };
      const hash = await (await loadWallet()).sendPrice(request.payment);
      const purchase: PendingPurchase = {
        hash,
        chainId: request.payment.chain.chainId,
        avatarId: avatar.id,
        asset: request.asset,
        queue: request.queue,
        key: newIdempotencyKey(),
        sentAt: Date.now(),
      };
      return { kind: 'tracking', purchase };
    },
    onOpen: () => {
      setRecheckProblem(undefined);
      setOffer(undefined);
    },
    onSuccess: (outcome) => {
      if (outcome.kind === 'order') {
        notify.success(t(outcome.order.status === 'queued' ? 'outcome.queued' : 'outcome.purchased'));
        return;
      }
      onWalletPayment(outcome.purchase);
      notify.info(t('tracker.signed'));
    },
    onError: (error, request) => {
      const place = soldOutOffer(error);
      if (place && request.source === 'balance' && !request.order.queue) setOffer(place);
    },
  });
  const { draft } = flow;

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
    (!result.ok && (flow.checked || result.problem === 'notForSale' || result.problem === 'guideLimit')
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
  const serverText = useServerProblemText(soldOutOffer(flow.error) ? undefined : flow.error);
  const insufficient =
    shownProblem === 'insufficientBalance' ||
    (flow.error instanceof ApiError && flow.error.code === ERRORS.insufficientBalance.code);
  const recheckText = useServerProblemText(recheck.error);

  const update = (patch: Partial<PurchaseDraft>) => {
    flow.update(patch);
    setRecheckProblem(undefined);
  };

  const buyFromBalance = (queue: boolean) =>
    flow.confirm({ source: 'balance', order: { avatarId: avatar.id, asset: draft.asset, queue } });

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
          flow.back();
          return;
        }
        flow.confirm({ source: 'wallet', payment: now.wallet, asset: draft.asset, queue: draft.queue });
      },
    });
  };

  const fromWallet = draft.source === 'wallet' && result.ok && result.wallet !== undefined;
  const queueing = joiningQueue && !fromWallet;
  // From the wallet the flow's failure is the wallet's: a declined signature says nothing.
  const payProblem =
    fromWallet && flow.error !== undefined && !isUserRejection(flow.error)
      ? t('problems.transactionFailed')
      : undefined;
  const queueNote = t('dialog.queueNote', {
    amount: priceText,
    days: QUEUE_RETENTION_DAYS,
  });
  const network = result.ok && result.wallet ? t(`common:wallet.chains.${result.wallet.chain.chainId}`) : '';

  const orderDone = (placed: Order): MoneyFlowScreen => {
    const queued = placed.status === 'queued';
    return {
      title: queued ? t('outcome.queued') : t('outcome.purchased'),
      body: (
        <div data-testid="purchase-done" data-status={placed.status} className="flex flex-col gap-4">
          <div className="flex items-start gap-3">
            <CheckIcon className="mt-0.5 size-6 shrink-0 text-success" />
            <p className="text-sm text-ink">
              {queued
                ? t('outcome.queuedDetail', { name: avatar.name })
                : t('outcome.purchasedDetail', { name: avatar.name })}
            </p>
          </div>
          {queued && placed.queue ? <QueuePlaceSummary place={placed.queue} /> : null}
        </div>
      ),
      footer: (
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
      ),
    };
  };

  return (
    <MoneyFlowDialog
      flow={flow}
      open={open}
      onOpenChange={onOpenChange}
      busy={recheck.isPending}
      data-testid="buy-dialog"
      form={{
        title: t('dialog.title', { name: avatar.name }),
        description: t('dialog.description'),
        ok: result.ok,
        disabled: purchaseBlock(avatar, config.limits) !== undefined,
        onContinue: () => setRecheckProblem(undefined),
        fields: (
          <>
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
                {shownProblem === 'insufficientBalance' && draft.source === 'balance' ? (
                  <RechargeLink />
                ) : null}
              </div>
            ) : null}
          </>
        ),
      }}
      confirm={{
        title: queueing ? t('dialog.queueConfirmTitle') : t('dialog.confirmTitle'),
        description: queueing ? t('dialog.queueConfirmDescription') : t('money:flow.review'),
        label: recheck.isPending
          ? t('dialog.checking')
          : flow.sending && fromWallet
            ? t('dialog.waitingForWallet')
            : fromWallet
              ? t('dialog.confirmWallet')
              : queueing
                ? t('queue.join')
                : t('dialog.confirm'),
        'data-testid': 'purchase-confirm',
        request: { source: 'balance', order: { avatarId: avatar.id, asset: draft.asset, queue: queueing } },
        onConfirm: fromWallet ? payFromWallet : undefined,
        summary: (
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
        ),
      }}
      screen={
        offer && flow.step !== 'done'
          ? {
              title: t('queue.title'),
              body: (
                <>
                  <QueueOffer
                    name={avatar.name}
                    place={offer}
                    price={format(avatar.price, draft.asset)}
                    asset={draft.asset}
                  />
                  <ServerProblem message={serverText} />
                  {insufficient ? <RechargeLink /> : null}
                </>
              ),
              footer: (
                <ConfirmActions
                  onBack={() => onOpenChange(false)}
                  backLabel={t('queue.cancel')}
                  onConfirm={() => buyFromBalance(true)}
                  confirmLabel={t('queue.join')}
                  pending={flow.sending}
                  data-testid="queue-join"
                />
              ),
            }
          : undefined
      }
      done={(outcome) =>
        outcome.kind === 'order'
          ? orderDone(outcome.order)
          : {
              title: t('dialog.trackingTitle'),
              body: (
                <PurchaseTracker
                  address={address}
                  purchase={outcome.purchase}
                  name={avatar.name}
                  onOrder={(orderId) => onOrder(outcome.purchase.hash, orderId)}
                  onSettled={() => onSettled(outcome.purchase.hash)}
                />
              ),
              footer: (
                <Button variant="ghost" onClick={() => onOpenChange(false)}>
                  {t('dialog.close')}
                </Button>
              ),
            }
      }
    />
  );
}

/** Problems the wallet panel already shows with what to do about them (connect, switch network). */
function isWalletSetup(problem: PurchaseProblem): boolean {
  return problem === 'walletNotConnected' || problem === 'wrongNetwork' || problem === 'assetNotOnNetwork';
}
