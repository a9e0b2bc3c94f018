import { theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from '@nanhua/contract/contrast';
import { consoleTheme, focusRing } from './theme';

/** antd's tokens as the console's ConfigProvider derives them (seeds, then the map and alias tokens), by name. */
const token: Record<string, string> = Object.fromEntries(
  Object.entries(theme.getDesignToken(consoleTheme)).filter(([, v]) => typeof v === 'string'),
);

/** Where text sits: cards and inputs, the layout's grey, table headers, the selected menu item's tint. */
const surfaces = ['colorBgContainer', 'colorBgLayout', 'colorFillAlter', 'controlItemBgActive'] as const;

/** Text colours (WCAG 1.4.3: 4.5:1), Typography's secondary text (colorTextDescription) among them. */
const textTokens = [
  'colorText',
  'colorTextSecondary',
  'colorTextTertiary',
  'colorTextDescription',
  'colorTextQuaternary',
  'colorTextPlaceholder',
  'colorLink',
  'colorPrimary',
  'colorErrorText',
  'colorSuccessText',
  'colorWarningText',
];

/** antd's preset tag colours: text in shade 7 on shade 1. */
const presets = [
  'blue',
  'purple',
  'cyan',
  'green',
  'magenta',
  'pink',
  'red',
  'orange',
  'yellow',
  'volcano',
  'geekblue',
  'lime',
  'gold',
];

const pairs = <A, B>(as: readonly A[], bs: readonly B[]) => as.flatMap((a) => bs.map((b) => [a, b] as const));
const ratio = (fg: string, bg: string) => contrastRatio(token[fg] ?? fg, token[bg] ?? bg);

describe("the console's antd theme (WCAG 2.2 AA)", () => {
  it.each(pairs(textTokens, surfaces))('text %s on %s reaches 4.5:1', (fg, bg) => {
    expect(ratio(fg, bg)).toBeGreaterThanOrEqual(4.5);
  });

  it('disabled text still reads 4.5:1 on a disabled field', () => {
    expect(ratio('colorTextDisabled', 'colorBgContainer')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(token.colorTextDisabled!, '#f5f5f5')).toBeGreaterThanOrEqual(4.5);
  });

  // Status tags and alerts write the status colour on its own tint.
  it.each(['Success', 'Warning', 'Error', 'Info'])('status %s: its colour on its tint reaches 4.5:1', (s) => {
    expect(ratio(`color${s}`, `color${s}Bg`)).toBeGreaterThanOrEqual(4.5);
  });

  // Both names of a shade write one CSS variable (--ant-green-7), which the tags read: both must pass.
  it.each(presets)('preset tag %s: text on its tint reaches 4.5:1 under both names of the shade', (c) => {
    expect(ratio(`${c}7`, `${c}1`)).toBeGreaterThanOrEqual(4.5);
    expect(ratio(`${c}-7`, `${c}-1`)).toBeGreaterThanOrEqual(4.5);
    expect(token[`${c}-7`]).toBe(token[`${c}7`]);
  });

  it.each(['colorPrimary', 'colorError'])('white on a solid %s button reaches 4.5:1', (fill) => {
    expect(ratio('colorTextLightSolid', fill)).toBeGreaterThanOrEqual(4.5);
  });

  // WCAG 1.4.11: a field's border, icons and the focus ring against what is around them.
  it.each(pairs(['colorBorder', 'colorIcon', focusRing], ['colorBgContainer', 'colorBgLayout']))(
    'UI part %s on %s reaches 3:1',
    (fg, bg) => {
      expect(ratio(fg, bg)).toBeGreaterThanOrEqual(3);
    },
  );
});
