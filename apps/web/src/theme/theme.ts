import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core';

/**
 * Storyloom's look: warm paper, storybook colours, round shapes and big readable type, so that a
 * nine-year-old feels invited and a teacher sees something calm and trustworthy. Every text colour
 * used on the cream page background or on a filled button passes WCAG AA (4.5:1).
 */

/** Coral-ember, the call-to-action colour. Shade 7 (#c2451f) on white is 5.0:1. */
const ember: MantineColorsTuple = [
  '#fff2ec',
  '#ffe2d5',
  '#fdc3aa',
  '#f9a07c',
  '#f58157',
  '#f06c3f',
  '#dc5630',
  '#c2451f',
  '#a13818',
  '#822d13',
];

/** Night-sky indigo for headings, the header and links on cream. Shade 8 on cream is 9.4:1. */
const ink: MantineColorsTuple = [
  '#eef0fb',
  '#dde1f6',
  '#b8c0ec',
  '#909de0',
  '#6e7fd6',
  '#5668cf',
  '#4558c2',
  '#3a4fb8',
  '#2f3a8f',
  '#252d70',
];

/** Meadow green, for reassurance (safety notes, success). Shade 8 on white is 6.0:1. */
const meadow: MantineColorsTuple = [
  '#eaf8f1',
  '#d5efe3',
  '#a9dfc6',
  '#7acea7',
  '#52bf8c',
  '#39b57b',
  '#2a9e69',
  '#1f8a5a',
  '#1f6f5c',
  '#155546',
];

/** Sunflower, for highlights behind dark text. */
const sun: MantineColorsTuple = [
  '#fff9e6',
  '#fff0c2',
  '#ffe394',
  '#ffd36e',
  '#ffc64a',
  '#ffbb2e',
  '#f0a818',
  '#d18f0c',
  '#a66f06',
  '#7d5303',
];

/** Morning sky. */
const sky: MantineColorsTuple = [
  '#ebf7fd',
  '#d3eefa',
  '#a6dcf4',
  '#75c9ee',
  '#4fb9e8',
  '#37afe5',
  '#23a0d8',
  '#1487bd',
  '#0f6f9c',
  '#0b577b',
];

/** Plum, for the poetry and family accents. */
const plum: MantineColorsTuple = [
  '#f8eefa',
  '#eddaf2',
  '#d9b2e4',
  '#c486d6',
  '#b263ca',
  '#a74dc3',
  '#9440b0',
  '#7d3596',
  '#672b7c',
  '#511f62',
];

export const palette = {
  paper: '#fff8ef',
  paperDeep: '#fdebd6',
  text: '#2a2540',
  textSoft: '#5c5674',
  night: '#252d70',
} as const;

const fontStack =
  '"Nunito Variable", Nunito, "Nunito Fallback", ui-rounded, "Hiragino Maru Gothic ProN", "PingFang SC", "Microsoft YaHei", "Noto Sans SC", "WenQuanYi Micro Hei", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

export const theme = createTheme({
  colors: { ember, ink, meadow, sun, sky, plum },
  primaryColor: 'ember',
  primaryShade: 7,
  autoContrast: true,
  black: palette.text,
  white: '#ffffff',
  fontFamily: fontStack,
  fontSizes: { xs: '0.8125rem', sm: '0.9375rem', md: '1.0625rem', lg: '1.1875rem', xl: '1.375rem' },
  lineHeights: { md: '1.6' },
  headings: {
    fontFamily: fontStack,
    fontWeight: '800',
    sizes: {
      h1: { fontSize: 'clamp(2.1rem, 1.4rem + 3vw, 3.4rem)', lineHeight: '1.12' },
      h2: { fontSize: 'clamp(1.7rem, 1.3rem + 1.6vw, 2.4rem)', lineHeight: '1.2' },
      h3: { fontSize: '1.35rem', lineHeight: '1.3' },
    },
  },
  defaultRadius: 'lg',
  radius: { xs: '6px', sm: '10px', md: '14px', lg: '20px', xl: '32px' },
  focusRing: 'auto',
  cursorType: 'pointer',
  // Dialogs, menus and drawers open without their slide and fade when the device asks for less
  // motion (global.css does the same for CSS animations): Mantine's transitions are driven from
  // script, so the stylesheet alone only shortened them.
  respectReducedMotion: true,
  components: {
    Button: { defaultProps: { radius: 'xl' } },
    Anchor: { defaultProps: { c: 'ink.8', underline: 'hover' } },
    Card: { defaultProps: { radius: 'lg' } },
    Menu: { defaultProps: { radius: 'md', shadow: 'md' } },
  },
  other: { palette },
});

/** Mantine's "dimmed" grey is below AA on cream; Storyloom's soft text colour passes (6.6:1). */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': palette.textSoft,
    '--mantine-color-placeholder': '#6b6585',
    '--mantine-color-body': palette.paper,
    '--mantine-color-text': palette.text,
  },
  dark: {},
});
