import { describe, expect, it } from 'vitest';
import { portalEnvironment } from './environment';

describe('portalEnvironment', () => {
  it('reads the tenant, palette and API from the environment', () => {
    expect(
      portalEnvironment({
        WAYFARE_TENANT: 'corporate',
        WAYFARE_PALETTE: 'refreshed',
        WAYFARE_API_BASE_URL: 'https://api.example.com',
      }),
    ).toEqual({
      tenant: 'corporate',
      palette: 'refreshed',
      apiBaseUrl: 'https://api.example.com',
    });
  });

  // spec: platform §1 "an unknown value falls back to the consumer tenant"
  it('falls back to the consumer tenant, the default palette and the embedded backend', () => {
    expect(portalEnvironment({ WAYFARE_TENANT: 'enterprise', WAYFARE_API_BASE_URL: '' })).toEqual({
      tenant: 'consumer',
      palette: 'default',
      apiBaseUrl: undefined,
    });
  });
});
