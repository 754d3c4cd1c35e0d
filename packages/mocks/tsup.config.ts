import { defineConfig } from 'tsup';
import { packageBuild } from '../../tsup.shared';

export default defineConfig(
  packageBuild(['src/index.ts', 'src/browser.ts', 'src/node.ts', 'src/http.ts']),
);
