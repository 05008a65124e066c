import type { A11yParameters } from '@storybook/addon-a11y';
import type { AxeResults, ContextObject, ContextSpec, Result, RunOptions, SelectorList } from 'axe-core';

// Always in the document beside the story, as addon-a11y excludes them.
const storybookElements = ['.sb-wrapper', '#storybook-docs', '#storybook-highlights-root'];

/**
 * Runs axe's colour rules (its `cat.color` category: contrast and links told apart by colour) on the page as it
 * looks now, with the story's own a11y settings: its context and exclusions, its axe config and options.
 */
export async function colourViolations(document: Document, a11y: A11yParameters): Promise<Result[]> {
  const { default: axe } = await import('axe-core');
  axe.reset();
  axe.configure(a11y.config ?? {});
  const colourRules = axe.getRules(['cat.color']).map((rule) => rule.ruleId);
  const otherRules = axe
    .getRules()
    .map((rule) => rule.ruleId)
    .filter((id) => !colourRules.includes(id));
  const options = onlyColourRules(a11y.options ?? {}, colourRules, otherRules);
  if (!options) return [];
  const results: AxeResults = await axe.run(contextOf(document, a11y.context), { ...options, resultTypes: ['violations'] });
  return results.violations;
}

/** The story's options narrowed to the colour rules it runs; undefined when it runs none of them. */
function onlyColourRules(options: RunOptions, colourRules: string[], otherRules: string[]): RunOptions | undefined {
  const { runOnly } = options;
  // A list of rules to run overrides the rules' own settings, so it is narrowed itself.
  if (typeof runOnly === 'object' && !Array.isArray(runOnly) && (runOnly.type === 'rule' || runOnly.type === 'rules')) {
    const values = [runOnly.values].flat().filter((id) => colourRules.includes(id));
    return values.length > 0 ? { ...options, runOnly: { type: 'rule', values } } : undefined;
  }
  const offRules = Object.fromEntries(otherRules.map((id) => [id, { enabled: false }]));
  return { ...options, rules: { ...options.rules, ...offRules } };
}

/** The story's axe context, inside the page but never on Storybook's own elements, as addon-a11y builds it. */
function contextOf(document: Document, storyContext: A11yParameters['context']): ContextObject {
  // addon-a11y's type only leaves DOM nodes out of axe's own.
  const context = storyContext as ContextSpec | undefined;
  if (context === undefined) return { include: document.body, exclude: storybookElements };
  if (typeof context === 'object' && ('include' in context || 'exclude' in context)) {
    // A selector or a list of them, as axe takes either.
    const exclude = ([] as unknown[]).concat(storybookElements, context.exclude ?? []) as SelectorList;
    return { include: context.include ?? document.body, exclude };
  }
  return { include: context, exclude: storybookElements };
}
