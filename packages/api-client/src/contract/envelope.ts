import { z } from 'zod';

export const validationError = z.object({
  message: z.string(),
  members: z.array(z.string()).nullable(),
});
export type ValidationError = z.infer<typeof validationError>;

export const errorInfo = z.object({
  /** Our server's stable code (`Location.PricingMissing`); the original back-end sends a number, usually 0. */
  code: z.union([z.string(), z.number().int()]),
  message: z.string(),
  details: z.string().nullable(),
  validationErrors: z.array(validationError).nullable(),
});
export type ErrorInfo = z.infer<typeof errorInfo>;

/** The ASP.NET Boilerplate response envelope, with `result` left for the endpoint to validate. */
export const envelope = z.object({
  result: z.unknown(),
  targetUrl: z.string().nullable().optional(),
  success: z.boolean(),
  error: errorInfo.partial({ code: true, details: true, validationErrors: true }).nullable().optional(),
  unAuthorizedRequest: z.boolean().optional(),
  __abp: z.boolean().optional(),
});
export type Envelope = z.infer<typeof envelope>;
