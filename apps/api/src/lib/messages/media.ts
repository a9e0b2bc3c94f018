import type { Catalogue } from './types.js';

/** Messages of uploaded media: subtitle tracks. */
export const mediaMessages = {
  'msg.media.subtitleTooLarge': { 'zh-Hans': '字幕文件不能超过 {kb} KB', en: 'A subtitle file may be at most {kb} KB' },
  'msg.media.subtitleEncoding': { 'zh-Hans': '字幕文件须为 UTF-8 编码的文本', en: 'A subtitle file must be UTF-8 text' },
  'msg.media.subtitleEmpty': { 'zh-Hans': '字幕文件中没有任何字幕', en: 'The subtitle file has no cues' },
  'msg.media.subtitleNotVtt': { 'zh-Hans': '请上传 WebVTT（以 WEBVTT 开头）或 SRT 字幕文件', en: 'Please upload a WebVTT file (starting with WEBVTT) or an SRT file' },
  'msg.media.subtitleBadTiming': { 'zh-Hans': '字幕第 {line} 行的时间轴无效（须为 00:00:01.000 --> 00:00:04.000，且按开始时间排列）', en: 'Line {line} of the subtitles has an invalid timing (it must read 00:00:01.000 --> 00:00:04.000, in order of start time)' },
  'msg.media.subtitleScript': { 'zh-Hans': '字幕中含有脚本或外部链接，已拒绝', en: 'The subtitles contain script or external links and were refused' },
  'msg.media.subtitleCueTooLong': { 'zh-Hans': '字幕第 {line} 行过长（最多 {max} 个字符）', en: 'The cue at line {line} is too long (at most {max} characters)' },
  'msg.media.subtitleTooManyCues': { 'zh-Hans': '字幕条数过多（最多 {max} 条）', en: 'Too many cues (at most {max})' },
} as const satisfies Catalogue;
