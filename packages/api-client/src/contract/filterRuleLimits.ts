import { filterRuleLimits } from '@velo/domain';

export const filterRuleLimitMessages = {
  depth: `Filters may be nested ${filterRuleLimits.depth} levels deep at most.`,
  rules: `A filter may have ${filterRuleLimits.rules} rules at most.`,
  values: `A filter rule may list ${filterRuleLimits.values} values at most.`,
  totalValues: `A filter may list ${filterRuleLimits.totalValues} values at most over all its rules.`,
} as const;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * The first limit a `filterRule` breaks, as its message, or null. It reads the value as sent, before
 * the schema parses it: a loop over an explicit list of groups, stopping at the first breach, so a
 * rule nested a thousand levels or holding tens of thousands of entries costs a few steps rather
 * than a parse that recurses through all of it. Whatever is not shaped like a group or a rule is left
 * for the schema to refuse.
 */
export function filterRuleLimitBreach(rule: unknown): string | null {
  const groups: Array<{ group: unknown; depth: number }> = [{ group: rule, depth: 1 }];
  let rules = 0;
  let values = 0;
  for (let next = groups.pop(); next; next = groups.pop()) {
    if (next.depth > filterRuleLimits.depth) return filterRuleLimitMessages.depth;
    const entries = isRecord(next.group) && Array.isArray(next.group.filterRules) ? next.group.filterRules : [];
    rules += entries.length;
    if (rules > filterRuleLimits.rules) return filterRuleLimitMessages.rules;
    for (const entry of entries) {
      if (!isRecord(entry)) continue;
      if ('filterRules' in entry) {
        groups.push({ group: entry, depth: next.depth + 1 });
      } else if (Array.isArray(entry.value)) {
        if (entry.value.length > filterRuleLimits.values) return filterRuleLimitMessages.values;
        values += entry.value.length;
        if (values > filterRuleLimits.totalValues) return filterRuleLimitMessages.totalValues;
      }
    }
  }
  return null;
}
