import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Built exactly as the portal is (apps/portal/vite.config.ts), so the comparison is fair. */
export default defineConfig({
  plugins: [react()],
  build: { sourcemap: true, target: 'es2022' },
});
