import '@testing-library/jest-dom/vitest';
import { setProjectAnnotations } from '@storybook/react-vite';
import { cleanup, configure } from '@testing-library/react';
import { openCsrfSession } from '@wayfare/mocks';
import { keepOnlyTheStylesTestsRead } from '@wayfare/test-kit/jsdomStyles';
import { unmountTheLastStory } from '@wayfare/test-kit/lastStory';
import { afterAll, afterEach, beforeEach } from 'vitest';
import * as previewAnnotations from './.storybook/preview';

// Component tests reuse stories through composeStories, with the same decorators and loaders
// (providers, frozen clock, the fake backend) as Storybook itself.
setProjectAnnotations([previewAnnotations]);
keepOnlyTheStylesTestsRead();
afterEach(cleanup);
// A worker's files share its page: the next file starts without this one's last story.
afterAll(unmountTheLastStory);
// Each test opens signed in, as the portal does: the fake backend has issued the session's CSRF
// token and the page's cookie holds it (spec: platform §7), whatever the test before it left.
beforeEach(openCsrfSession);
// waitFor and findBy* give up after 1 s by default: on a 2-core CI machine running every package's
// tests at once, a fake-backend answer can take longer than that without anything being wrong.
configure({ asyncUtilTimeout: 5_000 });
