import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

/**
 * The shell is the Module Federation host: mini-apps are registered at run time from the registry
 * the server hands out (no remote is known at build time), and share React, the router-free UI kit
 * and the SDK with the shell as singletons.
 */
export default defineConfig({
  base: '/portal/',
  plugins: [
    react(),
    federation({
      name: 'shell',
      remotes: {},
      shared: {
        react: { singleton: true, requiredVersion: '^19.2.0' },
        'react-dom': { singleton: true, requiredVersion: '^19.2.0' },
        '@portal/ui': { singleton: true, requiredVersion: '0.1.0' },
      },
      dts: false,
    }),
  ],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true, target: 'es2022' },
});
