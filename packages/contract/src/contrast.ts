/** WCAG 2.x contrast, one rule for both front ends' token tests (apps/web/src/styles/tokens.test.ts, apps/console/src/app/theme.test.ts): (https://www.w3.org/TR/WCAG22/#dfn-contrast-ratio) of colours written #rgb, #rrggbb or rgb()/rgba(). */

type Rgba = [number, number, number, number];

export function parseColour(c: string): Rgba {
  const s = c.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(s)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((x) => x + x).join('') : hex;
    const [r, g, b] = [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
    return [r, g, b, full.length === 8 ? parseInt(full.slice(6), 16) / 255 : 1];
  }
  const fn = /^rgba?\(([^)]+)\)$/.exec(s)?.[1];
  if (fn) {
    const [r = 0, g = 0, b = 0, a = 1] = fn
      .split(/[\s,/]+/)
      .filter(Boolean)
      .map(Number);
    return [r, g, b, a];
  }
  throw new Error(`not a colour: ${c}`);
}

/** A colour with transparency as it shows over an opaque background. */
function over(fg: Rgba, bg: Rgba): [number, number, number] {
  const a = fg[3];
  return [0, 1, 2].map((i) => fg[i]! * a + bg[i]! * (1 - a)) as [number, number, number];
}

function luminance([r, g, b]: [number, number, number]): number {
  const lin = (v: number) => {
    const c = v / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** The contrast of `fg` drawn on `bg`, 1 to 21; a translucent `bg` lies on white, a translucent `fg` on `bg`. */
export function contrastRatio(fg: string, bg: string): number {
  const back: Rgba = [...over(parseColour(bg), [255, 255, 255, 1]), 1];
  const [l1, l2] = [luminance(over(parseColour(fg), back)), luminance(over(back, back))].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (l1 + 0.05) / (l2 + 0.05);
}
