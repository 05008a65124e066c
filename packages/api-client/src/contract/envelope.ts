import { z } from 'zod/mini';

export const validationError = z.object({
  message: z.string(),
  members: z.nullable(z.array(z.string())),
});
export type ValidationError = z.infer<typeof validationError>;

export const errorInfo = z.object({
  /** Our server's stable code (`Location.PricingMissing`); the original back-end sends a number, usually 0. */
  code: z.union([z.string(), z.int()]),
  message: z.string(),
  details: z.nullable(z.string()),
  validationErrors: z.nullable(z.array(validationError)),
});
export type ErrorInfo = z.infer<typeof errorInfo>;

/** The ASP.NET Boilerplate response envelope, with `result` left for the endpoint to validate. */
export const envelope = z.object({
  result: z.unknown(),
  targetUrl: z.optional(z.nullable(z.string())),
  success: z.boolean(),
  error: z.optional(z.nullable(z.partial(errorInfo, { code: true, details: true, validationErrors: true }))),
  unAuthorizedRequest: z.optional(z.boolean()),
  __abp: z.optional(z.boolean()),
});
export type Envelope = z.infer<typeof envelope>;
