import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('the demo switch', () => {
  it.each<[string, Record<string, string>, string[], boolean]>([
    ['off by default', {}, [], false],
    ['on with --demo (pnpm start)', {}, ['--demo'], true],
    ['off with DEMO=0 over --demo', { DEMO: '0' }, ['--demo'], false],
    ['on with DEMO=1 alone', { DEMO: '1' }, [], true],
    ['off with --production (pnpm start:production)', {}, ['--production'], false],
    ['off with --production and DEMO=0', { DEMO: '0' }, ['--production'], false],
  ])('is %s', (_, env, argv, demo) => {
    expect(loadConfig(env, argv).demo).toBe(demo);
  });

  it.each<[string, Record<string, string>, string[]]>([
    ['DEMO=1', { DEMO: '1' }, ['--production']],
    ['--demo', {}, ['--production', '--demo']],
  ])('stops a production start given %s, rather than open the demo', (_, env, argv) => {
    expect(() => loadConfig(env, argv)).toThrow('The production start never runs the demo');
  });
});
