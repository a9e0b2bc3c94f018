import { appLink, MessageType, pages } from '@nanhua/contract';
import type { OutgoingMessage } from './message-service.js';

/** The first system message of every new member. */
export const welcomeMessage: OutgoingMessage = {
  type: MessageType.System,
  titleZh: '欢迎加入南华潮剧社',
  titleEn: 'Welcome to Nam Hwa Opera',
  contentZh: '感谢注册！您可以在这里收到订单、退款与反馈回复等通知。完善个人资料，关注喜欢的曲友，一起感受潮剧之美。',
  contentEn:
    'Thank you for registering! Notices about your orders, refunds and feedback replies arrive here. Complete your profile and follow fellow fans to enjoy Teochew opera together.',
  link: appLink(pages.user.personalData),
};
