/** Points TMPDIR at /dev/shm when it is tmpfs with room (scripts/ram-tmpdir.mjs). */
export function useRamTmpdir(): void;
