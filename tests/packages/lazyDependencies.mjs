// The heavy libraries the design system keeps off its main entry, each with a string that survives minification
// (and where it lives, so a stale marker fails loudly instead of passing forever).
export const lazyDependencies = [
  { name: 'lexical', marker: 'data-lexical-editor', file: 'lexical/dist/Lexical.prod.js' },
  { name: 'ol', marker: 'ol-viewport', file: 'ol/Map.js' },
  { name: '@visx/shape', marker: 'visx-pie-arc', file: '@visx/shape/esm/shapes/Pie.js' },
];
