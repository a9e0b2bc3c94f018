import { TicketInfoType, endpoints } from '@nanhua/contract';
import { venues } from './content-theatre.js';
import { onePrice, soldSeats } from './history.js';
import { placeArt } from './images.js';
import { body, type Seeding } from './staff-calls.js';

/** The stages the shows use, and the clubhouse hall of the workshops and talks (the last seeded venue). */
const stages = venues.slice(0, -1);
const hall = venues[venues.length - 1]!;

const day = 86_400_000;

/** Sale plans by the performance's position among those seeded: window in days from now, price, seats. */
type Category = [nameZh: string, nameEn: string, cents: number];
const categories: Category[] = [
  ['贵宾席', 'Premium stalls', 6800],
  ['标准席', 'Standard', 4800],
  ['学生 / 乐龄优惠', 'Student / senior concession', 2800],
];

const plans: {
  titleEn: string;
  open: number;
  price: number;
  seats: number;
  sold: number;
  featured?: boolean;
  categories?: Category[];
}[] = [
  { titleEn: 'The art of the clown', open: -30, price: 2800, seats: 180, sold: 120 },
  { titleEn: 'winter season opening night', open: -21, price: 4800, seats: 320, sold: 214, featured: true },
  { titleEn: '"Meeting at the Window" and', open: -14, price: 3200, seats: 200, sold: 60, featured: true },
  { titleEn: '"Jin Hua Nü"', open: -14, price: 3800, seats: 240, sold: 237, featured: true },
  { titleEn: 'matinee', open: -7, price: 2800, seats: 260, sold: 40 },
  { titleEn: 'Shaves His Head", evening', open: -7, price: 2800, seats: 260, sold: 95, featured: true, categories },
  { titleEn: 'Gongs, drums and strings', open: 5, price: 4200, seats: 400, sold: 0 },
  { titleEn: 'the full production', open: 12, price: 2800, seats: 320, sold: 0, featured: true, categories },
];

const infos = [
  {
    type: TicketInfoType.PurchaseNotes,
    titleZh: '购票须知',
    titleEn: 'Before you buy',
    contentZh:
      '1. 每笔订单最多购买 6 张门票，票价以新加坡元计。\n2. 下单后请在 15 分钟内完成支付，逾时订单自动取消，座位释放给其他观众。\n3. 支付成功后，电子票二维码保存在“我的票夹”，入场时出示即可，一个二维码可供同一订单的多位观众分次入场。\n4. 六岁以下儿童恕不接待（亲子工作坊除外）。',
    contentEn:
      '1. Up to 6 tickets per order; prices are in Singapore dollars.\n2. Please pay within 15 minutes of ordering; unpaid orders are cancelled automatically and the seats go back on sale.\n3. Once paid, your e-ticket QR code is in My Ticket Folder. Show it at the door; one code admits everyone on the order, together or one by one.\n4. Children under six are not admitted (except to the family workshops).',
  },
  {
    type: TicketInfoType.VenueGuide,
    titleZh: '场馆指南',
    titleEn: 'Venue guide',
    // Named from the seeded venues, so the guide and the performances never disagree.
    contentZh: `每场演出的场馆写在场次页面上。正式演出在${stages.map((v) => v.zh).join('、')}举行；工作坊、公开排练与讲座在${hall.zh}举行。演出前 45 分钟开放入场，开演后请在幕间入座。各场馆均设无障碍通道，轮椅观众请提前联系客服。`,
    contentEn: `Each performance page names its venue. Shows are staged at ${stages
      .map((v) => v.en)
      .join(', ')
      .replace(
        /, ([^,]+)$/,
        ' and $1',
      )}; workshops, open rehearsals and talks take place in the ${hall.en}. Doors open 45 minutes before the show; latecomers are seated between scenes. Every venue is step-free; wheelchair users are welcome to contact customer service in advance.`,
  },
  {
    type: TicketInfoType.RefundPolicy,
    titleZh: '退票规则',
    titleEn: 'Refund policy',
    contentZh:
      '已支付且未使用的门票可在订单详情中申请退款，填写原因与金额（不超过实付金额）。客服将在 3 个工作日内审核，审核通过后款项原路退回，座位重新开放；已入场使用的门票不予退款。',
    contentEn:
      'Paid, unused tickets can be refunded from the order details: give a reason and an amount (at most what you paid). Customer service reviews requests within 3 working days; once approved, the money goes back to your original payment method and the seats are released. Tickets already used at the door cannot be refunded.',
  },
];

export const news = [
  {
    d: -2,
    titleZh: '冬季演出季门票现已开售',
    titleEn: 'Winter season tickets are on sale now',
    summaryZh: '《荔镜记》《金花女》《张春郎削发》等剧目门票开放购买。',
    summaryEn: '"The Lychee Mirror", "Jin Hua Nü", "Zhang Chunlang Shaves His Head" and more are now on sale.',
    contentZh:
      '南华潮剧社冬季演出季共八场演出，门票现已在本应用开售。会员可在“我的票夹”中随时查看电子票。部分场次余票紧张，请尽早购买。',
    contentEn:
      "Nam Hwa's winter season brings eight performances, and tickets are on sale in this app now. Your e-tickets are always in My Ticket Folder. Some performances are nearly sold out, so book early.",
  },
  {
    d: -6,
    titleZh: '《金花女》余票不多',
    titleEn: '"Jin Hua Nü": last few seats',
    summaryZh: '本季最受欢迎的剧目，仅剩少量座位。',
    summaryEn: 'The most popular play of the season has only a few seats left.',
    contentZh: '《金花女》自开售以来反响热烈，目前仅剩少量座位，有意观看的观众请尽快购票。',
    contentEn:
      'Demand for "Jin Hua Nü" has been strong since sales opened, and only a few seats remain. If you would like to see it, please book soon.',
  },
  {
    d: -10,
    titleZh: '锣鼓弦诗潮乐音乐会即将开售',
    titleEn: 'Gongs, drums and strings: sales open soon',
    summaryZh: '开售时间提前公布，敬请留意。',
    summaryEn: 'The sale date is announced in advance; watch this space.',
    contentZh: '锣鼓弦诗潮乐音乐会门票将于五天后开售，潮州大锣鼓与弦诗乐联袂演出，欢迎全家一同欣赏。',
    contentEn:
      'Tickets for "Gongs, drums and strings", our Teochew music concert, go on sale in five days. Teochew grand percussion meets the string ensemble: bring the whole family.',
  },
  {
    d: -18,
    titleZh: '电子票入场说明',
    titleEn: 'How e-ticket entry works',
    summaryZh: '凭“我的票夹”中的二维码入场，无需打印。',
    summaryEn: 'Enter with the QR code in My Ticket Folder: no printing needed.',
    contentZh:
      '入场时请打开“我的票夹”，出示订单二维码，工作人员扫码后即可入场。同一订单的多张门票可一次或分次使用，剩余张数会实时更新。',
    contentEn:
      "At the door, open My Ticket Folder and show your order's QR code; staff scan it and you are in. Several tickets on one order can be used together or one at a time, and the remaining count updates immediately.",
  },
];

/** A sale's seats over its categories: a quarter premium, half standard, the rest concessions. */
function seatsOver(categories: Category[], seats: number): number[] {
  const shares = categories.map((_, i) => (i === 0 ? Math.round(seats / 4) : i === 1 ? Math.round(seats / 2) : 0));
  shares[shares.length - 1] = seats - shares.slice(0, -1).reduce((a, b) => a + b, 0);
  return shares;
}

/**
 * Demo ticket sales (through the console's ticket sale calls: the sale copies its performance), the
 * ticketing information and ticket news (content calls). Seats already sold, and sales of one price,
 * are history (history.ts).
 */
export async function seedTickets(s: Seeding): Promise<void> {
  const { ticketSales } = s.services.salesAdmin;
  const shows = (await s.services.contentAdmin.list('performance', { page: 1, size: 100 })).items;
  for (const plan of plans) {
    const show = shows.find((p) => p.titleEn.includes(plan.titleEn));
    if (!show) continue;
    const own = plan.categories ?? [['标准席', 'Standard', plan.price]];
    const seats = seatsOver(own, plan.seats);
    const sale = await ticketSales.create(
      s.staffId,
      body(endpoints['/admin/ticketSale/create'], {
        performanceId: show.id,
        saleStartAt: new Date(s.now.getTime() + plan.open * day).toISOString(),
        saleEndAt: new Date(Date.parse(show.startAt) - 3_600_000).toISOString(),
        featured: plan.featured ?? false,
        categories: own.map(([nameZh, nameEn, priceCents], i) => ({ nameZh, nameEn, priceCents, seats: seats[i]! })),
      }),
    );
    if (!plan.categories) await onePrice(s, sale.id);
    await soldSeats(s, sale.id, plan.sold);
  }
  for (const [i, info] of infos.entries()) await s.content('ticketInfo', { ...info, sort: i });
  for (const [i, { d, ...n }] of news.entries()) {
    const cover = placeArt(s.filesDir, `ticket-news-${i + 1}`);
    await s.content('ticketNews', { ...n, cover, publishedAt: new Date(s.now.getTime() + d * day).toISOString() });
  }
}
