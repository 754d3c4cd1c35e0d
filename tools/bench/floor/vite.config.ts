import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { firstPaintFaces, preloadFonts } from '../../../apps/portal/fontPreloads';

/**
 * Built exactly as the portal is (apps/portal/vite.config.ts), its fonts preloaded alike, so the
 * comparison is fair.
 */
export default defineConfig({
  plugins: [react(), preloadFonts(firstPaintFaces)],
  build: { sourcemap: true, target: 'es2022' },
});
