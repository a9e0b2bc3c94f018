import { createReadStream, createWriteStream, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';

/**
 * A minimal tar.gz (POSIX ustar, long names as PAX records) for the backup file: no dependency,
 * and any `tar -xzf` can open it by hand. Regular files and directories only.
 */
const BLOCK = 512;

function header(name: string, size: number, type: '0' | '5' | 'x', mode: number, mtime: number): Buffer {
  const h = Buffer.alloc(BLOCK);
  const put = (value: string, offset: number, length: number) => h.write(value, offset, length, 'utf8');
  const octal = (n: number, offset: number, length: number) =>
    put(n.toString(8).padStart(length - 1, '0'), offset, length - 1);
  put(name.slice(0, 100), 0, 100);
  octal(mode & 0o7777, 100, 8);
  octal(0, 108, 8);
  octal(0, 116, 8);
  octal(size, 124, 12);
  octal(Math.floor(mtime / 1000), 136, 12);
  put('        ', 148, 8);
  put(type, 156, 1);
  put('ustar\u000000', 257, 8);
  let sum = 0;
  for (const b of h) sum += b;
  put(`${sum.toString(8).padStart(6, '0')}\u0000 `, 148, 8);
  return h;
}

function paxRecord(key: string, value: string): Buffer {
  const body = ` ${key}=${value}\n`;
  let len = Buffer.byteLength(body) + 1;
  while (`${len}${body}`.length !== len) len = Buffer.byteLength(`${len}${body}`);
  return Buffer.from(`${len}${body}`);
}

const pad = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

/** Every file and folder under `root` (relative, '/'-separated), parents before children. */
function walk(root: string, rel = ''): { path: string; dir: boolean }[] {
  return readdirSync(join(root, rel), { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((e) => {
      const path = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) return [{ path, dir: true }, ...walk(root, path)];
      return e.isFile() ? [{ path, dir: false }] : [];
    });
}

/** Write `entries` (paths under `root`, folders walked) to a gzipped tar at `file`. */
export async function writeTarGz(file: string, root: string, entries: string[]): Promise<number> {
  const list = entries.flatMap((e) =>
    lstatSync(join(root, e)).isDirectory() ? [{ path: e, dir: true }, ...walk(root, e)] : [{ path: e, dir: false }],
  );
  async function* blocks() {
    for (const { path, dir } of list) {
      const st = lstatSync(join(root, path));
      const name = dir ? `${path}/` : path;
      if (Buffer.byteLength(name) > 100) {
        const pax = paxRecord('path', name);
        yield header('././@PaxHeader', pax.length, 'x', 0o644, st.mtimeMs);
        yield pax;
        yield pad(pax.length);
      }
      yield header(name, dir ? 0 : st.size, dir ? '5' : '0', st.mode, st.mtimeMs);
      if (dir) continue;
      let written = 0;
      for await (const chunk of createReadStream(join(root, path))) {
        written += (chunk as Buffer).length;
        yield chunk as Buffer;
      }
      if (written !== st.size) throw new Error(`${path} changed while it was being archived`);
      yield pad(st.size);
    }
    yield Buffer.alloc(BLOCK * 2);
  }
  await pipeline(Readable.from(blocks()), createGzip(), createWriteStream(file, { mode: 0o600 }));
  return list.length;
}

/** Extract a gzipped tar written by writeTarGz (or `tar -czf`) into `dest`; refuses paths leaving it. */
export async function extractTarGz(file: string, dest: string): Promise<string[]> {
  const root = resolve(dest);
  mkdirSync(root, { recursive: true });
  const names: string[] = [];
  let buf = Buffer.alloc(0);
  let current: { out: ReturnType<typeof createWriteStream> | null; left: number; padding: number } | null = null;
  let paxPath: string | null = null;
  let paxLeft = -1;
  let pax = Buffer.alloc(0);
  let ended = false;

  const target = (name: string) => {
    const p = resolve(root, name);
    if (p !== root && !p.startsWith(root + sep)) throw new Error(`unsafe path in archive: ${name}`);
    if (relative(root, p).split(sep).includes('..')) throw new Error(`unsafe path in archive: ${name}`);
    return p;
  };
  const write = (out: ReturnType<typeof createWriteStream>, chunk: Buffer) =>
    new Promise<void>((ok, fail) => out.write(chunk, (err) => (err ? fail(err) : ok())));
  const close = (out: ReturnType<typeof createWriteStream>) =>
    new Promise<void>((ok, fail) => out.end((err?: Error | null) => (err ? fail(err) : ok())));

  const sink = new Writable({
    async write(chunk: Buffer, _enc, done) {
      try {
        buf = Buffer.concat([buf, chunk]);
        for (;;) {
          if (ended) {
            buf = Buffer.alloc(0);
            break;
          }
          if (current) {
            if (current.left > 0) {
              if (buf.length === 0) break;
              const n = Math.min(current.left, buf.length);
              if (current.out) await write(current.out, buf.subarray(0, n));
              current.left -= n;
              buf = buf.subarray(n);
              continue;
            }
            if (buf.length < current.padding) break;
            buf = buf.subarray(current.padding);
            if (current.out) await close(current.out);
            current = null;
            continue;
          }
          if (paxLeft >= 0) {
            if (buf.length < paxLeft) break;
            pax = Buffer.from(buf.subarray(0, paxLeft));
            buf = buf.subarray(paxLeft + ((BLOCK - (paxLeft % BLOCK)) % BLOCK));
            paxLeft = -1;
            const m = /(?:^|\n)\d+ path=([^\n]*)\n/.exec(pax.toString('utf8'));
            paxPath = m ? m[1] : null;
            continue;
          }
          if (buf.length < BLOCK) break;
          const h = buf.subarray(0, BLOCK);
          buf = buf.subarray(BLOCK);
          if (h.every((b) => b === 0)) {
            ended = true;
            continue;
          }
          const field = (o: number, l: number) =>
            h
              .subarray(o, o + l)
              .toString('utf8')
              .replace(/\0.*$/s, '');
          const size = Number.parseInt(field(124, 12).trim() || '0', 8);
          const type = field(156, 1) || '0';
          const prefix = field(345, 155);
          let name = paxPath ?? (prefix ? `${prefix}/${field(0, 100)}` : field(0, 100));
          paxPath = null;
          if (type === 'x') {
            paxLeft = size;
            continue;
          }
          name = name.replace(/^\.\//, '');
          const mode = Number.parseInt(field(100, 8).trim() || '644', 8) & 0o777;
          if (type === '5') {
            mkdirSync(target(name), { recursive: true, mode: mode | 0o700 });
            current = null;
            continue;
          }
          const padding = (BLOCK - (size % BLOCK)) % BLOCK;
          if (type === '0') {
            const p = target(name);
            mkdirSync(dirname(p), { recursive: true });
            names.push(name);
            current = { out: createWriteStream(p, { mode: mode || 0o644 }), left: size, padding };
          } else {
            // links, devices and the like have no place in a backup: skipped
            current = { out: null, left: size, padding };
          }
        }
        done();
      } catch (err) {
        done(err as Error);
      }
    },
  });
  await pipeline(createReadStream(file), createGunzip(), sink);
  if (current) throw new Error('the backup file is truncated');
  return names;
}
