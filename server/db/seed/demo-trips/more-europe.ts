import type { DemoTrip } from './types.ts';

export const moreEuropeTrips: DemoTrip[] = [
  {
    author: 'lena',
    language: 'de',
    title: {
      en: 'Flat, Fast and Full of Waffles: Cycling from Amsterdam to Bruges',
      de: 'Flach, schnell und voller Waffeln: Mit dem Rad von Amsterdam nach Brügge',
    },
    description: {
      en: 'Eight days, two panniers and about 320 kilometres on some of the best cycle paths in the world. I rented a touring bike in Amsterdam, rolled south along dykes and canals to Rotterdam and crossed into Belgium for Ghent and Bruges. The Dutch node network (knooppunten) makes navigation almost foolproof, and trains take bikes if the wind is against you. Headwind is the real mountain here, so plan shorter days when it blows from the southwest.',
      de: 'Acht Tage, zwei Packtaschen und rund 320 Kilometer auf einigen der besten Radwege der Welt. Ich habe mir in Amsterdam ein Reiserad geliehen, bin an Deichen und Grachten entlang nach Rotterdam gerollt und dann über die Grenze nach Gent und Brügge. Mit dem niederländischen Knotenpunktnetz (knooppunten) verfährst du dich praktisch nie, und wenn der Wind gegen dich steht, nimmt dich der Zug samt Rad mit. Der Gegenwind ist hier der eigentliche Berg: Plane kürzere Etappen, wenn er aus Südwest bläst.',
    },
    summary: {
      en: 'An easy, rewarding bike tour for anyone who can ride 50 km a day. Book bike-friendly hotels ahead in summer, carry a rain jacket at all times and save your appetite for Ghent.',
      de: 'Eine entspannte, lohnende Radreise für alle, die 50 km am Tag schaffen. Buch im Sommer fahrradfreundliche Hotels vorab, hab immer eine Regenjacke dabei und spar dir den Hunger für Gent auf.',
    },
    period: 'Juni 2025',
    dateFrom: '2025-06-07',
    travelTypes: ['two_wheel', 'active_holiday', 'citytrip'],
    tags: ['fahrrad', 'niederlande', 'belgien', 'knotenpunkte'],
    apps: ['Fietsknooppunten', 'NS', 'Komoot'],
    budget: 2,
    comfort: 5,
    detail: 3,
    cover: { scene: 'vineyard', hue: 95 },
    places: [
      {
        name: 'Amsterdam',
        country: 'NL',
        lat: 52.3676,
        lng: 4.9041,
        duration: 2,
        description: {
          en: 'Amsterdam is the perfect warm-up: you learn the bike rules (hand signals, bells, never stop in a bike lane) in a city where cyclists rule. I spent a day on the canals and in the Jordaan before heading out.',
          de: 'Amsterdam ist das perfekte Aufwärmen: Hier lernst du die Radregeln (Handzeichen, Klingel, nie auf dem Radweg stehen bleiben) in einer Stadt, in der Radfahrer den Ton angeben. Ich war einen Tag an den Grachten und im Jordaan, bevor es losging.',
        },
        generalInfo: {
          en: 'Schiphol trains reach Centraal in 15 minutes. Touring bikes with panniers cost about €20 a day. Card payment works everywhere, even for a coffee.',
          de: 'Vom Flughafen Schiphol bist du mit dem Zug in 15 Minuten am Hauptbahnhof. Reiseräder mit Packtaschen kosten etwa 20 € am Tag. Mit Karte zahlst du überall, sogar den Kaffee.',
        },
        activities: [
          {
            kind: 'activity',
            name: { en: 'Early-morning canal ride', de: 'Grachtenrunde am frühen Morgen' },
            description: {
              en: 'Before 8 am the Herengracht and Prinsengracht are almost empty and the light on the gables is lovely. A slow loop of 10 km is the best way to get used to the bike.',
              de: 'Vor 8 Uhr sind Herengracht und Prinsengracht fast leer, und das Licht auf den Giebeln ist wunderschön. Eine gemütliche Runde von 10 km ist der beste Weg, dich ans Rad zu gewöhnen.',
            },
            tips: {
              en: 'Lock the frame to something fixed, always with two locks. Bike theft is a sport here.',
              de: 'Schließ den Rahmen immer an etwas Festem an, am besten mit zwei Schlössern. Fahrraddiebstahl ist hier Volkssport.',
            },
            image: { scene: 'city', hue: 25 },
          },
          {
            kind: 'sight',
            name: { en: 'Rijksmuseum', de: 'Rijksmuseum' },
            description: {
              en: 'Rembrandt’s Night Watch and a wonderful collection of Dutch ship models. You can even cycle right through the passage under the museum.',
              de: 'Rembrandts Nachtwache und eine wunderbare Sammlung niederländischer Schiffsmodelle. Durch die Passage unter dem Museum kannst du sogar mit dem Rad fahren.',
            },
            tips: {
              en: 'Book a timed ticket online (€25) and go at opening time.',
              de: 'Buch online ein Zeitfenster-Ticket (25 €) und geh direkt zur Öffnung.',
            },
          },
        ],
        accommodation: {
          name: 'Hotel Not Hotel',
          price: '€140/night',
          description: {
            en: 'Quirky design hotel in the west with secure bike parking in the courtyard.',
            de: 'Verrücktes Designhotel im Westen mit sicherem Fahrradstellplatz im Hof.',
          },
          tips: {
            en: 'Ask for a room away from the tram line if you sleep lightly.',
            de: 'Frag nach einem Zimmer weg von der Straßenbahn, wenn du einen leichten Schlaf hast.',
          },
        },
        leg: {
          type: 'bicycle',
          duration: 300,
          price: '€0',
          description: {
            en: 'About 75 km via Haarlemmermeer, Gouda and the windmills of Kinderdijk.',
            de: 'Etwa 75 km über das Haarlemmermeer, Gouda und die Windmühlen von Kinderdijk.',
          },
          tips: {
            en: 'Stop in Gouda for cheese and stroopwafels on the market square.',
            de: 'Halt in Gouda für Käse und Stroopwafels auf dem Marktplatz.',
          },
        },
        days: [
          {
            description: {
              en: 'Arrival, bike pick-up and a first lap around the Jordaan.',
              de: 'Ankunft, Rad abholen und eine erste Runde durch den Jordaan.',
            },
            activities: [0],
          },
          {
            description: {
              en: 'Museum morning, picnic in the Vondelpark, canals at sunset.',
              de: 'Vormittags Museum, Picknick im Vondelpark, abends Grachten im Sonnenuntergang.',
            },
            activities: [1],
          },
          {
            description: {
              en: 'Long ride south to Rotterdam past Gouda and Kinderdijk.',
              de: 'Lange Etappe nach Süden bis Rotterdam, vorbei an Gouda und Kinderdijk.',
            },
            activities: [],
          },
        ],
      },
      {
        name: 'Ghent',
        country: 'BE',
        lat: 51.0543,
        lng: 3.7174,
        duration: 2,
        description: {
          en: 'Ghent was my favourite stop: a medieval harbour full of students, with a car-free centre and excellent vegetarian food. It feels less polished and more alive than Bruges.',
          de: 'Gent war mein Lieblingsstopp: ein mittelalterlicher Hafen voller Studierender, mit autofreier Innenstadt und hervorragendem vegetarischem Essen. Es wirkt weniger herausgeputzt und lebendiger als Brügge.',
        },
        generalInfo: {
          en: 'From Rotterdam I took the train with the bike to Antwerp and rode the last 60 km. Belgian trains charge €5 extra for a bike.',
          de: 'Von Rotterdam bin ich mit dem Zug samt Rad bis Antwerpen gefahren und die letzten 60 km geradelt. In belgischen Zügen kostet das Rad 5 € extra.',
        },
        activities: [
          {
            kind: 'sight',
            name: { en: 'Graslei and Korenlei at night', de: 'Graslei und Korenlei bei Nacht' },
            description: {
              en: 'The guild houses along the Leie are lit up after dark, and everyone sits on the quay walls with a beer.',
              de: 'Die Gildehäuser an der Leie werden abends angestrahlt, und alle sitzen mit einem Bier auf den Kaimauern.',
            },
            tips: {
              en: 'Buy a bottle at a night shop and join the locals on the Korenlei steps.',
              de: 'Hol dir im Nachtshop eine Flasche und setz dich zu den Einheimischen auf die Stufen der Korenlei.',
            },
            image: { scene: 'city', hue: 35 },
          },
          {
            kind: 'sight',
            name: { en: 'The Ghent Altarpiece', de: 'Der Genter Altar' },
            description: {
              en: 'The Van Eyck brothers’ Adoration of the Mystic Lamb in St Bavo’s Cathedral, with an augmented-reality tour of its turbulent history.',
              de: 'Die Anbetung des Lammes der Brüder van Eyck in der Sankt-Bavo-Kathedrale, mit einer Augmented-Reality-Tour durch die bewegte Geschichte des Altars.',
            },
            tips: {
              en: 'Tickets are €16; the AR glasses are worth it.',
              de: 'Der Eintritt kostet 16 €; die AR-Brille lohnt sich.',
            },
          },
        ],
        accommodation: {
          name: 'Treck Hostel',
          price: '€75/night',
          description: {
            en: 'Caravans and a campervan parked inside an old warehouse, with a bike shed.',
            de: 'Wohnwagen und ein Campingbus in einer alten Lagerhalle, mit Fahrradschuppen.',
          },
          tips: {
            en: 'Book the Airstream, it has the best bed.',
            de: 'Buch den Airstream, der hat das beste Bett.',
          },
        },
        leg: {
          type: 'bicycle',
          duration: 210,
          price: '€0',
          description: {
            en: '50 km almost entirely along the Ghent–Bruges canal towpath.',
            de: '50 km fast durchgehend auf dem Treidelpfad am Kanal Gent–Brügge.',
          },
          tips: {
            en: 'There are few cafés on the canal: pack lunch in Ghent.',
            de: 'Am Kanal gibt es kaum Cafés: Nimm dir in Gent etwas zu essen mit.',
          },
        },
        days: [
          {
            description: {
              en: 'Train to Antwerp, ride to Ghent, evening on the Graslei.',
              de: 'Mit dem Zug nach Antwerpen, Radeln nach Gent, abends an der Graslei.',
            },
            activities: [0],
          },
          {
            description: {
              en: 'Cathedral, castle of the Counts and a long lunch at the Vrijdagmarkt.',
              de: 'Kathedrale, Grafenburg und ein langes Mittagessen am Vrijdagmarkt.',
            },
            activities: [1],
          },
        ],
      },
      {
        name: 'Bruges',
        country: 'BE',
        lat: 51.2093,
        lng: 3.2247,
        duration: 2,
        description: {
          en: 'Bruges is as pretty as everyone says and as crowded by midday. Arriving by bike in the late afternoon, when the day trippers leave, is the best way to see it.',
          de: 'Brügge ist so hübsch, wie alle sagen, und mittags genauso voll. Mit dem Rad am späten Nachmittag anzukommen, wenn die Tagesgäste abreisen, ist die beste Art, es zu erleben.',
        },
        generalInfo: {
          en: 'The coast at Knokke is 20 km away on a flat path. Trains back to Brussels airport leave every half hour.',
          de: 'Die Küste bei Knokke liegt 20 km entfernt an einem flachen Radweg. Züge zum Flughafen Brüssel fahren jede halbe Stunde.',
        },
        activities: [
          {
            kind: 'sight',
            name: { en: 'Belfry of Bruges', de: 'Belfried von Brügge' },
            description: {
              en: '366 steps up a medieval bell tower for the view over the red roofs and canals.',
              de: '366 Stufen hinauf auf den mittelalterlichen Glockenturm für den Blick über rote Dächer und Kanäle.',
            },
            tips: {
              en: 'Go at 9 am; later the queue can take an hour.',
              de: 'Geh um 9 Uhr hin; später kann die Schlange eine Stunde dauern.',
            },
          },
          {
            kind: 'activity',
            name: { en: 'Ride to the sea at Knokke', de: 'Radtour ans Meer nach Knokke' },
            description: {
              en: 'A flat 20 km ride along poplar-lined canals to the North Sea and the Zwin nature reserve.',
              de: 'Eine flache 20-km-Tour an pappelgesäumten Kanälen entlang bis zur Nordsee und zum Naturschutzgebiet Zwin.',
            },
            tips: {
              en: 'Stop in Damme for waffles on the way back.',
              de: 'Halt auf dem Rückweg in Damme für Waffeln.',
            },
            image: { scene: 'coast', hue: 90 },
          },
        ],
        accommodation: {
          name: 'B&B Huyze Hertsberge',
          price: '€160/night',
          description: {
            en: 'Stately canal-side B&B with a garden where the bike sleeps safely.',
            de: 'Stattliches B&B direkt am Kanal mit Garten, in dem das Rad sicher steht.',
          },
          tips: {
            en: 'Breakfast is served on the canal terrace when it is dry.',
            de: 'Bei trockenem Wetter gibt es das Frühstück auf der Terrasse am Kanal.',
          },
        },
        days: [
          {
            description: {
              en: 'Canal ride from Ghent, evening walk through the empty old town.',
              de: 'Kanaltour von Gent, abends Spaziergang durch die leere Altstadt.',
            },
            activities: [0],
          },
          {
            description: {
              en: 'Out to the coast and back, last dinner on the Markt.',
              de: 'Raus an die Küste und zurück, letztes Abendessen am Markt.',
            },
            activities: [1],
          },
        ],
      },
    ],
  },
  {
    author: 'marco',
    language: 'en',
    title: {
      en: 'Lakes, Caves and a Salty Coast: Slovenia in Nine Days',
      de: 'Seen, Höhlen und eine salzige Küste: Slowenien in neun Tagen',
    },
    description: {
      en: 'Slovenia packs alpine lakes, enormous caves and a slice of the Adriatic into a country you can cross in three hours. We based ourselves in Ljubljana, Bled and Piran, drove a rental car between them and hiked every day. The Vintgar Gorge, the Triglav valleys and the Škocjan caves were the highlights; the food and wine were a very pleasant surprise.',
      de: 'Slowenien packt Alpenseen, gewaltige Höhlen und ein Stück Adria in ein Land, das du in drei Stunden durchquerst. Wir hatten drei Standorte – Ljubljana, Bled und Piran –, sind mit dem Mietwagen gefahren und jeden Tag gewandert. Die Vintgar-Klamm, die Täler am Triglav und die Höhlen von Škocjan waren die Highlights, Essen und Wein eine sehr angenehme Überraschung.',
    },
    summary: {
      en: 'Compact, green and easy to travel. Buy the motorway vignette at the border, reserve Vintgar and Škocjan online, and do not skip a night on the coast.',
      de: 'Kompakt, grün und leicht zu bereisen. Kauf die Autobahnvignette an der Grenze, reservier Vintgar und Škocjan online und gönn dir unbedingt eine Nacht an der Küste.',
    },
    period: 'September 2024',
    dateFrom: '2024-09-12',
    travelTypes: ['roadtrip', 'hiking', 'nature', 'couple'],
    tags: ['slovenia', 'lakes', 'caves', 'adriatic'],
    apps: ['Slovenia Info', 'Komoot'],
    budget: 2,
    comfort: 5,
    detail: 3,
    cover: { scene: 'lake', hue: 130 },
    places: [
      {
        name: 'Ljubljana',
        country: 'SI',
        lat: 46.0569,
        lng: 14.5058,
        duration: 2,
        description: {
          en: 'A small, green capital with a car-free riverside, dragon bridges and a castle on the hill. Two nights are enough to eat well and get a feel for it.',
          de: 'Eine kleine, grüne Hauptstadt mit autofreiem Flussufer, Drachenbrücken und einer Burg auf dem Hügel. Zwei Nächte reichen, um gut zu essen und ein Gefühl für die Stadt zu bekommen.',
        },
        generalInfo: {
          en: 'The euro is the currency. The e-vignette for motorways costs €16 for a week. Most people speak excellent English.',
          de: 'Bezahlt wird in Euro. Die E-Vignette für die Autobahn kostet 16 € für eine Woche. Die meisten sprechen hervorragend Englisch.',
        },
        activities: [
          {
            kind: 'activity',
            name: { en: 'Open Kitchen food market', de: 'Streetfood-Markt Open Kitchen' },
            description: {
              en: 'On Fridays from spring to autumn, chefs from all over the country cook on the Pogačar Square.',
              de: 'Freitags von Frühling bis Herbst kochen Köche aus dem ganzen Land auf dem Pogačar-Platz.',
            },
            tips: {
              en: 'Come hungry at 11 am and try the štruklji.',
              de: 'Komm um 11 Uhr mit Hunger und probier die Štruklji.',
            },
          },
          {
            kind: 'sight',
            name: { en: 'Ljubljana Castle', de: 'Burg von Ljubljana' },
            description: {
              en: 'Walk up through the forest or take the funicular for a view of the Alps on clear days.',
              de: 'Lauf durch den Wald hinauf oder nimm die Standseilbahn – an klaren Tagen siehst du die Alpen.',
            },
            tips: {
              en: 'The walk up is free; you only pay for the tower and exhibitions.',
              de: 'Der Aufstieg ist kostenlos; zahlen musst du nur für Turm und Ausstellungen.',
            },
            image: { scene: 'city', hue: 40 },
          },
        ],
        accommodation: {
          name: 'Vander Urbani Resort',
          price: '€150/night',
          description: {
            en: 'Design hotel in the old town with a small rooftop pool.',
            de: 'Designhotel in der Altstadt mit kleinem Pool auf dem Dach.',
          },
          tips: {
            en: 'Park in the Kongresni trg garage nearby.',
            de: 'Park in der Garage am Kongresni trg ganz in der Nähe.',
          },
        },
        leg: {
          type: 'car',
          duration: 45,
          price: '€8 fuel',
          description: {
            en: 'Motorway north towards Austria, 55 km.',
            de: 'Autobahn Richtung Österreich, 55 km.',
          },
          tips: {
            en: 'Stop at Radovljica for its painted old town and honey museum.',
            de: 'Halt in Radovljica für die bemalte Altstadt und das Bienenmuseum.',
          },
        },
        days: [
          {
            description: {
              en: 'Pick up the car at the airport, evening stroll along the Ljubljanica.',
              de: 'Auto am Flughafen abholen, abends Spaziergang an der Ljubljanica.',
            },
            activities: [],
          },
          {
            description: {
              en: 'Market, castle and a wine bar evening.',
              de: 'Markt, Burg und ein Abend in der Weinbar.',
            },
            activities: [0, 1],
          },
          {
            description: {
              en: 'Short drive to Bled with a stop in Radovljica.',
              de: 'Kurze Fahrt nach Bled mit Stopp in Radovljica.',
            },
            activities: [],
          },
        ],
      },
      {
        name: 'Bled',
        country: 'SI',
        lat: 46.3683,
        lng: 14.1146,
        duration: 4,
        description: {
          en: 'The lake with the island church is as photogenic as the postcards, and Bled is the perfect base for Vintgar, Bohinj and the Triglav National Park.',
          de: 'Der See mit der Inselkirche ist so fotogen wie auf den Postkarten, und Bled ist die perfekte Basis für Vintgar, Bohinj und den Triglav-Nationalpark.',
        },
        generalInfo: {
          en: 'Parking by the lake is expensive (€5 an hour); many hotels include a space. Bohinj is 30 minutes further west.',
          de: 'Parken am See ist teuer (5 € pro Stunde); viele Hotels haben einen Platz inklusive. Bohinj liegt 30 Minuten weiter westlich.',
        },
        activities: [
          {
            kind: 'sight',
            name: { en: 'Vintgar Gorge', de: 'Vintgar-Klamm' },
            description: {
              en: 'A 1.6 km boardwalk above a turquoise river squeezed between vertical walls.',
              de: 'Ein 1,6 km langer Holzsteg über einem türkisfarbenen Fluss zwischen senkrechten Felswänden.',
            },
            tips: {
              en: 'Tickets (€10) must be booked online for a time slot; the first one is the quietest.',
              de: 'Tickets (10 €) musst du online für ein Zeitfenster buchen; das erste ist das ruhigste.',
            },
            image: { scene: 'forest', hue: 150 },
          },
          {
            kind: 'activity',
            name: { en: 'Pletna boat to the island', de: 'Mit der Pletna zur Insel' },
            description: {
              en: 'The traditional flat boats row you to the island, where you ring the wishing bell in the church.',
              de: 'Die traditionellen Flachboote rudern dich zur Insel, wo du in der Kirche die Wunschglocke läutest.',
            },
            tips: {
              en: 'Or rent a rowing boat yourself for €20 an hour.',
              de: 'Oder leih dir für 20 € pro Stunde selbst ein Ruderboot.',
            },
          },
          {
            kind: 'activity',
            name: { en: 'Hike to the Seven Lakes Valley', de: 'Wanderung ins Tal der Sieben Seen' },
            description: {
              en: 'A long day from Bohinj up the Komarča wall to a chain of alpine lakes below Triglav.',
              de: 'Ein langer Tag von Bohinj die Komarča-Wand hinauf zu einer Kette von Bergseen unterhalb des Triglav.',
            },
            tips: {
              en: 'Start by 7 am and carry enough water; the hut serves a great jota stew.',
              de: 'Starte spätestens um 7 Uhr und nimm genug Wasser mit; die Hütte serviert einen tollen Jota-Eintopf.',
            },
            image: { scene: 'mountains', hue: 200 },
          },
        ],
        accommodation: {
          name: 'Vila Bled',
          price: '€210/night',
          description: {
            en: 'Tito’s former summer residence with a private lake shore.',
            de: 'Titos ehemalige Sommerresidenz mit eigenem Seeufer.',
          },
          tips: {
            en: 'Swim from the hotel jetty before breakfast.',
            de: 'Spring vor dem Frühstück vom Hotelsteg in den See.',
          },
        },
        leg: {
          type: 'car',
          duration: 150,
          price: '€20 fuel',
          description: {
            en: 'South through the karst to the coast, 170 km.',
            de: 'Nach Süden durch den Karst an die Küste, 170 km.',
          },
          tips: {
            en: 'Combine it with the Škocjan caves, which are right on the way.',
            de: 'Verbinde die Fahrt mit den Höhlen von Škocjan, die direkt am Weg liegen.',
          },
        },
        days: [
          {
            description: {
              en: 'Arrival and the lake loop on foot (6 km).',
              de: 'Ankunft und Seerunde zu Fuß (6 km).',
            },
            activities: [1],
          },
          {
            description: {
              en: 'Vintgar Gorge in the morning, swimming in the afternoon.',
              de: 'Vormittags Vintgar-Klamm, nachmittags baden.',
            },
            activities: [0],
          },
          {
            description: {
              en: 'The big hike to the Seven Lakes Valley.',
              de: 'Die große Wanderung ins Tal der Sieben Seen.',
            },
            activities: [2],
          },
          {
            description: {
              en: 'Rest day at Lake Bohinj and cream cake in Bled.',
              de: 'Ruhetag am Bohinjer See und Cremeschnitte in Bled.',
            },
            activities: [],
          },
        ],
      },
      {
        name: 'Piran',
        country: 'SI',
        lat: 45.5285,
        lng: 13.5683,
        duration: 2,
        description: {
          en: 'A Venetian town on a narrow peninsula, with a marble square, salt pans and fish restaurants on the quay. The perfect end after days in the mountains.',
          de: 'Eine venezianische Stadt auf einer schmalen Halbinsel, mit Marmorplatz, Salinen und Fischlokalen am Kai. Der perfekte Abschluss nach Tagen in den Bergen.',
        },
        generalInfo: {
          en: 'Cars are not allowed in the town: park in the Fornače garage and take the free shuttle. Trieste airport is 45 minutes away.',
          de: 'Autos dürfen nicht in die Stadt: Park im Parkhaus Fornače und nimm den kostenlosen Shuttle. Zum Flughafen Triest sind es 45 Minuten.',
        },
        activities: [
          {
            kind: 'sight',
            name: { en: 'Škocjan Caves', de: 'Höhlen von Škocjan' },
            description: {
              en: 'An underground canyon with a river roaring 45 metres below a narrow bridge. A UNESCO site and far more impressive than Postojna.',
              de: 'Ein unterirdischer Canyon, in dem 45 Meter unter einer schmalen Brücke ein Fluss tost. UNESCO-Welterbe und viel beeindruckender als Postojna.',
            },
            tips: {
              en: 'Bring a jacket: it is 12 °C inside. No photos allowed in the main hall.',
              de: 'Nimm eine Jacke mit: Drinnen hat es 12 °C. In der Haupthalle sind Fotos verboten.',
            },
            image: { scene: 'mountains', hue: 30 },
          },
          {
            kind: 'activity',
            name: { en: 'Sunset on the town walls', de: 'Sonnenuntergang auf der Stadtmauer' },
            description: {
              en: 'Climb the old walls above town for the sun setting over the Adriatic and the Italian coast.',
              de: 'Steig auf die alte Stadtmauer oberhalb der Stadt und sieh die Sonne über der Adria und der italienischen Küste untergehen.',
            },
            tips: {
              en: 'Entry is €3; arrive 30 minutes early for a spot.',
              de: 'Der Eintritt kostet 3 €; sei 30 Minuten früher da für einen guten Platz.',
            },
          },
        ],
        accommodation: {
          name: 'Hotel Piran',
          price: '€170/night',
          description: {
            en: 'Right on the water with sea-view rooms and a rooftop bar.',
            de: 'Direkt am Wasser mit Meerblickzimmern und einer Dachbar.',
          },
          tips: {
            en: 'Pay the extra for a sea view; the back rooms are dark.',
            de: 'Zahl den Aufpreis für Meerblick; die Zimmer nach hinten sind dunkel.',
          },
        },
        days: [
          {
            description: {
              en: 'Caves on the way down, first fish dinner on the Tartini Square.',
              de: 'Höhlen auf dem Weg, erstes Fischessen am Tartini-Platz.',
            },
            activities: [0],
          },
          {
            description: {
              en: 'Swimming off the rocks, salt pans at Sečovlje, sunset on the walls.',
              de: 'Baden von den Felsen, Salinen von Sečovlje, Sonnenuntergang auf der Mauer.',
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
      en: 'Wild Atlantic Way: Dublin, Galway and the Dingle Peninsula',
      de: 'Wild Atlantic Way: Dublin, Galway und die Dingle-Halbinsel',
    },
    description: {
      en: 'A week of rain showers, rainbows, pubs and cliffs. We flew into Dublin, drove across to Galway for the Cliffs of Moher and the Burren, then followed the coast south to Dingle. Driving on narrow roads on the left takes some getting used to, but the landscapes and the people make every kilometre worth it.',
      de: 'Eine Woche voller Regenschauer, Regenbögen, Pubs und Klippen. Wir sind nach Dublin geflogen, quer rüber nach Galway gefahren – für die Cliffs of Moher und den Burren – und dann der Küste nach Süden bis Dingle gefolgt. Linksverkehr auf schmalen Straßen ist gewöhnungsbedürftig, aber Landschaft und Menschen machen jeden Kilometer wett.',
    },
    summary: {
      en: 'Rent the smallest car you fit in, get full insurance, and plan short driving days: everything takes longer on Irish roads, and you will want to stop constantly.',
      de: 'Miete das kleinste Auto, in das du passt, schließ eine Vollkasko ab und plan kurze Fahrtage: Auf irischen Straßen dauert alles länger, und du willst ständig anhalten.',
    },
    period: 'May 2025',
    dateFrom: '2025-05-10',
    travelTypes: ['roadtrip', 'nature', 'friends'],
    tags: ['ireland', 'cliffs', 'pubs', 'left-hand driving'],
    apps: ['Google Maps', 'Met Éireann'],
    budget: 3,
    comfort: 5,
    detail: 2,
    cover: { scene: 'coast', hue: 120 },
    places: [
      {
        name: 'Dublin',
        country: 'IE',
        lat: 53.3498,
        lng: -6.2603,
        duration: 1,
        description: {
          en: 'One night was enough for us: a walk through Trinity College, a pint in a proper pub and an early start west.',
          de: 'Eine Nacht hat uns gereicht: ein Spaziergang durchs Trinity College, ein Pint in einem richtigen Pub und früh am nächsten Morgen Richtung Westen.',
        },
        generalInfo: {
          en: 'Pick up the rental car at the airport the next morning, not in the city. Tolls on the M50 are paid online by 8 pm the next day.',
          de: 'Hol den Mietwagen erst am nächsten Morgen am Flughafen ab, nicht in der Stadt. Die Maut auf der M50 zahlst du bis 20 Uhr am Folgetag online.',
        },
        activities: [
          {
            kind: 'sight',
            name: { en: 'Trinity College Library', de: 'Bibliothek des Trinity College' },
            description: {
              en: 'The Long Room with its barrel-vaulted ceiling and the Book of Kells.',
              de: 'Der Long Room mit seinem Tonnengewölbe und das Book of Kells.',
            },
            tips: {
              en: 'Book the first slot online (€25); it sells out.',
              de: 'Buch online das erste Zeitfenster (25 €); es ist schnell ausverkauft.',
            },
          },
        ],
        accommodation: {
          name: 'The Alex',
          price: '€190/night',
          description: {
            en: 'Modern hotel near Merrion Square, walking distance to everything.',
            de: 'Modernes Hotel nahe Merrion Square, alles zu Fuß erreichbar.',
          },
          tips: {
            en: 'Dublin hotels are pricey; book months ahead.',
            de: 'Hotels in Dublin sind teuer; buch Monate im Voraus.',
          },
        },
        leg: {
          type: 'car',
          duration: 150,
          price: '€25 fuel',
          description: {
            en: 'M6 motorway straight across the country, 210 km.',
            de: 'Über die Autobahn M6 quer durchs Land, 210 km.',
          },
          tips: {
            en: 'Stop at Clonmacnoise monastery, a short detour south of Athlone.',
            de: 'Halt am Kloster Clonmacnoise, ein kurzer Abstecher südlich von Athlone.',
          },
        },
        days: [
          {
            description: {
              en: 'Arrival, Trinity College and Temple Bar (once is enough).',
              de: 'Ankunft, Trinity College und Temple Bar (einmal reicht).',
            },
            activities: [0],
          },
          {
            description: {
              en: 'Car pick-up and the drive west to Galway.',
              de: 'Auto abholen und Fahrt nach Westen bis Galway.',
            },
            activities: [],
          },
        ],
      },
      {
        name: 'Galway',
        country: 'IE',
        lat: 53.2707,
        lng: -9.0568,
        duration: 3,
        description: {
          en: 'Colourful, musical and full of students, Galway has live trad sessions every night and is the gateway to Connemara, the Burren and the Cliffs of Moher.',
          de: 'Bunt, musikalisch und voller Studierender: In Galway gibt es jeden Abend Live-Sessions mit Folk, und die Stadt ist das Tor zu Connemara, dem Burren und den Cliffs of Moher.',
        },
        generalInfo: {
          en: 'Parking in town is hard; choose accommodation with a space. Weather changes every 20 minutes, so always pack a waterproof.',
          de: 'Parken in der Stadt ist schwierig; nimm eine Unterkunft mit Stellplatz. Das Wetter wechselt alle 20 Minuten, also hab immer Regenkleidung dabei.',
        },
        activities: [
          {
            kind: 'sight',
            name: { en: 'Cliffs of Moher', de: 'Cliffs of Moher' },
            description: {
              en: 'Cliffs dropping 200 metres into the Atlantic. Walk south along the coastal path to get away from the crowds.',
              de: 'Klippen, die 200 Meter senkrecht in den Atlantik stürzen. Lauf auf dem Küstenpfad nach Süden, um den Massen zu entkommen.',
            },
            tips: {
              en: 'Arrive before 10 am or after 5 pm; the €12 ticket covers parking.',
              de: 'Komm vor 10 oder nach 17 Uhr; das Ticket für 12 € schließt das Parken ein.',
            },
            image: { scene: 'coast', hue: 110 },
          },
          {
            kind: 'activity',
            name: { en: 'Trad session at Tigh Cóilí', de: 'Folk-Session im Tigh Cóilí' },
            description: {
              en: 'A tiny pub with two sessions a day, fiddles and bodhráns squeezed between the drinkers.',
              de: 'Ein winziger Pub mit zwei Sessions am Tag, Fiedeln und Bodhráns zwischen den Gästen.',
            },
            tips: {
              en: 'The 6 pm session is easier to get a seat at than the late one.',
              de: 'Bei der Session um 18 Uhr bekommst du leichter einen Platz als bei der späten.',
            },
          },
          {
            kind: 'activity',
            name: { en: 'Connemara loop', de: 'Rundfahrt durch Connemara' },
            description: {
              en: 'Bogs, lakes and the Twelve Bens, with Kylemore Abbey and the Sky Road near Clifden.',
              de: 'Moore, Seen und die Twelve Bens, dazu Kylemore Abbey und die Sky Road bei Clifden.',
            },
            tips: {
              en: 'Sheep own the road here: drive slowly.',
              de: 'Hier gehört die Straße den Schafen: Fahr langsam.',
            },
            image: { scene: 'lake', hue: 100 },
          },
        ],
        accommodation: {
          name: 'The g Hotel',
          price: '€180/night',
          description: {
            en: 'Flamboyant design hotel with free parking and a spa.',
            de: 'Extravagantes Designhotel mit kostenlosem Parkplatz und Spa.',
          },
          tips: {
            en: 'Walk into town along the bay in 15 minutes.',
            de: 'In 15 Minuten läufst du an der Bucht entlang in die Stadt.',
          },
        },
        leg: {
          type: 'car',
          duration: 240,
          price: '€35 fuel and ferry',
          description: {
            en: 'South via the Burren and the Killimer–Tarbert car ferry across the Shannon.',
            de: 'Nach Süden über den Burren und mit der Autofähre Killimer–Tarbert über den Shannon.',
          },
          tips: {
            en: 'The ferry (€22 per car) saves an hour and is fun.',
            de: 'Die Fähre (22 € pro Auto) spart eine Stunde und macht Spaß.',
          },
        },
        days: [
          {
            description: {
              en: 'Cliffs of Moher and the Burren on the way in.',
              de: 'Cliffs of Moher und der Burren auf dem Weg.',
            },
            activities: [0],
          },
          {
            description: {
              en: 'A full day in Connemara.',
              de: 'Ein ganzer Tag in Connemara.',
            },
            activities: [2],
          },
          {
            description: {
              en: 'Slow day in town, oysters and an evening session.',
              de: 'Ruhiger Tag in der Stadt, Austern und abends eine Session.',
            },
            activities: [1],
          },
        ],
      },
      {
        name: 'Dingle',
        country: 'IE',
        lat: 52.1408,
        lng: -10.2689,
        duration: 2,
        description: {
          en: 'A fishing town with more pubs than streets at the tip of the most beautiful peninsula in Ireland.',
          de: 'Ein Fischerstädtchen mit mehr Pubs als Straßen an der Spitze der schönsten Halbinsel Irlands.',
        },
        generalInfo: {
          en: 'Drive the Slea Head loop clockwise, as the tour buses do. Kerry airport is an hour and a half away.',
          de: 'Fahr die Slea-Head-Runde im Uhrzeigersinn, wie die Reisebusse. Zum Flughafen Kerry sind es anderthalb Stunden.',
        },
        activities: [
          {
            kind: 'activity',
            name: { en: 'Slea Head Drive', de: 'Slea Head Drive' },
            description: {
              en: 'A 47 km loop past beehive huts, Dunquin pier and views of the Blasket Islands.',
              de: 'Eine 47 km lange Runde vorbei an Bienenkorbhütten, dem Pier von Dunquin und mit Blick auf die Blasket-Inseln.',
            },
            tips: {
              en: 'Stop at Coumeenoole beach, but do not swim: the currents are deadly.',
              de: 'Halt am Strand von Coumeenoole, aber geh nicht schwimmen: Die Strömungen sind lebensgefährlich.',
            },
          },
          {
            kind: 'sight',
            name: { en: 'Conor Pass', de: 'Conor Pass' },
            description: {
              en: 'Ireland’s highest mountain road, with lakes and both coasts below you.',
              de: 'Irlands höchste Passstraße, mit Seen und beiden Küsten unter dir.',
            },
            tips: {
              en: 'Single track at the top: give way to whoever is closer to a lay-by.',
              de: 'Oben einspurig: Wer näher an einer Ausweichstelle ist, lässt den anderen vorbei.',
            },
          },
        ],
        accommodation: {
          name: 'Greenmount House',
          price: '€160/night',
          description: {
            en: 'Family-run guesthouse above the harbour with a legendary breakfast.',
            de: 'Familiengeführtes Gästehaus über dem Hafen mit legendärem Frühstück.',
          },
          tips: {
            en: 'Try the porridge with Baileys.',
            de: 'Probier den Porridge mit Baileys.',
          },
        },
        days: [
          {
            description: {
              en: 'Arrival over the Conor Pass, seafood chowder and pub music.',
              de: 'Ankunft über den Conor Pass, Fischsuppe und Pubmusik.',
            },
            activities: [1],
          },
          {
            description: {
              en: 'Slea Head Drive and a last pint before the flight home.',
              de: 'Slea Head Drive und ein letztes Pint vor dem Heimflug.',
            },
            activities: [0],
          },
        ],
      },
    ],
  },
  {
    author: 'sofia',
    language: 'de',
    title: {
      en: 'Tuscany with Kids: Florence, Siena and the Cinque Terre',
      de: 'Toskana mit Kindern: Florenz, Siena und die Cinque Terre',
    },
    description: {
      en: 'Ten days in Italy with a six- and a nine-year-old: art in small doses, gelato in large ones. We stayed in an agriturismo near Siena with a pool, did Florence as day trips and finished by the sea in the Cinque Terre, where the kids hiked further than we ever thought they would.',
      de: 'Zehn Tage Italien mit einem Sechs- und einem Neunjährigen: Kunst in kleinen Dosen, Gelato in großen. Wir haben auf einem Agriturismo mit Pool bei Siena gewohnt, Florenz als Tagesausflüge gemacht und am Meer in den Cinque Terre aufgehört, wo die Kinder weiter gewandert sind, als wir je gedacht hätten.',
    },
    summary: {
      en: 'Base yourself in the countryside, visit cities in the morning and swim in the afternoon. In the Cinque Terre, leave the car behind and use the train.',
      de: 'Wohn auf dem Land, besuch die Städte vormittags und geh nachmittags baden. In den Cinque Terre lässt du das Auto stehen und fährst mit dem Zug.',
    },
    period: 'Juli 2024',
    dateFrom: '2024-07-20',
    travelTypes: ['family', 'sightseeing', 'beach'],
    tags: ['italien', 'toskana', 'familie', 'gelato'],
    apps: ['Trenitalia', 'Cinque Terre Card'],
    budget: 3,
    comfort: 6,
    detail: 3,
    cover: { scene: 'vineyard', hue: 75 },
    places: [
      {
        name: 'Florence',
        country: 'IT',
        lat: 43.7696,
        lng: 11.2558,
        duration: 2,
        description: {
          en: 'Florence is overwhelming with children, so we picked three things: the Duomo climb, the Boboli Gardens and a gelato tour. That worked perfectly.',
          de: 'Florenz ist mit Kindern überwältigend, also haben wir drei Dinge ausgewählt: den Aufstieg auf den Dom, den Boboli-Garten und eine Gelato-Tour. Das hat perfekt funktioniert.',
        },
        generalInfo: {
          en: 'The centre is a limited traffic zone (ZTL): never drive in. Children under 18 enter state museums free.',
          de: 'Das Zentrum ist eine Zone mit beschränktem Verkehr (ZTL): Fahr niemals hinein. Kinder unter 18 haben in staatlichen Museen freien Eintritt.',
        },
        activities: [
          {
            kind: 'sight',
            name: { en: 'Climbing Brunelleschi’s dome', de: 'Aufstieg auf Brunelleschis Kuppel' },
            description: {
              en: '463 steps between the inner and outer shell of the dome, with a close look at the frescoes on the way.',
              de: '463 Stufen zwischen innerer und äußerer Kuppelschale, unterwegs mit Blick auf die Fresken aus nächster Nähe.',
            },
            tips: {
              en: 'Book the Brunelleschi pass (€30) weeks ahead and choose a morning slot.',
              de: 'Buch den Brunelleschi-Pass (30 €) Wochen vorher und nimm ein Zeitfenster am Vormittag.',
            },
            image: { scene: 'city', hue: 20 },
          },
          {
            kind: 'activity',
            name: { en: 'Gelato tasting', de: 'Gelato-Verkostung' },
            description: {
              en: 'We compared pistachio at three famous shops; Vivoli near Santa Croce won.',
              de: 'Wir haben Pistazie in drei berühmten Eisdielen verglichen; Vivoli bei Santa Croce hat gewonnen.',
            },
            tips: {
              en: 'Avoid piles of neon gelato: real pistachio is brownish green.',
              de: 'Meide Eisberge in Neonfarben: Echtes Pistazieneis ist bräunlich grün.',
            },
          },
        ],
        accommodation: {
          name: 'Agriturismo Poggio Alloro',
          price: '€190/night',
          description: {
            en: 'Family farm with a pool, animals and home-cooked dinners, between Florence and Siena.',
            de: 'Bauernhof mit Pool, Tieren und hausgemachtem Abendessen zwischen Florenz und Siena.',
          },
          tips: {
            en: 'Book the Tuscan dinner on the first evening; the kids loved the pasta class.',
            de: 'Buch gleich für den ersten Abend das toskanische Essen; die Kinder liebten den Pastakurs.',
          },
        },
        leg: {
          type: 'car',
          duration: 75,
          price: '€10 fuel',
          description: {
            en: 'The old Chiantigiana road through vineyards, 70 km.',
            de: 'Über die alte Chiantigiana durch die Weinberge, 70 km.',
          },
          tips: {
            en: 'Stop in Greve in Chianti for a picnic.',
            de: 'Halt in Greve in Chianti für ein Picknick.',
          },
        },
        days: [
          {
            description: {
              en: 'Arrival at Pisa, drive to the farm, pool.',
              de: 'Ankunft in Pisa, Fahrt zum Hof, Pool.',
            },
            activities: [],
          },
          {
            description: {
              en: 'Florence by train: dome in the morning, gelato in the afternoon.',
              de: 'Mit dem Zug nach Florenz: vormittags Kuppel, nachmittags Gelato.',
            },
            activities: [0, 1],
          },
          {
            description: {
              en: 'Boboli Gardens and the drive to Siena through Chianti.',
              de: 'Boboli-Garten und Fahrt nach Siena durchs Chianti.',
            },
            activities: [],
          },
        ],
      },
      {
        name: 'Siena',
        country: 'IT',
        lat: 43.3188,
        lng: 11.3308,
        duration: 3,
        description: {
          en: 'Siena is smaller and calmer than Florence, and the shell-shaped Piazza del Campo is a giant playground where children can run while parents have a spritz.',
          de: 'Siena ist kleiner und ruhiger als Florenz, und die muschelförmige Piazza del Campo ist ein riesiger Spielplatz, auf dem Kinder rennen, während die Eltern einen Spritz trinken.',
        },
        generalInfo: {
          en: 'Park at the Santa Caterina garage and take the escalators up into town. The Palio horse race takes place on 2 July and 16 August.',
          de: 'Park im Parkhaus Santa Caterina und fahr mit den Rolltreppen hinauf in die Stadt. Das Pferderennen Palio findet am 2. Juli und 16. August statt.',
        },
        activities: [
          {
            kind: 'sight',
            name: { en: 'Torre del Mangia', de: 'Torre del Mangia' },
            description: {
              en: '400 steps up the tower on the Campo; from the top the roofs look like a sea of terracotta.',
              de: '400 Stufen hinauf auf den Turm am Campo; von oben sehen die Dächer aus wie ein Meer aus Terrakotta.',
            },
            tips: {
              en: 'Children under 6 are not allowed up; our youngest and I had gelato instead.',
              de: 'Kinder unter 6 dürfen nicht hinauf; die Kleine und ich haben stattdessen Eis gegessen.',
            },
          },
          {
            kind: 'activity',
            name: { en: 'Hot springs at Bagni San Filippo', de: 'Thermalquellen von Bagni San Filippo' },
            description: {
              en: 'Free natural pools below white limestone formations in the forest, an hour south of Siena.',
              de: 'Kostenlose Naturbecken unter weißen Kalksinterterrassen im Wald, eine Stunde südlich von Siena.',
            },
            tips: {
              en: 'Bring water shoes and go early in summer.',
              de: 'Nimm Badeschuhe mit und komm im Sommer früh.',
            },
            image: { scene: 'forest', hue: 90 },
          },
        ],
        accommodation: {
          name: 'Agriturismo Poggio Alloro',
          price: '€190/night',
          description: {
            en: 'We kept the same farm; Siena is 40 minutes away.',
            de: 'Wir sind auf demselben Hof geblieben; Siena liegt 40 Minuten entfernt.',
          },
          tips: {
            en: 'Ask the owners for their favourite trattoria in San Gimignano.',
            de: 'Frag die Besitzer nach ihrer Lieblingstrattoria in San Gimignano.',
          },
        },
        leg: {
          type: 'car',
          duration: 180,
          price: '€30 fuel and tolls',
          description: {
            en: 'Motorway to La Spezia, where we returned the car.',
            de: 'Autobahn bis La Spezia, wo wir das Auto abgegeben haben.',
          },
          tips: {
            en: 'From La Spezia, regional trains reach all five villages in minutes.',
            de: 'Von La Spezia erreichen Regionalzüge alle fünf Dörfer in wenigen Minuten.',
          },
        },
        days: [
          {
            description: {
              en: 'Siena: Campo, cathedral and the tower.',
              de: 'Siena: Campo, Dom und der Turm.',
            },
            activities: [0],
          },
          {
            description: {
              en: 'Day trip to the hot springs and Pienza.',
              de: 'Tagesausflug zu den Thermalquellen und nach Pienza.',
            },
            activities: [1],
          },
          {
            description: {
              en: 'Lazy farm day with pizza oven in the evening.',
              de: 'Fauler Tag auf dem Hof mit Pizzaofen am Abend.',
            },
            activities: [],
          },
        ],
      },
      {
        name: 'Vernazza',
        country: 'IT',
        lat: 44.135,
        lng: 9.6839,
        duration: 3,
        description: {
          en: 'Colourful houses stacked above a tiny harbour. We swam off the breakwater, took boats between the villages and hiked the coastal path.',
          de: 'Bunte Häuser über einem winzigen Hafen übereinandergestapelt. Wir sind von der Mole geschwommen, mit Booten zwischen den Dörfern gefahren und den Küstenpfad gewandert.',
        },
        generalInfo: {
          en: 'The Cinque Terre Card (from €19.50 a day, less for children) includes trains and paths. Day trippers crowd the villages between 10 am and 5 pm.',
          de: 'Die Cinque Terre Card (ab 19,50 € am Tag, für Kinder günstiger) gilt für Züge und Wanderwege. Zwischen 10 und 17 Uhr sind die Dörfer voller Tagesgäste.',
        },
        activities: [
          {
            kind: 'activity',
            name: { en: 'Coastal path Vernazza–Monterosso', de: 'Küstenweg Vernazza–Monterosso' },
            description: {
              en: 'Two hours of steps, olive terraces and sea views, ending at the only sandy beach of the Cinque Terre.',
              de: 'Zwei Stunden Stufen, Oliventerrassen und Meerblick, am Ende der einzige Sandstrand der Cinque Terre.',
            },
            tips: {
              en: 'Start at 8 am in this direction; it is shadier and quieter.',
              de: 'Starte um 8 Uhr in diese Richtung; so ist es schattiger und ruhiger.',
            },
            image: { scene: 'coast', hue: 40 },
          },
          {
            kind: 'activity',
            name: { en: 'Boat to Portovenere', de: 'Mit dem Boot nach Portovenere' },
            description: {
              en: 'The ferry shows the villages from the sea, the best view of all, and ends in the lovely town of Portovenere.',
              de: 'Die Fähre zeigt dir die Dörfer vom Meer aus – der schönste Blick überhaupt – und endet im hübschen Portovenere.',
            },
            tips: {
              en: 'Sit on the right side going south.',
              de: 'Setz dich auf dem Weg nach Süden auf die rechte Seite.',
            },
          },
        ],
        accommodation: {
          name: 'Gianni Franzi rooms',
          price: '€170/night',
          description: {
            en: 'Simple rooms above the harbour square with a shared sea-view terrace.',
            de: 'Einfache Zimmer über dem Hafenplatz mit gemeinsamer Terrasse mit Meerblick.',
          },
          tips: {
            en: 'Many stairs and no lift: pack light.',
            de: 'Viele Treppen und kein Aufzug: Pack leicht.',
          },
        },
        days: [
          {
            description: {
              en: 'Train in, swim off the breakwater, pesto for dinner.',
              de: 'Mit dem Zug hin, von der Mole baden, Pesto zum Abendessen.',
            },
            activities: [],
          },
          {
            description: {
              en: 'Hike to Monterosso and a beach afternoon.',
              de: 'Wanderung nach Monterosso und Nachmittag am Strand.',
            },
            activities: [0],
          },
          {
            description: {
              en: 'Boat trip to Portovenere, then home via Pisa.',
              de: 'Bootsausflug nach Portovenere, dann über Pisa nach Hause.',
            },
            activities: [1],
          },
        ],
      },
    ],
  },
  {
    author: 'jonas',
    language: 'de',
    title: {
      en: 'Kraków, the Tatras and Wrocław in Autumn',
      de: 'Krakau, die Tatra und Breslau im Herbst',
    },
    description: {
      en: 'Poland was the best-value trip I have done in Europe. I travelled by train and bus from Kraków’s old town to the mountain village of Zakopane and on to Wrocław, a city of bridges and bronze dwarfs. Golden larches in the Tatras, pierogi everywhere and a very sobering day at Auschwitz-Birkenau.',
      de: 'Polen war die preiswerteste Reise, die ich in Europa gemacht habe. Mit Zug und Bus ging es von der Krakauer Altstadt ins Bergdorf Zakopane und weiter nach Breslau, einer Stadt voller Brücken und Bronzezwerge. Goldene Lärchen in der Tatra, Pierogi an jeder Ecke und ein sehr bedrückender Tag in Auschwitz-Birkenau.',
    },
    summary: {
      en: 'Trains are cheap and punctual, the food is hearty and the mountains beautiful in October. Book the Auschwitz tour and Morskie Oko well in advance.',
      de: 'Züge sind günstig und pünktlich, das Essen deftig und die Berge im Oktober wunderschön. Buch die Führung in Auschwitz und den Ausflug zum Morskie Oko rechtzeitig.',
    },
    period: 'Oktober 2023',
    dateFrom: '2023-10-06',
    travelTypes: ['backpacking', 'train', 'hiking', 'single'],
    tags: ['polen', 'tatra', 'zug', 'herbst'],
    apps: ['PKP Intercity', 'Jakdojade', 'mapy.cz'],
    budget: 1,
    comfort: 3,
    detail: 3,
    cover: { scene: 'mountains', hue: 35 },
    places: [
      {
        name: 'Kraków',
        country: 'PL',
        lat: 50.0647,
        lng: 19.945,
        duration: 3,
        description: {
          en: 'Kraków’s huge market square, the Wawel castle and the Jewish quarter of Kazimierz with its bars make it easy to fill three days.',
          de: 'Mit dem riesigen Marktplatz, der Wawel-Burg und dem jüdischen Viertel Kazimierz mit seinen Bars füllst du in Krakau leicht drei Tage.',
        },
        generalInfo: {
          en: 'Currency is the złoty; cards work almost everywhere. The airport train to the centre takes 20 minutes and costs PLN 17.',
          de: 'Bezahlt wird mit Złoty; Karten gehen fast überall. Der Zug vom Flughafen ins Zentrum braucht 20 Minuten und kostet 17 Złoty.',
        },
        activities: [
          {
            kind: 'sight',
            name: { en: 'Auschwitz-Birkenau Memorial', de: 'Gedenkstätte Auschwitz-Birkenau' },
            description: {
              en: 'The former concentration and extermination camp, 70 km west. A guided visit takes about 3.5 hours and is deeply moving.',
              de: 'Das ehemalige Konzentrations- und Vernichtungslager, 70 km westlich. Eine Führung dauert etwa 3,5 Stunden und geht sehr nahe.',
            },
            tips: {
              en: 'Book the guided tour directly on the memorial’s website weeks ahead; no big bags allowed.',
              de: 'Buch die Führung Wochen vorher direkt auf der Website der Gedenkstätte; große Taschen sind nicht erlaubt.',
            },
          },
          {
            kind: 'activity',
            name: { en: 'Evening in Kazimierz', de: 'Abend in Kazimierz' },
            description: {
              en: 'Zapiekanki at Plac Nowy, then the candle-lit bars around Szeroka street.',
              de: 'Zapiekanki am Plac Nowy, danach die kerzenbeleuchteten Bars rund um die Szeroka-Straße.',
            },
            tips: {
              en: 'Try Alchemia, a bar that feels like an old apartment.',
              de: 'Probier die Alchemia, eine Bar, die sich wie eine alte Wohnung anfühlt.',
            },
            image: { scene: 'city', hue: 30 },
          },
        ],
        accommodation: {
          name: 'Mundo Hostel',
          price: '€45/night',
          description: {
            en: 'Cosy private rooms between the old town and Kazimierz.',
            de: 'Gemütliche Privatzimmer zwischen Altstadt und Kazimierz.',
          },
          tips: {
            en: 'Breakfast is included and very good.',
            de: 'Frühstück ist inklusive und sehr gut.',
          },
        },
        leg: {
          type: 'bus',
          duration: 135,
          price: 'PLN 30',
          description: {
            en: 'Minibuses leave the bus station every 30 minutes; faster than the train.',
            de: 'Minibusse fahren alle 30 Minuten am Busbahnhof ab; schneller als der Zug.',
          },
          tips: {
            en: 'Sit on the left for the first view of the Tatras.',
            de: 'Setz dich links hin für den ersten Blick auf die Tatra.',
          },
        },
        days: [
          {
            description: {
              en: 'Arrival, market square and the cloth hall.',
              de: 'Ankunft, Marktplatz und Tuchhallen.',
            },
            activities: [],
          },
          {
            description: {
              en: 'Wawel castle and cathedral, evening in Kazimierz.',
              de: 'Wawel-Burg und Kathedrale, abends Kazimierz.',
            },
            activities: [1],
          },
          {
            description: {
              en: 'Full day at Auschwitz-Birkenau.',
              de: 'Ein ganzer Tag in Auschwitz-Birkenau.',
            },
            activities: [0],
          },
          {
            description: {
              en: 'Salt mine in Wieliczka, then the bus to Zakopane.',
              de: 'Salzbergwerk Wieliczka, dann mit dem Bus nach Zakopane.',
            },
            activities: [],
          },
        ],
      },
      {
        name: 'Zakopane',
        country: 'PL',
        lat: 49.2992,
        lng: 19.9496,
        duration: 2,
        description: {
          en: 'Wooden villas, highlander cheese and direct access to the Tatra National Park. In October the larches turn gold and the summer crowds are gone.',
          de: 'Holzvillen, Bergkäse und direkter Zugang zum Tatra-Nationalpark. Im Oktober färben sich die Lärchen golden, und die Sommermassen sind weg.',
        },
        generalInfo: {
          en: 'Park entry is PLN 10 a day, paid online or at the gates. Weather changes fast above the treeline.',
          de: 'Der Eintritt in den Nationalpark kostet 10 Złoty am Tag, online oder am Eingang. Oberhalb der Baumgrenze schlägt das Wetter schnell um.',
        },
        activities: [
          {
            kind: 'activity',
            name: { en: 'Morskie Oko lake', de: 'Bergsee Morskie Oko' },
            description: {
              en: 'A 9 km road walk to a lake framed by granite walls, then up to the higher Czarny Staw lake.',
              de: 'Eine 9 km lange Straßenwanderung zu einem See zwischen Granitwänden, dann hinauf zum höher gelegenen Czarny Staw.',
            },
            tips: {
              en: 'Book the parking at Palenica Białczańska online, or take a bus from town at 7 am.',
              de: 'Reservier den Parkplatz Palenica Białczańska online oder nimm um 7 Uhr den Bus aus der Stadt.',
            },
            image: { scene: 'lake', hue: 40 },
          },
        ],
        accommodation: {
          name: 'Willa Marilor',
          price: '€70/night',
          description: {
            en: 'Traditional wooden villa with a sauna, ten minutes from Krupówki street.',
            de: 'Traditionelle Holzvilla mit Sauna, zehn Minuten von der Krupówki-Straße.',
          },
          tips: {
            en: 'The sauna after a long hike is the best part.',
            de: 'Die Sauna nach einer langen Wanderung ist das Beste.',
          },
        },
        leg: {
          type: 'train',
          duration: 420,
          price: 'PLN 90',
          description: {
            en: 'Intercity train via Kraków to Wrocław.',
            de: 'Intercity über Krakau nach Breslau.',
          },
          tips: {
            en: 'Buy tickets in the PKP app; seat reservations are included.',
            de: 'Kauf die Tickets in der PKP-App; Sitzplatzreservierungen sind inklusive.',
          },
        },
        days: [
          {
            description: {
              en: 'Gubałówka funicular and oscypek cheese at the market.',
              de: 'Mit der Standseilbahn auf den Gubałówka und Oscypek-Käse auf dem Markt.',
            },
            activities: [],
          },
          {
            description: {
              en: 'Long day to Morskie Oko and Czarny Staw.',
              de: 'Langer Tag zum Morskie Oko und Czarny Staw.',
            },
            activities: [0],
          },
        ],
      },
      {
        name: 'Wrocław',
        country: 'PL',
        lat: 51.1079,
        lng: 17.0385,
        duration: 2,
        description: {
          en: 'A city of islands and over a hundred bridges, with a colourful market square and bronze dwarfs hiding on every corner.',
          de: 'Eine Stadt aus Inseln und über hundert Brücken, mit einem bunten Marktplatz und Bronzezwergen an jeder Ecke.',
        },
        generalInfo: {
          en: 'Trams cover everything; buy tickets in the Jakdojade app. The airport is 25 minutes by bus.',
          de: 'Straßenbahnen fahren überallhin; Tickets kaufst du in der App Jakdojade. Zum Flughafen sind es 25 Minuten mit dem Bus.',
        },
        activities: [
          {
            kind: 'activity',
            name: { en: 'Dwarf hunt', de: 'Zwergenjagd' },
            description: {
              en: 'Over 600 little bronze dwarfs are scattered around the old town; a free map helps you find the best.',
              de: 'Über 600 kleine Bronzezwerge sind in der Altstadt verteilt; mit einer kostenlosen Karte findest du die schönsten.',
            },
            tips: {
              en: 'Pick up the map at the tourist office on the market square.',
              de: 'Die Karte bekommst du in der Touristeninformation am Marktplatz.',
            },
          },
          {
            kind: 'sight',
            name: { en: 'Ostrów Tumski at dusk', de: 'Dominsel in der Dämmerung' },
            description: {
              en: 'Every evening a lamplighter lights the gas lamps on Cathedral Island by hand.',
              de: 'Jeden Abend zündet ein Laternenanzünder die Gaslaternen auf der Dominsel von Hand an.',
            },
            tips: {
              en: 'Be on the Tumski bridge an hour before sunset.',
              de: 'Sei eine Stunde vor Sonnenuntergang auf der Dombrücke.',
            },
          },
        ],
        accommodation: {
          name: 'PURO Wrocław Stare Miasto',
          price: '€80/night',
          description: {
            en: 'Modern hotel by the river, five minutes from the square.',
            de: 'Modernes Hotel am Fluss, fünf Minuten vom Marktplatz.',
          },
          tips: {
            en: 'Upper floors have views of the cathedral spires.',
            de: 'Aus den oberen Etagen siehst du die Domtürme.',
          },
        },
        days: [
          {
            description: {
              en: 'Arrival by train and a first walk over the bridges.',
              de: 'Ankunft mit dem Zug und erster Spaziergang über die Brücken.',
            },
            activities: [1],
          },
          {
            description: {
              en: 'Dwarf hunt, the Panorama of Racławice and pierogi.',
              de: 'Zwergenjagd, das Panorama von Racławice und Pierogi.',
            },
            activities: [0],
          },
        ],
      },
    ],
  },
];
