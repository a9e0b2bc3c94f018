import { z } from 'zod';

/** The published production a performance stages or a video shows: the way to its cast and synopsis page (issue 34 item 8). */
export const productionLink = z.object({ id: z.number().int(), title: z.string() });
export type ProductionLink = z.infer<typeof productionLink>;
