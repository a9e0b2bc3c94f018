import type { Catalogue } from './types.js';

/** Messages of the staff console's ticket sales, shop categories, products and member packages; keys are `msg.sales.<name>`. */
export const salesMessages = {
  // Forms (contract schemas)
  'msg.sales.zhRequired': { 'zh-Hans': '请填写中文内容', en: 'Please fill in the Chinese text' },
  'msg.sales.textTooLong': { 'zh-Hans': '{field} 内容过长', en: '{field} is too long' },
  'msg.sales.flagInvalid': { 'zh-Hans': '{field} 须为是或否', en: '{field} must be yes or no' },
  'msg.sales.timeInvalid': {
    'zh-Hans': '请输入有效的时间（含时区）',
    en: 'Please enter a valid time with its time zone',
  },
  'msg.sales.imageInvalid': {
    'zh-Hans': '图片须为本站上传的文件（/files/…）或 https 链接',
    en: 'A picture must be a file uploaded here (/files/…) or an https link',
  },
  'msg.sales.imagesRequired': {
    'zh-Hans': '请至少上传一张商品图片',
    en: 'Please add at least one picture of the product',
  },
  'msg.sales.tooManyImages': { 'zh-Hans': '商品图片最多 12 张', en: 'A product has at most 12 pictures' },
  'msg.sales.priceInvalid': {
    'zh-Hans': '价格须为 0 或以上的整数（分）',
    en: 'A price must be a whole number of cents, 0 or more',
  },
  'msg.sales.originalBelowPrice': {
    'zh-Hans': '原价不能低于售价',
    en: 'The original price cannot be lower than the price',
  },
  'msg.sales.seatsInvalid': {
    'zh-Hans': '座位数须为 0 至 100000 的整数',
    en: 'Seats must be a whole number from 0 to 100,000',
  },
  'msg.sales.stockInvalid': { 'zh-Hans': '库存须为 0 或以上的整数', en: 'Stock must be a whole number, 0 or more' },
  'msg.sales.perOrderLimitInvalid': {
    'zh-Hans': '每单限购须为 1 至 6 张',
    en: 'The per-order limit must be from 1 to 6 tickets',
  },
  'msg.sales.categoriesRequired': { 'zh-Hans': '请至少设置一个票价类别', en: 'Please set at least one price category' },
  'msg.sales.tooManyCategories': { 'zh-Hans': '票价类别最多 20 个', en: 'A sale has at most 20 price categories' },
  'msg.sales.windowInvalid': { 'zh-Hans': '停售时间须晚于开售时间', en: 'The sale must end after it starts' },
  'msg.sales.sortInvalid': { 'zh-Hans': '排序无效', en: 'That sort order is not valid' },
  'msg.sales.tierInvalid': {
    'zh-Hans': '会员等级须为 1（超级）、2（年度）或 3（月度）',
    en: 'The tier must be 1 (super), 2 (annual) or 3 (monthly)',
  },
  'msg.sales.percentInvalid': {
    'zh-Hans': '折扣须为 0 至 100 的整数（%）',
    en: 'A discount must be a whole percent from 0 to 100',
  },
  'msg.sales.durationInvalid': {
    'zh-Hans': '有效天数须为 1 至 3660 的整数',
    en: 'The duration must be from 1 to 3,660 days',
  },
  // Rules (services)
  'msg.sales.performanceNotFound': {
    'zh-Hans': '该演出不存在或未发布',
    en: 'That performance does not exist or is not published',
  },
  'msg.sales.saleNotFound': { 'zh-Hans': '该售票场次不存在', en: 'That ticket sale does not exist' },
  'msg.sales.categoryNotFound': {
    'zh-Hans': '票价类别不属于该场次',
    en: 'That price category is not one of this sale',
  },
  'msg.sales.seatsBelowSold': {
    'zh-Hans': '“{name}”已售出或保留 {min} 个座位，座位数不能少于 {min}',
    en: '“{name}” has {min} seats sold or held; its seats cannot be fewer than {min}',
  },
  'msg.sales.totalBelowSold': {
    'zh-Hans': '本场已售出或保留 {min} 个座位，总座位数不能少于 {min}',
    en: '{min} seats of this sale are sold or held; the total cannot be fewer than {min}',
  },
  'msg.sales.categoryHasSales': {
    'zh-Hans': '“{name}”已有订单，不能删除，可将其座位数调至已售数量',
    en: '“{name}” has orders and cannot be removed; you can lower its seats to those sold',
  },
  'msg.sales.saleHasOrders': {
    'zh-Hans': '该场次已有订单，不能删除，请改为下架',
    en: 'This sale has orders and cannot be deleted; unpublish it instead',
  },
  'msg.sales.shopCategoryNotFound': { 'zh-Hans': '该商品分类不存在', en: 'That shop category does not exist' },
  'msg.sales.shopCategoryNotEmpty': {
    'zh-Hans': '该分类下还有 {count} 件商品，不能删除',
    en: 'This category still has {count} products and cannot be deleted',
  },
  'msg.sales.productNotFound': { 'zh-Hans': '该商品不存在', en: 'That product does not exist' },
  'msg.sales.stockBelowHeld': {
    'zh-Hans': '有 {held} 件正被待支付订单保留，库存不能少于 {held}',
    en: '{held} pieces are held by orders awaiting payment; the stock cannot be fewer than {held}',
  },
  'msg.sales.productHasOrders': {
    'zh-Hans': '该商品已有订单，不能删除，请改为下架',
    en: 'This product has orders and cannot be deleted; unpublish it instead',
  },
  'msg.sales.packageNotFound': { 'zh-Hans': '该会员套餐不存在', en: 'That member package does not exist' },
  'msg.sales.packageHasOrders': {
    'zh-Hans': '该套餐已有订单，不能删除，请改为下架',
    en: 'This package has orders and cannot be deleted; unpublish it instead',
  },
} as const satisfies Catalogue;
