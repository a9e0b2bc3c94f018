/**
 * Synthesized soundtrack of a demo clip: a Teochew-style percussion pattern (big drum, gong, small
 * cymbals) and a sung line in the pentatonic scale, mixed to 16-bit mono WAV.
 */
const rate = 22050;

// Pentatonic degrees (gong shang jiao zhi yu) over D4.
const scale = [293.66, 329.63, 369.99, 440.0, 493.88, 587.33, 659.25, 739.99];

function rng(seed) {
  let s = seed >>> 0;
  return () => ((s = (s * 1664525 + 1013904223) >>> 0) / 4294967296) * 2 - 1;
}

/** `score`: { seconds, beat, drums: [[t, kind]], phrases: [[t, [degree, beats]...]] }. */
export function renderWav({ seconds, beat, drums, phrases, seed = 1 }) {
  const n = Math.round(seconds * rate);
  const out = new Float32Array(n);
  const noise = rng(seed);
  const add = (start, len, fn) => {
    const s0 = Math.round(start * rate);
    for (let i = 0; i < len * rate && s0 + i < n; i++) out[s0 + i] += fn(i / rate);
  };
  for (const [t, kind] of drums) {
    if (kind === 'drum')
      add(
        t,
        0.5,
        (x) =>
          0.7 * Math.exp(-x * 9) * Math.sin(2 * Math.PI * (70 + 60 * Math.exp(-x * 30)) * x) +
          0.15 * Math.exp(-x * 40) * noise(),
      );
    if (kind === 'wood') add(t, 0.08, (x) => 0.35 * Math.exp(-x * 60) * Math.sin(2 * Math.PI * 1400 * x));
    if (kind === 'cymbal') add(t, 0.6, (x) => 0.18 * Math.exp(-x * 7) * noise());
    if (kind === 'gong')
      add(t, 3, (x) => {
        const env = Math.exp(-x * 1.2) * Math.min(1, x * 40);
        const bend = 1 + 0.04 * Math.exp(-x * 2);
        return (
          env *
          (0.3 * Math.sin(2 * Math.PI * 110 * bend * x) +
            0.18 * Math.sin(2 * Math.PI * 247 * bend * x) +
            0.1 * Math.sin(2 * Math.PI * 389 * x))
        );
      });
  }
  for (const [t0, notes] of phrases) {
    let t = t0;
    for (const [degree, beats] of notes) {
      const f = scale[degree];
      const len = beats * beat;
      add(t, len, (x) => {
        const env = Math.min(1, x * 12) * Math.min(1, (len - x) * 8);
        const vib = 1 + 0.012 * Math.sin(2 * Math.PI * 5.5 * x) * Math.min(1, x * 2);
        const ph = 2 * Math.PI * f * vib * x;
        return 0.16 * env * (Math.sin(ph) + 0.45 * Math.sin(2 * ph) + 0.25 * Math.sin(3 * ph) + 0.1 * Math.sin(5 * ph));
      });
      t += len;
    }
  }
  let peak = 0;
  for (const v of out) peak = Math.max(peak, Math.abs(v));
  const gain = peak > 0 ? 0.9 / peak : 1;
  const buf = Buffer.alloc(44 + n * 2);
  buf.write('RIFF', 0);
  buf.writeUInt32LE(36 + n * 2, 4);
  buf.write('WAVEfmt ', 8);
  buf.writeUInt32LE(16, 16);
  buf.writeUInt16LE(1, 20);
  buf.writeUInt16LE(1, 22);
  buf.writeUInt32LE(rate, 24);
  buf.writeUInt32LE(rate * 2, 28);
  buf.writeUInt16LE(2, 32);
  buf.writeUInt16LE(16, 34);
  buf.write('data', 36);
  buf.writeUInt32LE(n * 2, 40);
  for (let i = 0; i < n; i++)
    buf.writeInt16LE(Math.round(Math.max(-1, Math.min(1, out[i] * gain)) * 32767), 44 + i * 2);
  return buf;
}

/** A common percussion bed: drum on each beat, woodblock off-beat, cymbal every bar, gong at each `gongs` time. */
export function percussion(seconds, beat, gongs) {
  const drums = [];
  for (let t = 0, i = 0; t < seconds - 0.5; t += beat, i++) {
    drums.push([t, i % 4 === 0 ? 'drum' : i % 2 === 0 ? 'drum' : 'wood']);
    if (i % 8 === 0) drums.push([t, 'cymbal']);
  }
  for (const g of gongs) drums.push([g, 'gong']);
  return drums;
}
