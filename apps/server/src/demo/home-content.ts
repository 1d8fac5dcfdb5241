import { GLOBAL_FIGURES, ROADMAP_PHASES } from '@colony/contract/constants';
import type { FIGURE_KEYS, PartnerKind } from '@colony/contract/home';
import { ROUTES } from '@colony/contract/routes';
import type { Localized } from '../db/schema/home.ts';

type Text<T extends string> = Localized<Record<T, string>>;

export const DEMO_FIGURES: { key: (typeof FIGURE_KEYS)[number]; fromValue: number | null; value: number }[] =
  [
    { key: 'countries', fromValue: null, value: GLOBAL_FIGURES.countries },
    { key: 'activeUsers', fromValue: GLOBAL_FIGURES.activeUsersFrom, value: GLOBAL_FIGURES.activeUsers },
    { key: 'ecosystems', fromValue: null, value: GLOBAL_FIGURES.ecosystems },
    { key: 'partners', fromValue: null, value: GLOBAL_FIGURES.partners },
  ];

const [phase1, phase2, phase3] = ROADMAP_PHASES;

function item(
  en: string,
  jp: string,
  kr: string,
  cn: string,
  th: string,
  vi: string,
  de: string,
): Text<'text'> {
  return {
    en: { text: en },
    jp: { text: jp },
    kr: { text: kr },
    cn: { text: cn },
    th: { text: th },
    vi: { text: vi },
    de: { text: de },
  };
}

/** The roadmap's phases and what each brings; their dates come from the load date (demo-calendar.ts). */
export const DEMO_ROADMAP: {
  key: (typeof ROADMAP_PHASES)[number]['key'];
  title: Text<'title'>;
  items: Text<'text'>[];
}[] = [
  {
    key: phase1.key,
    title: {
      en: { title: 'Landfall' },
      jp: { title: '上陸' },
      kr: { title: '상륙' },
      cn: { title: '登陆' },
      th: { title: 'การลงจอด' },
      vi: { title: 'Đổ bộ' },
      de: { title: 'Landung' },
    },
    items: [
      item(
        'Colony launch on BNB Smart Chain',
        'BNBスマートチェーンでコロニーを始動',
        'BNB 스마트 체인에서 콜로니 출범',
        '殖民地在 BNB 智能链上线',
        'เปิดตัวอาณานิคมบน BNB Smart Chain',
        'Ra mắt thuộc địa trên BNB Smart Chain',
        'Start der Kolonie auf der BNB Smart Chain',
      ),
      item(
        'Main Avatar and guide Avatar sales',
        'メインアバターとガイドアバターの販売',
        '메인 아바타 및 가이드 아바타 판매',
        '主化身与向导化身发售',
        'เปิดขายอวตารหลักและอวตารไกด์',
        'Mở bán Avatar chính và Avatar hướng dẫn',
        'Verkauf des Haupt-Avatars und der Guide-Avatare',
      ),
      item(
        'MM, MC and UME output with a daily settlement',
        'MM・MC・UMEの産出と毎日の精算',
        'MM, MC, UME 산출 및 일일 정산',
        'MM、MC 与 UME 产出及每日结算',
        'ผลผลิต MM, MC และ UME พร้อมการชำระบัญชีรายวัน',
        'Sản lượng MM, MC và UME cùng quyết toán hằng ngày',
        'Ertrag in MM, MC und UME mit täglicher Abrechnung',
      ),
      item(
        'Invite codes, teams and energy levels',
        '招待コード、チーム、エネルギーレベル',
        '초대 코드, 팀, 에너지 레벨',
        '邀请码、团队与能量等级',
        'โค้ดเชิญ ทีม และระดับพลังงาน',
        'Mã mời, đội nhóm và cấp năng lượng',
        'Einladungscodes, Teams und Energiestufen',
      ),
      item(
        'Alliance Avatars with partner ecosystems',
        'パートナーエコシステムとの同盟アバター',
        '파트너 생태계와 함께하는 연합 아바타',
        '与合作生态共同推出的联盟化身',
        'อวตารพันธมิตรร่วมกับระบบนิเวศของพาร์ทเนอร์',
        'Avatar liên minh cùng các hệ sinh thái đối tác',
        'Allianz-Avatare mit Partner-Ökosystemen',
      ),
    ],
  },
  {
    key: phase2.key,
    title: {
      en: { title: 'Expansion' },
      jp: { title: '拡張' },
      kr: { title: '확장' },
      cn: { title: '扩张' },
      th: { title: 'การขยายตัว' },
      vi: { title: 'Mở rộng' },
      de: { title: 'Expansion' },
    },
    items: [
      item(
        'MCD governance token and UME to MCD conversion',
        'MCDガバナンストークンとUMEからMCDへの交換',
        'MCD 거버넌스 토큰 및 UME의 MCD 전환',
        'MCD 治理代币及 UME 兑换 MCD',
        'โทเคนกำกับดูแล MCD และการแปลง UME เป็น MCD',
        'Token quản trị MCD và chuyển đổi UME sang MCD',
        'MCD-Governance-Token und Umtausch von UME in MCD',
      ),
      item(
        'Community votes on colony proposals',
        'コロニー提案へのコミュニティ投票',
        '콜로니 제안에 대한 커뮤니티 투표',
        '社区对殖民地提案进行投票',
        'ชุมชนลงคะแนนเสียงข้อเสนอของอาณานิคม',
        'Cộng đồng bỏ phiếu cho các đề xuất của thuộc địa',
        'Abstimmungen der Community über Vorschläge für die Kolonie',
      ),
      item(
        'Laser pool, farm and mining pools',
        'レーザープール、ファーム、マイニングプール',
        '레이저 풀, 팜, 마이닝 풀',
        '激光池、农场与挖矿池',
        'เลเซอร์พูล ฟาร์ม และไมนิ่งพูล',
        'Laser pool, farm và các pool khai thác',
        'Laser-Pool, Farm und Mining-Pools',
      ),
      item(
        'MC mall for capsule holders',
        'カプセル保有者向けMCモール',
        '캡슐 보유자를 위한 MC 몰',
        '面向胶囊持有者的 MC 商城',
        'MC มอลล์ สำหรับผู้ถือแคปซูล',
        'MC Mall dành cho người nắm giữ viên nang',
        'MC-Mall für Kapselbesitzer',
      ),
    ],
  },
  {
    key: phase3.key,
    title: {
      en: { title: 'Federation' },
      jp: { title: '連邦' },
      kr: { title: '연방' },
      cn: { title: '联邦' },
      th: { title: 'สหพันธ์' },
      vi: { title: 'Liên bang' },
      de: { title: 'Föderation' },
    },
    items: [
      item(
        'M3 Hub: colonies across partner metaverses',
        'M3ハブ:パートナーのメタバースをまたぐコロニー',
        'M3 허브: 파트너 메타버스를 잇는 콜로니',
        'M3 枢纽:横跨合作元宇宙的殖民地',
        'M3 Hub: อาณานิคมที่เชื่อมเมตาเวิร์สของพาร์ทเนอร์',
        'M3 Hub: thuộc địa trải khắp các metaverse đối tác',
        'M3 Hub: Kolonien über Partner-Metaversen hinweg',
      ),
      item(
        'Global Elite events across partner worlds',
        'パートナーの世界をまたぐグローバルエリートイベント',
        '파트너 세계를 잇는 글로벌 엘리트 이벤트',
        '横跨合作世界的全球精英活动',
        'กิจกรรม Global Elite ข้ามโลกของพาร์ทเนอร์',
        'Sự kiện Global Elite trải khắp thế giới đối tác',
        'Global-Elite-Events in den Welten der Partner',
      ),
      item(
        'Colony assets on Ethereum',
        'イーサリアム上のコロニー資産',
        '이더리움 기반 콜로니 자산',
        '以太坊上的殖民地资产',
        'สินทรัพย์ของอาณานิคมบน Ethereum',
        'Tài sản thuộc địa trên Ethereum',
        'Vermögenswerte der Kolonie auf Ethereum',
      ),
      item(
        'Real-world asset vaults with incubator partners',
        'インキュベーターパートナーとの実物資産ボールト',
        '인큐베이터 파트너와 함께하는 실물자산 금고',
        '与孵化器伙伴合作的现实世界资产金库',
        'ห้องนิรภัยสินทรัพย์โลกจริงร่วมกับพาร์ทเนอร์บ่มเพาะ',
        'Kho tài sản thực cùng các đối tác ươm tạo',
        'Tresore für reale Vermögenswerte mit Inkubator-Partnern',
      ),
    ],
  },
];

function description(
  en: string,
  jp: string,
  kr: string,
  cn: string,
  th: string,
  vi: string,
  de: string,
): Text<'description'> {
  return {
    en: { description: en },
    jp: { description: jp },
    kr: { description: kr },
    cn: { description: cn },
    th: { description: th },
    vi: { description: vi },
    de: { description: de },
  };
}

export const DEMO_PARTNERS: {
  kind: PartnerKind;
  name: string;
  url: string | null;
  content: Text<'description'>;
}[] = [
  {
    kind: 'game',
    name: 'Starforge Games',
    url: 'https://starforge.example',
    content: description(
      'The studio behind Starforge Tactics, where colony Avatars appear as playable pilots.',
      '「Starforge Tactics」の開発スタジオ。コロニーのアバターがプレイ可能なパイロットとして登場します。',
      'Starforge Tactics를 만든 스튜디오로, 콜로니 아바타가 플레이 가능한 파일럿으로 등장합니다.',
      '《Starforge Tactics》的开发工作室,殖民地化身将作为可操作的驾驶员登场。',
      'สตูดิโอผู้สร้าง Starforge Tactics ที่อวตารของอาณานิคมปรากฏเป็นนักบินที่เล่นได้',
      'Studio phát triển Starforge Tactics, nơi Avatar của thuộc địa xuất hiện như những phi công có thể điều khiển.',
      'Das Studio hinter Starforge Tactics, in dem Kolonie-Avatare als spielbare Piloten auftreten.',
    ),
  },
  {
    kind: 'metaverse',
    name: 'Nebula Realms',
    url: 'https://nebula-realms.example',
    content: description(
      'A shared metaverse where colonists own land parcels and meet for live events.',
      '入植者が土地区画を所有し、ライブイベントに集まれる共有メタバース。',
      '이주민이 토지 구획을 소유하고 라이브 이벤트에서 만나는 공유 메타버스입니다.',
      '一个共享元宇宙,殖民者可在其中拥有地块并参加现场活动。',
      'เมตาเวิร์สร่วมที่ชาวอาณานิคมเป็นเจ้าของที่ดินและพบกันในกิจกรรมสด',
      'Metaverse chung nơi cư dân sở hữu các lô đất và gặp nhau trong các sự kiện trực tiếp.',
      'Ein gemeinsames Metaverse, in dem Kolonisten Grundstücke besitzen und sich zu Live-Events treffen.',
    ),
  },
  {
    kind: 'bank',
    name: 'Orbital Trust Bank',
    url: 'https://orbital-trust.example',
    content: description(
      'A licensed digital bank providing fiat on-ramps and custody for the colony treasury.',
      '法定通貨の入金手段とコロニーのトレジャリーの保管を提供する認可済みデジタル銀行。',
      '법정화폐 입금 경로와 콜로니 금고 자산 수탁을 제공하는 인가 디지털 은행입니다.',
      '持牌数字银行,为殖民地金库提供法币入金通道与资产托管。',
      'ธนาคารดิจิทัลที่ได้รับใบอนุญาต ให้บริการช่องทางฝากเงินเฟียตและดูแลทรัพย์สินของคลังอาณานิคม',
      'Ngân hàng số được cấp phép, cung cấp kênh nạp tiền pháp định và lưu ký cho kho bạc thuộc địa.',
      'Eine lizenzierte Digitalbank für Fiat-Einzahlungen und die Verwahrung der Schatzkammer der Kolonie.',
    ),
  },
  {
    kind: 'rwa',
    name: 'Regolith Ventures',
    url: 'https://regolith.example',
    content: description(
      'An incubator bringing real-world assets such as solar farms and logistics on chain.',
      '太陽光発電所や物流などの実物資産をオンチェーン化するインキュベーター。',
      '태양광 발전소와 물류 같은 실물자산을 온체인으로 가져오는 인큐베이터입니다.',
      '将太阳能电站、物流等现实世界资产上链的孵化器。',
      'ศูนย์บ่มเพาะที่นำสินทรัพย์โลกจริง เช่น ฟาร์มพลังงานแสงอาทิตย์และโลจิสติกส์ ขึ้นสู่บล็อกเชน',
      'Vườn ươm đưa các tài sản thực như trang trại điện mặt trời và logistics lên chuỗi.',
      'Ein Inkubator, der reale Vermögenswerte wie Solarparks und Logistik auf die Chain bringt.',
    ),
  },
  {
    kind: 'dex',
    name: 'Lumen Swap',
    url: 'https://lumenswap.example',
    content: description(
      'A decentralized exchange with deep MM and USDT liquidity pools.',
      'MMとUSDTの厚い流動性プールを備えた分散型取引所。',
      'MM과 USDT의 풍부한 유동성 풀을 갖춘 탈중앙화 거래소입니다.',
      '拥有深厚 MM 与 USDT 流动性池的去中心化交易所。',
      'กระดานเทรดแบบกระจายศูนย์ที่มีพูลสภาพคล่อง MM และ USDT ขนาดใหญ่',
      'Sàn giao dịch phi tập trung với các pool thanh khoản MM và USDT dồi dào.',
      'Eine dezentrale Börse mit tiefen Liquiditätspools für MM und USDT.',
    ),
  },
  {
    kind: 'layer2',
    name: 'Helio Chain',
    url: 'https://heliochain.example',
    content: description(
      'A layer-2 network that settles colony actions cheaply and posts its proofs to Ethereum.',
      'コロニーの操作を低コストで処理し、証明をイーサリアムに記録するレイヤー2ネットワーク。',
      '콜로니 활동을 저렴하게 처리하고 증명을 이더리움에 기록하는 레이어 2 네트워크입니다.',
      '以低成本结算殖民地操作并将证明提交至以太坊的二层网络。',
      'เครือข่ายเลเยอร์ 2 ที่ประมวลผลธุรกรรมของอาณานิคมด้วยต้นทุนต่ำและส่งหลักฐานไปยัง Ethereum',
      'Mạng layer 2 xử lý các hoạt động của thuộc địa với chi phí thấp và ghi bằng chứng lên Ethereum.',
      'Ein Layer-2-Netzwerk, das Kolonie-Aktionen günstig abwickelt und seine Beweise auf Ethereum veröffentlicht.',
    ),
  },
  {
    kind: 'exchange',
    name: 'Meridian Exchange',
    url: 'https://meridian.example',
    content: description(
      'A centralized exchange listing colony assets with fiat trading pairs.',
      'コロニー資産を法定通貨ペアで上場する中央集権型取引所。',
      '콜로니 자산을 법정화폐 거래쌍으로 상장한 중앙화 거래소입니다.',
      '上线殖民地资产并提供法币交易对的中心化交易所。',
      'กระดานเทรดแบบรวมศูนย์ที่ลิสต์สินทรัพย์ของอาณานิคมพร้อมคู่เทรดเฟียต',
      'Sàn giao dịch tập trung niêm yết tài sản thuộc địa với các cặp giao dịch pháp định.',
      'Eine zentralisierte Börse, die Vermögenswerte der Kolonie mit Fiat-Handelspaaren listet.',
    ),
  },
];

export const DEMO_FAQ: Text<'question' | 'answer'>[] = [
  {
    en: {
      question: 'What is the colony?',
      answer:
        'A community platform where members build a space colony together: you hold Avatars that produce resources, stake what you earn and vote on where the colony goes next.',
    },
    jp: {
      question: 'コロニーとは何ですか?',
      answer:
        'メンバーが協力して宇宙コロニーを築くコミュニティプラットフォームです。資源を生み出すアバターを保有し、得た資産をステーキングし、コロニーの今後を投票で決めます。',
    },
    kr: {
      question: '콜로니란 무엇인가요?',
      answer:
        '회원들이 함께 우주 콜로니를 건설하는 커뮤니티 플랫폼입니다. 자원을 생산하는 아바타를 보유하고, 얻은 자산을 스테이킹하며, 콜로니의 다음 방향을 투표로 정합니다.',
    },
    cn: {
      question: '什么是殖民地?',
      answer:
        '这是一个成员共同建设太空殖民地的社区平台:您持有可产出资源的化身,质押所得收益,并投票决定殖民地的下一步发展。',
    },
    th: {
      question: 'อาณานิคมคืออะไร?',
      answer:
        'แพลตฟอร์มชุมชนที่สมาชิกร่วมกันสร้างอาณานิคมในอวกาศ คุณถือครองอวตารที่ผลิตทรัพยากร นำรายได้ไปสเตก และลงคะแนนเสียงกำหนดทิศทางต่อไปของอาณานิคม',
    },
    vi: {
      question: 'Thuộc địa là gì?',
      answer:
        'Một nền tảng cộng đồng nơi các thành viên cùng xây dựng thuộc địa không gian: bạn sở hữu Avatar tạo ra tài nguyên, staking những gì kiếm được và bỏ phiếu quyết định hướng đi tiếp theo của thuộc địa.',
    },
    de: {
      question: 'Was ist die Kolonie?',
      answer:
        'Eine Community-Plattform, auf der Mitglieder gemeinsam eine Weltraumkolonie aufbauen: Du besitzt Avatare, die Ressourcen erzeugen, stakst deine Erträge und stimmst über den weiteren Weg der Kolonie ab.',
    },
  },
  {
    en: {
      question: 'How do I sign in?',
      answer:
        'Connect a wallet on BNB Smart Chain or Ethereum and sign a one-time message. There is no password, and your keys never leave your wallet.',
    },
    jp: {
      question: 'サインイン方法を教えてください。',
      answer:
        'BNBスマートチェーンまたはイーサリアムのウォレットを接続し、1回限りのメッセージに署名してください。パスワードは不要で、秘密鍵がウォレットの外に出ることはありません。',
    },
    kr: {
      question: '어떻게 로그인하나요?',
      answer:
        'BNB 스마트 체인 또는 이더리움 지갑을 연결하고 일회용 메시지에 서명하세요. 비밀번호는 필요 없으며 개인 키는 지갑 밖으로 나가지 않습니다.',
    },
    cn: {
      question: '如何登录?',
      answer: '连接 BNB 智能链或以太坊钱包并签署一条一次性消息即可。无需密码,您的私钥始终保留在钱包中。',
    },
    th: {
      question: 'เข้าสู่ระบบอย่างไร?',
      answer:
        'เชื่อมต่อวอลเล็ตบน BNB Smart Chain หรือ Ethereum แล้วลงนามข้อความแบบใช้ครั้งเดียว ไม่ต้องใช้รหัสผ่าน และคีย์ของคุณจะไม่ออกจากวอลเล็ต',
    },
    vi: {
      question: 'Làm thế nào để đăng nhập?',
      answer:
        'Kết nối ví trên BNB Smart Chain hoặc Ethereum và ký một thông điệp dùng một lần. Không cần mật khẩu và khóa của bạn không bao giờ rời khỏi ví.',
    },
    de: {
      question: 'Wie melde ich mich an?',
      answer:
        'Verbinde eine Wallet auf der BNB Smart Chain oder Ethereum und signiere eine einmalige Nachricht. Es gibt kein Passwort, und deine Schlüssel verlassen die Wallet nie.',
    },
  },
  {
    en: {
      question: 'What do Avatars produce?',
      answer:
        'Each Avatar burns fuel every day and produces MM (raw material), MC (capsules) and UME (unknown element). A higher energy level boosts the output.',
    },
    jp: {
      question: 'アバターは何を生み出しますか?',
      answer:
        '各アバターは毎日燃料を消費し、MM(原材料)、MC(カプセル)、UME(未知の元素)を生み出します。エネルギーレベルが高いほど産出量が増えます。',
    },
    kr: {
      question: '아바타는 무엇을 생산하나요?',
      answer:
        '각 아바타는 매일 연료를 소모하여 MM(원자재), MC(캡슐), UME(미지의 원소)를 생산합니다. 에너지 레벨이 높을수록 생산량이 늘어납니다.',
    },
    cn: {
      question: '化身会产出什么?',
      answer: '每个化身每天消耗燃料,产出 MM(原材料)、MC(胶囊)和 UME(未知元素)。能量等级越高,产出越多。',
    },
    th: {
      question: 'อวตารผลิตอะไรได้บ้าง?',
      answer:
        'อวตารแต่ละตัวเผาผลาญเชื้อเพลิงทุกวันและผลิต MM (วัตถุดิบ) MC (แคปซูล) และ UME (ธาตุปริศนา) ระดับพลังงานที่สูงขึ้นจะเพิ่มผลผลิต',
    },
    vi: {
      question: 'Avatar tạo ra những gì?',
      answer:
        'Mỗi Avatar đốt nhiên liệu hằng ngày và tạo ra MM (nguyên liệu thô), MC (viên nang) và UME (nguyên tố bí ẩn). Cấp năng lượng càng cao thì sản lượng càng lớn.',
    },
    de: {
      question: 'Was produzieren Avatare?',
      answer:
        'Jeder Avatar verbrennt täglich Treibstoff und produziert MM (Rohstoff), MC (Kapseln) und UME (unbekanntes Element). Eine höhere Energiestufe steigert den Ertrag.',
    },
  },
  {
    en: {
      question: 'Why was my purchase placed in a queue?',
      answer:
        "Every Avatar has a daily supply. Once the day's supply is sold out you can queue: orders are served first come, first served at the daily settlement and are kept for up to 3 days.",
    },
    jp: {
      question: '購入が順番待ちになったのはなぜですか?',
      answer:
        '各アバターには1日の供給量があります。その日の分が完売すると順番待ちに並べます。注文は毎日の精算時に先着順で処理され、最長3日間保持されます。',
    },
    kr: {
      question: '구매가 대기열에 들어간 이유는 무엇인가요?',
      answer:
        '모든 아바타에는 일일 공급량이 있습니다. 당일 공급량이 매진되면 대기열에 등록할 수 있으며, 주문은 일일 정산 시 선착순으로 처리되고 최대 3일간 유지됩니다.',
    },
    cn: {
      question: '为什么我的购买进入了排队?',
      answer: '每种化身都有每日供应量。当天售罄后可以排队:订单在每日结算时按先到先得处理,最长保留 3 天。',
    },
    th: {
      question: 'ทำไมคำสั่งซื้อของฉันจึงอยู่ในคิว?',
      answer:
        'อวตารแต่ละแบบมีจำนวนจำหน่ายรายวัน เมื่อขายหมดในวันนั้นคุณสามารถเข้าคิวได้ คำสั่งซื้อจะได้รับการดำเนินการตามลำดับก่อนหลังในการชำระบัญชีรายวัน และเก็บไว้ได้นานสูงสุด 3 วัน',
    },
    vi: {
      question: 'Vì sao giao dịch mua của tôi bị đưa vào hàng chờ?',
      answer:
        'Mỗi Avatar có nguồn cung hằng ngày. Khi nguồn cung trong ngày đã bán hết, bạn có thể xếp hàng: đơn được xử lý theo thứ tự đến trước tại đợt quyết toán hằng ngày và được giữ tối đa 3 ngày.',
    },
    de: {
      question: 'Warum steht mein Kauf in einer Warteschlange?',
      answer:
        'Jeder Avatar hat ein Tageskontingent. Ist es ausverkauft, kannst du dich anstellen: Bestellungen werden bei der täglichen Abrechnung in der Reihenfolge des Eingangs bedient und bis zu 3 Tage aufbewahrt.',
    },
  },
  {
    en: {
      question: 'Can I sell my MM?',
      answer:
        'Yes. The trader buys MM back above a minimum amount for a small fee and pays you in stablecoins.',
    },
    jp: {
      question: 'MMを売却できますか?',
      answer: 'はい。商人が最低数量以上のMMを少額の手数料で買い戻し、ステーブルコインで支払います。',
    },
    kr: {
      question: 'MM을 판매할 수 있나요?',
      answer: '네. 상인이 최소 수량 이상의 MM을 소액의 수수료로 다시 매입하고 스테이블코인으로 지급합니다.',
    },
    cn: {
      question: '我可以出售 MM 吗?',
      answer: '可以。商人以少量手续费回购超过最低数量的 MM,并以稳定币向您支付。',
    },
    th: {
      question: 'ฉันขาย MM ได้หรือไม่?',
      answer: 'ได้ พ่อค้าจะรับซื้อ MM คืนเมื่อถึงจำนวนขั้นต่ำ โดยหักค่าธรรมเนียมเล็กน้อยและจ่ายให้คุณเป็นสเตเบิลคอยน์',
    },
    vi: {
      question: 'Tôi có thể bán MM không?',
      answer:
        'Có. Thương nhân mua lại MM từ mức tối thiểu với một khoản phí nhỏ và thanh toán cho bạn bằng stablecoin.',
    },
    de: {
      question: 'Kann ich mein MM verkaufen?',
      answer:
        'Ja. Der Händler kauft MM ab einer Mindestmenge gegen eine kleine Gebühr zurück und zahlt dich in Stablecoins aus.',
    },
  },
  {
    en: {
      question: 'What is MCD?',
      answer:
        'MCD is the governance token of phase 2, the current phase of the roadmap. The UME you collect now can be converted to MCD when the token launches.',
    },
    jp: {
      question: 'MCDとは何ですか?',
      answer:
        'MCDは、ロードマップの現在のフェーズであるフェーズ2で登場するガバナンストークンです。現在集めているUMEは、MCDのローンチ時にMCDへ交換できます。',
    },
    kr: {
      question: 'MCD란 무엇인가요?',
      answer:
        'MCD는 로드맵의 현재 단계인 2단계에 출시되는 거버넌스 토큰입니다. 지금 모으는 UME는 MCD 출시 시 MCD로 전환할 수 있습니다.',
    },
    cn: {
      question: '什么是 MCD?',
      answer: 'MCD 是路线图当前阶段（第二阶段）推出的治理代币。您现在收集的 UME 可在 MCD 上线时兑换为 MCD。',
    },
    th: {
      question: 'MCD คืออะไร?',
      answer:
        'MCD คือโทเคนกำกับดูแลที่จะเปิดตัวในระยะที่ 2 ซึ่งเป็นระยะปัจจุบันของโรดแมป UME ที่คุณสะสมตอนนี้สามารถแปลงเป็น MCD ได้เมื่อเปิดตัว',
    },
    vi: {
      question: 'MCD là gì?',
      answer:
        'MCD là token quản trị ra mắt trong giai đoạn 2, giai đoạn hiện tại của lộ trình. UME bạn thu thập bây giờ có thể chuyển đổi sang MCD khi token ra mắt.',
    },
    de: {
      question: 'Was ist MCD?',
      answer:
        'MCD ist der Governance-Token von Phase 2, der aktuellen Phase der Roadmap. Das UME, das du jetzt sammelst, kannst du beim Start in MCD umtauschen.',
    },
  },
  {
    en: {
      question: 'What happens if I redeem a staking order early?',
      answer:
        'After you confirm, your principal is returned minus an early redemption fee of 5 MM. Rewards already paid stay yours.',
    },
    jp: {
      question: 'ステーキング注文を満期前に償還するとどうなりますか?',
      answer:
        '確認後、早期償還手数料5 MMを差し引いた元本が返還されます。支払い済みの報酬はそのまま保持されます。',
    },
    kr: {
      question: '스테이킹 주문을 조기 상환하면 어떻게 되나요?',
      answer:
        '확인 후 조기 상환 수수료 5 MM을 제외한 원금이 반환됩니다. 이미 지급된 보상은 그대로 유지됩니다.',
    },
    cn: {
      question: '提前赎回质押订单会怎样?',
      answer: '确认后,本金将在扣除 5 MM 提前赎回费后退还。已发放的奖励仍归您所有。',
    },
    th: {
      question: 'หากไถ่ถอนคำสั่งสเตกก่อนกำหนดจะเป็นอย่างไร?',
      answer: 'หลังจากยืนยัน เงินต้นจะถูกคืนหลังหักค่าธรรมเนียมไถ่ถอนก่อนกำหนด 5 MM ส่วนรางวัลที่ได้รับไปแล้วยังเป็นของคุณ',
    },
    vi: {
      question: 'Điều gì xảy ra nếu tôi chuộc lại lệnh staking trước hạn?',
      answer:
        'Sau khi bạn xác nhận, tiền gốc sẽ được hoàn trả sau khi trừ phí chuộc lại trước hạn 5 MM. Phần thưởng đã nhận vẫn thuộc về bạn.',
    },
    de: {
      question: 'Was passiert, wenn ich einen Staking-Auftrag vorzeitig einlöse?',
      answer:
        'Nach deiner Bestätigung erhältst du dein Kapital abzüglich einer Gebühr für die vorzeitige Einlösung von 5 MM zurück. Bereits ausgezahlte Erträge behältst du.',
    },
  },
];

export const DEMO_BANNERS: { link: string | null; content: Text<'title' | 'subtitle'> }[] = [
  {
    link: ROUTES.avatar,
    content: {
      en: { title: 'Avatar sales are open', subtitle: 'Pick your Avatar and start producing MM, MC and UME' },
      jp: { title: 'アバター販売開始', subtitle: 'アバターを選んで、MM・MC・UMEの生産を始めましょう' },
      kr: { title: '아바타 판매 시작', subtitle: '아바타를 선택하고 MM, MC, UME 생산을 시작하세요' },
      cn: { title: '化身火热发售中', subtitle: '选择您的化身,开始产出 MM、MC 和 UME' },
      th: { title: 'เปิดขายอวตารแล้ว', subtitle: 'เลือกอวตารของคุณและเริ่มผลิต MM, MC และ UME' },
      vi: { title: 'Đã mở bán Avatar', subtitle: 'Chọn Avatar của bạn và bắt đầu tạo ra MM, MC và UME' },
      de: {
        title: 'Der Avatar-Verkauf ist eröffnet',
        subtitle: 'Wähle deinen Avatar und produziere MM, MC und UME',
      },
    },
  },
  {
    link: ROUTES.staking,
    content: {
      en: { title: 'Staking season 3', subtitle: 'Lock USDT or MM and earn a daily yield' },
      jp: { title: 'ステーキング シーズン3', subtitle: 'USDTまたはMMをロックして日次利回りを獲得' },
      kr: { title: '스테이킹 시즌 3', subtitle: 'USDT 또는 MM을 예치하고 매일 수익을 받으세요' },
      cn: { title: '质押第三季', subtitle: '锁定 USDT 或 MM,每日赚取收益' },
      th: { title: 'สเตกกิ้งซีซัน 3', subtitle: 'ล็อก USDT หรือ MM และรับผลตอบแทนรายวัน' },
      vi: { title: 'Mùa staking thứ 3', subtitle: 'Khóa USDT hoặc MM và nhận lợi suất hằng ngày' },
      de: { title: 'Staking-Saison 3', subtitle: 'USDT oder MM sperren und täglich Rendite erhalten' },
    },
  },
  {
    link: ROUTES.trader,
    content: {
      en: {
        title: 'The trader buys MM back',
        subtitle: 'Turn your raw material into stablecoins at any time',
      },
      jp: { title: '商人がMMを買い戻し', subtitle: '原材料をいつでもステーブルコインに交換できます' },
      kr: { title: '상인의 MM 재매입', subtitle: '언제든 원자재를 스테이블코인으로 바꾸세요' },
      cn: { title: '商人回购 MM', subtitle: '随时将原材料换成稳定币' },
      th: { title: 'พ่อค้ารับซื้อ MM คืน', subtitle: 'เปลี่ยนวัตถุดิบของคุณเป็นสเตเบิลคอยน์ได้ทุกเมื่อ' },
      vi: {
        title: 'Thương nhân mua lại MM',
        subtitle: 'Đổi nguyên liệu thô của bạn thành stablecoin bất cứ lúc nào',
      },
      de: {
        title: 'Der Händler kauft MM zurück',
        subtitle: 'Tausche deinen Rohstoff jederzeit in Stablecoins',
      },
    },
  },
  {
    link: ROUTES.news,
    content: {
      en: { title: 'Roadmap phase 2: the MCD token', subtitle: 'Governance comes to the colony' },
      jp: { title: 'ロードマップ フェーズ2:MCDトークン', subtitle: 'コロニーにまもなくガバナンスが到来' },
      kr: { title: '로드맵 2단계: MCD 토큰', subtitle: '콜로니에 거버넌스가 찾아옵니다' },
      cn: { title: '路线图第二阶段:MCD 代币', subtitle: '治理即将来到殖民地' },
      th: { title: 'โรดแมประยะที่ 2: โทเคน MCD', subtitle: 'การกำกับดูแลกำลังมาถึงอาณานิคม' },
      vi: { title: 'Lộ trình giai đoạn 2: token MCD', subtitle: 'Quản trị sắp đến với thuộc địa' },
      de: { title: 'Roadmap Phase 2: der MCD-Token', subtitle: 'Die Kolonie bekommt ihre Governance' },
    },
  },
];
