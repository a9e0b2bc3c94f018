import { z } from 'zod';
import { isoTime } from '../schemas.js';

/** Media paths are relative to the resource base (the API origin); `link` is an in-app route or an https URL. */
export const carouselItem = z.object({
  id: z.number().int(),
  title: z.string(),
  image: z.string(),
  link: z.string().nullable(),
  sort: z.number().int(),
});
export type CarouselItem = z.infer<typeof carouselItem>;

export const notice = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  publishedAt: isoTime,
});
export type Notice = z.infer<typeof notice>;

/** An About page as the app shows it (the caller's language, Chinese when the English is empty); content is sanitized HTML or plain text. */
export const aboutPage = z.object({
  key: z.string(),
  title: z.string(),
  content: z.string(),
});

export const sponsor = z.object({
  id: z.number().int(),
  name: z.string(),
  logo: z.string(),
  url: z.string().nullable(),
  sort: z.number().int(),
});
export type Sponsor = z.infer<typeof sponsor>;
export type AboutPage = z.infer<typeof aboutPage>;

export const versionInfo = z.object({
  versionCode: z.number().int(),
  versionName: z.string(),
  description: z.string(),
  mandatory: z.boolean(),
  downloadUrl: z.string().nullable(),
  publishedAt: isoTime,
});
export type VersionInfo = z.infer<typeof versionInfo>;
