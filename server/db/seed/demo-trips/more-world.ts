import type { DemoTrip } from './types.ts';

export const moreWorldTrips: DemoTrip[] = [
  {
    author: 'jonas',
    language: 'de',
    title: {
      en: 'Along the Nile: Cairo, Luxor and Aswan',
      de: 'Den Nil entlang: Kairo, Luxor und Assuan',
    },
    description: {
      en: 'Pyramids at sunrise, temples the size of cathedrals and a slow felucca on the Nile. I travelled from Cairo by sleeper train to Luxor and on to Aswan, and spent most days in ancient stone and most evenings on rooftops with mint tea. Egypt is intense, loud and overwhelming, and I would go back tomorrow.',
      de: 'Pyramiden im Morgenlicht, Tempel so groß wie Kathedralen und eine gemächliche Feluke auf dem Nil. Ich bin von Kairo mit dem Schlafwagen nach Luxor und weiter nach Assuan gereist, habe die Tage zwischen uralten Steinen verbracht und die Abende mit Minztee auf Dachterrassen. Ägypten ist intensiv, laut und überwältigend, und ich würde morgen wieder hinfahren.',
    },
    summary: {
      en: 'Go between November and March, start every visit at opening time and agree on taxi prices before you get in. A good guide at Karnak and in the Valley of the Kings makes all the difference.',
      de: 'Reis zwischen November und März, fang jede Besichtigung zur Öffnungszeit an und mach Taxipreise vor dem Einsteigen aus. Ein guter Guide in Karnak und im Tal der Könige macht den Unterschied.',
    },
    period: 'Januar 2025',
    dateFrom: '2025-01-11',
    travelTypes: ['sightseeing', 'train', 'ship'],
    tags: ['ägypten', 'nil', 'pyramiden', 'tempel'],
    apps: ['Uber', 'Careem'],
    budget: 2,
    comfort: 5,
    detail: 3,
    cover: { scene: 'desert', hue: 38 },
    places: [
      {
        name: 'Cairo',
        country: 'EG',
        lat: 30.0444,
        lng: 31.2357,
        duration: 3,
        description: {
          en: 'A megacity of 22 million with the pyramids of Giza on its western edge and the new Grand Egyptian Museum next to them.',
          de: 'Eine Megastadt mit 22 Millionen Menschen, an deren Westrand die Pyramiden von Gizeh stehen und direkt daneben das neue Grand Egyptian Museum.',
        },
        generalInfo: {
          en: 'Visa on arrival costs USD 25, paid in cash at the bank counters before passport control. Uber is the easiest way around.',
          de: 'Das Visum bei Ankunft kostet 25 USD, bar an den Bankschaltern vor der Passkontrolle zu zahlen. Uber ist der einfachste Weg, um herumzukommen.',
        },
        activities: [
          {
            kind: 'sight',
            name: {
              en: 'Pyramids of Giza',
              de: 'Pyramiden von Gizeh',
            },
            description: {
              en: 'The last surviving wonder of the ancient world. Walk around all three and look back from the panorama point.',
              de: 'Das letzte erhaltene Weltwunder der Antike. Lauf um alle drei herum und schau vom Panoramapunkt zurück.',
            },
            tips: {
              en: 'Be at the gate at 7 am; the camel touts are polite if you say no firmly.',
              de: 'Sei um 7 Uhr am Tor; die Kamelführer bleiben höflich, wenn du bestimmt ablehnst.',
            },
            image: { scene: 'desert', hue: 40 },
          },
          {
            kind: 'sight',
            name: {
              en: 'Grand Egyptian Museum',
              de: 'Grand Egyptian Museum',
            },
            description: {
              en: 'Tutankhamun’s complete treasure in one place, with the pyramids visible from the grand staircase.',
              de: 'Tutanchamuns vollständiger Schatz an einem Ort, und von der großen Treppe aus siehst du die Pyramiden.',
            },
            tips: {
              en: 'Buy tickets online; allow at least four hours.',
              de: 'Kauf die Tickets online und plan mindestens vier Stunden ein.',
            },
          },
        ],
        accommodation: {
          name: 'Marriott Mena House',
          price: 'USD 220/night',
          description: {
            en: 'Historic palace hotel at the foot of the pyramids.',
            de: 'Historisches Palasthotel am Fuß der Pyramiden.',
          },
          tips: {
            en: 'Ask for a pyramid-view room and have breakfast by the pool.',
            de: 'Frag nach einem Zimmer mit Pyramidenblick und frühstücke am Pool.',
          },
        },
        leg: {
          type: 'train',
          duration: 600,
          price: 'USD 120',
          overnight: true,
          description: {
            en: 'Sleeper train from Giza to Luxor, with dinner and breakfast in the cabin.',
            de: 'Schlafwagenzug von Gizeh nach Luxor, mit Abendessen und Frühstück im Abteil.',
          },
          tips: {
            en: 'Book on the Watania website; the cabins are old but clean.',
            de: 'Buch auf der Website von Watania; die Abteile sind alt, aber sauber.',
          },
        },
        days: [
          {
            description: {
              en: 'Arrival and a first evening in Zamalek.',
              de: 'Ankunft und ein erster Abend in Zamalek.',
            },
            activities: [],
          },
          {
            description: {
              en: 'Pyramids at opening time, Saqqara in the afternoon.',
              de: 'Pyramiden zur Öffnung, nachmittags Sakkara.',
            },
            activities: [0],
          },
          {
            description: {
              en: 'Grand Egyptian Museum.',
              de: 'Grand Egyptian Museum.',
            },
            activities: [1],
          },
          {
            description: {
              en: 'Islamic Cairo and the Khan el-Khalili bazaar, night train south.',
              de: 'Islamisches Kairo und der Basar Khan el-Khalili, abends der Nachtzug nach Süden.',
            },
            activities: [],
          },
        ],
      },
      {
        name: 'Luxor',
        country: 'EG',
        lat: 25.6872,
        lng: 32.6396,
        duration: 3,
        description: {
          en: 'The ancient Thebes: Karnak and Luxor temples on the east bank, the tombs of the pharaohs on the west.',
          de: 'Das antike Theben: Karnak- und Luxortempel am Ostufer, die Gräber der Pharaonen am Westufer.',
        },
        generalInfo: {
          en: 'The public ferry across the Nile costs a few pounds. A Luxor pass pays off if you visit many sites.',
          de: 'Die öffentliche Fähre über den Nil kostet ein paar Pfund. Der Luxor-Pass lohnt sich, wenn du viele Stätten besuchst.',
        },
        activities: [
          {
            kind: 'sight',
            name: {
              en: 'Valley of the Kings',
              de: 'Tal der Könige',
            },
            description: {
              en: 'Painted tombs cut deep into the desert hills; the ticket covers three tombs.',
              de: 'Bemalte Gräber tief in den Wüstenhügeln; das Ticket gilt für drei Gräber.',
            },
            tips: {
              en: 'Pay extra for Seti I; it is the most beautiful tomb in Egypt.',
              de: 'Zahl extra für Sethos I.; es ist das schönste Grab Ägyptens.',
            },
            image: { scene: 'desert', hue: 30 },
          },
          {
            kind: 'activity',
            name: {
              en: 'Hot-air balloon at sunrise',
              de: 'Heißluftballon bei Sonnenaufgang',
            },
            description: {
              en: 'Drifting over the west bank as the sun rises behind the temples.',
              de: 'Über dem Westufer schweben, während die Sonne hinter den Tempeln aufgeht.',
            },
            tips: {
              en: 'Choose an operator with a good safety record, not the cheapest.',
              de: 'Wähl einen Anbieter mit guter Sicherheitsbilanz, nicht den billigsten.',
            },
          },
        ],
        accommodation: {
          name: 'Al Moudira',
          price: 'USD 150/night',
          description: {
            en: 'Romantic hotel among sugar cane fields on the west bank.',
            de: 'Romantisches Hotel zwischen Zuckerrohrfeldern am Westufer.',
          },
          tips: {
            en: 'Dinner by the pool under lanterns is wonderful.',
            de: 'Das Abendessen am Pool unter Laternen ist wunderbar.',
          },
        },
        leg: {
          type: 'car',
          duration: 210,
          price: 'USD 60',
          description: {
            en: 'Private driver south with stops at Edfu and Kom Ombo temples.',
            de: 'Mit privatem Fahrer nach Süden, mit Halt an den Tempeln von Edfu und Kom Ombo.',
          },
          tips: {
            en: 'Agree the price and stops in writing with the hotel.',
            de: 'Mach Preis und Halte schriftlich über das Hotel aus.',
          },
        },
        days: [
          {
            description: {
              en: 'Karnak temple in the late afternoon light.',
              de: 'Karnak-Tempel im Licht des späten Nachmittags.',
            },
            activities: [],
          },
          {
            description: {
              en: 'Balloon at dawn, Valley of the Kings and Hatshepsut’s temple.',
              de: 'Ballon im Morgengrauen, Tal der Könige und Hatschepsut-Tempel.',
            },
            activities: [1, 0],
          },
          {
            description: {
              en: 'Luxor temple at night and a slow evening on the corniche.',
              de: 'Luxortempel bei Nacht und ein ruhiger Abend an der Corniche.',
            },
            activities: [],
          },
        ],
      },
      {
        name: 'Aswan',
        country: 'EG',
        lat: 24.0889,
        lng: 32.8998,
        duration: 2,
        description: {
          en: 'Relaxed, Nubian and beautiful: granite islands, palm groves and feluccas on the widest stretch of the Nile.',
          de: 'Entspannt, nubisch und wunderschön: Granitinseln, Palmenhaine und Feluken auf dem breitesten Abschnitt des Nils.',
        },
        generalInfo: {
          en: 'Abu Simbel is a 3.5-hour drive south; convoys leave at 4 am. Flights to Cairo take 90 minutes.',
          de: 'Abu Simbel liegt 3,5 Autostunden südlich; die Konvois starten um 4 Uhr. Der Flug nach Kairo dauert 90 Minuten.',
        },
        activities: [
          {
            kind: 'activity',
            name: {
              en: 'Felucca at sunset',
              de: 'Feluke im Sonnenuntergang',
            },
            description: {
              en: 'Sailing around Elephantine island as the dunes turn pink.',
              de: 'Um die Insel Elephantine segeln, während die Dünen rosa werden.',
            },
            tips: {
              en: 'An hour costs about EGP 500 for the boat; bargain kindly.',
              de: 'Eine Stunde kostet etwa 500 Pfund für das Boot; handle freundlich.',
            },
            image: { scene: 'coast', hue: 35 },
          },
          {
            kind: 'sight',
            name: {
              en: 'Abu Simbel',
              de: 'Abu Simbel',
            },
            description: {
              en: 'Ramses II’s colossal temples, moved block by block to save them from Lake Nasser.',
              de: 'Die kolossalen Tempel Ramses’ II., Block für Block versetzt, um sie vor dem Nassersee zu retten.',
            },
            tips: {
              en: 'Fly instead of driving if you are short on time.',
              de: 'Flieg statt zu fahren, wenn du wenig Zeit hast.',
            },
          },
        ],
        accommodation: {
          name: 'Old Cataract',
          price: 'USD 300/night',
          description: {
            en: 'Agatha Christie’s hotel, with tea on the terrace above the Nile.',
            de: 'Agatha Christies Hotel, mit Tee auf der Terrasse über dem Nil.',
          },
          tips: {
            en: 'Even if you do not stay, book afternoon tea on the terrace.',
            de: 'Auch wenn du nicht dort wohnst: Reservier den Nachmittagstee auf der Terrasse.',
          },
        },
        days: [
          {
            description: {
              en: 'Temples on the way, felucca in the evening.',
              de: 'Tempel unterwegs, abends Feluke.',
            },
            activities: [0],
          },
          {
            description: {
              en: 'Abu Simbel convoy and a last dinner in a Nubian village.',
              de: 'Konvoi nach Abu Simbel und ein letztes Abendessen in einem nubischen Dorf.',
            },
            activities: [1],
          },
        ],
      },
    ],
  },
  {
    author: 'sofia',
    language: 'en',
    title: {
      en: 'Oman Road Trip: Muscat, the Wahiba Sands and the Hajar Mountains',
      de: 'Roadtrip durch Oman: Maskat, die Wahiba-Wüste und das Hadschar-Gebirge',
    },
    description: {
      en: 'Oman is the gentle side of Arabia: turquoise wadis to swim in, a desert camp under a sky full of stars and mud-brick villages clinging to mountain terraces. We rented a 4x4 in Muscat and did a loop of about 900 km with the kids. Roads are excellent, people welcoming and the coffee comes with dates everywhere.',
      de: 'Oman ist die sanfte Seite Arabiens: türkisfarbene Wadis zum Baden, ein Wüstencamp unter einem Himmel voller Sterne und Lehmdörfer an Bergterrassen. Wir haben in Maskat einen Geländewagen gemietet und mit den Kindern eine Runde von etwa 900 km gedreht. Die Straßen sind hervorragend, die Menschen herzlich, und zum Kaffee gibt es überall Datteln.',
    },
    summary: {
      en: 'Go between November and March, rent a real 4x4 for the mountains and the desert, and let the camp deflate your tyres before the dunes.',
      de: 'Reis zwischen November und März, miete für Berge und Wüste einen echten Geländewagen und lass im Camp vor den Dünen die Reifen ablassen.',
    },
    period: 'December 2024',
    dateFrom: '2024-12-21',
    travelTypes: ['roadtrip', 'family', 'nature'],
    tags: ['oman', 'desert', 'wadis', '4x4'],
    apps: ['Google Maps', 'Talabat'],
    budget: 3,
    comfort: 6,
    detail: 2,
    cover: { scene: 'desert', hue: 28 },
    places: [
      {
        name: 'Muscat',
        country: 'OM',
        lat: 23.588,
        lng: 58.3829,
        duration: 2,
        description: {
          en: 'A low, white capital between mountains and sea, with a magnificent mosque, a lively souq and beaches right in town.',
          de: 'Eine flache, weiße Hauptstadt zwischen Bergen und Meer, mit prächtiger Moschee, lebendigem Souk und Stränden mitten in der Stadt.',
        },
        generalInfo: {
          en: 'E-visas are free for many nationalities for 14 days. The rial is pegged to the dollar; cards work widely.',
          de: 'Für viele Nationalitäten ist das E-Visum für 14 Tage kostenlos. Der Rial ist an den Dollar gekoppelt; Karten werden fast überall akzeptiert.',
        },
        activities: [
          {
            kind: 'sight',
            name: {
              en: 'Sultan Qaboos Grand Mosque',
              de: 'Große Sultan-Qabus-Moschee',
            },
            description: {
              en: 'White marble, a giant hand-woven carpet and a chandelier of Swarovski crystal.',
              de: 'Weißer Marmor, ein riesiger handgeknüpfter Teppich und ein Kronleuchter aus Swarovski-Kristall.',
            },
            tips: {
              en: 'Open to visitors 8–11 am except Fridays; cover arms and legs, women also hair.',
              de: 'Für Besucher 8–11 Uhr geöffnet, außer freitags; Arme und Beine bedecken, Frauen auch die Haare.',
            },
            image: { scene: 'temple', hue: 40 },
          },
          {
            kind: 'activity',
            name: {
              en: 'Mutrah Souq and corniche',
              de: 'Souk von Mutrah und Corniche',
            },
            description: {
              en: 'Frankincense, silver and a stroll along the harbour at sunset.',
              de: 'Weihrauch, Silber und ein Spaziergang am Hafen bei Sonnenuntergang.',
            },
            tips: {
              en: 'Buy frankincense by weight, the white grades are the best.',
              de: 'Kauf Weihrauch nach Gewicht; die weißen Sorten sind die besten.',
            },
          },
        ],
        accommodation: {
          name: 'The Chedi Muscat',
          price: 'OMR 150/night',
          description: {
            en: 'Serene beach resort with long pools.',
            de: 'Ruhiges Strandresort mit langen Pools.',
          },
          tips: {
            en: 'The kids’ favourite was the quiet beach at dawn.',
            de: 'Die Kinder liebten den ruhigen Strand im Morgengrauen.',
          },
        },
        leg: {
          type: 'car',
          duration: 150,
          price: 'OMR 10 fuel',
          description: {
            en: 'Coastal highway south, then inland to Wadi Shab and Wadi Bani Khalid.',
            de: 'Die Küstenautobahn nach Süden, dann ins Landesinnere zum Wadi Shab und Wadi Bani Chalid.',
          },
          tips: {
            en: 'Swim in Wadi Bani Khalid on the way; it has easy access for children.',
            de: 'Bade unterwegs im Wadi Bani Chalid; dort kommen auch Kinder leicht ins Wasser.',
          },
        },
        days: [
          {
            description: {
              en: 'Arrival and a swim at the hotel beach.',
              de: 'Ankunft und baden am Hotelstrand.',
            },
            activities: [],
          },
          {
            description: {
              en: 'Grand Mosque in the morning, souq in the evening.',
              de: 'Vormittags die Große Moschee, abends der Souk.',
            },
            activities: [0, 1],
          },
          {
            description: {
              en: 'Drive south with a stop at Wadi Shab.',
              de: 'Fahrt nach Süden mit Stopp am Wadi Shab.',
            },
            activities: [],
          },
        ],
      },
      {
        name: 'Wahiba Sands',
        country: 'OM',
        lat: 22.4,
        lng: 58.75,
        duration: 1,
        description: {
          en: 'Orange dunes up to 100 metres high and Bedouin camps with carpets under the stars.',
          de: 'Orangefarbene Dünen bis zu 100 Meter hoch und Beduinencamps mit Teppichen unter den Sternen.',
        },
        generalInfo: {
          en: 'The camps pick you up in Al Wasil if you do not want to drive on sand. Nights are cold in winter.',
          de: 'Die Camps holen dich in Al Wasil ab, wenn du nicht selbst im Sand fahren willst. Im Winter sind die Nächte kalt.',
        },
        activities: [
          {
            kind: 'activity',
            name: {
              en: 'Dune sunset',
              de: 'Sonnenuntergang in den Dünen',
            },
            description: {
              en: 'Climb the highest dune behind the camp and watch the colours change.',
              de: 'Kletter auf die höchste Düne hinter dem Camp und sieh zu, wie die Farben wechseln.',
            },
            tips: {
              en: 'Walk barefoot; the sand is soft and cool by evening.',
              de: 'Geh barfuß; der Sand ist abends weich und kühl.',
            },
            image: { scene: 'desert', hue: 25 },
          },
        ],
        accommodation: {
          name: 'Desert Nights Camp',
          price: 'OMR 120/night',
          description: {
            en: 'Comfortable tents with bathrooms and a campfire dinner.',
            de: 'Bequeme Zelte mit Bad und Abendessen am Lagerfeuer.',
          },
          tips: {
            en: 'Bring warm layers for the night.',
            de: 'Nimm warme Kleidung für die Nacht mit.',
          },
        },
        leg: {
          type: 'car',
          duration: 240,
          price: 'OMR 12 fuel',
          description: {
            en: 'North-west to Nizwa and up the steep road to Jebel Akhdar.',
            de: 'Nach Nordwesten nach Nizwa und die steile Straße hinauf zum Dschabal Achdar.',
          },
          tips: {
            en: 'A police checkpoint turns back anything but 4x4s.',
            de: 'Ein Polizeiposten lässt nur Geländewagen durch.',
          },
        },
        days: [
          {
            description: {
              en: 'Drive in, dune sunset and stars.',
              de: 'Anreise, Sonnenuntergang in den Dünen und Sterne.',
            },
            activities: [0],
          },
        ],
      },
      {
        name: 'Jebel Akhdar',
        country: 'OM',
        lat: 23.0716,
        lng: 57.6676,
        duration: 3,
        description: {
          en: 'The Green Mountain: rose terraces, pomegranate gardens and canyon views at 2,000 metres.',
          de: 'Der Grüne Berg: Rosenterrassen, Granatapfelgärten und Canyonblicke auf 2.000 Metern.',
        },
        generalInfo: {
          en: 'Nizwa’s Friday goat market is an hour away. Muscat airport is 2.5 hours.',
          de: 'Zum Ziegenmarkt in Nizwa am Freitag ist es eine Stunde. Zum Flughafen Maskat 2,5 Stunden.',
        },
        activities: [
          {
            kind: 'activity',
            name: {
              en: 'Three villages walk',
              de: 'Wanderung durch drei Dörfer',
            },
            description: {
              en: 'An easy path along falaj water channels between abandoned and lived-in villages.',
              de: 'Ein leichter Weg an Falaj-Bewässerungskanälen entlang zwischen verlassenen und bewohnten Dörfern.',
            },
            tips: {
              en: 'Start at Al Ayn and end with coffee in Sayq.',
              de: 'Starte in Al Ayn und ende mit Kaffee in Sayq.',
            },
            image: { scene: 'mountains', hue: 30 },
          },
          {
            kind: 'sight',
            name: {
              en: 'Nizwa Fort and goat market',
              de: 'Festung Nizwa und Ziegenmarkt',
            },
            description: {
              en: 'On Friday mornings, goats are paraded in a circle while buyers bargain.',
              de: 'Am Freitagmorgen werden Ziegen im Kreis vorgeführt, während die Käufer feilschen.',
            },
            tips: {
              en: 'Arrive by 7:30 am.',
              de: 'Sei bis 7:30 Uhr dort.',
            },
          },
        ],
        accommodation: {
          name: 'Anantara Al Jabal Al Akhdar',
          price: 'OMR 200/night',
          description: {
            en: 'Cliff-edge resort with the famous Diana’s Point viewpoint.',
            de: 'Resort an der Felskante mit dem berühmten Aussichtspunkt Diana’s Point.',
          },
          tips: {
            en: 'Splurge one night; the sunrise from the pool is unforgettable.',
            de: 'Gönn dir eine Nacht; der Sonnenaufgang vom Pool ist unvergesslich.',
          },
        },
        days: [
          {
            description: {
              en: 'Arrival and sunset at Diana’s Point.',
              de: 'Ankunft und Sonnenuntergang am Diana’s Point.',
            },
            activities: [],
          },
          {
            description: {
              en: 'The three villages walk.',
              de: 'Die Wanderung durch drei Dörfer.',
            },
            activities: [0],
          },
          {
            description: {
              en: 'Nizwa goat market and fort, then back to Muscat.',
              de: 'Ziegenmarkt und Festung in Nizwa, dann zurück nach Maskat.',
            },
            activities: [1],
          },
        ],
      },
    ],
  },
  {
    author: 'tom',
    language: 'en',
    title: {
      en: 'Mexico Beyond the Beaches: Mexico City, Oaxaca and Puerto Escondido',
      de: 'Mexiko jenseits der Strände: Mexiko-Stadt, Oaxaca und Puerto Escondido',
    },
    description: {
      en: 'Twelve days of tacos, mezcal, murals and surf. Mexico City blew me away with its museums and food markets, Oaxaca with its colonial streets and seven moles, and Puerto Escondido with sunsets over the Pacific. Getting around by bus and a short flight was easy and safe.',
      de: 'Zwölf Tage Tacos, Mezcal, Wandmalereien und Surfen. Mexiko-Stadt hat mich mit seinen Museen und Essensmärkten umgehauen, Oaxaca mit kolonialen Gassen und sieben Mole-Sorten und Puerto Escondido mit Sonnenuntergängen über dem Pazifik. Mit Bus und einem kurzen Flug kommst du einfach und sicher voran.',
    },
    summary: {
      en: 'Fly into Mexico City, take ADO buses for comfort and fly the mountains to the coast. Eat at markets, drink mezcal slowly and learn a little Spanish.',
      de: 'Flieg nach Mexiko-Stadt, nimm die bequemen ADO-Busse und flieg über die Berge an die Küste. Iss auf Märkten, trink Mezcal langsam und lern ein bisschen Spanisch.',
    },
    period: 'November 2024',
    dateFrom: '2024-11-01',
    travelTypes: ['backpacking', 'citytrip', 'beach'],
    tags: ['mexico', 'tacos', 'mezcal', 'surf'],
    apps: ['Uber', 'ADO', 'DiDi'],
    budget: 2,
    comfort: 4,
    detail: 3,
    cover: { scene: 'city', hue: 15 },
    places: [
      {
        name: 'Mexico City',
        country: 'MX',
        lat: 19.4326,
        lng: -99.1332,
        duration: 4,
        description: {
          en: 'A gigantic, green, artistic city. We were there for the Day of the Dead, when the Zócalo fills with marigolds and skeletons.',
          de: 'Eine gigantische, grüne, künstlerische Stadt. Wir waren zum Tag der Toten dort, wenn sich der Zócalo mit Studentenblumen und Skeletten füllt.',
        },
        generalInfo: {
          en: 'Stay in Roma or Condesa. Uber is cheap and safe; the metro costs MXN 5 but is packed at rush hour.',
          de: 'Wohn in Roma oder Condesa. Uber ist günstig und sicher; die Metro kostet 5 Pesos, ist zur Rushhour aber voll.',
        },
        activities: [
          {
            kind: 'sight',
            name: {
              en: 'National Museum of Anthropology',
              de: 'Nationalmuseum für Anthropologie',
            },
            description: {
              en: 'The Aztec Sun Stone and treasures of every ancient culture of Mexico.',
              de: 'Der aztekische Sonnenstein und Schätze aller alten Kulturen Mexikos.',
            },
            tips: {
              en: 'Plan half a day and start with the Mexica hall.',
              de: 'Plan einen halben Tag ein und fang mit dem Mexica-Saal an.',
            },
            image: { scene: 'temple', hue: 20 },
          },
          {
            kind: 'activity',
            name: {
              en: 'Taco crawl in Roma',
              de: 'Taco-Tour durch Roma',
            },
            description: {
              en: 'Al pastor at El Vilsito, suadero at Los Cocuyos and churros to finish.',
              de: 'Al Pastor bei El Vilsito, Suadero bei Los Cocuyos und zum Abschluss Churros.',
            },
            tips: {
              en: 'Stands with queues of locals are the safe bet.',
              de: 'Stände mit Schlangen von Einheimischen sind die sichere Wahl.',
            },
          },
        ],
        accommodation: {
          name: 'Ignacia Guest House',
          price: 'USD 180/night',
          description: {
            en: 'A restored mansion in Roma with a garden.',
            de: 'Ein restauriertes Herrenhaus in Roma mit Garten.',
          },
          tips: {
            en: 'Breakfast is a feast; do not plan another.',
            de: 'Das Frühstück ist ein Festmahl; plan kein zweites ein.',
          },
        },
        leg: {
          type: 'bus',
          duration: 390,
          price: 'MXN 900',
          description: {
            en: 'ADO Platino bus from TAPO station to Oaxaca.',
            de: 'Mit dem ADO-Platino-Bus vom Busbahnhof TAPO nach Oaxaca.',
          },
          tips: {
            en: 'The Platino class has wide seats and is worth the extra.',
            de: 'Die Platino-Klasse hat breite Sitze und ist den Aufpreis wert.',
          },
        },
        days: [
          {
            description: {
              en: 'Arrival and the Zócalo at night.',
              de: 'Ankunft und der Zócalo bei Nacht.',
            },
            activities: [],
          },
          {
            description: {
              en: 'Anthropology museum and Chapultepec park.',
              de: 'Anthropologiemuseum und Chapultepec-Park.',
            },
            activities: [0],
          },
          {
            description: {
              en: 'Teotihuacán pyramids early in the morning.',
              de: 'Die Pyramiden von Teotihuacán am frühen Morgen.',
            },
            activities: [],
          },
          {
            description: {
              en: 'Frida Kahlo’s house and the canals of Xochimilco.',
              de: 'Frida Kahlos Haus und die Kanäle von Xochimilco.',
            },
            activities: [],
          },
          {
            description: {
              en: 'Taco crawl and the bus to Oaxaca.',
              de: 'Taco-Tour und der Bus nach Oaxaca.',
            },
            activities: [1],
          },
        ],
      },
      {
        name: 'Oaxaca',
        country: 'MX',
        lat: 17.0732,
        lng: -96.7266,
        duration: 4,
        description: {
          en: 'Colourful colonial streets, mezcal distilleries in the valleys and the best food in Mexico.',
          de: 'Bunte Kolonialgassen, Mezcal-Brennereien in den Tälern und das beste Essen Mexikos.',
        },
        generalInfo: {
          en: 'The city is at 1,550 metres, so evenings are cool. Markets close early on Sundays.',
          de: 'Die Stadt liegt auf 1.550 Metern, die Abende sind also kühl. Sonntags schließen die Märkte früh.',
        },
        activities: [
          {
            kind: 'activity',
            name: {
              en: 'Mezcal tour in Santiago Matatlán',
              de: 'Mezcal-Tour in Santiago Matatlán',
            },
            description: {
              en: 'Visit family palenques where agave is roasted in earth pits.',
              de: 'Besuch kleine Familienbrennereien, in denen Agave in Erdgruben geröstet wird.',
            },
            tips: {
              en: 'Have a driver; tastings add up.',
              de: 'Nimm einen Fahrer; die Verkostungen summieren sich.',
            },
            image: { scene: 'desert', hue: 80 },
          },
          {
            kind: 'sight',
            name: {
              en: 'Monte Albán',
              de: 'Monte Albán',
            },
            description: {
              en: 'A Zapotec city on a flattened mountaintop above the valley.',
              de: 'Eine zapotekische Stadt auf einem abgeflachten Berggipfel über dem Tal.',
            },
            tips: {
              en: 'Take the first shuttle from town and bring a hat.',
              de: 'Nimm den ersten Shuttle aus der Stadt und einen Hut mit.',
            },
          },
        ],
        accommodation: {
          name: 'Casa Antonieta',
          price: 'USD 150/night',
          description: {
            en: 'Calm boutique hotel with a rooftop and a pool, close to Santo Domingo.',
            de: 'Ruhiges Boutiquehotel mit Dachterrasse und Pool nahe Santo Domingo.',
          },
          tips: {
            en: 'Book a room facing the inner courtyard.',
            de: 'Buch ein Zimmer zum Innenhof.',
          },
        },
        leg: {
          type: 'plane',
          duration: 45,
          price: 'MXN 2,500',
          description: {
            en: 'Small propeller flight over the Sierra Madre to the coast.',
            de: 'Kurzer Flug mit einer Propellermaschine über die Sierra Madre an die Küste.',
          },
          tips: {
            en: 'The alternative is a winding 7-hour van ride; fly.',
            de: 'Die Alternative ist eine kurvige siebenstündige Minibusfahrt; flieg.',
          },
        },
        days: [
          {
            description: {
              en: 'Arrival and tlayudas at the market.',
              de: 'Ankunft und Tlayudas auf dem Markt.',
            },
            activities: [],
          },
          {
            description: {
              en: 'Monte Albán in the morning, Santo Domingo in the afternoon.',
              de: 'Vormittags Monte Albán, nachmittags Santo Domingo.',
            },
            activities: [1],
          },
          {
            description: {
              en: 'Mezcal tour and Hierve el Agua.',
              de: 'Mezcal-Tour und Hierve el Agua.',
            },
            activities: [0],
          },
          {
            description: {
              en: 'Cooking class: mole negro from scratch.',
              de: 'Kochkurs: Mole Negro von Grund auf.',
            },
            activities: [],
          },
        ],
      },
      {
        name: 'Puerto Escondido',
        country: 'MX',
        lat: 15.8719,
        lng: -97.0767,
        duration: 3,
        description: {
          en: 'A surf town with one of the heaviest waves in the world and calm bays for the rest of us.',
          de: 'Ein Surfort mit einer der mächtigsten Wellen der Welt und ruhigen Buchten für alle anderen.',
        },
        generalInfo: {
          en: 'Swim only in Carrizalillo or Puerto Angelito; Zicatela’s currents are dangerous.',
          de: 'Schwimm nur in Carrizalillo oder Puerto Angelito; die Strömungen am Zicatela sind gefährlich.',
        },
        activities: [
          {
            kind: 'activity',
            name: {
              en: 'Surf lesson at Carrizalillo',
              de: 'Surfstunde in Carrizalillo',
            },
            description: {
              en: 'Gentle waves in a sheltered cove reached by 160 steps.',
              de: 'Sanfte Wellen in einer geschützten Bucht, zu der 160 Stufen hinabführen.',
            },
            tips: {
              en: 'Book a morning lesson before the wind picks up.',
              de: 'Buch eine Stunde am Vormittag, bevor der Wind auffrischt.',
            },
            image: { scene: 'island', hue: 30 },
          },
        ],
        accommodation: {
          name: 'Hotel Escondido',
          price: 'USD 250/night',
          description: {
            en: 'Palm-thatched bungalows with private plunge pools on the beach.',
            de: 'Palmgedeckte Bungalows mit eigenem Tauchbecken direkt am Strand.',
          },
          tips: {
            en: 'It is 20 minutes out of town; a taxi costs MXN 150.',
            de: 'Es liegt 20 Minuten außerhalb; ein Taxi kostet 150 Pesos.',
          },
        },
        days: [
          {
            description: {
              en: 'Arrival and sunset at Punta Zicatela.',
              de: 'Ankunft und Sonnenuntergang an der Punta Zicatela.',
            },
            activities: [],
          },
          {
            description: {
              en: 'Surf lesson and hammock time.',
              de: 'Surfstunde und Zeit in der Hängematte.',
            },
            activities: [0],
          },
          {
            description: {
              en: 'Baby turtle release in the evening, then the flight home.',
              de: 'Abends Schildkrötenbabys freilassen, danach der Heimflug.',
            },
            activities: [],
          },
        ],
      },
    ],
  },
  {
    author: 'marco',
    language: 'de',
    title: {
      en: 'Colombia: Bogotá, the Coffee Region and Cartagena',
      de: 'Kolumbien: Bogotá, die Kaffeeregion und Cartagena',
    },
    description: {
      en: 'From the cool Andes to the Caribbean heat in two weeks. Bogotá gave me street art and gold, the coffee region wax palms taller than churches, and Cartagena a colourful old town inside walls. Colombians are among the warmest people I have met on any trip.',
      de: 'Von den kühlen Anden in die karibische Hitze in zwei Wochen. Bogotá hat mir Streetart und Gold gezeigt, die Kaffeeregion Wachspalmen, die höher sind als Kirchtürme, und Cartagena eine bunte Altstadt hinter Mauern. Die Menschen in Kolumbien gehören zu den herzlichsten, die ich auf Reisen getroffen habe.',
    },
    summary: {
      en: 'Domestic flights are cheap and save long bus rides. Use registered taxis or apps, keep your phone out of sight in big cities and take your time in Salento.',
      de: 'Inlandsflüge sind günstig und sparen lange Busfahrten. Nutz registrierte Taxis oder Apps, lass das Handy in Großstädten nicht offen herumliegen und nimm dir in Salento Zeit.',
    },
    period: 'März 2024',
    dateFrom: '2024-03-02',
    travelTypes: ['backpacking', 'nature', 'hiking'],
    tags: ['kolumbien', 'kaffee', 'karibik', 'anden'],
    apps: ['Cabify', 'Avianca', 'Maps.me'],
    budget: 2,
    comfort: 4,
    detail: 3,
    cover: { scene: 'forest', hue: 110 },
    places: [
      {
        name: 'Bogotá',
        country: 'CO',
        lat: 4.711,
        lng: -74.0721,
        duration: 2,
        description: {
          en: 'A huge city at 2,640 metres. La Candelaria’s murals, the Gold Museum and Monserrate above the city were my highlights.',
          de: 'Eine riesige Stadt auf 2.640 Metern. Die Wandbilder in La Candelaria, das Goldmuseum und der Monserrate über der Stadt waren meine Highlights.',
        },
        generalInfo: {
          en: 'Take it easy the first day because of the altitude. Nights are cold, around 8 °C.',
          de: 'Lass es wegen der Höhe am ersten Tag ruhig angehen. Nachts ist es kalt, um die 8 °C.',
        },
        activities: [
          {
            kind: 'activity',
            name: {
              en: 'Graffiti tour',
              de: 'Graffiti-Tour',
            },
            description: {
              en: 'A tip-based walking tour through La Candelaria’s street art.',
              de: 'Eine Stadtführung auf Spendenbasis durch die Streetart von La Candelaria.',
            },
            tips: {
              en: 'Tours start at 10 am and 2 pm at Parque de los Periodistas.',
              de: 'Die Touren starten um 10 und 14 Uhr am Parque de los Periodistas.',
            },
            image: { scene: 'city', hue: 10 },
          },
          {
            kind: 'sight',
            name: {
              en: 'Gold Museum',
              de: 'Goldmuseum',
            },
            description: {
              en: 'Over 30,000 pre-Columbian gold pieces, including the raft of El Dorado.',
              de: 'Über 30.000 präkolumbische Goldstücke, darunter das Floß von El Dorado.',
            },
            tips: {
              en: 'Free on Sundays, but crowded.',
              de: 'Sonntags kostenlos, aber voll.',
            },
          },
        ],
        accommodation: {
          name: 'Casa Platypus',
          price: 'USD 70/night',
          description: {
            en: 'Friendly guesthouse in La Candelaria with a roof terrace.',
            de: 'Freundliches Gästehaus in La Candelaria mit Dachterrasse.',
          },
          tips: {
            en: 'Ask the staff which streets to avoid at night.',
            de: 'Frag das Personal, welche Straßen du nachts meiden solltest.',
          },
        },
        leg: {
          type: 'plane',
          duration: 60,
          price: 'COP 250,000',
          description: {
            en: 'Flight to Pereira, then a jeep to Salento.',
            de: 'Flug nach Pereira, dann mit dem Jeep nach Salento.',
          },
          tips: {
            en: 'Sit on the left for the view of the snow-capped Nevado del Ruiz.',
            de: 'Setz dich links hin für den Blick auf den schneebedeckten Nevado del Ruiz.',
          },
        },
        days: [
          {
            description: {
              en: 'Arrival and a slow evening with ajiaco soup.',
              de: 'Ankunft und ein ruhiger Abend mit Ajiaco-Suppe.',
            },
            activities: [],
          },
          {
            description: {
              en: 'Graffiti tour and the Gold Museum.',
              de: 'Graffiti-Tour und Goldmuseum.',
            },
            activities: [0, 1],
          },
          {
            description: {
              en: 'Monserrate at sunrise, afternoon flight.',
              de: 'Monserrate zum Sonnenaufgang, Flug am Nachmittag.',
            },
            activities: [],
          },
        ],
      },
      {
        name: 'Salento',
        country: 'CO',
        lat: 4.6371,
        lng: -75.5707,
        duration: 4,
        description: {
          en: 'A colourful village in the coffee region and the gateway to the Cocora valley with its giant wax palms.',
          de: 'Ein buntes Dorf in der Kaffeeregion und das Tor zum Cocora-Tal mit seinen riesigen Wachspalmen.',
        },
        generalInfo: {
          en: 'Willys jeeps leave the main square for Cocora every half hour. Bring cash; ATMs are unreliable.',
          de: 'Willys-Jeeps fahren jede halbe Stunde vom Hauptplatz ins Cocora-Tal. Nimm Bargeld mit; die Automaten sind unzuverlässig.',
        },
        activities: [
          {
            kind: 'activity',
            name: {
              en: 'Cocora valley loop',
              de: 'Rundwanderung im Cocora-Tal',
            },
            description: {
              en: 'A five-hour loop through cloud forest, over swing bridges and down among 50-metre wax palms.',
              de: 'Eine fünfstündige Runde durch Nebelwald, über Hängebrücken und hinab zwischen 50 Meter hohe Wachspalmen.',
            },
            tips: {
              en: 'Walk the loop anticlockwise so you end among the palms in the afternoon light.',
              de: 'Lauf die Runde gegen den Uhrzeigersinn, dann endest du im Nachmittagslicht zwischen den Palmen.',
            },
            image: { scene: 'forest', hue: 120 },
          },
          {
            kind: 'activity',
            name: {
              en: 'Coffee farm visit',
              de: 'Besuch einer Kaffeefarm',
            },
            description: {
              en: 'From bean to cup at a small finca, with tasting.',
              de: 'Von der Bohne bis zur Tasse auf einer kleinen Finca, mit Verkostung.',
            },
            tips: {
              en: 'El Ocaso is popular; Don Elías is small and charming.',
              de: 'El Ocaso ist beliebt; Don Elías ist klein und charmant.',
            },
          },
        ],
        accommodation: {
          name: 'Hotel Salento Real',
          price: 'COP 250,000/night',
          description: {
            en: 'Simple hotel with hammocks and valley views.',
            de: 'Einfaches Hotel mit Hängematten und Blick ins Tal.',
          },
          tips: {
            en: 'Rooms at the back are quieter.',
            de: 'Die Zimmer nach hinten sind ruhiger.',
          },
        },
        leg: {
          type: 'plane',
          duration: 90,
          price: 'COP 400,000',
          description: {
            en: 'From Pereira via Bogotá or Medellín to Cartagena.',
            de: 'Von Pereira über Bogotá oder Medellín nach Cartagena.',
          },
          tips: {
            en: 'Book early; direct flights are rare.',
            de: 'Buch früh; Direktflüge gibt es selten.',
          },
        },
        days: [
          {
            description: {
              en: 'Jeep ride to Cocora and the big hike.',
              de: 'Mit dem Jeep nach Cocora und die große Wanderung.',
            },
            activities: [0],
          },
          {
            description: {
              en: 'Coffee farm visit and tejo, the local game with gunpowder.',
              de: 'Kaffeefarm und Tejo, das örtliche Spiel mit Schießpulver.',
            },
            activities: [1],
          },
          {
            description: {
              en: 'Hot springs at Santa Rosa de Cabal.',
              de: 'Heiße Quellen in Santa Rosa de Cabal.',
            },
            activities: [],
          },
          {
            description: {
              en: 'Rest day with bandeja paisa.',
              de: 'Ruhetag mit Bandeja Paisa.',
            },
            activities: [],
          },
        ],
      },
      {
        name: 'Cartagena',
        country: 'CO',
        lat: 10.391,
        lng: -75.4794,
        duration: 3,
        description: {
          en: 'A walled colonial port with balconies full of bougainvillea, hot nights and salsa.',
          de: 'Eine ummauerte Kolonialstadt mit Balkonen voller Bougainvillea, heißen Nächten und Salsa.',
        },
        generalInfo: {
          en: 'It is hot and humid all year; explore in the morning and evening. Boats to the Rosario islands leave at 8 am.',
          de: 'Es ist das ganze Jahr heiß und feucht; erkunde die Stadt morgens und abends. Boote zu den Rosario-Inseln fahren um 8 Uhr.',
        },
        activities: [
          {
            kind: 'sight',
            name: {
              en: 'Walled old town at dusk',
              de: 'Altstadt in der Dämmerung',
            },
            description: {
              en: 'Walk the walls at sunset, then get lost in the streets of San Diego and Getsemaní.',
              de: 'Lauf bei Sonnenuntergang über die Stadtmauer und verlier dich dann in den Gassen von San Diego und Getsemaní.',
            },
            tips: {
              en: 'Café del Mar on the wall is touristy but the view is worth one drink.',
              de: 'Das Café del Mar auf der Mauer ist touristisch, aber der Blick ist einen Drink wert.',
            },
            image: { scene: 'city', hue: 45 },
          },
        ],
        accommodation: {
          name: 'Casa San Agustín',
          price: 'USD 300/night',
          description: {
            en: 'Three colonial houses joined into one hotel with a pool under an old aqueduct.',
            de: 'Drei Kolonialhäuser, zu einem Hotel verbunden, mit Pool unter einem alten Aquädukt.',
          },
          tips: {
            en: 'Worth it for the last nights; otherwise stay in Getsemaní.',
            de: 'Für die letzten Nächte lohnt es sich; sonst wohn in Getsemaní.',
          },
        },
        days: [
          {
            description: {
              en: 'Arrival and an evening walk on the walls.',
              de: 'Ankunft und Abendspaziergang auf der Stadtmauer.',
            },
            activities: [0],
          },
          {
            description: {
              en: 'Boat to the Rosario islands.',
              de: 'Mit dem Boot zu den Rosario-Inseln.',
            },
            activities: [],
          },
          {
            description: {
              en: 'Getsemaní murals and salsa at Café Havana.',
              de: 'Wandbilder in Getsemaní und Salsa im Café Havana.',
            },
            activities: [],
          },
        ],
      },
    ],
  },
  {
    author: 'lena',
    language: 'de',
    title: {
      en: 'Namibia Self-Drive: Windhoek, Sossusvlei and Etosha',
      de: 'Namibia auf eigene Faust: Windhuk, Sossusvlei und Etosha',
    },
    description: {
      en: 'Endless gravel roads, the highest dunes on earth and elephants at a waterhole at midnight. We rented a 4x4 with a rooftop tent and drove 2,000 km in twelve days. Namibia is made for self-drivers: empty roads, excellent campsites and landscapes that make you stop every ten minutes.',
      de: 'Endlose Schotterpisten, die höchsten Dünen der Welt und Elefanten um Mitternacht am Wasserloch. Wir haben einen Geländewagen mit Dachzelt gemietet und sind in zwölf Tagen 2.000 km gefahren. Namibia ist wie gemacht für Selbstfahrer: leere Straßen, hervorragende Campingplätze und Landschaften, bei denen du alle zehn Minuten anhalten willst.',
    },
    summary: {
      en: 'Book the rental car and the camps in Sossusvlei and Etosha six months ahead, never drive faster than 80 km/h on gravel and never after dark.',
      de: 'Buch Mietwagen und die Camps in Sossusvlei und Etosha ein halbes Jahr vorher, fahr auf Schotter nie schneller als 80 km/h und nie im Dunkeln.',
    },
    period: 'August 2024',
    dateFrom: '2024-08-03',
    travelTypes: ['roadtrip', 'camping', 'nature', 'couple'],
    tags: ['namibia', 'safari', 'dachzelt', 'wüste'],
    apps: ['Tracks4Africa', 'iOverlander'],
    budget: 3,
    comfort: 3,
    detail: 3,
    cover: { scene: 'desert', hue: 18 },
    places: [
      {
        name: 'Windhoek',
        country: 'NA',
        lat: -22.5609,
        lng: 17.0658,
        duration: 1,
        description: {
          en: 'A small, tidy capital with German street names, where we picked up the car and stocked up for the desert.',
          de: 'Eine kleine, ordentliche Hauptstadt mit deutschen Straßennamen, in der wir das Auto abgeholt und uns für die Wüste eingedeckt haben.',
        },
        generalInfo: {
          en: 'Germans need no visa for 90 days. Fill up fuel and water at every opportunity; the next station can be 300 km away.',
          de: 'Deutsche brauchen für 90 Tage kein Visum. Tank Wasser und Sprit bei jeder Gelegenheit; die nächste Tankstelle kann 300 km entfernt sein.',
        },
        activities: [
          {
            kind: 'activity',
            name: {
              en: 'Game dinner at Joe’s Beerhouse',
              de: 'Wildessen in Joe’s Beerhouse',
            },
            description: {
              en: 'A Windhoek institution: zebra, kudu and oryx steaks in a junkyard-style garden.',
              de: 'Eine Institution in Windhuk: Zebra-, Kudu- und Oryxsteaks in einem Garten voller Krimskrams.',
            },
            tips: {
              en: 'Reserve a table; it is always full.',
              de: 'Reservier einen Tisch; es ist immer voll.',
            },
          },
        ],
        accommodation: {
          name: 'Olive Grove Guesthouse',
          price: 'NAD 2,200/night',
          description: {
            en: 'Quiet guesthouse with a pool in the Klein Windhoek suburb.',
            de: 'Ruhiges Gästehaus mit Pool im Stadtteil Klein Windhoek.',
          },
          tips: {
            en: 'The car rental companies deliver to the door.',
            de: 'Die Autovermieter bringen den Wagen bis vor die Tür.',
          },
        },
        leg: {
          type: 'car',
          duration: 300,
          price: 'NAD 800 fuel',
          description: {
            en: 'South-west over the Spreetshoogte pass to Sesriem, 330 km, mostly gravel.',
            de: 'Nach Südwesten über den Spreetshoogte-Pass nach Sesriem, 330 km, überwiegend Schotter.',
          },
          tips: {
            en: 'Stop at Solitaire for the famous apple pie.',
            de: 'Halt in Solitaire für den berühmten Apfelkuchen.',
          },
        },
        days: [
          {
            description: {
              en: 'Arrival and a game dinner.',
              de: 'Ankunft und Wildessen.',
            },
            activities: [0],
          },
          {
            description: {
              en: 'Car pick-up, supermarket and the drive south.',
              de: 'Auto abholen, Großeinkauf und die Fahrt nach Süden.',
            },
            activities: [],
          },
        ],
      },
      {
        name: 'Sossusvlei',
        country: 'NA',
        lat: -24.7275,
        lng: 15.2966,
        duration: 3,
        description: {
          en: 'Red dunes up to 300 metres high around white clay pans with dead camel-thorn trees.',
          de: 'Rote Dünen bis zu 300 Meter hoch rund um weiße Lehmpfannen mit abgestorbenen Kameldornbäumen.',
        },
        generalInfo: {
          en: 'Only guests of the camps inside the gate may enter an hour before sunrise. The last 5 km need real 4x4 or the shuttle.',
          de: 'Nur Gäste der Camps innerhalb des Tores dürfen eine Stunde vor Sonnenaufgang hinein. Die letzten 5 km brauchen echten Allradantrieb oder den Shuttle.',
        },
        activities: [
          {
            kind: 'sight',
            name: {
              en: 'Deadvlei at sunrise',
              de: 'Deadvlei bei Sonnenaufgang',
            },
            description: {
              en: '900-year-old dead trees standing on white clay against orange dunes and a deep blue sky.',
              de: '900 Jahre alte tote Bäume auf weißem Lehm vor orangefarbenen Dünen und tiefblauem Himmel.',
            },
            tips: {
              en: 'Climb Big Daddy first if you are fit, then run down into Deadvlei.',
              de: 'Steig zuerst auf Big Daddy, wenn du fit bist, und renn dann hinunter ins Deadvlei.',
            },
            image: { scene: 'desert', hue: 15 },
          },
          {
            kind: 'activity',
            name: {
              en: 'Sesriem Canyon',
              de: 'Sesriem-Canyon',
            },
            description: {
              en: 'A narrow gorge you can walk through, cool in the midday heat.',
              de: 'Eine schmale Schlucht zum Durchwandern, angenehm kühl in der Mittagshitze.',
            },
            tips: {
              en: 'Go at noon when the dunes are too hot.',
              de: 'Geh mittags hin, wenn es in den Dünen zu heiß ist.',
            },
          },
        ],
        accommodation: {
          name: 'Sesriem Campsite',
          price: 'NAD 600/night',
          description: {
            en: 'Campsite inside the park gate with a shade tree at every pitch.',
            de: 'Campingplatz innerhalb des Parktors mit Schattenbaum an jedem Stellplatz.',
          },
          tips: {
            en: 'This is what gets you in before sunrise; book early.',
            de: 'Nur so kommst du vor Sonnenaufgang hinein; buch früh.',
          },
        },
        leg: {
          type: 'car',
          duration: 540,
          price: 'NAD 1,500 fuel',
          description: {
            en: 'North via Swakopmund and Damaraland to Etosha, split over two days.',
            de: 'Nach Norden über Swakopmund und das Damaraland bis Etosha, auf zwei Tage verteilt.',
          },
          tips: {
            en: 'Spend the night in Swakopmund for seafood and a real bed.',
            de: 'Übernachte in Swakopmund für Meeresfrüchte und ein richtiges Bett.',
          },
        },
        days: [
          {
            description: {
              en: 'Arrival and sunset on Dune 45.',
              de: 'Ankunft und Sonnenuntergang auf Düne 45.',
            },
            activities: [],
          },
          {
            description: {
              en: 'Sunrise in Deadvlei and Big Daddy.',
              de: 'Sonnenaufgang im Deadvlei und Big Daddy.',
            },
            activities: [0],
          },
          {
            description: {
              en: 'Sesriem Canyon and a lazy afternoon at camp.',
              de: 'Sesriem-Canyon und ein fauler Nachmittag im Camp.',
            },
            activities: [1],
          },
        ],
      },
      {
        name: 'Etosha National Park',
        country: 'NA',
        lat: -19.1772,
        lng: 15.9216,
        duration: 4,
        description: {
          en: 'A huge salt pan surrounded by waterholes where elephants, lions and rhinos come to drink, especially in the dry season.',
          de: 'Eine riesige Salzpfanne, umgeben von Wasserlöchern, an denen Elefanten, Löwen und Nashörner trinken, besonders in der Trockenzeit.',
        },
        generalInfo: {
          en: 'Gates close at sunset. Speed limit 60 km/h; you may not leave the car except at camps.',
          de: 'Die Tore schließen bei Sonnenuntergang. Höchstgeschwindigkeit 60 km/h; aussteigen darfst du nur in den Camps.',
        },
        activities: [
          {
            kind: 'sight',
            name: {
              en: 'Okaukuejo waterhole at night',
              de: 'Wasserloch von Okaukuejo bei Nacht',
            },
            description: {
              en: 'A floodlit waterhole where rhinos and elephants drink a few metres from the benches.',
              de: 'Ein beleuchtetes Wasserloch, an dem Nashörner und Elefanten wenige Meter vor den Bänken trinken.',
            },
            tips: {
              en: 'Bring a blanket and stay after 10 pm; the rhinos come late.',
              de: 'Nimm eine Decke mit und bleib nach 22 Uhr; die Nashörner kommen spät.',
            },
            image: { scene: 'desert', hue: 45 },
          },
          {
            kind: 'activity',
            name: {
              en: 'Self-drive game drive',
              de: 'Pirschfahrt auf eigene Faust',
            },
            description: {
              en: 'Drive slowly from waterhole to waterhole and wait.',
              de: 'Fahr langsam von Wasserloch zu Wasserloch und warte.',
            },
            tips: {
              en: 'Mornings and late afternoons are best; the park map shows all waterholes.',
              de: 'Morgens und am späten Nachmittag ist es am besten; die Parkkarte zeigt alle Wasserlöcher.',
            },
          },
        ],
        accommodation: {
          name: 'Okaukuejo Camp',
          price: 'NAD 700/night',
          description: {
            en: 'Campsite next to the famous floodlit waterhole.',
            de: 'Campingplatz direkt neben dem berühmten beleuchteten Wasserloch.',
          },
          tips: {
            en: 'Choose a pitch near the waterhole path.',
            de: 'Nimm einen Stellplatz nahe dem Weg zum Wasserloch.',
          },
        },
        days: [
          {
            description: {
              en: 'Arrival and the first night at the waterhole.',
              de: 'Ankunft und die erste Nacht am Wasserloch.',
            },
            activities: [0],
          },
          {
            description: {
              en: 'Game drive west of Okaukuejo.',
              de: 'Pirschfahrt westlich von Okaukuejo.',
            },
            activities: [1],
          },
          {
            description: {
              en: 'Drive along the pan to Halali.',
              de: 'Fahrt an der Pfanne entlang nach Halali.',
            },
            activities: [1],
          },
          {
            description: {
              en: 'Last morning drive, then back towards Windhoek.',
              de: 'Letzte Morgenpirsch, dann zurück Richtung Windhuk.',
            },
            activities: [],
          },
        ],
      },
    ],
  },
  {
    author: 'sofia',
    language: 'en',
    title: {
      en: 'Tasmania: Hobart, Freycinet and Cradle Mountain',
      de: 'Tasmanien: Hobart, Freycinet und Cradle Mountain',
    },
    description: {
      en: 'Australia’s island state is wild, green and small enough for a ten-day loop. We ate oysters by the sea, climbed to the view of Wineglass Bay, met wombats at Cradle Mountain and ended in Hobart’s brilliant MONA museum. Our kids still talk about the Tasmanian devils.',
      de: 'Australiens Inselstaat ist wild, grün und klein genug für eine Runde in zehn Tagen. Wir haben Austern am Meer gegessen, sind zum Blick auf die Wineglass Bay hinaufgestiegen, haben am Cradle Mountain Wombats getroffen und in Hobarts großartigem MONA-Museum aufgehört. Unsere Kinder reden immer noch von den Tasmanischen Teufeln.',
    },
    summary: {
      en: 'Buy a Holiday Pass for the national parks, watch for wildlife on the roads at dusk and always have a warm layer: the weather changes fast.',
      de: 'Kauf einen Holiday Pass für die Nationalparks, achte in der Dämmerung auf Tiere auf der Straße und hab immer eine warme Schicht dabei: Das Wetter schlägt schnell um.',
    },
    period: 'January 2025',
    dateFrom: '2025-01-04',
    travelTypes: ['roadtrip', 'family', 'nature', 'hiking'],
    tags: ['tasmania', 'wildlife', 'national parks', 'oysters'],
    apps: ['Parks & Wildlife TAS', 'Wikicamps'],
    budget: 3,
    comfort: 5,
    detail: 2,
    cover: { scene: 'coast', hue: 160 },
    places: [
      {
        name: 'Hobart',
        country: 'AU',
        lat: -42.8821,
        lng: 147.3272,
        duration: 2,
        description: {
          en: 'A harbour city below Mount Wellington, with the Salamanca market and MONA, a museum like no other.',
          de: 'Eine Hafenstadt unterhalb des Mount Wellington, mit dem Salamanca-Markt und dem MONA, einem Museum wie kein anderes.',
        },
        generalInfo: {
          en: 'Flights from Melbourne take an hour. Pick up the rental car at the airport.',
          de: 'Von Melbourne fliegst du eine Stunde. Hol den Mietwagen am Flughafen ab.',
        },
        activities: [
          {
            kind: 'sight',
            name: {
              en: 'MONA',
              de: 'MONA',
            },
            description: {
              en: 'An underground museum of provocative art, reached by a camouflage ferry.',
              de: 'Ein unterirdisches Museum provokanter Kunst, erreichbar mit einer getarnten Fähre.',
            },
            tips: {
              en: 'Some rooms are not for young children; the staff will tell you.',
              de: 'Manche Räume sind nichts für kleine Kinder; das Personal weist dich darauf hin.',
            },
            image: { scene: 'city', hue: 200 },
          },
          {
            kind: 'activity',
            name: {
              en: 'Salamanca Market',
              de: 'Salamanca-Markt',
            },
            description: {
              en: 'Saturday market with local produce, crafts and scallop pies.',
              de: 'Samstagsmarkt mit regionalen Produkten, Kunsthandwerk und Jakobsmuschel-Pies.',
            },
            tips: {
              en: 'Arrive at 8:30 am before the crowds.',
              de: 'Sei um 8:30 Uhr da, vor dem Ansturm.',
            },
          },
        ],
        accommodation: {
          name: 'Salamanca Wharf Hotel',
          price: 'AUD 320/night',
          description: {
            en: 'Apartments with kitchens right on the waterfront.',
            de: 'Apartments mit Küche direkt am Wasser.',
          },
          tips: {
            en: 'Ideal for families; there is a supermarket nearby.',
            de: 'Ideal für Familien; ein Supermarkt ist in der Nähe.',
          },
        },
        leg: {
          type: 'car',
          duration: 150,
          price: 'AUD 40 fuel',
          description: {
            en: 'North along the east coast to Coles Bay, 190 km.',
            de: 'Die Ostküste entlang nach Norden bis Coles Bay, 190 km.',
          },
          tips: {
            en: 'Stop at Kate’s Berry Farm near Swansea for ice cream.',
            de: 'Halt bei Kate’s Berry Farm bei Swansea für ein Eis.',
          },
        },
        days: [
          {
            description: {
              en: 'Arrival and a walk around Battery Point.',
              de: 'Ankunft und Spaziergang durch Battery Point.',
            },
            activities: [],
          },
          {
            description: {
              en: 'Salamanca Market and the summit of Mount Wellington.',
              de: 'Salamanca-Markt und der Gipfel des Mount Wellington.',
            },
            activities: [1],
          },
          {
            description: {
              en: 'MONA by ferry.',
              de: 'Mit der Fähre zum MONA.',
            },
            activities: [0],
          },
        ],
      },
      {
        name: 'Coles Bay',
        country: 'AU',
        lat: -42.1253,
        lng: 148.2861,
        duration: 3,
        description: {
          en: 'The gateway to Freycinet National Park, with pink granite, white beaches and the famous Wineglass Bay.',
          de: 'Das Tor zum Freycinet-Nationalpark, mit rosa Granit, weißen Stränden und der berühmten Wineglass Bay.',
        },
        generalInfo: {
          en: 'Shops are small; bring supplies from Swansea. The water is cold even in summer.',
          de: 'Die Läden sind klein; nimm Vorräte aus Swansea mit. Das Wasser ist selbst im Sommer kalt.',
        },
        activities: [
          {
            kind: 'activity',
            name: {
              en: 'Wineglass Bay lookout and beach',
              de: 'Aussichtspunkt und Strand der Wineglass Bay',
            },
            description: {
              en: 'A 45-minute climb to the lookout, then down to the perfect curve of sand.',
              de: 'Ein 45-minütiger Aufstieg zum Aussichtspunkt, dann hinunter zum perfekt geschwungenen Sandstrand.',
            },
            tips: {
              en: 'Our 7-year-old managed the whole loop with snack stops.',
              de: 'Unsere Siebenjährige hat die ganze Runde mit Snackpausen geschafft.',
            },
            image: { scene: 'coast', hue: 170 },
          },
          {
            kind: 'activity',
            name: {
              en: 'Oysters at Freycinet Marine Farm',
              de: 'Austern auf der Freycinet Marine Farm',
            },
            description: {
              en: 'Freshly shucked oysters and mussels eaten on the deck.',
              de: 'Frisch geöffnete Austern und Muscheln, gegessen auf der Terrasse.',
            },
            tips: {
              en: 'Go at 4 pm; it closes early.',
              de: 'Geh um 16 Uhr hin; es schließt früh.',
            },
          },
        ],
        accommodation: {
          name: 'Freycinet Lodge',
          price: 'AUD 450/night',
          description: {
            en: 'Cabins in the bush with wallabies at the door.',
            de: 'Hütten im Busch mit Wallabys vor der Tür.',
          },
          tips: {
            en: 'Book a cabin with a deck facing the bay.',
            de: 'Buch eine Hütte mit Terrasse zur Bucht.',
          },
        },
        leg: {
          type: 'car',
          duration: 300,
          price: 'AUD 70 fuel',
          description: {
            en: 'Across the island via Launceston to Cradle Mountain, 320 km.',
            de: 'Quer über die Insel über Launceston zum Cradle Mountain, 320 km.',
          },
          tips: {
            en: 'Cataract Gorge in Launceston makes a good lunch stop.',
            de: 'Die Cataract Gorge in Launceston ist ein guter Mittagsstopp.',
          },
        },
        days: [
          {
            description: {
              en: 'Arrival and a paddle at Honeymoon Bay.',
              de: 'Ankunft und planschen in der Honeymoon Bay.',
            },
            activities: [],
          },
          {
            description: {
              en: 'Wineglass Bay walk.',
              de: 'Wanderung zur Wineglass Bay.',
            },
            activities: [0],
          },
          {
            description: {
              en: 'Kayaking and oysters.',
              de: 'Kajakfahren und Austern.',
            },
            activities: [1],
          },
        ],
      },
      {
        name: 'Cradle Mountain',
        country: 'AU',
        lat: -41.6385,
        lng: 145.9497,
        duration: 3,
        description: {
          en: 'Jagged peaks above a glacial lake, buttongrass plains and wombats grazing at dusk.',
          de: 'Zackige Gipfel über einem Gletschersee, Knopfgrasebenen und Wombats, die in der Dämmerung grasen.',
        },
        generalInfo: {
          en: 'A shuttle bus runs from the visitor centre to Dove Lake. Devonport has the ferry to Melbourne, two hours away.',
          de: 'Vom Besucherzentrum fährt ein Shuttlebus zum Dove Lake. In Devonport, zwei Stunden entfernt, legt die Fähre nach Melbourne ab.',
        },
        activities: [
          {
            kind: 'activity',
            name: {
              en: 'Dove Lake circuit',
              de: 'Runde um den Dove Lake',
            },
            description: {
              en: 'A 6 km loop below Cradle Mountain, with the boatshed every photographer wants.',
              de: 'Eine 6-km-Runde unterhalb des Cradle Mountain, mit dem Bootshaus, das jeder fotografieren will.',
            },
            tips: {
              en: 'Start early; the shuttle queue is long after 10 am.',
              de: 'Starte früh; nach 10 Uhr ist die Schlange am Shuttle lang.',
            },
            image: { scene: 'mountains', hue: 140 },
          },
          {
            kind: 'sight',
            name: {
              en: 'Devils@Cradle',
              de: 'Devils@Cradle',
            },
            description: {
              en: 'A sanctuary for Tasmanian devils with night feeding tours.',
              de: 'Eine Auffangstation für Tasmanische Teufel mit Fütterungstouren am Abend.',
            },
            tips: {
              en: 'The evening feeding is loud, messy and fascinating.',
              de: 'Die Abendfütterung ist laut, chaotisch und faszinierend.',
            },
          },
        ],
        accommodation: {
          name: 'Cradle Mountain Lodge',
          price: 'AUD 400/night',
          description: {
            en: 'Cosy cabins with fireplaces at the park entrance.',
            de: 'Gemütliche Hütten mit Kamin am Parkeingang.',
          },
          tips: {
            en: 'Wombats wander past the cabins at dusk.',
            de: 'In der Dämmerung laufen Wombats an den Hütten vorbei.',
          },
        },
        days: [
          {
            description: {
              en: 'Arrival and wombat spotting at Ronny Creek.',
              de: 'Ankunft und Wombats beobachten am Ronny Creek.',
            },
            activities: [],
          },
          {
            description: {
              en: 'Dove Lake circuit.',
              de: 'Runde um den Dove Lake.',
            },
            activities: [0],
          },
          {
            description: {
              en: 'Devil feeding, then the drive to Devonport.',
              de: 'Teufelsfütterung, dann Fahrt nach Devonport.',
            },
            activities: [1],
          },
        ],
      },
    ],
  },
  {
    author: 'tom',
    language: 'en',
    title: {
      en: 'California Highway 1: San Francisco, Big Sur and Santa Barbara',
      de: 'Highway 1 in Kalifornien: San Francisco, Big Sur und Santa Barbara',
    },
    description: {
      en: 'The most famous coastal drive in America, done slowly. Fog over the Golden Gate, sea otters in Monterey, the cliffs and bridges of Big Sur and the Spanish-style calm of Santa Barbara. Eight days, 600 km and too many stops to count.',
      de: 'Die berühmteste Küstenstraße Amerikas, ganz gemächlich. Nebel über der Golden Gate, Seeotter in Monterey, die Klippen und Brücken von Big Sur und die spanisch geprägte Gelassenheit von Santa Barbara. Acht Tage, 600 km und unzählige Stopps.',
    },
    summary: {
      en: 'Drive north to south so you are on the ocean side, check Caltrans for closures in Big Sur and book Big Sur lodging early; there is very little of it.',
      de: 'Fahr von Norden nach Süden, dann bist du auf der Meerseite, prüf bei Caltrans die Sperrungen in Big Sur und buch dort früh eine Unterkunft; es gibt nur sehr wenige.',
    },
    period: 'September 2025',
    dateFrom: '2025-09-06',
    travelTypes: ['roadtrip', 'couple', 'sightseeing'],
    tags: ['california', 'highway 1', 'big sur', 'coast'],
    apps: ['Caltrans QuickMap', 'Yelp'],
    budget: 4,
    comfort: 6,
    detail: 2,
    cover: { scene: 'coast', hue: 30 },
    places: [
      {
        name: 'San Francisco',
        country: 'US',
        lat: 37.7749,
        lng: -122.4194,
        duration: 2,
        description: {
          en: 'Hills, cable cars, fog and sourdough. We biked over the Golden Gate Bridge and ate our way through the Mission.',
          de: 'Hügel, Cable Cars, Nebel und Sauerteigbrot. Wir sind mit dem Rad über die Golden Gate Bridge gefahren und haben uns durch das Mission-Viertel gegessen.',
        },
        generalInfo: {
          en: 'Never leave anything visible in a parked car. September is the warmest month.',
          de: 'Lass nie etwas sichtbar im geparkten Auto liegen. Der September ist der wärmste Monat.',
        },
        activities: [
          {
            kind: 'activity',
            name: {
              en: 'Bike over the Golden Gate',
              de: 'Mit dem Rad über die Golden Gate',
            },
            description: {
              en: 'Ride from Fisherman’s Wharf across the bridge to Sausalito and take the ferry back.',
              de: 'Fahr von Fisherman’s Wharf über die Brücke bis Sausalito und nimm die Fähre zurück.',
            },
            tips: {
              en: 'Go after 11 am when the fog usually lifts.',
              de: 'Fahr nach 11 Uhr, wenn sich der Nebel meist verzogen hat.',
            },
            image: { scene: 'coast', hue: 10 },
          },
        ],
        accommodation: {
          name: 'Hotel Zephyr',
          price: 'USD 280/night',
          description: {
            en: 'Playful hotel at Fisherman’s Wharf with a big courtyard.',
            de: 'Verspieltes Hotel an der Fisherman’s Wharf mit großem Innenhof.',
          },
          tips: {
            en: 'Parking is USD 60 a night; pick up the car on the last day.',
            de: 'Parken kostet 60 USD pro Nacht; hol das Auto erst am letzten Tag.',
          },
        },
        leg: {
          type: 'car',
          duration: 150,
          price: 'USD 30 fuel',
          description: {
            en: 'South via Half Moon Bay and Santa Cruz to Monterey.',
            de: 'Nach Süden über Half Moon Bay und Santa Cruz nach Monterey.',
          },
          tips: {
            en: 'Pescadero’s artichoke bread is worth the detour.',
            de: 'Das Artischockenbrot in Pescadero ist den Umweg wert.',
          },
        },
        days: [
          {
            description: {
              en: 'Arrival and a cable car ride.',
              de: 'Ankunft und eine Fahrt mit dem Cable Car.',
            },
            activities: [],
          },
          {
            description: {
              en: 'Golden Gate by bike and Sausalito.',
              de: 'Golden Gate mit dem Rad und Sausalito.',
            },
            activities: [0],
          },
          {
            description: {
              en: 'The Mission, then the drive south.',
              de: 'Das Mission-Viertel, dann die Fahrt nach Süden.',
            },
            activities: [],
          },
        ],
      },
      {
        name: 'Big Sur',
        country: 'US',
        lat: 36.2704,
        lng: -121.8081,
        duration: 3,
        description: {
          en: 'Ninety miles of cliffs where the Santa Lucia mountains drop into the Pacific. No towns, barely any phone signal and the best coast I have seen.',
          de: 'Hundertvierzig Kilometer Klippen, an denen die Santa-Lucia-Berge in den Pazifik stürzen. Keine Städte, kaum Handyempfang und die schönste Küste, die ich kenne.',
        },
        generalInfo: {
          en: 'Fill up in Carmel: fuel in Big Sur is very expensive. Download offline maps.',
          de: 'Tank in Carmel voll: Sprit in Big Sur ist sehr teuer. Lade dir Offline-Karten herunter.',
        },
        activities: [
          {
            kind: 'sight',
            name: {
              en: 'Bixby Creek Bridge and McWay Falls',
              de: 'Bixby Creek Bridge und McWay Falls',
            },
            description: {
              en: 'The iconic arch bridge and a waterfall that drops straight onto a beach.',
              de: 'Die berühmte Bogenbrücke und ein Wasserfall, der direkt auf einen Strand stürzt.',
            },
            tips: {
              en: 'McWay Falls is best in the late afternoon light.',
              de: 'Die McWay Falls sind im Licht des späten Nachmittags am schönsten.',
            },
            image: { scene: 'coast', hue: 25 },
          },
          {
            kind: 'activity',
            name: {
              en: 'Sea otters in Monterey',
              de: 'Seeotter in Monterey',
            },
            description: {
              en: 'Kayak among the otters and kelp in Monterey harbour.',
              de: 'Paddel im Kajak zwischen Ottern und Seetang im Hafen von Monterey.',
            },
            tips: {
              en: 'Keep the legal 15 metres distance; guides will remind you.',
              de: 'Halt die vorgeschriebenen 15 Meter Abstand; die Guides erinnern dich daran.',
            },
          },
        ],
        accommodation: {
          name: 'Glen Oaks Big Sur',
          price: 'USD 450/night',
          description: {
            en: 'Redwood cabins by the river with fire pits.',
            de: 'Hütten aus Redwood am Fluss mit Feuerstellen.',
          },
          tips: {
            en: 'Book six months ahead; dinner at the Big Sur Roadhouse next door.',
            de: 'Buch sechs Monate vorher; zum Abendessen ins Big Sur Roadhouse nebenan.',
          },
        },
        leg: {
          type: 'car',
          duration: 240,
          price: 'USD 50 fuel',
          description: {
            en: 'South past the elephant seals at Piedras Blancas to Santa Barbara.',
            de: 'Nach Süden, vorbei an den See-Elefanten von Piedras Blancas, bis Santa Barbara.',
          },
          tips: {
            en: 'Stop in Cambria for lunch.',
            de: 'Halt zum Mittagessen in Cambria.',
          },
        },
        days: [
          {
            description: {
              en: 'Kayaking with otters and the 17-Mile Drive.',
              de: 'Kajak mit Ottern und der 17-Mile Drive.',
            },
            activities: [1],
          },
          {
            description: {
              en: 'Bixby Bridge, Pfeiffer Beach and McWay Falls.',
              de: 'Bixby Bridge, Pfeiffer Beach und McWay Falls.',
            },
            activities: [0],
          },
          {
            description: {
              en: 'Hike in the redwoods and a lazy evening by the fire.',
              de: 'Wanderung durch die Redwoods und ein ruhiger Abend am Feuer.',
            },
            activities: [],
          },
        ],
      },
      {
        name: 'Santa Barbara',
        country: 'US',
        lat: 34.4208,
        lng: -119.6982,
        duration: 2,
        description: {
          en: 'White walls, red roofs, wine tasting in the Funk Zone and palm-lined beaches.',
          de: 'Weiße Mauern, rote Dächer, Weinproben in der Funk Zone und palmengesäumte Strände.',
        },
        generalInfo: {
          en: 'Los Angeles airport is two hours south; avoid the freeway at rush hour.',
          de: 'Der Flughafen Los Angeles liegt zwei Stunden südlich; meide die Autobahn zur Rushhour.',
        },
        activities: [
          {
            kind: 'activity',
            name: {
              en: 'Funk Zone wine walk',
              de: 'Weinspaziergang durch die Funk Zone',
            },
            description: {
              en: 'Twenty tasting rooms in old warehouses near the beach.',
              de: 'Zwanzig Probierstuben in alten Lagerhallen nahe dem Strand.',
            },
            tips: {
              en: 'Walk, don’t drive, and eat tacos at La Super-Rica.',
              de: 'Lauf statt zu fahren und iss Tacos bei La Super-Rica.',
            },
            image: { scene: 'vineyard', hue: 60 },
          },
        ],
        accommodation: {
          name: 'Harbor View Inn',
          price: 'USD 400/night',
          description: {
            en: 'Spanish-style hotel opposite Stearns Wharf.',
            de: 'Hotel im spanischen Stil gegenüber der Stearns Wharf.',
          },
          tips: {
            en: 'Sunset drinks on the wharf are a must.',
            de: 'Ein Sundowner auf der Wharf ist Pflicht.',
          },
        },
        days: [
          {
            description: {
              en: 'Arrival, the Mission and the courthouse tower.',
              de: 'Ankunft, die Mission und der Turm des Gerichtsgebäudes.',
            },
            activities: [],
          },
          {
            description: {
              en: 'Wine walk and a last swim.',
              de: 'Weinspaziergang und ein letztes Bad.',
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
      en: 'Lofoten in Winter: Northern Lights over Fishing Villages',
      de: 'Lofoten im Winter: Nordlichter über Fischerdörfern',
    },
    description: {
      en: 'In March the Lofoten islands are snowy, the days already long and the northern lights still dance at night. We drove the E10 from Svolvær to Å, slept in red fishermen’s cabins on stilts and hiked up snowy ridges with spikes. The light up here is unlike anywhere else.',
      de: 'Im März sind die Lofoten verschneit, die Tage schon lang, und nachts tanzen noch die Nordlichter. Wir sind die E10 von Svolvær bis Å gefahren, haben in roten Fischerhütten auf Stelzen geschlafen und sind mit Spikes auf verschneite Grate gestiegen. Das Licht hier oben ist mit nichts zu vergleichen.',
    },
    summary: {
      en: 'Rent a car with studded tyres, check the aurora forecast every evening and bring microspikes. Food is expensive: buy groceries in Svolvær.',
      de: 'Miete ein Auto mit Spikereifen, schau jeden Abend in die Polarlichtvorhersage und nimm Grödel mit. Essen ist teuer: Kauf in Svolvær ein.',
    },
    period: 'März 2025',
    dateFrom: '2025-03-08',
    travelTypes: ['roadtrip', 'nature', 'active_holiday'],
    tags: ['norwegen', 'nordlicht', 'winter', 'rorbu'],
    apps: ['Yr', 'My Aurora Forecast', 'Entur'],
    budget: 4,
    comfort: 5,
    detail: 3,
    cover: { scene: 'snow', hue: 200 },
    places: [
      {
        name: 'Svolvær',
        country: 'NO',
        lat: 68.2343,
        lng: 14.5683,
        duration: 2,
        description: {
          en: 'The main town of the Lofoten, with a harbour full of fishing boats and drying racks of cod.',
          de: 'Der Hauptort der Lofoten, mit einem Hafen voller Fischerboote und Trockengestellen für Kabeljau.',
        },
        generalInfo: {
          en: 'Fly via Bodø or take the Hurtigruten. Norwegian kroner; everything is paid by card.',
          de: 'Flieg über Bodø oder nimm die Hurtigruten. Bezahlt wird in Kronen, und zwar alles mit Karte.',
        },
        activities: [
          {
            kind: 'activity',
            name: {
              en: 'Northern lights hunt',
              de: 'Nordlichtjagd',
            },
            description: {
              en: 'Drive away from town lights to a beach and wait with a thermos.',
              de: 'Fahr weg von den Lichtern der Stadt an einen Strand und warte mit einer Thermoskanne.',
            },
            tips: {
              en: 'Kp 2 is enough this far north if the sky is clear.',
              de: 'So weit im Norden reicht Kp 2, wenn der Himmel klar ist.',
            },
            image: { scene: 'snow', hue: 150 },
          },
        ],
        accommodation: {
          name: 'Svinøya Rorbuer',
          price: 'NOK 2,500/night',
          description: {
            en: 'Historic fishermen’s cabins on a small island linked by a bridge.',
            de: 'Historische Fischerhütten auf einer kleinen Insel, über eine Brücke verbunden.',
          },
          tips: {
            en: 'Book the restaurant Børsen for stockfish.',
            de: 'Reservier im Restaurant Børsen für Stockfisch.',
          },
        },
        leg: {
          type: 'car',
          duration: 120,
          price: 'NOK 400 fuel',
          description: {
            en: 'E10 west over bridges and through tunnels to Reine, 130 km.',
            de: 'Auf der E10 nach Westen über Brücken und durch Tunnel bis Reine, 130 km.',
          },
          tips: {
            en: 'Stop at Haukland beach; it looks Caribbean even in snow.',
            de: 'Halt am Strand von Haukland; selbst im Schnee sieht er karibisch aus.',
          },
        },
        days: [
          {
            description: {
              en: 'Arrival and the first aurora evening.',
              de: 'Ankunft und der erste Nordlichtabend.',
            },
            activities: [0],
          },
          {
            description: {
              en: 'Henningsvær and its famous football pitch.',
              de: 'Henningsvær und sein berühmter Fußballplatz.',
            },
            activities: [],
          },
          {
            description: {
              en: 'Drive to Reine with beach stops.',
              de: 'Fahrt nach Reine mit Strandstopps.',
            },
            activities: [],
          },
        ],
      },
      {
        name: 'Reine',
        country: 'NO',
        lat: 67.9324,
        lng: 13.0887,
        duration: 4,
        description: {
          en: 'Red cabins on a rocky shore below dramatic peaks: the postcard of Norway.',
          de: 'Rote Hütten an einem felsigen Ufer unter dramatischen Gipfeln: die Postkarte Norwegens.',
        },
        generalInfo: {
          en: 'There is one small supermarket. Reinebringen’s Sherpa steps are icy in winter; go with spikes or skip it.',
          de: 'Es gibt einen kleinen Supermarkt. Die Sherpa-Stufen auf den Reinebringen sind im Winter vereist; geh nur mit Spikes oder lass es.',
        },
        activities: [
          {
            kind: 'activity',
            name: {
              en: 'Ryten and Kvalvika beach',
              de: 'Ryten und Kvalvika-Strand',
            },
            description: {
              en: 'A snowy hike above a wild beach, with the famous overhanging rock at the top.',
              de: 'Eine verschneite Wanderung über einem wilden Strand, oben der berühmte überhängende Felsen.',
            },
            tips: {
              en: 'Turn back if the wind is strong; it gusts hard on the ridge.',
              de: 'Kehr um, wenn der Wind stark ist; am Grat bläst er heftig.',
            },
            image: { scene: 'mountains', hue: 210 },
          },
          {
            kind: 'sight',
            name: {
              en: 'Å i Lofoten',
              de: 'Å i Lofoten',
            },
            description: {
              en: 'The village at the end of the road, with a stockfish museum and a bakery famous for cinnamon buns.',
              de: 'Das Dorf am Ende der Straße, mit Stockfischmuseum und einer Bäckerei, die für ihre Zimtschnecken berühmt ist.',
            },
            tips: {
              en: 'The bakery opens at 8 am; the buns are gone by noon.',
              de: 'Die Bäckerei öffnet um 8 Uhr; mittags sind die Schnecken weg.',
            },
          },
        ],
        accommodation: {
          name: 'Reine Rorbuer',
          price: 'NOK 3,000/night',
          description: {
            en: 'Cabins on the water with the view from every window.',
            de: 'Hütten am Wasser mit Blick aus jedem Fenster.',
          },
          tips: {
            en: 'Ask for a cabin facing Olstind.',
            de: 'Frag nach einer Hütte mit Blick auf den Olstind.',
          },
        },
        leg: {
          type: 'ship',
          duration: 200,
          price: 'NOK 300',
          description: {
            en: 'Car ferry from Moskenes to Bodø.',
            de: 'Autofähre von Moskenes nach Bodø.',
          },
          tips: {
            en: 'Reserve the car space online; the ferry fills up.',
            de: 'Reservier den Autoplatz online; die Fähre ist oft voll.',
          },
        },
        days: [
          {
            description: {
              en: 'Photos at sunrise from the bridge to Reine.',
              de: 'Fotos bei Sonnenaufgang von der Brücke nach Reine.',
            },
            activities: [],
          },
          {
            description: {
              en: 'Ryten hike.',
              de: 'Wanderung auf den Ryten.',
            },
            activities: [0],
          },
          {
            description: {
              en: 'Å, cinnamon buns and the stockfish museum.',
              de: 'Å, Zimtschnecken und das Stockfischmuseum.',
            },
            activities: [1],
          },
          {
            description: {
              en: 'Kayak tour in the fjord.',
              de: 'Kajaktour im Fjord.',
            },
            activities: [],
          },
        ],
      },
      {
        name: 'Bodø',
        country: 'NO',
        lat: 67.2804,
        lng: 14.4049,
        duration: 1,
        description: {
          en: 'A modern harbour town and the starting point for the Saltstraumen, the strongest tidal current in the world.',
          de: 'Eine moderne Hafenstadt und Ausgangspunkt zum Saltstraumen, dem stärksten Gezeitenstrom der Welt.',
        },
        generalInfo: {
          en: 'The airport is in town, a ten-minute walk from the harbour.',
          de: 'Der Flughafen liegt in der Stadt, zehn Gehminuten vom Hafen entfernt.',
        },
        activities: [
          {
            kind: 'sight',
            name: {
              en: 'Saltstraumen',
              de: 'Saltstraumen',
            },
            description: {
              en: 'Whirlpools up to ten metres wide form every six hours under a bridge.',
              de: 'Alle sechs Stunden bilden sich unter einer Brücke Strudel mit bis zu zehn Metern Durchmesser.',
            },
            tips: {
              en: 'Check the tide tables to be there at peak flow.',
              de: 'Schau in die Gezeitentabelle, um zur stärksten Strömung dort zu sein.',
            },
          },
        ],
        accommodation: {
          name: 'Scandic Havet',
          price: 'NOK 1,800/night',
          description: {
            en: 'Tall harbour hotel with a rooftop bar.',
            de: 'Hohes Hafenhotel mit Dachbar.',
          },
          tips: {
            en: 'The bar is a great last aurora lookout.',
            de: 'Die Bar ist ein toller letzter Ausguck für Nordlichter.',
          },
        },
        days: [
          {
            description: {
              en: 'Saltstraumen and the flight home.',
              de: 'Saltstraumen und der Heimflug.',
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
      en: 'Porto, the Douro Valley and Coimbra by Train',
      de: 'Porto, das Douro-Tal und Coimbra mit dem Zug',
    },
    description: {
      en: 'A slow week in northern Portugal without a car. Porto’s tiled churches and port cellars, a train ride along the Douro river to the terraced vineyards of Pinhão, and the old university town of Coimbra with its fado. Cheap, delicious and easy.',
      de: 'Eine ruhige Woche in Nordportugal ohne Auto. Porto mit seinen gekachelten Kirchen und Portweinkellern, eine Zugfahrt am Douro entlang zu den Weinterrassen von Pinhão und die alte Universitätsstadt Coimbra mit ihrem Fado. Günstig, köstlich und unkompliziert.',
    },
    summary: {
      en: 'Take the Douro line early for empty seats by the river, book a quinta with lunch and hear fado in Coimbra rather than in tourist restaurants.',
      de: 'Nimm die Douro-Linie früh, dann hast du freie Plätze am Fluss, buch eine Quinta mit Mittagessen und hör Fado lieber in Coimbra als in Touristenlokalen.',
    },
    period: 'October 2023',
    dateFrom: '2023-10-14',
    travelTypes: ['train', 'citytrip', 'relaxing'],
    tags: ['portugal', 'port wine', 'trains', 'fado'],
    apps: ['CP Comboios', 'Bolt'],
    budget: 2,
    comfort: 5,
    detail: 2,
    cover: { scene: 'vineyard', hue: 45 },
    places: [
      {
        name: 'Porto',
        country: 'PT',
        lat: 41.1579,
        lng: -8.6291,
        duration: 3,
        description: {
          en: 'Steep streets, blue-and-white tiles, the double-decker Dom Luís bridge and port wine lodges across the river in Gaia.',
          de: 'Steile Gassen, blau-weiße Kacheln, die doppelstöckige Brücke Dom Luís und Portweinkeller auf der anderen Flussseite in Gaia.',
        },
        generalInfo: {
          en: 'The metro runs from the airport to the centre in 30 minutes. Comfortable shoes are essential.',
          de: 'Die Metro fährt in 30 Minuten vom Flughafen ins Zentrum. Bequeme Schuhe sind ein Muss.',
        },
        activities: [
          {
            kind: 'sight',
            name: {
              en: 'São Bento station',
              de: 'Bahnhof São Bento',
            },
            description: {
              en: 'A station hall covered in 20,000 tiles telling Portugal’s history.',
              de: 'Eine Bahnhofshalle, ausgekleidet mit 20.000 Kacheln, die Portugals Geschichte erzählen.',
            },
            tips: {
              en: 'Free, and quiet before 9 am.',
              de: 'Kostenlos und vor 9 Uhr ruhig.',
            },
            image: { scene: 'city', hue: 210 },
          },
          {
            kind: 'activity',
            name: {
              en: 'Port tasting in Gaia',
              de: 'Portweinprobe in Gaia',
            },
            description: {
              en: 'Tour a port lodge and taste tawnies of different ages.',
              de: 'Besichtige einen Portweinkeller und probier Tawnys verschiedener Jahrgänge.',
            },
            tips: {
              en: 'Taylor’s has a garden with peacocks and a great view.',
              de: 'Taylor’s hat einen Garten mit Pfauen und tollem Blick.',
            },
          },
        ],
        accommodation: {
          name: 'Torel Avantgarde',
          price: 'EUR 220/night',
          description: {
            en: 'Art-themed hotel with a terrace over the river.',
            de: 'Kunsthotel mit Terrasse über dem Fluss.',
          },
          tips: {
            en: 'Sunset drinks on the terrace are worth it even if you stay elsewhere.',
            de: 'Ein Sundowner auf der Terrasse lohnt sich, auch wenn du woanders wohnst.',
          },
        },
        leg: {
          type: 'train',
          duration: 150,
          price: 'EUR 13',
          description: {
            en: 'Regional train along the Douro to Pinhão.',
            de: 'Regionalzug am Douro entlang nach Pinhão.',
          },
          tips: {
            en: 'Sit on the right side for the river.',
            de: 'Setz dich rechts hin für den Blick auf den Fluss.',
          },
        },
        days: [
          {
            description: {
              en: 'Arrival and francesinha for dinner.',
              de: 'Ankunft und Francesinha zum Abendessen.',
            },
            activities: [],
          },
          {
            description: {
              en: 'Ribeira, São Bento and the Livraria Lello.',
              de: 'Ribeira, São Bento und die Livraria Lello.',
            },
            activities: [0],
          },
          {
            description: {
              en: 'Across the bridge to the port lodges.',
              de: 'Über die Brücke zu den Portweinkellern.',
            },
            activities: [1],
          },
          {
            description: {
              en: 'Beach at Foz and the morning train to the Douro.',
              de: 'Strand in Foz und der Morgenzug ins Douro-Tal.',
            },
            activities: [],
          },
        ],
      },
      {
        name: 'Pinhão',
        country: 'PT',
        lat: 41.1915,
        lng: -7.5461,
        duration: 2,
        description: {
          en: 'A tiny river village in the heart of the port wine region, surrounded by terraced vineyards.',
          de: 'Ein winziges Flussdorf im Herzen der Portweinregion, umgeben von terrassierten Weinbergen.',
        },
        generalInfo: {
          en: 'Most quintas collect guests from the station. Harvest is in late September and early October.',
          de: 'Die meisten Quintas holen Gäste vom Bahnhof ab. Gelesen wird Ende September und Anfang Oktober.',
        },
        activities: [
          {
            kind: 'activity',
            name: {
              en: 'Quinta visit with lunch',
              de: 'Quinta-Besuch mit Mittagessen',
            },
            description: {
              en: 'A walk through the vines, tasting and a long lunch overlooking the river.',
              de: 'Ein Spaziergang durch die Reben, eine Verkostung und ein langes Mittagessen mit Blick auf den Fluss.',
            },
            tips: {
              en: 'Quinta do Bomfim is walkable from the station.',
              de: 'Die Quinta do Bomfim erreichst du vom Bahnhof zu Fuß.',
            },
            image: { scene: 'vineyard', hue: 35 },
          },
        ],
        accommodation: {
          name: 'Quinta de la Rosa',
          price: 'EUR 180/night',
          description: {
            en: 'Wine estate with rooms and a pool above the river.',
            de: 'Weingut mit Zimmern und Pool über dem Fluss.',
          },
          tips: {
            en: 'Join the evening tasting of their own ports.',
            de: 'Mach bei der abendlichen Verkostung der eigenen Portweine mit.',
          },
        },
        leg: {
          type: 'train',
          duration: 210,
          price: 'EUR 20',
          description: {
            en: 'Back via Porto and on to Coimbra on the Alfa Pendular.',
            de: 'Zurück über Porto und mit dem Alfa Pendular weiter nach Coimbra.',
          },
          tips: {
            en: 'Book the Alfa Pendular a few days ahead for cheaper seats.',
            de: 'Buch den Alfa Pendular ein paar Tage vorher für günstigere Plätze.',
          },
        },
        days: [
          {
            description: {
              en: 'Arrival and a boat trip on the river.',
              de: 'Ankunft und Bootsfahrt auf dem Fluss.',
            },
            activities: [],
          },
          {
            description: {
              en: 'Quinta visit with lunch.',
              de: 'Quinta-Besuch mit Mittagessen.',
            },
            activities: [0],
          },
        ],
      },
      {
        name: 'Coimbra',
        country: 'PT',
        lat: 40.2033,
        lng: -8.4103,
        duration: 2,
        description: {
          en: 'Portugal’s old university town, with a baroque library, students in black capes and melancholic fado.',
          de: 'Portugals alte Universitätsstadt, mit barocker Bibliothek, Studierenden in schwarzen Umhängen und melancholischem Fado.',
        },
        generalInfo: {
          en: 'Lisbon airport is two hours by train. The old town is steep; take the elevator up from the market.',
          de: 'Zum Flughafen Lissabon sind es zwei Stunden mit dem Zug. Die Altstadt ist steil; nimm den Aufzug am Markt.',
        },
        activities: [
          {
            kind: 'sight',
            name: {
              en: 'Joanina Library',
              de: 'Biblioteca Joanina',
            },
            description: {
              en: 'A gilded baroque library where bats protect the books from insects at night.',
              de: 'Eine vergoldete Barockbibliothek, in der nachts Fledermäuse die Bücher vor Insekten schützen.',
            },
            tips: {
              en: 'Tickets are timed; book in the morning.',
              de: 'Die Tickets haben Zeitfenster; buch morgens.',
            },
          },
          {
            kind: 'activity',
            name: {
              en: 'Coimbra fado',
              de: 'Fado in Coimbra',
            },
            description: {
              en: 'Sung by men in student capes, more serenade than lament.',
              de: 'Gesungen von Männern in Studentenumhängen, eher Serenade als Klage.',
            },
            tips: {
              en: 'Fado ao Centro has a short daily concert at 6 pm.',
              de: 'Im Fado ao Centro gibt es täglich um 18 Uhr ein kurzes Konzert.',
            },
          },
        ],
        accommodation: {
          name: 'Quinta das Lágrimas',
          price: 'EUR 200/night',
          description: {
            en: 'A palace hotel in romantic gardens.',
            de: 'Ein Palasthotel in romantischen Gärten.',
          },
          tips: {
            en: 'Walk the gardens at dusk.',
            de: 'Geh in der Dämmerung durch die Gärten.',
          },
        },
        days: [
          {
            description: {
              en: 'University and library.',
              de: 'Universität und Bibliothek.',
            },
            activities: [0],
          },
          {
            description: {
              en: 'Fado in the evening, train to Lisbon in the morning.',
              de: 'Abends Fado, am Morgen danach mit dem Zug nach Lissabon.',
            },
            activities: [1],
          },
        ],
      },
    ],
  },
  {
    author: 'jonas',
    language: 'en',
    title: {
      en: 'Scottish Highlands: Edinburgh, Glencoe and the Isle of Skye',
      de: 'Schottische Highlands: Edinburgh, Glencoe und die Isle of Skye',
    },
    description: {
      en: 'Castles, midges, whisky and some of the most dramatic mountain scenery in Europe. We started in Edinburgh, drove through Glencoe to Fort William and crossed to Skye for the Quiraing and the Old Man of Storr. Single-track roads, rainbows and too many photo stops.',
      de: 'Burgen, Mücken, Whisky und einige der dramatischsten Berglandschaften Europas. Wir haben in Edinburgh angefangen, sind durch Glencoe nach Fort William gefahren und dann hinüber nach Skye zum Quiraing und zum Old Man of Storr. Einspurige Straßen, Regenbögen und zu viele Fotostopps.',
    },
    summary: {
      en: 'Book Skye accommodation months ahead, learn the passing-place etiquette and pack midge repellent between June and September.',
      de: 'Buch auf Skye Monate im Voraus, lern die Regeln für Ausweichstellen und pack zwischen Juni und September Mückenschutz ein.',
    },
    period: 'June 2024',
    dateFrom: '2024-06-15',
    travelTypes: ['roadtrip', 'hiking', 'nature'],
    tags: ['scotland', 'highlands', 'skye', 'whisky'],
    apps: ['Midge Forecast', 'Walkhighlands'],
    budget: 3,
    comfort: 5,
    detail: 3,
    cover: { scene: 'lake', hue: 100 },
    places: [
      {
        name: 'Edinburgh',
        country: 'GB',
        lat: 55.9533,
        lng: -3.1883,
        duration: 2,
        description: {
          en: 'A stage set of a city: the castle on its rock, the Royal Mile and Arthur’s Seat, a volcano in the middle of town.',
          de: 'Eine Stadt wie eine Theaterkulisse: die Burg auf ihrem Felsen, die Royal Mile und Arthur’s Seat, ein Vulkan mitten in der Stadt.',
        },
        generalInfo: {
          en: 'The tram runs from the airport. Pick up the rental car on the way out to avoid city parking.',
          de: 'Vom Flughafen fährt die Straßenbahn. Hol den Mietwagen erst bei der Abfahrt, dann sparst du dir das Parken in der Stadt.',
        },
        activities: [
          {
            kind: 'activity',
            name: {
              en: 'Arthur’s Seat',
              de: 'Arthur’s Seat',
            },
            description: {
              en: 'A 45-minute climb to a summit with views over the city and the Firth of Forth.',
              de: 'Ein 45-minütiger Aufstieg zu einem Gipfel mit Blick über die Stadt und den Firth of Forth.',
            },
            tips: {
              en: 'Go at sunrise in June: around 4:30 am.',
              de: 'Geh im Juni zum Sonnenaufgang: gegen 4:30 Uhr.',
            },
            image: { scene: 'mountains', hue: 100 },
          },
          {
            kind: 'sight',
            name: {
              en: 'Edinburgh Castle',
              de: 'Edinburgh Castle',
            },
            description: {
              en: 'The crown jewels, the Stone of Destiny and the one o’clock gun.',
              de: 'Die Kronjuwelen, der Stein von Scone und die Kanone, die um 13 Uhr abgefeuert wird.',
            },
            tips: {
              en: 'Book online; timed tickets sell out in summer.',
              de: 'Buch online; die Zeitfenster sind im Sommer ausverkauft.',
            },
          },
        ],
        accommodation: {
          name: 'The Balmoral',
          price: 'GBP 450/night',
          description: {
            en: 'Grand old railway hotel above Waverley station.',
            de: 'Großes altes Bahnhofshotel über der Waverley Station.',
          },
          tips: {
            en: 'Whisky bar Scotch has 500 bottles; ask for advice.',
            de: 'Die Whiskybar Scotch hat 500 Flaschen; lass dich beraten.',
          },
        },
        leg: {
          type: 'car',
          duration: 210,
          price: 'GBP 35 fuel',
          description: {
            en: 'North-west via Stirling and Loch Lomond to Glencoe.',
            de: 'Nach Nordwesten über Stirling und Loch Lomond nach Glencoe.',
          },
          tips: {
            en: 'Rannoch Moor is best in changing light; stop at the lay-bys.',
            de: 'Das Rannoch Moor ist bei wechselndem Licht am schönsten; halt an den Parkbuchten.',
          },
        },
        days: [
          {
            description: {
              en: 'Arrival and the Royal Mile.',
              de: 'Ankunft und die Royal Mile.',
            },
            activities: [],
          },
          {
            description: {
              en: 'Castle in the morning, Arthur’s Seat at sunset.',
              de: 'Vormittags die Burg, abends Arthur’s Seat.',
            },
            activities: [1, 0],
          },
          {
            description: {
              en: 'Drive to Glencoe.',
              de: 'Fahrt nach Glencoe.',
            },
            activities: [],
          },
        ],
      },
      {
        name: 'Glencoe',
        country: 'GB',
        lat: 56.6826,
        lng: -5.1023,
        duration: 2,
        description: {
          en: 'The most dramatic glen in Scotland, with the Three Sisters rising straight from the road.',
          de: 'Das dramatischste Tal Schottlands, mit den Three Sisters, die direkt von der Straße aufragen.',
        },
        generalInfo: {
          en: 'The Clachaig Inn is the hikers’ pub. The Jacobite steam train leaves from Fort William, 30 minutes north.',
          de: 'Das Clachaig Inn ist die Kneipe der Wanderer. Der Dampfzug Jacobite fährt in Fort William ab, 30 Minuten nördlich.',
        },
        activities: [
          {
            kind: 'activity',
            name: {
              en: 'Lost Valley hike',
              de: 'Wanderung ins Lost Valley',
            },
            description: {
              en: 'A rocky path between two of the Three Sisters into a hidden valley where clans hid stolen cattle.',
              de: 'Ein felsiger Pfad zwischen zwei der Three Sisters in ein verstecktes Tal, in dem Clans gestohlenes Vieh versteckten.',
            },
            tips: {
              en: 'The river crossing can be tricky after rain.',
              de: 'Nach Regen kann die Flussquerung schwierig sein.',
            },
            image: { scene: 'mountains', hue: 120 },
          },
        ],
        accommodation: {
          name: 'Clachaig Inn',
          price: 'GBP 150/night',
          description: {
            en: 'Legendary inn at the foot of the mountains.',
            de: 'Legendäres Gasthaus am Fuß der Berge.',
          },
          tips: {
            en: 'The boots bar has live music on Saturdays.',
            de: 'In der Boots Bar gibt es samstags Livemusik.',
          },
        },
        leg: {
          type: 'car',
          duration: 150,
          price: 'GBP 25 fuel',
          description: {
            en: 'North past Eilean Donan castle and over the Skye bridge.',
            de: 'Nach Norden vorbei an der Burg Eilean Donan und über die Skye-Brücke.',
          },
          tips: {
            en: 'Eilean Donan is best from the lay-by across the water.',
            de: 'Eilean Donan siehst du am schönsten von der Parkbucht auf der anderen Seite des Wassers.',
          },
        },
        days: [
          {
            description: {
              en: 'Lost Valley hike.',
              de: 'Wanderung ins Lost Valley.',
            },
            activities: [0],
          },
          {
            description: {
              en: 'Glenfinnan viaduct to see the Jacobite pass.',
              de: 'Zum Glenfinnan-Viadukt, um den Jacobite vorbeifahren zu sehen.',
            },
            activities: [],
          },
        ],
      },
      {
        name: 'Portree',
        country: 'GB',
        lat: 57.4125,
        lng: -6.1958,
        duration: 3,
        description: {
          en: 'The colourful harbour town of Skye and the base for the Trotternish peninsula.',
          de: 'Das bunte Hafenstädtchen auf Skye und die Basis für die Halbinsel Trotternish.',
        },
        generalInfo: {
          en: 'Car parks at the famous sights fill by 9 am. Restaurants need reservations in summer.',
          de: 'Die Parkplätze an den bekannten Orten sind ab 9 Uhr voll. Restaurants brauchst du im Sommer reserviert.',
        },
        activities: [
          {
            kind: 'activity',
            name: {
              en: 'Old Man of Storr',
              de: 'Old Man of Storr',
            },
            description: {
              en: 'A steep path up to a giant rock pinnacle above the sea.',
              de: 'Ein steiler Weg hinauf zu einer riesigen Felsnadel über dem Meer.',
            },
            tips: {
              en: 'Start at 7 am to have it nearly to yourself.',
              de: 'Starte um 7 Uhr, dann hast du ihn fast für dich.',
            },
            image: { scene: 'mountains', hue: 90 },
          },
          {
            kind: 'activity',
            name: {
              en: 'The Quiraing',
              de: 'Der Quiraing',
            },
            description: {
              en: 'A landslip landscape of pinnacles and hidden plateaus, circled by a 7 km path.',
              de: 'Eine Bergsturzlandschaft aus Felsnadeln und versteckten Hochebenen, die ein 7-km-Weg umrundet.',
            },
            tips: {
              en: 'Walk clockwise and take the upper path back.',
              de: 'Lauf im Uhrzeigersinn und nimm oben den Weg zurück.',
            },
          },
        ],
        accommodation: {
          name: 'Cuillin Hills Hotel',
          price: 'GBP 250/night',
          description: {
            en: 'Hotel on a hill above Portree harbour with mountain views.',
            de: 'Hotel auf einem Hügel über dem Hafen von Portree mit Bergblick.',
          },
          tips: {
            en: 'Book dinner at Scorrybreac in town.',
            de: 'Reservier ein Abendessen im Scorrybreac in der Stadt.',
          },
        },
        days: [
          {
            description: {
              en: 'Arrival and fish and chips on the harbour.',
              de: 'Ankunft und Fish and Chips am Hafen.',
            },
            activities: [],
          },
          {
            description: {
              en: 'Old Man of Storr and the Trotternish coast.',
              de: 'Old Man of Storr und die Küste von Trotternish.',
            },
            activities: [0],
          },
          {
            description: {
              en: 'Quiraing, then Talisker distillery.',
              de: 'Quiraing, dann die Talisker-Brennerei.',
            },
            activities: [1],
          },
        ],
      },
    ],
  },
];
