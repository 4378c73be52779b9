export * from './app-meta.ts';
export * from './auth.ts';
export * from './media.ts';
export * from './profile.ts';
export * from './rating.ts';
export * from './saved-trip.ts';
export * from './trip.ts';
export * from './trip-of-the-day.ts';
