import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, pgUnavailable, type TestApp } from '../../../test/helper.js';
import { users } from '../../db/schema/index.js';
import { call, memberWithPassword } from './account-test-kit.js';

const png = (w: number, h: number) =>
  sharp({ create: { width: w, height: h, channels: 3, background: { r: 200, g: 16, b: 46 } } })
    .png()
    .toBuffer();

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (b: Buffer) => {
  let c = 0xffffffff;
  for (const x of b) c = crcTable[(c ^ x) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
};
/** A hand-made grey PNG of side × side zero pixels: tiny on the wire, huge once decoded. */
function pngBomb(side: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr.set([8, 0, 0, 0, 0], 8);
  const raw = Buffer.alloc((side + 1) * 64); // only the first rows: the header alone must be refused
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function multipart(field: string, filename: string, type: string, data: Buffer) {
  const boundary = '----nanhua' + Math.random().toString(16).slice(2);
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

describe.skipIf(pgUnavailable())('profile: get, edit, getByEmail, uploadCustomAvatar', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const upload = async (token: string | undefined, body: ReturnType<typeof multipart>) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/usercenter/user/uploadCustomAvatar',
      headers: {
        'accept-language': 'en',
        'content-type': body.contentType,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      payload: body.payload,
    });
    return {
      status: res.statusCode,
      ...(res.json() as { code: number; message: string; result: { avatar: string } | null }),
    };
  };
  const avatarFiles = () => {
    const dir = join(t.deps.filesDir, 'avatars');
    return existsSync(dir) ? readdirSync(dir) : [];
  };

  it('needs a token', async () => {
    expect((await call(t, 'GET', '/usercenter/user/get')).status).toBe(401);
    expect((await call(t, 'POST', '/usercenter/user/edit', { body: { nickName: 'a', signature: 'b' } })).status).toBe(
      401,
    );
    expect((await call(t, 'POST', '/usercenter/user/getByEmail', { form: { email: 'a@b.co' } })).status).toBe(401);
    expect((await upload(undefined, multipart('file', 'a.png', 'image/png', await png(10, 10)))).status).toBe(401);
  });

  it('edits nickname and signature, and refuses missing or too long ones without storing', async () => {
    const { user, token } = await memberWithPassword(t);
    const edit = (body: object, lang: 'en' | 'zh-Hans' = 'en') =>
      call(t, 'POST', '/usercenter/user/edit', { token, body, lang });
    expect((await edit({ nickName: ' 潮音 ', signature: '爱听潮剧' })).result).toMatchObject({
      nickName: '潮音',
      signature: '爱听潮剧',
      email: user.email,
    });
    expect(await edit({ nickName: '', signature: 'x' })).toMatchObject({
      code: 1003,
      message: 'Please enter a nickname',
    });
    expect(await edit({ nickName: 'x', signature: ' ' })).toMatchObject({
      code: 1003,
      message: 'Please enter a personalized signature',
    });
    expect(await edit({ nickName: 'x', signature: '字'.repeat(141) }, 'zh-Hans')).toMatchObject({
      code: 1003,
      message: '个性签名最多 140 个字',
    });
    expect(await edit({ nickName: 'x', signature: 'y'.repeat(141) })).toMatchObject({
      message: 'The signature can have at most 140 characters',
    });
    expect((await edit({ nickName: 'x', signature: 'y'.repeat(140) })).code).toBe(1002);
    expect(await edit({ nickName: 'x', signature: 'y', email: 'hijack@example.com' })).toMatchObject({
      message: 'Unknown field “email”',
    });
    const [row] = await t.deps.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ nickName: 'x', signature: 'y'.repeat(140), email: user.email });
  });

  it("tells the caller's role: member, or the staff role the console shows its pages by", async () => {
    const member = await memberWithPassword(t);
    expect((await call(t, 'GET', '/usercenter/user/get', { token: member.token })).result).toMatchObject({
      role: 'member',
    });
    const editor = await memberWithPassword(t, { role: 'editor' });
    expect((await call(t, 'GET', '/usercenter/user/get', { token: editor.token })).result).toMatchObject({
      id: editor.user.id,
      role: 'editor',
    });
  });

  it('shows another member with public fields only, counts and follow state', async () => {
    const { token } = await memberWithPassword(t);
    const other = await t.createUser({
      nickName: '曲友',
      signature: '你好',
      userType: 1,
      memberExpiresAt: new Date('2030-01-01T00:00:00Z'),
    });
    const res = await call(t, 'POST', '/usercenter/user/getByEmail', { token, form: { email: other.email! } });
    expect(res.result).toEqual({
      // The handle, never the address (issue 31).
      email: `u${other.id}`,
      nickName: '曲友',
      avatar: null,
      signature: '你好',
      userType: 1,
      deleted: false,
      followCount: 0,
      fanCount: 0,
      followState: 'follow',
      isSelf: false,
    });
    expect(
      await call(t, 'POST', '/usercenter/user/getByEmail', { token, form: { email: 'nobody@example.com' } }),
    ).toMatchObject({ code: 1003, message: 'User not found' });
    await t.deps.database.db.update(users).set({ status: 'disabled' }).where(eq(users.id, other.id));
    expect(
      (await call(t, 'POST', '/usercenter/user/getByEmail', { token, form: { email: other.email! } })).message,
    ).toBe('User not found');
  });

  it('stores an uploaded avatar as a square WebP without metadata and removes the old file', async () => {
    const { user, token } = await memberWithPassword(t);
    const withExif = await sharp(await png(640, 480))
      .jpeg()
      .withMetadata({ exif: { IFD0: { Artist: 'secret' } } })
      .toBuffer();
    const first = await upload(token, multipart('file', 'me.jpg', 'image/jpeg', withExif));
    expect(first.code).toBe(1002);
    expect(first.result!.avatar).toMatch(/^\/files\/avatars\/[a-f0-9]{32}\.webp$/);
    const stored = join(t.deps.filesDir, first.result!.avatar.replace('/files/', ''));
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 320, height: 320 });
    expect(meta.exif).toBeUndefined();
    const served = await t.app.inject({ method: 'GET', url: first.result!.avatar });
    expect(served.statusCode).toBe(200);
    const second = await upload(token, multipart('file', 'me.png', 'image/png', await png(300, 300)));
    expect(second.code).toBe(1002);
    expect(existsSync(stored)).toBe(false);
    expect((await call(t, 'GET', '/usercenter/user/get', { token })).result).toMatchObject({
      id: user.id,
      avatar: second.result!.avatar,
    });
  });

  it('refuses non-images, oversized files, too many pixels and decompression bombs, storing nothing', async () => {
    const { user, token } = await memberWithPassword(t);
    const before = avatarFiles().length;
    const cases: [ReturnType<typeof multipart>, string][] = [
      [
        multipart('file', 'a.png', 'image/png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')),
        'Only JPEG, PNG or WebP images are accepted',
      ],
      [
        multipart('file', 'a.gif', 'image/gif', Buffer.from('GIF89a\x01\x00\x01\x00')),
        'Only JPEG, PNG or WebP images are accepted',
      ],
      [
        multipart('file', 'big.png', 'image/png', Buffer.concat([await png(8, 8), Buffer.alloc(5 * 1024 * 1024)])),
        'The image must be at most 5 MB',
      ],
      [multipart('file', 'wide.png', 'image/png', await png(4097, 16)), 'The image must be at most 4096×4096 pixels'],
      // 20000 × 20000 of one colour: a few hundred kB on the wire, 1.2 GB once decoded
      [multipart('file', 'bomb.png', 'image/png', pngBomb(20000)), 'The image must be at most 4096×4096 pixels'],
      [
        multipart('file', 'broken.png', 'image/png', (await png(64, 64)).subarray(0, 60)),
        'This image could not be read',
      ],
      [multipart('avatar', 'a.png', 'image/png', await png(10, 10)), 'Please choose an image'],
    ];
    for (const [body, message] of cases)
      expect(await upload(token, body), message).toMatchObject({ code: 1003, message });
    expect(avatarFiles().length).toBe(before);
    const [row] = await t.deps.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.avatar).toBeNull();
  });
});
