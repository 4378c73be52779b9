import { useRouteLoaderData } from 'react-router';
import type { SocialNetwork } from '#domain/site.ts';

export type SiteUser = { displayName: string; photo: string | null };

/** The part of the root loader's data the chrome reads; `user` arrives with accounts. */
type RootData = {
  publicEnv?: { donationUrl?: string | null; socialLinks?: Record<SocialNetwork, string | null> };
  user?: SiteUser | null;
};

export function useRootData() {
  const data = useRouteLoaderData<RootData>('root');
  return {
    user: data?.user ?? null,
    donationUrl: data?.publicEnv?.donationUrl ?? null,
    socialLinks: data?.publicEnv?.socialLinks ?? null,
  };
}
