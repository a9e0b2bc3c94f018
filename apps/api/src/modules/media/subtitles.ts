import { refuse } from '../../lib/errors.js';

/** One timed line of a subtitle track; `text` is sanitized WebVTT cue text (may hold <i>, <b>, <u>, <c>, <v>). */
export interface Cue {
  start: number;
  end: number;
  text: string;
}

export const subtitleLimits = { maxBytes: 256 * 1024, maxCues: 2000, maxCueChars: 400 } as const;

const time = String.raw`(?:(\d{1,3}):)?([0-5]\d):([0-5]\d)[.,](\d{3})`;
const timingLine = new RegExp(String.raw`^${time}[ \t]+-->[ \t]+${time}(?:[ \t]+(.*))?$`);
/** Markup that could run or load anything is refused outright rather than stripped, so staff learn the file was unsafe. */
const dangerous =
  /<\s*\/?\s*(script|style|iframe|object|embed|img|svg|link|meta|a|math)\b|javascript:|\bon[a-z]+\s*=|url\s*\(/i;
const allowedTag =
  /^<(?:\/?[ibu]|\/c|\/v|c(?:\.[\w-]+)*|v(?:\.[\w-]+)*(?: [^<>&]{1,60})?|\d{2,}:\d{2}:\d{2}\.\d{3}|\d{2}:\d{2}\.\d{3})>$/;
const entity = /^&(?:amp|lt|gt|lrm|rlm|nbsp);/;
const setting =
  /^(?:vertical:(?:rl|lr)|line:-?\d{1,3}(?:\.\d+)?%?(?:,(?:start|center|end))?|position:\d{1,3}(?:\.\d+)?%(?:,(?:line-left|center|line-right))?|size:\d{1,3}(?:\.\d+)?%|align:(?:start|center|end|left|right))$/;

const seconds = (h: string | undefined, m: string, s: string, ms: string) =>
  Number(h ?? 0) * 3600 + Number(m) * 60 + Number(s) + Number(ms) / 1000;

/** Keeps the tags WebVTT styles with; any other tag goes, stray `<` and `&` become entities. */
export function sanitizeCueText(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; ) {
    const ch = text[i]!;
    if (ch === '<') {
      const close = text.indexOf('>', i);
      const tag = close === -1 ? '' : text.slice(i, close + 1);
      // As in WebVTT, a tag starts with `<` and a letter, digit or `/`; anything else is text.
      if (close !== -1 && /^<[\w/]/.test(tag) && !tag.slice(1).includes('<')) {
        if (allowedTag.test(tag)) out += tag;
        i = close + 1;
      } else {
        out += '&lt;';
        i += 1;
      }
    } else if (ch === '&') {
      const m = entity.exec(text.slice(i, i + 6));
      out += m ? m[0] : '&amp;';
      i += m ? m[0].length : 1;
    } else {
      out += ch === '>' ? '&gt;' : ch;
      i += 1;
    }
  }
  return out;
}

/** The words of a cue without markup, as a lyric line shows them. */
export const plainCueText = (text: string): string =>
  text
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lrm;|&rlm;/g, '')
    .replace(/&amp;/g, '&');

function decode(input: string | Uint8Array): string {
  const size = typeof input === 'string' ? Buffer.byteLength(input) : input.byteLength;
  if (size > subtitleLimits.maxBytes)
    throw refuse('msg.media.subtitleTooLarge', { kb: subtitleLimits.maxBytes / 1024 });
  let text: string;
  try {
    text = typeof input === 'string' ? input : new TextDecoder('utf-8', { fatal: true }).decode(input);
  } catch {
    throw refuse('msg.media.subtitleEncoding');
  }
  if (text.includes('\0')) throw refuse('msg.media.subtitleEncoding');
  return text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
}

/** Cue blocks of either format: the timing line, then text up to a blank line. `srt` allows the numeric counter line before it. */
function readCues(lines: string[], from: number, srt: boolean): { cues: Cue[]; settings: string[] } {
  const cues: Cue[] = [];
  const settings: string[] = [];
  let i = from;
  while (i < lines.length) {
    while (i < lines.length && lines[i]!.trim() === '') i += 1;
    if (i >= lines.length) break;
    const blockStart = i;
    const first = lines[i]!;
    // WebVTT blocks that are not cues: comments, style sheets and regions are dropped whole.
    if (!srt && /^(NOTE|STYLE|REGION)(\s|$)/.test(first)) {
      while (i < lines.length && lines[i]!.trim() !== '') i += 1;
      continue;
    }
    let timing = timingLine.exec(first.trim());
    if (!timing && i + 1 < lines.length) {
      // An identifier (VTT) or counter (SRT) line before the timing.
      timing = timingLine.exec(lines[i + 1]!.trim());
      if (timing) i += 1;
    }
    if (!timing) throw refuse('msg.media.subtitleBadTiming', { line: blockStart + 1 });
    const start = seconds(timing[1], timing[2]!, timing[3]!, timing[4]!);
    const end = seconds(timing[5], timing[6]!, timing[7]!, timing[8]!);
    if (end <= start) throw refuse('msg.media.subtitleBadTiming', { line: i + 1 });
    const prev = cues.at(-1);
    if (prev && start < prev.start) throw refuse('msg.media.subtitleBadTiming', { line: i + 1 });
    i += 1;
    const text: string[] = [];
    while (i < lines.length && lines[i]!.trim() !== '') {
      if (lines[i]!.includes('-->')) throw refuse('msg.media.subtitleBadTiming', { line: i + 1 });
      text.push(lines[i]!);
      i += 1;
    }
    const raw = text.join('\n');
    if (dangerous.test(raw)) throw refuse('msg.media.subtitleScript');
    // SRT's <font> and {\an8}-style positioning have no WebVTT meaning.
    const clean = sanitizeCueText(srt ? raw.replace(/\{\\[^}]*\}/g, '') : raw).trim();
    if (clean.length > subtitleLimits.maxCueChars)
      throw refuse('msg.media.subtitleCueTooLong', { line: blockStart + 1, max: subtitleLimits.maxCueChars });
    if (clean === '') continue;
    cues.push({ start, end, text: clean });
    settings.push(
      srt
        ? ''
        : (timing[9] ?? '')
            .split(/[ \t]+/)
            .filter((s) => setting.test(s))
            .join(' '),
    );
    if (cues.length > subtitleLimits.maxCues)
      throw refuse('msg.media.subtitleTooManyCues', { max: subtitleLimits.maxCues });
  }
  return { cues, settings };
}

/**
 * Reads an uploaded WebVTT or SubRip file: UTF-8, size-capped, every cue timed and in order, no
 * markup that runs or loads anything. Refuses with a message naming the problem (and the line).
 */
export function parseSubtitles(input: string | Uint8Array): { cues: Cue[]; settings: string[] } {
  const lines = decode(input).split('\n');
  const firstLine = lines.findIndex((l) => l.trim() !== '');
  if (firstLine === -1) throw refuse('msg.media.subtitleEmpty');
  const header = lines[firstLine]!;
  let result;
  if (firstLine === 0 && /^WEBVTT(?:[ \t].*)?$/.test(header)) {
    if (dangerous.test(header)) throw refuse('msg.media.subtitleScript');
    result = readCues(lines, 1, false);
  } else if (/^\d+\s*$/.test(header.trim()) && timingLine.test(lines[firstLine + 1]?.trim() ?? '')) {
    result = readCues(lines, firstLine, true);
  } else {
    throw refuse('msg.media.subtitleNotVtt');
  }
  if (result.cues.length === 0) throw refuse('msg.media.subtitleEmpty');
  return result;
}

const stamp = (t: number) => {
  const ms = Math.round(t * 1000);
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor(ms / 60_000) % 60;
  const s = Math.floor(ms / 1000) % 60;
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(ms % 1000, 3)}`;
};

/** A clean WebVTT file from cues (and their kept settings): what the server stores, whatever was uploaded. */
export function toVtt(cues: Cue[], settings: string[] = []): string {
  return `WEBVTT\n\n${cues.map((c, i) => `${stamp(c.start)} --> ${stamp(c.end)}${settings[i] ? ` ${settings[i]}` : ''}\n${c.text}\n`).join('\n')}`;
}

/** Upload in, stored file out: a .vtt or .srt becomes sanitized WebVTT, or the upload is refused. */
export function sanitizeSubtitles(input: string | Uint8Array): string {
  const { cues, settings } = parseSubtitles(input);
  return toVtt(cues, settings);
}

export interface LyricLine {
  start: number;
  end: number;
  zh: string;
  en: string;
}

/** Parallel lines from the two tracks: each Chinese cue with the English cue that overlaps it most (and any English cue left over). */
export function pairLyrics(zh: Cue[], en: Cue[]): LyricLine[] {
  const overlap = (a: Cue, b: Cue) => Math.min(a.end, b.end) - Math.max(a.start, b.start);
  const used = new Set<Cue>();
  const lines: LyricLine[] = zh.map((z) => {
    let best: Cue | undefined;
    for (const e of en) if (!used.has(e) && overlap(z, e) > 0 && (!best || overlap(z, e) > overlap(z, best))) best = e;
    if (best) used.add(best);
    return { start: z.start, end: z.end, zh: plainCueText(z.text), en: best ? plainCueText(best.text) : '' };
  });
  for (const e of en) if (!used.has(e)) lines.push({ start: e.start, end: e.end, zh: '', en: plainCueText(e.text) });
  return lines.sort((a, b) => a.start - b.start);
}
