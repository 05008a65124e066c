import { z } from 'zod/mini';
import { errorInfo } from '@velo/api-client/contract';

/** What every successful answer is wrapped in (see `http/envelope.ts`); each operation names its `result`. */
export const successEnvelopeSchema = z.strictObject({
  result: z.unknown(),
  targetUrl: z.null(),
  success: z.literal(true),
  error: z.null(),
  unAuthorizedRequest: z.literal(false),
  __abp: z.literal(true),
});

/** What every refused or failed call is answered with, whatever its status. */
export const errorEnvelopeSchema = z.strictObject({
  result: z.null(),
  targetUrl: z.null(),
  success: z.literal(false),
  error: errorInfo,
  unAuthorizedRequest: z.boolean(),
  __abp: z.literal(true),
});
