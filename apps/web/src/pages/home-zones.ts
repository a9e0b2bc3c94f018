/**
 * How many items each home zone below the first screen shows. The zones (home-below.tsx) and the home's
 * ask-ahead at idle (index.tsx) read the same sizes, so the data waiting in the cache is the data the
 * zones ask for.
 */
export const homeBelowSizes = { knowledge: 4, comments: 4, products: 4 } as const;
