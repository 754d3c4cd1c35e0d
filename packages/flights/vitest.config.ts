import { defineConfig } from 'vitest/config';
import { jsdomProject } from '../../vitest.shared';

export default defineConfig(jsdomProject('flights'));
