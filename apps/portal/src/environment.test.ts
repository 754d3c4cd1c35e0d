import { describe, expect, it } from 'vitest';
import { portalEnvironment } from './environment';

describe('portalEnvironment', () => {
  it('reads the tenant, palette, API, admin portals and sign-in module from the environment', () => {
    expect(
      portalEnvironment({
        WAYFARE_TENANT: 'corporate',
        WAYFARE_PALETTE: 'refreshed',
        WAYFARE_API_BASE_URL: 'https://api.example.com',
        WAYFARE_ADMIN_PORTAL_URL: 'https://admin.example.com',
        WAYFARE_AGENT_ADMIN_PORTAL_URL: 'https://agents.example.com',
        WAYFARE_SIGN_IN_URL: 'https://sign-in.example.com/',
      }),
    ).toEqual({
      tenant: 'corporate',
      palette: 'refreshed',
      apiBaseUrl: 'https://api.example.com',
      adminPortalUrl: 'https://admin.example.com',
      agentAdminPortalUrl: 'https://agents.example.com',
      signInUrl: 'https://sign-in.example.com/',
    });
  });

  // spec: platform §1 "an unknown value falls back to the consumer tenant"
  it('falls back to the consumer tenant, the default palette and the embedded backend', () => {
    expect(portalEnvironment({ WAYFARE_TENANT: 'enterprise', WAYFARE_API_BASE_URL: '' })).toEqual({
      tenant: 'consumer',
      palette: 'default',
      apiBaseUrl: undefined,
      adminPortalUrl: 'https://admin.wayfare.example',
      agentAdminPortalUrl: 'https://agent-admin.wayfare.example',
      signInUrl: undefined,
    });
  });
});
