import { type DemoArticle, youtube } from './demo-article.ts';

export const VIDEO_ARTICLES: DemoArticle[] = [
  {
    category: 'video',
    daysAgo: 9,
    videoUrl: youtube('Qm7xK2pLr8A'),
    text: {
      en: {
        title: 'Video: a tour of the first colony',
        summary:
          'Walk through the settlement, from the Avatar hangar to the trader and the site of the MC mall.',
        body: 'Join our guide for a ten-minute tour of the first colony. We start in the Avatar hangar, follow a day of output through the settlement and end at the trader, next to the site where the MC mall will open.\n\nThe tour is a good first stop for new colonists and for anyone inviting friends to their team.',
      },
      jp: {
        title: '動画:最初のコロニーを巡るツアー',
        summary: 'アバター格納庫から商人、MCモールの予定地まで、入植地を歩いて巡ります。',
        body: 'ガイドと一緒に、最初のコロニーを10分で巡るツアーに出かけましょう。アバター格納庫から出発し、1日の産出が入植地をどう巡るかを追い、最後は商人と、MCモールがオープンする予定の場所に到着します。\n\n新しい入植者や、友人をチームに招待したい方の最初の一歩に最適です。',
      },
      kr: {
        title: '영상: 첫 번째 콜로니 둘러보기',
        summary: '아바타 격납고부터 상인과 MC 몰 예정지까지 정착지를 함께 둘러봅니다.',
        body: '가이드와 함께 첫 번째 콜로니를 10분 동안 둘러보세요. 아바타 격납고에서 출발해 하루 동안의 생산 흐름을 따라가고, 상인과 MC 몰이 들어설 자리에서 마무리합니다.\n\n새로운 이주민은 물론, 친구를 팀에 초대하려는 분들에게도 좋은 출발점입니다.',
      },
      cn: {
        title: '视频:首个殖民地巡礼',
        summary: '从化身机库到商人和 MC 商城的预定地点,带您走遍整个定居点。',
        body: '跟随向导用十分钟游览首个殖民地。我们从化身机库出发,跟随一天的产出走遍定居点,最后来到商人和 MC 商城即将开放的地方。\n\n这段巡礼非常适合新殖民者,也适合正在邀请好友加入团队的您。',
      },
      th: {
        title: 'วิดีโอ: ทัวร์อาณานิคมแห่งแรก',
        summary: 'เดินชมนิคมตั้งแต่โรงเก็บอวตาร ไปจนถึงพ่อค้าและที่ตั้งของ MC มอลล์',
        body: 'ร่วมทัวร์อาณานิคมแห่งแรกกับไกด์ของเราในสิบนาที เริ่มจากโรงเก็บอวตาร ติดตามผลผลิตหนึ่งวันทั่วนิคม และจบที่พ่อค้าและที่ตั้งของ MC มอลล์ที่กำลังจะเปิด\n\nทัวร์นี้เหมาะเป็นจุดเริ่มต้นสำหรับชาวอาณานิคมหน้าใหม่ และสำหรับผู้ที่กำลังชวนเพื่อนเข้าทีม',
      },
      vi: {
        title: 'Video: tham quan thuộc địa đầu tiên',
        summary: 'Dạo quanh khu định cư, từ nhà chứa Avatar đến thương nhân và nơi MC Mall sắp mở.',
        body: 'Cùng hướng dẫn viên tham quan thuộc địa đầu tiên trong mười phút. Chúng ta bắt đầu ở nhà chứa Avatar, theo dõi sản lượng một ngày đi qua khu định cư và kết thúc tại thương nhân, cạnh nơi MC Mall sắp mở cửa.\n\nĐây là điểm khởi đầu lý tưởng cho cư dân mới và cho những ai đang mời bạn bè vào đội nhóm của mình.',
      },
      de: {
        title: 'Video: Rundgang durch die erste Kolonie',
        summary:
          'Ein Gang durch die Siedlung, vom Avatar-Hangar bis zum Händler und zum Bauplatz der MC-Mall.',
        body: 'Begleite unseren Guide auf einem zehnminütigen Rundgang durch die erste Kolonie. Wir starten im Avatar-Hangar, verfolgen einen Tag Ertrag durch die Siedlung und enden beim Händler, neben dem Bauplatz der MC-Mall.\n\nDer Rundgang ist ein guter Einstieg für neue Kolonisten und für alle, die Freunde in ihr Team einladen.',
      },
    },
  },
  {
    category: 'video',
    daysAgo: 24,
    videoUrl: youtube('Vw3nT9cHs1E'),
    text: {
      en: {
        title: 'Video: connect your wallet on BNB Smart Chain',
        summary: 'Step by step: add the network, connect, sign in and bind your invite code.',
        body: 'This short guide shows how to add BNB Smart Chain to your wallet, connect it to the colony and sign in with a one-time message.\n\nIt also covers binding the invite code of the member who invited you, and what to do when your wallet is on an unsupported chain.',
      },
      jp: {
        title: '動画:BNBスマートチェーンでウォレットを接続',
        summary: 'ネットワークの追加、接続、サインイン、招待コードの紐付けを順を追って説明します。',
        body: 'この短いガイドでは、ウォレットにBNBスマートチェーンを追加し、コロニーに接続して、1回限りのメッセージでサインインする方法を紹介します。\n\n招待してくれたメンバーの招待コードの紐付け方法や、ウォレットが非対応のチェーンにある場合の対処法も解説します。',
      },
      kr: {
        title: '영상: BNB 스마트 체인에서 지갑 연결하기',
        summary: '네트워크 추가, 연결, 로그인, 초대 코드 등록까지 단계별로 안내합니다.',
        body: '이 짧은 가이드는 지갑에 BNB 스마트 체인을 추가하고, 콜로니에 연결한 뒤, 일회용 메시지로 로그인하는 방법을 보여 줍니다.\n\n나를 초대한 회원의 초대 코드를 등록하는 방법과 지갑이 지원되지 않는 체인에 있을 때 해야 할 일도 다룹니다.',
      },
      cn: {
        title: '视频:在 BNB 智能链上连接钱包',
        summary: '分步讲解:添加网络、连接、登录并绑定邀请码。',
        body: '这段简短的指南演示如何在钱包中添加 BNB 智能链、连接殖民地,并通过一次性消息签名登录。\n\n视频还介绍了如何绑定邀请人的邀请码,以及钱包处于不支持的链上时该怎么办。',
      },
      th: {
        title: 'วิดีโอ: เชื่อมต่อวอลเล็ตบน BNB Smart Chain',
        summary: 'ทีละขั้นตอน: เพิ่มเครือข่าย เชื่อมต่อ เข้าสู่ระบบ และผูกโค้ดเชิญ',
        body: 'คู่มือสั้น ๆ นี้แสดงวิธีเพิ่ม BNB Smart Chain ในวอลเล็ต เชื่อมต่อกับอาณานิคม และเข้าสู่ระบบด้วยการลงนามข้อความแบบใช้ครั้งเดียว\n\nนอกจากนี้ยังอธิบายวิธีผูกโค้ดเชิญของสมาชิกที่ชวนคุณมา และสิ่งที่ต้องทำเมื่อวอลเล็ตอยู่บนเชนที่ไม่รองรับ',
      },
      vi: {
        title: 'Video: kết nối ví trên BNB Smart Chain',
        summary: 'Từng bước: thêm mạng, kết nối, đăng nhập và liên kết mã mời.',
        body: 'Hướng dẫn ngắn này cho thấy cách thêm BNB Smart Chain vào ví, kết nối với thuộc địa và đăng nhập bằng một thông điệp dùng một lần.\n\nVideo cũng hướng dẫn cách liên kết mã mời của thành viên đã mời bạn và cách xử lý khi ví đang ở chuỗi không được hỗ trợ.',
      },
      de: {
        title: 'Video: Wallet auf der BNB Smart Chain verbinden',
        summary:
          'Schritt für Schritt: Netzwerk hinzufügen, verbinden, anmelden und Einladungscode hinterlegen.',
        body: 'Diese kurze Anleitung zeigt, wie du die BNB Smart Chain zu deiner Wallet hinzufügst, sie mit der Kolonie verbindest und dich mit einer einmaligen Nachricht anmeldest.\n\nSie erklärt auch, wie du den Einladungscode des Mitglieds hinterlegst, das dich eingeladen hat, und was zu tun ist, wenn deine Wallet auf einer nicht unterstützten Chain ist.',
      },
    },
  },
  {
    category: 'video',
    daysAgo: 40,
    videoUrl: youtube('Hs5bR4kNq2Y'),
    text: {
      en: {
        title: 'Video: staking and early redemption explained',
        summary: 'How plans, daily rewards and the 5 MM early redemption fee work, in five minutes.',
        body: 'In five minutes, our economy team walks through a staking order from start to finish: choosing a plan, watching rewards arrive after each daily settlement and collecting the principal at the end of the term.\n\nThe video also shows an early redemption, including the confirmation step and the 5 MM fee.',
      },
      jp: {
        title: '動画:ステーキングと早期償還の仕組み',
        summary: 'プラン、毎日の報酬、早期償還手数料5 MMの仕組みを5分で解説します。',
        body: '経済チームが5分で、ステーキング注文の始まりから終わりまでを説明します。プランの選び方、毎日の精算後に届く報酬、期間満了時の元本の受け取りまでを紹介します。\n\n確認手順と5 MMの手数料を含む早期償還の流れもご覧いただけます。',
      },
      kr: {
        title: '영상: 스테이킹과 조기 상환 알아보기',
        summary: '플랜, 일일 보상, 5 MM 조기 상환 수수료의 원리를 5분 만에 설명합니다.',
        body: '경제 팀이 5분 동안 스테이킹 주문의 처음부터 끝까지를 안내합니다. 플랜 선택, 매일 정산 후 들어오는 보상, 기간 종료 시 원금 수령까지 살펴봅니다.\n\n확인 단계와 5 MM 수수료를 포함한 조기 상환 과정도 함께 보여 줍니다.',
      },
      cn: {
        title: '视频:质押与提前赎回详解',
        summary: '五分钟了解方案、每日奖励以及 5 MM 提前赎回费的规则。',
        body: '经济团队用五分钟完整演示一笔质押订单:选择方案、在每次每日结算后查看到账奖励,以及在期满时领取本金。\n\n视频还演示了提前赎回的过程,包括确认步骤和 5 MM 手续费。',
      },
      th: {
        title: 'วิดีโอ: อธิบายการสเตกและการไถ่ถอนก่อนกำหนด',
        summary: 'แผน รางวัลรายวัน และค่าธรรมเนียมไถ่ถอนก่อนกำหนด 5 MM ทำงานอย่างไร ในห้านาที',
        body: 'ทีมเศรษฐกิจของเราพาดูคำสั่งสเตกตั้งแต่ต้นจนจบภายในห้านาที ตั้งแต่การเลือกแผน การดูรางวัลที่เข้ามาหลังการชำระบัญชีรายวันแต่ละครั้ง ไปจนถึงการรับเงินต้นเมื่อครบกำหนด\n\nวิดีโอยังแสดงการไถ่ถอนก่อนกำหนด รวมถึงขั้นตอนยืนยันและค่าธรรมเนียม 5 MM',
      },
      vi: {
        title: 'Video: giải thích staking và chuộc lại trước hạn',
        summary:
          'Các gói, phần thưởng hằng ngày và phí chuộc lại trước hạn 5 MM hoạt động ra sao, trong năm phút.',
        body: 'Trong năm phút, đội ngũ kinh tế sẽ đi qua một lệnh staking từ đầu đến cuối: chọn gói, theo dõi phần thưởng sau mỗi đợt quyết toán hằng ngày và nhận lại tiền gốc khi hết kỳ hạn.\n\nVideo cũng minh họa việc chuộc lại trước hạn, bao gồm bước xác nhận và khoản phí 5 MM.',
      },
      de: {
        title: 'Video: Staking und vorzeitige Einlösung erklärt',
        summary: 'Pläne, tägliche Erträge und die Gebühr von 5 MM für vorzeitige Einlösung in fünf Minuten.',
        body: 'In fünf Minuten begleitet unser Ökonomie-Team einen Staking-Auftrag von Anfang bis Ende: Plan wählen, Erträge nach jeder täglichen Abrechnung verfolgen und das Kapital am Laufzeitende abholen.\n\nDas Video zeigt auch eine vorzeitige Einlösung, samt Bestätigungsschritt und der Gebühr von 5 MM.',
      },
    },
  },
  {
    category: 'video',
    daysAgo: 61,
    videoUrl: youtube('Pz8dF6wYt3M'),
    text: {
      en: {
        title: 'Video: phase 2 preview with the core team',
        summary: 'The core team previews governance, the MCD token and the first community votes.',
        body: 'The core team sits down to preview phase 2: what the MCD token is for, how UME converts into it and how the first community votes will work.\n\nQuestions collected from the community channels are answered in the second half of the session.',
      },
    },
  },
  {
    category: 'video',
    daysAgo: 95,
    videoUrl: youtube('Lk2sJ7vBn4W'),
    text: {
      en: {
        title: 'Video: a first look at the M3 Hub',
        summary:
          'A preview of the hub that will link the colony with partner games and metaverses in phase 3.',
        body: 'The M3 Hub is where the colony will meet its partners in phase 3 of the roadmap. This preview shows how Avatars will travel to partner games and metaverses and what they will bring back.\n\nThe hub will open in stages; this video covers the first partners and the planned activity calendar.',
      },
      jp: {
        title: '動画:M3ハブをひと足先に',
        summary: 'フェーズ3でコロニーとパートナーのゲームやメタバースをつなぐハブを先行公開します。',
        body: 'M3ハブは、ロードマップのフェーズ3でコロニーとパートナーが出会う場所になります。このプレビューでは、アバターがパートナーのゲームやメタバースへどのように移動し、何を持ち帰るのかを紹介します。\n\nハブは段階的にオープンする予定です。この動画では最初のパートナーと予定しているアクティビティカレンダーを取り上げます。',
      },
      kr: {
        title: '영상: M3 허브 미리 보기',
        summary: '3단계에서 콜로니와 파트너 게임, 메타버스를 연결할 허브를 미리 공개합니다.',
        body: 'M3 허브는 로드맵 3단계에서 콜로니가 파트너를 만나는 곳이 됩니다. 이 미리 보기 영상에서는 아바타가 파트너 게임과 메타버스로 어떻게 이동하고 무엇을 가져오게 될지 보여 줍니다.\n\n허브는 단계적으로 열릴 예정이며, 이 영상에서는 첫 파트너들과 예정된 활동 일정을 다룹니다.',
      },
      cn: {
        title: '视频:抢先看 M3 枢纽',
        summary: '预览将在第三阶段连接殖民地与合作游戏、元宇宙的枢纽。',
        body: 'M3 枢纽将在路线图第三阶段成为殖民地与合作伙伴交汇的地方。本预览展示化身将如何前往合作游戏和元宇宙,以及会带回什么。\n\n枢纽将分阶段开放,本视频介绍首批合作伙伴和计划中的活动日程。',
      },
      th: {
        title: 'วิดีโอ: ชม M3 Hub ก่อนใคร',
        summary: 'ตัวอย่างศูนย์กลางที่จะเชื่อมอาณานิคมกับเกมและเมตาเวิร์สของพาร์ทเนอร์ในระยะที่ 3',
        body: 'M3 Hub จะเป็นจุดที่อาณานิคมพบกับพาร์ทเนอร์ในระยะที่ 3 ของโรดแมป วิดีโอตัวอย่างนี้แสดงให้เห็นว่าอวตารจะเดินทางไปยังเกมและเมตาเวิร์สของพาร์ทเนอร์อย่างไร และจะนำอะไรกลับมา\n\nHub จะทยอยเปิดทีละส่วน วิดีโอนี้ครอบคลุมพาร์ทเนอร์กลุ่มแรกและปฏิทินกิจกรรมที่วางแผนไว้',
      },
      vi: {
        title: 'Video: xem trước M3 Hub',
        summary:
          'Xem trước trung tâm sẽ kết nối thuộc địa với game và metaverse của đối tác trong giai đoạn 3.',
        body: 'M3 Hub sẽ là nơi thuộc địa gặp gỡ các đối tác trong giai đoạn 3 của lộ trình. Video xem trước này cho thấy Avatar sẽ di chuyển đến game và metaverse của đối tác như thế nào và mang về những gì.\n\nHub sẽ mở cửa theo từng đợt; video này giới thiệu các đối tác đầu tiên và lịch hoạt động dự kiến.',
      },
      de: {
        title: 'Video: ein erster Blick auf den M3 Hub',
        summary:
          'Eine Vorschau auf den Hub, der die Kolonie in Phase 3 mit Partner-Spielen und -Metaversen verbinden wird.',
        body: 'Im M3 Hub wird die Kolonie in Phase 3 der Roadmap ihre Partner treffen. Diese Vorschau zeigt, wie Avatare in Partner-Spiele und -Metaversen reisen werden und was sie von dort mitbringen.\n\nDer Hub öffnet schrittweise; dieses Video stellt die ersten Partner und den geplanten Aktivitätskalender vor.',
      },
    },
  },
  {
    category: 'video',
    daysAgo: 254,
    phase: 1,
    videoUrl: youtube('Rt6gM1xZc9K'),
    text: {
      en: {
        title: 'Video: launch day highlights',
        summary: 'The countdown, the first sign-ins and the first colonists touching down, in three minutes.',
        body: 'Relive launch day in three minutes: the countdown, the first wallets signing in and the first colonists exploring the settlement.\n\nThank you to everyone who joined the live stream and helped the colony take off.',
      },
      jp: {
        title: '動画:ローンチ当日のハイライト',
        summary: 'カウントダウン、最初のサインイン、最初の入植者たちの到着を3分で振り返ります。',
        body: 'ローンチ当日を3分で振り返ります。カウントダウン、最初のウォレットのサインイン、そして入植地を探索する最初の入植者たちまで。\n\nライブ配信に参加し、コロニーの離陸を支えてくださった皆さんに感謝します。',
      },
      kr: {
        title: '영상: 출범일 하이라이트',
        summary: '카운트다운, 첫 로그인, 첫 이주민들의 도착을 3분에 담았습니다.',
        body: '출범일을 3분 동안 다시 만나 보세요. 카운트다운, 첫 지갑 로그인, 그리고 정착지를 둘러보는 첫 이주민들까지 담았습니다.\n\n라이브 스트림에 함께하며 콜로니의 이륙을 도와주신 모든 분께 감사드립니다.',
      },
      cn: {
        title: '视频:上线日精彩回顾',
        summary: '三分钟回顾倒计时、首批登录以及首批殖民者的到来。',
        body: '用三分钟重温上线日:倒计时、首批钱包登录,以及首批殖民者探索定居点的身影。\n\n感谢所有参与直播、助力殖民地起飞的朋友。',
      },
      th: {
        title: 'วิดีโอ: ไฮไลต์วันเปิดตัว',
        summary: 'การนับถอยหลัง การเข้าสู่ระบบครั้งแรก และชาวอาณานิคมกลุ่มแรก ในสามนาที',
        body: 'ย้อนชมวันเปิดตัวในสามนาที ตั้งแต่การนับถอยหลัง วอลเล็ตชุดแรกที่เข้าสู่ระบบ ไปจนถึงชาวอาณานิคมกลุ่มแรกที่ออกสำรวจนิคม\n\nขอบคุณทุกคนที่ร่วมชมไลฟ์สตรีมและช่วยให้อาณานิคมทะยานขึ้น',
      },
      vi: {
        title: 'Video: điểm nhấn ngày ra mắt',
        summary: 'Đếm ngược, những lượt đăng nhập đầu tiên và những cư dân đầu tiên, trong ba phút.',
        body: 'Sống lại ngày ra mắt trong ba phút: màn đếm ngược, những ví đầu tiên đăng nhập và những cư dân đầu tiên khám phá khu định cư.\n\nCảm ơn tất cả mọi người đã theo dõi buổi phát trực tiếp và giúp thuộc địa cất cánh.',
      },
      de: {
        title: 'Video: Höhepunkte des Starttags',
        summary: 'Der Countdown, die ersten Anmeldungen und die ersten Kolonisten in drei Minuten.',
        body: 'Erlebe den Starttag in drei Minuten noch einmal: den Countdown, die ersten Anmeldungen und die ersten Kolonisten, die die Siedlung erkunden.\n\nDanke an alle, die beim Livestream dabei waren und der Kolonie beim Abheben geholfen haben.',
      },
    },
  },
];
