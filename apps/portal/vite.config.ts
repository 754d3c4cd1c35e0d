import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  // WAYFARE_TENANT and WAYFARE_API_BASE_URL come from the environment (spec: platform §1).
  envPrefix: ['VITE_', 'WAYFARE_'],
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  server: { host: '127.0.0.1', port: 5173 },
  build: { sourcemap: true, target: 'es2022' },
});
