import { describe, expect, it } from 'vitest';
import { classTime, countdown } from './class-time';

const at = (iso: string) => Date.parse(iso);
const cls = { startAt: '2026-11-24T12:00:00Z', joinOpensAt: '2026-11-24T11:45:00Z' };

describe('class time', () => {
  it('shows the start and end in the company time zone (SPEC §9)', () => {
    expect(classTime('2026-11-24T12:00:00Z', '2026-11-24T13:30:00Z')).toBe('24/11/2026 20:00:00 – 21:30:00');
  });

  it('counts down within the next hours, says when the classroom is open, and nothing further off', () => {
    expect(countdown(cls, at('2026-11-24T00:00:00Z'))).toEqual({ key: 'live.startsInHours', hours: 12, minutes: '00' });
    expect(countdown(cls, at('2026-11-23T23:59:00Z'))).toBeNull();
    expect(countdown(cls, at('2026-11-24T09:54:30Z'))).toEqual({ key: 'live.startsInHours', hours: 2, minutes: '06' });
    expect(countdown(cls, at('2026-11-24T11:00:00Z'))).toEqual({ key: 'live.startsInHours', hours: 1, minutes: '00' });
    expect(countdown(cls, at('2026-11-24T11:01:00Z'))).toEqual({ key: 'live.startsInMinutes', count: 59 });
    expect(countdown(cls, at('2026-11-24T11:45:00Z'))).toEqual({ key: 'live.classroomOpen' });
    expect(countdown(cls, at('2026-11-24T12:00:00Z'))).toEqual({ key: 'live.startingNow' });
  });

  it('with reduced motion says the start time instead of a count that changes each minute; open and starting still change', () => {
    const calm = { calm: true };
    for (const now of ['2026-11-24T00:00:00Z', '2026-11-24T09:54:30Z', '2026-11-24T11:01:00Z', '2026-11-24T11:44:59Z'])
      expect(countdown(cls, at(now), calm)).toEqual({ key: 'live.startsAt', time: '20:00' });
    expect(countdown(cls, at('2026-11-23T23:59:00Z'), calm)).toBeNull();
    expect(countdown(cls, at('2026-11-24T11:45:00Z'), calm)).toEqual({ key: 'live.classroomOpen' });
    expect(countdown(cls, at('2026-11-24T12:00:00Z'), calm)).toEqual({ key: 'live.startingNow' });
  });
});
