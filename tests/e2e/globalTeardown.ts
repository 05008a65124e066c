import { rmSync } from 'node:fs';
import { e2eDataDir } from '../playwright.config.ts';

/** The journeys' database lives only as long as the run. */
export default function removeJourneyData() {
  rmSync(e2eDataDir, { recursive: true, force: true });
}
