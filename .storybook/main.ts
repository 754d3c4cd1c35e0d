import type { StorybookConfig } from '@storybook/react-vite';

/** One Storybook over every package's stories, on the mocks package's fake backend. */
const config: StorybookConfig = {
  stories: [
    './Introduction.mdx',
    '../packages/*/src/**/*.mdx',
    '../packages/*/src/**/*.stories.@(ts|tsx)',
    '../apps/*/src/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  // The portal's public folder holds the MSW worker script both need; one copy serves both.
  staticDirs: ['../apps/portal/public', '../apps/portal/demo'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // react-docgen reads each prop's TSDoc and required marker from the source (issue 13), and is
  // quicker than react-docgen-typescript, which missed props and cut descriptions at an `@`.
  typescript: { reactDocgen: 'react-docgen' },
};

export default config;
