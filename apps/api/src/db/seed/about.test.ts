import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from '../../modules/content-admin/rich-text.js';
import { aboutTexts } from './about.js';

describe('the demo About texts', () => {
  it('are stored as they are because the console sanitizer would keep every one of them', async () => {
    for (const [key, t] of Object.entries(aboutTexts)) {
      expect(await sanitizeRichText(t.zh), key).toBe(t.zh);
      expect(await sanitizeRichText(t.en), key).toBe(t.en);
    }
  });
});
