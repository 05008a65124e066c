import { idRange } from '@velo/domain';

/**
 * How one list filter lives in the address bar's query: read from its text (anything unreadable
 * reads as the default) and written back (`null` leaves it out of the address).
 */
export interface FilterParam<Value> {
  parse(raw: string | null): Value;
  format(value: Value): string | null;
  /** Typed text: the list asks the server once the typing pauses, not at every key. */
  waitsForTyping?: boolean;
}

export type FilterParams = Record<string, FilterParam<unknown>>;
export type FilterValues<Params extends FilterParams> = {
  [Name in keyof Params]: Params[Name] extends FilterParam<infer Value> ? Value : never;
};

/** A tick box: on is `1`, off is absent. */
export const flagParam: FilterParam<boolean> = {
  parse: (raw) => raw === '1',
  format: (value) => (value ? '1' : null),
};

/** A chosen record, e.g. a client; none is absent. */
export const idParam: FilterParam<number | null> = {
  parse: (raw) => {
    const value = Number(raw);
    return raw && Number.isInteger(value) && value >= idRange.min && value <= idRange.max ? value : null;
  },
  format: (value) => (value === null ? null : String(value)),
};

/** A search box; empty is absent. */
export const textParam: FilterParam<string> = {
  parse: (raw) => raw ?? '',
  format: (value) => (value === '' ? null : value),
  waitsForTyping: true,
};
