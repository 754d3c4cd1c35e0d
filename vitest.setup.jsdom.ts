import '@testing-library/jest-dom/vitest';
import { setProjectAnnotations } from '@storybook/react-vite';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import * as previewAnnotations from './.storybook/preview';

// Component tests reuse stories through composeStories, with the same decorators and loaders
// (providers, frozen clock, the fake backend) as Storybook itself.
setProjectAnnotations([previewAnnotations]);
afterEach(cleanup);
