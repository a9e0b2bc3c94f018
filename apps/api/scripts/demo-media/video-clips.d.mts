/** What the seed tests read of video-clips.mjs. */
export interface DemoClip {
  name: string;
  seconds: number;
  /** The SVG body of the frame at `t` seconds. */
  frame(t: number): string;
  /** [start, end, zh, en] */
  cues: [number, number, string, string][];
}
export const videoClipSeconds: number;
export function heading(zh: string, en: string): string;
export function videoClips(videos: { title: { zh: string; en: string } }[]): DemoClip[];
export const W: number;
export const H: number;
