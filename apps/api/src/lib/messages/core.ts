import type { Catalogue } from './types.js';

/** Messages of the core: validation, transport, sessions, the site family. */
export const coreMessages = {
  ok: { 'zh-Hans': '成功', en: 'OK' },
  'msg.invalidId': { 'zh-Hans': '编号无效', en: 'Invalid id' },
  'msg.invalidNumber': {
    'zh-Hans': '参数“{field}”须为有效范围内的整数',
    en: '“{field}” must be a whole number in the allowed range',
  },
  'msg.keywordTooLong': { 'zh-Hans': '关键词过长', en: 'Keyword is too long' },
  'msg.invalidField': { 'zh-Hans': '参数“{field}”无效', en: 'Invalid value for “{field}”' },
  'msg.invalidCharacters': {
    'zh-Hans': '参数“{field}”含有不允许的字符',
    en: '“{field}” contains a character that is not allowed',
  },
  'msg.invalidUrl': { 'zh-Hans': '请求地址无效', en: 'The request address is not valid' },
  'msg.unknownField': { 'zh-Hans': '不支持的参数“{field}”', en: 'Unknown field “{field}”' },
  'msg.requiredField': { 'zh-Hans': '缺少参数“{field}”', en: 'Missing “{field}”' },
  'msg.invalidJson': { 'zh-Hans': '请求内容不是有效的 JSON', en: 'The request body is not valid JSON' },
  'msg.unsupportedMedia': { 'zh-Hans': '不支持的请求内容类型', en: 'Unsupported content type' },
  'msg.bodyTooLarge': { 'zh-Hans': '请求内容过大', en: 'The request is too large' },
  'msg.jsonTooDeep': {
    'zh-Hans': '请求内容的嵌套层级过多（最多 {max} 层）',
    en: 'The request body is nested too deeply (at most {max} levels)',
  },
  'msg.requestTimeout': {
    'zh-Hans': '请求发送超时，请重试',
    en: 'The request took too long to arrive, please try again',
  },
  'msg.notFound': { 'zh-Hans': '未找到', en: 'Not found' },
  'msg.routeNotFound': { 'zh-Hans': '接口不存在', en: 'No such endpoint' },
  'msg.pleaseLogin': { 'zh-Hans': '请先登录', en: 'Please Login' },
  'msg.tokenExpired': { 'zh-Hans': '登录已过期', en: 'Your session has expired' },
  'msg.sessionInvalid': {
    'zh-Hans': '登录已失效，请重新登录',
    en: 'Your session is no longer valid, please sign in again',
  },
  'msg.tooManyRequests': { 'zh-Hans': '操作过于频繁，请稍后再试', en: 'Too many requests, please try again later' },
  'msg.retry': { 'zh-Hans': '重新加载', en: 'Try again' },
  'msg.databaseUnavailable': {
    'zh-Hans': '服务暂时不可用，请稍后再试',
    en: 'The service is briefly unavailable, please try again in a moment',
  },
  'msg.databaseBusy': {
    'zh-Hans': '系统繁忙，本次操作未保存，请稍后再试',
    en: 'The service is busy, nothing was saved. Please try again in a moment',
  },
  'msg.storageFull': {
    'zh-Hans': '服务器存储空间已满，本次操作未保存，请稍后再试',
    en: 'The server’s storage is full, nothing was saved. Please try again later',
  },
  'msg.serverError': {
    'zh-Hans': '服务器开小差了，请稍后再试',
    en: 'Something went wrong on our side, please try again later',
  },
  'msg.staffOnly': { 'zh-Hans': '仅限工作人员', en: 'Staff only' },
  'msg.staff.forbidden': { 'zh-Hans': '你的账号没有此操作的权限', en: 'Your account is not allowed to do this' },
  'msg.carouselNotFound': { 'zh-Hans': '轮播图不存在', en: 'Carousel item not found' },
  'msg.noticeNotFound': { 'zh-Hans': '公告不存在', en: 'Notice not found' },
} as const satisfies Catalogue;
