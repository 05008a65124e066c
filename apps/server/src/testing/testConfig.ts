import { loadConfig, type Config } from '../config.ts';

/** The configuration tests run with: demo on, no console folder, and a cheap password hash. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({}, []),
    demo: true,
    consoleDir: '/nonexistent/console/dist',
    // Argon2id at its floor: tests hash and check passwords often, and the hash's strength is not under test.
    passwordHashCost: { memoryCost: 64, timeCost: 1 },
    lockSimulationDelayMs: 0,
    // Tests call the public routes far faster than anyone would: a test of the limits sets its own.
    rateLimits: { public: { max: 1_000_000, windowSeconds: 60 }, codeSending: { max: 1_000_000, windowSeconds: 60 } },
    ...overrides,
  };
}
