import { describe, expect, it } from 'vitest';
import { onboardingUrl } from './onboardingUrl';

// spec: platform §8 "Code 40105 ...: redirect to onboarding, keeping utm_source"; platform §2
// onboarding is "a path on the admin portal host" (path ours: /onboarding/).
describe('onboardingUrl', () => {
  it.each([
    [
      'https://admin.example',
      '?utm_source=mail&x=1',
      'https://admin.example/onboarding/?utm_source=mail',
    ],
    [
      'https://admin.example/',
      '?utm_source=a%20b',
      'https://admin.example/onboarding/?utm_source=a+b',
    ],
    [' https://admin.example// ', '?x=1', 'https://admin.example/onboarding/'],
    ['https://admin.example', '?utm_source=', 'https://admin.example/onboarding/'],
    ['https://admin.example', '', 'https://admin.example/onboarding/'],
  ])('%s with %s', (origin, search, url) => {
    expect(onboardingUrl(origin, search)).toBe(url);
  });
});
