import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { NumberField } from '../NumberField/index.ts';
import { help, layout, map, mapColumn, notice, coordinateFields } from './LocationMap.css.ts';
import { openStreetMapTiles, roundDegrees, useMarkerMap, type Coordinates } from './useMarkerMap.ts';

export { openStreetMapTiles, type Coordinates } from './useMarkerMap.ts';

export interface LocationMapProps {
  /** The marker's position; null for a location without coordinates (the map opens on the default view). */
  value: Coordinates | null;
  onChange(value: Coordinates): void;
  /** An XYZ tile template (`…/{z}/{x}/{y}.png`); OpenStreetMap's by default. */
  tileUrl?: string;
  /** Shows the marker and the coordinates without changing them. */
  isReadOnly?: boolean;
}

/** How far one arrow key moves the marker, in degrees: about 11 m north–south, 6 m east–west in Norway. */
export const markerStepDegrees = 0.0001;

export const tilesFailedNotice = 'Map tiles could not be loaded. The marker and coordinates still work.';

const coordinateFormat = { maximumFractionDigits: 6 };

const arrowSteps: Record<string, Coordinates> = {
  ArrowUp: { latitude: markerStepDegrees, longitude: 0 },
  ArrowDown: { latitude: -markerStepDegrees, longitude: 0 },
  ArrowRight: { latitude: 0, longitude: markerStepDegrees },
  ArrowLeft: { latitude: 0, longitude: -markerStepDegrees },
};

/**
 * A map to choose a location's coordinates (OpenLayers). A click places the marker and a drag moves it; with the
 * map focused the arrow keys move it by 0.0001°; Latitude and Longitude beside the map show and take the
 * coordinates too. Tiles that fail to load (offline) leave a notice, the marker and the fields working.
 */
export function LocationMap({ value, onChange, tileUrl = openStreetMapTiles, isReadOnly = false }: LocationMapProps) {
  const target = useRef<HTMLDivElement>(null);
  const helpId = useId();
  const [failedTileUrl, setFailedTileUrl] = useState<string | null>(null);
  const { centre } = useMarkerMap(target, {
    value,
    tileUrl,
    isReadOnly,
    onPlace: onChange,
    onTilesFailed: () => setFailedTileUrl(tileUrl),
  });

  function moveMarker(event: KeyboardEvent<HTMLDivElement>) {
    const step = arrowSteps[event.key];
    if (!step || isReadOnly || event.target !== event.currentTarget) return;
    event.preventDefault();
    const from = value ?? centre();
    onChange({
      latitude: roundDegrees(Math.min(90, Math.max(-90, from.latitude + step.latitude))),
      longitude: roundDegrees(Math.min(180, Math.max(-180, from.longitude + step.longitude))),
    });
  }

  // A coordinate typed while the other is empty takes the other from the map's centre.
  const setCoordinate = (key: keyof Coordinates) => (degrees: number) => {
    if (Number.isNaN(degrees)) return;
    onChange({ ...(value ?? centre()), [key]: degrees });
  };

  return (
    <div className={layout}>
      <div className={mapColumn}>
        <div
          ref={target}
          className={map}
          role={isReadOnly ? 'group' : 'application'}
          aria-label="Location map"
          aria-describedby={isReadOnly ? undefined : helpId}
          tabIndex={isReadOnly ? undefined : 0}
          onKeyDown={moveMarker}
        />
        {!isReadOnly && (
          <p id={helpId} className={help}>
            Click the map to place the marker, or drag it. With the map focused, the arrow keys move it by 0.0001°.
          </p>
        )}
        <p role="status" className={notice}>
          {failedTileUrl === tileUrl ? tilesFailedNotice : ''}
        </p>
      </div>
      <div className={coordinateFields}>
        <NumberField
          label="Latitude"
          value={value?.latitude ?? NaN}
          onChange={setCoordinate('latitude')}
          minValue={-90}
          maxValue={90}
          formatOptions={coordinateFormat}
          isReadOnly={isReadOnly}
        />
        <NumberField
          label="Longitude"
          value={value?.longitude ?? NaN}
          onChange={setCoordinate('longitude')}
          minValue={-180}
          maxValue={180}
          formatOptions={coordinateFormat}
          isReadOnly={isReadOnly}
        />
      </div>
    </div>
  );
}
