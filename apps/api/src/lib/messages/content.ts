import type { Catalogue } from './types.js';

/** Messages of the staff content families (issue 13); keys are `msg.content.<name>`. */
export const contentMessages = {
  'msg.content.zhRequired': { 'zh-Hans': '请填写中文内容（{field}）', en: 'The Chinese text is required ({field})' },
  'msg.content.textRequired': { 'zh-Hans': '请填写“{field}”', en: 'Please fill in “{field}”' },
  'msg.content.tooLong': { 'zh-Hans': '“{field}”过长', en: '“{field}” is too long' },
  'msg.content.notText': { 'zh-Hans': '“{field}”须为文字', en: '“{field}” must be text' },
  'msg.content.notFlag': { 'zh-Hans': '“{field}”须为是或否', en: '“{field}” must be true or false' },
  'msg.content.badUrl': {
    'zh-Hans': '“{field}”须为上传后的文件地址或 http(s) 链接',
    en: '“{field}” must be an uploaded file path or an http(s) link',
  },
  'msg.content.badTime': {
    'zh-Hans': '“{field}”须为带时区的日期时间',
    en: '“{field}” must be a date and time with its time zone',
  },
  'msg.content.badSort': { 'zh-Hans': '不支持该排序方式', en: 'This sort order is not supported' },
  'msg.content.notFound': { 'zh-Hans': '该内容不存在或已删除', en: 'This item does not exist or has been deleted' },
  'msg.content.inUse': {
    'zh-Hans': '该内容仍被其他内容使用（{count} 项），不能删除',
    en: 'Other items still use this one ({count}); it cannot be deleted',
  },
  'msg.content.parentNotFound': { 'zh-Hans': '所属的上级内容不存在', en: 'The item this belongs to does not exist' },
  'msg.content.windowOrder': { 'zh-Hans': '结束时间须晚于开始时间', en: 'The end must be after the start' },
  'msg.content.maxSelect': {
    'zh-Hans': '最多可选数须在 1 到选项数之间',
    en: 'The most options a voter may pick must be between 1 and the number of options',
  },
  'msg.content.optionsCount': { 'zh-Hans': '请提供 2 到 {max} 个选项', en: 'Please give between 2 and {max} options' },
  'msg.content.optionVoted': {
    'zh-Hans': '选项“{label}”已有人投票，不能删除',
    en: 'Option “{label}” already has votes and cannot be removed',
  },
  'msg.content.optionUnknown': { 'zh-Hans': '该选项不属于此投票', en: 'That option does not belong to this vote' },
  'msg.content.capacityBelowRegistered': {
    'zh-Hans': '已有 {count} 人报名，名额不能少于报名人数',
    en: '{count} people have registered; the capacity cannot be lower than that',
  },
  'msg.content.duplicate': { 'zh-Hans': '“{value}”已被使用', en: '“{value}” is already taken' },
  'msg.content.productionNotFound': { 'zh-Hans': '所选剧目不存在', en: 'The production chosen does not exist' },
  'msg.content.badRoleType': {
    'zh-Hans': '“{field}”须为生、旦、净、丑之一，或留空',
    en: '“{field}” must be sheng, dan, jing or chou, or left empty',
  },
  'msg.content.trackNotOurs': {
    'zh-Hans': '“{field}”须为媒体库上传的 WebVTT 字幕（/files/….vtt）；其他网站的字幕地址在 App 中无法加载',
    en: '“{field}” must be a WebVTT track uploaded to the media library (/files/….vtt); the app cannot load subtitles from another site',
  },
  'msg.content.staleVersion': {
    'zh-Hans': '您打开此内容后，{by} 于 {at} 修改了它。请先查看对方的修改，再决定是否保存您的版本',
    en: '{by} changed this item at {at}, after you opened it. Review their changes before saving yours',
  },
  'msg.content.staleVersionUnknown': {
    'zh-Hans': '您打开此内容后，它已被修改。请先查看最新内容，再决定是否保存您的版本',
    en: 'This item changed after you opened it. Review the latest version before saving yours',
  },
  'msg.content.eventFull': { 'zh-Hans': '该活动报名名额已满', en: 'This event is fully booked' },
} satisfies Catalogue;
