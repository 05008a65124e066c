import type { ReactNode } from 'react';
import { Link } from 'react-aria-components';
import { formatDate, notAssignedToClient } from '@velo/domain';
import { Card } from '../Card/Card.tsx';
import { grid, mapLink, missing, value } from './LocationSummary.css.ts';

/** What the summary shows of a location. */
export interface LocationSummaryFacts {
  name: string;
  creationTime: string;
  street: string | null;
  postCode: string | null;
  postName: string | null;
  municipality: string | null;
  latitude: number | null;
  longitude: number | null;
  siteOutcall: string | null;
  siteOutcallNumber: string | null;
  description: string | null;
}

export interface LocationSummaryClient {
  name: string;
  contactInformation: string | null;
}

export interface LocationSummaryProps {
  location: LocationSummaryFacts;
  /** The client the location belongs to; `null` when it belongs to none. */
  client: LocationSummaryClient | null;
}

/** OpenStreetMap centred on the point, with a marker: it needs no key and opens in any browser. */
function mapAddress(latitude: number, longitude: number): string {
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`;
}

const filled = (text: string | null | undefined) => (text && text.trim() ? text : null);

function Fact({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card title={title} padding={5}>
      {children}
    </Card>
  );
}

function Text({ text, whenMissing = 'Not given' }: { text: string | null; whenMissing?: string }) {
  const shown = filled(text);
  return shown ? <p className={value}>{shown}</p> : <p className={missing}>{whenMissing}</p>;
}

/** The Summary tab of a location: when it was established, where it is, whom to call, and whose it is. */
export function LocationSummary({ location, client }: LocationSummaryProps) {
  const { latitude, longitude } = location;
  const town = [filled(location.postCode), filled(location.postName)].filter(Boolean).join(' ');
  const address = [filled(location.street), town, filled(location.municipality)].filter(Boolean).join('\n');
  return (
    <div className={grid}>
      <Fact title="Date established">
        <Text text={formatDate(location.creationTime)} />
      </Fact>
      <Fact title="Address">
        <Text text={address} />
        {latitude !== null && longitude !== null && (
          <Link
            className={mapLink}
            href={mapAddress(latitude, longitude)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`Show on map: ${location.name} (opens in a new tab)`}
          >
            Show on map
          </Link>
        )}
      </Fact>
      <Fact title="Site Outcall ID">
        <Text text={location.siteOutcallNumber} />
      </Fact>
      <Fact title="Site Outcall Contact">
        <Text text={location.siteOutcall} />
      </Fact>
      <Fact title="Note">
        <Text text={location.description} />
      </Fact>
      <Fact title="Client">
        <Text text={client?.name ?? null} whenMissing={notAssignedToClient} />
      </Fact>
      <Fact title="Client Contact">
        <Text text={client ? client.contactInformation : null} whenMissing={client ? 'Not given' : notAssignedToClient} />
      </Fact>
    </div>
  );
}
