import type { Catalogue } from './types.js';

/** Messages of the Live Stream Classroom; keys are `msg.live.<name>`. */
export const liveMessages = {
  'msg.live.classNotFound': {
    'zh-Hans': '该直播课不存在或已下架',
    en: 'This live class does not exist or is no longer offered',
  },
  'msg.live.replayNotFound': {
    'zh-Hans': '该回放不存在或已下架',
    en: 'This replay does not exist or is no longer offered',
  },
  'msg.live.notConfigured': {
    'zh-Hans': '本站尚未开通直播课堂，请稍后再来',
    en: 'Live classes are not configured on this server',
  },
  'msg.live.membersOnly': {
    'zh-Hans': '该直播课仅限会员参加，开通会员即可进入',
    en: 'This live class is for members only; become a member to join',
  },
  'msg.live.tierOnly': { 'zh-Hans': '该直播课仅限{tier}参加', en: 'This live class is for {tier}s only' },
  'msg.live.registrationRequired': {
    'zh-Hans': '该直播课需先报名，报名后即可进入',
    en: 'Please register for this class first, then you can join',
  },
  'msg.live.classEnded': { 'zh-Hans': '该直播课已结束', en: 'This live class has ended' },
  'msg.live.notOpenYet': {
    'zh-Hans': '直播课堂将在开课前 {minutes} 分钟开放，请稍后再来',
    en: 'The classroom opens {minutes} minutes before the class starts; please come back then',
  },
  'msg.live.classFull': { 'zh-Hans': '该直播课名额已满', en: 'This live class is full' },
  'msg.live.capacityBelowRegistered': {
    'zh-Hans': '已有 {count} 人报名，名额不能少于报名人数',
    en: '{count} members have registered; the capacity cannot be lower than that',
  },
  'msg.live.alreadyEnded': {
    'zh-Hans': '该直播课已结束，不能再开始',
    en: 'This class has ended and cannot be started again',
  },
  'msg.live.notEndedYet': {
    'zh-Hans': '该直播课尚未结束，结束后才能添加回放',
    en: 'This class has not ended yet; a replay can be attached once it has',
  },
  'msg.live.premiumFolder': {
    'zh-Hans': '会员专享回放的文件须放在 /files/premium/ 下',
    en: 'A members-only replay must be stored under /files/premium/',
  },
  'msg.live.mediaMissing': {
    'zh-Hans': '找不到该媒体文件，请先上传',
    en: 'That media file was not found; please upload it first',
  },
  'msg.live.webhookSignature': { 'zh-Hans': '签名校验失败', en: 'Signature verification failed' },
  'msg.live.webhookTimestamp': { 'zh-Hans': '请求已过期', en: 'The request is too old' },
  'msg.live.webhookBody': { 'zh-Hans': '请求内容无效', en: 'The request body is not valid' },
  'msg.live.recordingNotDownloaded': {
    'zh-Hans': '录像暂时无法下载，请稍后重新发送',
    en: 'The recording could not be downloaded yet; please send it again later',
  },
  'msg.live.recordingDownloading': {
    'zh-Hans': '录像仍在下载中，请稍后重新发送',
    en: 'The recording is still downloading; please send it again later',
  },
  'msg.live.tier1': { 'zh-Hans': '超级会员', en: 'Super Member' },
  'msg.live.tier2': { 'zh-Hans': '年度会员', en: 'Annual Member' },
  'msg.live.tier3': { 'zh-Hans': '月度会员', en: 'Monthly Member' },
  'msg.live.registeredTitle': { 'zh-Hans': '直播课报名成功', en: 'You are registered for a live class' },
  'msg.live.registeredContent': {
    'zh-Hans':
      '您已报名「{title}」（{teacher}），开课时间 {time}（新加坡时间）。课堂在开课前 {minutes} 分钟开放。点击可将课程加入日历。',
    en: 'You are registered for “{title}” with {teacher}, starting {time} (Singapore time). The classroom opens {minutes} minutes before. Tap to add it to your calendar.',
  },
  'msg.live.calendarLocation': {
    'zh-Hans': '南华潮剧社 · 线上直播课堂（Zoom）',
    en: 'Nam Hwa Opera · Live Stream Classroom (Zoom)',
  },
  // Staff forms (contract schemas)
  'msg.live.titleRequired': { 'zh-Hans': '请输入中英文标题', en: 'Please enter the title in both languages' },
  'msg.live.titleTooLong': { 'zh-Hans': '标题不能超过 100 个字', en: 'Please keep the title within 100 characters' },
  'msg.live.descriptionTooLong': {
    'zh-Hans': '简介不能超过 2000 个字',
    en: 'Please keep the description within 2000 characters',
  },
  'msg.live.teacherRequired': { 'zh-Hans': '请输入中英文授课老师', en: 'Please enter the teacher in both languages' },
  'msg.live.teacherTooLong': {
    'zh-Hans': '老师名称不能超过 60 个字',
    en: 'Please keep the teacher within 60 characters',
  },
  'msg.live.coverInvalid': {
    'zh-Hans': '封面须为本站文件（/files/…）或 https 链接',
    en: 'The picture must be a file of this site (/files/…) or an https link',
  },
  'msg.live.timeInvalid': {
    'zh-Hans': '请输入有效的时间（含时区）',
    en: 'Please enter a valid time with its time zone',
  },
  'msg.live.endBeforeStart': { 'zh-Hans': '结束时间须晚于开始时间', en: 'The end must be after the start' },
  'msg.live.audienceInvalid': {
    'zh-Hans': '参加对象无效',
    en: 'Choose who may join: signed-in users, members or one member tier',
  },
  'msg.live.tierRequired': { 'zh-Hans': '请选择会员等级（1–3）', en: 'Choose the member tier (1–3) the class is for' },
  'msg.live.tierInvalid': {
    'zh-Hans': '仅“指定会员等级”的课程可选择等级（1–3）',
    en: 'A member tier (1–3) goes only with a class for one tier',
  },
  'msg.live.flagInvalid': { 'zh-Hans': '开关值须为是或否', en: 'A yes/no value is expected' },
  'msg.live.capacityInvalid': {
    'zh-Hans': '名额须为 1 至 100000 的整数',
    en: 'The capacity must be a whole number from 1 to 100000',
  },
  'msg.live.capacityNeedsRegistration': {
    'zh-Hans': '设置名额的课程须开启报名',
    en: 'A class with a capacity must take registrations',
  },
  'msg.live.meetingNumberInvalid': {
    'zh-Hans': 'Zoom 会议号须为 9 至 11 位数字',
    en: 'The Zoom meeting number is 9 to 11 digits',
  },
  'msg.live.passcodeInvalid': {
    'zh-Hans': 'Zoom 会议密码最多 10 位字母、数字或 @*_-.',
    en: 'The Zoom passcode is at most 10 letters, digits or @*_-.',
  },
  'msg.live.mediaInvalid': {
    'zh-Hans': '回放须为本站文件（/files/…）或 https 链接',
    en: 'The replay must be a file of this site (/files/…) or an https link',
  },
  'msg.live.durationInvalid': { 'zh-Hans': '时长须为 1 至 86400 秒', en: 'The duration must be 1 to 86400 seconds' },
  'msg.live.trackInvalid': {
    'zh-Hans': '字幕须为本站文件（/files/…）或 https 链接',
    en: 'A surtitle track must be a file of this site (/files/…) or an https link',
  },
  'msg.live.stateInvalid': { 'zh-Hans': '状态无效', en: 'Unknown state' },
} as const satisfies Catalogue;
