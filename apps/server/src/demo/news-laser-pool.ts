import { ASSET_DECIMALS, formatUnits } from '@colony/contract/assets';
import { type Language, LOCALE_TO_LANGUAGE, LOCALES, type Locale } from '@colony/contract/locales';
import type { PoolRule } from '../economy/staking-config.ts';
import type { ArticleText, DemoArticle } from './demo-article.ts';

/**
 * The announcement of the laser pool, written from the pool the colony runs (its budget, days,
 * lock and bounds in the economy config), so it says what the pool page shows: a budget shared
 * day by day among what is staked, an APR that moves with the TVL, the principal back when the
 * lock ends. It promises no fixed rate and no capacity, which the pool does not have.
 */

interface Figures {
  asset: string;
  reward: string;
  budget: string;
  days: number;
  /** What a day pays while every day pays: the budget spread evenly over its days. */
  daily: string;
  lock: number;
  minimum: string;
  maximum: string;
}

const LOCALE_OF = Object.fromEntries(LOCALES.map((locale) => [LOCALE_TO_LANGUAGE[locale], locale])) as Record<
  Language,
  Locale
>;

function figuresOf(pool: PoolRule, language: Language): Figures {
  const number = new Intl.NumberFormat(LOCALE_OF[language], { maximumFractionDigits: 18 });
  const whole = (amount: bigint, asset: PoolRule['asset']) =>
    number.format(formatUnits(amount, ASSET_DECIMALS[asset]) as Intl.StringNumericLiteral);
  return {
    asset: pool.asset,
    reward: pool.rewardAsset,
    budget: whole(pool.budget, pool.rewardAsset),
    days: pool.days,
    daily: whole(pool.budget / BigInt(pool.days), pool.rewardAsset),
    lock: pool.lockDays,
    minimum: whole(pool.minimum, pool.asset),
    maximum: whole(pool.maximum, pool.asset),
  };
}

const TEXT: Record<Language, (f: Figures) => ArticleText> = {
  en: (f) => ({
    title: 'The laser pool opens',
    summary: `Stake ${f.asset} and share ${f.daily} ${f.reward} of rewards a day with everyone in the pool; your principal returns when its ${f.lock}-day lock ends.`,
    body: `The laser pool is open on the DeFi page. It shares a budget of ${f.budget} ${f.reward} over ${f.days} days: each daily settlement pays what is left of the budget spread evenly over the days left, ${f.daily} ${f.reward} while every day pays, split among the positions in proportion to what each has staked. There is no fixed rate: the APR on the pool page is the next day's reward over what is staked now, so it falls as more ${f.asset} joins and rises as less stays. However much is staked, the pool never pays more than its budget.\n\nA position takes ${f.minimum} to ${f.maximum} ${f.asset} from your available balance and earns from the day after you join. Its principal is locked for ${f.lock} days, or until the pool's last day if that comes first, and returns to your balance at that day's settlement; it cannot be withdrawn before. ${f.asset} comes from your Avatars' output at each daily settlement.`,
  }),
  jp: (f) => ({
    title: 'レーザープールがオープン',
    summary: `${f.asset}をステーキングして、1日${f.daily} ${f.reward}の報酬をプールの参加者全員で分け合います。元本は${f.lock}日間のロックが終わると返還されます。`,
    body: `DeFiページでレーザープールが始まりました。予算${f.budget} ${f.reward}を${f.days}日間で分配します。毎日の精算ごとに、残りの予算を残りの日数で均等に分けた額（毎日支払われる限り${f.daily} ${f.reward}）を、各ポジションのステーキング額に応じて分け合います。固定の利率はありません。プールページのAPRは翌日の報酬を現在のステーキング総額で割ったもので、${f.asset}が増えれば下がり、減れば上がります。ステーキング額がいくらでも、プールが予算を超えて支払うことはありません。\n\nポジションには利用可能残高から${f.minimum}〜${f.maximum} ${f.asset}を預け、参加の翌日から報酬を受け取れます。元本は${f.lock}日間、またはそれより早ければプールの最終日までロックされ、その日の精算で残高に戻ります。それより前には引き出せません。${f.asset}は毎日の精算でアバターの産出から得られます。`,
  }),
  kr: (f) => ({
    title: '레이저 풀 오픈',
    summary: `${f.asset}을(를) 스테이킹하고 하루 ${f.daily} ${f.reward}의 보상을 풀 참여자 모두와 나눕니다. 원금은 ${f.lock}일 잠금이 끝나면 반환됩니다.`,
    body: `DeFi 페이지에서 레이저 풀이 열렸습니다. ${f.budget} ${f.reward}의 예산을 ${f.days}일 동안 나눠 지급합니다. 일일 정산마다 남은 예산을 남은 일수로 고르게 나눈 금액(매일 지급되는 동안 ${f.daily} ${f.reward})을 각 포지션의 스테이킹 금액에 비례해 나눕니다. 고정 이율은 없습니다. 풀 페이지의 APR은 다음 날 보상을 지금 스테이킹된 총액으로 나눈 값이어서, ${f.asset}이(가) 늘면 내려가고 줄면 올라갑니다. 얼마가 스테이킹되든 풀은 예산보다 많이 지급하지 않습니다.\n\n포지션은 사용 가능 잔액에서 ${f.minimum}~${f.maximum} ${f.asset}을(를) 받으며, 참여 다음 날부터 보상을 받습니다. 원금은 ${f.lock}일 동안, 또는 그보다 이르면 풀의 마지막 날까지 잠기고 그날 정산에서 잔액으로 돌아옵니다. 그 전에는 출금할 수 없습니다. ${f.asset}은(는) 일일 정산마다 아바타의 산출로 생깁니다.`,
  }),
  cn: (f) => ({
    title: '激光池正式开放',
    summary: `质押 ${f.asset}，与池中所有参与者共享每天 ${f.daily} ${f.reward} 的奖励；${f.lock} 天锁定期结束后返还本金。`,
    body: `激光池已在 DeFi 页面开放。它在 ${f.days} 天内分配 ${f.budget} ${f.reward} 的预算：每次每日结算都把剩余预算平均分配到剩余天数（每天都支付时为 ${f.daily} ${f.reward}），再按各持仓的质押数量比例分给各持仓。没有固定利率：池页面上的 APR 是下一日奖励除以当前质押总额，质押的 ${f.asset} 越多它越低，越少它越高。无论质押多少，池支付的奖励都不会超过其预算。\n\n每个持仓从您的可用余额中质押 ${f.minimum} 至 ${f.maximum} ${f.asset}，从加入次日起获得奖励。本金锁定 ${f.lock} 天，若池的最后一天更早则锁定至那天，并在当天结算时返还到您的余额；在此之前无法取出。${f.asset} 来自您的化身在每次每日结算时的产出。`,
  }),
  th: (f) => ({
    title: 'เลเซอร์พูลเปิดแล้ว',
    summary: `สเตก ${f.asset} แล้วแบ่งรางวัลวันละ ${f.daily} ${f.reward} กับทุกคนในพูล เงินต้นจะคืนเมื่อครบระยะล็อก ${f.lock} วัน`,
    body: `เลเซอร์พูลเปิดแล้วในหน้า DeFi พูลนี้แบ่งงบ ${f.budget} ${f.reward} ตลอด ${f.days} วัน การชำระบัญชีรายวันแต่ละครั้งจ่ายงบที่เหลือหารเท่า ๆ กันตามจำนวนวันที่เหลือ (วันละ ${f.daily} ${f.reward} ตราบที่มีการจ่ายทุกวัน) แบ่งให้แต่ละโพซิชันตามสัดส่วนที่สเตกไว้ ไม่มีอัตราคงที่ APR ในหน้าพูลคือรางวัลของวันถัดไปหารด้วยยอดที่สเตกอยู่ตอนนี้ จึงลดลงเมื่อมี ${f.asset} เข้ามามากขึ้น และเพิ่มขึ้นเมื่อเหลือน้อยลง ไม่ว่าจะสเตกเท่าไร พูลไม่จ่ายเกินงบ\n\nแต่ละโพซิชันใช้ ${f.minimum} ถึง ${f.maximum} ${f.asset} จากยอดคงเหลือที่ใช้ได้ และได้รับรางวัลตั้งแต่วันถัดจากที่เข้าร่วม เงินต้นถูกล็อก ${f.lock} วัน หรือจนถึงวันสุดท้ายของพูลหากเร็วกว่า และคืนเข้ายอดคงเหลือในการชำระบัญชีของวันนั้น ถอนก่อนหน้านั้นไม่ได้ ${f.asset} มาจากผลผลิตของอวตารของคุณในการชำระบัญชีรายวันแต่ละครั้ง`,
  }),
  vi: (f) => ({
    title: 'Laser pool chính thức mở',
    summary: `Stake ${f.asset} và chia ${f.daily} ${f.reward} thưởng mỗi ngày với mọi người trong pool; tiền gốc được trả lại khi hết thời gian khóa ${f.lock} ngày.`,
    body: `Laser pool đã mở trên trang DeFi. Pool chia ngân sách ${f.budget} ${f.reward} trong ${f.days} ngày: mỗi lần quyết toán hằng ngày trả phần ngân sách còn lại chia đều cho số ngày còn lại (${f.daily} ${f.reward} khi ngày nào cũng được trả), chia cho các vị thế theo tỷ lệ số đã stake. Không có lãi suất cố định: APR trên trang pool là thưởng của ngày tới chia cho tổng số đang stake, nên nó giảm khi có thêm ${f.asset} tham gia và tăng khi còn ít hơn. Dù stake bao nhiêu, pool không bao giờ trả quá ngân sách.\n\nMỗi vị thế nhận từ ${f.minimum} đến ${f.maximum} ${f.asset} từ số dư khả dụng của bạn và nhận thưởng từ ngày sau khi tham gia. Tiền gốc bị khóa ${f.lock} ngày, hoặc đến ngày cuối của pool nếu sớm hơn, và trở về số dư của bạn trong quyết toán của ngày đó; không thể rút trước. ${f.asset} đến từ sản lượng Avatar của bạn ở mỗi lần quyết toán hằng ngày.`,
  }),
  de: (f) => ({
    title: 'Der Laser-Pool ist eröffnet',
    summary: `Stake ${f.asset} und teile ${f.daily} ${f.reward} Belohnung am Tag mit allen im Pool; dein Einsatz kommt zurück, wenn seine Sperre von ${f.lock} Tagen endet.`,
    body: `Der Laser-Pool ist auf der DeFi-Seite eröffnet. Er verteilt ein Budget von ${f.budget} ${f.reward} über ${f.days} Tage: Jede tägliche Abrechnung zahlt, was vom Budget übrig ist, gleichmäßig auf die verbleibenden Tage verteilt, ${f.daily} ${f.reward}, solange jeder Tag zahlt, und teilt es unter den Positionen im Verhältnis ihres Einsatzes auf. Einen festen Zins gibt es nicht: Die APR auf der Pool-Seite ist die Belohnung des nächsten Tages geteilt durch das, was jetzt gestakt ist; sie sinkt, wenn mehr ${f.asset} dazukommt, und steigt, wenn weniger bleibt. Wie viel auch gestakt ist, der Pool zahlt nie mehr als sein Budget.\n\nEine Position nimmt ${f.minimum} bis ${f.maximum} ${f.asset} von deinem verfügbaren Guthaben und erhält Belohnungen ab dem Tag nach deinem Beitritt. Der Einsatz ist ${f.lock} Tage gesperrt, oder bis zum letzten Tag des Pools, wenn dieser früher ist, und kommt mit der Abrechnung dieses Tages auf dein Guthaben zurück; vorher lässt er sich nicht abheben. ${f.asset} stammt aus der Produktion deiner Avatare bei jeder täglichen Abrechnung.`,
  }),
};

/** The laser pool's announcement in every language, or none when the colony runs no laser pool. */
export function laserPoolArticle(pools: readonly PoolRule[]): DemoArticle | undefined {
  const pool = pools.find((candidate) => candidate.type === 'laser');
  if (!pool) return undefined;
  const text = (language: Language) => TEXT[language](figuresOf(pool, language));
  return {
    category: 'announcement',
    daysAgo: 1,
    phase: 2,
    text: {
      en: text('en'),
      jp: text('jp'),
      kr: text('kr'),
      cn: text('cn'),
      th: text('th'),
      vi: text('vi'),
      de: text('de'),
    },
  };
}
