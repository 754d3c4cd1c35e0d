import react from '@vitejs/plugin-react';
import { defineConfig, mergeConfig } from 'vitest/config';
import { jsdomProject } from '../../vitest.shared';

export default mergeConfig(
  defineConfig({ plugins: [react()] }),
  defineConfig(jsdomProject('portal')),
);
