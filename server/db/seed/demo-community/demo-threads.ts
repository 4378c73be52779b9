import type { DemoAuthor } from '../demo-trips/demo-authors.ts';

type Said = { by: DemoAuthor; body: string };

/** A conversation under a demo trip (named by its file): a comment and its replies. */
export type DemoThread = Said & { trip: string; replies: Said[] };

/** Conversations as the demo travellers would have them, in the language each chose. */
export const demoThreads: DemoThread[] = [
  {
    trip: 'lofoten-in-winter-northern-lights-over-fishing',
    by: 'tom',
    body: 'How cold did it get on the walks? We are thinking of February with our two-year-old in a carrier.',
    replies: [
      {
        by: 'marco',
        body: 'Around -5 °C with wind, colder up high. With a carrier I would stay on the coast walks: the steps up Reinebringen are icy until March.',
      },
      {
        by: 'lena',
        body: 'We walked from Hamnøy to Sakrisøy in February: flat, beautiful, and there is a café halfway.',
      },
    ],
  },
  {
    trip: 'lofoten-in-winter-northern-lights-over-fishing',
    by: 'lena',
    body: 'Habt ihr die Nordlichter per App gesucht oder einfach Glück gehabt?',
    replies: [
      {
        by: 'marco',
        body: 'Yr für die Wolken und eine Polarlicht-App für den Kp-Wert. Eine klare Nacht schlägt jeden hohen Kp-Wert!',
      },
    ],
  },
  {
    trip: 'porto-the-douro-valley-and-coimbra-by-train',
    by: 'jonas',
    body: 'Toller Tipp mit dem Zug durchs Douro-Tal! Lohnt es sich, links zu sitzen?',
    replies: [
      {
        by: 'aiko',
        body: 'Yes: going up the valley the river is on the left almost all the way to Pocinho.',
      },
      { by: 'jonas', body: 'Danke, ist notiert!' },
    ],
  },
  {
    trip: 'porto-the-douro-valley-and-coimbra-by-train',
    by: 'sofia',
    body: 'Would this work with kids aged six and nine? The train days sound perfect for them.',
    replies: [
      {
        by: 'aiko',
        body: 'I think so. The university tour in Coimbra is long for small ones, but every child on our boat loved the Douro.',
      },
    ],
  },
  {
    trip: 'georgia-wine-mountains-and-khachapuri',
    by: 'lena',
    body: 'The khachapuri list alone is worth saving this trip. Did you need a driver for the road to Kazbegi?',
    replies: [
      {
        by: 'aiko',
        body: 'No: a marshrutka up and a shared taxi back, both easy to find at Didube station in Tbilisi.',
      },
    ],
  },
  {
    trip: 'namibia-self-drive-windhoek-sossusvlei',
    by: 'tom',
    body: 'Great packing list. A second spare tyre saved us too: the gravel roads forgive nothing.',
    replies: [],
  },
  {
    trip: 'hokkaido-in-winter-sapporo-otaru-and-the-onsen',
    by: 'marco',
    body: 'Wie voll war es beim Schneefestival in Sapporo? Lohnt sich ein Hotel direkt am Odori-Park?',
    replies: [
      {
        by: 'lena',
        body: 'Abends sehr voll, morgens fast leer. Ein Hotel an der U-Bahn reicht völlig, die Linien fahren alle paar Minuten.',
      },
    ],
  },
];
