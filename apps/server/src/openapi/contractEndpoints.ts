import * as contract from '@velo/api-client/contract';
import { endpointName, httpMethods, type Endpoint } from '@velo/api-client/contract';

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' &&
  value !== null &&
  'path' in value &&
  'result' in value &&
  'method' in value &&
  httpMethods.includes(value.method as Endpoint['method']);

/** Every endpoint the contract exports, in a stable order (by path, then method). */
export const contractEndpoints: readonly Endpoint[] = Object.values(contract as Record<string, unknown>)
  .filter(isEndpoint)
  .sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));

/** Served only with the demo flag on (the outbox, the device simulator's reports). */
export const isDemoOnly = (endpoint: Pick<Endpoint, 'path'>) => endpoint.path.toLowerCase().startsWith('/api/dev/');

/** `Location/GetList` as a name usable in an OpenAPI component or operation id: `Location.GetList`. */
export const operationName = (endpoint: Pick<Endpoint, 'path'>) =>
  endpointName(endpoint).replace(/\/+$/, '').replaceAll('/', '.');

/** The application service an endpoint belongs to (`Location`, `TokenAuth`, `dev`): its path's second-to-last segment. */
export const serviceOf = (endpoint: Pick<Endpoint, 'path'>) => endpoint.path.replace(/\/+$/, '').split('/').at(-2) ?? '';
