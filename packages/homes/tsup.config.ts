import { defineConfig } from 'tsup';
import { packageBuild } from '../../tsup.shared';

// The home page's search panel is its own entry, so the home page can load it when its tab opens.
export default defineConfig(
  packageBuild({ index: 'src/index.ts', 'search-panel': 'src/search/HomesSearchPanel.tsx' }),
);
