import type { z } from 'zod';

/**
 * Valid stand-ins for a contract field, so one bad field at a time (the fuzz suite) or a plausible call
 * (the OpenAPI answers test) gets past validation where the seeded demo allows.
 */
const candidates: unknown[] = [
  1,
  '1',
  'fuzz@example.com',
  '123456',
  'Password-123',
  'a',
  'card',
  'succeeded',
  '2026-11-21',
  2026,
  true,
];

/** A value the field accepts: an enum's first entry, else the first stand-in it takes (undefined when none). */
export function sample(schema: z.ZodType): unknown {
  const def = (schema as unknown as { _zod: { def: { type: string; entries?: Record<string, string> } } })._zod.def;
  if (def.type === 'enum' && def.entries) return Object.values(def.entries)[0];
  return candidates.find((c) => schema.safeParse(c).success);
}

/** The named fields of an object schema, through the wrappers the contract uses (pipe, default, optional). */
export function shapeOf(schema: z.ZodType | undefined): Record<string, z.ZodType> {
  let s = schema as unknown as { _zod: { def: Record<string, unknown> } } | undefined;
  for (let i = 0; s && i < 10; i++) {
    const def = s._zod.def;
    if (def.type === 'object') return def.shape as Record<string, z.ZodType>;
    s = (def.in ?? def.innerType) as typeof s;
  }
  return {};
}
