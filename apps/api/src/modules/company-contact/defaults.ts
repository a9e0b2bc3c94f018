import type { CompanyContactForm } from '@nanhua/contract';

/**
 * The company's contact details until admin saves their own (a database never written answers these),
 * and what the demo seed stores. The ONE place they are written down: the app's pages, the support
 * screen and the shop's return instructions all read the record.
 */
export const companyContactDefaults: CompanyContactForm = {
  phone: '+65 6222 0000',
  email: 'info@namhwaopera.org.sg',
  whatsapp: '',
  wechat: '',
  addressZh: '新加坡牛车水区南华潮剧社会所',
  addressEn: 'Nam Hwa Opera clubhouse, Chinatown, Singapore',
  hoursZh: '办公室：星期二至星期六，上午十时至下午六时',
  hoursEn: 'Office: Tuesday to Saturday, 10 a.m. to 6 p.m.',
  returnAddressZh: '新加坡牛车水区南华潮剧社会所 商店退货组 收',
  returnAddressEn: 'Shop returns, Nam Hwa Opera clubhouse, Chinatown, Singapore',
  returnInstructionsZh:
    '请将商品妥善包装（如有原包装请一并寄回），在包裹内附上写有订单号的字条，以挂号信或快递寄回并保留寄件凭据。我们收到退货后会在“我的消息”中通知您。',
  returnInstructionsEn:
    'Pack the goods safely (in their original packaging if you still have it), put a note with your order number inside the parcel and send it by registered post or courier; keep the receipt. We will tell you in My Messages once it has arrived.',
};
