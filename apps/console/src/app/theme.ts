import type { ThemeConfig } from 'antd';

/** The company red of the mobile app (its --nh-red): white on it is 5.9:1. */
export const brandRed = '#c8161d';

/** The keyboard focus ring (styles.css): 16:1 on white, 15:1 on the layout's grey. */
export const focusRing = '#1f1f1f';

/**
 * Preset colours whose shade 7 (a tag's text) is darker than antd's. antd keeps each shade under two names,
 * `green7` and the legacy `green-7`, and both write the same CSS variable (--ant-green-7): the tags read the
 * variable, so both names get the darker colour (with only `green7` set, the legacy one's #389e0d won: 3.4:1).
 */
const shade7 = {
  green: '#237804',
  cyan: '#006d75',
  orange: '#ad4e00',
  gold: '#874d00',
  yellow: '#876800',
  volcano: '#ad2102',
  lime: '#3f6600',
} as const;
const darkerShade7 = Object.fromEntries(
  Object.entries(shade7).flatMap(([c, hex]) => [
    [`${c}7`, hex],
    [`${c}-7`, hex],
  ]),
);

/**
 * antd's theme for WCAG 2.2 AA (issue 35). antd's defaults put secondary text at 3.4:1 (rgba(0,0,0,.45)),
 * placeholders and disabled text at 1.8:1, input borders at 1.4:1 and the status colours' text on their
 * own tints at 1.8–3.7:1; these tokens give text 4.5:1 on white, the layout's #f5f5f5 and the tinted
 * backgrounds, and borders of controls 3:1. Only global tokens (seeds and the map tokens they would
 * derive): no component's style is overridden here. theme.test.ts derives antd's tokens and checks the pairs.
 */
export const consoleTheme: ThemeConfig = {
  token: {
    colorPrimary: brandRed,
    colorLink: brandRed,
    borderRadius: 6,
    colorTextTertiary: '#636363',
    colorTextQuaternary: '#6b6b6b',
    colorTextPlaceholder: '#6b6b6b',
    colorTextDisabled: '#6b6b6b',
    colorBorder: '#8c8c8c',
    // Status colours: darker seeds, their light tints kept (a dark seed would derive a murky grey tint).
    colorSuccess: '#237804',
    colorSuccessBg: '#f6ffed',
    colorSuccessBorder: '#b7eb8f',
    colorWarning: '#874d00',
    colorWarningBg: '#fffbe6',
    colorWarningBorder: '#ffe58f',
    colorError: '#cf1322',
    colorErrorBg: '#fff2f0',
    colorErrorBorder: '#ffccc7',
    colorInfo: '#0958d9',
    // Preset tag colours: the text shade (7) one step darker where antd's is below 4.5:1 on its tint (1).
    ...darkerShade7,
  },
};
