import type { z } from 'zod/mini';
import type { ListDefinition } from './listFields.ts';

export const httpMethods = ['GET', 'POST', 'PUT', 'DELETE'] as const;
export type HttpMethod = (typeof httpMethods)[number];

/** One endpoint of the wire contract, shared by the client and the server. */
export interface Endpoint<
  Query extends z.ZodMiniType | undefined = z.ZodMiniType | undefined,
  Body extends z.ZodMiniType | undefined = z.ZodMiniType | undefined,
  Result extends z.ZodMiniType = z.ZodMiniType,
> {
  method: HttpMethod;
  /** The full path, e.g. `/api/services/app/Location/GetList`. Matched case-insensitively. */
  path: string;
  /** Query parameters; the server coerces them from strings. */
  query?: Query;
  /** JSON body; strict objects, so unknown fields are refused. */
  body?: Body;
  /** The envelope's `result`; for a file endpoint, the file (`imageFile`). */
  result: Result;
  /**
   * The answer is a file's bytes with their own content type, never an envelope (an error still is one).
   * The server sends them as a download that cannot run script; the client answers `{ contentType, bytes }`.
   */
  file?: boolean;
  /** Whether a signed-in caller is required (default true). */
  auth?: boolean;
  /** A list's endpoint: the fields its request's `filterRule` and `sorting` may name. */
  list?: ListDefinition;
  /** A public call that answers 401 `Auth.SessionEnded` when the session it carries on has ended (a refresh token used or revoked). */
  endedSessionRefused?: boolean;
}

/** An endpoint whose `list` is the very definition given, its fields' names and types kept. */
type WithList<E, List> = List extends ListDefinition ? Omit<E, 'list'> & { list: List } : E;

/** An endpoint of the contract; a list's keeps its fields' names and types, for the server to map each to a column. */
export function endpoint<
  Query extends z.ZodMiniType | undefined = undefined,
  Body extends z.ZodMiniType | undefined = undefined,
  Result extends z.ZodMiniType = z.ZodMiniType,
  List extends ListDefinition | undefined = undefined,
>(definition: Endpoint<Query, Body, Result> & { list?: List }): WithList<Endpoint<Query, Body, Result>, List> {
  return definition as WithList<Endpoint<Query, Body, Result>, List>;
}

type Input<S> = S extends z.ZodMiniType ? z.input<S> : undefined;

export type QueryOf<E> = E extends Endpoint<infer Q, z.ZodMiniType | undefined, z.ZodMiniType> ? Input<Q> : never;
export type BodyOf<E> = E extends Endpoint<z.ZodMiniType | undefined, infer B, z.ZodMiniType> ? Input<B> : never;
export type ResultOf<E> = E extends Endpoint<z.ZodMiniType | undefined, z.ZodMiniType | undefined, infer R> ? z.output<R> : never;

/** A short, readable name for messages: `TokenAuth/Authenticate`, `Location/GetList`. */
export function endpointName(definition: Pick<Endpoint, 'path'>): string {
  return definition.path.replace(/^\/api\/(services\/app\/)?/, '');
}
