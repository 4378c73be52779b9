export * from './app-meta.ts';
export * from './auth.ts';
