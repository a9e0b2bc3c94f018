import { describe, expect, it } from 'vitest';
import { t } from '../lib/messages.js';
import { votes } from './engage.js';

describe('the demo votes', () => {
  // The vote service shows the tally to a member as soon as they have voted (and to everyone signed in
  // once the vote ends): msg.engage.voteStatsHidden. A description must not promise otherwise.
  it('promise no later announcement of results than the app gives: the tally shows once you have voted', () => {
    expect(t('en', 'msg.engage.voteStatsHidden')).toBe('Results are shown once you have voted or the vote has ended');
    for (const v of votes) {
      expect(v.descriptionEn, v.titleEn).not.toMatch(/\b(announced|revealed|gala)\b/i);
      expect(v.descriptionZh, v.titleZh).not.toMatch(/公布|揭晓|晚会上/);
    }
    const running = votes.find((v) => v.start < 0 && v.end > 0)!;
    expect(running.descriptionEn).toMatch(/as soon as you have voted/);
    expect(running.descriptionZh).toMatch(/投票后即可查看/);
  });
});
