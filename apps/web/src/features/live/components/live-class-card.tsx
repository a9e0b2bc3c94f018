import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from 'antd-mobile';
import { enumLabelKeys, type LiveClass } from '@nanhua/contract';
import { ShareButton } from '../../../components/share-button';
import { href } from '../../../config/paths';
import { currentLocale } from '../../../lib/i18n';
import { prefersReducedMotion } from '../../../lib/reduced-motion';
import { imageSources } from '../../../lib/resource';
import { classTime, countdown } from './class-time';
import './live.css';

export interface ClassActions {
  onJoin: (c: LiveClass) => void;
  onRegister: (c: LiveClass) => void;
  /** The class whose join or registration is under way. */
  joiningId: number | null;
  registeringId: number | null;
  /** Registrations made on this screen, shown before the list is fetched again. */
  registeredIds: ReadonlySet<number>;
  /** The server's reason a join was refused, beside that class. */
  refusal: { classId: number; message: string } | null;
  now: number;
}

/** The .ics of a class, in the member's language (the share module's calendar route). */
export const calendarHref = (classId: number): string => `/calendar/live/${classId}.ics?lang=${currentLocale()}`;

/** How long until the class starts; with reduced motion its start time, which does not change by itself. */
function Countdown({ cls, now }: { cls: LiveClass; now: number }) {
  const { t } = useTranslation();
  const c = countdown(cls, now, { calm: prefersReducedMotion() });
  if (!c) return null;
  const text =
    c.key === 'live.startsInMinutes'
      ? t(c.key, { count: c.count })
      : c.key === 'live.startsInHours'
        ? t(c.key, { hours: c.hours, minutes: c.minutes })
        : c.key === 'live.startsAt'
          ? t(c.key, { time: c.time })
          : t(c.key);
  return (
    <p
      className={`live-card__countdown${c.key === 'live.classroomOpen' ? ' live-card__countdown--open' : ''}`}
      data-testid="live-countdown"
    >
      {text}
    </p>
  );
}

function Tags({ cls }: { cls: LiveClass }) {
  const { t } = useTranslation();
  const tier = cls.tier !== null ? enumLabelKeys.userType[cls.tier as 1 | 2 | 3] : undefined;
  return (
    <div className="live-card__tags">
      {cls.state === 'live' && (
        <span className="live-badge" data-testid="live-badge">
          <span className="live-badge__dot" aria-hidden="true" />
          {t('live.liveNow')}
        </span>
      )}
      {cls.audience === 'members' && (
        <span className="live-tag live-tag--gold" data-testid="live-members-only">
          {t('live.membersOnly')}
        </span>
      )}
      {cls.audience === 'tier' && tier && (
        <span className="live-tag live-tag--gold" data-testid="live-members-only">
          {t('live.tierOnly', { tier: t(tier) })}
        </span>
      )}
      {cls.requiresRegistration && cls.state !== 'live' && (
        <span className="live-tag">{t('live.registrationRequired')}</span>
      )}
    </div>
  );
}

/** Join, register, registered, full or members-only: what the caller can do with this class now. */
function Actions({ cls, a }: { cls: LiveClass; a: ClassActions }) {
  const { t } = useTranslation();
  const visitor = cls.registered === null;
  const registered = cls.registered === true || a.registeredIds.has(cls.id);
  const open = cls.state === 'live' || a.now >= Date.parse(cls.joinOpensAt);
  const full = cls.capacity !== null && cls.registeredCount >= cls.capacity && !registered;

  if (!visitor && !cls.entitled) {
    return (
      <div className="live-card__actions">
        <p className="live-card__locked" data-testid="live-locked">
          {cls.audience === 'tier' && cls.tier !== null
            ? t('live.lockedTierHint', { tier: t(enumLabelKeys.userType[cls.tier as 1 | 2 | 3]) })
            : t('live.lockedHint')}
        </p>
        <Link className="live-card__member-link" to={href('/pages/user/memberCenter')} data-testid="live-become-member">
          {t('live.becomeMember')}
        </Link>
      </div>
    );
  }

  const registerButton = full ? (
    <Button size="small" disabled data-testid="live-full">
      {t('live.full')}
    </Button>
  ) : (
    <Button
      size="small"
      color="danger"
      fill="outline"
      loading={a.registeringId === cls.id}
      onClick={() => a.onRegister(cls)}
      data-testid="live-register"
    >
      {visitor ? t('live.signInToRegister') : t('live.register')}
    </Button>
  );
  const registeredTag = (
    <span className="live-tag live-tag--done" data-testid="live-registered">
      ✓ {t('live.registered')}
    </span>
  );
  const needsRegistration = cls.requiresRegistration && !registered;

  return (
    <div className="live-card__actions">
      {open && !(needsRegistration && !visitor) ? (
        <>
          {/* Without Zoom keys on the server no join can succeed: say so before the tap, not after it. */}
          <Button
            block
            color="danger"
            shape="rounded"
            disabled={!cls.liveConfigured}
            loading={a.joiningId === cls.id}
            onClick={() => a.onJoin(cls)}
            aria-describedby={cls.liveConfigured ? undefined : `live-join-unavailable-${cls.id}`}
            data-testid="live-join"
          >
            {visitor ? t('live.signInToJoin') : t('live.join')}
          </Button>
          {!cls.liveConfigured && (
            <p
              className="live-card__unavailable"
              id={`live-join-unavailable-${cls.id}`}
              data-testid="live-join-unavailable"
            >
              {t('live.joinUnavailable')}
            </p>
          )}
        </>
      ) : (
        <div className="live-card__row">
          {registered ? registeredTag : registerButton}
          {cls.state !== 'live' && (
            <a className="live-card__calendar" href={calendarHref(cls.id)} download data-testid="live-add-to-calendar">
              {t('live.addToCalendar')}
            </a>
          )}
        </div>
      )}
      {open && registered && cls.requiresRegistration && cls.state !== 'live' && registeredTag}
      {a.refusal?.classId === cls.id && (
        <p className="live-card__refusal" role="alert" data-testid="live-join-refused">
          {a.refusal.message}
        </p>
      )}
    </div>
  );
}

/** A class of the classroom: the one live now as a large card on top, the ones to come as rows. */
export function LiveClassCard({ cls, actions, hero }: { cls: LiveClass; actions: ClassActions; hero?: boolean }) {
  const { t } = useTranslation();
  return (
    <article
      className={`live-card${hero ? ' live-card--hero' : ''}`}
      data-testid={hero ? 'live-now-card' : 'live-upcoming-card'}
      data-id={cls.id}
      data-state={cls.state}
    >
      {hero ? (
        <div className="live-card__frame">
          <img className="live-card__cover" {...imageSources(cls.cover, '100vw')} alt="" />
        </div>
      ) : (
        <img className="live-card__thumb" {...imageSources(cls.cover, '96px')} alt="" />
      )}
      <div className="live-card__body">
        <Tags cls={cls} />
        <div className="live-card__title-row">
          <h3 className="live-card__title" data-testid="live-title">
            {cls.title}
          </h3>
          <ShareButton kind="live" id={cls.id} title={cls.title} className="live-card__share" />
        </div>
        <p className="live-card__meta">{t('live.teacher', { name: cls.teacher })}</p>
        <p className="live-card__meta" data-testid="live-time">
          {classTime(cls.startAt, cls.endAt)}
        </p>
        {cls.capacity !== null && cls.state !== 'live' && (
          <p className="live-card__meta" data-testid="live-seats">
            {t('live.seats', { count: cls.registeredCount, capacity: cls.capacity })}
          </p>
        )}
        {cls.state === 'upcoming' && <Countdown cls={cls} now={actions.now} />}
        <Actions cls={cls} a={actions} />
      </div>
    </article>
  );
}
