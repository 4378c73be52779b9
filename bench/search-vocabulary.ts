import type { Locale } from '#domain/locale.ts';

/**
 * Words synthetic trips are written in, most frequent first: a Zipf draw over each list gives the
 * long tail real travel writing has (a few words in most trips, most words in few). The first word
 * of `common` is the "very common word" the bench searches for.
 */
export const vocabulary: Record<
  Locale,
  { common: string[]; adjectives: string[]; activities: string[]; titles: string[]; tags: string[] }
> = {
  en: {
    common: (
      'city day walk old town beach mountain lake road food train morning evening market view coast ' +
      'river island village bus night hotel hostel museum harbour church castle sunset hike ferry forest ' +
      'valley street local bike tour breakfast wine coffee camp border desert jungle temple garden bridge ' +
      'square park cliff bay waterfall glacier trail peak sea sand rain sun snow weather summer winter ' +
      'spring autumn week weekend family friends couple people guide ticket car drive road trip route map ' +
      'station airport flight luggage budget money price cheap expensive friendly quiet busy crowded ' +
      'beautiful famous historic ancient modern small big long short early late north south east west ' +
      'centre palace cathedral fortress ruins cave canyon volcano dunes reef lagoon vineyard farm ' +
      'monastery lighthouse pier promenade boulevard alley bazaar souk tea spices seafood pasta bread ' +
      'cheese chocolate beer cocktail music festival dance art gallery painting photography sunrise stars'
    ).split(' '),
    adjectives: 'great unforgettable lazy wild slow quick lovely hidden classic grand rainy sunny'.split(' '),
    activities: (
      'hiking swimming snorkelling diving kayaking cycling surfing climbing skiing sailing wine tasting ' +
      'city tour boat trip cooking class food market walking tour museum visit safari rafting yoga ' +
      'horse riding paragliding canyoning fishing birdwatching'
    ).split(' '),
    titles: [
      '{adj} days in {place}',
      'From {place} to {other}',
      '{country} by train',
      'A week in {country}',
      '{activity} around {place}',
      'Roadtrip through {country}',
      '{place} and beyond',
      'Backpacking {country}',
      '{season} in {place}',
      '{place}: {adj} and {adj2}',
    ],
    tags: 'budget luxury solo family food nature culture history adventure photography slow-travel'.split(' '),
  },
  de: {
    common: (
      'stadt tag spaziergang altstadt strand berg see straße essen zug morgen abend markt aussicht küste ' +
      'fluss insel dorf bus nacht hotel hostel museum hafen kirche burg sonnenuntergang wanderung fähre wald ' +
      'tal gasse einheimische fahrrad tour frühstück wein kaffee zelt grenze wüste dschungel tempel garten ' +
      'brücke platz park klippe bucht wasserfall gletscher weg gipfel meer sand regen sonne schnee wetter ' +
      'sommer winter frühling herbst woche wochenende familie freunde paar leute führer ticket auto fahrt ' +
      'route karte bahnhof flughafen gepäck budget geld preis günstig teuer freundlich ruhig voll überfüllt ' +
      'wunderschön berühmt historisch alt modern klein groß lang kurz fruh spät norden süden osten westen ' +
      'zentrum palast dom festung ruinen höhle schlucht vulkan dünen riff lagune weinberg bauernhof kloster ' +
      'leuchtturm steg promenade boulevard basar gewürze meeresfrüchte nudeln brot käse schokolade bier ' +
      'musik fest tanz kunst galerie malerei fotografie sonnenaufgang sterne'
    ).split(' '),
    adjectives: 'großartige unvergessliche faule wilde langsame schnelle schöne versteckte klassische'.split(' '),
    activities: (
      'wandern schwimmen schnorcheln tauchen kajakfahren radfahren surfen klettern skifahren segeln ' +
      'weinprobe stadtführung bootsfahrt kochkurs wochenmarkt museumsbesuch safari rafting yoga reiten ' +
      'gleitschirmfliegen angeln vogelbeobachtung'
    ).split(' '),
    titles: [
      '{adj} Tage in {place}',
      'Von {place} nach {other}',
      '{country} mit dem Zug',
      'Eine Woche in {country}',
      '{activity} rund um {place}',
      'Roadtrip durch {country}',
      '{place} und weiter',
      'Rucksackreise durch {country}',
      '{season} in {place}',
      '{place}: {adj} und {adj2}',
    ],
    tags: 'budget luxus allein familie essen natur kultur geschichte abenteuer fotografie'.split(' '),
  },
};

export const seasons: Record<Locale, string[]> = {
  en: ['Spring', 'Summer', 'Autumn', 'Winter'],
  de: ['Frühling', 'Sommer', 'Herbst', 'Winter'],
};
