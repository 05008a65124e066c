import { describe, expect, it } from 'vitest';
import { errorCodes, errorMessages, isErrorCode } from './errors.ts';

describe('error codes', () => {
  it('read Area.Reason and each has a message', () => {
    for (const code of errorCodes) {
      expect(code).toMatch(/^[A-Z][A-Za-z]+\.[A-Z][A-Za-z]+$/);
      expect(errorMessages[code].length).toBeGreaterThan(0);
    }
  });

  it('quote the messages the console shows word for word', () => {
    expect(errorMessages['Location.PricingMissing']).toBe("Status didn't change. Pricing is missing.");
    expect(errorMessages['Location.MaintenanceStartAfterEnd']).toBe('Incorrect, check time and date.');
    expect(errorMessages['Auth.NotSignedIn']).toBe('Current user did not login to the application');
    expect(errorMessages['SignIn.Suspended']).toBe('Your account is suspended');
  });

  it('tells a known code from anything else', () => {
    expect(isErrorCode('Location.PricingMissing')).toBe(true);
    expect(isErrorCode('Location.Missing')).toBe(false);
    expect(isErrorCode(0)).toBe(false);
    expect(isErrorCode('toString')).toBe(false);
    // An array holding one code turns into that code as a property key.
    expect(isErrorCode(['Location.PricingMissing'])).toBe(false);
  });
});
