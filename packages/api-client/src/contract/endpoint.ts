import type { z } from 'zod';

export const httpMethods = ['GET', 'POST', 'PUT', 'DELETE'] as const;
export type HttpMethod = (typeof httpMethods)[number];

/** One endpoint of the wire contract, shared by the client and the server. */
export interface Endpoint<
  Query extends z.ZodType | undefined = z.ZodType | undefined,
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Result extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  /** The full path, e.g. `/api/services/app/Location/GetList`. Matched case-insensitively. */
  path: string;
  /** Query parameters; the server coerces them from strings. */
  query?: Query;
  /** JSON body; strict objects, so unknown fields are refused. */
  body?: Body;
  /** The envelope's `result`. */
  result: Result;
  /** Whether a signed-in caller is required (default true). */
  auth?: boolean;
}

export function endpoint<
  Query extends z.ZodType | undefined = undefined,
  Body extends z.ZodType | undefined = undefined,
  Result extends z.ZodType = z.ZodType,
>(definition: Endpoint<Query, Body, Result>): Endpoint<Query, Body, Result> {
  return definition;
}

type Input<S> = S extends z.ZodType ? z.input<S> : undefined;

export type QueryOf<E> = E extends Endpoint<infer Q, z.ZodType | undefined, z.ZodType> ? Input<Q> : never;
export type BodyOf<E> = E extends Endpoint<z.ZodType | undefined, infer B, z.ZodType> ? Input<B> : never;
export type ResultOf<E> = E extends Endpoint<z.ZodType | undefined, z.ZodType | undefined, infer R> ? z.output<R> : never;

/** A short, readable name for messages: `TokenAuth/Authenticate`, `Location/GetList`. */
export function endpointName(definition: Pick<Endpoint, 'path'>): string {
  return definition.path.replace(/^\/api\/(services\/app\/)?/, '');
}
