// The location details form and its map, apart from the main entry: OpenLayers loads only with the page that
// imports this subpath (`@velo/design-system/location-details`).
export * from './components/LocationMap/index.ts';
export * from './components/LocationDetailsForm/index.ts';
