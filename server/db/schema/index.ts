export * from './app-meta.ts';
