import type { Catalogue } from './types.js';

/** Messages of browsable content; keys are `msg.<area>.<name>` or SPEC texts. */
export const browseMessages = {
  'msg.share.siteName': { 'zh-Hans': '南华潮剧社', en: 'Nam Hwa Opera' },
  'msg.share.notFound': { 'zh-Hans': '您打开的内容不存在或已下架', en: 'What you opened is no longer available' },
  'msg.share.openApp': { 'zh-Hans': '打开南华潮剧社', en: 'Open Nam Hwa Opera' },
  'msg.share.imageAlt': { 'zh-Hans': '“{title}”的图片', en: 'Picture of “{title}”' },
  'msg.share.companyImageAlt': {
    'zh-Hans': '南华潮剧社的标志：红底上的潮剧脸谱',
    en: 'The Nam Hwa Opera emblem: a Teochew opera face on red',
  },
  'msg.share.badReminder': {
    'zh-Hans': '提醒时间须为 0 至 {max} 之间的整数分钟',
    en: 'A reminder must be a whole number of minutes from 0 to {max}',
  },
  'msg.share.badOrder': {
    'zh-Hans': '订单号无效：日历文件只能链接到门票订单',
    en: 'Not a valid order number: a calendar file links only to a ticket order',
  },
  'msg.browse.invalidDate': {
    'zh-Hans': '日期“{field}”须为 YYYY-MM-DD 格式的有效日期',
    en: '“{field}” must be a valid date as YYYY-MM-DD',
  },
  'msg.browse.theatreNotFound': { 'zh-Hans': '演出不存在或已下架', en: 'Performance not found' },
  'msg.browse.productionNotFound': { 'zh-Hans': '剧目不存在或已下架', en: 'Production not found' },
  'msg.browse.knowledgeNotFound': { 'zh-Hans': '学习资源不存在或已下架', en: 'Learning resource not found' },
  'msg.browse.knowledgePartNotFound': { 'zh-Hans': '章节不存在或已下架', en: 'Lesson not found' },
  'msg.browse.videoNotFound': { 'zh-Hans': '视频不存在或已下架', en: 'Video not found' },
  'msg.browse.videoPositionBeyondDuration': {
    'zh-Hans': '观看位置不能超过视频时长',
    en: 'The place watched up to cannot be past the end of the video',
  },
  'msg.browse.videoLocked': {
    'zh-Hans': '该视频为会员专享，开通会员后即可观看',
    en: 'This video is for members; join to watch it',
  },
  'msg.browse.newsNotFound': { 'zh-Hans': '资讯不存在或已下架', en: 'News item not found' },
  'msg.browse.systemNewsNotFound': { 'zh-Hans': '通知不存在', en: 'Notification not found' },
} as const satisfies Catalogue;
