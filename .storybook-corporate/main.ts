// The corporate story run's Storybook (vitest.config.ts): the same stories and addons as
// .storybook, opened on the corporate tenant by its own preview.
export { default } from '../.storybook/main';
