/** The home page's texts as the loader hands them over, already in the page's language. */

export type HomeItem = { id: string; title: string; text: string };

export type HomeContent = {
  hero: { eyebrow: string; title: string; lead: string; explore: string; share: string };
  themes: { heading: string; intro: string; items: HomeItem[] };
  steps: { heading: string; intro: string; items: HomeItem[] };
  community: { heading: string; text: string; link: string };
  cta: { heading: string; text: string; button: string; secondary: string };
};
