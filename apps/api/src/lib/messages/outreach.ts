import type { Catalogue } from './types.js';

/** Messages of broadcasts, moderation and the dashboard (issue 14); keys are `msg.outreach.<name>`. */
export const outreachMessages = {
  'msg.outreach.notText': { 'zh-Hans': '请输入文字', en: 'Please enter text' },
  'msg.outreach.tooLong': { 'zh-Hans': '内容过长', en: 'The text is too long' },
  'msg.outreach.titleRequired': { 'zh-Hans': '请输入中文标题', en: 'Please enter the Chinese title' },
  'msg.outreach.bodyRequired': { 'zh-Hans': '请输入中文内容', en: 'Please enter the Chinese text' },
  'msg.outreach.audienceInvalid': {
    'zh-Hans': '请选择发送对象：全部会员、某一等级或某场演出的购票会员',
    en: 'Please choose who receives it: all members, a tier, or the ticket holders of a performance',
  },
  'msg.outreach.tierRequired': { 'zh-Hans': '请选择会员等级', en: 'Please choose a member tier' },
  'msg.outreach.performanceRequired': { 'zh-Hans': '请选择演出', en: 'Please choose a performance' },
  'msg.outreach.tokenInvalid': {
    'zh-Hans': '发送请求无效，请刷新页面后重试',
    en: 'This send request is not valid; reload the page and try again',
  },
  'msg.outreach.reasonRequired': { 'zh-Hans': '请填写原因', en: 'Please give a reason' },
  'msg.outreach.familyInvalid': {
    'zh-Hans': '请选择有效的栏目（学戏、视频、经典剧目）',
    en: 'Please choose a valid section (learning, video, productions)',
  },
  'msg.outreach.kindInvalid': { 'zh-Hans': '只能处理评论或回复', en: 'Only a comment or a reply can be moderated' },
  'msg.outreach.filterInvalid': { 'zh-Hans': '筛选条件无效', en: 'This filter is not valid' },
  'msg.outreach.notFlag': { 'zh-Hans': '请选择是或否', en: 'Please choose yes or no' },
  'msg.outreach.commentNotFound': {
    'zh-Hans': '该评论不存在或已删除',
    en: 'This comment does not exist or was deleted',
  },
  'msg.outreach.itemNotFound': {
    'zh-Hans': '该内容不存在或未发布',
    en: 'This item does not exist or is not published',
  },
  'msg.outreach.commentingOff': { 'zh-Hans': '该内容已关闭评论', en: 'Comments are closed for this item' },
} as const satisfies Catalogue;
