import type { z } from 'zod/mini';
import { en } from 'zod/locales';
import type { ValidationError } from '@velo/api-client/contract';

type Issue = z.core.$ZodIssue;

/**
 * Parse options that word Zod's issues in English. The contract is built on zod/mini, which carries
 * no message texts so that the browser loads none; the server's answers say what is wrong.
 */
export const inEnglish: z.core.ParseContext<Issue> = { error: en().localeError };

/** Zod's issues as ABP validation errors, each naming its field path (`filterRule.filterRules.0.field`). */
export function validationErrorsOf(error: z.core.$ZodError, whole: 'body' | 'query'): ValidationError[] {
  return error.issues.flatMap((issue) => toValidationErrors(issue, [], whole));
}

function toValidationErrors(issue: Issue, prefix: readonly PropertyKey[], whole: string): ValidationError[] {
  const path = [...prefix, ...issue.path];
  if (issue.code === 'unrecognized_keys') {
    return issue.keys.map((key) => ({ message: `Unknown field: ${key}.`, members: [fieldName([...path, key], whole)] }));
  }
  // A value that fits no branch of a union (a filter rule or a nested group): report the branch it
  // came closest to, so the error names the field at fault rather than the whole value.
  const closest = issue.code === 'invalid_union' ? closestBranch(issue.errors) : undefined;
  if (closest) return closest.flatMap((inner) => toValidationErrors(inner, path, whole));
  return [{ message: issue.message, members: [fieldName(path, whole)] }];
}

function closestBranch(branches: Issue[][]): Issue[] | undefined {
  return branches.filter((branch) => branch.length > 0).sort((a, b) => a.length - b.length)[0];
}

/** The dotted path, or `body`/`query` for an issue with the whole of it (e.g. no body at all). */
function fieldName(path: readonly PropertyKey[], whole: string): string {
  return path.length ? path.map(String).join('.') : whole;
}
