import type { DemoArticle } from './demo-article.ts';

export const OFFICIAL_ARTICLES: DemoArticle[] = [
  {
    category: 'official',
    daysAgo: 6,
    text: {
      en: {
        title: 'MM buy-back by the trader: minimum and fee',
        summary:
          'The trader now buys back MM above a posted minimum, for a flat fee, from a fully funded treasury.',
        body: 'The trader buys MM back from colonists and pays in stablecoins. Requests start at the minimum shown on the trader page, and a small fee is deducted from each buy-back.\n\nEvery buy-back is paid from the colony treasury, which is never allowed to go below zero. When the treasury is short, requests wait until it is refilled instead of being paid partially.',
      },
      jp: {
        title: '商人によるMM買い戻し:最低数量と手数料',
        summary:
          '商人は、十分な資金を持つトレジャリーから、掲示された最低数量以上のMMを定額手数料で買い戻します。',
        body: '商人は入植者からMMを買い戻し、ステーブルコインで支払います。申請は商人ページに表示された最低数量から受け付け、買い戻しごとに少額の手数料が差し引かれます。\n\nすべての買い戻しはコロニーのトレジャリーから支払われ、トレジャリー残高がマイナスになることはありません。トレジャリーが不足している場合、申請は一部だけ支払われるのではなく、補充されるまで待機します。',
      },
      kr: {
        title: '상인의 MM 재매입: 최소 수량과 수수료',
        summary:
          '상인은 충분한 자금을 갖춘 금고에서 게시된 최소 수량 이상의 MM을 정액 수수료로 재매입합니다.',
        body: '상인은 이주민에게서 MM을 재매입하고 스테이블코인으로 지급합니다. 신청은 상인 페이지에 표시된 최소 수량부터 가능하며, 재매입마다 소액의 수수료가 차감됩니다.\n\n모든 재매입은 콜로니 금고에서 지급되며 금고 잔액은 절대 0 아래로 내려가지 않습니다. 금고가 부족하면 신청은 일부만 지급되지 않고 재충전될 때까지 대기합니다.',
      },
      cn: {
        title: '商人回购 MM:最低数量与手续费',
        summary: '商人从资金充足的金库中,以固定手续费回购超过公示最低数量的 MM。',
        body: '商人从殖民者手中回购 MM,并以稳定币支付。申请须达到商人页面显示的最低数量,每次回购扣除少量手续费。\n\n所有回购均由殖民地金库支付,金库余额绝不会低于零。金库资金不足时,申请会等待补充后再处理,而不会部分支付。',
      },
      th: {
        title: 'พ่อค้ารับซื้อ MM คืน: จำนวนขั้นต่ำและค่าธรรมเนียม',
        summary: 'พ่อค้ารับซื้อ MM คืนเมื่อถึงจำนวนขั้นต่ำที่ประกาศ โดยคิดค่าธรรมเนียมคงที่ และจ่ายจากคลังที่มีเงินทุนเต็ม',
        body: 'พ่อค้ารับซื้อ MM คืนจากชาวอาณานิคมและจ่ายเป็นสเตเบิลคอยน์ คำขอเริ่มต้นที่จำนวนขั้นต่ำตามที่แสดงในหน้าพ่อค้า และจะหักค่าธรรมเนียมเล็กน้อยทุกครั้ง\n\nการรับซื้อคืนทุกครั้งจ่ายจากคลังของอาณานิคม ซึ่งจะไม่มีวันติดลบ เมื่อคลังมีเงินไม่พอ คำขอจะรอจนกว่าจะเติมเงิน แทนที่จะจ่ายเพียงบางส่วน',
      },
      vi: {
        title: 'Thương nhân mua lại MM: mức tối thiểu và phí',
        summary:
          'Thương nhân mua lại MM từ mức tối thiểu được công bố với mức phí cố định, từ một kho bạc đủ vốn.',
        body: 'Thương nhân mua lại MM từ cư dân và thanh toán bằng stablecoin. Yêu cầu bắt đầu từ mức tối thiểu hiển thị trên trang thương nhân và mỗi lần mua lại sẽ bị trừ một khoản phí nhỏ.\n\nMọi giao dịch mua lại đều được trả từ kho bạc thuộc địa, vốn không bao giờ được phép âm. Khi kho bạc thiếu, yêu cầu sẽ chờ đến khi được bổ sung thay vì chỉ được trả một phần.',
      },
      de: {
        title: 'MM-Rückkauf durch den Händler: Mindestmenge und Gebühr',
        summary:
          'Der Händler kauft MM ab einer veröffentlichten Mindestmenge gegen eine feste Gebühr aus einer gedeckten Schatzkammer zurück.',
        body: 'Der Händler kauft MM von Kolonisten zurück und zahlt in Stablecoins. Anfragen beginnen bei der auf der Händlerseite angegebenen Mindestmenge, und von jedem Rückkauf wird eine kleine Gebühr abgezogen.\n\nJeder Rückkauf wird aus der Schatzkammer der Kolonie bezahlt, die nie unter null fallen darf. Ist sie knapp, warten Anfragen, bis sie wieder aufgefüllt ist, statt nur teilweise ausgezahlt zu werden.',
      },
    },
  },
  {
    category: 'official',
    daysAgo: 18,
    text: {
      en: {
        title: 'Staking season 3 begins',
        summary: 'New plans in USDT and MM with 30, 90 and 180-day terms and daily rewards.',
        body: 'Staking season 3 opens with plans in USDT and MM over 30, 90 and 180 days. Rewards accrue at every daily settlement and appear in your assets the same day.\n\nYou can still redeem an order before its term ends: after a confirmation, the principal comes back minus the early redemption fee of 5 MM.',
      },
      jp: {
        title: 'ステーキング シーズン3開始',
        summary: 'USDTとMMの新プラン。期間は30日・90日・180日で、報酬は毎日付与されます。',
        body: 'ステーキング シーズン3では、USDTとMMで30日、90日、180日のプランをご用意しました。報酬は毎日の精算ごとに発生し、当日中に資産に反映されます。\n\n期間満了前でも注文を償還できます。確認後、早期償還手数料5 MMを差し引いた元本が返還されます。',
      },
      kr: {
        title: '스테이킹 시즌 3 시작',
        summary: 'USDT와 MM으로 30일, 90일, 180일 기간의 새 플랜이 열리며 보상은 매일 지급됩니다.',
        body: '스테이킹 시즌 3에서는 USDT와 MM으로 30일, 90일, 180일 플랜을 제공합니다. 보상은 매일 정산 시 적립되어 당일 자산에 반영됩니다.\n\n기간이 끝나기 전에도 주문을 상환할 수 있습니다. 확인 후 조기 상환 수수료 5 MM을 제외한 원금이 반환됩니다.',
      },
      cn: {
        title: '质押第三季开启',
        summary: '推出 USDT 与 MM 新方案,期限 30、90、180 天,每日发放奖励。',
        body: '质押第三季推出 USDT 和 MM 的 30 天、90 天、180 天方案。奖励在每次每日结算时累计,当天即计入您的资产。\n\n期限届满前仍可赎回订单:确认后,本金将在扣除 5 MM 提前赎回费后退还。',
      },
      th: {
        title: 'เริ่มสเตกกิ้งซีซัน 3',
        summary: 'แผนใหม่ทั้ง USDT และ MM ระยะเวลา 30, 90 และ 180 วัน พร้อมรางวัลรายวัน',
        body: 'สเตกกิ้งซีซัน 3 เปิดแผน USDT และ MM ระยะเวลา 30, 90 และ 180 วัน รางวัลจะสะสมทุกครั้งที่ชำระบัญชีรายวัน และแสดงในสินทรัพย์ของคุณในวันเดียวกัน\n\nคุณยังไถ่ถอนคำสั่งก่อนครบกำหนดได้ หลังจากยืนยัน เงินต้นจะถูกคืนหลังหักค่าธรรมเนียมไถ่ถอนก่อนกำหนด 5 MM',
      },
      vi: {
        title: 'Mùa staking thứ 3 bắt đầu',
        summary: 'Các gói mới bằng USDT và MM với kỳ hạn 30, 90 và 180 ngày, phần thưởng trả hằng ngày.',
        body: 'Mùa staking thứ 3 mở các gói USDT và MM kỳ hạn 30, 90 và 180 ngày. Phần thưởng được cộng dồn ở mỗi đợt quyết toán hằng ngày và hiển thị trong tài sản của bạn ngay trong ngày.\n\nBạn vẫn có thể chuộc lại lệnh trước khi hết kỳ hạn: sau khi xác nhận, tiền gốc được hoàn trả sau khi trừ phí chuộc lại trước hạn 5 MM.',
      },
      de: {
        title: 'Staking-Saison 3 beginnt',
        summary: 'Neue Pläne in USDT und MM mit 30, 90 und 180 Tagen Laufzeit und täglichen Erträgen.',
        body: 'Staking-Saison 3 startet mit Plänen in USDT und MM über 30, 90 und 180 Tage. Erträge entstehen bei jeder täglichen Abrechnung und erscheinen noch am selben Tag in deinem Vermögen.\n\nDu kannst einen Auftrag auch vor Laufzeitende einlösen: Nach einer Bestätigung erhältst du dein Kapital abzüglich der Gebühr für vorzeitige Einlösung von 5 MM zurück.',
      },
    },
  },
  {
    category: 'official',
    daysAgo: 33,
    text: {
      en: {
        title: 'How energy and star levels are calculated',
        summary:
          'Energy boosts your Avatar output; star levels come from the performance of your smaller teams.',
        body: 'Your energy level rises when you hold an active Avatar, invite active colonists and keep your team growing. Each level boosts the daily output of your Avatars.\n\nStar levels measure small-zone performance: the total performance of your team minus its largest leg. They are recomputed at every daily settlement, so progress shows the next day.',
      },
      jp: {
        title: 'エネルギーレベルとスターレベルの計算方法',
        summary: 'エネルギーはアバターの産出を高め、スターレベルは小さいチームの実績から決まります。',
        body: 'エネルギーレベルは、稼働中のアバターを保有し、アクティブな入植者を招待し、チームを成長させ続けることで上がります。レベルごとにアバターの1日の産出量が増加します。\n\nスターレベルは小エリアの実績、つまりチーム全体の実績から最大のラインを除いたものを測ります。毎日の精算ごとに再計算されるため、進捗は翌日に反映されます。',
      },
      kr: {
        title: '에너지 레벨과 스타 레벨 계산 방식',
        summary: '에너지는 아바타 생산량을 높이고, 스타 레벨은 작은 팀들의 실적으로 정해집니다.',
        body: '에너지 레벨은 활성 아바타를 보유하고, 활동 중인 이주민을 초대하고, 팀을 계속 성장시킬 때 올라갑니다. 레벨마다 아바타의 일일 생산량이 늘어납니다.\n\n스타 레벨은 소구역 실적, 즉 팀 전체 실적에서 가장 큰 라인을 뺀 값을 기준으로 합니다. 매일 정산 때 다시 계산되므로 진행 상황은 다음 날 반영됩니다.',
      },
      cn: {
        title: '能量等级与星级的计算方式',
        summary: '能量提升化身产出;星级取决于您较小团队的业绩。',
        body: '持有活跃化身、邀请活跃殖民者并保持团队增长,即可提升能量等级。每提升一级,化身的每日产出都会增加。\n\n星级衡量小区业绩,即团队总业绩减去最大一条线的业绩。星级在每次每日结算时重新计算,进度将在次日显示。',
      },
      th: {
        title: 'วิธีคำนวณระดับพลังงานและระดับดาว',
        summary: 'พลังงานเพิ่มผลผลิตของอวตาร ส่วนระดับดาวมาจากผลงานโซนเล็กของทีม',
        body: 'ระดับพลังงานจะสูงขึ้นเมื่อคุณถือครองอวตารที่ใช้งานอยู่ เชิญชาวอาณานิคมที่แอคทีฟ และทำให้ทีมเติบโตต่อเนื่อง แต่ละระดับจะเพิ่มผลผลิตรายวันของอวตาร\n\nระดับดาววัดจากผลงานโซนเล็ก คือผลงานรวมของทีมลบด้วยสายที่ใหญ่ที่สุด ระบบคำนวณใหม่ทุกครั้งที่ชำระบัญชีรายวัน ความคืบหน้าจึงแสดงในวันถัดไป',
      },
      vi: {
        title: 'Cách tính cấp năng lượng và cấp sao',
        summary:
          'Năng lượng tăng sản lượng Avatar; cấp sao dựa trên hiệu suất của các nhánh nhỏ trong đội nhóm.',
        body: 'Cấp năng lượng tăng khi bạn sở hữu Avatar đang hoạt động, mời các cư dân tích cực và giữ cho đội nhóm tiếp tục phát triển. Mỗi cấp giúp tăng sản lượng hằng ngày của Avatar.\n\nCấp sao đo hiệu suất nhánh nhỏ: tổng hiệu suất của đội nhóm trừ đi nhánh lớn nhất. Cấp sao được tính lại ở mỗi đợt quyết toán hằng ngày, nên tiến độ sẽ hiển thị vào ngày hôm sau.',
      },
      de: {
        title: 'So werden Energie- und Sternstufen berechnet',
        summary:
          'Energie steigert den Ertrag deiner Avatare; Sternstufen ergeben sich aus der Leistung deiner kleineren Teams.',
        body: 'Deine Energiestufe steigt, wenn du einen aktiven Avatar hältst, aktive Kolonisten einlädst und dein Team weiter wächst. Jede Stufe erhöht den täglichen Ertrag deiner Avatare.\n\nSternstufen messen die Leistung der kleinen Zone: die Gesamtleistung deines Teams abzüglich des stärksten Zweigs. Sie werden bei jeder täglichen Abrechnung neu berechnet, Fortschritte siehst du also am nächsten Tag.',
      },
    },
  },
  {
    category: 'official',
    daysAgo: 100,
    text: {
      en: {
        title: 'Elite tiers are now reviewed monthly',
        summary: 'From Member to Global Elite, tiers are reviewed on the first day of every month.',
        body: 'Elite tiers run from Member through Silver, Gold, Platinum, Titanium and Ambassador up to Global Elite. Each tier unlocks its own benefits, from a rebate on community project tokens to event sponsorship.\n\nTiers are reviewed on the first day of every month based on the previous month, so a strong month is rewarded right away and a quiet one does not cost you a tier for long.',
      },
    },
  },
  {
    category: 'official',
    daysAgo: 205,
    text: {
      en: {
        title: 'Queue for sold-out Avatars: three-day retention',
        summary: 'Orders placed after the daily supply sells out are now kept for up to three days.',
        body: 'When an Avatar sells out for the day, your purchase can join the queue instead of failing. The queue page shows how many people are ahead of you, your network-wide rank and an estimated completion date.\n\nQueued orders are served first come, first served at each daily settlement and are kept for up to three days. An order that is not served by then is cancelled and fully refunded.',
      },
      jp: {
        title: '完売アバターの順番待ち:3日間保持',
        summary: '1日の供給量が完売した後の注文は、最長3日間保持されるようになりました。',
        body: 'アバターがその日の分を完売した場合でも、購入は失敗せずに順番待ちに並べます。順番待ちページでは、前に並んでいる人数、ネットワーク全体での順位、完了予定日を確認できます。\n\n順番待ちの注文は毎日の精算ごとに先着順で処理され、最長3日間保持されます。それまでに処理されなかった注文はキャンセルされ、全額返金されます。',
      },
      kr: {
        title: '매진 아바타 대기열: 3일간 유지',
        summary: '일일 공급량이 매진된 뒤의 주문은 이제 최대 3일간 유지됩니다.',
        body: '아바타가 당일 매진되어도 구매가 실패하지 않고 대기열에 등록될 수 있습니다. 대기열 페이지에서 앞선 인원, 전체 네트워크 순위, 예상 완료일을 확인할 수 있습니다.\n\n대기 중인 주문은 매일 정산 때 선착순으로 처리되며 최대 3일간 유지됩니다. 그때까지 처리되지 않은 주문은 취소되고 전액 환불됩니다.',
      },
      cn: {
        title: '售罄化身排队:保留三天',
        summary: '每日供应售罄后下的订单,现在最长可保留三天。',
        body: '当某款化身当日售罄时,您的购买可以进入排队,而不会直接失败。排队页面会显示排在您前面的人数、全网排名以及预计完成日期。\n\n排队订单在每次每日结算时按先到先得处理,最长保留三天。届时仍未完成的订单将被取消并全额退款。',
      },
      th: {
        title: 'คิวสำหรับอวตารที่ขายหมด: เก็บไว้สามวัน',
        summary: 'คำสั่งซื้อหลังจากจำนวนจำหน่ายรายวันหมดแล้ว จะถูกเก็บไว้นานสูงสุดสามวัน',
        body: 'เมื่ออวตารขายหมดในวันนั้น การซื้อของคุณสามารถเข้าคิวได้แทนที่จะล้มเหลว หน้าคิวจะแสดงจำนวนคนที่อยู่ก่อนหน้า อันดับของคุณในเครือข่าย และวันที่คาดว่าจะสำเร็จ\n\nคำสั่งซื้อในคิวจะได้รับการดำเนินการตามลำดับก่อนหลังในการชำระบัญชีรายวันแต่ละครั้ง และเก็บไว้นานสูงสุดสามวัน คำสั่งที่ยังไม่ได้รับการดำเนินการภายในเวลานั้นจะถูกยกเลิกและคืนเงินเต็มจำนวน',
      },
      vi: {
        title: 'Hàng chờ cho Avatar đã hết: giữ trong ba ngày',
        summary: 'Các đơn đặt sau khi nguồn cung trong ngày đã hết giờ được giữ tối đa ba ngày.',
        body: 'Khi một Avatar đã bán hết trong ngày, giao dịch mua của bạn có thể vào hàng chờ thay vì thất bại. Trang hàng chờ hiển thị số người đứng trước bạn, thứ hạng trên toàn mạng và ngày dự kiến hoàn tất.\n\nĐơn trong hàng chờ được xử lý theo thứ tự đến trước ở mỗi đợt quyết toán hằng ngày và được giữ tối đa ba ngày. Đơn chưa được xử lý trong thời gian đó sẽ bị hủy và hoàn tiền đầy đủ.',
      },
      de: {
        title: 'Warteschlange für ausverkaufte Avatare: drei Tage',
        summary: 'Bestellungen nach Ausverkauf des Tageskontingents werden jetzt bis zu drei Tage gehalten.',
        body: 'Ist ein Avatar für den Tag ausverkauft, kann dein Kauf in die Warteschlange gehen, statt zu scheitern. Die Warteschlangenseite zeigt, wie viele vor dir stehen, deinen Rang im gesamten Netzwerk und ein voraussichtliches Datum.\n\nBestellungen in der Warteschlange werden bei jeder täglichen Abrechnung in der Reihenfolge des Eingangs bedient und bis zu drei Tage gehalten. Eine bis dahin nicht bediente Bestellung wird storniert und vollständig erstattet.',
      },
    },
  },
  {
    category: 'official',
    daysAgo: 20,
    text: {
      en: {
        title: 'The MC mall is on its way',
        summary:
          'The capsules your Avatars produce will buy equipment, fuel packs and colony merchandise once the mall opens in phase 2.',
        body: 'The MC mall opens during phase 2 of the roadmap. Capsules produced by your Avatars will then buy equipment, fuel packs and limited colony merchandise.\n\nPrices will be set in MC only, and new items will arrive with every season. Until the mall opens, the capsules you collect stay in your assets.',
      },
      jp: {
        title: 'MCモールがまもなくオープン',
        summary:
          'フェーズ2でモールがオープンすると、アバターが生み出したカプセルで装備、燃料パック、コロニーグッズを購入できるようになります。',
        body: 'MCモールはロードマップのフェーズ2の期間中にオープンします。オープン後は、アバターが生み出したカプセルを装備、燃料パック、限定コロニーグッズに使えるようになります。\n\n価格はMCのみで設定され、シーズンごとに新しいアイテムが追加されます。モールのオープンまで、集めたカプセルは資産に保管されます。',
      },
      kr: {
        title: 'MC 몰이 곧 문을 엽니다',
        summary:
          '2단계에 몰이 문을 열면 아바타가 생산한 캡슐로 장비, 연료 팩, 콜로니 굿즈를 구매할 수 있습니다.',
        body: 'MC 몰은 로드맵 2단계 중에 문을 엽니다. 그때부터 아바타가 생산한 캡슐로 장비, 연료 팩, 한정판 콜로니 굿즈를 구매할 수 있습니다.\n\n가격은 MC로만 책정되며, 시즌마다 새로운 아이템이 추가됩니다. 몰이 문을 열 때까지 모은 캡슐은 자산에 그대로 보관됩니다.',
      },
      cn: {
        title: 'MC 商城即将开放',
        summary: '商城在第二阶段开放后,化身产出的胶囊即可兑换装备、燃料包和殖民地周边。',
        body: 'MC 商城将在路线图第二阶段期间开放。届时,化身产出的胶囊可用于购买装备、燃料包和限量殖民地周边。\n\n商品仅以 MC 定价,每个赛季都会上新。商城开放前,您收集的胶囊会一直保留在您的资产中。',
      },
      th: {
        title: 'MC มอลล์ใกล้เปิดแล้ว',
        summary: 'เมื่อมอลล์เปิดในระยะที่ 2 แคปซูลที่อวตารของคุณผลิตได้จะแลกอุปกรณ์ แพ็กเชื้อเพลิง และสินค้าของอาณานิคมได้',
        body: 'MC มอลล์จะเปิดในช่วงระยะที่ 2 ของโรดแมป เมื่อถึงตอนนั้น แคปซูลที่อวตารของคุณผลิตได้จะใช้แลกอุปกรณ์ แพ็กเชื้อเพลิง และสินค้าอาณานิคมรุ่นลิมิเต็ดได้\n\nราคาจะกำหนดเป็น MC เท่านั้น และจะมีสินค้าใหม่ทุกซีซัน ระหว่างรอมอลล์เปิด แคปซูลที่คุณสะสมจะยังอยู่ในสินทรัพย์ของคุณ',
      },
      vi: {
        title: 'MC Mall sắp mở cửa',
        summary:
          'Khi Mall mở cửa trong giai đoạn 2, viên nang do Avatar của bạn tạo ra sẽ dùng được để mua trang bị, gói nhiên liệu và vật phẩm thuộc địa.',
        body: 'MC Mall sẽ mở cửa trong giai đoạn 2 của lộ trình. Khi đó, viên nang do Avatar của bạn tạo ra có thể dùng để mua trang bị, gói nhiên liệu và vật phẩm thuộc địa phiên bản giới hạn.\n\nGiá chỉ tính bằng MC và mỗi mùa sẽ có vật phẩm mới. Cho đến khi Mall mở cửa, viên nang bạn thu thập vẫn nằm trong tài sản của bạn.',
      },
      de: {
        title: 'Die MC-Mall kommt',
        summary:
          'Sobald die Mall in Phase 2 öffnet, kaufst du mit den Kapseln deiner Avatare Ausrüstung, Treibstoffpakete und Kolonie-Merchandise.',
        body: 'Die MC-Mall öffnet im Lauf von Phase 2 der Roadmap. Dann kannst du die Kapseln, die deine Avatare produzieren, für Ausrüstung, Treibstoffpakete und limitiertes Kolonie-Merchandise ausgeben.\n\nPreise gibt es nur in MC, und mit jeder Saison kommen neue Artikel hinzu. Bis die Mall öffnet, bleiben die gesammelten Kapseln in deinem Vermögen.',
      },
    },
  },
];
