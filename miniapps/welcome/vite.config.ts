import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  base: '/portaluiv3/welcome/',
  plugins: [
    react(),
    federation({
      name: 'welcome',
      filename: 'remoteEntry.js',
      exposes: { './App': './src/App.tsx' },
      shared: {
        react: { singleton: true, requiredVersion: '^19.2.0' },
        'react-dom': { singleton: true, requiredVersion: '^19.2.0' },
        '@portal/ui': { singleton: true, requiredVersion: '0.1.0' },
      },
      dts: false,
    }),
  ],
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022', modulePreload: false },
});
