import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { endpoint } from '../contract/endpoint.ts';
import { activateLocation } from '../contract/locations.ts';
import { ContractError } from './ApiError.ts';
import { prepareRequest } from './prepareRequest.ts';

// No endpoint of the contract has optional or list query parameters yet; this one has both.
const findThings = endpoint({
  method: 'GET',
  path: '/api/services/app/Thing/Find',
  query: z.strictObject({ name: z.optional(z.string()), clientId: z.nullable(z.number()), ids: z.array(z.number()) }),
  result: z.null(),
});

describe('prepareRequest', () => {
  it('leaves out query values that are undefined or null and repeats a list', () => {
    const prepared = prepareRequest(findThings, { query: { name: undefined, clientId: null, ids: [1, 2] } });
    expect(prepared.searchParams.toString()).toBe('ids=1&ids=2');
  });

  it('writes every given query value', () => {
    const prepared = prepareRequest(findThings, { query: { name: 'Oslo', clientId: 3, ids: [] } });
    expect(prepared.searchParams.toString()).toBe('name=Oslo&clientId=3');
    expect(prepared.json).toBeUndefined();
  });

  it('refuses a body that breaks its schema, naming the field under body', () => {
    const prepare = () => prepareRequest(activateLocation, { body: { id: 0, isActive: true } });
    expect(prepare).toThrow(ContractError);
    expect(prepare).toThrow('Location/Activate: body.id: Invalid input');
  });
});
