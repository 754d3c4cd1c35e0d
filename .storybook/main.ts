import type { StorybookConfig } from '@storybook/react-vite';

/** One Storybook over every package's stories, on the mocks package's fake backend. */
const config: StorybookConfig = {
  stories: [
    '../packages/*/src/**/*.mdx',
    '../packages/*/src/**/*.stories.@(ts|tsx)',
    '../apps/*/src/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  // The portal's public folder holds the MSW worker script both need; one copy serves both.
  staticDirs: ['../apps/portal/public', '../apps/portal/demo'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
};

export default config;
