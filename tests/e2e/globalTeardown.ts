import { rmSync } from 'node:fs';
import { journeyDataDir } from './journeyServers.ts';

/** The journeys' databases live only as long as the run. */
export default function removeJourneyData() {
  rmSync(journeyDataDir, { recursive: true, force: true });
}
