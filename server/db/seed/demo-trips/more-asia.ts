import type { DemoTrip } from './types.ts';

export const moreAsiaTrips: DemoTrip[] = [
  {
    author: 'aiko',
    language: 'en',
    title: {
      en: 'Georgia: Wine, Mountains and Khachapuri from Tbilisi to Kazbegi',
      de: 'Georgien: Wein, Berge und Khachapuri von Tiflis bis Kasbegi',
    },
    description: {
      en: 'Georgia surprised me at every turn: sulphur baths and crumbling balconies in Tbilisi, a monastery below a 5,000-metre glacier in Kazbegi, and amber wine fermented in clay jars in Kakheti. Hospitality here is serious business, so come hungry and leave space in your schedule for unexpected feasts.',
      de: 'Georgien hat mich an jeder Ecke überrascht: Schwefelbäder und bröckelnde Balkone in Tiflis, ein Kloster unter einem 5.000 Meter hohen Gletscher in Kasbegi und Bernsteinwein, der in Tonkrügen in Kachetien reift. Gastfreundschaft wird hier ernst genommen, also komm hungrig und lass Luft im Plan für spontane Festessen.',
    },
    summary: {
      en: 'Cheap, safe and astonishingly beautiful. Use Bolt in Tbilisi, shared taxis (marshrutkas) outside, and learn to say gaumarjos before your first supra.',
      de: 'Günstig, sicher und erstaunlich schön. Nutz Bolt in Tiflis, Sammeltaxis (Marschrutkas) auf dem Land und lern „Gaumardschos“, bevor du zum ersten Supra eingeladen wirst.',
    },
    period: 'June 2024',
    dateFrom: '2024-06-08',
    travelTypes: ['backpacking', 'hiking', 'single', 'sightseeing'],
    tags: ['georgia', 'caucasus', 'wine', 'monasteries'],
    apps: ['Bolt', 'Maps.me', 'Georgian Railway'],
    budget: 1,
    comfort: 4,
    detail: 3,
    cover: { scene: 'mountains', hue: 110 },
    places: [
      {
        name: 'Tbilisi',
        country: 'GE',
        lat: 41.7151,
        lng: 44.8271,
        duration: 3,
        description: {
          en: 'Tbilisi mixes Persian bathhouses, Art Nouveau facades and Soviet blocks along a river gorge. The old town around Abanotubani is best explored on foot, slowly, with stops for churchkhela.',
          de: 'Tiflis mischt persische Badehäuser, Jugendstilfassaden und sowjetische Blocks entlang einer Flussschlucht. Die Altstadt rund um Abanotubani erkundest du am besten zu Fuß, langsam und mit Pausen für Tschurtschchela.',
        },
        generalInfo: {
          en: 'The lari is the currency; ATMs are everywhere. Many EU citizens stay visa-free for a year. Russian is more widely spoken than English among older people.',
          de: 'Bezahlt wird mit Lari; Geldautomaten gibt es überall. Viele EU-Bürger können ein Jahr visumfrei bleiben. Ältere Menschen sprechen eher Russisch als Englisch.',
        },
        activities: [
          {
            kind: 'activity',
            name: { en: 'Sulphur baths in Abanotubani', de: 'Schwefelbäder in Abanotubani' },
            description: {
              en: 'Rent a private room with a hot pool in one of the domed bathhouses and add a kisi scrub.',
              de: 'Miete dir in einem der Kuppelbäder ein Privatzimmer mit heißem Becken und gönn dir eine Kisi-Massage.',
            },
            tips: {
              en: 'Chreli Abano is the prettiest; an hour for two costs about GEL 100.',
              de: 'Chreli Abano ist das schönste; eine Stunde zu zweit kostet etwa 100 Lari.',
            },
            image: { scene: 'temple', hue: 30 },
          },
          {
            kind: 'sight',
            name: { en: 'Narikala Fortress', de: 'Festung Narikala' },
            description: {
              en: 'Ride the cable car up for views over the old town, then walk down through the botanical garden.',
              de: 'Fahr mit der Seilbahn hinauf für den Blick über die Altstadt und lauf dann durch den Botanischen Garten hinunter.',
            },
            tips: {
              en: 'Sunset is magic, but bring a Metromoney card for the cable car.',
              de: 'Der Sonnenuntergang ist magisch, aber du brauchst eine Metromoney-Karte für die Seilbahn.',
            },
          },
        ],
        accommodation: {
          name: 'Fabrika Hostel',
          price: '€40/night',
          description: {
            en: 'A former Soviet sewing factory turned hostel with a courtyard full of bars.',
            de: 'Eine ehemalige sowjetische Nähfabrik, heute Hostel mit einem Hof voller Bars.',
          },
          tips: {
            en: 'Book a private room; the courtyard is loud until 2 am.',
            de: 'Buch ein Privatzimmer; im Hof ist es bis 2 Uhr laut.',
          },
        },
        leg: {
          type: 'bus',
          duration: 180,
          price: 'GEL 15',
          description: {
            en: 'Marshrutka from Didube station along the Georgian Military Road.',
            de: 'Marschrutka vom Busbahnhof Didube über die Georgische Heerstraße.',
          },
          tips: {
            en: 'A shared taxi with stops at Ananuri and the Gudauri viewpoint is worth the extra GEL 40.',
            de: 'Ein Sammeltaxi mit Halt in Ananuri und am Aussichtspunkt Gudauri ist die 40 Lari extra wert.',
          },
        },
        days: [
          {
            description: {
              en: 'Arrival at night, khachapuri for a late dinner.',
              de: 'Ankunft in der Nacht, Khachapuri als spätes Abendessen.',
            },
            activities: [],
          },
          {
            description: {
              en: 'Old town walk, fortress and cable car.',
              de: 'Altstadtspaziergang, Festung und Seilbahn.',
            },
            activities: [1],
          },
          {
            description: {
              en: 'Dry Bridge flea market and an evening in the sulphur baths.',
              de: 'Flohmarkt an der Trockenen Brücke und abends in die Schwefelbäder.',
            },
            activities: [0],
          },
          {
            description: {
              en: 'Day trip to Mtskheta, the old capital.',
              de: 'Tagesausflug nach Mzcheta, in die alte Hauptstadt.',
            },
            activities: [],
          },
        ],
      },
      {
        name: 'Stepantsminda (Kazbegi)',
        country: 'GE',
        lat: 42.6567,
        lng: 44.6433,
        duration: 3,
        description: {
          en: 'A mountain village below Mount Kazbek, famous for the Gergeti Trinity Church on the ridge above it. The hiking is superb and the air cool even in June.',
          de: 'Ein Bergdorf unterhalb des Kasbek, berühmt für die Gergeti-Dreifaltigkeitskirche auf dem Kamm darüber. Die Wanderungen sind großartig, und die Luft ist selbst im Juni frisch.',
        },
        generalInfo: {
          en: 'The Russian border is 15 km north. There are two ATMs and a small supermarket. Weather is best in the morning.',
          de: 'Die russische Grenze liegt 15 km nördlich. Es gibt zwei Geldautomaten und einen kleinen Supermarkt. Morgens ist das Wetter am besten.',
        },
        activities: [
          {
            kind: 'sight',
            name: { en: 'Gergeti Trinity Church', de: 'Gergeti-Dreifaltigkeitskirche' },
            description: {
              en: 'A 14th-century church at 2,170 metres with the glacier of Kazbek behind it. A steep 1.5-hour walk from the village.',
              de: 'Eine Kirche aus dem 14. Jahrhundert auf 2.170 Metern mit dem Kasbek-Gletscher dahinter. Ein steiler Aufstieg von anderthalb Stunden aus dem Dorf.',
            },
            tips: {
              en: 'Women need a headscarf and a skirt; both are lent at the door.',
              de: 'Frauen brauchen Kopftuch und Rock; beides wird am Eingang verliehen.',
            },
            image: { scene: 'snow', hue: 120 },
          },
          {
            kind: 'activity',
            name: { en: 'Juta to Chaukhi lakes', de: 'Von Juta zu den Tschauchi-Seen' },
            description: {
              en: 'A valley hike from Juta past the Fifth Season hut to the Chaukhi massif.',
              de: 'Eine Talwanderung von Juta an der Hütte Fifth Season vorbei bis zum Tschauchi-Massiv.',
            },
            tips: {
              en: 'Share a 4x4 to Juta (GEL 100 return); snow can linger until late June.',
              de: 'Teil dir einen Geländewagen nach Juta (100 Lari hin und zurück); bis Ende Juni kann noch Schnee liegen.',
            },
          },
        ],
        accommodation: {
          name: 'Guesthouse Nazi',
          price: '€35/night',
          description: {
            en: 'Family guesthouse with a balcony facing Kazbek and huge home-cooked dinners.',
            de: 'Familiengästehaus mit Balkon Richtung Kasbek und riesigem hausgemachtem Abendessen.',
          },
          tips: {
            en: 'Dinner with homemade chacha is GEL 25; say yes.',
            de: 'Abendessen mit selbstgebranntem Tschatscha kostet 25 Lari; sag ja.',
          },
        },
        leg: {
          type: 'taxi',
          duration: 300,
          price: 'GEL 250',
          description: {
            en: 'Private driver back south and east to the Kakheti wine region.',
            de: 'Mit privatem Fahrer zurück nach Süden und weiter nach Osten in die Weinregion Kachetien.',
          },
          tips: {
            en: 'Ask your guesthouse to arrange a driver; prices are fixed in advance.',
            de: 'Lass dir vom Gästehaus einen Fahrer organisieren; der Preis wird vorher festgelegt.',
          },
        },
        days: [
          {
            description: {
              en: 'Arrival and an evening walk along the Terek river.',
              de: 'Ankunft und Abendspaziergang am Terek entlang.',
            },
            activities: [],
          },
          {
            description: {
              en: 'Sunrise hike to Gergeti Trinity Church and on towards the glacier.',
              de: 'Zum Sonnenaufgang zur Gergeti-Kirche und weiter Richtung Gletscher.',
            },
            activities: [0],
          },
          {
            description: {
              en: 'Juta valley and the Chaukhi lakes.',
              de: 'Juta-Tal und die Tschauchi-Seen.',
            },
            activities: [1],
          },
        ],
      },
      {
        name: 'Sighnaghi',
        country: 'GE',
        lat: 41.6196,
        lng: 45.9215,
        duration: 2,
        description: {
          en: 'A walled hilltop town above the Alazani valley, with the Caucasus on the horizon and wineries in every courtyard.',
          de: 'Ein ummauertes Städtchen auf dem Hügel über dem Alasani-Tal, mit dem Kaukasus am Horizont und Weingütern in jedem Hof.',
        },
        generalInfo: {
          en: 'Shared taxis to Tbilisi leave from the main square (2 hours, GEL 10). Most wineries offer tastings without booking.',
          de: 'Sammeltaxis nach Tiflis fahren am Hauptplatz ab (2 Stunden, 10 Lari). Die meisten Weingüter bieten Verkostungen ohne Anmeldung.',
        },
        activities: [
          {
            kind: 'activity',
            name: { en: 'Qvevri wine tasting', de: 'Qvevri-Weinprobe' },
            description: {
              en: 'Amber wines fermented with their skins in buried clay jars, an 8,000-year-old tradition.',
              de: 'Bernsteinweine, die mit den Schalen in vergrabenen Tonkrügen gären, eine 8.000 Jahre alte Tradition.',
            },
            tips: {
              en: 'Pheasant’s Tears has a great restaurant too; book dinner.',
              de: 'Pheasant’s Tears hat auch ein tolles Restaurant; reservier fürs Abendessen.',
            },
            image: { scene: 'vineyard', hue: 80 },
          },
        ],
        accommodation: {
          name: 'Kabadoni Boutique Hotel',
          price: '€90/night',
          description: {
            en: 'Small hotel with a terrace pool overlooking the valley.',
            de: 'Kleines Hotel mit Terrassenpool und Blick über das Tal.',
          },
          tips: {
            en: 'Breakfast on the terrace at sunrise is unforgettable.',
            de: 'Frühstück auf der Terrasse bei Sonnenaufgang ist unvergesslich.',
          },
        },
        days: [
          {
            description: {
              en: 'Arrival via the Bodbe monastery, walk on the town walls.',
              de: 'Ankunft über das Kloster Bodbe, Spaziergang auf der Stadtmauer.',
            },
            activities: [],
          },
          {
            description: {
              en: 'Winery hopping and a farewell supra.',
              de: 'Weingüter-Hopping und ein Abschieds-Supra.',
            },
            activities: [0],
          },
        ],
      },
    ],
  },
  {
    author: 'marco',
    language: 'de',
    title: {
      en: 'Silk Road by Train: Tashkent, Samarkand and Bukhara',
      de: 'Seidenstraße mit dem Zug: Taschkent, Samarkand und Buchara',
    },
    description: {
      en: 'Uzbekistan feels like walking through a book of Persian miniatures: turquoise domes, madrasas covered in tiles and bazaars piled with melons. The fast Afrosiyob trains make travelling between the Silk Road cities easy, and the people are curious and kind.',
      de: 'Usbekistan fühlt sich an wie ein Spaziergang durch ein Buch persischer Miniaturen: türkisblaue Kuppeln, mit Kacheln überzogene Medresen und Basare voller Melonen. Mit den schnellen Afrosiyob-Zügen reist du bequem zwischen den Städten der Seidenstraße, und die Menschen sind neugierig und herzlich.',
    },
    summary: {
      en: 'Go in spring or autumn, book trains as soon as sales open (45 days ahead) and carry cash in som for bazaars and taxis.',
      de: 'Reis im Frühling oder Herbst, buch die Züge gleich zum Verkaufsstart (45 Tage vorher) und hab Bargeld in Som für Basare und Taxis dabei.',
    },
    period: 'April 2025',
    dateFrom: '2025-04-12',
    travelTypes: ['train', 'sightseeing', 'citytrip'],
    tags: ['usbekistan', 'seidenstraße', 'zug', 'architektur'],
    apps: ['Uzbekistan Railways', 'Yandex Go'],
    budget: 2,
    comfort: 4,
    detail: 2,
    cover: { scene: 'temple', hue: 190 },
    places: [
      {
        name: 'Tashkent',
        country: 'UZ',
        lat: 41.2995,
        lng: 69.2401,
        duration: 1,
        description: {
          en: 'A big Soviet-planned capital. The metro stations, each decorated like a palace, and the Chorsu bazaar are worth a day.',
          de: 'Eine große, sowjetisch geplante Hauptstadt. Die Metrostationen, jede wie ein Palast geschmückt, und der Chorsu-Basar sind einen Tag wert.',
        },
        generalInfo: {
          en: 'Germans enter visa-free for 30 days. Cards are accepted in hotels; elsewhere pay in som.',
          de: 'Deutsche reisen 30 Tage visumfrei ein. Hotels akzeptieren Karten; sonst zahlst du in Som.',
        },
        activities: [
          {
            kind: 'sight',
            name: { en: 'Chorsu Bazaar', de: 'Chorsu-Basar' },
            description: {
              en: 'A giant green dome full of spices, dried fruit and fresh bread.',
              de: 'Eine riesige grüne Kuppel voller Gewürze, Trockenfrüchte und frischem Brot.',
            },
            tips: {
              en: 'Try plov from the huge pans at the back before noon.',
              de: 'Probier vor Mittag Plov aus den riesigen Pfannen im hinteren Teil.',
            },
          },
        ],
        accommodation: {
          name: 'Hotel Uzbekistan',
          price: '€70/night',
          description: {
            en: 'An iconic Soviet hotel on Amir Timur square, renovated inside.',
            de: 'Ein ikonisches Sowjethotel am Amir-Timur-Platz, innen renoviert.',
          },
          tips: {
            en: 'Ask for a room on a high floor facing the square.',
            de: 'Frag nach einem Zimmer weit oben mit Blick auf den Platz.',
          },
        },
        leg: {
          type: 'train',
          duration: 130,
          price: 'UZS 270,000',
          description: {
            en: 'High-speed Afrosiyob train to Samarkand.',
            de: 'Mit dem Schnellzug Afrosiyob nach Samarkand.',
          },
          tips: {
            en: 'Trains sell out fast; buy on the railway website as soon as possible.',
            de: 'Die Züge sind schnell ausverkauft; kauf die Tickets so früh wie möglich auf der Bahn-Website.',
          },
        },
        days: [
          {
            description: {
              en: 'Arrival and a metro tour in the evening.',
              de: 'Ankunft und abends eine Metro-Tour.',
            },
            activities: [],
          },
          {
            description: {
              en: 'Bazaar in the morning, train to Samarkand at noon.',
              de: 'Vormittags Basar, mittags mit dem Zug nach Samarkand.',
            },
            activities: [0],
          },
        ],
      },
      {
        name: 'Samarkand',
        country: 'UZ',
        lat: 39.6542,
        lng: 66.9597,
        duration: 3,
        description: {
          en: 'Timur’s capital. The Registan square with its three madrasas is one of the most beautiful places I have ever stood in.',
          de: 'Timurs Hauptstadt. Der Registan mit seinen drei Medresen gehört zu den schönsten Orten, an denen ich je gestanden habe.',
        },
        generalInfo: {
          en: 'Yandex Go taxis cost next to nothing. Many sights close at 8 pm in summer.',
          de: 'Yandex-Go-Taxis kosten fast nichts. Viele Sehenswürdigkeiten schließen im Sommer um 20 Uhr.',
        },
        activities: [
          {
            kind: 'sight',
            name: { en: 'Registan', de: 'Registan' },
            description: {
              en: 'Three tiled madrasas facing a square, lit up in the evening.',
              de: 'Drei gekachelte Medresen rund um einen Platz, abends beleuchtet.',
            },
            tips: {
              en: 'Visit at 8 am for empty courtyards and again after dark for the lights.',
              de: 'Geh um 8 Uhr für leere Innenhöfe und nach Einbruch der Dunkelheit noch mal für die Beleuchtung.',
            },
            image: { scene: 'temple', hue: 200 },
          },
          {
            kind: 'sight',
            name: { en: 'Shah-i-Zinda', de: 'Schah-i-Zinda' },
            description: {
              en: 'An avenue of mausoleums covered in the finest tile work in Central Asia.',
              de: 'Eine Gasse aus Mausoleen mit den feinsten Kachelarbeiten Zentralasiens.',
            },
            tips: {
              en: 'Dress modestly; it is an active place of pilgrimage.',
              de: 'Kleide dich bedeckt; es ist ein aktiver Pilgerort.',
            },
          },
        ],
        accommodation: {
          name: 'Hotel Bibikhanum',
          price: '€60/night',
          description: {
            en: 'Traditional guesthouse with a rooftop view of the Bibi-Khanym mosque.',
            de: 'Traditionelles Gästehaus mit Dachterrasse und Blick auf die Bibi-Chanym-Moschee.',
          },
          tips: {
            en: 'Breakfast on the roof is worth getting up for.',
            de: 'Für das Frühstück auf dem Dach lohnt sich das frühe Aufstehen.',
          },
        },
        leg: {
          type: 'train',
          duration: 95,
          price: 'UZS 200,000',
          description: {
            en: 'Afrosiyob train on to Bukhara.',
            de: 'Mit dem Afrosiyob weiter nach Buchara.',
          },
          tips: {
            en: 'The station is 15 minutes from the old town by taxi.',
            de: 'Der Bahnhof liegt 15 Taximinuten von der Altstadt entfernt.',
          },
        },
        days: [
          {
            description: {
              en: 'Registan at sunset and the light show.',
              de: 'Registan bei Sonnenuntergang und die Lichtshow.',
            },
            activities: [0],
          },
          {
            description: {
              en: 'Shah-i-Zinda, Bibi-Khanym and the Siab bazaar.',
              de: 'Schah-i-Zinda, Bibi-Chanym und der Siab-Basar.',
            },
            activities: [1],
          },
          {
            description: {
              en: 'Paper mill at Konigil and Ulugh Beg’s observatory.',
              de: 'Papiermühle in Konigil und Ulug Begs Observatorium.',
            },
            activities: [],
          },
        ],
      },
      {
        name: 'Bukhara',
        country: 'UZ',
        lat: 39.7747,
        lng: 64.4286,
        duration: 2,
        description: {
          en: 'Quieter and more intimate than Samarkand, with a pool-side square, covered trading domes and the 47-metre Kalon minaret.',
          de: 'Ruhiger und intimer als Samarkand, mit einem Platz am Wasserbecken, überdachten Handelskuppeln und dem 47 Meter hohen Kalon-Minarett.',
        },
        generalInfo: {
          en: 'The old town is small and walkable. Flights back to Tashkent take an hour.',
          de: 'Die Altstadt ist klein und gut zu Fuß zu erkunden. Der Flug zurück nach Taschkent dauert eine Stunde.',
        },
        activities: [
          {
            kind: 'sight',
            name: { en: 'Po-i-Kalyan ensemble', de: 'Po-i-Kalon-Ensemble' },
            description: {
              en: 'Mosque, madrasa and the Kalon minaret, which even Genghis Khan spared.',
              de: 'Moschee, Medrese und das Kalon-Minarett, das sogar Dschingis Khan verschonte.',
            },
            tips: {
              en: 'Come at golden hour, when the brick glows.',
              de: 'Komm zur goldenen Stunde, wenn der Backstein leuchtet.',
            },
            image: { scene: 'desert', hue: 35 },
          },
        ],
        accommodation: {
          name: 'Komil Boutique Hotel',
          price: '€65/night',
          description: {
            en: 'A 19th-century merchant’s house with painted ceilings.',
            de: 'Ein Kaufmannshaus aus dem 19. Jahrhundert mit bemalten Decken.',
          },
          tips: {
            en: 'The owners arrange trips to the summer palace.',
            de: 'Die Besitzer organisieren Ausflüge zum Sommerpalast.',
          },
        },
        days: [
          {
            description: {
              en: 'Lyabi-Hauz square and dinner under the mulberry trees.',
              de: 'Platz am Labi-Hauz und Abendessen unter den Maulbeerbäumen.',
            },
            activities: [],
          },
          {
            description: {
              en: 'Kalon minaret, the Ark fortress and the trading domes.',
              de: 'Kalon-Minarett, die Festung Ark und die Handelskuppeln.',
            },
            activities: [0],
          },
        ],
      },
    ],
  },
  {
    author: 'tom',
    language: 'en',
    title: {
      en: 'Palawan Island Hopping: El Nido to Coron by Boat',
      de: 'Inselhüpfen auf Palawan: Mit dem Boot von El Nido nach Coron',
    },
    description: {
      en: 'Limestone cliffs rising out of turquoise water, lagoons you paddle into through cracks in the rock and a three-day expedition boat between El Nido and Coron, sleeping on remote beaches. This was the most beautiful sea I have ever swum in.',
      de: 'Kalksteinfelsen, die aus türkisfarbenem Wasser ragen, Lagunen, in die du durch Felsspalten hineinpaddelst, und eine dreitägige Expedition mit dem Boot von El Nido nach Coron mit Übernachtungen an einsamen Stränden. Das war das schönste Meer, in dem ich je geschwommen bin.',
    },
    summary: {
      en: 'Fly into Puerto Princesa, go in the dry season (December to May) and book the expedition boat early. Bring reef-safe sunscreen and cash.',
      de: 'Flieg nach Puerto Princesa, reis in der Trockenzeit (Dezember bis Mai) und buch die Expeditionsfahrt früh. Nimm riffschonende Sonnencreme und Bargeld mit.',
    },
    period: 'February 2024',
    dateFrom: '2024-02-03',
    travelTypes: ['beach', 'ship', 'friends', 'nature'],
    tags: ['philippines', 'island hopping', 'snorkelling', 'lagoons'],
    apps: ['Grab', '12Go'],
    budget: 2,
    comfort: 3,
    detail: 2,
    cover: { scene: 'island', hue: 45 },
    places: [
      {
        name: 'El Nido',
        country: 'PH',
        lat: 11.1956,
        lng: 119.4075,
        duration: 3,
        description: {
          en: 'A busy little town with an astonishing bay of limestone islands in front of it. The lagoon tours are crowded but worth it.',
          de: 'Ein quirliges Städtchen vor einer atemberaubenden Bucht voller Kalksteininseln. Die Lagunentouren sind voll, lohnen sich aber.',
        },
        generalInfo: {
          en: 'Vans from Puerto Princesa take six hours. Power cuts happen; ATMs often run dry, so bring pesos.',
          de: 'Minibusse aus Puerto Princesa brauchen sechs Stunden. Stromausfälle kommen vor, und Geldautomaten sind oft leer, also bring Pesos mit.',
        },
        activities: [
          {
            kind: 'activity',
            name: { en: 'Tour A: the lagoons', de: 'Tour A: die Lagunen' },
            description: {
              en: 'Small and Big Lagoon by kayak, plus snorkelling at Shimizu island.',
              de: 'Kleine und Große Lagune im Kajak, dazu Schnorcheln an der Insel Shimizu.',
            },
            tips: {
              en: 'Book a private boat for a group of friends to go early, before the crowds.',
              de: 'Buch als Gruppe ein privates Boot, um früh vor den Massen loszufahren.',
            },
            image: { scene: 'island', hue: 40 },
          },
          {
            kind: 'activity',
            name: { en: 'Nacpan Beach', de: 'Nacpan Beach' },
            description: {
              en: 'Four kilometres of golden sand, coconut palms and very few people.',
              de: 'Vier Kilometer goldener Sand, Kokospalmen und kaum Menschen.',
            },
            tips: {
              en: 'Rent a scooter (PHP 500 a day) and stay for sunset.',
              de: 'Leih dir einen Roller (500 Peso am Tag) und bleib bis zum Sonnenuntergang.',
            },
          },
        ],
        accommodation: {
          name: 'Lally & Abet Beach Cottages',
          price: '€60/night',
          description: {
            en: 'Simple cottages on Corong-Corong beach, a tricycle ride from town.',
            de: 'Einfache Cottages am Strand von Corong-Corong, eine Tricycle-Fahrt von der Stadt.',
          },
          tips: {
            en: 'Sunsets here are better than in town.',
            de: 'Die Sonnenuntergänge sind hier schöner als in der Stadt.',
          },
        },
        leg: {
          type: 'ship',
          duration: 3 * 1440,
          price: 'PHP 30,000',
          overnight: true,
          description: {
            en: 'Three days on a traditional outrigger boat with nights in beach camps.',
            de: 'Drei Tage auf einem traditionellen Auslegerboot mit Übernachtungen in Strandcamps.',
          },
          tips: {
            en: 'Tao Expeditions runs the best-known trips; book months ahead.',
            de: 'Tao Expeditions bietet die bekanntesten Touren an; buch Monate vorher.',
          },
        },
        days: [
          {
            description: {
              en: 'Arrival by van, beers on the beach.',
              de: 'Ankunft mit dem Minibus, Bier am Strand.',
            },
            activities: [],
          },
          {
            description: {
              en: 'Lagoon tour by boat and kayak.',
              de: 'Lagunentour mit Boot und Kajak.',
            },
            activities: [0],
          },
          {
            description: {
              en: 'Scooter to Nacpan Beach.',
              de: 'Mit dem Roller zum Nacpan Beach.',
            },
            activities: [1],
          },
          {
            description: {
              en: 'Lazy day before the expedition.',
              de: 'Fauler Tag vor der Expedition.',
            },
            activities: [],
          },
        ],
      },
      {
        name: 'Coron',
        country: 'PH',
        lat: 11.9986,
        lng: 120.2043,
        duration: 3,
        description: {
          en: 'Coron is famous for Japanese World War II wrecks and the crystal-clear Kayangan Lake.',
          de: 'Coron ist berühmt für japanische Wracks aus dem Zweiten Weltkrieg und den glasklaren Kayangan-See.',
        },
        generalInfo: {
          en: 'Busuanga airport has flights to Manila. The town itself is not pretty; the islands around it are.',
          de: 'Vom Flughafen Busuanga gibt es Flüge nach Manila. Die Stadt selbst ist nicht hübsch, die Inseln drumherum schon.',
        },
        activities: [
          {
            kind: 'sight',
            name: { en: 'Kayangan Lake', de: 'Kayangan-See' },
            description: {
              en: 'A freshwater lake between limestone walls, often called the cleanest in Asia.',
              de: 'Ein Süßwassersee zwischen Kalksteinwänden, oft als der sauberste Asiens bezeichnet.',
            },
            tips: {
              en: 'The viewpoint on the way up is the famous photo spot; go first thing.',
              de: 'Der Aussichtspunkt auf dem Weg hinauf ist das berühmte Fotomotiv; geh gleich morgens hin.',
            },
            image: { scene: 'lake', hue: 170 },
          },
          {
            kind: 'activity',
            name: { en: 'Wreck snorkelling', de: 'Schnorcheln an Wracks' },
            description: {
              en: 'The Skeleton Wreck lies in shallow water and can be seen without diving.',
              de: 'Das Skeleton Wreck liegt im flachen Wasser und ist ohne Tauchen zu sehen.',
            },
            tips: {
              en: 'Divers should book the Akitsushima wreck with a certified centre.',
              de: 'Taucher buchen das Wrack der Akitsushima bei einer zertifizierten Basis.',
            },
          },
        ],
        accommodation: {
          name: 'Two Seasons Coron Bayside',
          price: '€110/night',
          description: {
            en: 'Waterfront hotel with a pool and airport transfers.',
            de: 'Hotel am Wasser mit Pool und Flughafentransfer.',
          },
          tips: {
            en: 'Worth the splurge after three nights of camping.',
            de: 'Nach drei Nächten Camping ist der Luxus es wert.',
          },
        },
        leg: {
          type: 'plane',
          duration: 60,
          price: 'PHP 4,500',
          description: {
            en: 'Short hop from Busuanga back to Puerto Princesa.',
            de: 'Kurzer Flug von Busuanga zurück nach Puerto Princesa.',
          },
          tips: {
            en: 'Small propeller planes: the baggage allowance is 10 kg.',
            de: 'Kleine Propellermaschinen: Erlaubt sind nur 10 kg Gepäck.',
          },
        },
        days: [
          {
            description: {
              en: 'Arrival by boat, hot springs at Maquinit.',
              de: 'Ankunft mit dem Boot, heiße Quellen von Maquinit.',
            },
            activities: [],
          },
          {
            description: {
              en: 'Island tour with Kayangan Lake.',
              de: 'Inseltour mit dem Kayangan-See.',
            },
            activities: [0],
          },
          {
            description: {
              en: 'Wreck snorkelling, then the flight to Puerto Princesa.',
              de: 'Schnorcheln an den Wracks, dann der Flug nach Puerto Princesa.',
            },
            activities: [1],
          },
        ],
      },
      {
        name: 'Puerto Princesa',
        country: 'PH',
        lat: 9.7392,
        lng: 118.7353,
        duration: 1,
        description: {
          en: 'We ended where we started, for the underground river and the flight out.',
          de: 'Wir haben dort aufgehört, wo wir angefangen haben: für den unterirdischen Fluss und den Rückflug.',
        },
        generalInfo: {
          en: 'Underground river permits are limited; book through your hotel a day ahead.',
          de: 'Genehmigungen für den unterirdischen Fluss sind begrenzt; buch sie am Vortag über dein Hotel.',
        },
        activities: [
          {
            kind: 'sight',
            name: { en: 'Puerto Princesa Underground River', de: 'Unterirdischer Fluss von Puerto Princesa' },
            description: {
              en: 'A paddle boat takes you 1.5 km into a cave with bats and huge stalactites.',
              de: 'Ein Paddelboot bringt dich 1,5 km weit in eine Höhle mit Fledermäusen und riesigen Stalaktiten.',
            },
            tips: {
              en: 'Keep your mouth closed when looking up. The bats, you know.',
              de: 'Mach den Mund zu, wenn du nach oben schaust. Die Fledermäuse, du weißt schon.',
            },
          },
        ],
        accommodation: {
          name: 'Canvas Boutique Hotel',
          price: '€55/night',
          description: {
            en: 'Colourful small hotel close to the airport.',
            de: 'Buntes kleines Hotel nahe dem Flughafen.',
          },
          tips: {
            en: 'Free airport pick-up if you ask in advance.',
            de: 'Kostenlose Abholung vom Flughafen, wenn du vorher fragst.',
          },
        },
        days: [
          {
            description: {
              en: 'Underground river tour and the last sunset.',
              de: 'Tour zum unterirdischen Fluss und der letzte Sonnenuntergang.',
            },
            activities: [0],
          },
        ],
      },
    ],
  },
  {
    author: 'aiko',
    language: 'en',
    title: {
      en: 'Taiwan Round the Island: Taipei, Taroko Gorge and Tainan',
      de: 'Einmal um Taiwan: Taipeh, Taroko-Schlucht und Tainan',
    },
    description: {
      en: 'Taiwan is a food lover’s dream with mountains attached. I spent ten days going clockwise by train: night markets and hot springs in Taipei, marble canyons on the east coast and temples and milkfish soup in Tainan, the old capital. Trains are fast, cheap and spotless.',
      de: 'Taiwan ist ein Traum für alle, die gern essen – mit Bergen obendrauf. Ich bin zehn Tage im Uhrzeigersinn mit dem Zug gereist: Nachtmärkte und heiße Quellen in Taipeh, Marmorschluchten an der Ostküste und Tempel und Milchfischsuppe in Tainan, der alten Hauptstadt. Die Züge sind schnell, günstig und blitzsauber.',
    },
    summary: {
      en: 'Get an EasyCard on arrival, book east-coast trains two weeks ahead and eat at least one meal a day at a night market.',
      de: 'Hol dir bei der Ankunft eine EasyCard, buch die Züge an der Ostküste zwei Wochen vorher und iss mindestens einmal am Tag auf einem Nachtmarkt.',
    },
    period: 'November 2024',
    dateFrom: '2024-11-02',
    travelTypes: ['train', 'citytrip', 'nature', 'single'],
    tags: ['taiwan', 'night markets', 'trains', 'temples'],
    apps: ['T-Express', 'Taiwan Railway', 'Google Maps'],
    budget: 2,
    comfort: 5,
    detail: 3,
    cover: { scene: 'temple', hue: 0 },
    places: [
      {
        name: 'Taipei',
        country: 'TW',
        lat: 25.033,
        lng: 121.5654,
        duration: 3,
        description: {
          en: 'A relaxed, green megacity with a brilliant metro, tea houses in the hills and the best night markets in Asia.',
          de: 'Eine entspannte, grüne Millionenstadt mit hervorragender Metro, Teehäusern in den Hügeln und den besten Nachtmärkten Asiens.',
        },
        generalInfo: {
          en: 'The airport MRT reaches Taipei Main Station in 35 minutes. The EasyCard works on all transport and in convenience stores.',
          de: 'Die Flughafen-MRT erreicht den Hauptbahnhof in 35 Minuten. Die EasyCard gilt in allen Verkehrsmitteln und in Convenience Stores.',
        },
        activities: [
          {
            kind: 'activity',
            name: { en: 'Raohe night market', de: 'Nachtmarkt Raohe' },
            description: {
              en: 'Pepper buns from a clay oven, stinky tofu and grilled squid under a glowing temple gate.',
              de: 'Pfefferbrötchen aus dem Lehmofen, Stinketofu und gegrillter Tintenfisch unter einem leuchtenden Tempeltor.',
            },
            tips: {
              en: 'The pepper bun stall at the entrance has the longest queue for a reason.',
              de: 'Der Pfefferbrötchen-Stand am Eingang hat nicht ohne Grund die längste Schlange.',
            },
            image: { scene: 'city', hue: 0 },
          },
          {
            kind: 'activity',
            name: { en: 'Elephant Mountain hike', de: 'Wanderung auf den Elephant Mountain' },
            description: {
              en: 'A steep 20-minute stair climb for the classic view of Taipei 101.',
              de: 'Ein steiler, 20-minütiger Treppenaufstieg zum klassischen Blick auf Taipei 101.',
            },
            tips: {
              en: 'Go for sunset and bring water; it is humid even in November.',
              de: 'Geh zum Sonnenuntergang und nimm Wasser mit; selbst im November ist es schwül.',
            },
          },
        ],
        accommodation: {
          name: 'Hotel Proverbs',
          price: 'TWD 4,500/night',
          description: {
            en: 'Boutique hotel in Da’an, close to the metro and Yongkang street.',
            de: 'Boutiquehotel in Da’an, nah an der Metro und der Yongkang Street.',
          },
          tips: {
            en: 'Din Tai Fung’s original branch is around the corner.',
            de: 'Die erste Filiale von Din Tai Fung ist gleich um die Ecke.',
          },
        },
        leg: {
          type: 'train',
          duration: 140,
          price: 'TWD 440',
          description: {
            en: 'Puyuma express down the east coast to Xincheng.',
            de: 'Mit dem Puyuma-Express die Ostküste hinunter bis Xincheng.',
          },
          tips: {
            en: 'Sit on the left for ocean views after Yilan.',
            de: 'Setz dich links hin, ab Yilan siehst du das Meer.',
          },
        },
        days: [
          {
            description: {
              en: 'Arrival, beef noodle soup and a first night market.',
              de: 'Ankunft, Rindfleischnudelsuppe und der erste Nachtmarkt.',
            },
            activities: [0],
          },
          {
            description: {
              en: 'Palace Museum and tea in Maokong.',
              de: 'Palastmuseum und Tee in Maokong.',
            },
            activities: [],
          },
          {
            description: {
              en: 'Day trip to Jiufen and the old gold-mining coast.',
              de: 'Tagesausflug nach Jiufen und an die alte Goldgräberküste.',
            },
            activities: [],
          },
          {
            description: {
              en: 'Elephant Mountain at sunset, then the morning train east.',
              de: 'Elephant Mountain zum Sonnenuntergang, am Morgen danach mit dem Zug nach Osten.',
            },
            activities: [1],
          },
        ],
      },
      {
        name: 'Taroko Gorge',
        country: 'TW',
        lat: 24.1582,
        lng: 121.6218,
        duration: 2,
        description: {
          en: 'Marble walls hundreds of metres high, carved by a jade-coloured river. Parts were closed after the 2024 earthquake, so check which trails are open.',
          de: 'Hunderte Meter hohe Marmorwände, gegraben von einem jadegrünen Fluss. Nach dem Erdbeben 2024 waren Teile gesperrt, also prüf, welche Wege offen sind.',
        },
        generalInfo: {
          en: 'Stay in Xincheng or Hualien and use a scooter or taxi. The national park website lists open trails daily.',
          de: 'Übernachte in Xincheng oder Hualien und nutz Roller oder Taxi. Auf der Website des Nationalparks stehen täglich die offenen Wege.',
        },
        activities: [
          {
            kind: 'sight',
            name: { en: 'Shakadang Trail', de: 'Shakadang-Pfad' },
            description: {
              en: 'An easy path along a crystal-clear side river, with Truku village stalls at the end.',
              de: 'Ein leichter Weg an einem glasklaren Seitenfluss, am Ende Stände des Truku-Dorfes.',
            },
            tips: {
              en: 'Try the millet wine and the sticky rice at the stalls.',
              de: 'Probier an den Ständen den Hirsewein und den Klebreis.',
            },
            image: { scene: 'mountains', hue: 160 },
          },
        ],
        accommodation: {
          name: 'Taroko Liiko Hostel',
          price: 'TWD 2,200/night',
          description: {
            en: 'Friendly guesthouse in Xincheng with scooter rental.',
            de: 'Freundliches Gästehaus in Xincheng mit Rollerverleih.',
          },
          tips: {
            en: 'The owner draws you a map of the open trails every morning.',
            de: 'Der Besitzer zeichnet dir jeden Morgen eine Karte der offenen Wege.',
          },
        },
        leg: {
          type: 'train',
          duration: 330,
          price: 'TWD 900',
          description: {
            en: 'Around the southern tip via Taitung to Tainan.',
            de: 'Um die Südspitze herum über Taitung nach Tainan.',
          },
          tips: {
            en: 'The South-Link line is one of the prettiest train rides in Asia.',
            de: 'Die South-Link-Strecke gehört zu den schönsten Bahnfahrten Asiens.',
          },
        },
        days: [
          {
            description: {
              en: 'Arrival and Qingshui cliffs at sunset.',
              de: 'Ankunft und die Qingshui-Klippen im Sonnenuntergang.',
            },
            activities: [],
          },
          {
            description: {
              en: 'Scooter into the gorge and the Shakadang trail.',
              de: 'Mit dem Roller in die Schlucht und auf den Shakadang-Pfad.',
            },
            activities: [0],
          },
        ],
      },
      {
        name: 'Tainan',
        country: 'TW',
        lat: 22.9999,
        lng: 120.227,
        duration: 2,
        description: {
          en: 'Taiwan’s oldest city, full of temples, Dutch ruins and legendary breakfast stalls.',
          de: 'Taiwans älteste Stadt, voller Tempel, holländischer Ruinen und legendärer Frühstücksstände.',
        },
        generalInfo: {
          en: 'Rent a city bike; distances are short. The high-speed rail station is 30 minutes outside.',
          de: 'Leih dir ein Stadtrad; die Wege sind kurz. Der Schnellzugbahnhof liegt 30 Minuten außerhalb.',
        },
        activities: [
          {
            kind: 'activity',
            name: { en: 'Breakfast crawl', de: 'Frühstücks-Tour' },
            description: {
              en: 'Milkfish soup at 6 am, beef soup at 7 and a coffin bread for good measure.',
              de: 'Milchfischsuppe um 6 Uhr, Rindfleischsuppe um 7 und zur Sicherheit noch ein Sargbrot.',
            },
            tips: {
              en: 'The famous stalls close when they sell out, often by 10 am.',
              de: 'Die berühmten Stände schließen, wenn alles weg ist, oft schon um 10 Uhr.',
            },
          },
          {
            kind: 'sight',
            name: { en: 'Anping Tree House', de: 'Anping-Baumhaus' },
            description: {
              en: 'An old warehouse swallowed by banyan roots.',
              de: 'Ein altes Lagerhaus, das von Banyanwurzeln verschluckt wurde.',
            },
            tips: {
              en: 'Combine it with Anping Old Street and fort.',
              de: 'Verbinde es mit der Anping Old Street und dem Fort.',
            },
            image: { scene: 'forest', hue: 120 },
          },
        ],
        accommodation: {
          name: 'Shangri-La’s Far Eastern Plaza Tainan',
          price: 'TWD 5,000/night',
          description: {
            en: 'Tower hotel by the station with a rooftop pool.',
            de: 'Hochhaushotel am Bahnhof mit Pool auf dem Dach.',
          },
          tips: {
            en: 'Book a high floor for the view over the low-rise old town.',
            de: 'Buch ein hohes Stockwerk für den Blick auf die niedrige Altstadt.',
          },
        },
        days: [
          {
            description: {
              en: 'Arrival, Confucius Temple and Shennong street at night.',
              de: 'Ankunft, Konfuzius-Tempel und abends die Shennong Street.',
            },
            activities: [],
          },
          {
            description: {
              en: 'Breakfast crawl, Anping and the high-speed train back to Taipei.',
              de: 'Frühstücks-Tour, Anping und mit dem Schnellzug zurück nach Taipeh.',
            },
            activities: [0, 1],
          },
        ],
      },
    ],
  },
  {
    author: 'lena',
    language: 'de',
    title: {
      en: 'Hokkaido in Winter: Sapporo, Otaru and the Onsen of Noboribetsu',
      de: 'Hokkaido im Winter: Sapporo, Otaru und die Onsen von Noboribetsu',
    },
    description: {
      en: 'Snow up to the windowsills, steaming hot springs and the best seafood of my life. In February Japan’s northern island hosts the Sapporo Snow Festival, Otaru’s canal glows with candles, and a soak outdoors while it snows is pure happiness.',
      de: 'Schnee bis zu den Fensterbänken, dampfende heiße Quellen und die besten Meeresfrüchte meines Lebens. Im Februar feiert Japans Nordinsel das Schneefestival in Sapporo, Otarus Kanal leuchtet im Kerzenschein, und ein Bad im Freien, während es schneit, ist pures Glück.',
    },
    summary: {
      en: 'Book hotels for the snow festival half a year ahead, wear shoes with grip and try a ryokan with dinner at least once.',
      de: 'Buch Hotels zum Schneefestival ein halbes Jahr vorher, trag Schuhe mit Profil und gönn dir mindestens einmal ein Ryokan mit Abendessen.',
    },
    period: 'Februar 2025',
    dateFrom: '2025-02-05',
    travelTypes: ['wellness', 'citytrip', 'couple'],
    tags: ['japan', 'winter', 'onsen', 'schnee'],
    apps: ['Japan Transit Planner', 'Suica'],
    budget: 3,
    comfort: 7,
    detail: 2,
    cover: { scene: 'snow', hue: 210 },
    places: [
      {
        name: 'Sapporo',
        country: 'JP',
        lat: 43.0618,
        lng: 141.3545,
        duration: 3,
        description: {
          en: 'During the snow festival, Odori Park is lined with ice palaces and snow sculptures the size of houses. Between sculptures we ate miso ramen and soup curry.',
          de: 'Während des Schneefestivals reihen sich im Odori-Park Eispaläste und haushohe Schneeskulpturen aneinander. Zwischendurch gab es Miso-Ramen und Suppencurry.',
        },
        generalInfo: {
          en: 'New Chitose airport is 40 minutes by train. Underground walkways connect much of the centre, useful in a blizzard.',
          de: 'Vom Flughafen New Chitose sind es 40 Minuten mit dem Zug. Unterirdische Passagen verbinden große Teile der Innenstadt, praktisch bei Schneesturm.',
        },
        activities: [
          {
            kind: 'sight',
            name: { en: 'Sapporo Snow Festival', de: 'Schneefestival in Sapporo' },
            description: {
              en: 'Giant snow sculptures in Odori Park and ice carvings in Susukino, lit up until 10 pm.',
              de: 'Riesige Schneeskulpturen im Odori-Park und Eisskulpturen in Susukino, bis 22 Uhr beleuchtet.',
            },
            tips: {
              en: 'Go after dark on a weekday; weekends are packed.',
              de: 'Geh an einem Wochentag nach Einbruch der Dunkelheit; am Wochenende ist es voll.',
            },
            image: { scene: 'snow', hue: 220 },
          },
        ],
        accommodation: {
          name: 'Cross Hotel Sapporo',
          price: '¥22,000/night',
          description: {
            en: 'Stylish hotel between the station and Odori Park with a top-floor bath.',
            de: 'Stilvolles Hotel zwischen Bahnhof und Odori-Park mit Bad im obersten Stock.',
          },
          tips: {
            en: 'The bath looks out over the snowy city.',
            de: 'Vom Bad aus blickst du über die verschneite Stadt.',
          },
        },
        leg: {
          type: 'train',
          duration: 35,
          price: '¥750',
          description: {
            en: 'Local train along the frozen coast to Otaru.',
            de: 'Regionalzug an der gefrorenen Küste entlang nach Otaru.',
          },
          tips: {
            en: 'Sit on the right for the sea.',
            de: 'Setz dich rechts hin, dann siehst du das Meer.',
          },
        },
        days: [
          {
            description: {
              en: 'Arrival and soup curry.',
              de: 'Ankunft und Suppencurry.',
            },
            activities: [],
          },
          {
            description: {
              en: 'Snow festival in Odori Park.',
              de: 'Schneefestival im Odori-Park.',
            },
            activities: [0],
          },
          {
            description: {
              en: 'Moerenuma Park and the beer museum.',
              de: 'Moerenuma-Park und das Biermuseum.',
            },
            activities: [],
          },
          {
            description: {
              en: 'Fish market breakfast and the train to Otaru.',
              de: 'Frühstück auf dem Fischmarkt und mit dem Zug nach Otaru.',
            },
            activities: [],
          },
        ],
      },
      {
        name: 'Otaru',
        country: 'JP',
        lat: 43.1907,
        lng: 140.9947,
        duration: 1,
        description: {
          en: 'A former herring port with stone warehouses along a canal, glass workshops and music boxes.',
          de: 'Ein ehemaliger Heringshafen mit Steinspeichern an einem Kanal, Glasbläsereien und Spieluhren.',
        },
        generalInfo: {
          en: 'Everything is walkable from the station. Sushi street has a dozen excellent counters.',
          de: 'Vom Bahnhof ist alles zu Fuß erreichbar. In der Sushi-Straße gibt es ein Dutzend hervorragender Theken.',
        },
        activities: [
          {
            kind: 'sight',
            name: { en: 'Snow Light Path', de: 'Snow Light Path' },
            description: {
              en: 'Thousands of candles in snow lanterns along the canal for ten days in February.',
              de: 'Zehn Tage im Februar leuchten Tausende Kerzen in Schneelaternen am Kanal.',
            },
            tips: {
              en: 'Starts at 5 pm; the old railway line is the quietest section.',
              de: 'Beginnt um 17 Uhr; an der alten Bahnlinie ist es am ruhigsten.',
            },
          },
        ],
        accommodation: {
          name: 'Otaru Furukawa',
          price: '¥30,000/night',
          description: {
            en: 'Traditional inn on the canal with its own hot spring.',
            de: 'Traditionelles Gasthaus am Kanal mit eigener heißer Quelle.',
          },
          tips: {
            en: 'Book the canal-view room with dinner.',
            de: 'Buch das Zimmer mit Kanalblick inklusive Abendessen.',
          },
        },
        leg: {
          type: 'train',
          duration: 120,
          price: '¥3,500',
          description: {
            en: 'Via Sapporo on the limited express to Noboribetsu.',
            de: 'Über Sapporo mit dem Limited Express nach Noboribetsu.',
          },
          tips: {
            en: 'Free hotel buses wait at Noboribetsu station.',
            de: 'Am Bahnhof Noboribetsu warten kostenlose Hotelbusse.',
          },
        },
        days: [
          {
            description: {
              en: 'Sushi lunch, glass shops and the candle-lit canal.',
              de: 'Sushi zu Mittag, Glasläden und der Kanal im Kerzenschein.',
            },
            activities: [0],
          },
        ],
      },
      {
        name: 'Noboribetsu',
        country: 'JP',
        lat: 42.4955,
        lng: 141.1454,
        duration: 2,
        description: {
          en: 'Japan’s most famous onsen town, at the edge of a steaming volcanic valley called Hell Valley.',
          de: 'Japans berühmtester Onsen-Ort, am Rand eines dampfenden Vulkantals namens Höllental.',
        },
        generalInfo: {
          en: 'Nine kinds of spring water flow here. Tattoos may be refused in public baths; private baths are an option.',
          de: 'Hier sprudeln neun verschiedene Quellwasser. Mit Tattoos wirst du in öffentlichen Bädern eventuell abgewiesen; private Bäder sind eine Alternative.',
        },
        activities: [
          {
            kind: 'activity',
            name: { en: 'Outdoor bath in the snow', de: 'Freiluftbad im Schnee' },
            description: {
              en: 'Sitting in 42 °C sulphur water while snowflakes land on your head.',
              de: 'In 42 °C warmem Schwefelwasser sitzen, während dir Schneeflocken auf den Kopf fallen.',
            },
            tips: {
              en: 'Wash thoroughly before entering and keep the small towel out of the water.',
              de: 'Wasch dich vorher gründlich und halt das kleine Handtuch aus dem Wasser.',
            },
            image: { scene: 'lake', hue: 200 },
          },
        ],
        accommodation: {
          name: 'Dai-ichi Takimotokan',
          price: '¥38,000/night',
          description: {
            en: 'Huge historic ryokan with 35 baths overlooking Hell Valley.',
            de: 'Riesiges historisches Ryokan mit 35 Bädern und Blick ins Höllental.',
          },
          tips: {
            en: 'Dinner and breakfast are included and excellent.',
            de: 'Abendessen und Frühstück sind inklusive und hervorragend.',
          },
        },
        days: [
          {
            description: {
              en: 'Arrival, Hell Valley walk and the first bath.',
              de: 'Ankunft, Spaziergang durchs Höllental und das erste Bad.',
            },
            activities: [0],
          },
          {
            description: {
              en: 'Lake Oyunuma footbath, then the train to the airport.',
              de: 'Fußbad am Oyunuma-See, dann mit dem Zug zum Flughafen.',
            },
            activities: [],
          },
        ],
      },
    ],
  },
];
