import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from '@nanhua/contract/contrast';

// Read as files: the tests' Vite leaves CSS out (an import would answer an empty string).
const admGlobal = readFileSync(createRequire(__filename).resolve('antd-mobile/es/global/global.css'), 'utf8');
const appGlobal = readFileSync(resolve(__dirname, 'global.css'), 'utf8');

/**
 * The colour tokens as the browser resolves them: antd-mobile's :root variables first, the app's :root
 * (styles/global.css, loaded after them: app/boot.tsx) over them, var() references followed.
 */
function rootTokens(...sheets: string[]): (name: string) => string {
  const vars = new Map<string, string>();
  for (const css of sheets)
    for (const block of css.matchAll(/(?:^|\})\s*:root\s*\{([^}]*)\}/g))
      for (const [, name, value] of block[1]!.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g))
        vars.set(name!, value!.trim());
  const resolve = (name: string, depth = 0): string => {
    const value = vars.get(name);
    if (value === undefined) throw new Error(`${name} is not defined on :root`);
    const ref = /^var\((--[\w-]+)(?:,[^)]*)?\)$/.exec(value);
    return ref && depth < 10 ? resolve(ref[1]!, depth + 1) : value;
  };
  return resolve;
}

const token = rootTokens(admGlobal, appGlobal);

/** Where text and controls sit: the page, cards and sheets, antd-mobile's boxes (search field, steppers). */
const surfaces = ['--nh-bg', '--nh-surface', '--adm-color-background', '--adm-color-box'];

/** Colours text is written in (WCAG 1.4.3: 4.5:1). */
const textTokens = [
  '--nh-text',
  '--nh-text-secondary',
  '--nh-text-placeholder',
  '--nh-red',
  '--nh-red-dark',
  '--nh-blue',
  '--nh-gold-text',
  '--nh-green-text',
  '--nh-amber-text',
  '--adm-color-text',
  '--adm-color-text-secondary',
  '--adm-color-weak',
  '--adm-color-light',
  '--adm-color-primary',
  '--adm-color-danger',
  '--adm-color-success',
  '--adm-color-warning',
  '--adm-color-orange',
];

/** Fills white text is written on: solid buttons (primary, danger: "进入课堂", "发送"), tags, the skip link. */
const filledTokens = [
  '--adm-color-primary',
  '--adm-color-danger',
  '--adm-color-success',
  '--adm-color-warning',
  '--nh-red',
  '--nh-red-dark',
  '--nh-blue',
  '--nh-text',
];

/** Parts of controls and meaningful icons (WCAG 1.4.11: 3:1): checkbox and radio rims, list arrows, dots, stars, the focus ring. */
const uiTokens = ['--adm-color-light', '--adm-color-yellow', '--nh-focus-ring'];

const pairs = (fgs: string[], bgs: string[]) => fgs.flatMap((fg) => bgs.map((bg) => [fg, bg] as const));

describe('colour tokens (WCAG 2.2 AA)', () => {
  it.each(pairs(textTokens, surfaces))('text %s on %s reaches 4.5:1', (fg, bg) => {
    expect(contrastRatio(token(fg), token(bg))).toBeGreaterThanOrEqual(4.5);
  });

  it.each(filledTokens)('white text on %s reaches 4.5:1', (fill) => {
    expect(contrastRatio(token('--adm-color-text-light-solid'), token(fill))).toBeGreaterThanOrEqual(4.5);
  });

  it.each(pairs(uiTokens, surfaces))('UI part %s on %s reaches 3:1', (fg, bg) => {
    expect(contrastRatio(token(fg), token(bg))).toBeGreaterThanOrEqual(3);
  });

  // The ring's white inner line is what shows it on the brand's dark fills (a red card, a blue banner).
  it.each(['--nh-red', '--nh-red-dark', '--nh-blue'])('the focus ring shows on %s', (fill) => {
    expect(
      Math.max(
        contrastRatio(token('--nh-focus-ring'), token(fill)),
        contrastRatio(token('--nh-focus-ring-inner'), token(fill)),
      ),
    ).toBeGreaterThanOrEqual(3);
  });

  it('reads the contrast the way WCAG defines it', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#6b7180', '#f6f5f2')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#ffffff', '#ff3141')).toBeCloseTo(3.64, 2);
    expect(contrastRatio('rgba(0,0,0,0.45)', '#ffffff')).toBeCloseTo(3.35, 2);
  });
});
