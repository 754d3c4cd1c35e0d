import { defineConfig } from 'tsup';
import { packageBuild } from '../../tsup.shared';

// The home page's search panel is its own entry, so the home page can load it when its tab opens;
// the custom element is its own entry, so importing it defines the element and nothing else.
export default defineConfig(
  packageBuild({
    index: 'src/index.ts',
    'search-panel': 'src/search/HomesSearchPanel.tsx',
    element: 'src/element/index.ts',
  }),
);
