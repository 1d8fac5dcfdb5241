import {
  type PollCreateRequest,
  type PollInfoResponse,
  pollCreateRequest,
} from '@colony/contract/governance';
import type { Db } from '../db/database.ts';
import { hasUncountedPower, proposalTimes } from '../modules/governance/proposal-schedule.ts';
import { createProposal, type GovernanceContext, type Voter } from '../modules/governance/service.ts';

/** Proposals of the demo's series start at least this far apart, whoever joins meanwhile. */
export const DEMO_PROPOSAL_SPACING_MS = 5 * 60_000;
/** Each is open for votes a colony day: the demo's "advance one day" closes it with its result. */
export const DEMO_PROPOSAL_LASTS_MS = 24 * 60 * 60_000;

type DemoProposal = Omit<PollCreateRequest, 'startAt' | 'endAt'>;

/**
 * The topics of the demo's proposals, in all seven languages, taken in turn: single-choice votes
 * with "Against" rejecting and "Abstain" counting towards the quorum, and approval votes.
 */
export const DEMO_PROPOSALS: readonly DemoProposal[] = [
  {
    votingType: 'single',
    rejectChoice: 2,
    abstainChoice: 3,
    title: {
      en: 'Open a second landing zone in the northern crater',
      jp: '北のクレーターに第二の着陸ゾーンを開く',
      kr: '북쪽 분화구에 두 번째 착륙 구역 개설',
      cn: '在北部陨石坑开辟第二个着陆区',
      th: 'เปิดเขตลงจอดแห่งที่สองในหลุมอุกกาบาตทางเหนือ',
      vi: 'Mở khu hạ cánh thứ hai ở miệng hố phía bắc',
      de: 'Eine zweite Landezone im nördlichen Krater eröffnen',
    },
    body: {
      en: 'The colony has grown faster than its first landing zone. This proposal opens a second zone in the northern crater: new arrivals land there, and the first zone keeps its workshops and the trader.\n\nA second zone spreads the load of each daily settlement and gives the colony room for the alliance Avatars of phase 2. Vote For to open it, Against to keep one zone, or Abstain to count towards the quorum without taking a side.',
      jp: 'コロニーは最初の着陸ゾーンよりも速く成長しました。この提案は北のクレーターに第二のゾーンを開きます。新しく到着する入植者はそこに着陸し、最初のゾーンには工房と商人が残ります。\n\n第二のゾーンは毎日の精算の負荷を分散し、フェーズ2の同盟アバターのための余地をコロニーに与えます。開く場合は賛成、一つのゾーンのままにする場合は反対、どちらにも付かずに定足数に数えられたい場合は棄権に投票してください。',
      kr: '콜로니는 첫 번째 착륙 구역보다 빠르게 성장했습니다. 이 제안은 북쪽 분화구에 두 번째 구역을 엽니다. 새로 도착하는 이주민은 그곳에 착륙하고, 첫 번째 구역에는 작업장과 상인이 남습니다.\n\n두 번째 구역은 일일 정산의 부담을 나누고 2단계의 연합 아바타를 위한 공간을 콜로니에 마련합니다. 개설하려면 찬성, 한 구역을 유지하려면 반대, 어느 쪽도 택하지 않고 정족수에만 포함되려면 기권에 투표하세요.',
      cn: '殖民地的发展已超出第一个着陆区的容量。本提案在北部陨石坑开辟第二个区域：新到的殖民者在那里着陆，第一个区域保留工坊和商人。\n\n第二个区域可分担每日结算的负荷，并为第二阶段的联盟化身留出空间。赞成开辟请投“赞成”，希望保持一个区域请投“反对”，不表态但计入法定人数请投“弃权”。',
      th: 'อาณานิคมเติบโตเร็วกว่าเขตลงจอดแห่งแรก ข้อเสนอนี้เปิดเขตที่สองในหลุมอุกกาบาตทางเหนือ ผู้มาใหม่จะลงจอดที่นั่น ส่วนเขตแรกยังคงมีโรงงานและพ่อค้า\n\nเขตที่สองช่วยกระจายภาระของการชำระบัญชีรายวัน และเปิดพื้นที่ให้อวตารพันธมิตรในระยะที่ 2 โหวตเห็นด้วยเพื่อเปิด ไม่เห็นด้วยเพื่อคงไว้เขตเดียว หรืองดออกเสียงเพื่อนับรวมในองค์ประชุมโดยไม่เลือกฝ่าย',
      vi: 'Thuộc địa đã phát triển nhanh hơn khu hạ cánh đầu tiên. Đề xuất này mở khu thứ hai ở miệng hố phía bắc: cư dân mới đến sẽ hạ cánh tại đó, còn khu đầu tiên giữ các xưởng và thương nhân.\n\nKhu thứ hai chia sẻ tải của mỗi lần quyết toán hằng ngày và dành chỗ cho các Avatar liên minh của giai đoạn 2. Bỏ phiếu Đồng ý để mở, Phản đối để giữ một khu, hoặc Bỏ trống để được tính vào túc số mà không chọn bên nào.',
      de: 'Die Kolonie ist schneller gewachsen als ihre erste Landezone. Dieser Vorschlag eröffnet eine zweite Zone im nördlichen Krater: Neue Kolonisten landen dort, die erste Zone behält ihre Werkstätten und den Händler.\n\nEine zweite Zone verteilt die Last jeder täglichen Abrechnung und gibt der Kolonie Platz für die Allianz-Avatare der Phase 2. Stimme mit Dafür, um sie zu eröffnen, mit Dagegen, um bei einer Zone zu bleiben, oder mit Enthaltung, um zum Quorum zu zählen, ohne Partei zu ergreifen.',
    },
    choices: [
      { en: 'For', jp: '賛成', kr: '찬성', cn: '赞成', th: 'เห็นด้วย', vi: 'Đồng ý', de: 'Dafür' },
      { en: 'Against', jp: '反対', kr: '반대', cn: '反对', th: 'ไม่เห็นด้วย', vi: 'Phản đối', de: 'Dagegen' },
      {
        en: 'Abstain',
        jp: '棄権',
        kr: '기권',
        cn: '弃权',
        th: 'งดออกเสียง',
        vi: 'Bỏ trống',
        de: 'Enthaltung',
      },
    ],
  },
  {
    votingType: 'approval',
    title: {
      en: 'Which partner worlds should the next alliance Avatars come from?',
      jp: '次の同盟アバターはどのパートナーの世界から迎えるべきか',
      kr: '다음 연합 아바타는 어느 파트너 세계에서 와야 할까요?',
      cn: '下一批联盟化身应来自哪些合作伙伴的世界？',
      th: 'อวตารพันธมิตรรุ่นถัดไปควรมาจากโลกของพาร์ทเนอร์ใด',
      vi: 'Các Avatar liên minh tiếp theo nên đến từ thế giới đối tác nào?',
      de: 'Aus welchen Partnerwelten sollen die nächsten Allianz-Avatare kommen?',
    },
    body: {
      en: 'Phase 2 brings new alliance Avatars, each made with a partner of the ecosystem. Approve every partner you would welcome: each choice you approve gets your whole voting power, and the partners with the most power are asked first.',
      jp: 'フェーズ2では新しい同盟アバターが登場し、それぞれがエコシステムのパートナーと共に作られます。歓迎したいパートナーをすべて承認してください。承認した選択肢にはそれぞれあなたの投票権がすべて加算され、最も多くの投票権を集めたパートナーから順に声をかけます。',
      kr: '2단계에서는 생태계 파트너와 함께 만든 새로운 연합 아바타가 등장합니다. 환영하는 파트너를 모두 승인하세요. 승인한 선택지마다 투표권 전체가 더해지며, 가장 많은 투표권을 얻은 파트너부터 요청합니다.',
      cn: '第二阶段将推出新的联盟化身，每个都与生态中的一位合作伙伴共同打造。请批准您欢迎的每一位合作伙伴：您批准的每个选项都会获得您的全部投票权，得票权最多的合作伙伴将优先受邀。',
      th: 'ระยะที่ 2 จะมีอวตารพันธมิตรใหม่ ซึ่งแต่ละตัวสร้างร่วมกับพาร์ทเนอร์ในระบบนิเวศ โปรดอนุมัติพาร์ทเนอร์ทุกรายที่คุณยินดีต้อนรับ ตัวเลือกที่คุณอนุมัติแต่ละข้อจะได้รับสิทธิ์โหวตทั้งหมดของคุณ และพาร์ทเนอร์ที่ได้รับสิทธิ์โหวตมากที่สุดจะได้รับเชิญก่อน',
      vi: 'Giai đoạn 2 mang đến các Avatar liên minh mới, mỗi Avatar được tạo cùng một đối tác trong hệ sinh thái. Hãy chấp thuận mọi đối tác bạn muốn chào đón: mỗi lựa chọn bạn chấp thuận nhận toàn bộ quyền bỏ phiếu của bạn, và các đối tác có nhiều quyền bỏ phiếu nhất sẽ được mời trước.',
      de: 'Phase 2 bringt neue Allianz-Avatare, jeder gemeinsam mit einem Partner des Ökosystems gestaltet. Stimme jedem Partner zu, den du willkommen heißt: Jede Option, der du zustimmst, erhält deine ganze Stimmkraft, und die Partner mit der meisten Stimmkraft werden zuerst gefragt.',
    },
    choices: [
      {
        en: 'The racing game studio',
        jp: 'レースゲームのスタジオ',
        kr: '레이싱 게임 스튜디오',
        cn: '赛车游戏工作室',
        th: 'สตูดิโอเกมแข่งรถ',
        vi: 'Studio trò chơi đua xe',
        de: 'Das Rennspiel-Studio',
      },
      {
        en: 'The metaverse city',
        jp: 'メタバースの都市',
        kr: '메타버스 도시',
        cn: '元宇宙城市',
        th: 'เมืองเมตาเวิร์ส',
        vi: 'Thành phố metaverse',
        de: 'Die Metaverse-Stadt',
      },
      {
        en: 'The layer-2 chain',
        jp: 'レイヤー2チェーン',
        kr: '레이어2 체인',
        cn: '二层链',
        th: 'เชนเลเยอร์ 2',
        vi: 'Chuỗi lớp 2',
        de: 'Die Layer-2-Chain',
      },
      {
        en: 'The real-world-asset incubator',
        jp: '現実資産のインキュベーター',
        kr: '실물 자산 인큐베이터',
        cn: '现实世界资产孵化器',
        th: 'ศูนย์บ่มเพาะสินทรัพย์โลกจริง',
        vi: 'Vườn ươm tài sản thực',
        de: 'Der Inkubator für reale Vermögenswerte',
      },
    ],
  },
  {
    votingType: 'single',
    rejectChoice: 2,
    abstainChoice: 3,
    title: {
      en: 'Build a greenhouse dome for fresh food',
      jp: '新鮮な食料のための温室ドームを建設する',
      kr: '신선한 식량을 위한 온실 돔 건설',
      cn: '建造一座生产新鲜食物的温室穹顶',
      th: 'สร้างโดมเรือนกระจกเพื่ออาหารสด',
      vi: 'Xây một mái vòm nhà kính để có thực phẩm tươi',
      de: 'Eine Gewächshauskuppel für frische Lebensmittel bauen',
    },
    body: {
      en: 'Fresh food still comes in from orbit. This proposal builds a greenhouse dome in the colony, paid from the treasury during phase 2, so colonists grow what they eat.\n\nVote For to build it, Against to keep bringing food in, or Abstain to count towards the quorum without taking a side.',
      jp: '新鮮な食料はいまも軌道から運ばれています。この提案は、フェーズ2の間にトレジャリーから費用を出してコロニーに温室ドームを建設し、入植者が自分たちの食べ物を育てられるようにします。\n\n建設する場合は賛成、食料の輸送を続ける場合は反対、どちらにも付かずに定足数に数えられたい場合は棄権に投票してください。',
      kr: '신선한 식량은 여전히 궤도에서 들여오고 있습니다. 이 제안은 2단계 동안 금고에서 비용을 들여 콜로니에 온실 돔을 짓고, 이주민이 먹을 것을 직접 기르게 합니다.\n\n건설하려면 찬성, 식량을 계속 들여오려면 반대, 어느 쪽도 택하지 않고 정족수에만 포함되려면 기권에 투표하세요.',
      cn: '新鲜食物至今仍从轨道运来。本提案在第二阶段由金库出资，在殖民地建造一座温室穹顶，让殖民者自己种植食物。\n\n赞成建造请投“赞成”，希望继续运入食物请投“反对”，不表态但计入法定人数请投“弃权”。',
      th: 'อาหารสดยังคงถูกส่งมาจากวงโคจร ข้อเสนอนี้สร้างโดมเรือนกระจกในอาณานิคม โดยใช้เงินจากคลังในระยะที่ 2 เพื่อให้ชาวอาณานิคมปลูกอาหารเอง\n\nโหวตเห็นด้วยเพื่อสร้าง ไม่เห็นด้วยเพื่อส่งอาหารเข้ามาต่อไป หรืองดออกเสียงเพื่อนับรวมในองค์ประชุมโดยไม่เลือกฝ่าย',
      vi: 'Thực phẩm tươi vẫn được chở từ quỹ đạo xuống. Đề xuất này xây một mái vòm nhà kính trong thuộc địa, chi trả từ kho bạc trong giai đoạn 2, để cư dân tự trồng thứ mình ăn.\n\nBỏ phiếu Đồng ý để xây, Phản đối để tiếp tục chở thực phẩm vào, hoặc Bỏ trống để được tính vào túc số mà không chọn bên nào.',
      de: 'Frische Lebensmittel kommen noch immer aus dem Orbit. Dieser Vorschlag baut in der Kolonie eine Gewächshauskuppel, bezahlt aus der Schatzkammer während Phase 2, damit die Kolonisten anbauen, was sie essen.\n\nStimme mit Dafür, um sie zu bauen, mit Dagegen, um weiter Lebensmittel hereinzuholen, oder mit Enthaltung, um zum Quorum zu zählen, ohne Partei zu ergreifen.',
    },
    choices: [
      { en: 'For', jp: '賛成', kr: '찬성', cn: '赞成', th: 'เห็นด้วย', vi: 'Đồng ý', de: 'Dafür' },
      { en: 'Against', jp: '反対', kr: '반대', cn: '反对', th: 'ไม่เห็นด้วย', vi: 'Phản đối', de: 'Dagegen' },
      {
        en: 'Abstain',
        jp: '棄権',
        kr: '기권',
        cn: '弃权',
        th: 'งดออกเสียง',
        vi: 'Bỏ trống',
        de: 'Enthaltung',
      },
    ],
  },
  {
    votingType: 'approval',
    title: {
      en: 'Which expeditions should the colony send out next?',
      jp: 'コロニーは次にどの探検隊を送り出すべきか',
      kr: '콜로니는 다음에 어떤 탐사대를 보내야 할까요?',
      cn: '殖民地接下来应派出哪些探险队？',
      th: 'อาณานิคมควรส่งคณะสำรวจใดออกไปเป็นลำดับถัดไป',
      vi: 'Thuộc địa nên cử những đoàn thám hiểm nào đi tiếp theo?',
      de: 'Welche Expeditionen soll die Kolonie als Nächstes aussenden?',
    },
    body: {
      en: 'Expeditions map new ground for the colony. Approve every expedition you would send: each choice you approve gets your whole voting power, and the expeditions with the most power set out first.',
      jp: '探検隊はコロニーのために新しい土地を調べます。送り出したい探検隊をすべて承認してください。承認した選択肢にはそれぞれあなたの投票権がすべて加算され、最も多くの投票権を集めた探検隊から出発します。',
      kr: '탐사대는 콜로니를 위해 새로운 땅을 조사합니다. 보내고 싶은 탐사대를 모두 승인하세요. 승인한 선택지마다 투표권 전체가 더해지며, 가장 많은 투표권을 얻은 탐사대부터 출발합니다.',
      cn: '探险队为殖民地勘测新的土地。请批准您愿意派出的每一支探险队：您批准的每个选项都会获得您的全部投票权，得票权最多的探险队将率先出发。',
      th: 'คณะสำรวจช่วยสำรวจพื้นที่ใหม่ให้อาณานิคม โปรดอนุมัติคณะสำรวจทุกคณะที่คุณอยากส่งออกไป ตัวเลือกที่คุณอนุมัติแต่ละข้อจะได้รับสิทธิ์โหวตทั้งหมดของคุณ และคณะสำรวจที่ได้รับสิทธิ์โหวตมากที่สุดจะออกเดินทางก่อน',
      vi: 'Các đoàn thám hiểm khảo sát vùng đất mới cho thuộc địa. Hãy chấp thuận mọi đoàn bạn muốn cử đi: mỗi lựa chọn bạn chấp thuận nhận toàn bộ quyền bỏ phiếu của bạn, và các đoàn có nhiều quyền bỏ phiếu nhất sẽ lên đường trước.',
      de: 'Expeditionen erkunden neues Gelände für die Kolonie. Stimme jeder Expedition zu, die du aussenden würdest: Jede Option, der du zustimmst, erhält deine ganze Stimmkraft, und die Expeditionen mit der meisten Stimmkraft brechen zuerst auf.',
    },
    choices: [
      {
        en: 'The ice caves of the south pole',
        jp: '南極の氷の洞窟',
        kr: '남극의 얼음 동굴',
        cn: '南极的冰洞',
        th: 'ถ้ำน้ำแข็งที่ขั้วโลกใต้',
        vi: 'Các hang băng ở cực nam',
        de: 'Die Eishöhlen am Südpol',
      },
      {
        en: 'The old mining tunnels',
        jp: '古い採掘トンネル',
        kr: '오래된 채굴 터널',
        cn: '废弃的采矿隧道',
        th: 'อุโมงค์เหมืองเก่า',
        vi: 'Những đường hầm khai thác cũ',
        de: 'Die alten Bergbautunnel',
      },
      {
        en: 'The canyon of red storms',
        jp: '赤い嵐の峡谷',
        kr: '붉은 폭풍의 협곡',
        cn: '红色风暴峡谷',
        th: 'หุบเขาแห่งพายุสีแดง',
        vi: 'Hẻm núi bão đỏ',
        de: 'Die Schlucht der roten Stürme',
      },
    ],
  },
];
/**
 * The demo's series of proposals (docs/governance.md, "Demo"): voting power is what a member holds
 * when a proposal starts, so a newcomer who gets an Avatar can vote only in a proposal that starts
 * after that. Whenever some member holds power that no proposal open for votes counted (a newcomer,
 * or everyone once the open ones ended), the next topic starts, created by the root member through
 * the same service as an operator's: at once, or {@link DEMO_PROPOSAL_SPACING_MS} after the last
 * start, unless a proposal starting by then will count them anyway. A proposal therefore never
 * starts with nobody to count. Run by the demo's job only (`isDemoColony`); answers what it started.
 */
export async function startDemoProposalIfDue(
  db: Db,
  context: GovernanceContext,
  root: Voter,
): Promise<PollInfoResponse | undefined> {
  if (!(await hasUncountedPower(db, context))) return undefined;
  const now = context.now();
  const times = await proposalTimes(db, now);
  if (times.nextSnapshotStart && times.nextSnapshotStart.getTime() <= now + DEMO_PROPOSAL_SPACING_MS)
    return undefined;
  const startAt = seriesStart(now, times.lastStart);
  const { title, body, choices, votingType, rejectChoice, abstainChoice } = DEMO_PROPOSALS[
    times.made % DEMO_PROPOSALS.length
  ] as DemoProposal;
  const request = pollCreateRequest.parse({
    title,
    body,
    choices,
    votingType,
    ...(rejectChoice === undefined ? {} : { rejectChoice }),
    ...(abstainChoice === undefined ? {} : { abstainChoice }),
    startAt: new Date(startAt).toISOString(),
    endAt: new Date(startAt + DEMO_PROPOSAL_LASTS_MS).toISOString(),
  });
  return createProposal(db, context, root, request, 'en');
}

/** When the series would start a proposal for a member who gets power now (the "No voting power" hint). */
export async function demoNewcomerStart(db: Db, now: number): Promise<number> {
  return seriesStart(now, (await proposalTimes(db, now)).lastStart);
}

function seriesStart(now: number, lastStart: Date | undefined): number {
  return lastStart ? Math.max(now, lastStart.getTime() + DEMO_PROPOSAL_SPACING_MS) : now;
}
