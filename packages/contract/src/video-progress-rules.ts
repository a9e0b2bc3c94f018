/**
 * A member's place in one video (issue 34 item 7): whole seconds watched up to and the length the player
 * measured, both as the player saw them; a visitor's place stays on the device.
 */
export const videoProgressLimits = {
  /** Longer than any recording the company keeps (24 h): a larger number is nonsense, refused. */
  maxSeconds: 86_400,
  /** At or past this share of its length a video counts as watched: no "Continue watching", no resume. */
  finishedShare: 0.95,
  /** A place before this many seconds is not worth resuming from. */
  minResumeSeconds: 3,
  /** How many videos "Continue watching" offers. */
  continueLength: 10,
  /** The player saves at most once per this many seconds of playback (and on pause, end and close). */
  saveEverySeconds: 12,
} as const;

/** Whether a place is worth offering to resume from (the web's choice and the API's list use the same rule). */
export const isResumable = (position: number, duration: number): boolean =>
  duration > 0 &&
  position >= videoProgressLimits.minResumeSeconds &&
  position < duration * videoProgressLimits.finishedShare;
