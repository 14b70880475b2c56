/** Imports every stylesheet of the page table (vite.config.ts, `pageStyles`). */
declare module 'virtual:page-styles' {}
