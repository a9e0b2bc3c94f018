import type { Catalogue } from './types.js';

/** Messages of the shop; keys are `msg.shop.<name>`. */
export const shopMessages = {
  'msg.shop.quantityInvalid': {
    'zh-Hans': '购买数量须为 1 或以上的整数',
    en: 'The quantity must be a whole number of at least 1',
  },
  'msg.shop.quantityLimit': { 'zh-Hans': '每笔订单最多购买 99 件', en: 'You can buy at most 99 pieces in one order' },
  'msg.shop.addressRequired': { 'zh-Hans': '请选择收货地址', en: 'Please select delivery address' },
  'msg.shop.sortInvalid': { 'zh-Hans': '不支持该排序方式', en: 'This sort order is not supported' },
  'msg.shop.stateInvalid': { 'zh-Hans': '不支持该订单筛选', en: 'This order filter is not supported' },
  'msg.shop.productNotFound': {
    'zh-Hans': '该商品不存在或已下架',
    en: 'This product does not exist or is no longer available',
  },
  'msg.shop.addressNotFound': {
    'zh-Hans': '收货地址不存在，请重新选择',
    en: 'This delivery address was not found, please choose another one',
  },
  'msg.shop.notEnoughStock': { 'zh-Hans': '库存不足，仅剩 {stock} 件', en: 'Only {stock} left in stock' },
  'msg.shop.soldOut': { 'zh-Hans': '商品已售罄', en: 'Sorry, this product is sold out' },
  'msg.shop.lineSoldOut': {
    'zh-Hans': '“{title}”已售罄，请从购物车中移除后再结算',
    en: '“{title}” is sold out. Remove it from your cart to check out',
  },
  'msg.shop.lineNotEnoughStock': {
    'zh-Hans': '“{title}”库存不足，仅剩 {stock} 件，请修改数量后再结算',
    en: 'Only {stock} of “{title}” left in stock. Change the quantity to check out',
  },
  'msg.shop.lineUnavailable': {
    'zh-Hans': '“{title}”已下架，请从购物车中移除后再结算',
    en: '“{title}” is no longer available. Remove it from your cart to check out',
  },
  'msg.shop.cartLineNotFound': { 'zh-Hans': '购物车中没有这件商品', en: 'This item is not in your cart' },
  'msg.shop.cartEmpty': { 'zh-Hans': '购物车是空的，请先添加商品', en: 'Your cart is empty. Add a product first' },
  'msg.shop.cartFull': {
    'zh-Hans': '购物车最多可放 50 种商品',
    en: 'Your cart can hold at most 50 different products',
  },
  'msg.shop.cartLineLimit': {
    'zh-Hans': '每种商品最多购买 99 件，购物车中已有 {quantity} 件',
    en: 'You can buy at most 99 pieces of a product; your cart already has {quantity}',
  },
  'msg.shop.cartChanged': {
    'zh-Hans': '购物车已在别处更改，请确认后再结算',
    en: 'Your cart was changed elsewhere. Please check it and try again',
  },
  'msg.shop.notShippable': {
    'zh-Hans': '只有已支付、未发货且没有退款申请的订单才能发货',
    en: 'Only paid orders that have not been shipped and have no refund request can be shipped',
  },
  'msg.shop.notDeletableUnshipped': {
    'zh-Hans': '订单尚未发货，暂不能删除',
    en: 'This order has not been shipped yet and cannot be deleted',
  },
  'msg.shop.sendBack': {
    'zh-Hans': '请将商品寄回：{address}。{instructions}',
    en: 'Please send the goods back to: {address}. {instructions}',
  },
} as const satisfies Catalogue;
