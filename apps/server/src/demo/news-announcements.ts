import type { DemoArticle } from './demo-article.ts';
import { PHASE_2_BEGAN_DAYS_AGO } from './demo-calendar.ts';

export const ANNOUNCEMENT_ARTICLES: DemoArticle[] = [
  {
    category: 'announcement',
    daysAgo: PHASE_2_BEGAN_DAYS_AGO,
    phase: 2,
    text: {
      en: {
        title: 'Roadmap phase 2 begins: the MCD governance token',
        summary:
          'Phase 2 brings MCD, the token that gives colonists a vote, and the conversion of UME into MCD.',
        body: 'The colony enters phase 2 of its roadmap. Its centrepiece is MCD, the governance token that lets Avatar and token holders vote on proposals for the colony.\n\nUME collected since launch will convert into MCD once the token goes live. The conversion rate and schedule will be published here first, together with the first proposals put to a vote.',
      },
      jp: {
        title: 'ロードマップ フェーズ2開始:MCDガバナンストークン',
        summary: 'フェーズ2では、入植者に投票権を与えるMCDトークンと、UMEからMCDへの交換が始まります。',
        body: 'コロニーはロードマップのフェーズ2に入りました。その中心となるのが、アバターとトークンの保有者がコロニーへの提案に投票できるガバナンストークンMCDです。\n\nローンチ以降に集めたUMEは、トークンの稼働後にMCDへ交換できます。交換レートとスケジュールは、最初の投票案とともにまずこちらで発表します。',
      },
      kr: {
        title: '로드맵 2단계 시작: MCD 거버넌스 토큰',
        summary: '2단계에서는 이주민에게 투표권을 부여하는 MCD 토큰과 UME의 MCD 전환이 시작됩니다.',
        body: '콜로니가 로드맵 2단계에 들어섰습니다. 그 중심에는 아바타 및 토큰 보유자가 콜로니 제안에 투표할 수 있는 거버넌스 토큰 MCD가 있습니다.\n\n출시 이후 모은 UME는 토큰이 가동되면 MCD로 전환됩니다. 전환 비율과 일정은 첫 투표 안건과 함께 이곳에서 가장 먼저 공개됩니다.',
      },
      cn: {
        title: '路线图第二阶段启动:MCD 治理代币',
        summary: '第二阶段将推出赋予殖民者投票权的 MCD 代币,并开放 UME 兑换 MCD。',
        body: '殖民地正式进入路线图第二阶段。其核心是治理代币 MCD,化身和代币持有者可借此对殖民地提案进行投票。\n\n自上线以来收集的 UME 将在代币上线后兑换为 MCD。兑换比例和时间表将与首批投票提案一同在此率先公布。',
      },
      th: {
        title: 'เริ่มโรดแมประยะที่ 2: โทเคนกำกับดูแล MCD',
        summary: 'ระยะที่ 2 มาพร้อม MCD โทเคนที่ให้สิทธิ์ออกเสียงแก่ชาวอาณานิคม และการแปลง UME เป็น MCD',
        body: 'อาณานิคมก้าวเข้าสู่ระยะที่ 2 ของโรดแมป หัวใจสำคัญคือ MCD โทเคนกำกับดูแลที่ให้ผู้ถืออวตารและผู้ถือโทเคนลงคะแนนเสียงในข้อเสนอของอาณานิคม\n\nUME ที่สะสมมาตั้งแต่เปิดตัวจะแปลงเป็น MCD ได้เมื่อโทเคนเริ่มใช้งาน อัตราแปลงและกำหนดการจะประกาศที่นี่เป็นที่แรก พร้อมกับข้อเสนอชุดแรกที่จะเปิดให้ลงคะแนน',
      },
      vi: {
        title: 'Bắt đầu giai đoạn 2 của lộ trình: token quản trị MCD',
        summary:
          'Giai đoạn 2 mang đến MCD, token trao quyền biểu quyết cho cư dân, cùng việc chuyển đổi UME sang MCD.',
        body: 'Thuộc địa bước vào giai đoạn 2 của lộ trình. Trọng tâm là MCD, token quản trị cho phép người nắm giữ Avatar và token bỏ phiếu cho các đề xuất của thuộc địa.\n\nUME thu thập từ khi ra mắt sẽ được chuyển đổi sang MCD khi token đi vào hoạt động. Tỷ lệ và lịch chuyển đổi sẽ được công bố tại đây đầu tiên, cùng với những đề xuất đầu tiên được đưa ra biểu quyết.',
      },
      de: {
        title: 'Roadmap-Phase 2 beginnt: der MCD-Governance-Token',
        summary:
          'Phase 2 bringt MCD, den Token, der Kolonisten eine Stimme gibt, und den Umtausch von UME in MCD.',
        body: 'Die Kolonie tritt in Phase 2 ihrer Roadmap ein. Im Mittelpunkt steht MCD, der Governance-Token, mit dem Avatar- und Token-Besitzer über Vorschläge für die Kolonie abstimmen.\n\nSeit dem Start gesammeltes UME wird in MCD umgetauscht, sobald der Token live ist. Umtauschkurs und Zeitplan veröffentlichen wir zuerst hier, zusammen mit den ersten Vorschlägen, über die abgestimmt wird.',
      },
    },
  },
  {
    category: 'announcement',
    daysAgo: 241,
    phase: 1,
    text: {
      en: {
        title: 'Avatar sales are open',
        summary: 'The main Avatar and the two guide Avatars can now be bought with USDT or USDC.',
        body: 'Avatar sales are open to every connected wallet. The main Avatar produces MM, MC and UME every day from its fuel; guide Avatars are limited to two per colonist.\n\nEach Avatar has a daily supply. When it sells out you can join the queue, which is served first come, first served at the next daily settlement and keeps your order for up to three days.',
      },
      jp: {
        title: 'アバター販売開始',
        summary: 'メインアバターと2種類のガイドアバターをUSDTまたはUSDCで購入できるようになりました。',
        body: '接続したすべてのウォレットでアバターを購入できます。メインアバターは燃料から毎日MM・MC・UMEを生み出します。ガイドアバターは1人2体までです。\n\n各アバターには1日の供給量があります。完売した場合は順番待ちに並ぶことができ、次回の毎日の精算で先着順に処理され、注文は最長3日間保持されます。',
      },
      kr: {
        title: '아바타 판매 시작',
        summary: '이제 메인 아바타와 두 종류의 가이드 아바타를 USDT 또는 USDC로 구매할 수 있습니다.',
        body: '지갑을 연결한 모든 이용자가 아바타를 구매할 수 있습니다. 메인 아바타는 연료를 사용해 매일 MM, MC, UME를 생산하며, 가이드 아바타는 1인당 2개까지 구매할 수 있습니다.\n\n각 아바타에는 일일 공급량이 있습니다. 매진되면 대기열에 등록할 수 있으며, 다음 일일 정산에서 선착순으로 처리되고 주문은 최대 3일간 유지됩니다.',
      },
      cn: {
        title: '化身正式开售',
        summary: '现在可以使用 USDT 或 USDC 购买主化身和两种向导化身。',
        body: '所有已连接钱包的用户均可购买化身。主化身每天消耗燃料产出 MM、MC 和 UME;向导化身每位殖民者限购两个。\n\n每种化身都有每日供应量。售罄后可以加入排队,队列在下一次每日结算时按先到先得处理,订单最长保留三天。',
      },
      th: {
        title: 'เปิดขายอวตารแล้ว',
        summary: 'ตอนนี้สามารถซื้ออวตารหลักและอวตารไกด์ทั้งสองแบบได้ด้วย USDT หรือ USDC',
        body: 'วอลเล็ตทุกอันที่เชื่อมต่อสามารถซื้ออวตารได้แล้ว อวตารหลักใช้เชื้อเพลิงผลิต MM, MC และ UME ทุกวัน ส่วนอวตารไกด์จำกัดไว้ที่สองตัวต่อคน\n\nอวตารแต่ละแบบมีจำนวนจำหน่ายรายวัน เมื่อขายหมดคุณสามารถเข้าคิวได้ คิวจะได้รับการดำเนินการตามลำดับก่อนหลังในการชำระบัญชีรายวันครั้งถัดไป และเก็บคำสั่งซื้อไว้ได้นานสูงสุดสามวัน',
      },
      vi: {
        title: 'Đã mở bán Avatar',
        summary: 'Giờ đây có thể mua Avatar chính và hai Avatar hướng dẫn bằng USDT hoặc USDC.',
        body: 'Mọi ví đã kết nối đều có thể mua Avatar. Avatar chính dùng nhiên liệu để tạo ra MM, MC và UME mỗi ngày; Avatar hướng dẫn giới hạn hai chiếc cho mỗi cư dân.\n\nMỗi Avatar có nguồn cung hằng ngày. Khi hết hàng, bạn có thể vào hàng chờ; hàng chờ được xử lý theo thứ tự đến trước tại đợt quyết toán hằng ngày tiếp theo và giữ đơn của bạn tối đa ba ngày.',
      },
      de: {
        title: 'Der Avatar-Verkauf ist eröffnet',
        summary: 'Der Haupt-Avatar und die beiden Guide-Avatare sind jetzt mit USDT oder USDC erhältlich.',
        body: 'Jede verbundene Wallet kann jetzt Avatare kaufen. Der Haupt-Avatar erzeugt aus seinem Treibstoff täglich MM, MC und UME; Guide-Avatare sind auf zwei pro Kolonist begrenzt.\n\nJeder Avatar hat ein Tageskontingent. Ist es ausverkauft, kannst du dich in die Warteschlange stellen. Sie wird bei der nächsten täglichen Abrechnung in der Reihenfolge des Eingangs bedient und hält deine Bestellung bis zu drei Tage.',
      },
    },
  },
  {
    category: 'announcement',
    daysAgo: 45,
    text: {
      en: {
        title: 'Scheduled maintenance of the settlement engine',
        summary: 'The daily settlement moves to a new engine; expect a short pause in the dashboard.',
        body: 'We are moving the daily settlement to a new engine that processes output, referrals and queue orders in a single pass. The dashboard will pause for about fifteen minutes during the switch.\n\nNo action is needed from colonists. Balances, queue positions and staking orders are carried over exactly, and the first settlement on the new engine runs at the usual time.',
      },
    },
  },
  {
    category: 'announcement',
    daysAgo: 255,
    phase: 1,
    text: {
      en: {
        title: 'Colony launch: the first settlement touches down',
        summary: 'The colony is live on BNB Smart Chain. Connect your wallet and claim your place.',
        body: 'After months of preparation, the first settlement has touched down. The colony is live on BNB Smart Chain, and any wallet can join by signing a one-time message.\n\nIn the first weeks we open Avatar sales, the daily settlement and invite codes for teams. Thank you to the early colonists who tested every step with us.',
      },
      jp: {
        title: 'コロニー始動:最初の入植地が着陸',
        summary: 'コロニーがBNBスマートチェーンで稼働を開始しました。ウォレットを接続して参加しましょう。',
        body: '数か月の準備を経て、最初の入植地が着陸しました。コロニーはBNBスマートチェーン上で稼働しており、1回限りのメッセージに署名するだけでどのウォレットからでも参加できます。\n\n最初の数週間で、アバター販売、毎日の精算、チーム向けの招待コードを順次開始します。すべての手順を一緒にテストしてくれた初期の入植者の皆さんに感謝します。',
      },
      kr: {
        title: '콜로니 출범: 첫 정착지 착륙',
        summary: '콜로니가 BNB 스마트 체인에서 가동을 시작했습니다. 지갑을 연결하고 자리를 확보하세요.',
        body: '수개월의 준비 끝에 첫 정착지가 착륙했습니다. 콜로니는 BNB 스마트 체인에서 운영되며, 일회용 메시지에 서명하면 어떤 지갑으로든 참여할 수 있습니다.\n\n첫 몇 주 동안 아바타 판매, 일일 정산, 팀 초대 코드를 차례로 오픈합니다. 모든 단계를 함께 테스트해 준 초기 이주민 여러분께 감사드립니다.',
      },
      cn: {
        title: '殖民地启航:首个定居点着陆',
        summary: '殖民地已在 BNB 智能链上线。连接钱包,占据您的一席之地。',
        body: '经过数月筹备,首个定居点成功着陆。殖民地已在 BNB 智能链上线,任何钱包只需签署一条一次性消息即可加入。\n\n在最初几周,我们将陆续开放化身销售、每日结算以及团队邀请码。感谢与我们一起测试每个环节的早期殖民者。',
      },
      th: {
        title: 'เปิดตัวอาณานิคม: นิคมแห่งแรกลงจอดแล้ว',
        summary: 'อาณานิคมเปิดใช้งานบน BNB Smart Chain แล้ว เชื่อมต่อวอลเล็ตและจองที่ของคุณ',
        body: 'หลังการเตรียมการหลายเดือน นิคมแห่งแรกได้ลงจอดแล้ว อาณานิคมเปิดใช้งานบน BNB Smart Chain และวอลเล็ตใดก็เข้าร่วมได้ด้วยการลงนามข้อความแบบใช้ครั้งเดียว\n\nในสัปดาห์แรก ๆ เราจะเปิดการขายอวตาร การชำระบัญชีรายวัน และโค้ดเชิญสำหรับทีม ขอบคุณชาวอาณานิคมรุ่นแรกที่ร่วมทดสอบทุกขั้นตอนกับเรา',
      },
      vi: {
        title: 'Ra mắt thuộc địa: khu định cư đầu tiên đã hạ cánh',
        summary: 'Thuộc địa đã hoạt động trên BNB Smart Chain. Kết nối ví và giành chỗ của bạn.',
        body: 'Sau nhiều tháng chuẩn bị, khu định cư đầu tiên đã hạ cánh. Thuộc địa hoạt động trên BNB Smart Chain và bất kỳ ví nào cũng có thể tham gia bằng cách ký một thông điệp dùng một lần.\n\nTrong những tuần đầu, chúng tôi sẽ lần lượt mở bán Avatar, quyết toán hằng ngày và mã mời cho các đội nhóm. Cảm ơn những cư dân đầu tiên đã cùng chúng tôi thử nghiệm từng bước.',
      },
      de: {
        title: 'Start der Kolonie: die erste Siedlung ist gelandet',
        summary:
          'Die Kolonie ist auf der BNB Smart Chain live. Verbinde deine Wallet und sichere dir deinen Platz.',
        body: 'Nach monatelanger Vorbereitung ist die erste Siedlung gelandet. Die Kolonie läuft auf der BNB Smart Chain, und jede Wallet kann mit der Signatur einer einmaligen Nachricht beitreten.\n\nIn den ersten Wochen öffnen wir den Avatar-Verkauf, die tägliche Abrechnung und Einladungscodes für Teams. Danke an die frühen Kolonisten, die jeden Schritt mit uns getestet haben.',
      },
    },
  },
  {
    category: 'announcement',
    daysAgo: 130,
    phase: 1,
    text: {
      en: {
        title: 'Alliance Avatars join the fleet',
        summary: 'Three co-branded Avatars arrive with partner ecosystems, each with its own output mix.',
        body: 'Three alliance Avatars, numbers 15, 16 and 17, join the fleet. Each is co-branded with a partner ecosystem and has its own price, fuel multiplier and split of MM, MC and UME.\n\nAlliance Avatars follow the same daily supply and queue rules as the main Avatar. Their partners add in-game and metaverse perks, announced on each partner page.',
      },
      jp: {
        title: '同盟アバターが艦隊に加入',
        summary: 'パートナーエコシステムとのコラボアバター3種が登場。それぞれ独自の産出構成を持ちます。',
        body: '15番、16番、17番の3体の同盟アバターが艦隊に加わりました。いずれもパートナーエコシステムとのコラボで、価格、燃料倍率、MM・MC・UMEの配分がそれぞれ異なります。\n\n同盟アバターにも、メインアバターと同じ1日の供給量と順番待ちのルールが適用されます。パートナーによるゲーム内やメタバースでの特典は、各パートナーのページで発表されます。',
      },
      kr: {
        title: '연합 아바타 합류',
        summary: '파트너 생태계와 공동 브랜딩한 세 아바타가 각자의 생산 구성을 갖추고 등장합니다.',
        body: '15번, 16번, 17번 세 연합 아바타가 합류합니다. 각각 파트너 생태계와 공동 브랜딩되었으며, 가격, 연료 배수, MM·MC·UME 배분이 모두 다릅니다.\n\n연합 아바타에도 메인 아바타와 동일한 일일 공급량 및 대기열 규칙이 적용됩니다. 파트너가 제공하는 게임 및 메타버스 혜택은 각 파트너 페이지에서 안내됩니다.',
      },
      cn: {
        title: '联盟化身加入舰队',
        summary: '三款与合作生态联名的化身登场,各自拥有独特的产出组合。',
        body: '编号 15、16、17 的三款联盟化身加入舰队。它们均与合作生态联名推出,价格、燃料倍数以及 MM、MC、UME 的产出比例各不相同。\n\n联盟化身同样遵循主化身的每日供应量和排队规则。合作伙伴提供的游戏内及元宇宙权益将在各合作伙伴页面公布。',
      },
      th: {
        title: 'อวตารพันธมิตรเข้าร่วมกองยาน',
        summary: 'อวตารร่วมแบรนด์สามตัวมาพร้อมระบบนิเวศพาร์ทเนอร์ แต่ละตัวมีสัดส่วนผลผลิตของตัวเอง',
        body: 'อวตารพันธมิตรสามตัว หมายเลข 15, 16 และ 17 เข้าร่วมกองยานแล้ว แต่ละตัวร่วมแบรนด์กับระบบนิเวศพาร์ทเนอร์ และมีราคา ตัวคูณเชื้อเพลิง และสัดส่วน MM, MC และ UME เป็นของตัวเอง\n\nอวตารพันธมิตรใช้กฎจำนวนจำหน่ายรายวันและคิวเดียวกับอวตารหลัก สิทธิประโยชน์ในเกมและเมตาเวิร์สจากพาร์ทเนอร์จะประกาศในหน้าของพาร์ทเนอร์แต่ละราย',
      },
      vi: {
        title: 'Avatar liên minh gia nhập hạm đội',
        summary:
          'Ba Avatar đồng thương hiệu cùng các hệ sinh thái đối tác, mỗi chiếc có cơ cấu sản lượng riêng.',
        body: 'Ba Avatar liên minh mang số 15, 16 và 17 gia nhập hạm đội. Mỗi chiếc đồng thương hiệu với một hệ sinh thái đối tác và có giá, hệ số nhiên liệu cũng như tỷ lệ MM, MC, UME riêng.\n\nAvatar liên minh tuân theo cùng quy tắc nguồn cung hằng ngày và hàng chờ như Avatar chính. Các ưu đãi trong game và metaverse từ đối tác sẽ được công bố trên trang của từng đối tác.',
      },
      de: {
        title: 'Allianz-Avatare verstärken die Flotte',
        summary: 'Drei Co-Branding-Avatare kommen mit Partner-Ökosystemen, jeder mit eigenem Ertragsmix.',
        body: 'Drei Allianz-Avatare mit den Nummern 15, 16 und 17 verstärken die Flotte. Jeder entsteht gemeinsam mit einem Partner-Ökosystem und hat eigenen Preis, Treibstoff-Multiplikator und eine eigene Aufteilung auf MM, MC und UME.\n\nFür Allianz-Avatare gelten dieselben Tageskontingente und Warteschlangen wie für den Haupt-Avatar. Vorteile der Partner in Spielen und im Metaverse werden auf der jeweiligen Partnerseite bekannt gegeben.',
      },
    },
  },
];
