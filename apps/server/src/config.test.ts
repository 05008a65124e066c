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

describe('the public URL', () => {
  it('is http://localhost on the port by default', () => {
    expect(loadConfig({}, []).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ PORT: '3000', PUBLIC_URL: '' }, []).publicUrl).toBe('http://localhost:3000');
  });

  it('takes PUBLIC_URL without its trailing slashes', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://velo.example.com/' }, []).publicUrl).toBe('https://velo.example.com');
    expect(loadConfig({ PUBLIC_URL: 'https://example.com/velo' }, []).publicUrl).toBe('https://example.com/velo');
  });

  it('stops the start on a PUBLIC_URL that is not http or https', () => {
    expect(() => loadConfig({ PUBLIC_URL: 'velo.example.com' }, [])).toThrow('PUBLIC_URL must be an http or https URL');
    expect(() => loadConfig({ PUBLIC_URL: 'ftp://velo.example.com' }, [])).toThrow('PUBLIC_URL must be an http or https URL');
  });
});
