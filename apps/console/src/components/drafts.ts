/**
 * Unsaved form drafts in this browser (localStorage), one per form key (e.g. an item and the staff
 * account editing it). A draft is the call's body as the form would send it, the item version it was
 * typed against and when. Storage that is full or off (private mode) keeps nothing and says nothing:
 * the leave-page guard still asks.
 */
export interface Draft {
  body: Record<string, unknown>;
  base?: string;
  at: string;
}

const prefix = 'nanhua.console.draft.';

export function readDraft(key: string): Draft | null {
  try {
    const raw = localStorage.getItem(prefix + key);
    if (!raw) return null;
    const d = JSON.parse(raw) as Partial<Draft>;
    return d && typeof d.body === 'object' && d.body !== null && typeof d.at === 'string' ? (d as Draft) : null;
  } catch {
    return null;
  }
}

export function writeDraft(key: string, draft: Draft): void {
  try {
    localStorage.setItem(prefix + key, JSON.stringify(draft));
  } catch {
    // full or disabled storage: no draft
  }
}

export function clearDraft(key: string): void {
  try {
    localStorage.removeItem(prefix + key);
  } catch {
    // disabled storage
  }
}
