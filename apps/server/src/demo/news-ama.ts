import type { DemoArticle } from './demo-article.ts';

export const AMA_ARTICLES: DemoArticle[] = [
  {
    category: 'ama',
    daysAgo: 15,
    text: {
      en: {
        title: 'AMA recap: the MCD token and governance',
        summary: 'Who can vote, how UME converts into MCD and when the first proposals go live.',
        body: 'Q: Who can vote once MCD launches?\nA: Avatar holders and MCD holders. Each proposal states how votes are weighted before voting opens.\n\nQ: Will UME keep its value after the conversion?\nA: UME converts into MCD at a published rate, and conversion stays open for the whole of phase 2, so nobody has to rush.',
      },
      jp: {
        title: 'AMAまとめ:MCDトークンとガバナンス',
        summary: '誰が投票できるのか、UMEはどのようにMCDへ交換されるのか、最初の提案はいつ始まるのか。',
        body: 'Q:MCDのローンチ後、誰が投票できますか?\nA:アバター保有者とMCD保有者です。各提案では、投票開始前に票の重み付けが明示されます。\n\nQ:交換後もUMEの価値は保たれますか?\nA:UMEは公表されたレートでMCDに交換され、交換はフェーズ2の期間中ずっと可能なので、急ぐ必要はありません。',
      },
      kr: {
        title: 'AMA 요약: MCD 토큰과 거버넌스',
        summary:
          '누가 투표할 수 있는지, UME가 어떻게 MCD로 전환되는지, 첫 제안은 언제 시작되는지 정리했습니다.',
        body: 'Q: MCD 출시 후에는 누가 투표할 수 있나요?\nA: 아바타 보유자와 MCD 보유자입니다. 각 제안은 투표 시작 전에 표의 가중치 방식을 명시합니다.\n\nQ: 전환 후에도 UME의 가치가 유지되나요?\nA: UME는 공개된 비율로 MCD로 전환되며, 전환은 2단계 기간 내내 가능하므로 서두를 필요가 없습니다.',
      },
      cn: {
        title: 'AMA 回顾:MCD 代币与治理',
        summary: '谁可以投票、UME 如何兑换 MCD,以及首批提案何时上线。',
        body: '问:MCD 上线后谁可以投票?\n答:化身持有者和 MCD 持有者。每项提案都会在投票开始前说明票数的权重方式。\n\n问:兑换后 UME 的价值会保留吗?\n答:UME 按公布的比例兑换为 MCD,兑换在整个第二阶段持续开放,无需着急。',
      },
      th: {
        title: 'สรุป AMA: โทเคน MCD และการกำกับดูแล',
        summary: 'ใครลงคะแนนได้ UME แปลงเป็น MCD อย่างไร และข้อเสนอแรกจะเริ่มเมื่อไร',
        body: 'ถาม: หลังเปิดตัว MCD ใครลงคะแนนได้บ้าง?\nตอบ: ผู้ถืออวตารและผู้ถือ MCD ข้อเสนอแต่ละข้อจะระบุวิธีถ่วงน้ำหนักคะแนนก่อนเปิดให้ลงคะแนน\n\nถาม: UME จะยังคงมูลค่าหลังการแปลงหรือไม่?\nตอบ: UME แปลงเป็น MCD ตามอัตราที่ประกาศ และเปิดให้แปลงได้ตลอดระยะที่ 2 จึงไม่ต้องรีบ',
      },
      vi: {
        title: 'Tóm tắt AMA: token MCD và quản trị',
        summary: 'Ai được bỏ phiếu, UME chuyển đổi sang MCD thế nào và khi nào các đề xuất đầu tiên bắt đầu.',
        body: 'H: Sau khi MCD ra mắt, ai được bỏ phiếu?\nĐ: Người nắm giữ Avatar và người nắm giữ MCD. Mỗi đề xuất sẽ nêu rõ cách tính trọng số phiếu trước khi mở bỏ phiếu.\n\nH: UME có giữ được giá trị sau khi chuyển đổi không?\nĐ: UME được chuyển sang MCD theo tỷ lệ công bố và việc chuyển đổi mở suốt giai đoạn 2, nên không ai phải vội.',
      },
      de: {
        title: 'AMA-Rückblick: der MCD-Token und Governance',
        summary:
          'Wer abstimmen darf, wie UME in MCD umgetauscht wird und wann die ersten Vorschläge starten.',
        body: 'F: Wer darf nach dem Start von MCD abstimmen?\nA: Avatar-Besitzer und MCD-Besitzer. Jeder Vorschlag nennt vor Beginn der Abstimmung, wie die Stimmen gewichtet werden.\n\nF: Behält UME nach dem Umtausch seinen Wert?\nA: UME wird zu einem veröffentlichten Kurs in MCD umgetauscht, und der Umtausch bleibt während der gesamten Phase 2 offen, niemand muss sich also beeilen.',
      },
    },
  },
  {
    category: 'ama',
    daysAgo: 38,
    text: {
      en: {
        title: 'AMA recap: the trader and the MM buy-back',
        summary: 'Why there is a minimum, where the fee goes and how the treasury stays solvent.',
        body: 'Q: Why does the buy-back have a minimum?\nA: Very small requests cost more in processing than they are worth. The minimum is reviewed every season.\n\nQ: Where does the fee go?\nA: Back into the treasury that funds buy-backs. The treasury can never go below zero, which is what keeps every buy-back paid in full.',
      },
      jp: {
        title: 'AMAまとめ:商人とMM買い戻し',
        summary: '最低数量がある理由、手数料の行き先、トレジャリーの健全性を保つ仕組み。',
        body: 'Q:買い戻しに最低数量があるのはなぜですか?\nA:少額すぎる申請は、その価値以上に処理コストがかかるためです。最低数量はシーズンごとに見直します。\n\nQ:手数料はどこに行きますか?\nA:買い戻しの原資となるトレジャリーに戻ります。トレジャリー残高がマイナスになることはなく、それがすべての買い戻しを全額支払える理由です。',
      },
      kr: {
        title: 'AMA 요약: 상인과 MM 재매입',
        summary: '최소 수량이 있는 이유, 수수료의 사용처, 금고가 건전하게 유지되는 방식.',
        body: 'Q: 재매입에 최소 수량이 있는 이유는 무엇인가요?\nA: 너무 작은 신청은 가치보다 처리 비용이 더 큽니다. 최소 수량은 시즌마다 재검토합니다.\n\nQ: 수수료는 어디로 가나요?\nA: 재매입 자금을 마련하는 금고로 돌아갑니다. 금고는 절대 0 아래로 내려가지 않으며, 덕분에 모든 재매입이 전액 지급됩니다.',
      },
      cn: {
        title: 'AMA 回顾:商人与 MM 回购',
        summary: '为何设置最低数量、手续费去向,以及金库如何保持偿付能力。',
        body: '问:回购为什么设有最低数量?\n答:金额过小的申请,处理成本高于其价值。最低数量每个赛季都会重新评估。\n\n问:手续费去了哪里?\n答:回到为回购提供资金的金库。金库余额绝不会低于零,这正是每笔回购都能全额支付的保障。',
      },
      th: {
        title: 'สรุป AMA: พ่อค้าและการรับซื้อ MM คืน',
        summary: 'ทำไมต้องมีขั้นต่ำ ค่าธรรมเนียมไปที่ไหน และคลังรักษาสภาพคล่องอย่างไร',
        body: 'ถาม: ทำไมการรับซื้อคืนต้องมีขั้นต่ำ?\nตอบ: คำขอที่เล็กมากมีต้นทุนการดำเนินการสูงกว่ามูลค่า ขั้นต่ำจะทบทวนทุกซีซัน\n\nถาม: ค่าธรรมเนียมไปที่ไหน?\nตอบ: กลับเข้าคลังที่ใช้รับซื้อคืน คลังจะไม่มีวันติดลบ ซึ่งทำให้การรับซื้อคืนทุกครั้งได้รับเงินเต็มจำนวน',
      },
      vi: {
        title: 'Tóm tắt AMA: thương nhân và việc mua lại MM',
        summary: 'Vì sao có mức tối thiểu, phí đi đâu và kho bạc giữ khả năng chi trả ra sao.',
        body: 'H: Vì sao việc mua lại có mức tối thiểu?\nĐ: Các yêu cầu quá nhỏ tốn chi phí xử lý nhiều hơn giá trị của chúng. Mức tối thiểu được xem xét lại mỗi mùa.\n\nH: Phí đi đâu?\nĐ: Quay lại kho bạc dùng để mua lại. Kho bạc không bao giờ được âm, và đó là lý do mọi giao dịch mua lại đều được trả đủ.',
      },
      de: {
        title: 'AMA-Rückblick: der Händler und der MM-Rückkauf',
        summary:
          'Warum es eine Mindestmenge gibt, wohin die Gebühr fließt und wie die Schatzkammer zahlungsfähig bleibt.',
        body: 'F: Warum hat der Rückkauf eine Mindestmenge?\nA: Sehr kleine Anfragen kosten in der Abwicklung mehr, als sie wert sind. Die Mindestmenge wird jede Saison überprüft.\n\nF: Wohin fließt die Gebühr?\nA: Zurück in die Schatzkammer, aus der die Rückkäufe bezahlt werden. Sie kann nie unter null fallen, und deshalb wird jeder Rückkauf vollständig ausgezahlt.',
      },
    },
  },
  {
    category: 'ama',
    daysAgo: 58,
    text: {
      en: {
        title: 'AMA recap: Avatar supply and the daily queue',
        summary: 'How the daily supply is set, why oversell is impossible and how queue ranks are computed.',
        body: 'Q: Can two people buy the last Avatar of the day at the same time?\nA: No. The supply check and the sale happen in one step, so the last unit goes to exactly one buyer and the other order is offered a queue place.\n\nQ: How is my queue rank computed?\nA: By the time your order entered the queue, across the whole network. It is the same order in which the daily settlement serves the queue.',
      },
      jp: {
        title: 'AMAまとめ:アバターの供給量と毎日の順番待ち',
        summary: '1日の供給量の決め方、売り越しが起きない理由、順番待ちの順位の算出方法。',
        body: 'Q:その日最後のアバターを2人が同時に購入することはありますか?\nA:ありません。在庫確認と販売は1つの手順で行われるため、最後の1体は必ず1人の購入者に渡り、もう一方の注文には順番待ちの枠が提示されます。\n\nQ:順番待ちの順位はどのように決まりますか?\nA:ネットワーク全体で、注文が順番待ちに入った時刻順です。毎日の精算でもこの順番で処理されます。',
      },
      kr: {
        title: 'AMA 요약: 아바타 공급량과 일일 대기열',
        summary: '일일 공급량을 정하는 방법, 초과 판매가 불가능한 이유, 대기열 순위 계산 방식.',
        body: 'Q: 두 사람이 그날의 마지막 아바타를 동시에 살 수 있나요?\nA: 아닙니다. 재고 확인과 판매가 한 단계에서 이루어지므로 마지막 한 개는 정확히 한 구매자에게 가고, 다른 주문에는 대기열 자리가 제안됩니다.\n\nQ: 대기열 순위는 어떻게 계산되나요?\nA: 전체 네트워크에서 주문이 대기열에 들어간 시각 순입니다. 일일 정산도 같은 순서로 대기열을 처리합니다.',
      },
      cn: {
        title: 'AMA 回顾:化身供应量与每日排队',
        summary: '每日供应量如何设定、为何不会超卖,以及排队名次如何计算。',
        body: '问:两个人能同时买到当天最后一个化身吗?\n答:不能。库存检查与销售在同一步完成,最后一个名额只会归属一位买家,另一笔订单会获得排队名额。\n\n问:我的排队名次如何计算?\n答:按订单进入队列的时间在全网排序。每日结算也按这一顺序处理队列。',
      },
      th: {
        title: 'สรุป AMA: จำนวนจำหน่ายอวตารและคิวรายวัน',
        summary: 'กำหนดจำนวนจำหน่ายรายวันอย่างไร ทำไมขายเกินไม่ได้ และคำนวณอันดับคิวอย่างไร',
        body: 'ถาม: สองคนซื้ออวตารตัวสุดท้ายของวันพร้อมกันได้หรือไม่?\nตอบ: ไม่ได้ การตรวจสอบจำนวนและการขายเกิดขึ้นในขั้นตอนเดียว ตัวสุดท้ายจึงเป็นของผู้ซื้อเพียงคนเดียว และอีกคำสั่งจะได้รับข้อเสนอให้เข้าคิว\n\nถาม: อันดับคิวของฉันคำนวณอย่างไร?\nตอบ: ตามเวลาที่คำสั่งเข้าคิวทั่วทั้งเครือข่าย ซึ่งเป็นลำดับเดียวกับที่การชำระบัญชีรายวันใช้ดำเนินการคิว',
      },
      vi: {
        title: 'Tóm tắt AMA: nguồn cung Avatar và hàng chờ hằng ngày',
        summary:
          'Nguồn cung hằng ngày được đặt ra sao, vì sao không thể bán vượt và thứ hạng hàng chờ được tính thế nào.',
        body: 'H: Hai người có thể cùng lúc mua Avatar cuối cùng trong ngày không?\nĐ: Không. Việc kiểm tra nguồn cung và bán diễn ra trong một bước, nên chiếc cuối cùng chỉ thuộc về đúng một người mua, còn đơn kia được đề nghị một chỗ trong hàng chờ.\n\nH: Thứ hạng hàng chờ của tôi được tính thế nào?\nĐ: Theo thời điểm đơn vào hàng chờ trên toàn mạng. Đợt quyết toán hằng ngày cũng xử lý hàng chờ theo đúng thứ tự này.',
      },
      de: {
        title: 'AMA-Rückblick: Avatar-Kontingent und tägliche Warteschlange',
        summary:
          'Wie das Tageskontingent festgelegt wird, warum Überverkauf unmöglich ist und wie Ränge berechnet werden.',
        body: 'F: Können zwei Personen gleichzeitig den letzten Avatar des Tages kaufen?\nA: Nein. Kontingentprüfung und Verkauf sind ein einziger Schritt, der letzte Avatar geht also an genau einen Käufer, und der anderen Bestellung wird ein Platz in der Warteschlange angeboten.\n\nF: Wie wird mein Rang berechnet?\nA: Nach dem Zeitpunkt, zu dem deine Bestellung in die Warteschlange kam, über das gesamte Netzwerk. In genau dieser Reihenfolge bedient die tägliche Abrechnung die Warteschlange.',
      },
    },
  },
  {
    category: 'ama',
    daysAgo: 120,
    text: {
      en: {
        title: 'AMA recap: partners and the alliance program',
        summary: 'How partners are chosen, what alliance Avatars add and how partner perks are delivered.',
        body: 'Q: How do you choose partners?\nA: We look for teams with a live product and a community of their own, across games, metaverses, banking, real-world assets, exchanges and layer-2 networks.\n\nQ: What does an alliance Avatar add over the main Avatar?\nA: A different output mix and perks inside the partner product. Both kinds share the same supply and queue rules.',
      },
    },
  },
  {
    category: 'ama',
    daysAgo: 118,
    text: {
      en: {
        title: 'AMA recap: security and wallet safety',
        summary: 'What the colony will never ask you for, and how to spot a fake sign-in request.',
        body: 'Q: Will the team ever ask for my seed phrase?\nA: Never. Signing in only asks your wallet to sign a readable message that names the colony, the chain and an expiry time.\n\nQ: How do I spot a fake sign-in request?\nA: Check the domain in the message and its expiry. A request for an unlimited token approval is never part of signing in.',
      },
      jp: {
        title: 'AMAまとめ:セキュリティとウォレットの安全',
        summary: 'コロニーが決して求めないもの、そして偽のサインイン要求の見分け方。',
        body: 'Q:運営チームがシードフレーズを求めることはありますか?\nA:絶対にありません。サインインでは、コロニー名、チェーン、有効期限が記載された読みやすいメッセージへの署名をウォレットに求めるだけです。\n\nQ:偽のサインイン要求はどう見分けますか?\nA:メッセージ内のドメインと有効期限を確認してください。無制限のトークン承認を求めることは、サインインには決して含まれません。',
      },
      kr: {
        title: 'AMA 요약: 보안과 지갑 안전',
        summary: '콜로니가 절대 요구하지 않는 것, 그리고 가짜 로그인 요청을 알아보는 방법.',
        body: 'Q: 팀이 시드 문구를 요구할 수도 있나요?\nA: 절대 그렇지 않습니다. 로그인 시에는 콜로니, 체인, 만료 시간이 적힌 읽을 수 있는 메시지에 지갑으로 서명하도록 요청할 뿐입니다.\n\nQ: 가짜 로그인 요청은 어떻게 알아보나요?\nA: 메시지의 도메인과 만료 시간을 확인하세요. 무제한 토큰 승인 요청은 로그인 과정에 절대 포함되지 않습니다.',
      },
      cn: {
        title: 'AMA 回顾:安全与钱包防护',
        summary: '殖民地绝不会向您索要的信息,以及如何识别虚假的登录请求。',
        body: '问:团队会索要我的助记词吗?\n答:绝对不会。登录时只会请求您的钱包签署一条可读的消息,其中注明殖民地、链以及过期时间。\n\n问:如何识别虚假的登录请求?\n答:请核对消息中的域名和过期时间。无限额的代币授权请求绝不会是登录的一部分。',
      },
      th: {
        title: 'สรุป AMA: ความปลอดภัยและการดูแลวอลเล็ต',
        summary: 'สิ่งที่อาณานิคมจะไม่ขอจากคุณเด็ดขาด และวิธีสังเกตคำขอเข้าสู่ระบบปลอม',
        body: 'ถาม: ทีมงานจะขอวลีกู้คืน (seed phrase) ของฉันหรือไม่?\nตอบ: ไม่มีวัน การเข้าสู่ระบบจะขอให้วอลเล็ตลงนามข้อความที่อ่านได้ ซึ่งระบุชื่ออาณานิคม เชน และเวลาหมดอายุเท่านั้น\n\nถาม: จะสังเกตคำขอเข้าสู่ระบบปลอมได้อย่างไร?\nตอบ: ตรวจสอบโดเมนและเวลาหมดอายุในข้อความ คำขออนุมัติโทเคนแบบไม่จำกัดไม่เคยเป็นส่วนหนึ่งของการเข้าสู่ระบบ',
      },
      vi: {
        title: 'Tóm tắt AMA: bảo mật và an toàn ví',
        summary: 'Những gì thuộc địa sẽ không bao giờ yêu cầu bạn, và cách nhận ra yêu cầu đăng nhập giả.',
        body: 'H: Đội ngũ có bao giờ hỏi cụm từ khôi phục (seed phrase) của tôi không?\nĐ: Không bao giờ. Khi đăng nhập, ví của bạn chỉ được yêu cầu ký một thông điệp dễ đọc, ghi rõ thuộc địa, chuỗi và thời điểm hết hạn.\n\nH: Làm sao nhận ra yêu cầu đăng nhập giả?\nĐ: Hãy kiểm tra tên miền và thời điểm hết hạn trong thông điệp. Yêu cầu phê duyệt token không giới hạn không bao giờ là một phần của việc đăng nhập.',
      },
      de: {
        title: 'AMA-Rückblick: Sicherheit und Wallet-Schutz',
        summary: 'Was die Kolonie nie von dir verlangt und wie du eine gefälschte Anmeldeanfrage erkennst.',
        body: 'F: Fragt das Team jemals nach meiner Seed-Phrase?\nA: Niemals. Bei der Anmeldung signiert deine Wallet nur eine lesbare Nachricht, die Kolonie, Chain und Ablaufzeit nennt.\n\nF: Woran erkenne ich eine gefälschte Anmeldeanfrage?\nA: Prüfe die Domain in der Nachricht und ihre Ablaufzeit. Eine unbegrenzte Token-Freigabe gehört nie zur Anmeldung.',
      },
    },
  },
  {
    category: 'ama',
    daysAgo: 262,
    text: {
      en: {
        title: 'AMA recap: the first community AMA',
        summary: 'The founding team on why the colony exists and what the first year looks like.',
        body: 'Q: Why build a colony rather than another yield platform?\nA: Because a colony gives people a shared goal. Avatars, resources and votes are all steps towards building something together.\n\nQ: What does the first year look like?\nA: Landfall first: launch, Avatars and the daily settlement. Then expansion with the MCD token, and a federation of partner worlds by the end of the roadmap.',
      },
      jp: {
        title: 'AMAまとめ:初めてのコミュニティAMA',
        summary: '創設チームが、コロニーが存在する理由と最初の1年の展望を語りました。',
        body: 'Q:なぜ利回りプラットフォームではなくコロニーを作るのですか?\nA:コロニーは人々に共通の目標を与えるからです。アバター、資源、投票はすべて、共に何かを築くためのステップです。\n\nQ:最初の1年はどのようになりますか?\nA:まずは上陸:ローンチ、アバター、毎日の精算。次にMCDトークンによる拡張、そしてロードマップの最後にはパートナー世界との連邦です。',
      },
      kr: {
        title: 'AMA 요약: 첫 커뮤니티 AMA',
        summary: '창립 팀이 콜로니가 존재하는 이유와 첫해의 모습을 이야기했습니다.',
        body: 'Q: 왜 또 하나의 수익 플랫폼이 아니라 콜로니를 만드나요?\nA: 콜로니는 사람들에게 공동의 목표를 주기 때문입니다. 아바타, 자원, 투표는 모두 함께 무언가를 만들어 가는 단계입니다.\n\nQ: 첫해는 어떻게 진행되나요?\nA: 먼저 상륙입니다. 출범, 아바타, 일일 정산을 갖춥니다. 이어서 MCD 토큰과 함께 확장하고, 로드맵 마지막에는 파트너 세계와의 연방을 이룹니다.',
      },
      cn: {
        title: 'AMA 回顾:首次社区 AMA',
        summary: '创始团队讲述殖民地为何存在,以及第一年的规划。',
        body: '问:为什么要建殖民地,而不是再做一个收益平台?\n答:因为殖民地给了大家一个共同的目标。化身、资源和投票,都是一起建设的步骤。\n\n问:第一年会是什么样?\n答:首先是登陆:上线、化身和每日结算。然后借助 MCD 代币扩张,并在路线图末期与合作世界组成联邦。',
      },
      th: {
        title: 'สรุป AMA: AMA ชุมชนครั้งแรก',
        summary: 'ทีมผู้ก่อตั้งเล่าถึงเหตุผลที่อาณานิคมเกิดขึ้น และภาพรวมของปีแรก',
        body: 'ถาม: ทำไมถึงสร้างอาณานิคม แทนที่จะเป็นแพลตฟอร์มผลตอบแทนอีกแห่ง?\nตอบ: เพราะอาณานิคมให้เป้าหมายร่วมกันแก่ผู้คน อวตาร ทรัพยากร และการลงคะแนน ล้วนเป็นก้าวสู่การสร้างสิ่งต่าง ๆ ร่วมกัน\n\nถาม: ปีแรกจะเป็นอย่างไร?\nตอบ: เริ่มจากการลงจอด: เปิดตัว อวตาร และการชำระบัญชีรายวัน จากนั้นขยายตัวด้วยโทเคน MCD และสร้างสหพันธ์กับโลกของพาร์ทเนอร์เมื่อสิ้นสุดโรดแมป',
      },
      vi: {
        title: 'Tóm tắt AMA: buổi AMA cộng đồng đầu tiên',
        summary: 'Đội ngũ sáng lập chia sẻ vì sao thuộc địa ra đời và năm đầu tiên sẽ diễn ra thế nào.',
        body: 'H: Vì sao xây dựng một thuộc địa thay vì thêm một nền tảng lợi suất?\nĐ: Vì thuộc địa mang đến cho mọi người một mục tiêu chung. Avatar, tài nguyên và phiếu bầu đều là những bước để cùng nhau xây dựng.\n\nH: Năm đầu tiên sẽ thế nào?\nĐ: Trước tiên là đổ bộ: ra mắt, Avatar và quyết toán hằng ngày. Sau đó mở rộng với token MCD, và đến cuối lộ trình là liên bang cùng các thế giới đối tác.',
      },
      de: {
        title: 'AMA-Rückblick: das erste Community-AMA',
        summary: 'Das Gründerteam über den Sinn der Kolonie und den Plan für das erste Jahr.',
        body: 'F: Warum eine Kolonie und nicht noch eine Rendite-Plattform?\nA: Weil eine Kolonie Menschen ein gemeinsames Ziel gibt. Avatare, Ressourcen und Abstimmungen sind Schritte, um gemeinsam etwas aufzubauen.\n\nF: Wie sieht das erste Jahr aus?\nA: Zuerst die Landung: Start, Avatare und die tägliche Abrechnung. Dann die Expansion mit dem MCD-Token und am Ende der Roadmap eine Föderation mit den Welten unserer Partner.',
      },
    },
  },
];
