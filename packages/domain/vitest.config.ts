import { defineConfig } from 'vitest/config';
import { nodeProject } from '../../vitest.shared';

export default defineConfig(nodeProject('domain'));
