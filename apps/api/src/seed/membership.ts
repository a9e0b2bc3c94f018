import { endpoints } from '@nanhua/contract';
import { body, type Seeding } from './staff-calls.js';

const benefitsZh = (shop: number, ticket: number) =>
  `解锁全部会员专享视频与名家讲堂课程，完整阅读大型剧目的各场内容，进入会员专区，购票立减 ${ticket}%，商城购物立减 ${shop}%。`;
const benefitsEn = (shop: number, ticket: number) =>
  `Unlocks every members-only video and masterclass lesson, the full scenes of our spectacular productions and the VIP Zone, with ${ticket}% off tickets and ${shop}% off in the shop.`;

/** Demo member packages (super, annual, monthly), made through the console's package calls. */
export async function seedMembership(s: Seeding): Promise<void> {
  const packages = [
    {
      tier: 1,
      nameZh: '超级会员',
      nameEn: 'Super member',
      durationDays: 365,
      priceCents: 28800,
      originalPriceCents: 38800,
      shopDiscountPercent: 15,
      ticketDiscountPercent: 10,
      extraZh: '另可优先认购年度大戏门票，并获赠剧团纪念品一份。',
      extraEn: 'Also first access to tickets for the annual gala and a company keepsake.',
    },
    {
      tier: 2,
      nameZh: '年度会员',
      nameEn: 'Annual member',
      durationDays: 365,
      priceCents: 12800,
      originalPriceCents: 16800,
      shopDiscountPercent: 10,
      ticketDiscountPercent: 10,
      extraZh: '一年畅享，适合长期学习潮剧的戏迷。',
      extraEn: 'A full year, for fans learning Teochew opera over the seasons.',
    },
    {
      tier: 3,
      nameZh: '月度会员',
      nameEn: 'Monthly member',
      durationDays: 30,
      priceCents: 1500,
      originalPriceCents: 2000,
      shopDiscountPercent: 5,
      ticketDiscountPercent: 5,
      extraZh: '按月开通，随时续费，续费从当前到期日顺延。',
      extraEn: 'Month by month; a renewal runs on from your current expiry date.',
    },
  ];
  let sort = 1;
  for (const { extraZh, extraEn, ...p } of packages) {
    await s.services.salesAdmin.packages.create(
      s.staffId,
      body(endpoints['/admin/memberPackage/create'], {
        ...p,
        descriptionZh: `${benefitsZh(p.shopDiscountPercent, p.ticketDiscountPercent)}${extraZh}`,
        descriptionEn: `${benefitsEn(p.shopDiscountPercent, p.ticketDiscountPercent)} ${extraEn}`,
        sort: sort++,
      }),
    );
  }
}
