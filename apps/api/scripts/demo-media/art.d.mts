/** What the seed tests read of art.mjs (the drawing itself is plain JavaScript run by generate.mjs). */
import type { DemoClip } from './video-clips.mjs';

/** [file name in the web's features/about/assets, motif, palette]: one subject per About page. */
export const aboutPictures: [name: string, motif: string, variant: number][];
export function aboutPictureSvg(picture: [string, string, number]): string;
export function videoPoster(clip: DemoClip): string;
export function drawArt(assets: string): Promise<void>;
export function drawAbout(dir: string): Promise<void>;
