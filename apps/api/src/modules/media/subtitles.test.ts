import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors.js';
import { t } from '../../lib/messages.js';
import { pairLyrics, parseSubtitles, sanitizeSubtitles, subtitleLimits } from './subtitles.js';

/** The refusal an upload gets, as the member would read it in each language. */
function refusal(input: string | Uint8Array): { zh: string; en: string } {
  try {
    sanitizeSubtitles(input);
  } catch (e) {
    if (!(e instanceof AppError)) throw e;
    return { zh: t('zh-Hans', e.key, e.vars), en: t('en', e.key, e.vars) };
  }
  throw new Error('accepted');
}

describe('subtitle tracks: validate and sanitize an upload', () => {
  it('keeps a good WebVTT file: cues, timings, the styling tags, the safe cue settings', () => {
    const out = sanitizeSubtitles(
      '\uFEFFWEBVTT - Lychee Mirror\r\n\r\nNOTE staff note\r\n\r\nSTYLE\r\n::cue { color: red }\r\n\r\n1\r\n00:01.000 --> 00:04.500 align:start bogus:1\r\n<v Wu Niang><i>Lanterns</i> light the street\r\n\r\n00:00:05.000 --> 00:00:07.000\r\nA & B <b>bold</b>\r\n',
    );
    expect(out).toBe(
      'WEBVTT\n\n00:00:01.000 --> 00:00:04.500 align:start\n<v Wu Niang><i>Lanterns</i> light the street\n\n00:00:05.000 --> 00:00:07.000\nA &amp; B <b>bold</b>\n',
    );
    expect(parseSubtitles(out).cues).toEqual([
      { start: 1, end: 4.5, text: '<v Wu Niang><i>Lanterns</i> light the street' },
      { start: 5, end: 7, text: 'A &amp; B <b>bold</b>' },
    ]);
  });

  it('strips other tags and escapes stray brackets', () => {
    expect(
      parseSubtitles('WEBVTT\n\n00:01.000 --> 00:02.000\n<font color="red">red</font> <ruby>字</ruby> 1 < 2 > 0\n')
        .cues[0]!.text,
    ).toBe('red 字 1 &lt; 2 &gt; 0');
  });

  it('converts an .srt file, dropping its counters, commas and positioning codes', () => {
    const srt =
      '1\n00:00:01,000 --> 00:00:03,000\n{\\an8}<i>元宵之夜</i>\n\n2\n00:00:03,500 --> 00:00:06,000\n<font color="#ff0">花灯满街</font>\n';
    expect(sanitizeSubtitles(srt)).toBe(
      'WEBVTT\n\n00:00:01.000 --> 00:00:03.000\n<i>元宵之夜</i>\n\n00:00:03.500 --> 00:00:06.000\n花灯满街\n',
    );
  });

  it('refuses script-carrying files with a clear message in both languages', () => {
    for (const bad of [
      'WEBVTT\n\n00:01.000 --> 00:02.000\n<script>alert(1)</script>\n',
      'WEBVTT\n\n00:01.000 --> 00:02.000\n<img src=x onerror=alert(1)>\n',
      'WEBVTT\n\n00:01.000 --> 00:02.000\n<c onclick=alert(1)>hi</c>\n',
      'WEBVTT\n\n00:01.000 --> 00:02.000\n<a href="javascript:alert(1)">x</a>\n',
      '1\n00:00:01,000 --> 00:00:02,000\n<SCRIPT src=//evil></SCRIPT>\n',
    ]) {
      expect(refusal(bad), bad).toEqual({
        zh: '字幕中含有脚本或外部链接，已拒绝',
        en: 'The subtitles contain script or external links and were refused',
      });
    }
  });

  it('refuses malformed files and says where', () => {
    expect(refusal('Hello\n00:01.000 --> 00:02.000\nhi\n').en).toBe(
      'Please upload a WebVTT file (starting with WEBVTT) or an SRT file',
    );
    expect(refusal('WEBVTT\n\n00:01.000 -> 00:02.000\nhi\n').en).toMatch(
      /^Line 3 of the subtitles has an invalid timing/,
    );
    expect(refusal('WEBVTT\n\n00:05.000 --> 00:02.000\nhi\n').zh).toMatch(/^字幕第 3 行的时间轴无效/);
    expect(refusal('WEBVTT\n\n00:05.000 --> 00:06.000\nhi\n\n00:01.000 --> 00:02.000\nback\n').en).toMatch(/^Line 6 /);
    expect(refusal('WEBVTT\n\n00:01.000 --> 00:61.000\nhi\n').en).toMatch(/invalid timing/);
    expect(refusal('WEBVTT\n').en).toBe('The subtitle file has no cues');
    expect(refusal('   \n').en).toBe('The subtitle file has no cues');
    expect(refusal(new Uint8Array([0x57, 0x45, 0xff, 0xfe])).en).toBe('A subtitle file must be UTF-8 text');
    expect(refusal(`WEBVTT\n\n${'00:01.000 --> 00:02.000\nhi\n\n'.repeat(12_000)}`).en).toBe(
      `A subtitle file may be at most ${subtitleLimits.maxBytes / 1024} KB`,
    );
    expect(refusal(`WEBVTT\n\n00:01.000 --> 00:02.000\n${'长'.repeat(401)}\n`).en).toBe(
      'The cue at line 3 is too long (at most 400 characters)',
    );
  });

  it('pairs the two tracks into parallel lyric lines by time', () => {
    const zh = parseSubtitles(
      'WEBVTT\n\n00:01.000 --> 00:04.000\n<i>元宵</i>灯会\n\n00:04.000 --> 00:08.000\n五娘赏灯\n',
    ).cues;
    const en = parseSubtitles(
      'WEBVTT\n\n00:01.100 --> 00:04.000\nThe <b>Lantern</b> Festival &amp; fair\n\n00:09.000 --> 00:10.000\nApplause\n',
    ).cues;
    expect(pairLyrics(zh, en)).toEqual([
      { start: 1, end: 4, zh: '元宵灯会', en: 'The Lantern Festival & fair' },
      { start: 4, end: 8, zh: '五娘赏灯', en: '' },
      { start: 9, end: 10, zh: '', en: 'Applause' },
    ]);
  });
});
