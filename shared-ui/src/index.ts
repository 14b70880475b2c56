// Build input only: the remote's public surface is `exposes` in module-federation.config.ts.
export * from './components/Accordion/Accordion.tsx';
export * from './components/Badge/Badge.tsx';
export * from './components/Button/Button.tsx';
export * from './components/FormFields/index.ts';
export * from './components/Icon/Icon.tsx';
export * from './components/Logo/Logo.tsx';
export * from './components/Modal/Modal.tsx';
export * from './components/PhoneLink/PhoneLink.tsx';
export * from './components/Skeleton/Skeleton.tsx';
export * from './components/Spinner/Spinner.tsx';
export * from './components/StarRating/StarRating.tsx';
export * from './components/Toast/Toast.tsx';
export * from './styles/index.ts';
