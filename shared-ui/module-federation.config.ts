import { createModuleFederationConfig } from '@module-federation/vite';

/**
 * The shared-ui remote. Each exposed name is also a subpath of the package's `exports`, so the
 * apps get the TypeScript types from the workspace package and the code from the remote at run time.
 * `./styles` comes first: the SSR server writes the stylesheets into <head> in this order.
 */
export const exposes = {
  './styles': './src/styles/index.ts',
  './Accordion': './src/components/Accordion/Accordion.tsx',
  './Badge': './src/components/Badge/Badge.tsx',
  './Button': './src/components/Button/Button.tsx',
  './CloseButton': './src/components/CloseButton/CloseButton.tsx',
  './FormFields': './src/components/FormFields/index.ts',
  './Icon': './src/components/Icon/Icon.tsx',
  './Logo': './src/components/Logo/Logo.tsx',
  './Modal': './src/components/Modal/Modal.tsx',
  './PhoneLink': './src/components/PhoneLink/PhoneLink.tsx',
  './Skeleton': './src/components/Skeleton/Skeleton.tsx',
  './Spinner': './src/components/Spinner/Spinner.tsx',
  './StarRating': './src/components/StarRating/StarRating.tsx',
  './Toast': './src/components/Toast/Toast.tsx',
} as const;

export default createModuleFederationConfig({
  name: 'shared_ui',
  filename: 'remoteEntry.js',
  manifest: true,
  exposes,
  // The browser build reads the federation runtime from the host page
  // (globalThis._FEDERATION_RUNTIME_CORE) instead of shipping a second copy (~19 kB gzip).
  // Every host must therefore register @module-federation/vite/injectExternalRuntimeCorePlugin.
  experiments: { externalRuntime: true },
  shared: {
    react: { singleton: true, requiredVersion: '^19.2.0' },
    'react-dom': { singleton: true, requiredVersion: '^19.2.0' },
  },
});
