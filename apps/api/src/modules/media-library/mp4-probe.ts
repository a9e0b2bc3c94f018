import { open, type FileHandle } from 'node:fs/promises';

/**
 * A small ISO-BMFF (MP4) reader, enough to say whether a phone or browser plays a file as is: the
 * container (an `ftyp` with an MP4 brand, a `moov`, media data), the video codec of each track
 * (H.264 is `avc1`/`avc3`) and the audio codec (AAC is `mp4a` with an MPEG-4/MPEG-2 AAC object type
 * in its `esds`). No ffmpeg on the machines: the boxes are read straight from the file on disk, only
 * the `moov` box (the index, a few MB even for long films) ever in memory.
 */

export type ProbeProblem = 'notMp4' | 'noVideo' | 'videoCodec' | 'audioCodec' | 'unreadable';

export class ProbeError extends Error {
  constructor(
    readonly problem: ProbeProblem,
    readonly detail = '',
  ) {
    super(`${problem}${detail ? `: ${detail}` : ''}`);
  }
}

export interface Mp4Info {
  durationSeconds: number;
  width: number;
  height: number;
  videoCodec: string;
  audioCodec: string | null;
  /** The index comes before the media data (plays while it downloads). */
  fastStart: boolean;
}

/** Brands of the MP4 family browsers play; QuickTime (`qt  `) and 3GPP are not among them. */
const MP4_BRANDS = new Set([
  'isom',
  'iso2',
  'iso3',
  'iso4',
  'iso5',
  'iso6',
  'iso7',
  'iso8',
  'iso9',
  'mp41',
  'mp42',
  'avc1',
  'M4V ',
  'dash',
  'mmp4',
  'MSNV',
]);
const H264 = new Set(['avc1', 'avc3']);
/** MPEG-4 Audio (AAC), MPEG-2 AAC Main / LC / SSR. */
const AAC_OBJECT_TYPES = new Set([0x40, 0x66, 0x67, 0x68]);
const MOOV_MAX = 64 * 1024 * 1024;

interface Box {
  type: string;
  /** Start of the payload (after the header) and end of the box, in the buffer or file. */
  start: number;
  end: number;
}

/** The boxes inside [start, end) of a buffer. */
function* boxes(b: Buffer, start: number, end: number): Generator<Box> {
  let at = start;
  while (at + 8 <= end) {
    let size = b.readUInt32BE(at);
    const type = b.toString('latin1', at + 4, at + 8);
    let header = 8;
    if (size === 1) {
      if (at + 16 > end) throw new ProbeError('unreadable', 'truncated box header');
      size = Number(b.readBigUInt64BE(at + 8));
      header = 16;
    } else if (size === 0) size = end - at;
    if (size < header || at + size > end)
      throw new ProbeError('unreadable', `box ${JSON.stringify(type)} overruns its parent`);
    yield { type, start: at + header, end: at + size };
    at += size;
  }
}

const child = (b: Buffer, parent: Box, type: string): Box | undefined => {
  for (const x of boxes(b, parent.start, parent.end)) if (x.type === type) return x;
  return undefined;
};
const children = (b: Buffer, parent: Box, type: string): Box[] =>
  [...boxes(b, parent.start, parent.end)].filter((x) => x.type === type);

/** Timescale and duration of an `mvhd` or `mdhd` (full boxes, version 0 or 1). */
function timing(b: Buffer, box: Box): { timescale: number; duration: number } {
  const v = b[box.start];
  if (v === 1)
    return { timescale: b.readUInt32BE(box.start + 20), duration: Number(b.readBigUInt64BE(box.start + 24)) };
  return { timescale: b.readUInt32BE(box.start + 12), duration: b.readUInt32BE(box.start + 16) };
}

/** Display size of a track (`tkhd`, 16.16 fixed point). */
function trackSize(b: Buffer, tkhd: Box): { width: number; height: number } {
  const at = tkhd.start + (b[tkhd.start] === 1 ? 88 : 76);
  if (at + 8 > tkhd.end) return { width: 0, height: 0 };
  return { width: Math.round(b.readUInt32BE(at) / 65536), height: Math.round(b.readUInt32BE(at + 4) / 65536) };
}

/** The objectTypeIndication of an `esds` box's DecoderConfigDescriptor, or null. */
function esdsObjectType(b: Buffer, esds: Box): number | null {
  let at = esds.start + 4;
  const descriptor = (): { tag: number; end: number } | null => {
    if (at >= esds.end) return null;
    const tag = b[at++]!;
    let len = 0;
    for (let i = 0; i < 4 && at < esds.end; i++) {
      const c = b[at++]!;
      len = (len << 7) | (c & 0x7f);
      if (!(c & 0x80)) break;
    }
    return { tag, end: Math.min(at + len, esds.end) };
  };
  const es = descriptor();
  if (!es || es.tag !== 0x03) return null;
  const flags = b[at + 2] ?? 0;
  at += 3;
  if (flags & 0x80) at += 2;
  if (flags & 0x40) at += 1 + (b[at] ?? 0);
  if (flags & 0x20) at += 2;
  const dc = descriptor();
  if (!dc || dc.tag !== 0x04 || at >= esds.end) return null;
  return b[at]!;
}

/** Sample entries of a track's `stsd` (after version/flags and the entry count). */
const sampleEntries = (b: Buffer, stsd: Box): Box[] => [...boxes(b, stsd.start + 8, stsd.end)];

async function readAt(fh: FileHandle, position: number, length: number): Promise<Buffer> {
  const buf = Buffer.alloc(length);
  const { bytesRead } = await fh.read(buf, 0, length, position);
  return buf.subarray(0, bytesRead);
}

/** Read the top-level boxes of the file, then its `moov`; throws a ProbeError naming what is wrong. */
export async function probeMp4(path: string): Promise<Mp4Info> {
  const fh = await open(path, 'r');
  try {
    const { size } = await fh.stat();
    let at = 0;
    let first = true;
    let moov: Buffer | null = null;
    let sawMedia = false;
    let fastStart = false;
    while (at + 8 <= size) {
      const head = await readAt(fh, at, 16);
      if (head.length < 8) break;
      let boxSize = head.readUInt32BE(0);
      const type = head.toString('latin1', 4, 8);
      let header = 8;
      if (boxSize === 1) {
        if (head.length < 16) throw new ProbeError('unreadable', 'truncated box header');
        boxSize = Number(head.readBigUInt64BE(8));
        header = 16;
      } else if (boxSize === 0) boxSize = size - at;
      if (first) {
        if (type !== 'ftyp') throw new ProbeError('notMp4', `first box ${JSON.stringify(type)}`);
        const ftyp = await readAt(fh, at + header, Math.min(boxSize - header, 256));
        const brands = [ftyp.toString('latin1', 0, 4)];
        for (let i = 8; i + 4 <= ftyp.length; i += 4) brands.push(ftyp.toString('latin1', i, i + 4));
        if (!brands.some((x) => MP4_BRANDS.has(x))) throw new ProbeError('notMp4', `brands ${brands.join(',')}`);
        first = false;
      }
      if (boxSize < header || at + boxSize > size)
        throw new ProbeError('unreadable', `box ${JSON.stringify(type)} runs past the end of the file`);
      if (type === 'moov') {
        if (moov) throw new ProbeError('unreadable', 'two moov boxes');
        if (boxSize > MOOV_MAX) throw new ProbeError('unreadable', 'moov too large');
        moov = await readAt(fh, at, boxSize);
        fastStart = !sawMedia;
      } else if (type === 'mdat' || type === 'moof') sawMedia = true;
      at += boxSize;
    }
    if (first) throw new ProbeError('notMp4', 'empty file');
    if (!moov || !sawMedia) throw new ProbeError('notMp4', moov ? 'no media data' : 'no moov box');
    return { ...readMoov(moov), fastStart };
  } finally {
    await fh.close();
  }
}

function readMoov(b: Buffer): Omit<Mp4Info, 'fastStart'> {
  const moov: Box = { type: 'moov', start: 8, end: b.length };
  if (b.readUInt32BE(0) === 1) moov.start = 16;
  const mvhd = child(b, moov, 'mvhd');
  let durationSeconds = 0;
  if (mvhd) {
    const { timescale, duration } = timing(b, mvhd);
    if (timescale > 0) durationSeconds = duration / timescale;
  }
  let video: { codec: string; width: number; height: number; seconds: number } | null = null;
  let audioCodec: string | null = null;
  for (const trak of children(b, moov, 'trak')) {
    const mdia = child(b, trak, 'mdia');
    const hdlr = mdia && child(b, mdia, 'hdlr');
    if (!mdia || !hdlr) continue;
    const handler = b.toString('latin1', hdlr.start + 8, hdlr.start + 12);
    if (handler !== 'vide' && handler !== 'soun') continue;
    const stbl = ((m) => m && child(b, m, 'stbl'))(child(b, mdia, 'minf'));
    const stsd = stbl && child(b, stbl, 'stsd');
    const entry = stsd && sampleEntries(b, stsd)[0];
    if (!entry) throw new ProbeError('unreadable', `${handler} track without a sample description`);
    if (handler === 'vide') {
      if (!H264.has(entry.type)) throw new ProbeError('videoCodec', entry.type);
      const mdhd = child(b, mdia, 'mdhd');
      const t = mdhd ? timing(b, mdhd) : { timescale: 0, duration: 0 };
      const tkhd = child(b, trak, 'tkhd');
      let size = tkhd ? trackSize(b, tkhd) : { width: 0, height: 0 };
      // The coded size of the sample entry, when the track header carries none.
      if ((!size.width || !size.height) && entry.start + 28 <= entry.end)
        size = { width: b.readUInt16BE(entry.start + 24), height: b.readUInt16BE(entry.start + 26) };
      if (!video) video = { codec: entry.type, ...size, seconds: t.timescale > 0 ? t.duration / t.timescale : 0 };
    } else {
      if (entry.type !== 'mp4a') throw new ProbeError('audioCodec', entry.type);
      // A sound sample entry: 28 bytes of fields, then its boxes (the esds).
      const esds = [...boxes(b, entry.start + 28, entry.end)].find((x) => x.type === 'esds');
      const objectType = esds ? esdsObjectType(b, esds) : null;
      if (objectType === null || !AAC_OBJECT_TYPES.has(objectType))
        throw new ProbeError('audioCodec', `mp4a object type ${objectType ?? '?'}`);
      audioCodec = 'mp4a';
    }
  }
  if (!video) throw new ProbeError('noVideo');
  if (!durationSeconds) durationSeconds = video.seconds;
  return {
    durationSeconds: Math.round(durationSeconds * 1000) / 1000,
    width: video.width,
    height: video.height,
    videoCodec: video.codec,
    audioCodec,
  };
}
