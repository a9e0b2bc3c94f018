import {
  isVipType,
  limits,
  liveJoinLeadMinutes,
  MessageType,
  UserType,
  type Locale,
  type LiveClass,
  type LiveMeetings,
  type ZoomJoin,
} from '@nanhua/contract';
import type { Db } from '../../db/client.js';
import type { AuthUser } from '../../services/caller.js';
import { notFound, refuse, type AppError } from '../../lib/errors.js';
import { t, type MessageKey } from '../../lib/messages.js';
import type { Clock } from '../../services/clock.js';
import { offsetOf } from '../../db/query.js';
import type { MessageService } from '../usercenter/message-service.js';
import { canAccessPremium } from '../video/premium.js';
import type { PremiumMedia } from '../video/premium-media.js';
import { effectiveEnd, joinOpensAt, presentClass, presentReplay, presentReplayDetail } from './presenter.js';
import * as repo from './repository.js';
import type { LiveClassRow } from './repository.js';
import { signMeetingSdkJwt } from './zoom.js';

/** How many open classes meeting/get lists at most (live now and the next ones). */
const OPEN_LIMIT = 100;

export interface ZoomKeys {
  sdkKey?: string;
  sdkSecret?: string;
}

/** dd/MM/yyyy HH:mm in the company's time zone (SPEC §9). */
const timeOf = (d: Date) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: limits.timeZone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .format(d)
    .replace(',', '');

const tierNames: Record<number, MessageKey> = { 1: 'msg.live.tier1', 2: 'msg.live.tier2', 3: 'msg.live.tier3' };

export const calendarPath = (classId: number) => `/calendar/live/${classId}.ics`;

/**
 * Whether the caller's membership lets them into the class: anyone signed in, members (types 1–3, a
 * lapsed one already reads as ordinary), or one tier — which a super member, the highest, also passes.
 */
export function audienceRefusal(
  c: Pick<LiveClassRow, 'audience' | 'tier'>,
  user: AuthUser | null,
  l: Locale,
): AppError | null {
  if (!user) return refuse('msg.pleaseLogin');
  if (c.audience === 'members' && !isVipType(user.userType)) return refuse('msg.live.membersOnly');
  if (c.audience === 'tier' && user.userType !== c.tier && user.userType !== UserType.Super) {
    const key = tierNames[c.tier ?? 0];
    return refuse('msg.live.tierOnly', { tier: key ? t(l, key) : '' });
  }
  return null;
}

export function createLiveService(d: {
  db: Db;
  clock: Clock;
  zoom: ZoomKeys;
  media: Pick<PremiumMedia, 'linkFor'>;
  messages: MessageService;
}) {
  const { db, clock } = d;
  const configured = () => Boolean(d.zoom.sdkKey && d.zoom.sdkSecret);

  async function requireClass(id: number) {
    const c = await repo.findPublishedClass(db, id);
    if (!c) throw notFound('msg.live.classNotFound');
    return c;
  }

  /** Why `zoomAuth` would refuse this caller now (null: it would let them in), in the order it checks. */
  function joinRefusal(
    c: LiveClassRow,
    user: AuthUser | null,
    registered: boolean,
    now: Date,
    l: Locale,
  ): AppError | null {
    const audience = audienceRefusal(c, user, l);
    if (audience) return audience;
    if (now >= effectiveEnd(c)) return refuse('msg.live.classEnded');
    if (c.requiresRegistration && !registered) return refuse('msg.live.registrationRequired');
    if (now < joinOpensAt(c)) return refuse('msg.live.notOpenYet', { minutes: liveJoinLeadMinutes });
    if (!configured()) return refuse('msg.live.notConfigured');
    return null;
  }

  async function present(rows: LiveClassRow[], user: AuthUser | null, l: Locale): Promise<LiveClass[]> {
    const ids = rows.map((c) => c.id);
    const [mine, replays] = await Promise.all([
      user ? repo.registeredAmong(db, user.id, ids) : Promise.resolve(null),
      repo.replayOf(db, ids),
    ]);
    const now = clock.now();
    return rows.map((c) => {
      const registered = mine ? mine.has(c.id) : null;
      const caller = {
        registered,
        entitled: audienceRefusal(c, user, l) === null,
        canJoin: joinRefusal(c, user, registered ?? false, now, l) === null,
      };
      return presentClass(c, replays.get(c.id) ?? null, caller, configured(), now, l);
    });
  }

  return {
    configured,

    /** Classes live now and those to come (published, not over). */
    async meetings(user: AuthUser | null, l: Locale): Promise<LiveMeetings> {
      const classes = await present(await repo.openClasses(db, clock.now(), OPEN_LIMIT), user, l);
      return {
        live: classes.filter((c) => c.state === 'live'),
        upcoming: classes.filter((c) => c.state === 'upcoming'),
      };
    },

    /**
     * The caller's registration, the same one when asked again. The seat is taken and the message
     * written in one transaction: a full class or any failure stores nothing.
     */
    async register(user: AuthUser, classId: number, l: Locale, origin: string) {
      const c = await requireClass(classId);
      const audience = audienceRefusal(c, user, l);
      if (audience) throw audience;
      const now = clock.now();
      if (now >= effectiveEnd(c)) throw refuse('msg.live.classEnded');
      const r = await db.transaction(async (tx) => {
        const done = await repo.register(tx, c.id, user.id, now);
        if (done === 'full') throw refuse('msg.live.classFull');
        if (done.created) {
          const vars = (loc: Locale) => ({
            title: loc === 'en' ? c.titleEn || c.titleZh : c.titleZh || c.titleEn,
            teacher: loc === 'en' ? c.teacherEn || c.teacherZh : c.teacherZh || c.teacherEn,
            time: timeOf(c.startAt),
            minutes: liveJoinLeadMinutes,
          });
          await d.messages.send(
            user.id,
            {
              type: MessageType.System,
              titleZh: t('zh-Hans', 'msg.live.registeredTitle'),
              titleEn: t('en', 'msg.live.registeredTitle'),
              contentZh: t('zh-Hans', 'msg.live.registeredContent', vars('zh-Hans')),
              contentEn: t('en', 'msg.live.registeredContent', vars('en')),
              link: `${origin}${calendarPath(c.id)}`,
            },
            tx,
          );
        }
        return done;
      });
      return {
        classId: c.id,
        registeredAt: r.row.createdAt.toISOString(),
        registeredCount: r.registeredCount,
        calendar: calendarPath(c.id),
      };
    },

    /** Entitlement first, then the signature; every join the server signs is recorded (attendance). */
    async zoomAuth(user: AuthUser, classId: number, l: Locale, leaveUrl: string): Promise<ZoomJoin> {
      const c = await requireClass(classId);
      const registered = c.requiresRegistration
        ? (await repo.findRegistration(db, c.id, user.id)) !== undefined
        : false;
      const now = clock.now();
      const refusal = joinRefusal(c, user, registered, now, l);
      if (refusal) throw refusal;
      const sdkKey = d.zoom.sdkKey!;
      const signature = signMeetingSdkJwt({
        sdkKey,
        sdkSecret: d.zoom.sdkSecret!,
        meetingNumber: c.meetingNumber,
        now,
      });
      await repo.insertJoin(db, c.id, user.id, now);
      return {
        sdkKey,
        signature,
        meetingNumber: c.meetingNumber,
        passcode: c.passcode,
        userName: user.nickName,
        userEmail: user.email,
        leaveUrl,
      };
    },

    /** The public SDK key (the class must exist); refused when the server has none. */
    async sdkKey(classId: number) {
      await requireClass(classId);
      if (!configured()) throw refuse('msg.live.notConfigured');
      return { sdkKey: d.zoom.sdkKey! };
    },

    async replays(q: { page: number; pageSize: number }, l: Locale) {
      const { records, total } = await repo.pageReplays(db, offsetOf(q.page, q.pageSize), q.pageSize);
      return {
        records: records.map((r) => presentReplay(r.replay, r.cls, l)),
        total,
        page: q.page,
        pageSize: q.pageSize,
      };
    },

    /** Premium replays follow the one premium rule: others get the metadata and a lock, like videos. */
    async replay(id: number, user: AuthUser, l: Locale) {
      const row = await repo.findReplay(db, id);
      if (!row) throw notFound('msg.live.replayNotFound');
      const locked = row.replay.isPremium && !canAccessPremium(user);
      return presentReplayDetail(row.replay, row.cls, locked, l, (path) => d.media.linkFor(path, user.id));
    },
  };
}

export type LiveService = ReturnType<typeof createLiveService>;
