/** Placeholder until this page is built. */
export { default, loader } from './not-found.tsx';
