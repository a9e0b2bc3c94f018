import { existsSync, mkdirSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, pgUnavailable, type TestApp } from '../../../test/helper.js';
import { users } from '../../db/schema/index.js';
import { createAvatarStore } from './avatar-store.js';
import { sweepOrphanAvatars } from './profile-service.js';

const minute = 60_000;

function multipart(data: Buffer) {
  const boundary = '----nanhua' + Math.random().toString(16).slice(2);
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

describe.skipIf(pgUnavailable())('avatars: no file left behind', () => {
  let t: TestApp;
  let dir: string;
  const files = () => new Set(existsSync(dir) ? readdirSync(dir) : []);
  const upload = async (token: string, shade: number) => {
    const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: { r: shade, g: 16, b: 46 } } })
      .png()
      .toBuffer();
    const body = multipart(png);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/usercenter/user/uploadCustomAvatar',
      headers: { 'content-type': body.contentType, authorization: `Bearer ${token}` },
      payload: body.payload,
    });
    return res.json() as { code: number; result: { avatar: string } | null };
  };
  const avatarOf = async (id: number) =>
    (await t.deps.database.db.select({ avatar: users.avatar }).from(users).where(eq(users.id, id)))[0]!.avatar;

  beforeAll(async () => {
    t = await buildTestApp();
    dir = join(t.deps.filesDir, 'avatars');
  });
  afterAll(() => t.close());

  it('20 concurrent uploads by one member leave exactly one file: the one the profile shows', async () => {
    const user = await t.createUser();
    const { accessToken } = await t.signIn(user);
    const before = files();
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => upload(accessToken, 10 * i)));
    expect(results.every((r) => r.code === 1002)).toBe(true);
    const added = [...files()].filter((f) => !before.has(f));
    expect(added).toHaveLength(1);
    expect(await avatarOf(user.id)).toBe(`/files/avatars/${added[0]}`);
  });

  it('the sweep removes old unreferenced files and keeps referenced and recent ones', async () => {
    const user = await t.createUser();
    const { accessToken } = await t.signIn(user);
    const kept = (await upload(accessToken, 200)).result!.avatar.replace('/files/avatars/', '');
    mkdirSync(dir, { recursive: true });
    const webp = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c8102e' } })
      .webp()
      .toBuffer();
    const oldOrphan = `${'a'.repeat(32)}.webp`;
    const freshOrphan = `${'b'.repeat(32)}.webp`;
    const foreign = 'notes.txt';
    for (const name of [oldOrphan, freshOrphan, foreign]) writeFileSync(join(dir, name), webp);
    const now = new Date();
    const anHourAgo = new Date(now.getTime() - 60 * minute);
    for (const name of [oldOrphan, kept, foreign]) utimesSync(join(dir, name), anHourAgo, anHourAgo);

    const avatars = createAvatarStore(t.deps.filesDir);
    const removed = await sweepOrphanAvatars({ db: t.deps.database.db, avatars }, now);
    expect(removed).toBeGreaterThanOrEqual(1);
    const left = files();
    expect(left.has(oldOrphan)).toBe(false);
    expect(left.has(kept)).toBe(true);
    expect(left.has(freshOrphan)).toBe(true);
    expect(left.has(foreign)).toBe(true);
    expect(await avatarOf(user.id)).toBe(`/files/avatars/${kept}`);
    // Once it is old enough, the recent orphan goes too; a second run finds nothing more.
    expect(await sweepOrphanAvatars({ db: t.deps.database.db, avatars }, new Date(now.getTime() + 11 * minute))).toBe(
      1,
    );
    expect(files().has(freshOrphan)).toBe(false);
    expect(await sweepOrphanAvatars({ db: t.deps.database.db, avatars }, new Date(now.getTime() + 11 * minute))).toBe(
      0,
    );
  });
});
