import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('the signing key', () => {
  it('is generated when JWT_SECRET is unset or empty', () => {
    expect(loadConfig({}, []).jwtSecret).toBeNull();
    expect(loadConfig({ JWT_SECRET: '' }, []).jwtSecret).toBeNull();
  });

  it('takes a JWT_SECRET of 32 characters or more', () => {
    const secret = 'x'.repeat(32);
    expect(loadConfig({ JWT_SECRET: secret }, []).jwtSecret).toBe(secret);
  });

  it('stops the start on a shorter JWT_SECRET, saying why', () => {
    expect(() => loadConfig({ JWT_SECRET: 'x'.repeat(31) }, [])).toThrow(
      'JWT_SECRET must be at least 32 characters long, got 31: leave it unset to have one generated',
    );
  });
});
