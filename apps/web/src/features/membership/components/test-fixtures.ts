import type { MemberOrder, MemberPackage, MembershipStatus, VipZone } from '@nanhua/contract';

export const monthly: MemberPackage = {
  id: 3,
  name: 'Monthly Pass',
  description: 'Premium videos and lessons for a month',
  userType: 3,
  durationDays: 30,
  price: 1800,
  originalPrice: 2500,
  currency: 'SGD',
  shopDiscountPercent: 5,
  ticketDiscountPercent: 5,
  sort: 3,
};
export const annual: MemberPackage = {
  ...monthly,
  id: 2,
  name: 'Annual Pass',
  userType: 2,
  durationDays: 365,
  price: 16800,
  originalPrice: 21600,
  shopDiscountPercent: 10,
  ticketDiscountPercent: 10,
  sort: 2,
};

export const ordinary: MembershipStatus = {
  userType: 4,
  isMember: false,
  expiresAt: null,
  shopDiscountPercent: 0,
  ticketDiscountPercent: 0,
};
export const lapsed: MembershipStatus = {
  userType: 4,
  isMember: false,
  expiresAt: '2026-10-01T04:00:00Z',
  shopDiscountPercent: 0,
  ticketDiscountPercent: 0,
};
export const member: MembershipStatus = {
  userType: 3,
  isMember: true,
  expiresAt: '2026-12-21T04:00:00Z',
  shopDiscountPercent: 5,
  ticketDiscountPercent: 5,
};

export const zone: VipZone = {
  videos: [
    {
      id: 41,
      cateId: 1,
      cateName: 'Classics',
      title: 'Su Liu Niang',
      summary: 'A full performance',
      poster: '/p.webp',
      duration: 3600,
      views: 10,
      isPremium: true,
      publishedAt: '2026-11-01T00:00:00Z',
    },
  ],
  knowledge: [
    {
      id: 51,
      cateId: 1,
      cateName: 'Singing',
      title: 'Breath control',
      summary: 'Lesson',
      cover: '/c.webp',
      views: 3,
      isPremium: true,
      partCount: 4,
      publishedAt: '2026-11-01T00:00:00Z',
    },
  ],
  productions: [],
};

export const unpaidOrder: MemberOrder = {
  id: 90,
  orderNo: 'M20261121-UNPAID0001',
  kind: 'member',
  payStatus: 0,
  label: 'notYetPaid',
  subtotalAmount: 1800,
  discountAmount: 0,
  totalAmount: 1800,
  refundedAmount: 0,
  currency: 'SGD',
  paymentMethod: 'card',
  remarks: '',
  submittedAt: '2026-11-21T02:00:00Z',
  expiresAt: '2026-11-21T02:15:00Z',
  paidAt: null,
  testPayment: false,
  isQrcodeUsed: false,
  lines: [
    {
      id: 1,
      title: 'Monthly Pass',
      category: null,
      unitPrice: 1800,
      quantity: 1,
      amount: 1800,
      paidAmount: 1800,
      refundedQuantity: 0,
      refundableQuantity: 1,
    },
  ],
  ticket: null,
  orderReturn: null,
  package: { id: 3, name: 'Monthly Pass', userType: 3, durationDays: 30 },
  membershipUntil: null,
};
export const paidOrder: MemberOrder = {
  ...unpaidOrder,
  id: 91,
  orderNo: 'M20261121-PAID000001',
  payStatus: 1,
  label: 'paymentSuccessful',
  paidAt: '2026-11-21T02:05:00Z',
  membershipUntil: '2099-12-21T02:05:00Z',
};
