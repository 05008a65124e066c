import { createTheme } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';
import { themeTokens } from './shared.ts';

// Solid fills are light enough for dark text (text.onAccent) so buttons stay readable without glare;
// the same contrast rules as the light theme hold.
export const darkTheme = createTheme(
  vars,
  themeTokens({
    color: {
      bg: {
        canvas: '#0e1318',
        surface: '#151c23',
        surfaceRaised: '#1b242d',
        sunken: '#0a0e12',
        hover: '#212b35',
        selected: '#173832',
        overlay: 'rgba(0, 0, 0, 0.6)',
      },
      text: {
        primary: '#e5eaef',
        secondary: '#b0bbc6',
        muted: '#95a1ae',
        inverse: '#0e1318',
        onAccent: '#05201a',
        link: '#5cd0b3',
      },
      border: { subtle: '#222b34', default: '#313d49', strong: '#6f7c8b', focus: '#5cd0b3' },
      accent: { solid: '#3dbf9f', solidHover: '#55cdb0', solidPressed: '#2fa88a', subtle: '#113630', text: '#5cd0b3' },
      danger: { solid: '#f07a76', solidHover: '#f49490', subtle: '#3a1a1b', text: '#ff9e9a' },
      success: { solid: '#48c07e', subtle: '#13301f', text: '#74d6a0' },
      warning: { solid: '#e2a441', subtle: '#372a12', text: '#f0bf6a' },
      info: { solid: '#639ff0', subtle: '#15283f', text: '#92bcf6' },
      neutral: { solid: '#8a96a4', subtle: '#222c36', text: '#b0bbc6' },
      // Against surface (#151c23) / surfaceRaised / canvas: success 7.46 / 6.82 / 8.10, warning 7.87 / 7.20 / 8.55,
      // error 6.34 / 5.80 / 6.89, neutral 5.71 / 5.22 / 6.20; the series 6.26 to 8.58 on surface, 5.72 at least; sunken is darker than canvas.
      chart: {
        success: '#48c07e',
        warning: '#e2a441',
        error: '#f07a76',
        neutral: '#8a96a4',
        series1: '#3dbf9f',
        series2: '#639ff0',
        series3: '#f0a04b',
        series4: '#b08ae8',
        series5: '#ec7a9a',
        series6: '#8fc75a',
      },
    },
    shadow: {
      sm: '0 1px 2px rgba(0, 0, 0, 0.4)',
      md: '0 2px 4px rgba(0, 0, 0, 0.3), 0 6px 16px rgba(0, 0, 0, 0.35)',
      lg: '0 8px 16px rgba(0, 0, 0, 0.35), 0 24px 48px rgba(0, 0, 0, 0.5)',
    },
  }),
  'dark',
);
