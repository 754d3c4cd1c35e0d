import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The custom element as a partner's plain page loads it: everything bundled (React, MUI, the
 * router), built as the portal is, so its all-in size is what a partner's visitor downloads.
 */
export default defineConfig({
  plugins: [react()],
  build: { target: 'es2022' },
});
