import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';
import { darkTheme } from './dark.css.ts';
import { base, reset } from './layers.css.ts';
import { lightTheme } from './light.css.ts';

globalStyle('*, *::before, *::after', { '@layer': { [reset]: { boxSizing: 'border-box' } } });
globalStyle('html, body', { '@layer': { [reset]: { margin: 0, padding: 0 } } });
globalStyle('h1, h2, h3, h4, h5, h6, p, figure, blockquote, dl, dd, ul, ol', { '@layer': { [reset]: { margin: 0 } } });
globalStyle('button, input, select, textarea', { '@layer': { [reset]: { font: 'inherit', color: 'inherit' } } });
globalStyle('img, svg', { '@layer': { [reset]: { display: 'block', maxWidth: '100%' } } });

// A theme class on <html> themes the page and everything portalled into <body>; on a container it
// themes that container.
globalStyle(`.${lightTheme}, .${darkTheme}`, {
  '@layer': {
    [base]: {
      background: vars.color.bg.canvas,
      color: vars.color.text.primary,
      fontFamily: vars.font.family.body,
      fontSize: vars.font.size.md,
      lineHeight: vars.font.lineHeight.normal,
      WebkitFontSmoothing: 'antialiased',
    },
  },
});
globalStyle(`.${lightTheme}`, { '@layer': { [base]: { colorScheme: 'light' } } });
globalStyle(`.${darkTheme}`, { '@layer': { [base]: { colorScheme: 'dark' } } });
