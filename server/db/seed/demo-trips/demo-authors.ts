type Words = { en: string; de: string };

type Author = { name: string; location: string; locale: 'en' | 'de'; aboutMe: Words; traveled: string[] };

/** The demo community: they have no password, so nobody can sign in as them. */
export const demoAuthors = {
  lena: {
    name: 'Lena Hoffmann',
    location: 'Hamburg',
    locale: 'de',
    aboutMe: {
      en: 'Teacher from Hamburg who spends every holiday on trains, ferries and long walks.',
      de: 'Lehrerin aus Hamburg, die jede Ferienwoche in Zügen, auf Fähren und zu Fuß verbringt.',
    },
    traveled: ['DE', 'NO', 'PT', 'IT', 'JP', 'IS'],
  },
  tom: {
    name: 'Tom Becker',
    location: 'Bristol',
    locale: 'en',
    aboutMe: {
      en: 'Road-trip planner, coffee snob and collector of odd roadside stops.',
      de: 'Roadtrip-Planer, Kaffee-Snob und Sammler skurriler Raststätten.',
    },
    traveled: ['GB', 'US', 'CA', 'ES', 'AU', 'NZ'],
  },
  aiko: {
    name: 'Aiko Tanaka',
    location: 'Berlin',
    locale: 'en',
    aboutMe: {
      en: 'Designer from Osaka living in Berlin; I travel slowly and eat everything.',
      de: 'Designerin aus Osaka, lebe in Berlin; ich reise langsam und esse alles.',
    },
    traveled: ['JP', 'KR', 'VN', 'TH', 'DE', 'FR'],
  },
  marco: {
    name: 'Marco Rossi',
    location: 'München',
    locale: 'de',
    aboutMe: {
      en: 'Mountain guide in summer, backpacker in winter.',
      de: 'Im Sommer Bergführer, im Winter Backpacker.',
    },
    traveled: ['IT', 'AT', 'CH', 'NP', 'PE', 'AR', 'CL'],
  },
  sofia: {
    name: 'Sofia Lindqvist',
    location: 'Zürich',
    locale: 'en',
    aboutMe: {
      en: 'Travelling with two kids and a camper van; proof that family trips can be adventures.',
      de: 'Unterwegs mit zwei Kindern und einem Camper: Familienreisen können Abenteuer sein.',
    },
    traveled: ['SE', 'CH', 'HR', 'GR', 'ZA', 'CR'],
  },
  jonas: {
    name: 'Jonas Weber',
    location: 'Köln',
    locale: 'de',
    aboutMe: {
      en: 'Photographer chasing deserts, night skies and good street food.',
      de: 'Fotograf auf der Jagd nach Wüsten, Sternenhimmeln und gutem Streetfood.',
    },
    traveled: ['MA', 'JO', 'TZ', 'MX', 'IN', 'LK'],
  },
} satisfies Record<string, Author>;

export type DemoAuthor = keyof typeof demoAuthors;
