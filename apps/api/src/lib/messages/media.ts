import type { Catalogue } from './types.js';

/** Messages of uploaded media: subtitle tracks, and the staff media library (pictures and videos). */
export const mediaMessages = {
  'msg.media.trackAddress': {
    'zh-Hans': '字幕地址须为本站的 /files/….vtt 文件',
    en: 'A subtitle address must be a /files/….vtt file of this site',
  },
  'msg.media.trackMissing': { 'zh-Hans': '找不到该字幕文件', en: 'That subtitle file was not found' },
  'msg.media.subtitleTooLarge': { 'zh-Hans': '字幕文件不能超过 {kb} KB', en: 'A subtitle file may be at most {kb} KB' },
  'msg.media.subtitleEncoding': {
    'zh-Hans': '字幕文件须为 UTF-8 编码的文本',
    en: 'A subtitle file must be UTF-8 text',
  },
  'msg.media.subtitleEmpty': { 'zh-Hans': '字幕文件中没有任何字幕', en: 'The subtitle file has no cues' },
  'msg.media.subtitleNotVtt': {
    'zh-Hans': '请上传 WebVTT（以 WEBVTT 开头）或 SRT 字幕文件',
    en: 'Please upload a WebVTT file (starting with WEBVTT) or an SRT file',
  },
  'msg.media.subtitleBadTiming': {
    'zh-Hans': '字幕第 {line} 行的时间轴无效（须为 00:00:01.000 --> 00:00:04.000，且按开始时间排列）',
    en: 'Line {line} of the subtitles has an invalid timing (it must read 00:00:01.000 --> 00:00:04.000, in order of start time)',
  },
  'msg.media.subtitleScript': {
    'zh-Hans': '字幕中含有脚本或外部链接，已拒绝',
    en: 'The subtitles contain script or external links and were refused',
  },
  'msg.media.subtitleCueTooLong': {
    'zh-Hans': '字幕第 {line} 行过长（最多 {max} 个字符）',
    en: 'The cue at line {line} is too long (at most {max} characters)',
  },
  'msg.media.subtitleTooManyCues': { 'zh-Hans': '字幕条数过多（最多 {max} 条）', en: 'Too many cues (at most {max})' },
  'msg.media.fileMissing': {
    'zh-Hans': '请选择要上传的文件（字段 file）',
    en: 'Please choose a file to upload (field “file”)',
  },
  'msg.media.oneFile': { 'zh-Hans': '每次只能上传一个文件', en: 'Upload one file at a time' },
  'msg.media.aspectInvalid': {
    'zh-Hans': '请选择图片比例（carousel、poster、video、cover、square 或 thumb）',
    en: 'Please choose the picture’s aspect (carousel, poster, video, cover, square or thumb)',
  },
  'msg.media.cropIncomplete': {
    'zh-Hans': '裁剪区域须同时给出 x、y、w、h 四个值',
    en: 'A crop needs all four of x, y, w and h',
  },
  'msg.media.cropOutside': {
    'zh-Hans': '裁剪区域超出了图片范围（图片为 {width} × {height} 像素）',
    en: 'The crop reaches outside the picture ({width} × {height} pixels)',
  },
  'msg.media.imageType': {
    'zh-Hans': '请上传 JPEG、PNG 或 WebP 图片',
    en: 'Please upload a JPEG, PNG or WebP picture',
  },
  'msg.media.imageTooLarge': { 'zh-Hans': '图片不能超过 {mb} MB', en: 'A picture may be at most {mb} MB' },
  'msg.media.imageTooManyPixels': {
    'zh-Hans': '图片尺寸过大，请缩小后再上传',
    en: 'The picture has too many pixels; please make it smaller and try again',
  },
  'msg.media.imageTooSmall': {
    'zh-Hans': '图片（或裁剪区域）太小：此比例至少需要 {width} × {height} 像素',
    en: 'The picture (or the crop) is too small: this aspect needs at least {width} × {height} pixels',
  },
  'msg.media.imageUnreadable': {
    'zh-Hans': '无法读取该图片，请换一张再试',
    en: 'This picture could not be read; please try another',
  },
  'msg.media.premiumInvalid': { 'zh-Hans': '“premium”须为 true 或 false', en: '“premium” must be true or false' },
  'msg.media.videoTooLarge': { 'zh-Hans': '视频不能超过 {mb} MB', en: 'A video may be at most {mb} MB' },
  'msg.media.videoUnreadable': {
    'zh-Hans': '无法读取该视频文件，请重新导出后再试',
    en: 'This video file could not be read; please export it again and retry',
  },
  'msg.media.videoNotMp4': { 'zh-Hans': '请上传 MP4 视频（H.264 编码）', en: 'Please upload an MP4 video (H.264)' },
  'msg.media.videoNoVideoTrack': { 'zh-Hans': '该文件中没有视频画面', en: 'This file has no video track' },
  'msg.media.videoNotH264': {
    'zh-Hans': '视频须为 H.264 编码，请用 H.264 重新导出',
    en: 'The video must be H.264; please export it again as H.264',
  },
  'msg.media.videoAudioNotAac': {
    'zh-Hans': '视频的声音须为 AAC 编码（或无声音）',
    en: 'The video’s sound must be AAC (or none)',
  },
  'msg.media.kindInvalid': { 'zh-Hans': '类型须为 image 或 video', en: 'The kind must be image or video' },
  'msg.media.notFound': { 'zh-Hans': '媒体文件不存在', en: 'Media file not found' },
  'msg.media.inUse': {
    'zh-Hans': '该文件仍被 {count} 条内容使用，请先在那里替换后再删除',
    en: 'This file is still used by {count} item(s); replace it there before deleting it',
  },
} as const satisfies Catalogue;
