import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { mediaLimits } from '@nanhua/contract';
import type { FastifyRequest } from 'fastify';
import { isStorageFull } from '../../db/faults.js';
import { AppError, refuse } from '../../lib/errors.js';
import type { MessageKey } from '../../lib/messages.js';
import type { MediaFiles } from './file-store.js';

/** The client's file name, kept as a label only: no path, no control characters, bounded. */
const labelOf = (filename: string | undefined): string =>
  (filename ?? '')
    .replace(/^.*[\\/]/, '')
    .replace(/\p{Cc}/gu, '')
    .trim()
    .slice(0, mediaLimits.labelMax);

/** Framework errors of a multipart body, as the refusal the caller words. */
function refusalOf(err: unknown, tooLarge: AppError, unreadable: MessageKey): AppError {
  if (err instanceof AppError) return err;
  const code = (err as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge;
  if (code === 'FST_FILES_LIMIT') return refuse('msg.media.oneFile');
  return refuse(unreadable);
}

export interface Upload<T> {
  file: T;
  label: string;
  /** The text parts, by name (a repeated name keeps its last value). */
  fields: Record<string, string>;
}

/** A small upload: the `file` part in memory (bounded by `maxBytes`) and the text parts. */
async function readSmallUpload(
  req: FastifyRequest,
  maxBytes: number,
  tooLarge: AppError,
  unreadable: MessageKey,
): Promise<Upload<Buffer>> {
  if (!req.isMultipart()) throw refuse('msg.media.fileMissing');
  let file: Buffer | undefined;
  let label = '';
  const fields: Record<string, string> = {};
  try {
    for await (const part of req.parts({ limits: { fileSize: maxBytes } })) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.fieldname !== 'file') throw refuse('msg.unknownField', { field: part.fieldname });
        file = data;
        label = labelOf(part.filename);
      } else fields[part.fieldname] = String(part.value);
    }
  } catch (err) {
    throw refusalOf(err, tooLarge, unreadable);
  }
  if (!file || file.length === 0) throw refuse('msg.media.fileMissing');
  return { file, label, fields };
}

/** A picture upload, bounded by the picture cap. */
export const readPictureUpload = (req: FastifyRequest): Promise<Upload<Buffer>> =>
  readSmallUpload(
    req,
    mediaLimits.imageMaxBytes,
    refuse('msg.media.imageTooLarge', { mb: mediaLimits.imageMaxBytes / 1024 / 1024 }),
    'msg.media.imageUnreadable',
  );

/** A surtitle track upload (WebVTT or SubRip), bounded by the track cap. */
export const readTrackUpload = (req: FastifyRequest): Promise<Upload<Buffer>> =>
  readSmallUpload(
    req,
    mediaLimits.trackMaxBytes,
    refuse('msg.media.subtitleTooLarge', { kb: mediaLimits.trackMaxBytes / 1024 }),
    'msg.media.subtitleEncoding',
  );

export interface ReceivedVideo {
  tempPath: string;
  sha: string;
  bytes: number;
}

/**
 * A video upload: the `file` part streamed to a temporary file while it is hashed and counted (never
 * held in memory), refused once it passes `maxBytes`. The caller owns the temporary file (moves it
 * in or discards it); on a refusal here it is already gone.
 */
export async function receiveVideoUpload(
  req: FastifyRequest,
  files: MediaFiles,
  maxBytes: number,
  maxMb: number,
): Promise<Upload<ReceivedVideo>> {
  if (!req.isMultipart()) throw refuse('msg.media.fileMissing');
  const tooLarge = refuse('msg.media.videoTooLarge', { mb: maxMb });
  const tempPath = await files.tempPath();
  let received: ReceivedVideo | undefined;
  let label = '';
  const fields: Record<string, string> = {};
  try {
    for await (const part of req.parts({ limits: { fileSize: maxBytes } })) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      if (part.fieldname !== 'file') {
        part.file.resume();
        throw refuse('msg.unknownField', { field: part.fieldname });
      }
      const hash = createHash('sha256');
      let bytes = 0;
      const count = new Transform({
        transform(chunk: Buffer, _enc, done) {
          hash.update(chunk);
          bytes += chunk.length;
          done(null, chunk);
        },
      });
      await pipeline(part.file, count, createWriteStream(tempPath));
      if (part.file.truncated) throw tooLarge;
      received = { tempPath, sha: hash.digest('hex').slice(0, 32), bytes };
      label = labelOf(part.filename);
    }
  } catch (err) {
    await files.discard(tempPath);
    // Out of space is the server's state, not a bad file: answered 503 "storage full" (plugins/errors.ts).
    if (isStorageFull(err)) throw err;
    throw refusalOf(err, tooLarge, 'msg.media.videoUnreadable');
  }
  if (!received || received.bytes === 0) {
    await files.discard(tempPath);
    throw refuse('msg.media.fileMissing');
  }
  return { file: received, label, fields };
}
