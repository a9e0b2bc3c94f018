import type { z } from 'zod';
import { refuse, type AppError } from './errors.js';
import { isMessageKey } from './messages.js';

/** What a schema gives once parsed (nothing without a schema). */
export type In<S> = NonNullable<S> extends z.ZodType ? z.output<NonNullable<S>> : undefined;

/** Turn the first zod issue into a localized refusal: contract messages are catalogue keys. */
function validationError(error: z.ZodError, raw: unknown): AppError {
  const issue = error.issues[0];
  if (!issue) return refuse('msg.invalidField', { field: '?' });
  const field = issue.path.join('.') || '?';
  if (issue.code === 'unrecognized_keys') return refuse('msg.unknownField', { field: issue.keys.join(', ') });
  const given = issue.path.reduce<unknown>(
    (v, k) => (v && typeof v === 'object' ? (v as Record<PropertyKey, unknown>)[k] : undefined),
    raw,
  );
  // A field's own "required" message (e.g. 'Please select delivery address') beats the generic one.
  if (given === undefined && issue.path.length > 0)
    return refuse(
      isMessageKey(issue.message) && issue.message.endsWith('Required') ? issue.message : 'msg.requiredField',
      { field },
    );
  if (isMessageKey(issue.message)) return refuse(issue.message, { field });
  return refuse('msg.invalidField', { field });
}

/**
 * The path of the first key or string holding U+0000: PostgreSQL text cannot store it, so it is
 * refused here for every field at once instead of failing in the database.
 */
export function nulField(value: unknown): string | undefined {
  // Each entry names only its parent and key: the path is spelled out once, for the value refused,
  // so the walk costs the size of the input, never its depth times its size.
  type Step = { v: unknown; key: string; parent: Step | null };
  const pathOf = (s: Step | null, last?: string) => {
    const keys = last === undefined ? [] : [last];
    for (let x = s; x && x.parent; x = x.parent) keys.push(x.key);
    return keys.reverse().join('.') || '?';
  };
  const stack: Step[] = [{ v: value, key: '', parent: null }];
  for (let item = stack.pop(); item; item = stack.pop()) {
    const v = item.v;
    if (typeof v === 'string') {
      if (v.includes('\u0000')) return pathOf(item);
    } else if (v && typeof v === 'object') {
      for (const k of Object.keys(v)) {
        if (k.includes('\u0000')) return pathOf(item, k);
        stack.push({ v: (v as Record<string, unknown>)[k], key: k, parent: item });
      }
    }
  }
  return undefined;
}

/** Validate an input the way every call is validated (NUL refused, the first issue as a localized refusal); multipart fields too. */
export function parse<S extends z.ZodType | undefined>(schema: S, value: unknown): In<S> {
  if (!schema) return undefined as In<S>;
  const nul = nulField(value);
  if (nul !== undefined) throw refuse('msg.invalidCharacters', { field: nul.replaceAll('\u0000', '') });
  const r = schema.safeParse(value ?? {});
  if (!r.success) throw validationError(r.error, value ?? {});
  return r.data as In<S>;
}
