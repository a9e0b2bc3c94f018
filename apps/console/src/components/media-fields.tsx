import { createContext, useContext, type ComponentType } from 'react';
import type { MediaAspect } from '@nanhua/contract/media';

/** A picture field's props as a form passes them (antd's Form.Item fills value, onChange and id). */
export interface ImageInputProps {
  value?: string | null;
  onChange?: (v: string) => void;
  id?: string;
  /** The library aspect the app shows this picture at (default carousel, 16:9). */
  aspect?: MediaAspect;
  /** A page's own upload instead of the library's (no crop then). */
  upload?: (file: File) => Promise<string>;
  label?: string;
}

/** A video field's props as a form passes them. */
export interface VideoInputProps {
  value?: string | null;
  onChange?: (v: string) => void;
  id?: string;
  /** The sibling field that takes the captured poster's URL. */
  posterField?: string;
  /** The sibling switch: when on, the video is uploaded as premium (members' signed links only). */
  premiumField?: string;
  /** The sibling number field that takes the uploaded file's length in seconds. */
  durationField?: string;
  label?: string;
}

/** A surtitle track field's props as a form passes them. */
export interface TrackInputProps {
  value?: string | null;
  onChange?: (v: string) => void;
  id?: string;
  /** The track's language (the cue list's `lang`, so a screen reader reads it in that language). */
  lang: 'zh' | 'en';
  /** The sibling switch: when on, the track is stored beside premium videos. */
  premiumField?: string;
  label?: string;
}

/** The inputs a generic form draws for picture, video and track fields. */
export interface MediaFields {
  ImageInput: ComponentType<ImageInputProps>;
  VideoInput: ComponentType<VideoInputProps>;
  TrackInput: ComponentType<TrackInputProps>;
}

/**
 * Generic components never import a feature: the media library's inputs (upload, crop, poster capture)
 * reach ResourceForm through this context, which the app's providers fill (app/providers.tsx).
 */
const MediaFieldsContext = createContext<MediaFields | null>(null);
export const MediaFieldsProvider = MediaFieldsContext.Provider;

/** The media inputs, or null outside a provider (a form without picture or video fields needs none). */
export const useMediaFields = (): MediaFields | null => useContext(MediaFieldsContext);

export function mediaFieldsOrThrow(fields: MediaFields | null): MediaFields {
  if (!fields) throw new Error('A form with picture or video fields needs <MediaFieldsProvider> (app/providers.tsx)');
  return fields;
}
