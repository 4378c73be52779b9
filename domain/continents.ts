/**
 * Continents as travellers name them, each with its countries' ISO codes (the Americas split at
 * Panama; the Caribbean and Central America in North America; Russia and Turkey in Europe, where
 * most trips to them go; the Caucasus in Asia). Every code of countries.ts is on exactly one.
 */
const members = {
  africa:
    'AO BF BI BJ BW CD CF CG CI CM CV DJ DZ EG EH ER ET GA GH GM GN GQ GW IO KE KM LR LS LY MA MG ML MR MU MW MZ NA NE NG RE RW SC SD SH SL SN SO SS ST SZ TD TF TG TN TZ UG YT ZA ZM ZW',
  antarctica: 'AQ BV GS HM',
  asia: 'AE AF AM AZ BD BH BN BT CC CN CX GE HK ID IL IN IQ IR JO JP KG KH KP KR KW KZ LA LB LK MM MN MO MV MY NP OM PH PK PS QA SA SG SY TH TJ TL TM TW UZ VN YE',
  europe:
    'AD AL AT AX BA BE BG BY CH CY CZ DE DK EE ES FI FO FR GB GG GI GR HR HU IE IM IS IT JE LI LT LU LV MC MD ME MK MT NL NO PL PT RO RS RU SE SI SJ SK SM TR UA VA XK',
  'north-america':
    'AG AI AW BB BL BM BQ BS BZ CA CR CU CW DM DO GD GL GP GT HN HT JM KN KY LC MF MQ MS MX NI PA PM PR SV SX TC TT US VC VG VI',
  'south-america': 'AR BO BR CL CO EC FK GF GY PE PY SR UY VE',
  oceania: 'AS AU CK FJ FM GU KI MH MP NC NF NR NU NZ PF PG PN PW SB TK TO TV UM VU WF WS',
} as const;

export type Continent = keyof typeof members;
export const continents = Object.keys(members) as [Continent, ...Continent[]];

export const continentCountries: Readonly<Record<Continent, readonly string[]>> = Object.fromEntries(
  Object.entries(members).map(([continent, codes]) => [continent, codes.split(' ')]),
) as Record<Continent, string[]>;

const continentOf = new Map(
  continents.flatMap((continent) => continentCountries[continent].map((code) => [code, continent])),
);

/** The continents of `countries`, each once, in the order of `continents`. */
export const continentsOf = (countries: readonly string[]): Continent[] =>
  continents.filter((continent) => countries.some((code) => continentOf.get(code) === continent));
