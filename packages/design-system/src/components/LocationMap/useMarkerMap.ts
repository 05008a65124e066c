import { useEffect, useRef, type RefObject } from 'react';
import OlMap from 'ol/Map.js';
import View from 'ol/View.js';
import Feature from 'ol/Feature.js';
import Point from 'ol/geom/Point.js';
import TileLayer from 'ol/layer/Tile.js';
import VectorLayer from 'ol/layer/Vector.js';
import XYZ from 'ol/source/XYZ.js';
import VectorSource from 'ol/source/Vector.js';
import Translate from 'ol/interaction/Translate.js';
import { defaults as defaultInteractions } from 'ol/interaction/defaults.js';
import { defaults as defaultControls } from 'ol/control/defaults.js';
import { containsCoordinate } from 'ol/extent.js';
import { fromLonLat, toLonLat } from 'ol/proj.js';
import { Circle, Fill, Stroke, Style } from 'ol/style.js';
import { defaultMapView } from '@velo/domain';

export interface Coordinates {
  latitude: number;
  longitude: number;
}

export const openStreetMapTiles = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

/** Six decimals are about 10 cm: finer is noise from the pointer. */
export const roundDegrees = (degrees: number) => Math.round(degrees * 1e6) / 1e6;

const coordinatesOf = (mapCoordinate: number[]): Coordinates => {
  const [longitude = 0, latitude = 0] = toLonLat(mapCoordinate);
  return { latitude: roundDegrees(latitude), longitude: roundDegrees(longitude) };
};
const mapCoordinateOf = ({ latitude, longitude }: Coordinates) => fromLonLat([longitude, latitude]);

interface MarkerMapOptions {
  value: Coordinates | null;
  tileUrl: string;
  isReadOnly: boolean;
  /** A click on the map or the end of a drag of the marker. */
  onPlace(coordinates: Coordinates): void;
  onTilesFailed(): void;
}

/**
 * An OpenLayers map in `target`: the tiles under a vector layer holding the marker, which a click places and a
 * drag moves. The marker is painted with the target's CSS `color` (fill) and `background-color` (ring), so it
 * follows the theme's tokens. Answers the coordinates at the centre of the view.
 */
export function useMarkerMap(target: RefObject<HTMLDivElement | null>, options: MarkerMapOptions) {
  const { value, tileUrl, isReadOnly } = options;
  const latest = useRef(options);
  latest.current = options;
  const map = useRef<OlMap | null>(null);
  const marker = useRef(new Feature<Point>());
  const translate = useRef<Translate | null>(null);

  useEffect(() => {
    const element = target.current;
    if (!element) return;
    const tiles = new XYZ({
      url: tileUrl,
      attributions: tileUrl === openStreetMapTiles ? '© OpenStreetMap contributors' : undefined,
      // OpenStreetMap's tile servers refuse requests without a Referer, which the console's own policy leaves out.
      referrerPolicy: 'strict-origin-when-cross-origin',
    });
    tiles.on('tileloaderror', () => latest.current.onTilesFailed());
    const markerStyle = () => {
      const colours = getComputedStyle(element);
      return new Style({
        image: new Circle({
          radius: 9,
          fill: new Fill({ color: colours.color }),
          stroke: new Stroke({ color: colours.backgroundColor, width: 3 }),
        }),
      });
    };
    const markerLayer = new VectorLayer({ source: new VectorSource({ features: [marker.current] }), style: markerStyle });
    const start = latest.current.value;
    const view = new View({
      center: start ? mapCoordinateOf(start) : fromLonLat([defaultMapView.longitude, defaultMapView.latitude]),
      zoom: defaultMapView.zoom,
    });
    const dragMarker = new Translate({ layers: [markerLayer] });
    dragMarker.on('translateend', () => {
      const point = marker.current.getGeometry();
      if (point) latest.current.onPlace(coordinatesOf(point.getCoordinates()));
    });
    const created = new OlMap({
      target: element,
      layers: [new TileLayer({ source: tiles }), markerLayer],
      view,
      // The arrow keys move the marker (handled by the component), so OpenLayers' keyboard panning is off.
      interactions: defaultInteractions({ keyboard: false }).extend([dragMarker]),
      controls: defaultControls({ rotate: false, attributionOptions: { collapsible: false } }),
    });
    created.on('singleclick', (event) => {
      if (!latest.current.isReadOnly) latest.current.onPlace(coordinatesOf(event.coordinate));
    });
    map.current = created;
    translate.current = dragMarker;
    return () => {
      created.setTarget(undefined);
      map.current = null;
      translate.current = null;
    };
  }, [target, tileUrl]);

  useEffect(() => translate.current?.setActive(!isReadOnly), [isReadOnly, tileUrl]);

  // The marker follows the value; a value out of sight brings the view to it.
  useEffect(() => {
    if (!value) {
      marker.current.setGeometry(undefined);
      return;
    }
    const point = mapCoordinateOf(value);
    marker.current.setGeometry(new Point(point));
    const view = map.current?.getView();
    if (view && !containsCoordinate(view.calculateExtent(map.current?.getSize()), point)) view.setCenter(point);
  }, [value, tileUrl]);

  return {
    centre: (): Coordinates => {
      const centre = map.current?.getView().getCenter();
      return centre ? coordinatesOf(centre) : { latitude: defaultMapView.latitude, longitude: defaultMapView.longitude };
    },
  };
}
