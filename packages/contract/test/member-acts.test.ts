import { describe, expect, it } from 'vitest';
import { calls, memberActs, openToBlocked, type CallPath } from '../src/index.js';

/** Every call a signed-in member writes through (SPEC's reads by POST included: the method alone cannot tell). */
const memberWrites = (Object.keys(calls) as CallPath[]).filter(
  (p) => calls[p].method !== 'GET' && (calls[p].channel === 'token' || calls[p].channel === 'optional'),
);

describe('what a block stops (issue 31)', () => {
  it('classifies every member write: refused to a blocked member or left open for a stated reason, never both', () => {
    const blocked = new Set<string>(Object.keys(memberActs));
    const open = new Set<string>(Object.keys(openToBlocked));
    expect(
      memberWrites.filter((p) => !blocked.has(p) && !open.has(p)),
      'unclassified: add to memberActs or openToBlocked',
    ).toEqual([]);
    expect([...blocked].filter((p) => open.has(p))).toEqual([]);
    // Both lists name real member calls only.
    expect([...blocked, ...open].filter((p) => !(memberWrites as string[]).includes(p))).toEqual([]);
  });

  it('stops what others see or new engagement: profile, follow and feedback included', () => {
    expect(memberActs).toMatchObject({
      '/usercenter/user/edit': 'profile',
      '/usercenter/user/uploadCustomAvatar': 'profile',
      '/usercenter/userFollow/follow': 'follow',
      '/site/feedback/add': 'feedback',
      '/liveCast/meeting/zoomAuth': 'register',
    });
  });
});
