import type { ValidationError } from '@velo/api-client/contract';

/**
 * Every string in a parsed query or body that holds a NUL character, as a validation error naming
 * its field: PostgreSQL text cannot store or compare one, so it would otherwise fail the query.
 */
export function nulCharacterErrors(value: unknown, whole: 'query' | 'body'): ValidationError[] {
  const errors: ValidationError[] = [];
  const visit = (node: unknown, path: string[]) => {
    if (typeof node === 'string') {
      if (node.includes('\u0000'))
        errors.push({ message: 'Text may not contain a NUL character.', members: [path.length ? path.join('.') : whole] });
    } else if (Array.isArray(node)) {
      node.forEach((item, index) => visit(item, [...path, String(index)]));
    } else if (typeof node === 'object' && node !== null) {
      for (const [key, item] of Object.entries(node)) visit(item, [...path, key]);
    }
  };
  visit(value, []);
  return errors;
}
