import '@testing-library/jest-dom/vitest';
import { setProjectAnnotations } from '@storybook/react-vite';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import * as previewAnnotations from './.storybook/preview';

// Component tests reuse stories through composeStories, with the same decorators and loaders
// (providers, frozen clock, the fake backend) as Storybook itself.
setProjectAnnotations([previewAnnotations]);
afterEach(cleanup);
// waitFor and findBy* give up after 1 s by default: on a 2-core CI machine running every package's
// tests at once, a fake-backend answer can take longer than that without anything being wrong.
configure({ asyncUtilTimeout: 5_000 });
