import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';

/**
 * The one build setup every mini-app shares: served at /portaluiv3/{name}/, a Module Federation
 * remote exposing ./App, with React and the UI kit shared as singletons with the shell (the shell's
 * vite.config.ts shares the same set). A mini-app's vite.config.ts is one line:
 *   export default miniAppConfig('canteen');
 */
export function miniAppConfig(name: string, extra: UserConfig = {}) {
  return defineConfig({
    ...extra,
    base: `/portaluiv3/${name}/`,
    plugins: [
      react(),
      federation({
        name,
        filename: 'remoteEntry.js',
        exposes: { './App': './src/App.tsx' },
        shared: {
          react: { singleton: true, requiredVersion: '^19.2.0' },
          'react-dom': { singleton: true, requiredVersion: '^19.2.0' },
          '@portal/ui': { singleton: true, requiredVersion: '0.1.0' },
        },
        dts: false,
      }),
      ...(extra.plugins ?? []),
    ],
    build: { outDir: 'dist', emptyOutDir: true, target: 'es2022', modulePreload: false, ...extra.build },
  });
}
