import type { Catalogue } from './types.js';

/** Messages of the shop (issue 7); keys are `msg.shop.<name>`. */
export const shopMessages = {
  'msg.shop.quantityInvalid': { 'zh-Hans': '购买数量须为 1 或以上的整数', en: 'The quantity must be a whole number of at least 1' },
  'msg.shop.quantityLimit': { 'zh-Hans': '每笔订单最多购买 99 件', en: 'You can buy at most 99 pieces in one order' },
  'msg.shop.addressRequired': { 'zh-Hans': '请选择收货地址', en: 'Please select delivery address' },
  'msg.shop.sortInvalid': { 'zh-Hans': '不支持该排序方式', en: 'This sort order is not supported' },
  'msg.shop.stateInvalid': { 'zh-Hans': '不支持该订单筛选', en: 'This order filter is not supported' },
} as const satisfies Catalogue;
