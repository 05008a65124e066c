import { createTheme } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';
import { themeTokens } from './shared.ts';

// Text colours keep ≥ 4.5:1 on every background they are meant for (canvas, surface, sunken, hover,
// selected and their own subtle tint); border.strong and accent keep ≥ 3:1 as UI boundaries.
export const lightTheme = createTheme(
  vars,
  themeTokens({
    color: {
      bg: {
        canvas: '#f3f5f8',
        surface: '#ffffff',
        surfaceRaised: '#ffffff',
        sunken: '#eceff3',
        hover: '#edf1f5',
        selected: '#e1f1ec',
        overlay: 'rgba(16, 24, 34, 0.45)',
      },
      text: {
        primary: '#17202b',
        secondary: '#485465',
        muted: '#5b6676',
        inverse: '#ffffff',
        onAccent: '#ffffff',
        link: '#0b6b58',
      },
      border: { subtle: '#e3e7ec', default: '#cdd3db', strong: '#7d8897', focus: '#0d7c66' },
      accent: { solid: '#0d7c66', solidHover: '#0b6a57', solidPressed: '#095847', subtle: '#dff1ec', text: '#0a6b57' },
      danger: { solid: '#c0312f', solidHover: '#a32826', subtle: '#fcebea', text: '#ae2b29' },
      success: { solid: '#1d8048', subtle: '#e4f3ea', text: '#176b3b' },
      warning: { solid: '#9e6000', subtle: '#fcf1dd', text: '#8a5300' },
      info: { solid: '#2860b4', subtle: '#e7effa', text: '#1f5199' },
      neutral: { solid: '#677384', subtle: '#edf0f3', text: '#465262' },
      // Against surface (#ffffff) / canvas / sunken: success 4.96 / 4.54 / 4.30, warning 5.09 / 4.66 / 4.41,
      // error 5.64 / 5.17 / 4.89, neutral 4.81 / 4.41 / 4.17, series 5.13 4.81 3.95 4.61 4.63 4.02 on surface,
      // the lowest (series3) 3.43 on sunken.
      chart: {
        success: '#1d8048',
        warning: '#9e6000',
        error: '#c0312f',
        neutral: '#677384',
        series1: '#0d7c66',
        series2: '#2f6fd6',
        series3: '#c06a12',
        series4: '#8e5bd0',
        series5: '#c8466a',
        series6: '#5b8c2a',
      },
    },
    shadow: {
      sm: '0 1px 2px rgba(16, 24, 34, 0.06)',
      md: '0 2px 4px rgba(16, 24, 34, 0.04), 0 6px 16px rgba(16, 24, 34, 0.08)',
      lg: '0 8px 16px rgba(16, 24, 34, 0.08), 0 24px 48px rgba(16, 24, 34, 0.16)',
    },
  }),
  'light',
);
