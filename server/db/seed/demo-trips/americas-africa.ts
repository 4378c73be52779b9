import type { DemoTrip } from './types.ts';

export const americasAfricaTrips: DemoTrip[] = [
  {
    author: 'tom',
    language: 'en',
    title: {
      en: 'Red Rock Loop: Zion, Bryce, Page and the Grand Canyon',
      de: 'Roter Fels ohne Ende: Zion, Bryce, Page und der Grand Canyon',
    },
    description: {
      en: "Nine nights, one rental car and more red rock than I thought possible. We flew into Las Vegas, drove straight out to Zion and worked our way east and south through Bryce Canyon and Page to the South Rim of the Grand Canyon. October turned out to be perfect: warm afternoons in the canyons, frosty sunrises at Bryce and noticeably fewer crowds than in summer. This itinerary mixes two proper hikes with lots of short walks and viewpoints, so it works even if you're not a hardcore hiker. Everything here was booked about three months ahead, which I'd recommend for lodging near the parks.",
      de: 'Neun Nächte, ein Mietwagen und mehr roter Fels, als ich mir je hätte vorstellen können. Wir sind nach Las Vegas geflogen, direkt nach Zion gefahren und haben uns dann über Bryce Canyon und Page bis zum South Rim des Grand Canyon vorgearbeitet. Der Oktober war ideal: warme Nachmittage in den Canyons, frostige Sonnenaufgänge in Bryce und deutlich weniger Trubel als im Sommer. Die Route kombiniert zwei richtige Wanderungen mit vielen kurzen Spaziergängen und Aussichtspunkten – du musst also kein Extremwanderer sein. Unterkünfte haben wir rund drei Monate vorher gebucht, das würde ich dir auch raten.',
    },
    summary: {
      en: "Our best road trip so far. Get the America the Beautiful pass ($80) at the first park gate, enter the Angels Landing lottery early and keep an eye on time zones around Page. Zion and Bryce were the highlights; the Grand Canyon is overwhelming but busier. Next time I'd add a night in Kanab.",
      de: 'Unser bisher schönster Roadtrip. Hol dir am ersten Parkeingang den America-the-Beautiful-Pass (80 $), bewirb dich früh für die Angels-Landing-Lotterie und pass rund um Page auf die Zeitzonen auf. Zion und Bryce waren die Highlights, der Grand Canyon ist überwältigend, aber voller. Nächstes Mal würde ich noch eine Nacht in Kanab einplanen.',
    },
    period: 'October 2024',
    dateFrom: '2024-10-05',
    travelTypes: ['roadtrip', 'nature', 'hiking'],
    tags: ['national parks', 'road trip', 'canyons', 'autumn'],
    apps: ['NPS App', 'AllTrails', 'Recreation.gov', 'GasBuddy'],
    budget: 3,
    comfort: 5,
    detail: 3,
    cover: { scene: 'desert', hue: 18 },
    places: [
      {
        name: 'Springdale (Zion National Park)',
        country: 'US',
        lat: 37.1889,
        lng: -112.9986,
        duration: 3,
        description: {
          en: 'Springdale is the little town right at the south entrance of Zion, and staying here means you can walk to the visitor center and skip the parking chaos. The canyon walls tower over the main street, there are good cafés, gear rentals and a free town shuttle. Three nights is the minimum to do both Angels Landing and the Narrows without rushing.',
          de: 'Springdale ist das kleine Städtchen direkt am Südeingang von Zion. Wenn du hier übernachtest, läufst du zu Fuß zum Visitor Center und sparst dir das Parkplatz-Chaos. Die Felswände ragen direkt über der Hauptstraße auf, es gibt gute Cafés, Ausrüstungsverleih und einen kostenlosen Ortsshuttle. Drei Nächte sind das Minimum, wenn du Angels Landing und die Narrows ohne Hetze machen willst.',
        },
        generalInfo: {
          en: "From Las Vegas it's about 2.5 hours by car. Entry is $35 per car or covered by the $80 annual pass. From March to November the Scenic Drive is shuttle-only, buses run roughly every 10 minutes. Utah is on Mountain Time, one hour ahead of Las Vegas.",
          de: 'Von Las Vegas aus fährst du etwa 2,5 Stunden. Der Eintritt kostet 35 $ pro Auto oder ist im Jahrespass für 80 $ enthalten. Von März bis November ist der Scenic Drive nur per Shuttle erreichbar, die Busse fahren etwa alle 10 Minuten. Utah liegt eine Stunde vor Las Vegas (Mountain Time).',
        },
        activities: [
          {
            kind: 'activity',
            name: { en: 'Angels Landing', de: 'Angels Landing' },
            description: {
              en: 'The famous ridge hike: switchbacks up to Scout Lookout, then the last half mile along a narrow fin with chains bolted into the rock. About 8.7 km round trip and 450 m of elevation gain. The view over the canyon from the top is unreal.',
              de: 'Die berühmte Gratwanderung: Serpentinen hoch bis Scout Lookout, danach der letzte knappe Kilometer über einen schmalen Felsgrat mit fest verankerten Ketten. Insgesamt rund 8,7 km und 450 Höhenmeter. Der Blick über den Canyon von oben ist einfach irre.',
            },
            tips: {
              en: 'The chain section needs a permit: enter the seasonal lottery on Recreation.gov ($6) or the day-before lottery. Without a permit you can still hike to Scout Lookout. Start on the first shuttle.',
              de: 'Für den Kettenabschnitt brauchst du ein Permit: entweder über die saisonale Lotterie auf Recreation.gov (6 $) oder die Lotterie am Vortag. Ohne Permit kommst du immerhin bis Scout Lookout. Nimm den ersten Shuttle.',
            },
            image: { scene: 'mountains', hue: 20 },
          },
          {
            kind: 'activity',
            name: { en: 'The Narrows bottom-up hike', de: 'The Narrows von unten' },
            description: {
              en: 'You walk upstream in the Virgin River between walls that are sometimes only a few metres apart. We waded to Wall Street and back, about 5 hours. In October the water was knee- to waist-deep and properly cold, but the light in the slot is magical.',
              de: 'Du läufst flussaufwärts durch den Virgin River, zwischen Wänden, die teils nur wenige Meter auseinanderstehen. Wir sind bis Wall Street und zurück gewatet, rund 5 Stunden. Im Oktober war das Wasser knie- bis hüfttief und ordentlich kalt, aber das Licht in der Schlucht ist magisch.',
            },
            tips: {
              en: 'Rent dry pants, canyoneering boots and a stick in Springdale (about $60 for the set). Check the flash flood forecast at the visitor center the same morning; they close the Narrows if flow is too high.',
              de: 'Leih dir in Springdale Trockenhose, Canyoning-Schuhe und Stock (etwa 60 $ im Set). Schau am selben Morgen im Visitor Center nach der Sturzflut-Warnung – bei zu viel Wasser wird gesperrt.',
            },
          },
          {
            kind: 'sight',
            name: { en: 'Canyon Overlook Trail', de: 'Canyon Overlook Trail' },
            description: {
              en: 'A short 1.6 km trail on the east side of the Zion–Mount Carmel Tunnel with a big payoff: a viewpoint straight down into the main canyon. Perfect for sunrise and a nice first stop when you head out towards Bryce.',
              de: 'Ein kurzer Weg von 1,6 km auf der Ostseite des Zion–Mount Carmel Tunnels mit riesiger Belohnung: ein Aussichtspunkt mit Blick hinunter in den Hauptcanyon. Perfekt zum Sonnenaufgang und ein guter erster Stopp auf dem Weg nach Bryce.',
            },
            tips: {
              en: 'The parking lot has only about a dozen spaces, so go early. Watch for bighorn sheep on the slickrock east of the tunnel.',
              de: 'Der Parkplatz hat nur gut ein Dutzend Plätze, also sei früh da. Halt östlich des Tunnels Ausschau nach Dickhornschafen auf den Felsen.',
            },
          },
        ],
        accommodation: {
          name: 'Zion Park Motel',
          price: '$180/night',
          description: {
            en: 'Simple, clean motel on the main street with a small pool and a grocery store next door. Walking distance to the town shuttle and about 15 minutes on foot to the park entrance.',
            de: 'Einfaches, sauberes Motel an der Hauptstraße mit kleinem Pool und einem Supermarkt nebenan. Zum Ortsshuttle läufst du ein paar Minuten, zum Parkeingang etwa eine Viertelstunde.',
          },
          tips: {
            en: 'Prices in Springdale jump in autumn, so book early. The supermarket next door is the cheapest place to stock up on trail snacks and water.',
            de: 'Im Herbst ziehen die Preise in Springdale kräftig an, also früh buchen. Im Supermarkt nebenan deckst du dich am günstigsten mit Snacks und Wasser für die Wanderungen ein.',
          },
        },
        leg: {
          type: 'car',
          duration: 110,
          price: '$15',
          description: {
            en: 'Through the Zion–Mount Carmel Tunnel and over the plateau via US-89 and Scenic Byway 12, about 135 km to Bryce.',
            de: 'Durch den Zion–Mount Carmel Tunnel und über das Hochplateau via US-89 und Scenic Byway 12, gut 135 km bis Bryce.',
          },
          tips: {
            en: 'Red Canyon on Highway 12 is worth a short stop. Fill up in Springdale, gas is pricier closer to Bryce.',
            de: 'Im Red Canyon am Highway 12 lohnt sich ein kurzer Stopp. Tank in Springdale voll, in der Nähe von Bryce ist Benzin teurer.',
          },
        },
        days: [
          {
            description: {
              en: "Landed in Las Vegas, picked up the car and drove to Springdale. Short evening walk on the Pa'rus Trail along the river.",
              de: "Landung in Las Vegas, Mietwagen abgeholt und nach Springdale gefahren. Abends noch ein kurzer Spaziergang auf dem Pa'rus Trail am Fluss.",
            },
            activities: [],
          },
          {
            description: {
              en: 'First shuttle at 6 am, up Angels Landing before the heat and the crowds. Afternoon nap and burgers in town.',
              de: 'Erster Shuttle um 6 Uhr, rauf auf Angels Landing, bevor es heiß und voll wird. Nachmittags Siesta und abends Burger im Ort.',
            },
            activities: [0],
          },
          {
            description: {
              en: 'Whole day in the Narrows with rented gear. Cold feet, happy faces and a well-deserved pizza afterwards.',
              de: 'Ganzer Tag in den Narrows mit Leihausrüstung. Kalte Füße, glückliche Gesichter und danach eine wohlverdiente Pizza.',
            },
            activities: [1],
          },
          {
            description: {
              en: 'Sunrise at Canyon Overlook, then a slow morning on the Riverside Walk and the Emerald Pools before packing up.',
              de: 'Sonnenaufgang am Canyon Overlook, danach ein gemütlicher Vormittag am Riverside Walk und bei den Emerald Pools, bevor wir gepackt haben.',
            },
            activities: [2],
          },
        ],
      },
      {
        name: 'Bryce Canyon City',
        country: 'US',
        lat: 37.6728,
        lng: -112.1574,
        duration: 2,
        description: {
          en: "Bryce isn't really a canyon but a giant amphitheatre full of orange hoodoos, and it sits at around 2,500 m. That means cold nights even in early autumn. Bryce Canyon City is basically a cluster of lodges, a general store and a rodeo ground just outside the park gate.",
          de: 'Bryce ist eigentlich gar kein Canyon, sondern ein riesiges Amphitheater voller orangefarbener Hoodoos – und das auf rund 2.500 m Höhe. Heißt: auch im Frühherbst kalte Nächte. Bryce Canyon City besteht im Grunde aus ein paar Lodges, einem General Store und einem Rodeoplatz direkt vor dem Parktor.',
        },
        generalInfo: {
          en: 'Entry is $35 per car or included in the annual pass. A free park shuttle runs from April to October. Bring warm layers: we had -4 °C at sunrise and 18 °C at noon. The nearest proper town with more choice is Panguitch, 40 minutes away.',
          de: 'Der Eintritt kostet 35 $ pro Auto oder ist im Jahrespass drin. Von April bis Oktober fährt ein kostenloser Parkshuttle. Pack warme Schichten ein: Bei uns waren es morgens -4 °C und mittags 18 °C. Die nächste richtige Kleinstadt mit mehr Auswahl ist Panguitch, 40 Minuten entfernt.',
        },
        activities: [
          {
            kind: 'activity',
            name: { en: "Navajo Loop and Queen's Garden", de: "Navajo Loop und Queen's Garden" },
            description: {
              en: "The classic combo: down through Wall Street's tight switchbacks, along the floor between the hoodoos and back up via Queen's Garden. About 5 km and 2 to 3 hours. Hiking among the spires is completely different from looking down at them.",
              de: "Die Klassiker-Kombi: durch die engen Serpentinen der Wall Street hinunter, unten zwischen den Hoodoos entlang und über Queen's Garden wieder hoch. Etwa 5 km und 2 bis 3 Stunden. Zwischen den Felstürmen zu laufen ist etwas ganz anderes, als nur von oben draufzuschauen.",
            },
            tips: {
              en: "Go clockwise so you climb the gentler Queen's Garden side. Wall Street sometimes closes after rockfall; then take the Two Bridges side instead.",
              de: "Lauf im Uhrzeigersinn, dann steigst du über die sanftere Queen's-Garden-Seite auf. Die Wall Street ist nach Steinschlag manchmal gesperrt, dann nimm die Two-Bridges-Seite.",
            },
            image: { scene: 'desert', hue: 25 },
          },
          {
            kind: 'sight',
            name: { en: 'Sunrise at Sunrise Point', de: 'Sonnenaufgang am Sunrise Point' },
            description: {
              en: "When the first light hits the amphitheatre, the hoodoos go from grey to glowing orange within minutes. It's freezing and you won't be alone, but it was the single most beautiful moment of the trip.",
              de: 'Sobald das erste Licht ins Amphitheater fällt, werden die Hoodoos innerhalb weniger Minuten von grau zu leuchtend orange. Es ist eiskalt und du bist nicht allein, aber das war der schönste Moment der ganzen Reise.',
            },
            tips: {
              en: 'Arrive 30 minutes before sunrise and bring a thermos, gloves and a hat. Inspiration Point is a bit quieter than Sunrise Point.',
              de: 'Sei 30 Minuten vor Sonnenaufgang da und nimm Thermoskanne, Handschuhe und Mütze mit. Am Inspiration Point ist es etwas ruhiger als am Sunrise Point.',
            },
          },
        ],
        accommodation: {
          name: "Best Western Plus Ruby's Inn",
          price: '$160/night',
          description: {
            en: 'Huge, slightly old-fashioned lodge with everything on site: restaurant, general store, gas station and the shuttle stop. Rooms are big and warm, which counts up here.',
            de: 'Riesige, etwas altmodische Lodge, in der es alles gibt: Restaurant, General Store, Tankstelle und Shuttlehaltestelle. Die Zimmer sind groß und warm – hier oben ein echtes Argument.',
          },
          tips: {
            en: 'The breakfast buffet is fine but busy; we bought sandwiches in the store the night before and ate at Sunrise Point instead.',
            de: 'Das Frühstücksbuffet ist okay, aber voll. Wir haben uns abends im Store Sandwiches gekauft und stattdessen am Sunrise Point gefrühstückt.',
          },
        },
        leg: {
          type: 'car',
          duration: 160,
          price: '$25',
          description: {
            en: 'South on US-89 through Kanab and across the Arizona border to Page, roughly 240 km of empty, beautiful road.',
            de: 'Über die US-89 nach Süden durch Kanab und über die Grenze nach Arizona bis Page, rund 240 km leere, wunderschöne Straße.',
          },
          tips: {
            en: "Arizona doesn't use daylight saving time but the Navajo Nation does. Double-check which time your Antelope Canyon tour uses!",
            de: 'Arizona stellt nicht auf Sommerzeit um, die Navajo Nation aber schon. Check unbedingt, nach welcher Uhrzeit deine Antelope-Canyon-Tour läuft!',
          },
        },
        days: [
          {
            description: {
              en: 'Drove the 28 km scenic road to Rainbow Point and stopped at every viewpoint on the way back. Navajo Loop in the afternoon.',
              de: 'Die 28 km lange Panoramastraße bis Rainbow Point gefahren und auf dem Rückweg an jedem Aussichtspunkt gehalten. Nachmittags der Navajo Loop.',
            },
            activities: [0],
          },
          {
            description: {
              en: 'Freezing sunrise at Sunrise Point, a big breakfast to warm up and then a slow drive south towards Arizona.',
              de: 'Eisiger Sonnenaufgang am Sunrise Point, danach ein großes Frühstück zum Aufwärmen und dann gemütlich Richtung Süden nach Arizona.',
            },
            activities: [1],
          },
        ],
      },
      {
        name: 'Page',
        country: 'US',
        lat: 36.9147,
        lng: -111.4558,
        duration: 2,
        description: {
          en: "Page is a functional little town built for the Glen Canyon Dam, but it's the base for two of the most photographed spots in the Southwest: Antelope Canyon and Horseshoe Bend. Lake Powell is right there too if you want a swim or a boat trip.",
          de: 'Page ist ein eher nüchternes Städtchen, das für den Bau des Glen-Canyon-Staudamms entstanden ist. Aber es ist die Basis für zwei der meistfotografierten Orte im Südwesten: Antelope Canyon und Horseshoe Bend. Und der Lake Powell liegt direkt nebenan, falls du baden oder Boot fahren willst.',
        },
        generalInfo: {
          en: 'Page is in Arizona but borders the Navajo Nation, so time zones can be confusing between March and November. There are plenty of chain motels, supermarkets and gas stations. Antelope Canyon is on Navajo land and only accessible with a guided tour.',
          de: 'Page liegt in Arizona, grenzt aber an die Navajo Nation, weshalb die Zeitzonen von März bis November verwirrend sein können. Es gibt reichlich Motels, Supermärkte und Tankstellen. Antelope Canyon liegt auf Navajo-Land und ist nur mit geführter Tour zugänglich.',
        },
        activities: [
          {
            kind: 'sight',
            name: { en: 'Upper Antelope Canyon tour', de: 'Tour durch den Upper Antelope Canyon' },
            description: {
              en: "A Navajo guide leads you through the slot canyon, whose sandstone walls look like waves of fire when the light comes in from above. The tour takes about 1.5 hours, including the truck ride. It's crowded, but our guide was great at pointing out photo angles.",
              de: 'Ein Navajo-Guide führt dich durch den Slot Canyon, dessen Sandsteinwände wie Feuerwellen aussehen, wenn das Licht von oben einfällt. Die Tour dauert samt Fahrt im Truck etwa 1,5 Stunden. Es ist voll, aber unser Guide hat uns super Fotoperspektiven gezeigt.',
            },
            tips: {
              en: 'Book the 11 am slot about two months ahead, it has the best light beams. Upper costs around $110, Lower Antelope around $60 and is less crowded. No bags allowed.',
              de: 'Buch den 11-Uhr-Slot etwa zwei Monate vorher, da sind die Lichtstrahlen am schönsten. Upper kostet rund 110 $, Lower Antelope etwa 60 $ und ist weniger voll. Taschen sind nicht erlaubt.',
            },
            image: { scene: 'desert', hue: 12 },
          },
          {
            kind: 'sight',
            name: { en: 'Horseshoe Bend', de: 'Horseshoe Bend' },
            description: {
              en: 'A 1.2 km walk from the parking lot to the rim, where the Colorado River makes a perfect U-turn 300 m below you. Go for sunset, even if everyone else has the same idea.',
              de: 'Vom Parkplatz sind es 1,2 km bis zur Kante, wo der Colorado River 300 m unter dir eine perfekte Kehrtwende macht. Geh zum Sonnenuntergang hin, auch wenn alle anderen auf dieselbe Idee kommen.',
            },
            tips: {
              en: "Parking costs $10 per car and isn't covered by the national park pass. Bring a wide-angle lens or use your phone's 0.5x mode to fit the whole bend in.",
              de: 'Parken kostet 10 $ pro Auto und ist nicht im Nationalparkpass enthalten. Mit Weitwinkel oder dem 0,5x-Modus am Handy bekommst du die ganze Schleife aufs Bild.',
            },
          },
        ],
        accommodation: {
          name: 'Best Western View of Lake Powell',
          price: '$140/night',
          description: {
            en: 'On a small hill above town with, as promised, a view of Lake Powell from some rooms. Free breakfast, a pool and easy parking for the rental car.',
            de: 'Liegt auf einem kleinen Hügel über der Stadt und bietet, wie versprochen, aus manchen Zimmern Blick auf den Lake Powell. Frühstück inklusive, Pool und bequemes Parken.',
          },
          tips: {
            en: "Ask for a lake-view room at check-in, it costs nothing extra if one is free. Big John's Texas BBQ in town was our favourite dinner.",
            de: "Frag beim Check-in nach einem Zimmer mit Seeblick, das kostet nichts extra, wenn eins frei ist. Big John's Texas BBQ im Ort war unser Lieblingsabendessen.",
          },
        },
        leg: {
          type: 'car',
          duration: 165,
          price: '$25',
          description: {
            en: 'South on US-89 and into the park via the East Entrance, following Desert View Drive with its viewpoints to Grand Canyon Village.',
            de: 'Über die US-89 nach Süden und durch den Osteingang in den Park, dann den Desert View Drive mit seinen Aussichtspunkten bis Grand Canyon Village.',
          },
          tips: {
            en: "Stop at the Desert View Watchtower, it's your first look at the canyon and much less busy than the village viewpoints.",
            de: 'Halt am Desert View Watchtower: Das ist dein erster Blick in den Canyon und dort ist viel weniger los als an den Aussichtspunkten im Village.',
          },
        },
        days: [
          {
            description: {
              en: 'Midday Antelope Canyon tour, a lazy afternoon swimming at Lone Rock Beach on Lake Powell, then Horseshoe Bend at sunset.',
              de: 'Mittags die Antelope-Canyon-Tour, nachmittags faul am Lone Rock Beach im Lake Powell gebadet und zum Sonnenuntergang zum Horseshoe Bend.',
            },
            activities: [0, 1],
          },
          {
            description: {
              en: 'Rest and laundry day. We looked at the Glen Canyon Dam from the bridge and stocked up on food for the Grand Canyon.',
              de: 'Ruhe- und Wäschetag. Wir haben uns den Glen-Canyon-Staudamm von der Brücke angeschaut und Proviant für den Grand Canyon eingekauft.',
            },
            activities: [],
          },
        ],
      },
      {
        name: 'Grand Canyon Village',
        country: 'US',
        lat: 36.0544,
        lng: -112.1401,
        duration: 2,
        description: {
          en: "The South Rim is where most people see the Grand Canyon, and it's busy for a reason. Grand Canyon Village has historic lodges, a free shuttle network and the trailheads for the big inner-canyon hikes. Even after a week of red rock, the scale of this place left us speechless.",
          de: 'Am South Rim sehen die meisten Leute den Grand Canyon, und das nicht ohne Grund. Grand Canyon Village hat historische Lodges, ein kostenloses Shuttlenetz und die Einstiege zu den großen Wanderwegen in den Canyon. Selbst nach einer Woche roter Felsen hat uns die schiere Größe sprachlos gemacht.',
        },
        generalInfo: {
          en: "Entry is $35 per car or included in the annual pass. In-park lodges sell out months ahead; Tusayan just outside the gate is the alternative. From Grand Canyon Village it's 4.5 hours back to Las Vegas, via the Hoover Dam if you like.",
          de: 'Der Eintritt kostet 35 $ pro Auto oder ist im Jahrespass drin. Die Lodges im Park sind Monate im Voraus ausgebucht, Alternative ist Tusayan direkt vor dem Tor. Zurück nach Las Vegas sind es 4,5 Stunden, auf Wunsch mit Abstecher zum Hoover Dam.',
        },
        activities: [
          {
            kind: 'activity',
            name: { en: 'South Kaibab Trail to Cedar Ridge', de: 'South Kaibab Trail bis Cedar Ridge' },
            description: {
              en: 'Steep, exposed and absolutely spectacular: 4.8 km round trip and 340 m down (and back up!) to Cedar Ridge, passing Ooh Aah Point. Unlike Bright Angel, this trail runs along a ridge, so the views open up in all directions.',
              de: 'Steil, ausgesetzt und absolut spektakulär: 4,8 km hin und zurück und 340 Höhenmeter runter (und wieder rauf!) bis Cedar Ridge, vorbei am Ooh Aah Point. Anders als der Bright Angel verläuft der Weg auf einem Grat, die Aussicht ist also in alle Richtungen offen.',
            },
            tips: {
              en: "The trailhead is only reachable by the orange shuttle line. There's no water on the trail, so carry at least 2 litres each. Going back up takes twice as long as going down.",
              de: 'Zum Einstieg kommst du nur mit der orangen Shuttlelinie. Auf dem Weg gibt es kein Wasser, nimm mindestens 2 Liter pro Person mit. Für den Aufstieg brauchst du doppelt so lange wie runter.',
            },
          },
          {
            kind: 'sight',
            name: { en: 'Sunset at Hopi Point', de: 'Sonnenuntergang am Hopi Point' },
            description: {
              en: 'Hermit Road runs west along the rim, and Hopi Point juts far out into the canyon with views of the Colorado River. At sunset the layers change colour every few minutes.',
              de: 'Die Hermit Road führt am Rand entlang nach Westen, und der Hopi Point ragt weit in den Canyon hinein, mit Blick auf den Colorado River. Beim Sonnenuntergang wechseln die Gesteinsschichten alle paar Minuten die Farbe.',
            },
            tips: {
              en: 'From March to November Hermit Road is closed to private cars, so take the red shuttle line and leave early, the buses back are packed after sunset.',
              de: 'Von März bis November ist die Hermit Road für Privatautos gesperrt. Nimm die rote Shuttlelinie und fahr früh los, nach Sonnenuntergang sind die Busse zurück rappelvoll.',
            },
          },
        ],
        accommodation: {
          name: 'Yavapai Lodge',
          price: '$240/night',
          description: {
            en: 'Motel-style lodge inside the park, a 10-minute walk from the rim and next to the market and the shuttle stop. Not fancy, but the location is worth it.',
            de: 'Lodge im Motelstil mitten im Park, zehn Minuten zu Fuß vom Canyonrand und direkt neben Markt und Shuttlehaltestelle. Nicht schick, aber die Lage ist es wert.',
          },
          tips: {
            en: 'Book as soon as your dates are fixed; cancellations do pop up on the Xanterra/Delaware North sites if you check regularly.',
            de: 'Buch, sobald deine Daten feststehen. Wenn du regelmäßig auf der Buchungsseite nachschaust, tauchen auch immer wieder Stornierungen auf.',
          },
        },
        days: [
          {
            description: {
              en: 'Sunrise at Mather Point with a coffee, then down the South Kaibab Trail to Cedar Ridge and back before lunch.',
              de: 'Sonnenaufgang am Mather Point mit Kaffee, danach über den South Kaibab Trail runter bis Cedar Ridge und vor dem Mittag wieder zurück.',
            },
            activities: [0],
          },
          {
            description: {
              en: 'Walked parts of the Rim Trail, visited the Geology Museum and took the shuttle out to Hopi Point for a last, glorious sunset.',
              de: 'Teile des Rim Trails gelaufen, das Geologie-Museum besucht und mit dem Shuttle zum Hopi Point für einen letzten, grandiosen Sonnenuntergang.',
            },
            activities: [1],
          },
        ],
      },
    ],
  },
  {
    author: 'lena',
    language: 'de',
    title: {
      en: 'Turquoise Lakes and Golden Larches: the Canadian Rockies in September',
      de: 'Türkisblaue Seen und goldene Lärchen: die Kanadischen Rockies im September',
    },
    description: {
      en: "Ten days in Banff, Lake Louise and Jasper with a rental car from Calgary, lots of hiking boots and even more turquoise water. We went in the second half of September on purpose: the summer crowds are gone, the larches turn gold and with a bit of luck you'll see elk in rut right next to the road. The nights were already around freezing, the days sunny and clear. The Icefields Parkway between Lake Louise and Jasper is, for me, the most beautiful road in the world. This is an itinerary for couples who like to hike a few hours a day and finish with a hot chocolate in a cosy lodge.",
      de: 'Zehn Tage Banff, Lake Louise und Jasper mit Mietwagen ab Calgary, viel Wanderschuh und noch mehr türkisblaues Wasser. Wir waren ganz bewusst in der zweiten Septemberhälfte unterwegs: Die Sommermassen sind weg, die Lärchen färben sich golden und mit etwas Glück siehst du brunftige Wapitis direkt an der Straße. Nachts war es schon um den Gefrierpunkt, tagsüber sonnig und klar. Der Icefields Parkway zwischen Lake Louise und Jasper ist für mich die schönste Straße der Welt. Eine Route für Paare, die gern ein paar Stunden am Tag wandern und den Abend mit heißer Schokolade in einer gemütlichen Lodge ausklingen lassen.',
    },
    summary: {
      en: 'Absolutely worth it, but not a cheap trip: accommodation in Banff and Lake Louise is seriously expensive. Book the Moraine Lake shuttle the minute slots open, bring layers for four seasons in one day and carry bear spray. If you only have time for one long hike, make it Larch Valley.',
      de: 'Hat sich total gelohnt, ist aber kein günstiger Urlaub: Unterkünfte in Banff und Lake Louise sind richtig teuer. Buch den Moraine-Lake-Shuttle, sobald die Slots freigeschaltet werden, pack Kleidung für vier Jahreszeiten an einem Tag ein und hab Bärenspray dabei. Wenn du nur Zeit für eine lange Wanderung hast: Larch Valley.',
    },
    period: 'September 2023',
    dateFrom: '2023-09-16',
    travelTypes: ['roadtrip', 'hiking', 'couple', 'nature'],
    tags: ['kanada', 'bergseen', 'lärchen', 'wandern'],
    apps: ['Parks Canada', 'AllTrails', 'GyPSy Guide'],
    budget: 4,
    comfort: 6,
    detail: 3,
    cover: { scene: 'lake', hue: 185 },
    places: [
      {
        name: 'Banff',
        country: 'CA',
        lat: 51.1784,
        lng: -115.5708,
        duration: 4,
        description: {
          en: "Banff is a small mountain town inside a national park, surrounded by peaks that seem to start right at the end of Banff Avenue. It's touristy, yes, but also really convenient: great bakeries, outdoor shops, hot springs and lots of hikes you can start from town or by local bus.",
          de: 'Banff ist ein kleiner Bergort mitten im Nationalpark, umgeben von Gipfeln, die gefühlt direkt am Ende der Banff Avenue beginnen. Touristisch? Ja. Aber auch wahnsinnig praktisch: tolle Bäckereien, Outdoorläden, heiße Quellen und viele Wanderungen, die du direkt im Ort oder mit dem Linienbus starten kannst.',
        },
        generalInfo: {
          en: 'Calgary airport is 1.5 hours away by car. You need a Parks Canada pass: the annual Discovery Pass (about CAD 150 per car) pays off after about a week. The local Roam buses reach Lake Minnewanka and Johnston Canyon. Payment by card almost everywhere.',
          de: 'Vom Flughafen Calgary sind es 1,5 Stunden mit dem Auto. Du brauchst einen Parks-Canada-Pass: Der Jahrespass Discovery Pass (rund 150 CAD pro Auto) lohnt sich schon ab etwa einer Woche. Die Roam-Busse fahren bis Lake Minnewanka und Johnston Canyon. Gezahlt wird fast überall mit Karte.',
        },
        activities: [
          {
            kind: 'activity',
            name: { en: 'Johnston Canyon and the Ink Pots', de: 'Johnston Canyon und die Ink Pots' },
            description: {
              en: 'Metal catwalks are bolted to the canyon walls, leading past the Lower and Upper Falls. Most people turn around there, but if you continue to the Ink Pots, you reach a quiet meadow with bubbling blue-green springs. About 11 km round trip.',
              de: 'An den Felswänden hängen Metallstege, über die du an den Lower und Upper Falls vorbeiläufst. Die meisten kehren dort um – wenn du aber weiter zu den Ink Pots gehst, kommst du auf eine ruhige Wiese mit blubbernden, blaugrünen Quellen. Insgesamt etwa 11 km hin und zurück.',
            },
            tips: {
              en: "Be at the parking lot before 8 am or take the Roam bus 9. Drive the Bow Valley Parkway there, it's slower but you'll often see wildlife.",
              de: 'Sei vor 8 Uhr am Parkplatz oder nimm den Roam-Bus 9. Fahr über den Bow Valley Parkway hin – langsamer, aber du siehst oft Wildtiere.',
            },
          },
          {
            kind: 'activity',
            name: {
              en: 'Up Sulphur Mountain, down by gondola',
              de: 'Zu Fuß auf den Sulphur Mountain, per Gondel runter',
            },
            description: {
              en: 'A steady switchback trail with 650 m of ascent takes you up in about two hours. At the top, a boardwalk leads along the ridge to the old weather station with a 360° view over the Bow Valley. Riding down by gondola was a nice reward for our knees.',
              de: 'Ein gleichmäßiger Serpentinenweg mit 650 Höhenmetern bringt dich in gut zwei Stunden nach oben. Oben führt ein Holzsteg über den Grat zur alten Wetterstation, mit Rundumblick übers Bow Valley. Mit der Gondel runterzufahren war eine schöne Belohnung für die Knie.',
            },
            tips: {
              en: 'A one-way ride down is much cheaper than the full return ticket, buy it online beforehand. Afterwards, soak at the Banff Upper Hot Springs right next to the base station (about CAD 17).',
              de: 'Die reine Talfahrt ist viel günstiger als das Ticket für Berg- und Talfahrt, kauf es vorher online. Danach ab in die Banff Upper Hot Springs direkt neben der Talstation (etwa 17 CAD).',
            },
            image: { scene: 'mountains', hue: 200 },
          },
          {
            kind: 'sight',
            name: { en: 'Lake Minnewanka and Two Jack Lake', de: 'Lake Minnewanka und Two Jack Lake' },
            description: {
              en: 'Just 15 minutes from town, the Minnewanka Loop road passes two very different lakes: the huge, deep-blue Lake Minnewanka and the smaller Two Jack Lake, where Mount Rundle reflects perfectly in the morning calm.',
              de: 'Nur 15 Minuten vom Ort entfernt führt die Minnewanka-Loop-Straße an zwei ganz unterschiedlichen Seen vorbei: dem riesigen, tiefblauen Lake Minnewanka und dem kleineren Two Jack Lake, in dem sich der Mount Rundle morgens bei Windstille perfekt spiegelt.',
            },
            tips: {
              en: 'Go at sunrise for the reflections at Two Jack. We saw bighorn sheep on the road twice, so drive slowly.',
              de: 'Fahr zum Sonnenaufgang hin, dann hast du am Two Jack die Spiegelungen. Wir haben zweimal Dickhornschafe auf der Straße gesehen, also langsam fahren.',
            },
          },
        ],
        accommodation: {
          name: 'Banff Aspen Lodge',
          price: 'CAD 320/night',
          description: {
            en: 'Solid mid-range hotel on Banff Avenue with a hot tub and steam room, breakfast included. Everything in town is walkable and the parking is free.',
            de: 'Solides Mittelklassehotel an der Banff Avenue mit Whirlpool und Dampfbad, Frühstück inklusive. Im Ort ist alles zu Fuß erreichbar und das Parken ist kostenlos.',
          },
          tips: {
            en: 'Canmore, 20 minutes away, is often 30 to 40 percent cheaper if Banff is booked out. Breakfast at Wild Flour Bakery is better than any hotel buffet.',
            de: 'Canmore, 20 Minuten entfernt, ist oft 30 bis 40 Prozent günstiger, falls Banff ausgebucht ist. Frühstück in der Wild Flour Bakery schlägt jedes Hotelbuffet.',
          },
        },
        leg: {
          type: 'car',
          duration: 50,
          price: 'CAD 10',
          description: {
            en: 'Take the Bow Valley Parkway instead of the Trans-Canada Highway: 60 km of winding road with a 60 km/h limit and lots of wildlife.',
            de: 'Nimm den Bow Valley Parkway statt des Trans-Canada Highways: 60 km kurvige Straße mit Tempo 60 und vielen Wildtieren.',
          },
          tips: {
            en: "Stop at Morant's Curve and wait for a freight train to come round the bend with the mountains behind it.",
            de: "Halt an der Morant's Curve und warte, bis ein Güterzug mit den Bergen im Hintergrund um die Kurve kommt.",
          },
        },
        days: [
          {
            description: {
              en: 'Picked up the car in Calgary, did a big grocery run and drove to Banff. Evening stroll along the Bow River to the falls.',
              de: 'Mietwagen in Calgary abgeholt, einen großen Einkauf gemacht und nach Banff gefahren. Abends noch am Bow River entlang bis zu den Bow Falls.',
            },
            activities: [],
          },
          {
            description: {
              en: 'Early start at Johnston Canyon, then on to the Ink Pots. Back in town for poutine and an early night.',
              de: 'Früh los zum Johnston Canyon und weiter bis zu den Ink Pots. Zurück im Ort gab es Poutine und wir waren früh im Bett.',
            },
            activities: [0],
          },
          {
            description: {
              en: 'Hiked up Sulphur Mountain, gondola down, and soaked our legs in the hot springs until the sun went down.',
              de: 'Zu Fuß auf den Sulphur Mountain, mit der Gondel runter und danach in den heißen Quellen die Beine entspannt, bis die Sonne weg war.',
            },
            activities: [1],
          },
          {
            description: {
              en: 'Sunrise at Two Jack Lake, a lazy paddle on Lake Minnewanka in a rented canoe and an afternoon browsing the shops in town.',
              de: 'Sonnenaufgang am Two Jack Lake, gemütlich mit dem Leihkanu auf dem Lake Minnewanka gepaddelt und nachmittags durch die Läden im Ort gebummelt.',
            },
            activities: [2],
          },
          {
            description: {
              en: 'Rainy day, so we visited the Whyte Museum and the Cave and Basin site, then drove the Bow Valley Parkway to Lake Louise in the evening.',
              de: 'Regentag, also ab ins Whyte Museum und zur Cave and Basin National Historic Site. Am frühen Abend ging es über den Bow Valley Parkway nach Lake Louise.',
            },
            activities: [],
          },
        ],
      },
      {
        name: 'Lake Louise',
        country: 'CA',
        lat: 51.4254,
        lng: -116.1773,
        duration: 2,
        description: {
          en: 'The village of Lake Louise is tiny, the lake itself is world-famous and the second big highlight, Moraine Lake, is just 14 km away. In September, the larches above Moraine Lake turn bright yellow for two or three weeks, which makes it one of the best hiking spots in the whole park.',
          de: 'Das Dorf Lake Louise ist winzig, der See selbst weltberühmt, und das zweite große Highlight, der Moraine Lake, liegt nur 14 km entfernt. Im September färben sich die Lärchen oberhalb des Moraine Lake für zwei, drei Wochen leuchtend gelb – dann ist das einer der besten Wanderorte im ganzen Park.',
        },
        generalInfo: {
          en: 'The road to Moraine Lake is closed to private cars. Use the Parks Canada shuttle (CAD 8, book online; some seats are released 48 hours ahead) or a commercial bus. Parking at Lake Louise costs CAD 21 per day and fills up by 7 am.',
          de: 'Die Straße zum Moraine Lake ist für Privatautos gesperrt. Nimm den Parks-Canada-Shuttle (8 CAD, online buchen, ein Teil der Plätze wird 48 Stunden vorher freigegeben) oder einen kommerziellen Bus. Parken am Lake Louise kostet 21 CAD pro Tag und ist ab 7 Uhr voll.',
        },
        activities: [
          {
            kind: 'activity',
            name: { en: 'Moraine Lake and Larch Valley', de: 'Moraine Lake und Larch Valley' },
            description: {
              en: 'From the shore of Moraine Lake, a trail climbs through the forest to Larch Valley, where golden larches frame the Valley of the Ten Peaks. Continue to Sentinel Pass if you still have energy. About 9 km and 540 m to the valley, 11.6 km and 725 m to the pass.',
              de: 'Vom Ufer des Moraine Lake geht es durch den Wald hinauf ins Larch Valley, wo goldene Lärchen das Tal der zehn Gipfel einrahmen. Wer noch Kraft hat, läuft weiter bis zum Sentinel Pass. Bis ins Tal etwa 9 km und 540 Höhenmeter, bis zum Pass 11,6 km und 725 Höhenmeter.',
            },
            tips: {
              en: 'During larch season Parks Canada often requires groups of four because of grizzlies. Ask at the trailhead and team up with others. Bear spray is a must.',
              de: 'In der Lärchensaison gilt wegen Grizzlys oft eine Gruppenpflicht von vier Personen. Frag am Einstieg nach und schließ dich anderen an. Bärenspray ist Pflicht.',
            },
            image: { scene: 'lake', hue: 48 },
          },
          {
            kind: 'activity',
            name: { en: 'Plain of Six Glaciers Teahouse', de: 'Teehaus am Plain of Six Glaciers' },
            description: {
              en: "Walk along the shore of Lake Louise and up the valley to a rustic teahouse from 1927 with views of the Victoria Glacier. It's about 14 km round trip with 370 m of ascent. Tea and a slice of cake up there felt like the best thing ever.",
              de: 'Am Ufer des Lake Louise entlang und das Tal hinauf bis zu einem urigen Teehaus von 1927 mit Blick auf den Victoria-Gletscher. Hin und zurück rund 14 km und 370 Höhenmeter. Tee und ein Stück Kuchen da oben waren einfach das Beste.',
            },
            tips: {
              en: 'The teahouse only takes cash, bring Canadian dollars. On the way back, turn off to the Lake Agnes Teahouse if your legs allow.',
              de: 'Im Teehaus kannst du nur bar zahlen, nimm kanadische Dollar mit. Auf dem Rückweg kannst du noch zum Lake Agnes Teahouse abbiegen, wenn die Beine mitmachen.',
            },
          },
        ],
        accommodation: {
          name: 'HI Lake Louise Alpine Centre',
          price: 'CAD 180/night',
          description: {
            en: 'A hostel, but with private double rooms, a good café-restaurant and a big shared kitchen. By far the best value in Lake Louise, where hotels easily cost three times as much.',
            de: 'Ein Hostel, aber mit privaten Doppelzimmern, einem guten Café-Restaurant und einer großen Gemeinschaftsküche. Mit Abstand das beste Preis-Leistungs-Verhältnis in Lake Louise, wo Hotels schnell dreimal so viel kosten.',
          },
          tips: {
            en: 'The private rooms sell out early for September, so book in spring. Bring your own food, the village only has one small grocery store.',
            de: 'Die Privatzimmer sind für September früh weg, also schon im Frühjahr buchen. Bring dir Lebensmittel mit, im Dorf gibt es nur einen kleinen Laden.',
          },
        },
        leg: {
          type: 'car',
          duration: 300,
          price: 'CAD 40',
          description: {
            en: "The Icefields Parkway: 230 km past glaciers, waterfalls and lakes. Pure driving time is under four hours, but you'll want to stop every ten minutes.",
            de: 'Der Icefields Parkway: 230 km vorbei an Gletschern, Wasserfällen und Seen. Reine Fahrzeit unter vier Stunden, aber du willst alle zehn Minuten anhalten.',
          },
          tips: {
            en: 'Fill up before you leave; the only gas at Saskatchewan Crossing is expensive. Must-stops: Peyto Lake, the Athabasca Glacier and Sunwapta Falls.',
            de: 'Vorher volltanken, die einzige Tankstelle in Saskatchewan Crossing ist teuer. Pflichtstopps: Peyto Lake, Athabasca-Gletscher und Sunwapta Falls.',
          },
        },
        days: [
          {
            description: {
              en: 'First shuttle to Moraine Lake at sunrise, then up to Larch Valley and Sentinel Pass. Knackered, but what a day.',
              de: 'Mit dem ersten Shuttle zum Sonnenaufgang an den Moraine Lake, danach hoch ins Larch Valley und zum Sentinel Pass. Fix und fertig, aber was für ein Tag.',
            },
            activities: [0],
          },
          {
            description: {
              en: 'Easier day along Lake Louise to the Plain of Six Glaciers Teahouse, then a detour to Lake Agnes on the way back.',
              de: 'Etwas ruhigerer Tag: am Lake Louise entlang zum Teehaus am Plain of Six Glaciers und auf dem Rückweg noch ein Abstecher zum Lake Agnes.',
            },
            activities: [1],
          },
        ],
      },
      {
        name: 'Jasper',
        country: 'CA',
        lat: 52.8737,
        lng: -118.0814,
        duration: 3,
        description: {
          en: 'Jasper feels wilder and more laid-back than Banff: a small railway town, fewer tour buses and more wildlife. We saw elk grazing in front of the train station and a black bear on the Maligne Lake road. The nights are dark enough for incredible stargazing.',
          de: 'Jasper wirkt wilder und entspannter als Banff: ein kleines Eisenbahnstädtchen, weniger Reisebusse und mehr Wildtiere. Wir haben Wapitis vor dem Bahnhof grasen sehen und einen Schwarzbären an der Straße zum Maligne Lake. Die Nächte sind dunkel genug für einen unglaublichen Sternenhimmel.',
        },
        generalInfo: {
          en: "The same Parks Canada pass is valid here. From Jasper it's about 4 hours to Edmonton airport, or you can take VIA Rail's Canadian towards Vancouver. Restaurants close early outside summer, so plan dinner before 9 pm.",
          de: 'Der Parks-Canada-Pass gilt auch hier. Von Jasper sind es rund 4 Stunden zum Flughafen Edmonton, alternativ fährt der Canadian von VIA Rail Richtung Vancouver. Außerhalb der Hochsaison schließen die Restaurants früh, plan dein Abendessen vor 21 Uhr.',
        },
        activities: [
          {
            kind: 'sight',
            name: { en: 'Maligne Lake cruise to Spirit Island', de: 'Bootsfahrt zum Spirit Island am Maligne Lake' },
            description: {
              en: 'Spirit Island is only reachable by boat or canoe, and the 90-minute cruise takes you across the glacier lake to that famous little island with its few pine trees. The ride through the narrow valley is as beautiful as the destination.',
              de: 'Spirit Island erreichst du nur per Boot oder Kanu, und die 90-minütige Fahrt bringt dich über den Gletschersee zu der berühmten kleinen Insel mit ihren paar Kiefern. Schon die Fahrt durch das enge Tal ist so schön wie das Ziel.',
            },
            tips: {
              en: 'Book the first cruise of the day online (around CAD 90). The 45-minute drive to Maligne Lake is prime wildlife territory at dawn and dusk.',
              de: 'Buch online die erste Fahrt des Tages (rund 90 CAD). Die 45 Minuten Anfahrt zum Maligne Lake sind morgens und abends Top-Revier für Wildtierbeobachtungen.',
            },
            image: { scene: 'lake', hue: 175 },
          },
          {
            kind: 'sight',
            name: { en: 'Maligne Canyon', de: 'Maligne Canyon' },
            description: {
              en: 'A narrow limestone canyon up to 50 m deep, crossed by six bridges. The loop from the Fifth Bridge up to the First Bridge and back takes about two hours and is great for a relaxed morning.',
              de: 'Eine enge Kalksteinschlucht, bis zu 50 m tief und von sechs Brücken überspannt. Die Runde von der fünften zur ersten Brücke und zurück dauert etwa zwei Stunden und ist perfekt für einen entspannten Vormittag.',
            },
            tips: {
              en: 'Start at the Fifth Bridge instead of the main parking lot, you walk uphill towards the most spectacular section and have the first part almost to yourself.',
              de: 'Starte an der fünften Brücke statt am Hauptparkplatz: Du läufst bergauf auf den spektakulärsten Abschnitt zu und hast den ersten Teil fast für dich allein.',
            },
          },
          {
            kind: 'activity',
            name: { en: 'Jasper SkyTram and Whistlers summit', de: 'Jasper SkyTram und Gipfel des Whistlers' },
            description: {
              en: 'The cable car takes you to 2,263 m in seven minutes. From the top station, a steep 1.4 km trail leads to the Whistlers summit, with views of six mountain ranges and, on clear days, Mount Robson.',
              de: 'Die Seilbahn bringt dich in sieben Minuten auf 2.263 m. Von der Bergstation führt ein steiler Pfad von 1,4 km auf den Gipfel des Whistlers, mit Blick auf sechs Gebirgsketten und bei klarem Wetter bis zum Mount Robson.',
            },
            tips: {
              en: "It's often windy and 10 degrees colder at the top, bring a jacket. Tickets are cheaper online and late afternoon is less crowded.",
              de: 'Oben ist es oft windig und zehn Grad kälter, nimm eine Jacke mit. Online sind die Tickets günstiger, am späten Nachmittag ist weniger los.',
            },
          },
        ],
        accommodation: {
          name: 'Pine Bungalows',
          price: 'CAD 280/night',
          description: {
            en: "Log cabins in the woods on the Athabasca River, a few minutes' drive from town, many with a fireplace and kitchenette. Elk regularly wander between the cabins.",
            de: 'Blockhütten im Wald am Athabasca River, ein paar Autominuten vom Ort, viele mit Kamin und Kochnische. Zwischen den Hütten laufen regelmäßig Wapitis herum.',
          },
          tips: {
            en: 'Ask for a cabin with a wood-burning fireplace, firewood is included. Keep your distance from elk in September, the bulls are aggressive during the rut.',
            de: 'Frag nach einer Hütte mit Holzkamin, Feuerholz ist inklusive. Halt im September Abstand zu den Wapitis, die Bullen sind während der Brunft aggressiv.',
          },
        },
        days: [
          {
            description: {
              en: 'Drove the Icefields Parkway with stops at Peyto Lake and the Athabasca Glacier and reached our cabin just before dark. Clear night, Milky Way included.',
              de: 'Über den Icefields Parkway mit Stopps am Peyto Lake und am Athabasca-Gletscher, kurz vor Einbruch der Dunkelheit an der Hütte. Nachts Milchstraße satt.',
            },
            activities: [],
          },
          {
            description: {
              en: 'Early drive to Maligne Lake with a bear sighting on the way, the boat trip to Spirit Island and a walk through Maligne Canyon on the way back.',
              de: 'Früh an den Maligne Lake gefahren, unterwegs einen Bären gesehen, mit dem Boot zum Spirit Island und auf dem Rückweg durch den Maligne Canyon.',
            },
            activities: [0, 1],
          },
          {
            description: {
              en: 'SkyTram up to the Whistlers, a last walk in the woods by the cabin and pizza in town before the long drive back to Calgary.',
              de: 'Mit der SkyTram auf den Whistlers, ein letzter Spaziergang im Wald bei der Hütte und Pizza im Ort vor der langen Rückfahrt nach Calgary.',
            },
            activities: [2],
          },
        ],
      },
    ],
  },
  {
    author: 'sofia',
    language: 'en',
    title: {
      en: 'Cenotes, Colonial Towns and Maya Pyramids: Yucatán by Rental Car',
      de: 'Cenoten, Kolonialstädte und Maya-Pyramiden: Yucatán mit dem Mietwagen',
    },
    description: {
      en: 'Ten nights on the Yucatán Peninsula, deliberately skipping the Cancún hotel zone. We started in elegant Mérida, drove east to Valladolid for Chichén Itzá at opening time, spent three nights in Tulum for the ruins and cenotes and finished on the pastel lagoon of Bacalar. February is dry, sunny and around 30 °C, the best time of year. Driving here is easy once you get used to the topes (speed bumps) and the gas station routine. We ate tacos al pastor every single day and swam in a different cenote almost every afternoon.',
      de: 'Zehn Nächte auf der Halbinsel Yucatán, die Hotelzone von Cancún haben wir bewusst ausgelassen. Los ging es im eleganten Mérida, dann ostwärts nach Valladolid, um Chichén Itzá direkt zur Öffnung zu erleben, drei Nächte Tulum für Ruinen und Cenoten und zum Schluss die pastellfarbene Lagune von Bacalar. Im Februar ist es trocken, sonnig und um die 30 °C – die beste Reisezeit. Autofahren ist easy, sobald du dich an die Topes (Bodenwellen) und das Prozedere an der Tankstelle gewöhnt hast. Wir haben jeden Tag Tacos al Pastor gegessen und fast jeden Nachmittag in einer anderen Cenote gebadet.',
    },
    summary: {
      en: "A perfect mix of culture, food and swimming. Mérida was my favourite, Bacalar the most relaxing and Tulum the most expensive. Get the full insurance for the rental car, always pay gas in pesos and arrive at every ruin at opening time. You don't need more than a few words of Spanish, but they help.",
      de: 'Eine perfekte Mischung aus Kultur, Essen und Baden. Mérida war mein Favorit, Bacalar am entspanntesten und Tulum am teuersten. Nimm beim Mietwagen die Vollversicherung, zahl an der Tankstelle immer in Pesos und sei an jeder Ruine zur Öffnung da. Mehr als ein paar Brocken Spanisch brauchst du nicht, aber sie helfen.',
    },
    period: 'February 2024',
    dateFrom: '2024-02-10',
    travelTypes: ['roadtrip', 'sightseeing', 'beach'],
    tags: ['mexico', 'cenotes', 'maya ruins', 'street food'],
    apps: ['Google Maps', 'Waze', 'DiDi'],
    budget: 2,
    comfort: 5,
    detail: 4,
    cover: { scene: 'temple', hue: 35 },
    places: [
      {
        name: 'Mérida',
        country: 'MX',
        lat: 20.9674,
        lng: -89.5926,
        duration: 3,
        description: {
          en: "The capital of Yucatán is a colourful colonial city with grand squares, leafy boulevards and an amazing food scene. It's hot, safe and relaxed, and on weekend evenings the streets around the Plaza Grande turn into open-air dance floors. A great, gentle start before hitting the road.",
          de: 'Die Hauptstadt Yucatáns ist eine farbenfrohe Kolonialstadt mit prächtigen Plätzen, schattigen Boulevards und einer großartigen Foodszene. Es ist heiß, sicher und entspannt, und am Wochenende verwandeln sich die Straßen rund um die Plaza Grande abends in Open-Air-Tanzflächen. Ein toller, sanfter Einstieg, bevor es auf die Straße geht.',
        },
        generalInfo: {
          en: 'Mérida has its own international airport with connections via Mexico City and the US. Uber and DiDi work well in the city, so we only picked up the rental car on the day we left. Cards are widely accepted, but markets and small taquerías want pesos.',
          de: 'Mérida hat einen eigenen Flughafen mit Verbindungen über Mexiko-Stadt und die USA. In der Stadt funktionieren Uber und DiDi gut, deshalb haben wir den Mietwagen erst am Abreisetag abgeholt. Karten werden oft akzeptiert, aber auf Märkten und in kleinen Taquerías brauchst du Pesos.',
        },
        activities: [
          {
            kind: 'sight',
            name: { en: 'Centro Histórico and Paseo de Montejo', de: 'Altstadt und Paseo de Montejo' },
            description: {
              en: 'Start at the Plaza Grande with the cathedral and the Palacio de Gobierno, whose murals tell the violent history of the Yucatán. Then walk up the Paseo de Montejo, lined with the mansions of the old henequen barons. Finish at the Mercado Lucas de Gálvez for cochinita pibil.',
              de: 'Start ist an der Plaza Grande mit Kathedrale und Palacio de Gobierno, dessen Wandbilder die gewaltvolle Geschichte Yucatáns erzählen. Danach den Paseo de Montejo hoch, gesäumt von den Villen der alten Sisal-Barone. Zum Abschluss gibt es Cochinita Pibil im Mercado Lucas de Gálvez.',
            },
            tips: {
              en: 'Walk in the morning or after 5 pm, midday is brutal. On Sunday the centre is car-free and full of market stalls and live music.',
              de: 'Lauf morgens oder nach 17 Uhr los, mittags ist die Hitze brutal. Sonntags ist das Zentrum autofrei und voller Marktstände und Livemusik.',
            },
            image: { scene: 'city', hue: 40 },
          },
          {
            kind: 'sight',
            name: { en: 'Uxmal and the Ruta Puuc', de: 'Uxmal und die Ruta Puuc' },
            description: {
              en: 'Uxmal, an hour south of Mérida, has some of the finest Maya architecture anywhere: the oval Pyramid of the Magician and the intricate stone mosaics of the Nunnery Quadrangle. Unlike Chichén Itzá, you can still climb the Great Pyramid here.',
              de: 'Uxmal, eine Stunde südlich von Mérida, hat mit die schönste Maya-Architektur überhaupt: die ovale Pyramide des Zauberers und die filigranen Steinmosaiken im Nonnenviereck. Anders als in Chichén Itzá darfst du hier noch auf die Große Pyramide klettern.',
            },
            tips: {
              en: 'Entry is around MXN 500 and cash is safest. We went with a DiDi driver for the day (about MXN 2,000) and added the small sites of Kabah and Labná.',
              de: 'Der Eintritt liegt bei rund 500 MXN, am sichersten zahlst du bar. Wir sind mit einem DiDi-Fahrer für den ganzen Tag hin (etwa 2.000 MXN) und haben noch die kleinen Stätten Kabah und Labná mitgenommen.',
            },
            image: { scene: 'temple', hue: 30 },
          },
        ],
        accommodation: {
          name: 'Hotel Casa Lecanda',
          price: '$130/night',
          description: {
            en: 'A restored colonial house with seven rooms around a courtyard and a pool, a short walk from the Plaza Grande. The homemade breakfast alone is worth it.',
            de: 'Ein restauriertes Kolonialhaus mit sieben Zimmern rund um einen Innenhof mit Pool, nur ein paar Gehminuten von der Plaza Grande. Allein das hausgemachte Frühstück lohnt sich.',
          },
          tips: {
            en: "Mérida's boutique hotels are small and fill up in high season, so book a month ahead. A pool isn't a luxury here, it's essential in the afternoons.",
            de: 'Die Boutiquehotels in Mérida sind klein und in der Hochsaison schnell voll, buch etwa einen Monat vorher. Ein Pool ist hier kein Luxus, sondern nachmittags überlebenswichtig.',
          },
        },
        leg: {
          type: 'car',
          duration: 130,
          price: 'MXN 700',
          description: {
            en: 'About 160 km east on the 180D toll highway, smooth and nearly empty. The price covers toll and fuel.',
            de: 'Rund 160 km nach Osten über die Mautautobahn 180D, glatt und fast leer. Der Preis umfasst Maut und Benzin.',
          },
          tips: {
            en: 'Stop at Cenote Xcanché or the yellow town of Izamal if you leave early. Have cash for the toll booth.',
            de: 'Wenn du früh losfährst, lohnt ein Abstecher zur Cenote Xcanché oder ins gelbe Städtchen Izamal. Halt Bargeld für die Mautstation bereit.',
          },
        },
        days: [
          {
            description: {
              en: 'Arrived in the afternoon, checked in and went straight to the Plaza Grande for marquesitas and the evening light show on the cathedral.',
              de: 'Nachmittags angekommen, eingecheckt und direkt zur Plaza Grande: Marquesitas essen und abends die Lichtshow an der Kathedrale anschauen.',
            },
            activities: [],
          },
          {
            description: {
              en: 'Walking day in the historic centre and along Paseo de Montejo, with a long lunch at the market and a swim in the hotel pool.',
              de: 'Stadtspaziergang durch die Altstadt und über den Paseo de Montejo, mit langem Mittagessen auf dem Markt und einer Runde im Hotelpool.',
            },
            activities: [0],
          },
          {
            description: {
              en: 'Day trip to Uxmal and the Ruta Puuc with a driver. Back in time for dinner at a Yucatecan restaurant.',
              de: 'Tagesausflug mit Fahrer nach Uxmal und über die Ruta Puuc. Rechtzeitig zurück zum Abendessen in einem yukatekischen Restaurant.',
            },
            activities: [1],
          },
          {
            description: {
              en: 'Lazy morning at the Gran Museo del Mundo Maya, then we picked up the rental car at the airport and headed east.',
              de: 'Entspannter Vormittag im Gran Museo del Mundo Maya, danach den Mietwagen am Flughafen abgeholt und Richtung Osten gestartet.',
            },
            activities: [],
          },
        ],
      },
      {
        name: 'Valladolid',
        country: 'MX',
        lat: 20.6896,
        lng: -88.2022,
        duration: 2,
        description: {
          en: "Valladolid is a small, pretty colonial town with pastel houses and a lively main square, and it's the ideal base for Chichén Itzá, just 45 minutes away. Several beautiful cenotes are within a short drive, and it's much cheaper than the coast.",
          de: 'Valladolid ist ein kleines, hübsches Kolonialstädtchen mit pastellfarbenen Häusern und einem lebhaften Hauptplatz – und die ideale Basis für Chichén Itzá, das nur 45 Minuten entfernt liegt. Mehrere wunderschöne Cenoten sind schnell erreichbar und alles ist viel günstiger als an der Küste.',
        },
        generalInfo: {
          en: 'Easy to reach by car or by ADO bus from Mérida, Cancún or Tulum. Most hotels have parking. The calzada de los Frailes is the prettiest street for an evening walk and full of small restaurants.',
          de: 'Mit dem Auto oder ADO-Bus von Mérida, Cancún oder Tulum leicht erreichbar. Die meisten Hotels haben Parkplätze. Die Calzada de los Frailes ist die schönste Straße für einen Abendspaziergang und voller kleiner Restaurants.',
        },
        activities: [
          {
            kind: 'sight',
            name: { en: 'Chichén Itzá at opening time', de: 'Chichén Itzá zur Öffnung' },
            description: {
              en: 'The great pyramid of El Castillo, the ball court and the Sacred Cenote are even more impressive when you have them almost to yourself. By 10 am the tour buses from Cancún arrive and it gets loud and very hot.',
              de: 'Die große Pyramide El Castillo, der Ballspielplatz und der Heilige Cenote sind noch beeindruckender, wenn du sie fast für dich allein hast. Ab 10 Uhr kommen die Reisebusse aus Cancún, dann wird es laut und richtig heiß.',
            },
            tips: {
              en: 'Be at the gate before 8 am. There are two tickets (federal and state), together around MXN 600, and they are paid separately. A licensed guide at the entrance costs about MXN 1,000 per group.',
              de: 'Sei vor 8 Uhr am Tor. Es gibt zwei Tickets (Bund und Bundesstaat), zusammen rund 600 MXN, die getrennt bezahlt werden. Ein lizenzierter Guide am Eingang kostet etwa 1.000 MXN pro Gruppe.',
            },
            image: { scene: 'temple', hue: 45 },
          },
          {
            kind: 'activity',
            name: { en: 'Cenote hopping: Suytun and Oxman', de: 'Cenoten-Hopping: Suytun und Oxman' },
            description: {
              en: 'Suytun is the famous cave cenote with a stone walkway and a single beam of light at midday. Oxman is an open sinkhole with vines hanging down into turquoise water and a rope swing. Both are 10 to 15 minutes from town.',
              de: 'Suytun ist die berühmte Höhlencenote mit Steinsteg und einem einzelnen Lichtstrahl zur Mittagszeit. Oxman ist ein offenes Loch mit Lianen, die bis ins türkisfarbene Wasser hängen, und einer Seilschaukel. Beide liegen 10 bis 15 Minuten vom Ort entfernt.',
            },
            tips: {
              en: 'Shower before you get in and skip the sunscreen, it damages the water. Life jackets are mandatory and included. Entry is roughly MXN 150 to 250.',
              de: 'Vor dem Baden duschen und keine Sonnencreme benutzen, die schadet dem Wasser. Schwimmwesten sind Pflicht und inklusive. Der Eintritt liegt bei etwa 150 bis 250 MXN.',
            },
          },
        ],
        accommodation: {
          name: 'Casa Tía Micha',
          price: '$90/night',
          description: {
            en: 'Charming family-run B&B on the Calzada de los Frailes with a garden, a small pool and a breakfast that made us late for Chichén Itzá. Friendly owners with great tips.',
            de: 'Charmantes, familiengeführtes B&B an der Calzada de los Frailes mit Garten, kleinem Pool und einem Frühstück, bei dem wir fast Chichén Itzá verpasst hätten. Sehr nette Gastgeber mit tollen Tipps.',
          },
          tips: {
            en: 'Ask for breakfast to go on Chichén Itzá day, they happily pack it. Street parking in front is safe.',
            de: 'Frag am Chichén-Itzá-Tag nach Frühstück zum Mitnehmen, das packen sie dir gerne ein. Auf der Straße vor dem Haus kannst du sicher parken.',
          },
        },
        leg: {
          type: 'car',
          duration: 100,
          price: 'MXN 350',
          description: {
            en: 'Around 100 km south-east through jungle and small Maya villages to Tulum on the free road via Chemax and Cobá.',
            de: 'Rund 100 km nach Südosten durch Dschungel und kleine Maya-Dörfer bis Tulum, über die mautfreie Straße via Chemax und Cobá.',
          },
          tips: {
            en: "Watch out for the topes before each village, they are often unmarked. Cobá's ruins make a great stop on the way.",
            de: 'Achte vor jedem Dorf auf die Topes, die oft nicht markiert sind. Die Ruinen von Cobá sind ein toller Zwischenstopp.',
          },
        },
        days: [
          {
            description: {
              en: "Explored Valladolid's colourful streets, ate salbutes at the market and watched the light show on the San Bernardino convent.",
              de: 'Durch Valladolids bunte Gassen geschlendert, auf dem Markt Salbutes gegessen und abends die Lichtshow am Kloster San Bernardino angeschaut.',
            },
            activities: [],
          },
          {
            description: {
              en: 'Chichén Itzá at 8 am, back before the heat, then cooled off in Cenote Suytun and Cenote Oxman in the afternoon.',
              de: 'Um 8 Uhr in Chichén Itzá, vor der großen Hitze zurück und nachmittags in den Cenoten Suytun und Oxman abgekühlt.',
            },
            activities: [0, 1],
          },
        ],
      },
      {
        name: 'Tulum',
        country: 'MX',
        lat: 20.2114,
        lng: -87.4654,
        duration: 3,
        description: {
          en: 'Tulum has two faces: the boho beach road with pricey cabañas and beach clubs, and the town itself, which is busier but more affordable. The real treasures are the cliffside Maya ruins above the Caribbean and the cenotes in the jungle. Sargassum seaweed can be an issue, so check the forecast.',
          de: 'Tulum hat zwei Gesichter: die Boho-Strandstraße mit teuren Cabañas und Beachclubs und den eigentlichen Ort, der trubeliger, aber bezahlbarer ist. Die echten Schätze sind die Maya-Ruinen auf den Klippen über der Karibik und die Cenoten im Dschungel. Sargassum-Algen können ein Thema sein, check vorher die Prognose.',
        },
        generalInfo: {
          en: 'Tulum now has its own international airport, and a Tren Maya station was about to open when we visited. The ruins and beaches are inside the Jaguar National Park, which charges a separate entry fee. Prices in Tulum are often quoted in dollars, but paying in pesos is cheaper.',
          de: 'Tulum hat inzwischen einen eigenen internationalen Flughafen, und ein Bahnhof des neuen Tren Maya stand bei unserem Besuch kurz vor der Eröffnung. Ruinen und Strände liegen im Jaguar-Nationalpark, der extra Eintritt kostet. Preise werden in Tulum oft in Dollar angegeben, in Pesos zu zahlen ist aber günstiger.',
        },
        activities: [
          {
            kind: 'sight',
            name: { en: 'Tulum ruins', de: 'Ruinen von Tulum' },
            description: {
              en: "A walled Maya port town on a limestone cliff, with El Castillo looking out over the turquoise sea. It's small and can be seen in about an hour, then you can walk down to the little beach below the ruins.",
              de: 'Eine ummauerte Maya-Hafenstadt auf einer Kalksteinklippe, mit El Castillo über dem türkisfarbenen Meer. Die Anlage ist klein und in etwa einer Stunde besichtigt, danach kannst du zum kleinen Strand unterhalb der Ruinen hinunterlaufen.',
            },
            tips: {
              en: 'Rent a bike in town and cycle there on the bike path. Arrive at 8 am opening; by 10 am the Cancún day-trippers turn it into a queue.',
              de: 'Leih dir im Ort ein Fahrrad und fahr über den Radweg hin. Sei um 8 Uhr zur Öffnung da, ab 10 Uhr stehen die Tagesausflügler aus Cancún Schlange.',
            },
            image: { scene: 'coast', hue: 175 },
          },
          {
            kind: 'activity',
            name: { en: 'Snorkelling in Gran Cenote', de: 'Schnorcheln in der Gran Cenote' },
            description: {
              en: "Crystal-clear water, stalactites, small turtles and cave passages you can snorkel through into the light. It's one of the most beautiful cenotes we saw and only 10 minutes from town on the road to Cobá.",
              de: 'Glasklares Wasser, Tropfsteine, kleine Schildkröten und Höhlengänge, durch die du ins Licht schnorcheln kannst. Eine der schönsten Cenoten, die wir gesehen haben, und nur 10 Minuten vom Ort an der Straße nach Cobá.',
            },
            tips: {
              en: 'Entry is MXN 500, cash only when we were there. Bring your own mask, rentals cost extra. Cenote Calavera nearby is cheaper and fun for jumping.',
              de: 'Eintritt 500 MXN, als wir da waren nur bar. Bring deine eigene Maske mit, Leihausrüstung kostet extra. Die Cenote Calavera um die Ecke ist günstiger und super zum Reinspringen.',
            },
          },
          {
            kind: 'activity',
            name: { en: "Boat tour in Sian Ka'an", de: "Bootstour in Sian Ka'an" },
            description: {
              en: 'A UNESCO biosphere reserve south of Tulum with mangroves, lagoons and ancient Maya canals. The highlight is floating down a narrow canal with the current, wearing a life jacket like a pair of pants.',
              de: 'Ein UNESCO-Biosphärenreservat südlich von Tulum mit Mangroven, Lagunen und uralten Maya-Kanälen. Das Highlight: mit der Strömung durch einen schmalen Kanal treiben, die Schwimmweste wie eine Hose angezogen.',
            },
            tips: {
              en: 'Book with a local cooperative at Muyil rather than from a hotel in Tulum. Expect around MXN 1,500 per person and bring plenty of biodegradable insect repellent.',
              de: 'Buch lieber bei einer lokalen Kooperative in Muyil als über ein Hotel in Tulum. Rechne mit etwa 1.500 MXN pro Person und nimm reichlich biologisch abbaubares Mückenspray mit.',
            },
          },
        ],
        accommodation: {
          name: 'Casita in Aldea Zamá (Airbnb)',
          price: '$110/night',
          description: {
            en: 'A small apartment with a kitchen and a shared pool in the Aldea Zamá neighbourhood, halfway between the town and the beach. Quiet, green and easy to park.',
            de: 'Ein kleines Apartment mit Küche und Gemeinschaftspool im Viertel Aldea Zamá, auf halbem Weg zwischen Ort und Strand. Ruhig, grün und mit unkompliziertem Parken.',
          },
          tips: {
            en: "Staying on the beach road costs three times as much. From Aldea Zamá it's ten minutes by bike to the beach.",
            de: 'An der Strandstraße zahlst du das Dreifache. Von Aldea Zamá bist du mit dem Rad in zehn Minuten am Strand.',
          },
        },
        leg: {
          type: 'car',
          duration: 150,
          price: 'MXN 450',
          description: {
            en: 'About 200 km south on Highway 307 through Felipe Carrillo Puerto to Bacalar. Straight road with several military checkpoints.',
            de: 'Gut 200 km auf dem Highway 307 nach Süden über Felipe Carrillo Puerto bis Bacalar. Gerade Straße mit mehreren Militärkontrollen.',
          },
          tips: {
            en: 'The checkpoints are routine, just smile and show your passport. Fill up in Tulum, there are few gas stations on the way.',
            de: 'Die Kontrollen sind Routine, einfach freundlich bleiben und den Pass zeigen. Tank in Tulum voll, unterwegs gibt es kaum Tankstellen.',
          },
        },
        days: [
          {
            description: {
              en: 'Cycled to the ruins for opening time, swam at Playa Paraíso and spent the afternoon in the shade at the casita.',
              de: 'Zur Öffnung mit dem Rad zu den Ruinen, danach an der Playa Paraíso gebadet und den Nachmittag im Schatten am Apartment verbracht.',
            },
            activities: [0],
          },
          {
            description: {
              en: 'Morning snorkelling in Gran Cenote, afternoon in Cenote Calavera and tacos at Antojitos La Chiapaneca in the evening.',
              de: 'Vormittags schnorcheln in der Gran Cenote, nachmittags die Cenote Calavera und abends Tacos bei Antojitos La Chiapaneca.',
            },
            activities: [1],
          },
          {
            description: {
              en: "Boat tour through Sian Ka'an with a local guide: dolphins in the lagoon, then floating down the ancient canal.",
              de: "Bootstour durch Sian Ka'an mit einem lokalen Guide: Delfine in der Lagune und danach durch den alten Kanal treiben lassen.",
            },
            activities: [2],
          },
        ],
      },
      {
        name: 'Bacalar',
        country: 'MX',
        lat: 18.6776,
        lng: -88.3953,
        duration: 2,
        description: {
          en: 'The Laguna de Bacalar is called the lagoon of seven colours, and it really shifts from white to turquoise to deep blue. The town is quiet and sleepy, full of small lakefront hotels with docks and hammocks. It was the perfect place to slow down at the end of the trip.',
          de: 'Die Laguna de Bacalar heißt Lagune der sieben Farben, und tatsächlich wechselt sie von Weiß über Türkis bis Tiefblau. Der Ort ist ruhig und verschlafen, voller kleiner Hotels am Wasser mit Stegen und Hängematten. Der perfekte Ort, um am Ende der Reise runterzukommen.',
        },
        generalInfo: {
          en: 'Bacalar is 40 minutes from Chetumal airport and has an ADO bus station. Motorboats are restricted to protect the stromatolites, so most tours are by sailboat or kayak. Bring cash, there are only a few ATMs.',
          de: 'Bacalar liegt 40 Minuten vom Flughafen Chetumal entfernt und hat einen ADO-Busbahnhof. Zum Schutz der Stromatolithen sind Motorboote eingeschränkt, die meisten Touren laufen per Segelboot oder Kajak. Nimm Bargeld mit, es gibt nur wenige Geldautomaten.',
        },
        activities: [
          {
            kind: 'activity',
            name: { en: 'Sailboat tour on the lagoon', de: 'Segeltour auf der Lagune' },
            description: {
              en: "A three-hour sailing trip to the Pirates' Channel, the Cenote Esmeralda and the Isla de los Pájaros. In between you swim in the shallow, milky-white parts and rub the lagoon's white mud on your skin.",
              de: 'Ein dreistündiger Segeltörn zum Piratenkanal, zur Cenote Esmeralda und zur Vogelinsel. Zwischendurch badest du in den flachen, milchig-weißen Bereichen und reibst dich mit dem weißen Lagunenschlamm ein.',
            },
            tips: {
              en: 'Shared tours cost about MXN 600 per person; go in the morning when the wind is calmer and the colours are brightest.',
              de: 'Geteilte Touren kosten etwa 600 MXN pro Person. Fahr morgens, dann ist der Wind ruhiger und die Farben leuchten am stärksten.',
            },
            image: { scene: 'lake', hue: 180 },
          },
        ],
        accommodation: {
          name: 'Rancho Encantado',
          price: '$170/night',
          description: {
            en: 'Cabins in a lush garden right on the lagoon, with a private dock, free kayaks and a restaurant overlooking the water. Sunrise from the dock was unforgettable.',
            de: 'Hütten in einem üppigen Garten direkt an der Lagune, mit eigenem Steg, kostenlosen Kajaks und einem Restaurant mit Blick aufs Wasser. Der Sonnenaufgang vom Steg aus war unvergesslich.',
          },
          tips: {
            en: "Use the free kayaks at sunrise when the lagoon is like glass. For dinner, walk into town, it's cheaper and livelier.",
            de: 'Nutz die kostenlosen Kajaks zum Sonnenaufgang, wenn die Lagune spiegelglatt ist. Zum Abendessen lieber in den Ort laufen, das ist günstiger und lebendiger.',
          },
        },
        days: [
          {
            description: {
              en: 'Sailing tour in the morning, lunch at a lakeside restaurant, then a swim at the Balneario Ejidal and hammock time.',
              de: 'Vormittags die Segeltour, Mittagessen in einem Restaurant am Wasser, danach im Balneario Ejidal gebadet und Hängemattenzeit.',
            },
            activities: [0],
          },
          {
            description: {
              en: 'Sunrise kayaking, a visit to the San Felipe fort and a last swim in Cenote Azul before driving to Chetumal airport.',
              de: 'Mit dem Kajak in den Sonnenaufgang, Besuch im Fort San Felipe und ein letztes Bad in der Cenote Azul, bevor wir zum Flughafen Chetumal gefahren sind.',
            },
            activities: [0],
          },
        ],
      },
    ],
  },
  {
    author: 'jonas',
    language: 'de',
    title: {
      en: 'From the Pacific to the Incas: Lima, Cusco and Machu Picchu on Your Own',
      de: 'Vom Pazifik zu den Inka: Lima, Cusco und Machu Picchu auf eigene Faust',
    },
    description: {
      en: "Nine nights in Peru, organised entirely on my own without a tour operator. I started with ceviche and the grey Pacific in Lima, then flew up to Cusco at 3,400 m, got used to the altitude (more or less), walked up Rainbow Mountain at 5,000 m and then took the colectivo down into the Sacred Valley. The finale: the train to Aguas Calientes and the first bus up to Machu Picchu. May is a great time: the rainy season is over, the hills are still green and it's not yet peak season. It all works well with a backpack, buses, colectivos and a bit of Spanish.",
      de: 'Neun Nächte Peru, komplett selbst organisiert und ohne Reiseveranstalter. Los ging es mit Ceviche und grauem Pazifik in Lima, dann per Flug hoch nach Cusco auf 3.400 m, (mehr oder weniger) an die Höhe gewöhnt, auf 5.000 m zum Rainbow Mountain gestapft und danach mit dem Colectivo runter ins Heilige Tal. Das Finale: mit dem Zug nach Aguas Calientes und mit dem ersten Bus hoch zum Machu Picchu. Der Mai ist eine super Reisezeit: Die Regenzeit ist vorbei, die Hänge sind noch grün und die Hauptsaison hat noch nicht begonnen. Mit Rucksack, Bussen, Colectivos und ein bisschen Spanisch klappt alles problemlos.',
    },
    summary: {
      en: 'Peru easily exceeded my expectations. Take the altitude seriously: no alcohol on the first day in Cusco, drink plenty of coca tea and schedule the hard hikes later. Book your Machu Picchu ticket and train at least four weeks ahead, everything else can be arranged on the spot. Budget without flights: about 60 euros a day.',
      de: 'Peru hat meine Erwartungen locker übertroffen. Nimm die Höhe ernst: am ersten Tag in Cusco kein Alkohol, viel Coca-Tee und die harten Touren erst später einplanen. Machu-Picchu-Ticket und Zug mindestens vier Wochen vorher buchen, alles andere lässt sich vor Ort regeln. Budget ohne Flüge: rund 60 Euro am Tag.',
    },
    period: 'Mai 2024',
    dateFrom: '2024-05-11',
    travelTypes: ['backpacking', 'hiking', 'sightseeing'],
    tags: ['peru', 'machu picchu', 'anden', 'inka'],
    apps: ['Cabify', 'Maps.me', 'Google Translate'],
    budget: 2,
    comfort: 3,
    detail: 3,
    cover: { scene: 'temple', hue: 110 },
    places: [
      {
        name: 'Lima (Miraflores)',
        country: 'PE',
        lat: -12.1211,
        lng: -77.0297,
        duration: 2,
        description: {
          en: 'Miraflores is the safe, green district on the cliffs above the Pacific, perfect for arriving and getting over jet lag. From May the sky is usually grey (the locals call it garúa), but the food makes up for it: Lima is one of the best places to eat in South America.',
          de: 'Miraflores ist der sichere, grüne Stadtteil auf den Klippen über dem Pazifik, ideal zum Ankommen und um den Jetlag loszuwerden. Ab Mai ist der Himmel meistens grau (die Einheimischen nennen das Garúa), aber das Essen macht alles wieder wett: Lima ist eine der besten Essensstädte Südamerikas.',
        },
        generalInfo: {
          en: "From the airport, take an official taxi or Cabify to Miraflores (about 45 to 90 minutes depending on traffic). Currency is the sol; ATMs of BCP and Interbank charge lower fees. Tap water isn't drinkable.",
          de: 'Vom Flughafen nimmst du ein offizielles Taxi oder Cabify nach Miraflores (je nach Verkehr 45 bis 90 Minuten). Bezahlt wird in Soles, die Automaten von BCP und Interbank verlangen geringere Gebühren. Leitungswasser ist nicht trinkbar.',
        },
        activities: [
          {
            kind: 'sight',
            name: { en: 'Malecón and Barranco', de: 'Malecón und Barranco' },
            description: {
              en: 'Walk along the clifftop promenade from Parque del Amor to the bohemian district of Barranco, about an hour. Barranco has colourful colonial houses, street art, the Puente de los Suspiros and some of the best bars in the city.',
              de: 'Über die Klippenpromenade vom Parque del Amor bis ins Künstlerviertel Barranco läufst du etwa eine Stunde. Barranco hat bunte Kolonialhäuser, Street Art, die Puente de los Suspiros und einige der besten Bars der Stadt.',
            },
            tips: {
              en: 'Time it for sunset if the sky clears. In the evening, take a Cabify back instead of walking along the coastal road.',
              de: 'Plan es für den Sonnenuntergang, falls der Himmel aufreißt. Abends lieber mit Cabify zurück, statt an der Küstenstraße entlangzulaufen.',
            },
            image: { scene: 'coast', hue: 200 },
          },
          {
            kind: 'activity',
            name: { en: 'Ceviche lunch and Surquillo market', de: 'Ceviche-Mittag und Markt von Surquillo' },
            description: {
              en: "Ceviche is eaten at lunchtime in Lima, when the fish is freshest. After that, the Surquillo market next to Miraflores is great for trying fruit you've never seen before: lúcuma, chirimoya, granadilla and dozens of potato varieties.",
              de: 'Ceviche isst man in Lima mittags, wenn der Fisch am frischesten ist. Danach lohnt der Markt von Surquillo direkt neben Miraflores, um Früchte zu probieren, die du noch nie gesehen hast: Lúcuma, Chirimoya, Granadilla und Dutzende Kartoffelsorten.',
            },
            tips: {
              en: 'Simple cevicherías charge 30 to 45 soles per plate and are just as good as the famous restaurants. Try a pisco sour, but not on the night before your flight to Cusco.',
              de: 'Einfache Cevicherías verlangen 30 bis 45 Soles pro Teller und sind genauso gut wie die berühmten Restaurants. Probier einen Pisco Sour, aber nicht am Abend vor dem Flug nach Cusco.',
            },
          },
        ],
        accommodation: {
          name: 'Pariwana Hostel Lima',
          price: '$45/night',
          description: {
            en: 'Big, colourful hostel on Parque Kennedy with private rooms, a roof terrace and a good social vibe without being a full-on party hostel.',
            de: 'Großes, buntes Hostel am Parque Kennedy mit Privatzimmern, Dachterrasse und guter Stimmung, ohne dass es ein reines Partyhostel ist.',
          },
          tips: {
            en: 'Ask for a room facing the back, the park side can be noisy until late. The hostel also sells reliable airport transfers.',
            de: 'Frag nach einem Zimmer nach hinten raus, zur Parkseite kann es bis spät laut sein. Das Hostel vermittelt auch zuverlässige Flughafentransfers.',
          },
        },
        leg: {
          type: 'plane',
          duration: 80,
          price: '$80',
          description: {
            en: 'Domestic flight from Lima to Cusco. There are many daily connections with LATAM, Sky and JetSMART.',
            de: 'Inlandsflug von Lima nach Cusco. Es gibt täglich viele Verbindungen mit LATAM, Sky und JetSMART.',
          },
          tips: {
            en: 'Take a morning flight, they are more punctual. Sit on the left side for views of the Andes. Low-cost carriers are strict about hand luggage.',
            de: 'Nimm einen Flug am Vormittag, die sind pünktlicher. Links sitzen für den Blick auf die Anden. Die Billigairlines sind beim Handgepäck streng.',
          },
        },
        days: [
          {
            description: {
              en: 'Late arrival from Europe, taxi to Miraflores and straight to bed. Jet lag did its job.',
              de: 'Späte Ankunft aus Europa, mit dem Taxi nach Miraflores und direkt ins Bett. Der Jetlag hat ganze Arbeit geleistet.',
            },
            activities: [],
          },
          {
            description: {
              en: 'Ceviche for lunch, a stroll through the Surquillo market and the Huaca Pucllana, a clay pyramid right in the middle of the city.',
              de: 'Mittags Ceviche, danach über den Markt von Surquillo geschlendert und die Huaca Pucllana besucht, eine Lehmpyramide mitten in der Stadt.',
            },
            activities: [1],
          },
          {
            description: {
              en: 'Walked the Malecón to Barranco, explored the street art and ended the day at a bar with live criollo music.',
              de: 'Über den Malecón nach Barranco gelaufen, die Street Art angeschaut und den Tag in einer Bar mit Criollo-Livemusik beendet.',
            },
            activities: [0],
          },
        ],
      },
      {
        name: 'Cusco',
        country: 'PE',
        lat: -13.532,
        lng: -71.9675,
        duration: 4,
        description: {
          en: 'The old Inca capital is built on Inca walls: colonial churches sit on top of perfectly fitted stone blocks. Cusco is touristy but beautiful, with steep cobbled streets, markets and countless cafés. Expect to be out of breath on every staircase for the first two days.',
          de: 'Die alte Inka-Hauptstadt steht buchstäblich auf Inka-Mauern: Kolonialkirchen thronen auf perfekt eingepassten Steinblöcken. Cusco ist touristisch, aber wunderschön, mit steilen Kopfsteinpflastergassen, Märkten und unzähligen Cafés. Rechne damit, dass du die ersten zwei Tage auf jeder Treppe nach Luft schnappst.',
        },
        generalInfo: {
          en: 'At 3,400 m, altitude sickness is a real issue; coca tea helps, so does taking it slow. The Boleto Turístico (130 soles, valid 10 days) covers Sacsayhuamán and many other sites. Nights are cold in May, often near freezing.',
          de: 'Auf 3.400 m ist Höhenkrankheit ein echtes Thema. Coca-Tee hilft, langsam machen auch. Das Boleto Turístico (130 Soles, 10 Tage gültig) deckt Sacsayhuamán und viele weitere Stätten ab. Die Nächte im Mai sind kalt, oft um den Gefrierpunkt.',
        },
        activities: [
          {
            kind: 'sight',
            name: { en: 'Sacsayhuamán', de: 'Sacsayhuamán' },
            description: {
              en: "A huge Inca fortress above the city, with zigzag walls of stones weighing over 100 tonnes, fitted so tightly you can't slide a sheet of paper between them. The view over Cusco's red roofs from up there is fantastic.",
              de: 'Eine riesige Inka-Festung über der Stadt mit Zickzackmauern aus Steinen, die über 100 Tonnen wiegen und so exakt aufeinanderpassen, dass kein Blatt Papier dazwischenpasst. Der Blick über die roten Dächer von Cusco ist fantastisch.',
            },
            tips: {
              en: 'Walk up from San Blas (about 30 minutes, steep) and go in the afternoon when the tour groups have left. Entry only with the Boleto Turístico.',
              de: 'Lauf von San Blas hoch (etwa 30 Minuten, steil) und geh nachmittags, wenn die Reisegruppen weg sind. Eintritt nur mit dem Boleto Turístico.',
            },
            image: { scene: 'temple', hue: 95 },
          },
          {
            kind: 'activity',
            name: { en: 'Rainbow Mountain (Vinicunca)', de: 'Rainbow Mountain (Vinicunca)' },
            description: {
              en: 'Pickup at 4 am, three hours by minibus, then a 5 km walk up to 5,036 m. The striped mountain is real and really colourful, and the view of the snow-capped Ausangate is just as impressive. Breathless but worth every step.',
              de: 'Abholung um 4 Uhr, drei Stunden im Minibus und dann 5 km zu Fuß hoch auf 5.036 m. Der gestreifte Berg ist echt und wirklich so bunt, und der Blick auf den verschneiten Ausangate ist mindestens genauso beeindruckend. Atemlos, aber jeden Schritt wert.',
            },
            tips: {
              en: "Don't do it before your third day at altitude. Tours cost 80 to 120 soles including breakfast and lunch, the entry fee (about 25 soles) is usually extra. Horses for the ascent are available.",
              de: 'Mach das nicht vor deinem dritten Tag in der Höhe. Touren kosten 80 bis 120 Soles inklusive Frühstück und Mittagessen, der Eintritt (rund 25 Soles) meist extra. Für den Aufstieg kannst du auch ein Pferd mieten.',
            },
            image: { scene: 'mountains', hue: 330 },
          },
          {
            kind: 'sight',
            name: { en: 'San Blas and the San Pedro market', de: 'San Blas und der Markt San Pedro' },
            description: {
              en: "San Blas is the artists' quarter on the hill, with workshops, small galleries and great views. The San Pedro market is the opposite: loud, chaotic and authentic, with juice stands, soup kitchens and piles of strange fruit.",
              de: 'San Blas ist das Künstlerviertel am Hang, mit Werkstätten, kleinen Galerien und toller Aussicht. Der Markt San Pedro ist das Gegenteil: laut, chaotisch und authentisch, mit Saftständen, Garküchen und Bergen seltsamer Früchte.',
            },
            tips: {
              en: 'A huge fresh juice at the market costs about 8 soles. Keep an eye on your phone in the crowd.',
              de: 'Ein riesiger frischer Saft auf dem Markt kostet etwa 8 Soles. Pass im Gedränge gut auf dein Handy auf.',
            },
          },
        ],
        accommodation: {
          name: 'Kokopelli Hostel Cusco',
          price: '$40/night',
          description: {
            en: 'Lively hostel three blocks from the Plaza de Armas, with private rooms, a bar with a pool table and a good breakfast. It organises tours and has helpful, well-informed staff.',
            de: 'Lebhaftes Hostel drei Blocks von der Plaza de Armas mit Privatzimmern, Bar mit Billardtisch und gutem Frühstück. Es vermittelt Touren und hat hilfsbereites Personal mit guten Infos.',
          },
          tips: {
            en: "Check that your room has a heater or extra blankets, Cusco houses are rarely insulated. You can leave your big backpack there while you're at Machu Picchu.",
            de: 'Achte darauf, dass dein Zimmer eine Heizung oder extra Decken hat, in Cusco sind die Häuser kaum isoliert. Den großen Rucksack kannst du dort lassen, während du beim Machu Picchu bist.',
          },
        },
        leg: {
          type: 'bus',
          duration: 110,
          price: 'PEN 20',
          description: {
            en: "Shared colectivo minibus from Calle Pavitos in Cusco down to Ollantaytambo in the Sacred Valley. It leaves when it's full.",
            de: 'Sammel-Colectivo von der Calle Pavitos in Cusco runter nach Ollantaytambo ins Heilige Tal. Abfahrt, sobald der Bus voll ist.',
          },
          tips: {
            en: 'Ask for a front seat if you get carsick, the road has lots of curves. A private taxi with stops costs about 150 soles.',
            de: 'Frag nach einem Platz vorne, wenn dir schnell schlecht wird, die Strecke ist sehr kurvig. Ein Privattaxi mit Stopps kostet etwa 150 Soles.',
          },
        },
        days: [
          {
            description: {
              en: 'Arrived in the morning, coca tea and a slow walk around the Plaza de Armas. Headache in the evening, so early to bed.',
              de: 'Vormittags angekommen, Coca-Tee getrunken und ganz langsam über die Plaza de Armas geschlendert. Abends Kopfweh, also früh ins Bett.',
            },
            activities: [],
          },
          {
            description: {
              en: 'Bought the Boleto Turístico, visited Qorikancha and walked up to Sacsayhuamán in the afternoon for sunset.',
              de: 'Boleto Turístico gekauft, Qorikancha besichtigt und nachmittags zum Sonnenuntergang nach Sacsayhuamán hochgelaufen.',
            },
            activities: [0],
          },
          {
            description: {
              en: 'Very early start to Rainbow Mountain. Freezing at the top but clear skies, back in Cusco by 6 pm and completely exhausted.',
              de: 'Sehr früher Start zum Rainbow Mountain. Oben eiskalt, aber klarer Himmel, gegen 18 Uhr zurück in Cusco und völlig erledigt.',
            },
            activities: [1],
          },
          {
            description: {
              en: 'Recovery day: breakfast in San Blas, a wander through the San Pedro market and a cooking class with alpaca and quinoa.',
              de: 'Erholungstag: Frühstück in San Blas, ein Bummel über den Markt San Pedro und abends ein Kochkurs mit Alpaka und Quinoa.',
            },
            activities: [2],
          },
        ],
      },
      {
        name: 'Ollantaytambo',
        country: 'PE',
        lat: -13.2584,
        lng: -72.2643,
        duration: 2,
        description: {
          en: "A village in the Sacred Valley where people still live in original Inca houses and water runs through stone channels built 500 years ago. Above the village, the terraces of the fortress climb the mountainside. At 2,800 m it's warmer than Cusco and much quieter.",
          de: 'Ein Dorf im Heiligen Tal, in dem die Leute noch in originalen Inka-Häusern wohnen und das Wasser durch 500 Jahre alte Steinkanäle fließt. Über dem Dorf ziehen sich die Terrassen der Festung den Berg hoch. Auf 2.800 m ist es wärmer als in Cusco und viel ruhiger.',
        },
        generalInfo: {
          en: "Ollantaytambo is where most trains to Machu Picchu leave, so it's a perfect stop before Aguas Calientes. The Boleto Turístico covers the fortress and Moray. There are two ATMs on the main square, but they often run out of cash.",
          de: 'In Ollantaytambo starten die meisten Züge zum Machu Picchu, der Ort ist also der perfekte Zwischenstopp vor Aguas Calientes. Das Boleto Turístico gilt für die Festung und für Moray. Am Hauptplatz gibt es zwei Geldautomaten, die aber oft leer sind.',
        },
        activities: [
          {
            kind: 'sight',
            name: { en: 'Ollantaytambo fortress', de: 'Festung von Ollantaytambo' },
            description: {
              en: 'Steep terraces lead up to the unfinished Temple of the Sun with six huge pink granite monoliths. Opposite, the old Inca storehouses of Pinkuylluna cling to the cliff, you can hike up there for free.',
              de: 'Steile Terrassen führen hinauf zum unvollendeten Sonnentempel mit sechs riesigen rosa Granitmonolithen. Gegenüber kleben die alten Inka-Speicher von Pinkuylluna am Fels, dort kannst du kostenlos hochwandern.',
            },
            tips: {
              en: 'Visit after 3 pm when the day-trip buses have left. Pinkuylluna is best in the morning light, with a view of the fortress.',
              de: 'Geh nach 15 Uhr hin, wenn die Tagesausflugsbusse weg sind. Pinkuylluna ist im Morgenlicht am schönsten, mit Blick auf die Festung.',
            },
          },
          {
            kind: 'sight',
            name: { en: 'Moray and the Maras salt pans', de: 'Moray und die Salinen von Maras' },
            description: {
              en: "Moray's circular terraces look like a giant amphitheatre and were probably an Inca agricultural laboratory. The salt pans of Maras, with over 3,000 white pools on the mountainside, are still worked by local families today.",
              de: 'Die kreisrunden Terrassen von Moray sehen aus wie ein riesiges Amphitheater und waren vermutlich ein Agrarlabor der Inka. Die Salinen von Maras mit über 3.000 weißen Becken am Hang werden bis heute von Familien aus der Gegend bewirtschaftet.',
            },
            tips: {
              en: "A taxi for both sites costs about 120 soles for the half day. Maras has its own entry fee of 20 soles. Buy pink salt there, it's half the price of Cusco.",
              de: 'Ein Taxi für beide Orte kostet etwa 120 Soles für den halben Tag. Maras hat einen eigenen Eintritt von 20 Soles. Kauf dort rosa Salz, das kostet nur die Hälfte wie in Cusco.',
            },
            image: { scene: 'mountains', hue: 75 },
          },
        ],
        accommodation: {
          name: 'El Albergue Ollantaytambo',
          price: '$110/night',
          description: {
            en: 'A historic lodge right on the railway platform, with a garden, its own organic farm and a great restaurant. A splurge for my budget, but perfect the night before the train.',
            de: 'Eine historische Lodge direkt am Bahnsteig, mit Garten, eigener Biofarm und einem richtig guten Restaurant. Für mein Budget ein Luxus, aber perfekt für die Nacht vor der Zugfahrt.',
          },
          tips: {
            en: "Book dinner in the restaurant too, it's one of the best in the valley. The sauna is free for guests and perfect after a day of climbing terraces.",
            de: 'Reservier auch fürs Abendessen im Restaurant, es ist eins der besten im Tal. Die Sauna ist für Gäste kostenlos und ideal nach einem Tag auf den Terrassen.',
          },
        },
        leg: {
          type: 'train',
          duration: 95,
          price: '$70',
          description: {
            en: 'The train follows the Urubamba River through an ever narrower, greener gorge down to Aguas Calientes. Panorama windows in the roof.',
            de: 'Der Zug folgt dem Urubamba durch eine immer engere, grünere Schlucht hinunter nach Aguas Calientes. Mit Panoramafenstern im Dach.',
          },
          tips: {
            en: 'Book PeruRail or Inca Rail online weeks ahead, prices rise as seats fill. Only 5 kg of luggage is allowed, leave the big backpack behind.',
            de: 'Buch PeruRail oder Inca Rail Wochen vorher online, die Preise steigen mit der Auslastung. Erlaubt sind nur 5 kg Gepäck, lass den großen Rucksack da.',
          },
        },
        days: [
          {
            description: {
              en: 'Arrived at noon, lunch on the main square and visited the fortress late in the afternoon, almost alone among the terraces.',
              de: 'Mittags angekommen, auf dem Hauptplatz gegessen und am späten Nachmittag die Festung besucht, fast allein zwischen den Terrassen.',
            },
            activities: [0],
          },
          {
            description: {
              en: 'Morning hike up to Pinkuylluna, then by taxi to Moray and the Maras salt pans. Train to Aguas Calientes in the evening.',
              de: 'Morgens hoch nach Pinkuylluna, danach mit dem Taxi zu Moray und den Salinen von Maras. Abends mit dem Zug nach Aguas Calientes.',
            },
            activities: [0, 1],
          },
        ],
      },
      {
        name: 'Aguas Calientes',
        country: 'PE',
        lat: -13.1547,
        lng: -72.5254,
        duration: 1,
        description: {
          en: 'Aguas Calientes, also called Machu Picchu Pueblo, is a town with no road access, squeezed into the gorge and full of hotels and pizzerias. Not beautiful, but the starting point for the buses up to Machu Picchu. One night is enough.',
          de: 'Aguas Calientes, auch Machu Picchu Pueblo genannt, ist ein Ort ohne Straßenanbindung, eingequetscht in die Schlucht und voller Hotels und Pizzerien. Schön ist anders, aber hier starten die Busse hoch zum Machu Picchu. Eine Nacht reicht völlig.',
        },
        generalInfo: {
          en: 'Machu Picchu tickets (152 soles) are only valid for a time slot and a specific circuit; buy them on the official Ministry of Culture website. The Consettur bus costs $24 return. The hot springs that give the town its name are nice after the visit.',
          de: 'Machu-Picchu-Tickets (152 Soles) gelten nur für ein Zeitfenster und einen bestimmten Rundweg, kauf sie auf der offiziellen Seite des Kulturministeriums. Der Consettur-Bus kostet 24 $ hin und zurück. Die heißen Quellen, nach denen der Ort benannt ist, tun nach dem Besuch gut.',
        },
        activities: [
          {
            kind: 'sight',
            name: { en: 'Machu Picchu', de: 'Machu Picchu' },
            description: {
              en: "There's a reason it's on every list. When the clouds lifted over Huayna Picchu at 7 am and the whole site appeared below me, I had goosebumps. Circuit 2 is the classic route with the postcard view and the Temple of the Sun.",
              de: 'Es hat einen Grund, warum das auf jeder Liste steht. Als sich um 7 Uhr die Wolken über dem Huayna Picchu lichteten und die ganze Anlage unter mir auftauchte, hatte ich Gänsehaut. Circuit 2 ist die klassische Route mit Postkartenblick und Sonnentempel.',
            },
            tips: {
              en: "Take the 6 am entry and queue for the bus at 5 am. Bring your passport, it's checked at the entrance. You can't re-enter, so use the toilet outside first.",
              de: 'Nimm den Einlass um 6 Uhr und stell dich um 5 Uhr an der Bushaltestelle an. Reisepass mitbringen, der wird am Eingang kontrolliert. Wieder rein geht nicht, also vorher draußen aufs Klo.',
            },
            image: { scene: 'temple', hue: 120 },
          },
        ],
        accommodation: {
          name: 'Ecopackers Machupicchu',
          price: '$35/night',
          description: {
            en: "Clean hostel by the river with private rooms and a terrace. It's noisy from the rushing Urubamba, but that actually helps drown out the town.",
            de: 'Sauberes Hostel am Fluss mit Privatzimmern und Terrasse. Das Rauschen des Urubamba ist laut, übertönt aber immerhin den Lärm aus dem Ort.',
          },
          tips: {
            en: 'Ask the night before for an early packed breakfast. Everything in Aguas Calientes is overpriced, so bring snacks from Cusco.',
            de: 'Frag am Vorabend nach einem frühen Lunchpaket. In Aguas Calientes ist alles überteuert, bring dir Snacks aus Cusco mit.',
          },
        },
        days: [
          {
            description: {
              en: 'First bus up at 5:30, Machu Picchu in the morning mist, hot springs in the afternoon and the evening train back to Cusco.',
              de: 'Um 5:30 Uhr mit dem ersten Bus hoch, Machu Picchu im Morgennebel, nachmittags in die heißen Quellen und abends mit dem Zug zurück nach Cusco.',
            },
            activities: [0],
          },
        ],
      },
    ],
  },
  {
    author: 'marco',
    language: 'en',
    title: {
      en: 'Wind, Granite and Glaciers: Two Weeks of Trekking in Patagonia',
      de: 'Wind, Granit und Gletscher: zwei Wochen Trekking in Patagonien',
    },
    description: {
      en: "Twelve nights between Argentina and Chile, mostly in hiking boots and partly in a tent. We started with the Perito Moreno Glacier in El Calafate, spent four nights in El Chaltén for the day hikes to Fitz Roy and Cerro Torre, crossed the border to Puerto Natales and finished with the W Trek in Torres del Paine. February is summer down here, which means long days (light until 10 pm) but also the famous wind, sometimes so strong you have to crouch on the trail. Patagonia isn't cheap and needs planning, especially the campsites in Torres del Paine, but it's the most spectacular landscape I've ever hiked in.",
      de: 'Zwölf Nächte zwischen Argentinien und Chile, meistens in Wanderschuhen und teilweise im Zelt. Los ging es mit dem Perito-Moreno-Gletscher in El Calafate, dann vier Nächte El Chaltén für die Tageswanderungen zu Fitz Roy und Cerro Torre, über die Grenze nach Puerto Natales und zum Abschluss der W-Trek im Torres del Paine. Im Februar ist hier Sommer: lange Tage (hell bis 22 Uhr), aber auch der berüchtigte Wind, manchmal so stark, dass du dich auf dem Weg hinhocken musst. Patagonien ist nicht billig und braucht Planung, vor allem die Campingplätze im Torres del Paine, aber es ist die spektakulärste Landschaft, in der ich je gewandert bin.',
    },
    summary: {
      en: 'Hard to beat for hikers. Book the Torres del Paine campsites months ahead, plan buffer days in El Chaltén for bad weather and bring a good windproof jacket. Argentina is easier on the budget if you pay with a foreign card or bring US dollars; Chile is more expensive but better organised.',
      de: 'Für Wanderer kaum zu toppen. Buch die Campingplätze im Torres del Paine Monate im Voraus, plan in El Chaltén Puffertage für schlechtes Wetter ein und nimm eine richtig gute winddichte Jacke mit. Argentinien schont das Budget, wenn du mit ausländischer Karte zahlst oder US-Dollar mitbringst. Chile ist teurer, aber besser organisiert.',
    },
    period: 'February 2025',
    dateFrom: '2025-02-03',
    travelTypes: ['hiking', 'camping', 'backpacking', 'nature'],
    tags: ['patagonia', 'w trek', 'fitz roy', 'glaciers'],
    apps: ['AllTrails', 'Windy', 'Maps.me'],
    budget: 3,
    comfort: 2,
    detail: 4,
    cover: { scene: 'mountains', hue: 210 },
    places: [
      {
        name: 'El Calafate',
        country: 'AR',
        lat: -50.3379,
        lng: -72.2648,
        duration: 2,
        description: {
          en: "El Calafate is a tidy tourist town on the turquoise Lago Argentino and the gateway to the southern part of Los Glaciares National Park. It's not the most exciting place, but it has the airport, good supermarkets and outdoor shops, and one of the most impressive glaciers in the world is 80 km away.",
          de: 'El Calafate ist ein aufgeräumtes Touristenstädtchen am türkisfarbenen Lago Argentino und das Tor zum südlichen Teil des Nationalparks Los Glaciares. Nicht der aufregendste Ort, aber hier gibt es den Flughafen, gute Supermärkte und Outdoorläden, und einer der beeindruckendsten Gletscher der Welt liegt 80 km entfernt.',
        },
        generalInfo: {
          en: 'Fly in from Buenos Aires (about 3 hours). Foreign credit cards get a favourable exchange rate in Argentina, so card payment is usually the best deal; bring some US dollars as a backup. The park entrance fee for foreigners is paid at the gate.',
          de: 'Anreise per Flug aus Buenos Aires (rund 3 Stunden). Ausländische Kreditkarten bekommen in Argentinien einen günstigen Wechselkurs, mit Karte zu zahlen ist also meistens am besten. Nimm ein paar US-Dollar als Reserve mit. Der Parkeintritt für Ausländer wird am Tor bezahlt.',
        },
        activities: [
          {
            kind: 'sight',
            name: { en: 'Perito Moreno Glacier', de: 'Perito-Moreno-Gletscher' },
            description: {
              en: "A 5 km wide, 60 m high wall of blue ice ends right in front of a network of walkways. Every few minutes there's a crack like a gunshot and a chunk of ice crashes into the lake. We stayed five hours and could have stayed longer.",
              de: 'Eine 5 km breite und 60 m hohe Wand aus blauem Eis endet direkt vor einem Netz aus Stegen. Alle paar Minuten knallt es wie ein Schuss und ein Eisbrocken kracht in den See. Wir waren fünf Stunden da und hätten noch länger bleiben können.',
            },
            tips: {
              en: 'Take the early bus from the terminal (about $30 return) and bring lunch, the café on site is pricey. The boat trip to the ice face is worth it, about one hour.',
              de: 'Nimm den frühen Bus vom Terminal (etwa 30 $ hin und zurück) und pack dir Mittagessen ein, das Café vor Ort ist teuer. Die Bootsfahrt vor die Eiswand lohnt sich, sie dauert etwa eine Stunde.',
            },
            image: { scene: 'snow', hue: 195 },
          },
          {
            kind: 'sight',
            name: { en: 'Laguna Nimez bird reserve', de: 'Vogelschutzgebiet Laguna Nimez' },
            description: {
              en: 'A small wetland reserve on the edge of town with an easy 2.5 km loop. We saw flamingos, black-necked swans and upland geese, with Lago Argentino shining in the background. Perfect for the arrival afternoon.',
              de: 'Ein kleines Feuchtgebiet am Ortsrand mit einem einfachen Rundweg von 2,5 km. Wir haben Flamingos, Schwarzhalsschwäne und Magellangänse gesehen, im Hintergrund leuchtete der Lago Argentino. Perfekt für den Nachmittag nach der Ankunft.',
            },
            tips: {
              en: "Bring binoculars and go in the late afternoon when the wind usually calms down a bit. There's a small entrance fee.",
              de: 'Nimm ein Fernglas mit und geh am späten Nachmittag, wenn der Wind meistens etwas nachlässt. Der Eintritt kostet eine kleine Gebühr.',
            },
          },
        ],
        accommodation: {
          name: 'America del Sur Hostel',
          price: '$90/night',
          description: {
            en: 'A hostel on the hill above town with private rooms, floor heating and a huge window with a view of the lake. The evening barbecue is a great way to meet other hikers.',
            de: 'Ein Hostel am Hang über dem Ort mit Privatzimmern, Fußbodenheizung und riesiger Fensterfront mit Seeblick. Beim abendlichen Asado lernst du ganz leicht andere Wanderer kennen.',
          },
          tips: {
            en: "Sign up for the barbecue at reception in the morning. It's a steep ten-minute walk from the centre, so take a taxi with your luggage.",
            de: 'Trag dich morgens an der Rezeption fürs Asado ein. Vom Zentrum sind es zehn steile Gehminuten, mit Gepäck nimmst du besser ein Taxi.',
          },
        },
        leg: {
          type: 'bus',
          duration: 180,
          price: '$30',
          description: {
            en: 'Bus north along Lago Argentino and Lago Viedma to El Chaltén, with the Fitz Roy massif growing on the horizon.',
            de: 'Mit dem Bus nach Norden am Lago Argentino und Lago Viedma entlang bis El Chaltén, während das Fitz-Roy-Massiv am Horizont immer größer wird.',
          },
          tips: {
            en: 'Sit on the left for the Fitz Roy views. The bus stops at the La Leona roadhouse halfway, try the cake there.',
            de: 'Setz dich links, dann hast du den Fitz Roy im Blick. Auf halber Strecke hält der Bus am Rasthaus La Leona, probier dort den Kuchen.',
          },
        },
        days: [
          {
            description: {
              en: 'Landed around noon, checked in and walked down to Laguna Nimez for the flamingos. First lamb asado in the evening.',
              de: 'Gegen Mittag gelandet, eingecheckt und runter zur Laguna Nimez zu den Flamingos. Abends das erste Lamm-Asado.',
            },
            activities: [1],
          },
          {
            description: {
              en: 'Full day at the Perito Moreno Glacier: walkways in the morning, boat to the ice face after lunch and lots of calving.',
              de: 'Ganzer Tag am Perito-Moreno-Gletscher: vormittags die Stege, nach dem Mittag mit dem Boot vor die Eiswand und jede Menge Abbrüche.',
            },
            activities: [0],
          },
          {
            description: {
              en: 'Errands day: supermarket, gas canister for the stove and some cash. Afternoon bus to El Chaltén.',
              de: 'Erledigungstag: Supermarkt, Gaskartusche für den Kocher und etwas Bargeld. Nachmittags mit dem Bus nach El Chaltén.',
            },
            activities: [],
          },
        ],
      },
      {
        name: 'El Chaltén',
        country: 'AR',
        lat: -49.3315,
        lng: -72.8863,
        duration: 4,
        description: {
          en: "Argentina's trekking capital is a small village at the foot of Fitz Roy, founded only in 1985. The best thing about it: all the big hikes start right from town, no transport needed. There are craft beer bars, bakeries and gear rental shops, and everyone walks around in hiking boots.",
          de: 'Argentiniens Trekking-Hauptstadt ist ein kleines Dorf am Fuß des Fitz Roy, erst 1985 gegründet. Das Beste: Alle großen Wanderungen starten direkt im Ort, du brauchst keinen Transport. Es gibt Craftbeer-Bars, Bäckereien und Ausrüstungsverleih, und alle laufen in Wanderschuhen herum.',
        },
        generalInfo: {
          en: "There's only one ATM, which is often empty, so bring cash or rely on cards. The weather changes by the hour; check the forecast and plan your big hike for the clearest day. Mobile reception is weak, the hostels have Wi-Fi.",
          de: 'Es gibt nur einen Geldautomaten, und der ist oft leer. Bring also Bargeld mit oder setz auf Karte. Das Wetter wechselt stündlich, check die Vorhersage und leg die große Wanderung auf den klarsten Tag. Der Handyempfang ist schwach, die Hostels haben WLAN.',
        },
        activities: [
          {
            kind: 'activity',
            name: { en: 'Laguna de los Tres (Fitz Roy)', de: 'Laguna de los Tres (Fitz Roy)' },
            description: {
              en: 'The big one: about 21 km and 1,000 m of ascent to the glacial lake right below the granite spires of Fitz Roy. The first 9 km are pleasant, the last kilometre climbs 400 m over loose scree. The view at the top is worth every bit of pain.',
              de: 'Die Königsetappe: rund 21 km und 1.000 Höhenmeter bis zum Gletschersee direkt unter den Granitnadeln des Fitz Roy. Die ersten 9 km sind angenehm, der letzte Kilometer geht über lockeres Geröll 400 m bergauf. Der Blick oben entschädigt für jede Qual.',
            },
            tips: {
              en: "Start at 5 am for sunrise on Fitz Roy from Laguna Capri or the top. Bring a windproof layer and gloves, it's freezing up there even in summer.",
              de: 'Starte um 5 Uhr, dann erlebst du den Sonnenaufgang am Fitz Roy von der Laguna Capri oder von oben. Nimm eine winddichte Jacke und Handschuhe mit, da oben ist es selbst im Sommer eisig.',
            },
            image: { scene: 'mountains', hue: 220 },
          },
          {
            kind: 'activity',
            name: { en: 'Laguna Torre', de: 'Laguna Torre' },
            description: {
              en: 'A mostly flat 18 km round trip up the valley to a grey lake full of icebergs, with the needle of Cerro Torre behind it. Easier than Fitz Roy and a great warm-up hike on your first day.',
              de: 'Eine größtenteils flache Strecke von 18 km hin und zurück durchs Tal bis zu einem grauen See voller Eisberge, dahinter die Nadel des Cerro Torre. Leichter als der Fitz Roy und ideal zum Eingewöhnen am ersten Tag.',
            },
            tips: {
              en: 'Walk 15 minutes past the lake along the moraine to the Mirador Maestri for a view of the glacier. Cerro Torre is often in cloud, so go on a clear morning.',
              de: 'Lauf am See noch 15 Minuten weiter über die Moräne bis zum Mirador Maestri, dort siehst du den Gletscher. Der Cerro Torre steckt oft in Wolken, geh also an einem klaren Morgen.',
            },
          },
          {
            kind: 'sight',
            name: { en: 'Mirador de los Cóndores', de: 'Mirador de los Cóndores' },
            description: {
              en: 'A short, steep 45-minute walk from the visitor centre to a viewpoint over the village and the whole Fitz Roy range. Condors often circle at eye level. The best option for a rest day or a stormy evening.',
              de: 'Ein kurzer, steiler Weg von 45 Minuten ab dem Besucherzentrum zu einem Aussichtspunkt über dem Dorf und der gesamten Fitz-Roy-Kette. Oft kreisen Kondore auf Augenhöhe. Ideal für einen Ruhetag oder einen stürmischen Abend.',
            },
            tips: {
              en: 'Go for sunset, when Fitz Roy glows pink. Continue to the Mirador de las Águilas for a view of Lago Viedma.',
              de: 'Geh zum Sonnenuntergang hoch, wenn der Fitz Roy rosa leuchtet. Lauf weiter zum Mirador de las Águilas, dort siehst du den Lago Viedma.',
            },
          },
        ],
        accommodation: {
          name: 'Rancho Grande Hostel',
          price: '$70/night',
          description: {
            en: 'A big, friendly hostel at the end of the village, right where the Fitz Roy trail starts. Private rooms are basic but warm, the kitchen is huge and the bus companies stop at the door.',
            de: 'Ein großes, freundliches Hostel am Ortsende, genau dort, wo der Weg zum Fitz Roy beginnt. Die Privatzimmer sind einfach, aber warm, die Küche ist riesig und die Busse halten direkt vor der Tür.',
          },
          tips: {
            en: 'Stock up on groceries in El Calafate, the village shops are expensive and small. Leave your spare luggage at the hostel if you camp overnight in the park.',
            de: 'Kauf deine Lebensmittel in El Calafate ein, die Läden im Dorf sind klein und teuer. Wenn du im Park zeltest, kannst du überflüssiges Gepäck im Hostel lassen.',
          },
        },
        leg: {
          type: 'bus',
          duration: 600,
          price: '$75',
          description: {
            en: 'Back to El Calafate, change buses and cross the border to Puerto Natales in Chile. A long day, but the steppe scenery is beautiful.',
            de: 'Zurück nach El Calafate, umsteigen und über die Grenze nach Puerto Natales in Chile. Ein langer Tag, aber die Steppenlandschaft ist wunderschön.',
          },
          tips: {
            en: "Chile doesn't allow fresh food across the border: no fruit, meat, cheese or honey. Declare your camping gear, they check it for soil.",
            de: 'Nach Chile darfst du keine frischen Lebensmittel mitnehmen: kein Obst, Fleisch, Käse oder Honig. Deklarier deine Campingausrüstung, sie wird auf Erde kontrolliert.',
          },
        },
        days: [
          {
            description: {
              en: 'Warm-up hike to Laguna Torre. Cerro Torre showed itself for ten minutes, then vanished. Empanadas and beer in the village.',
              de: 'Zum Einlaufen zur Laguna Torre. Der Cerro Torre hat sich zehn Minuten gezeigt und ist dann verschwunden. Empanadas und Bier im Dorf.',
            },
            activities: [1],
          },
          {
            description: {
              en: 'Rain and gusts of 80 km/h, so a rest day with a short walk to the Chorrillo del Salto waterfall and lots of coffee.',
              de: 'Regen und Böen von 80 km/h, also Ruhetag mit einem kurzen Spaziergang zum Wasserfall Chorrillo del Salto und viel Kaffee.',
            },
            activities: [],
          },
          {
            description: {
              en: 'Started at 4:30 am for Laguna de los Tres. Clear skies, Fitz Roy glowing orange at sunrise. Back by 3 pm and very happy.',
              de: 'Um 4:30 Uhr Richtung Laguna de los Tres gestartet. Wolkenlos, der Fitz Roy glühte beim Sonnenaufgang orange. Um 15 Uhr zurück und überglücklich.',
            },
            activities: [0],
          },
          {
            description: {
              en: 'Sore legs, so an easy day, and in the evening up to the Mirador de los Cóndores for the sunset over the whole range.',
              de: 'Muskelkater, also ein ruhiger Tag, und abends zum Mirador de los Cóndores für den Sonnenuntergang über der ganzen Bergkette.',
            },
            activities: [2],
          },
        ],
      },
      {
        name: 'Puerto Natales',
        country: 'CL',
        lat: -51.7236,
        lng: -72.4875,
        duration: 2,
        description: {
          en: 'A former fishing and sheep-farming town on the Última Esperanza fjord, today the base for Torres del Paine. It has great restaurants, gear rental shops and supermarkets, and the waterfront with its black-necked swans is lovely in the evening light.',
          de: 'Ein ehemaliges Fischer- und Schafzüchterstädtchen am Fjord Última Esperanza, heute die Basis für den Torres del Paine. Es gibt tolle Restaurants, Ausrüstungsverleih und Supermärkte, und die Uferpromenade mit ihren Schwarzhalsschwänen ist im Abendlicht wunderschön.',
        },
        generalInfo: {
          en: "The currency is the Chilean peso; cards are accepted almost everywhere. Buy your Torres del Paine park entry online in advance, it isn't sold at the gate. Buses to the park leave from the terminal early in the morning.",
          de: 'Bezahlt wird in chilenischen Pesos, Karten werden fast überall akzeptiert. Das Ticket für den Torres del Paine musst du vorher online kaufen, am Eingang wird nichts verkauft. Die Busse in den Park fahren frühmorgens vom Terminal ab.',
        },
        activities: [
          {
            kind: 'activity',
            name: { en: 'Cerro Dorotea', de: 'Cerro Dorotea' },
            description: {
              en: 'A half-day hike through lenga forest to a ridge high above the town, with a view over the fjord, the town and, on clear days, the Torres del Paine massif. About 9 km and 550 m of ascent.',
              de: 'Eine Halbtageswanderung durch Lenga-Wald auf einen Grat hoch über der Stadt, mit Blick über den Fjord, den Ort und an klaren Tagen bis zum Torres-del-Paine-Massiv. Rund 9 km und 550 Höhenmeter.',
            },
            tips: {
              en: 'The trail crosses private land, and the farm charges an entry fee of about CLP 10,000. Good for testing new boots before the W Trek.',
              de: 'Der Weg führt über Privatland, die Farm verlangt etwa 10.000 CLP Eintritt. Ideal, um neue Schuhe vor dem W-Trek einzulaufen.',
            },
          },
          {
            kind: 'sight',
            name: { en: 'Cueva del Milodón', de: 'Cueva del Milodón' },
            description: {
              en: "A huge cave 25 km north of town where remains of the giant ground sloth mylodon were found. There's a life-size replica at the entrance and a short trail with views over the plains.",
              de: 'Eine riesige Höhle 25 km nördlich der Stadt, in der Überreste des Riesenfaultiers Mylodon gefunden wurden. Am Eingang steht eine lebensgroße Nachbildung, dazu gibt es einen kurzen Weg mit Blick über die Ebene.',
            },
            tips: {
              en: 'Share a taxi with other travellers or combine it with the bus to Torres del Paine; some tours stop here on the way.',
              de: 'Teil dir ein Taxi mit anderen Reisenden oder kombinier es mit der Fahrt zum Torres del Paine, manche Touren halten hier unterwegs.',
            },
          },
        ],
        accommodation: {
          name: 'Vinnhaus',
          price: '$80/night',
          description: {
            en: 'A stylish little B&B with a café downstairs, vintage furniture and the best breakfast in town. Quiet rooms, hot showers and a comfy bed before four nights in the tent.',
            de: 'Ein stylishes kleines B&B mit Café im Erdgeschoss, Vintage-Möbeln und dem besten Frühstück der Stadt. Ruhige Zimmer, heiße Duschen und ein bequemes Bett vor vier Nächten im Zelt.',
          },
          tips: {
            en: "Go to the free 3 pm park briefing at Erratic Rock, it's the best preparation for the W Trek. Rent missing gear there too.",
            de: 'Geh um 15 Uhr zum kostenlosen Park-Briefing bei Erratic Rock, die beste Vorbereitung auf den W-Trek. Fehlende Ausrüstung kannst du dort auch leihen.',
          },
        },
        leg: {
          type: 'bus',
          duration: 140,
          price: 'CLP 20,000',
          description: {
            en: 'Early bus to the Laguna Amarga park entrance, then a shuttle to the Welcome Center where the W Trek begins.',
            de: 'Frühmorgens mit dem Bus zum Parkeingang Laguna Amarga und von dort mit dem Shuttle zum Welcome Center, wo der W-Trek beginnt.',
          },
          tips: {
            en: 'Buy a return ticket with an open date. Have your park ticket and campsite confirmations ready, the rangers check them.',
            de: 'Kauf ein Rückfahrticket mit offenem Datum. Halt Parkticket und Buchungsbestätigungen der Campingplätze bereit, die Ranger kontrollieren.',
          },
        },
        days: [
          {
            description: {
              en: 'Arrived late the night before, so a slow morning, the Erratic Rock briefing in the afternoon and a big plate of king crab at the harbour.',
              de: 'Am Vorabend erst spät angekommen, also ein ruhiger Vormittag, nachmittags das Briefing bei Erratic Rock und abends eine große Portion Königskrabbe am Hafen.',
            },
            activities: [],
          },
          {
            description: {
              en: 'Morning hike up Cerro Dorotea, a quick visit to the Milodón cave and shopping for four days of trail food.',
              de: 'Morgens auf den Cerro Dorotea, kurzer Besuch in der Milodón-Höhle und Einkauf für vier Tage Trekkingproviant.',
            },
            activities: [0, 1],
          },
        ],
      },
      {
        name: 'Torres del Paine',
        country: 'CL',
        lat: -50.955,
        lng: -72.868,
        duration: 4,
        description: {
          en: "The W Trek links the park's three highlights: the granite towers, the Valle del Francés with its hanging glaciers and the Grey Glacier. We did it east to west in four nights, camping at Central, Francés, Paine Grande and Grey. Tough, windy and utterly unforgettable.",
          de: 'Der W-Trek verbindet die drei Highlights des Parks: die Granittürme, das Valle del Francés mit seinen Hängegletschern und den Grey-Gletscher. Wir sind ihn in vier Nächten von Ost nach West gelaufen und haben in Central, Francés, Paine Grande und Grey gezeltet. Anstrengend, windig und absolut unvergesslich.',
        },
        generalInfo: {
          en: 'Park entry for foreigners costs about CLP 49,000 and must be bought online at pasesparques.cl. Campsites are run by two companies (Las Torres and Vertice) and must be booked in advance. The catamaran across Lago Pehoé connects the trail with the bus.',
          de: 'Der Parkeintritt für Ausländer kostet rund 49.000 CLP und muss online auf pasesparques.cl gekauft werden. Die Campingplätze gehören zwei Firmen (Las Torres und Vertice) und müssen vorab gebucht werden. Der Katamaran über den Lago Pehoé verbindet den Weg mit dem Bus.',
        },
        activities: [
          {
            kind: 'activity',
            name: { en: 'Base Las Torres', de: 'Base Las Torres' },
            description: {
              en: "The park's most famous hike: 20 km round trip and 800 m of ascent through the Ascencio Valley to a glacial lake beneath the three granite towers. The last hour is a steep boulder field, but reaching the top is a moment you won't forget.",
              de: 'Die berühmteste Wanderung im Park: 20 km hin und zurück und 800 Höhenmeter durchs Ascencio-Tal bis zu einem Gletschersee unter den drei Granittürmen. Die letzte Stunde ist ein steiles Blockfeld, aber oben anzukommen vergisst du nie.',
            },
            tips: {
              en: 'Start from Central at 3 am with a headlamp for sunrise at the towers. The trail is closed beyond Chileno in strong wind, so check with the rangers.',
              de: 'Starte um 3 Uhr mit Stirnlampe in Central, dann bist du zum Sonnenaufgang an den Türmen. Bei Sturm wird der Weg ab Chileno gesperrt, frag bei den Rangern nach.',
            },
            image: { scene: 'mountains', hue: 200 },
          },
          {
            kind: 'activity',
            name: { en: 'Valle del Francés', de: 'Valle del Francés' },
            description: {
              en: "The middle part of the W leads up a valley between the black-capped Cuernos and the hanging glaciers of Paine Grande. Avalanches thunder down every few minutes, and from the Mirador Británico you're surrounded by granite on three sides.",
              de: 'Der mittlere Teil des W führt in ein Tal zwischen den schwarz gekrönten Cuernos und den Hängegletschern des Paine Grande. Alle paar Minuten donnern Lawinen herunter, und am Mirador Británico bist du auf drei Seiten von Granit umgeben.',
            },
            tips: {
              en: 'Leave your big pack at Camp Italiano (ranger station) and walk up with a daypack. Mirador Británico adds about two hours but is worth it on a clear day.',
              de: 'Lass den großen Rucksack am Camp Italiano (Rangerstation) und geh mit Tagesrucksack hoch. Der Mirador Británico kostet etwa zwei Stunden extra, lohnt sich bei klarem Wetter aber total.',
            },
          },
          {
            kind: 'sight',
            name: { en: 'Grey Glacier', de: 'Grey-Gletscher' },
            description: {
              en: 'The western end of the W follows Lago Grey, where blue icebergs drift past, to the front of the Grey Glacier, part of the Southern Patagonian Ice Field. The suspension bridges beyond Refugio Grey offer the best views of the ice.',
              de: 'Das westliche Ende des W folgt dem Lago Grey, auf dem blaue Eisberge treiben, bis zur Front des Grey-Gletschers, der zum Südlichen Patagonischen Eisfeld gehört. Von den Hängebrücken hinter dem Refugio Grey hast du den besten Blick aufs Eis.',
            },
            tips: {
              en: 'The walk from Paine Grande to Grey is into the wind, plan extra time. Check the catamaran times back to Pudeto before you set off.',
              de: 'Von Paine Grande nach Grey läufst du gegen den Wind, plan mehr Zeit ein. Check vor dem Start die Abfahrtszeiten des Katamarans zurück nach Pudeto.',
            },
            image: { scene: 'lake', hue: 190 },
          },
        ],
        accommodation: {
          name: 'Campsites Central, Francés, Paine Grande and Grey',
          price: '$75/night',
          description: {
            en: 'We booked pitches with rented tents and sleeping mats already set up, plus dinner at two of the refugios. Hot showers at all four, which felt like luxury after long days.',
            de: 'Wir hatten Stellplätze mit bereits aufgebauten Leihzelten und Isomatten gebucht, dazu an zwei Refugios das Abendessen. Alle vier haben heiße Duschen, nach langen Tagen purer Luxus.',
          },
          tips: {
            en: 'Booking opens months ahead on the Las Torres and Vertice websites and the popular dates sell out fast. Rented tents save weight and stand up to the wind.',
            de: 'Die Buchung auf den Seiten von Las Torres und Vertice öffnet Monate vorher, beliebte Daten sind schnell weg. Leihzelte sparen Gewicht und halten dem Wind stand.',
          },
        },
        days: [
          {
            description: {
              en: 'Bus to the park, short walk to Camp Central, pitched the tent and had an early night before the big hike.',
              de: 'Mit dem Bus in den Park, kurzer Weg zum Camp Central, Zelt bezogen und früh geschlafen vor der großen Etappe.',
            },
            activities: [],
          },
          {
            description: {
              en: '3 am start to Base Las Torres for sunrise, back to Central for lunch, then along Lago Nordenskjöld to Camp Francés.',
              de: 'Um 3 Uhr los zur Base Las Torres zum Sonnenaufgang, mittags zurück in Central und dann am Lago Nordenskjöld entlang bis zum Camp Francés.',
            },
            activities: [0],
          },
          {
            description: {
              en: 'Up the Valle del Francés to Mirador Británico with avalanches thundering down, then on to Paine Grande by the lake.',
              de: 'Durchs Valle del Francés hoch zum Mirador Británico, während Lawinen herunterdonnerten, danach weiter zum Paine Grande am See.',
            },
            activities: [1],
          },
          {
            description: {
              en: 'Against the wind to Grey, out onto the suspension bridges above the glacier and a last night with icebergs in the lake.',
              de: 'Gegen den Wind nach Grey, raus auf die Hängebrücken über dem Gletscher und eine letzte Nacht mit Eisbergen im See.',
            },
            activities: [2],
          },
        ],
      },
    ],
  },
  {
    author: 'aiko',
    language: 'en',
    title: {
      en: 'Sloths, Volcanoes and Cloud Forest: Costa Rica with Kids',
      de: 'Faultiere, Vulkane und Nebelwald: Costa Rica mit Kindern',
    },
    description: {
      en: "Ten nights in Costa Rica with our two kids (8 and 11), without a rental car. Shared shuttles and boats took us from the jungle canals of Tortuguero to the Arenal volcano, up into the cloud forest of Monteverde and finally to the beach at Manuel Antonio. March is dry season on the Pacific side and the kids saw more animals than in any zoo: sloths, toucans, howler monkeys, a tarantula on the night walk and a snake we'd rather not have met. We picked lodges that care about sustainability and booked local guides everywhere, which made all the difference for spotting wildlife.",
      de: 'Zehn Nächte Costa Rica mit unseren beiden Kindern (8 und 11), ganz ohne Mietwagen. Mit Shuttles und Booten ging es von den Dschungelkanälen in Tortuguero zum Vulkan Arenal, hinauf in den Nebelwald von Monteverde und zum Schluss an den Strand von Manuel Antonio. Im März ist auf der Pazifikseite Trockenzeit, und die Kinder haben mehr Tiere gesehen als in jedem Zoo: Faultiere, Tukane, Brüllaffen, eine Vogelspinne bei der Nachtwanderung und eine Schlange, der wir lieber nicht begegnet wären. Wir haben Lodges gewählt, die auf Nachhaltigkeit achten, und überall lokale Guides gebucht – das macht beim Tiere entdecken den entscheidenden Unterschied.',
    },
    summary: {
      en: 'A wonderful family trip, but not a cheap one: Costa Rica costs about as much as Western Europe. Guides are worth every dollar, shuttles are easy and reliable, and the kids still talk about the night walk. Pack rain jackets even in dry season and buy national park tickets online in advance.',
      de: 'Eine wunderbare Familienreise, aber keine günstige: Costa Rica kostet ungefähr so viel wie Westeuropa. Guides sind jeden Dollar wert, Shuttles sind einfach und zuverlässig, und die Kinder reden immer noch von der Nachtwanderung. Nimm auch in der Trockenzeit Regenjacken mit und kauf die Nationalparktickets vorab online.',
    },
    period: 'March 2025',
    dateFrom: '2025-03-15',
    travelTypes: ['family', 'eco', 'nature'],
    tags: ['wildlife', 'rainforest', 'kids', 'costa rica'],
    apps: ['Merlin Bird ID', 'iNaturalist', 'WhatsApp'],
    budget: 3,
    comfort: 6,
    detail: 3,
    cover: { scene: 'forest', hue: 130 },
    places: [
      {
        name: 'Tortuguero',
        country: 'CR',
        lat: 10.543,
        lng: -83.5024,
        duration: 2,
        description: {
          en: 'Tortuguero is a village on a narrow strip of land between the Caribbean and a maze of jungle canals, reachable only by boat or small plane. No cars, just sandy paths, colourful wooden houses and the sound of howler monkeys at dawn. It felt like the real start of the adventure.',
          de: 'Tortuguero ist ein Dorf auf einem schmalen Landstreifen zwischen Karibik und einem Labyrinth aus Dschungelkanälen, erreichbar nur per Boot oder Kleinflugzeug. Keine Autos, nur Sandwege, bunte Holzhäuser und morgens das Gebrüll der Brüllaffen. Es fühlte sich an wie der echte Start des Abenteuers.',
        },
        generalInfo: {
          en: 'From San José, shuttles with a boat transfer take about five hours. Park tickets are sold online through SINAC (about $15 for adults). Dollars are accepted everywhere, but there is only one ATM in the village, so bring cash.',
          de: 'Von San José brauchst du mit Shuttle und Bootstransfer etwa fünf Stunden. Parktickets gibt es online über SINAC (rund 15 $ für Erwachsene). Dollar werden überall akzeptiert, im Dorf gibt es aber nur einen Geldautomaten, also Bargeld mitnehmen.',
        },
        activities: [
          {
            kind: 'activity',
            name: { en: 'Early morning canoe tour', de: 'Kanutour am frühen Morgen' },
            description: {
              en: "At 6 am we paddled silently into the narrow side canals with a local guide. Because there's no engine noise, you get incredibly close: caimans, river otters, three kinds of monkeys, herons and a sloth hanging right above the water.",
              de: 'Um 6 Uhr sind wir mit einem lokalen Guide lautlos in die schmalen Seitenkanäle gepaddelt. Ohne Motorlärm kommst du unglaublich nah ran: Kaimane, Flussotter, drei Affenarten, Reiher und ein Faultier direkt über dem Wasser.',
            },
            tips: {
              en: 'Book a canoe or electric boat, not a motorboat. About $35 per person plus park entry. Bring binoculars and dry bags.',
              de: 'Buch ein Kanu oder Elektroboot, kein Motorboot. Etwa 35 $ pro Person plus Parkeintritt. Fernglas und wasserdichte Beutel mitnehmen.',
            },
            image: { scene: 'forest', hue: 120 },
          },
          {
            kind: 'sight',
            name: { en: 'Tortuguero village and beach', de: 'Dorf und Strand von Tortuguero' },
            description: {
              en: 'The village is small enough to walk end to end in 20 minutes. Stroll the wild, black-sand Caribbean beach where turtles nest in season, then try rice and beans cooked in coconut milk at a Caribbean soda.',
              de: 'Das Dorf ist so klein, dass du es in 20 Minuten von einem Ende zum anderen abläufst. Spazier am wilden, schwarzen Karibikstrand, wo zur Saison Schildkröten ihre Eier ablegen, und probier in einer karibischen Soda Rice and Beans in Kokosmilch.',
            },
            tips: {
              en: 'Swimming in the sea is dangerous here because of strong currents and sharks. The kids loved the small sea turtle conservation centre at the northern end.',
              de: 'Im Meer zu baden ist hier wegen starker Strömungen und Haien gefährlich. Die Kinder fanden das kleine Schildkrötenschutzzentrum am Nordende toll.',
            },
          },
        ],
        accommodation: {
          name: 'Evergreen Lodge',
          price: '$290/night',
          description: {
            en: 'Wooden cabins on stilts in the rainforest, connected by walkways, with a pool and monkeys in the trees. The price for our family room included three meals a day.',
            de: 'Holzhütten auf Stelzen im Regenwald, verbunden durch Stege, mit Pool und Affen in den Bäumen. Im Preis für unser Familienzimmer waren drei Mahlzeiten pro Tag enthalten.',
          },
          tips: {
            en: "Book a package with transport from San José, it's easier than arranging buses and boats yourself. The lodge's own night walk is fun for kids.",
            de: 'Buch ein Paket mit Transfer ab San José, das ist einfacher, als Busse und Boote selbst zu organisieren. Die Nachtwanderung der Lodge macht Kindern Spaß.',
          },
        },
        leg: {
          type: 'bus',
          duration: 330,
          price: '$65',
          description: {
            en: 'Boat through the canals to La Pavona, then a shared shuttle via Guápiles to La Fortuna. Price per person.',
            de: 'Mit dem Boot durch die Kanäle nach La Pavona, dann im Sammelshuttle über Guápiles nach La Fortuna. Preis pro Person.',
          },
          tips: {
            en: 'Keep snacks and water handy, lunch stops are short. The boat part is also a bonus wildlife tour, so keep your camera ready.',
            de: 'Halt Snacks und Wasser griffbereit, die Mittagspausen sind kurz. Die Bootsfahrt ist gleichzeitig eine Tierbeobachtungstour, Kamera bereithalten.',
          },
        },
        days: [
          {
            description: {
              en: 'Early pickup in San José, breakfast stop, then the boat ride to the lodge. First monkeys seen before we even checked in.',
              de: 'Frühe Abholung in San José, Frühstückspause und dann mit dem Boot zur Lodge. Die ersten Affen haben wir noch vor dem Check-in gesehen.',
            },
            activities: [],
          },
          {
            description: {
              en: 'Canoe tour at dawn, a nap by the pool and an afternoon in the village with fresh coconuts and the walk along the beach.',
              de: 'Kanutour im Morgengrauen, Mittagsschlaf am Pool und nachmittags ins Dorf mit frischen Kokosnüssen und einem Spaziergang am Strand.',
            },
            activities: [0, 1],
          },
          {
            description: {
              en: 'Heavy rain all morning, so board games at the lodge and a short walk on the park trail in rubber boots before leaving.',
              de: 'Den ganzen Vormittag Starkregen, also Brettspiele in der Lodge und vor der Abfahrt ein kurzer Gang auf dem Parkpfad in Gummistiefeln.',
            },
            activities: [],
          },
        ],
      },
      {
        name: 'La Fortuna',
        country: 'CR',
        lat: 10.4678,
        lng: -84.6427,
        duration: 3,
        description: {
          en: 'La Fortuna sits at the foot of the perfectly conical Arenal Volcano and has everything a family could want: waterfalls, hanging bridges, hot springs and easy lava trails. The town itself is busy with tour agencies, but the area around it is green and full of wildlife.',
          de: 'La Fortuna liegt am Fuß des perfekt kegelförmigen Vulkans Arenal und bietet alles, was sich eine Familie wünscht: Wasserfälle, Hängebrücken, heiße Quellen und leichte Lavawege. Der Ort selbst ist voller Touranbieter, aber drumherum ist alles grün und voller Tiere.',
        },
        generalInfo: {
          en: "The volcano is often in clouds; mornings are your best chance to see the summit. Most attractions are a short taxi ride from town. Many hotels have their own hot spring pools, so you don't need to pay for the expensive spa resorts.",
          de: 'Der Vulkan steckt oft in Wolken, morgens stehen die Chancen auf freie Sicht am besten. Die meisten Ausflugsziele erreichst du mit einer kurzen Taxifahrt. Viele Hotels haben eigene Thermalpools, die teuren Spa-Resorts kannst du dir also sparen.',
        },
        activities: [
          {
            kind: 'sight',
            name: { en: 'Mistico Arenal Hanging Bridges', de: 'Mistico Arenal Hanging Bridges' },
            description: {
              en: 'A 3 km trail through the rainforest canopy with 16 bridges, six of them hanging. From above you see the forest from a completely new angle: birds, monkeys and a view of the volcano from the highest bridge.',
              de: 'Ein Weg von 3 km durchs Blätterdach des Regenwalds mit 16 Brücken, davon sechs Hängebrücken. Von oben siehst du den Wald aus einer ganz neuen Perspektive: Vögel, Affen und von der höchsten Brücke sogar den Vulkan.',
            },
            tips: {
              en: "Take the guided tour at 7:30 am, without a guide you'll miss 90 percent of the animals. Adults about $30, kids are cheaper.",
              de: 'Nimm die geführte Tour um 7:30 Uhr, ohne Guide verpasst du 90 Prozent der Tiere. Erwachsene etwa 30 $, Kinder zahlen weniger.',
            },
          },
          {
            kind: 'sight',
            name: { en: 'La Fortuna Waterfall', de: 'Wasserfall La Fortuna' },
            description: {
              en: 'A 70 m waterfall plunging into a jungle pool. About 500 steps lead down, and yes, you have to climb them all back up. Swimming is allowed in the side pools, and the water is refreshingly cold.',
              de: 'Ein 70 m hoher Wasserfall, der in ein Dschungelbecken stürzt. Etwa 500 Stufen führen hinunter, und ja, die musst du alle wieder hoch. Baden ist in den Nebenbecken erlaubt, das Wasser ist herrlich kalt.',
            },
            tips: {
              en: 'Go right at opening (7 am) to have it almost to yourself. Entry around $18. Wear water shoes, the rocks are slippery.',
              de: 'Geh direkt zur Öffnung um 7 Uhr hin, dann hast du ihn fast für dich. Eintritt rund 18 $. Zieh Wasserschuhe an, die Steine sind rutschig.',
            },
            image: { scene: 'forest', hue: 150 },
          },
          {
            kind: 'activity',
            name: { en: 'Arenal Volcano National Park lava trail', de: 'Lavapfad im Nationalpark Vulkan Arenal' },
            description: {
              en: 'Easy trails across the lava flows of the 1968 and 1992 eruptions, through young forest and over black rocks, with a viewpoint facing the volcano and Lake Arenal. Great for kids, about two hours.',
              de: 'Leichte Wege über die Lavafelder der Ausbrüche von 1968 und 1992, durch jungen Wald und über schwarzes Gestein, mit Aussichtspunkt auf Vulkan und Arenalsee. Ideal für Kinder, etwa zwei Stunden.',
            },
            tips: {
              en: 'Tickets must be bought online on the SINAC website. Combine it with the free El Mirador viewpoint at the end of the road.',
              de: 'Tickets musst du online auf der SINAC-Website kaufen. Kombinier es mit dem kostenlosen Aussichtspunkt El Mirador am Ende der Straße.',
            },
          },
        ],
        accommodation: {
          name: 'Arenal Manoa Hotel & Hot Springs',
          price: '$210/night',
          description: {
            en: 'Bungalows in a big garden with a direct view of the volcano, several thermal pools and a good breakfast. The kids spent hours in the warm pools every evening.',
            de: 'Bungalows in einem großen Garten mit direktem Blick auf den Vulkan, mehreren Thermalbecken und gutem Frühstück. Die Kinder haben jeden Abend Stunden in den warmen Pools verbracht.',
          },
          tips: {
            en: "Ask for a room with a volcano view, they're not much more expensive. The hotel is 10 minutes from town, a taxi costs about $10.",
            de: 'Frag nach einem Zimmer mit Vulkanblick, das kostet kaum mehr. Das Hotel liegt 10 Minuten außerhalb, ein Taxi kostet etwa 10 $.',
          },
        },
        leg: {
          type: 'other',
          duration: 180,
          price: '$30',
          description: {
            en: 'The jeep-boat-jeep transfer: minibus to Lake Arenal, boat across the lake and another minibus up the rough road to Monteverde.',
            de: 'Der Jeep-Boot-Jeep-Transfer: Minibus zum Arenalsee, mit dem Boot übers Wasser und im nächsten Minibus die holprige Straße hoch nach Monteverde.',
          },
          tips: {
            en: 'Much faster and prettier than going around the lake by road. The last stretch is bumpy, have motion sickness tablets ready for the kids.',
            de: 'Viel schneller und schöner als die Straße um den See herum. Das letzte Stück ist holprig, halt Reisetabletten für die Kinder bereit.',
          },
        },
        days: [
          {
            description: {
              en: 'Arrived in the afternoon after the long transfer and went straight into the hot pools. Clear volcano view at sunset.',
              de: 'Nachmittags nach dem langen Transfer angekommen und direkt in die Thermalbecken. Zum Sonnenuntergang freier Blick auf den Vulkan.',
            },
            activities: [],
          },
          {
            description: {
              en: 'Guided tour on the hanging bridges in the morning, then the La Fortuna Waterfall and a swim in the cold pool.',
              de: 'Vormittags die geführte Tour über die Hängebrücken, danach zum Wasserfall La Fortuna und ein Bad im kalten Becken.',
            },
            activities: [0, 1],
          },
          {
            description: {
              en: 'Lava trail in the national park, lunch with a view of Lake Arenal and a chocolate workshop the kids insisted on.',
              de: 'Lavapfad im Nationalpark, Mittagessen mit Blick auf den Arenalsee und ein Schokoladenworkshop, auf dem die Kinder bestanden haben.',
            },
            activities: [2],
          },
        ],
      },
      {
        name: 'Monteverde',
        country: 'CR',
        lat: 10.3176,
        lng: -84.8255,
        duration: 2,
        description: {
          en: "High on the Continental Divide, the cloud forest of Monteverde is permanently wrapped in mist and wind. Trees are covered in moss, orchids and bromeliads, and the small town of Santa Elena has cosy cafés. It's much cooler here, around 18 °C, so bring a sweater.",
          de: 'Hoch oben auf der kontinentalen Wasserscheide ist der Nebelwald von Monteverde ständig in Nebel und Wind gehüllt. Die Bäume sind mit Moos, Orchideen und Bromelien überwachsen, und das Städtchen Santa Elena hat gemütliche Cafés. Hier ist es viel kühler, um die 18 °C, also pack einen Pulli ein.',
        },
        generalInfo: {
          en: 'Monteverde is reached by rough roads or the jeep-boat-jeep from La Fortuna. The Monteverde Cloud Forest Reserve costs about $26 for adults; the Santa Elena Reserve is cheaper and less crowded. Evenings are chilly and windy in the dry season.',
          de: 'Monteverde erreichst du über holprige Straßen oder per Jeep-Boot-Jeep aus La Fortuna. Das Monteverde Cloud Forest Reserve kostet etwa 26 $ für Erwachsene, das Reservat Santa Elena ist günstiger und weniger voll. In der Trockenzeit sind die Abende kühl und windig.',
        },
        activities: [
          {
            kind: 'activity',
            name: { en: 'Guided night walk', de: 'Geführte Nachtwanderung' },
            description: {
              en: 'Two hours in the forest with torches and a guide who finds everything: a sleeping toucan, a tarantula at the entrance to its burrow, stick insects, a tiny glass frog and a two-toed sloth climbing down a tree.',
              de: 'Zwei Stunden mit Taschenlampen im Wald und einem Guide, der einfach alles findet: einen schlafenden Tukan, eine Vogelspinne vor ihrer Höhle, Stabheuschrecken, einen winzigen Glasfrosch und ein Zweifingerfaultier, das einen Baum herunterkletterte.',
            },
            tips: {
              en: 'Tours start at 5:30 pm and cost about $30 per person. Choose a small reserve with a maximum group size of eight. Long trousers and closed shoes.',
              de: 'Die Touren starten um 17:30 Uhr und kosten etwa 30 $ pro Person. Wähl ein kleines Reservat mit höchstens acht Leuten pro Gruppe. Lange Hose und geschlossene Schuhe.',
            },
          },
          {
            kind: 'sight',
            name: { en: 'Monteverde Cloud Forest Reserve', de: 'Nebelwaldreservat Monteverde' },
            description: {
              en: "Mossy trails, giant strangler figs and a hanging bridge above the canopy. With our guide's telescope we saw a resplendent quetzal, the shimmering green bird with a metre-long tail. Even the kids were impressed.",
              de: 'Bemooste Pfade, riesige Würgefeigen und eine Hängebrücke über den Baumkronen. Durchs Spektiv unseres Guides haben wir einen Quetzal gesehen, den grün schimmernden Vogel mit dem meterlangen Schwanz. Sogar die Kinder waren beeindruckt.',
            },
            tips: {
              en: 'Go with a guide at 7 am, the quetzals are most active in the morning. Book the guide the day before in town, around $25 per person.',
              de: 'Geh mit Guide um 7 Uhr los, die Quetzals sind morgens am aktivsten. Buch den Guide am Vortag im Ort, etwa 25 $ pro Person.',
            },
            image: { scene: 'forest', hue: 165 },
          },
        ],
        accommodation: {
          name: 'Hotel Belmar',
          price: '$250/night',
          description: {
            en: 'A beautiful wooden hotel on the hillside with views down to the Gulf of Nicoya, its own organic farm and an excellent restaurant. The most comfortable stop of the trip.',
            de: 'Ein wunderschönes Holzhotel am Hang mit Blick bis zum Golf von Nicoya, eigener Biofarm und hervorragendem Restaurant. Der komfortabelste Stopp der Reise.',
          },
          tips: {
            en: "Come back for sunset on the terrace, it's the best view in Monteverde. Book the farm tour, the kids got to pick vegetables and feed the chickens.",
            de: 'Sei zum Sonnenuntergang auf der Terrasse, das ist der beste Ausblick in Monteverde. Buch die Farmtour, die Kinder durften Gemüse ernten und Hühner füttern.',
          },
        },
        leg: {
          type: 'bus',
          duration: 240,
          price: '$55',
          description: {
            en: 'Shared shuttle down the mountain to the Pacific coast and south along the Costanera highway to Manuel Antonio. Price per person.',
            de: 'Im Sammelshuttle den Berg hinunter an die Pazifikküste und über die Costanera nach Süden bis Manuel Antonio. Preis pro Person.',
          },
          tips: {
            en: 'Most shuttles stop at the Tárcoles bridge, where you can see huge crocodiles from above. Book a day ahead via your hotel.',
            de: 'Die meisten Shuttles halten an der Tárcoles-Brücke, von der aus du riesige Krokodile siehst. Buch einen Tag vorher über dein Hotel.',
          },
        },
        days: [
          {
            description: {
              en: 'Coffee and cake in Santa Elena, a lazy afternoon on the hotel farm and the unforgettable night walk after dark.',
              de: 'Kaffee und Kuchen in Santa Elena, ein entspannter Nachmittag auf der Hotelfarm und nach Einbruch der Dunkelheit die unvergessliche Nachtwanderung.',
            },
            activities: [0],
          },
          {
            description: {
              en: 'Early guided walk in the cloud forest reserve with a quetzal sighting, then lunch in town and the shuttle to the coast.',
              de: 'Früh mit Guide durchs Nebelwaldreservat, inklusive Quetzal, danach Mittagessen im Ort und mit dem Shuttle an die Küste.',
            },
            activities: [1],
          },
        ],
      },
      {
        name: 'Manuel Antonio',
        country: 'CR',
        lat: 9.3925,
        lng: -84.1361,
        duration: 3,
        description: {
          en: "Manuel Antonio is where the rainforest meets white beaches, and Costa Rica's most visited national park sits right at the end of the road. Capuchin monkeys and sloths are almost guaranteed, and the beaches inside the park are among the most beautiful in the country.",
          de: 'In Manuel Antonio trifft der Regenwald auf weiße Strände, und der meistbesuchte Nationalpark Costa Ricas liegt direkt am Ende der Straße. Kapuzineraffen und Faultiere sind fast garantiert, und die Strände im Park gehören zu den schönsten des Landes.',
        },
        generalInfo: {
          en: 'The national park is closed on Tuesdays, and tickets must be bought online in advance (about $18 for adults). The nearest town is Quepos, with supermarkets and a small airport. Public buses run along the hill road every 30 minutes.',
          de: 'Der Nationalpark ist dienstags geschlossen, und Tickets musst du vorher online kaufen (etwa 18 $ für Erwachsene). Der nächste Ort ist Quepos mit Supermärkten und kleinem Flughafen. Öffentliche Busse fahren alle 30 Minuten die Hügelstraße entlang.',
        },
        activities: [
          {
            kind: 'sight',
            name: { en: 'Manuel Antonio National Park', de: 'Nationalpark Manuel Antonio' },
            description: {
              en: 'Flat trails lead through the forest to Playa Manuel Antonio, a perfect crescent bay. Our guide showed us sloths, a mother capuchin with her baby, iguanas and a tiny bat colony. Afterwards, we spent the whole afternoon swimming.',
              de: 'Flache Wege führen durch den Wald zur Playa Manuel Antonio, einer perfekten Bucht in Sichelform. Unser Guide zeigte uns Faultiere, eine Kapuzineräffin mit Baby, Leguane und eine kleine Fledermauskolonie. Danach waren wir den ganzen Nachmittag baden.',
            },
            tips: {
              en: 'No crisps, sweets or plastic bottles are allowed in the park, and bags are checked. Keep food away from the monkeys, they steal everything.',
              de: 'Chips, Süßigkeiten und Plastikflaschen sind im Park verboten, die Taschen werden kontrolliert. Halt Essen von den Affen fern, die klauen alles.',
            },
            image: { scene: 'coast', hue: 165 },
          },
          {
            kind: 'activity',
            name: { en: 'Surf lesson on Playa Espadilla', de: 'Surfstunde an der Playa Espadilla' },
            description: {
              en: "The long public beach just outside the park has gentle waves in the mornings, perfect for beginners. Our kids both stood up on their boards within the first hour and didn't want to stop.",
              de: 'Der lange öffentliche Strand direkt vor dem Park hat morgens sanfte Wellen, perfekt für Anfänger. Unsere Kinder standen beide in der ersten Stunde auf dem Brett und wollten gar nicht mehr aufhören.',
            },
            tips: {
              en: 'A two-hour group lesson costs about $60 per person. Swim only where the lifeguards are, there are strong rip currents in places.',
              de: 'Eine zweistündige Gruppenstunde kostet etwa 60 $ pro Person. Bade nur dort, wo Rettungsschwimmer sind, stellenweise gibt es starke Strömungen.',
            },
          },
        ],
        accommodation: {
          name: 'Hotel Costa Verde',
          price: '$240/night',
          description: {
            en: 'A hotel in the forest above the coast with ocean-view pools and monkeys passing by on the balcony. The famous suite in an old Boeing 727 was out of our budget, but fun to look at.',
            de: 'Ein Hotel im Wald über der Küste mit Pools mit Meerblick und Affen, die am Balkon vorbeiziehen. Die berühmte Suite in einer alten Boeing 727 war außerhalb unseres Budgets, aber lustig anzuschauen.',
          },
          tips: {
            en: "Keep your balcony door closed, the monkeys open bags. Use the hotel's free shuttle to the beach instead of walking down the steep road.",
            de: 'Lass die Balkontür zu, die Affen öffnen Taschen. Nimm den kostenlosen Hotelshuttle zum Strand, statt die steile Straße runterzulaufen.',
          },
        },
        days: [
          {
            description: {
              en: "Arrived at noon after the shuttle, first swim at Playa Espadilla and a spectacular sunset from the hotel's bar.",
              de: 'Mittags nach dem Shuttle angekommen, erstes Bad an der Playa Espadilla und ein spektakulärer Sonnenuntergang von der Hotelbar aus.',
            },
            activities: [],
          },
          {
            description: {
              en: 'National park at opening with a guide, then swimming and snorkelling in the bay until the rangers sent us home.',
              de: 'Mit Guide direkt zur Öffnung in den Nationalpark, danach baden und schnorcheln in der Bucht, bis uns die Ranger nach Hause geschickt haben.',
            },
            activities: [0],
          },
          {
            description: {
              en: 'Surf lesson in the morning, a last afternoon at the pool and packing for the drive back to San José the next day.',
              de: 'Morgens Surfstunde, ein letzter Nachmittag am Pool und Koffer packen für die Fahrt zurück nach San José am nächsten Tag.',
            },
            activities: [1],
          },
        ],
      },
    ],
  },
  {
    author: 'sofia',
    language: 'de',
    title: {
      en: 'From the Souks to the Dunes: Road Trip from Marrakesh through the Sahara to Fez',
      de: 'Von den Souks in die Dünen: Roadtrip von Marrakesch durch die Sahara nach Fès',
    },
    description: {
      en: "Nine nights, four friends, one rental car: we started in the chaos of Marrakesh, crossed the High Atlas via the Tizi n'Tichka pass, slept in a kasbah below Aït Benhaddou and in the Dadès Gorge, rode camels into the Erg Chebbi dunes and ended the trip in the labyrinth of Fez. October is ideal: pleasant 25 °C during the day, cool nights in the desert and hardly any rain. Driving in Morocco is easier than expected outside the cities, but you need patience for police checks, donkey carts and mountain roads. Share the costs between four and it's a surprisingly affordable adventure.",
      de: "Neun Nächte, vier Freundinnen, ein Mietwagen: Gestartet sind wir im Chaos von Marrakesch, dann ging es über den Tizi-n'Tichka-Pass durch den Hohen Atlas, wir haben in einer Kasbah unterhalb von Aït Benhaddou und in der Dadès-Schlucht geschlafen, sind auf Kamelen in die Dünen der Erg Chebbi geritten und haben die Reise im Gassengewirr von Fès beendet. Der Oktober ist ideal: tagsüber angenehme 25 °C, in der Wüste kühle Nächte und kaum Regen. Außerhalb der Städte ist Autofahren in Marokko entspannter als gedacht, aber für Polizeikontrollen, Eselskarren und Bergstraßen brauchst du Geduld. Durch vier geteilt ist das Ganze überraschend günstig.",
    },
    summary: {
      en: "One of the most varied trips I've ever done: in ten days we went from medina to mountains to desert to medina again. Rent the car only when you leave Marrakesh, stick strictly to speed limits and plan the long Merzouga–Fez stretch as a full day. The desert night under the stars was everyone's highlight.",
      de: 'Eine der abwechslungsreichsten Reisen, die ich je gemacht habe: in zehn Tagen von der Medina in die Berge, in die Wüste und wieder in die Medina. Hol den Mietwagen erst ab, wenn du Marrakesch verlässt, halt dich strikt an die Tempolimits und plan die lange Strecke Merzouga–Fès als ganzen Tag ein. Die Wüstennacht unterm Sternenhimmel war für uns alle das Highlight.',
    },
    period: 'Oktober 2025',
    dateFrom: '2025-10-18',
    travelTypes: ['roadtrip', 'friends', 'sightseeing'],
    tags: ['marokko', 'wüste', 'medina', 'roadtrip'],
    apps: ['Google Maps', 'Maps.me', 'inDrive'],
    budget: 2,
    comfort: 4,
    detail: 3,
    cover: { scene: 'desert', hue: 28 },
    places: [
      {
        name: 'Marrakech',
        country: 'MA',
        lat: 31.6295,
        lng: -7.9811,
        duration: 3,
        description: {
          en: 'Marrakesh is loud, colourful and at first completely overwhelming: scooters in the narrowest alleys, snake charmers on the main square and a thousand smells. After a day, you find your rhythm and discover the quiet side: riads with orange trees, rooftop terraces and gardens.',
          de: 'Marrakesch ist laut, bunt und anfangs komplett überwältigend: Mopeds in den engsten Gassen, Schlangenbeschwörer auf dem Hauptplatz und tausend Gerüche. Nach einem Tag findest du deinen Rhythmus und entdeckst die ruhige Seite: Riads mit Orangenbäumen, Dachterrassen und Gärten.',
        },
        generalInfo: {
          en: 'Direct flights from many European cities. The dirham can only be obtained in Morocco; ATMs are everywhere in the new town. A petit taxi from the airport to the medina should cost around 100 MAD, agree on the price before you get in. French gets you far.',
          de: 'Direktflüge aus vielen europäischen Städten. Dirham bekommst du nur in Marokko, Geldautomaten gibt es in der Neustadt überall. Ein Petit Taxi vom Flughafen zur Medina sollte rund 100 MAD kosten, mach den Preis vor dem Einsteigen aus. Mit Französisch kommst du weit.',
        },
        activities: [
          {
            kind: 'sight',
            name: { en: 'Jemaa el-Fna and the souks', de: 'Jemaa el-Fna und die Souks' },
            description: {
              en: 'During the day, the main square belongs to juice sellers, henna painters and snake charmers; at dusk, dozens of food stalls set up and the smoke from the grills hangs over everything. The souks begin right behind it, organised by craft: leather, lamps, spices, carpets.',
              de: 'Tagsüber gehört der Hauptplatz Saftverkäufern, Henna-Malerinnen und Schlangenbeschwörern, bei Einbruch der Dunkelheit bauen Dutzende Garküchen auf und der Rauch der Grills hängt über allem. Direkt dahinter beginnen die Souks, sortiert nach Handwerk: Leder, Lampen, Gewürze, Teppiche.',
            },
            tips: {
              en: 'Start haggling at a third of the first price. Ignore anyone who says the road is closed and offers to guide you. A bowl of harira at the food stalls costs about 10 MAD.',
              de: 'Fang beim Handeln bei einem Drittel des ersten Preises an. Ignorier alle, die behaupten, der Weg sei gesperrt, und dich führen wollen. Eine Schale Harira an den Garküchen kostet etwa 10 MAD.',
            },
            image: { scene: 'city', hue: 15 },
          },
          {
            kind: 'sight',
            name: { en: 'Jardin Majorelle', de: 'Jardin Majorelle' },
            description: {
              en: 'The garden that Yves Saint Laurent once bought: cacti, bamboo and the famous cobalt-blue villa. Small, busy, but an oasis of calm after the medina. Right next door is the YSL Museum with changing exhibitions.',
              de: 'Der Garten, den Yves Saint Laurent einst gekauft hat: Kakteen, Bambus und die berühmte kobaltblaue Villa. Klein und voll, aber eine Oase der Ruhe nach der Medina. Direkt nebenan liegt das YSL-Museum mit wechselnden Ausstellungen.',
            },
            tips: {
              en: 'Tickets are only available online with a time slot, book a few days in advance. The first slot at 8 am is the quietest.',
              de: 'Tickets gibt es nur online mit Zeitfenster, buch ein paar Tage vorher. Der erste Slot um 8 Uhr ist am ruhigsten.',
            },
          },
          {
            kind: 'activity',
            name: { en: 'Traditional hammam', de: 'Traditioneller Hammam' },
            description: {
              en: "Steam room, black olive soap and a scrub with the kessa glove that removes layers of skin you didn't know you had. Afterwards you feel like new and sleep like a baby. We went to a mid-range spa hammam in the medina.",
              de: 'Dampfraum, schwarze Olivenseife und ein Peeling mit dem Kessa-Handschuh, das Hautschichten entfernt, von denen du nichts wusstest. Danach fühlst du dich wie neu und schläfst wie ein Baby. Wir waren in einem Spa-Hammam der mittleren Preisklasse in der Medina.',
            },
            tips: {
              en: 'Local neighbourhood hammams cost about 20 MAD, but you need your own soap, glove and towel. Spa hammams start at around 300 MAD with massage, book a day ahead.',
              de: 'Öffentliche Viertel-Hammams kosten etwa 20 MAD, aber Seife, Handschuh und Handtuch bringst du selbst mit. Spa-Hammams mit Massage gibt es ab rund 300 MAD, einen Tag vorher buchen.',
            },
          },
        ],
        accommodation: {
          name: 'Riad Yasmine',
          price: '€110/night',
          description: {
            en: 'The riad with the famous green-tiled pool in the courtyard, surrounded by banana plants. Small, stylish rooms and a roof terrace where breakfast is served with a view over the rooftops.',
            de: 'Der Riad mit dem berühmten grün gefliesten Pool im Innenhof, umgeben von Bananenstauden. Kleine, stilvolle Zimmer und eine Dachterrasse, auf der das Frühstück mit Blick über die Dächer serviert wird.',
          },
          tips: {
            en: "Taxis can't drive into the medina; the riad will send someone to meet you at the nearest drop-off point. Book early, it's very popular.",
            de: 'Taxis kommen nicht in die Medina rein, der Riad schickt dir jemanden zum nächsten Halteplatz. Früh buchen, er ist sehr beliebt.',
          },
        },
        leg: {
          type: 'car',
          duration: 240,
          price: 'MAD 300',
          description: {
            en: "Across the High Atlas via the Tizi n'Tichka pass at 2,260 m, with endless hairpin bends, Berber villages and views down into the valleys.",
            de: "Über den Tizi-n'Tichka-Pass auf 2.260 m durch den Hohen Atlas, mit endlosen Serpentinen, Berberdörfern und Blick hinunter in die Täler.",
          },
          tips: {
            en: 'Pick up the rental car at the airport, not in the city. Speed cameras are everywhere; in villages the limit is 40 or 60 km/h.',
            de: 'Hol den Mietwagen am Flughafen ab, nicht in der Stadt. Radarkontrollen gibt es überall, in Ortschaften gilt Tempo 40 oder 60.',
          },
        },
        days: [
          {
            description: {
              en: 'Landed at noon, taxi to the medina, got thoroughly lost on the way to the riad and ended up on Jemaa el-Fna at sunset.',
              de: 'Mittags gelandet, mit dem Taxi zur Medina, auf dem Weg zum Riad gründlich verlaufen und zum Sonnenuntergang auf dem Jemaa el-Fna gelandet.',
            },
            activities: [0],
          },
          {
            description: {
              en: 'Jardin Majorelle at 8 am, then the Bahia Palace and the Saadian Tombs. Tagine on a rooftop terrace to finish.',
              de: 'Um 8 Uhr in den Jardin Majorelle, danach Bahia-Palast und Saadier-Gräber. Zum Abschluss Tajine auf einer Dachterrasse.',
            },
            activities: [1],
          },
          {
            description: {
              en: 'Morning shopping in the souks with intense haggling, afternoon in the hammam, and a quiet dinner back at the riad.',
              de: 'Vormittags Shopping in den Souks mit heftigem Feilschen, nachmittags in den Hammam und abends ein ruhiges Essen im Riad.',
            },
            activities: [0, 2],
          },
          {
            description: {
              en: 'Picked up the rental car at the airport early in the morning and headed straight for the mountains.',
              de: 'Früh morgens den Mietwagen am Flughafen abgeholt und direkt Richtung Berge aufgebrochen.',
            },
            activities: [],
          },
        ],
      },
      {
        name: 'Aït Benhaddou',
        country: 'MA',
        lat: 31.047,
        lng: -7.1319,
        duration: 1,
        description: {
          en: 'A fortified mud-brick village on a hillside above a riverbed, a UNESCO World Heritage Site and a backdrop for countless films, from Gladiator to Game of Thrones. Only a few families still live in the old ksar; most have moved to the new village across the river.',
          de: 'Ein befestigtes Lehmdorf am Hang über einem Flussbett, UNESCO-Welterbe und Kulisse für unzählige Filme, von Gladiator bis Game of Thrones. Im alten Ksar leben nur noch wenige Familien, die meisten sind ins neue Dorf auf der anderen Flussseite gezogen.',
        },
        generalInfo: {
          en: "Aït Benhaddou is 30 km from Ouarzazate, where you'll find banks and supermarkets. Entry to the ksar is free, but some houses charge a small fee to pass through. In the evening, when the day-trippers have left, it's wonderfully quiet.",
          de: 'Aït Benhaddou liegt 30 km von Ouarzazate entfernt, wo es Banken und Supermärkte gibt. Der Eintritt ins Ksar ist frei, manche Häuser verlangen aber eine kleine Gebühr fürs Durchlaufen. Abends, wenn die Tagesausflügler weg sind, ist es herrlich ruhig.',
        },
        activities: [
          {
            kind: 'sight',
            name: { en: 'Ksar Aït Benhaddou', de: 'Ksar Aït Benhaddou' },
            description: {
              en: 'Cross the river on the stepping stones or the new bridge, climb through the alleys between the clay houses and up to the old granary at the top. The view over the ksar and the desert plain is breathtaking, especially at sunset.',
              de: 'Über die Trittsteine oder die neue Brücke über den Fluss, dann durch die Gassen zwischen den Lehmhäusern hinauf bis zum alten Speicher ganz oben. Der Blick über das Ksar und die Wüstenebene ist atemberaubend, besonders zum Sonnenuntergang.',
            },
            tips: {
              en: 'Go up for sunset and come back at sunrise when the walls glow orange. A small tip (10–20 MAD) is customary if someone shows you their house.',
              de: 'Geh zum Sonnenuntergang hoch und komm zum Sonnenaufgang wieder, wenn die Mauern orange leuchten. Ein kleines Trinkgeld (10–20 MAD) ist üblich, wenn dir jemand sein Haus zeigt.',
            },
            image: { scene: 'desert', hue: 22 },
          },
        ],
        accommodation: {
          name: 'Ksar Ighnda',
          price: '€90/night',
          description: {
            en: "A beautifully restored kasbah-style hotel with a pool in the palm garden, a few minutes' drive from the ksar. Dinner with tagine and Moroccan salads in the courtyard was excellent.",
            de: 'Ein wunderschön restauriertes Hotel im Kasbah-Stil mit Pool im Palmengarten, ein paar Autominuten vom Ksar entfernt. Das Abendessen mit Tajine und marokkanischen Salaten im Innenhof war hervorragend.',
          },
          tips: {
            en: "Book half board, there's little choice nearby in the evening. Ask the hotel for a local guide for the ksar, it costs about 100 MAD.",
            de: 'Buch Halbpension, abends gibt es in der Nähe kaum Auswahl. Frag im Hotel nach einem lokalen Guide fürs Ksar, das kostet etwa 100 MAD.',
          },
        },
        leg: {
          type: 'car',
          duration: 200,
          price: 'MAD 250',
          description: {
            en: 'Via Ouarzazate, the oasis of Skoura and the Valley of Roses to Boumalne Dadès, then up into the gorge. About 200 km.',
            de: 'Über Ouarzazate, die Oase Skoura und das Tal der Rosen nach Boumalne Dadès und dann hinein in die Schlucht. Rund 200 km.',
          },
          tips: {
            en: "Stop at the Kasbah Amridil in Skoura, it's on the old 50-dirham note. Buy rose water in Kelaat M'Gouna.",
            de: "Halt an der Kasbah Amridil in Skoura, die ist auf dem alten 50-Dirham-Schein abgebildet. In Kelaat M'Gouna kannst du Rosenwasser kaufen.",
          },
        },
        days: [
          {
            description: {
              en: 'Arrived after the pass, explored the ksar in the afternoon, sunset from the top and a cosy evening by the pool.',
              de: 'Nach dem Pass angekommen, nachmittags das Ksar erkundet, Sonnenuntergang ganz oben und ein gemütlicher Abend am Pool.',
            },
            activities: [0],
          },
        ],
      },
      {
        name: 'Gorges du Dadès',
        country: 'MA',
        lat: 31.5236,
        lng: -5.9215,
        duration: 1,
        description: {
          en: 'The road through the Dadès Gorge winds past red rock formations, green fields and kasbahs until it climbs a spectacular series of hairpin bends. The whole valley is surprisingly green along the river, with almond and walnut trees and little villages.',
          de: 'Die Straße durch die Dadès-Schlucht schlängelt sich vorbei an roten Felsformationen, grünen Feldern und Kasbahs, bis sie in spektakulären Serpentinen nach oben klettert. Entlang des Flusses ist das ganze Tal überraschend grün, mit Mandel- und Walnussbäumen und kleinen Dörfern.',
        },
        generalInfo: {
          en: 'The nearest town with ATMs and fuel is Boumalne Dadès at the entrance to the gorge. The road is paved but narrow, so drive carefully and honk before blind bends. It gets cold at night in October, bring a warm layer.',
          de: 'Der nächste Ort mit Geldautomaten und Tankstelle ist Boumalne Dadès am Eingang der Schlucht. Die Straße ist asphaltiert, aber schmal, fahr vorsichtig und hup vor unübersichtlichen Kurven. Im Oktober wird es nachts kalt, nimm was Warmes mit.',
        },
        activities: [
          {
            kind: 'activity',
            name: { en: 'Monkey Fingers hike', de: 'Wanderung durch die Affenfinger' },
            description: {
              en: "A three-hour loop through the bizarre rock formations called Monkey Fingers, through narrow canyons and past nomad caves. Some passages are so tight you have to squeeze through sideways. With a local guide it's easy to find the way.",
              de: 'Eine dreistündige Runde durch die bizarren Felsformationen, die Affenfinger genannt werden, durch enge Schluchten und vorbei an Nomadenhöhlen. Manche Passagen sind so schmal, dass du dich seitlich durchquetschen musst. Mit einem lokalen Guide findest du den Weg problemlos.',
            },
            tips: {
              en: 'Guides wait near the hotels and charge about 150 to 200 MAD for the group. Start in the morning before it gets hot and wear shoes with good grip.',
              de: 'Guides warten bei den Hotels und nehmen etwa 150 bis 200 MAD für die Gruppe. Geh morgens los, bevor es heiß wird, und zieh Schuhe mit gutem Profil an.',
            },
          },
          {
            kind: 'sight',
            name: { en: 'The Dadès hairpin bends', de: 'Die Serpentinen der Dadès' },
            description: {
              en: 'The famous zigzag road climbing the gorge wall is one of the most photographed roads in Morocco. From the café at the top, you look right down onto the bends and the gorge.',
              de: 'Die berühmte Zickzackstraße an der Schluchtwand ist eine der meistfotografierten Straßen Marokkos. Vom Café ganz oben blickst du direkt auf die Kurven und in die Schlucht.',
            },
            tips: {
              en: "Have a mint tea on the café terrace, that's the price of the view. The best light is in the late afternoon.",
              de: 'Trink auf der Caféterrasse einen Minztee, das ist der Preis für den Ausblick. Das schönste Licht hast du am späten Nachmittag.',
            },
            image: { scene: 'mountains', hue: 15 },
          },
        ],
        accommodation: {
          name: 'Chez Amaliya',
          price: '€60/night',
          description: {
            en: 'A friendly guesthouse right by the river in the gorge, with a pool, a garden and simple but spotless rooms. The terrace with a view of the rock walls is perfect for dinner.',
            de: 'Ein freundliches Gästehaus direkt am Fluss in der Schlucht, mit Pool, Garten und einfachen, aber blitzsauberen Zimmern. Die Terrasse mit Blick auf die Felswände ist perfekt zum Abendessen.',
          },
          tips: {
            en: 'Dinner and breakfast are included in most offers here, check before booking. The owners can arrange the Monkey Fingers guide for you.',
            de: 'Abendessen und Frühstück sind hier bei den meisten Angeboten dabei, check das vor der Buchung. Die Gastgeber vermitteln dir auch den Guide für die Affenfinger.',
          },
        },
        leg: {
          type: 'car',
          duration: 300,
          price: 'MAD 350',
          description: {
            en: 'East via Tinghir with a detour into the Todra Gorge, then through Erfoud and Rissani to the edge of the Erg Chebbi dunes. About 300 km.',
            de: 'Nach Osten über Tinghir mit Abstecher in die Todra-Schlucht, dann über Erfoud und Rissani bis an den Rand der Dünen der Erg Chebbi. Rund 300 km.',
          },
          tips: {
            en: 'The Todra Gorge is a short walk between 300 m high walls, just park at the entrance. Fill up in Tinghir or Erfoud.',
            de: 'Die Todra-Schlucht ist ein kurzer Spaziergang zwischen 300 m hohen Wänden, park einfach am Eingang. Tank in Tinghir oder Erfoud voll.',
          },
        },
        days: [
          {
            description: {
              en: 'Morning hike through the Monkey Fingers with our guide Hassan, then the drive up the hairpin bends for tea with a view.',
              de: 'Vormittags mit unserem Guide Hassan durch die Affenfinger, danach hoch über die Serpentinen zum Tee mit Aussicht.',
            },
            activities: [0, 1],
          },
        ],
      },
      {
        name: 'Merzouga',
        country: 'MA',
        lat: 31.099,
        lng: -4.012,
        duration: 2,
        description: {
          en: 'Merzouga is a small village at the foot of the Erg Chebbi, a sea of orange sand dunes up to 150 m high. This is the Sahara as you imagine it. Most people spend one night in a desert camp among the dunes, and it really is as magical as everyone says.',
          de: 'Merzouga ist ein kleines Dorf am Fuß der Erg Chebbi, einem Meer aus orangefarbenen Sanddünen, bis zu 150 m hoch. Genau so stellst du dir die Sahara vor. Die meisten verbringen eine Nacht in einem Wüstencamp zwischen den Dünen, und es ist wirklich so magisch, wie alle sagen.',
        },
        generalInfo: {
          en: "You can leave your car at the camp office or hotel in the village. There's an ATM in Rissani, 35 km away, but not always in Merzouga. Evenings in October are around 15 °C, the nights in the dunes colder.",
          de: 'Das Auto kannst du beim Büro des Camps oder am Hotel im Dorf stehen lassen. Ein Geldautomat steht in Rissani, 35 km entfernt, in Merzouga nicht immer. Im Oktober hat es abends um 15 °C, nachts in den Dünen kälter.',
        },
        activities: [
          {
            kind: 'activity',
            name: { en: 'Camel trek and a night in the dunes', de: 'Kamelritt und Nacht in den Dünen' },
            description: {
              en: "In the late afternoon, the camel caravan sets off into the dunes, and after an hour and a half you reach the camp. Dinner, drumming by the fire and a sky full of stars like I've never seen. At dawn, we climbed the highest dune for sunrise.",
              de: 'Am späten Nachmittag bricht die Kamelkarawane in die Dünen auf, nach anderthalb Stunden erreichst du das Camp. Abendessen, Trommeln am Feuer und ein Sternenhimmel, wie ich ihn noch nie gesehen habe. Im Morgengrauen sind wir zum Sonnenaufgang auf die höchste Düne geklettert.',
            },
            tips: {
              en: 'Wear long trousers for riding, it chafes. Bring a scarf against the sand and a headlamp. Climbing the big dune at dawn is exhausting but worth it.',
              de: 'Zieh zum Reiten eine lange Hose an, sonst scheuert es. Nimm ein Tuch gegen den Sand und eine Stirnlampe mit. Der Aufstieg auf die große Düne im Morgengrauen ist anstrengend, aber lohnt sich.',
            },
            image: { scene: 'desert', hue: 30 },
          },
          {
            kind: 'sight',
            name: { en: 'Gnawa music in Khamlia', de: 'Gnawa-Musik in Khamlia' },
            description: {
              en: 'Khamlia is a village of descendants of West African slaves, who keep their Gnawa music alive. In the music house you sit on carpets, drink tea and listen to the hypnotic rhythms of drums and metal castanets.',
              de: 'Khamlia ist ein Dorf von Nachfahren westafrikanischer Sklaven, die ihre Gnawa-Musik lebendig halten. Im Musikhaus sitzt du auf Teppichen, trinkst Tee und hörst den hypnotischen Rhythmen von Trommeln und Metallkastagnetten zu.',
            },
            tips: {
              en: "There's no fixed price, but a contribution of about 50 MAD per person is fair. Ideal before the camel trek in the afternoon.",
              de: 'Einen festen Preis gibt es nicht, ein Beitrag von etwa 50 MAD pro Person ist fair. Ideal am Nachmittag vor dem Kamelritt.',
            },
          },
        ],
        accommodation: {
          name: 'Erg Chebbi Desert Camp',
          price: '€120/night',
          description: {
            en: 'Spacious tents with real beds, carpets and a private bathroom in the middle of the dunes. Dinner, breakfast and the camel ride were included. Simple luxury in the middle of nowhere.',
            de: 'Geräumige Zelte mit echten Betten, Teppichen und eigenem Bad mitten in den Dünen. Abendessen, Frühstück und Kamelritt waren inklusive. Einfacher Luxus im Nirgendwo.',
          },
          tips: {
            en: 'Compare several camps, prices vary a lot for the same standard. The second night we stayed in a hotel in the village with a view of the dunes.',
            de: 'Vergleich mehrere Camps, die Preise schwanken bei gleichem Standard enorm. Die zweite Nacht haben wir in einem Hotel im Dorf mit Dünenblick geschlafen.',
          },
        },
        leg: {
          type: 'car',
          duration: 480,
          price: 'MAD 450',
          description: {
            en: 'The long haul north: Ziz Valley, Midelt, the cedar forests of the Middle Atlas and Ifrane, the Moroccan Switzerland. About 470 km.',
            de: 'Die lange Etappe nach Norden: Ziz-Tal, Midelt, die Zedernwälder des Mittleren Atlas und Ifrane, die marokkanische Schweiz. Rund 470 km.',
          },
          tips: {
            en: 'Start early and take a break at the Ziz Valley viewpoint. Barbary macaques live in the cedar forest near Azrou.',
            de: 'Fahr früh los und mach eine Pause am Aussichtspunkt über dem Ziz-Tal. Im Zedernwald bei Azrou leben Berberaffen.',
          },
        },
        days: [
          {
            description: {
              en: 'Gnawa music in Khamlia in the afternoon, then the camel ride into the dunes and a night in the camp under a million stars.',
              de: 'Nachmittags Gnawa-Musik in Khamlia, dann mit den Kamelen in die Dünen und eine Nacht im Camp unter einer Million Sternen.',
            },
            activities: [0, 1],
          },
          {
            description: {
              en: 'Sunrise on the big dune, back on the camels for breakfast, then a lazy day by the pool of our hotel in the village.',
              de: 'Sonnenaufgang auf der großen Düne, mit den Kamelen zurück zum Frühstück und dann ein fauler Tag am Pool unseres Hotels im Dorf.',
            },
            activities: [0],
          },
        ],
      },
      {
        name: 'Fès',
        country: 'MA',
        lat: 34.0622,
        lng: -4.9733,
        duration: 2,
        description: {
          en: "Fez el-Bali is the largest car-free medieval city in the world: over 9,000 alleys, many so narrow that donkeys are the only means of transport. It's less touristy than Marrakesh, more authentic and even more confusing. A great finale to the trip.",
          de: 'Fès el-Bali ist die größte autofreie mittelalterliche Stadt der Welt: über 9.000 Gassen, viele so schmal, dass Esel das einzige Transportmittel sind. Weniger touristisch als Marrakesch, ursprünglicher und noch verwirrender. Ein großartiges Finale der Reise.',
        },
        generalInfo: {
          en: 'Fez has an airport with direct flights to Europe, where we returned the rental car (one-way fee about €50). Petit taxis take you to the medina gates. Official guides can be booked through hotels for around 300 MAD for half a day.',
          de: 'Fès hat einen Flughafen mit Direktflügen nach Europa, dort haben wir den Mietwagen zurückgegeben (Einweggebühr rund 50 €). Petit Taxis bringen dich zu den Toren der Medina. Offizielle Guides buchst du über das Hotel für etwa 300 MAD pro halbem Tag.',
        },
        activities: [
          {
            kind: 'sight',
            name: { en: 'Medina and Chouara Tannery', de: 'Medina und Gerberei Chouara' },
            description: {
              en: 'From the terraces of the leather shops, you look down on the round stone vats of the 900-year-old tannery, where hides are dyed in colours like in a paint box. On the way you pass the Al-Qarawiyyin Mosque, the Bou Inania Madrasa and endless workshops.',
              de: 'Von den Terrassen der Lederläden schaust du hinunter auf die runden Steinbottiche der 900 Jahre alten Gerberei, in denen Häute bunt wie in einem Farbkasten gefärbt werden. Unterwegs kommst du an der Al-Qarawiyyin-Moschee, der Medersa Bou Inania und unzähligen Werkstätten vorbei.',
            },
            tips: {
              en: "You'll get a sprig of mint against the smell at the tannery. Go in the morning when the vats are being worked. An official guide saves you hours of getting lost.",
              de: 'Gegen den Geruch bekommst du an der Gerberei einen Minzzweig. Geh vormittags hin, wenn in den Bottichen gearbeitet wird. Ein offizieller Guide spart dir Stunden des Verlaufens.',
            },
            image: { scene: 'city', hue: 35 },
          },
        ],
        accommodation: {
          name: 'Dar Seffarine',
          price: '€95/night',
          description: {
            en: "A 600-year-old townhouse in the heart of the medina, lovingly restored, with a stunning courtyard and a roof terrace over the coppersmiths' square. The hosts cook fantastic dinners.",
            de: 'Ein 600 Jahre altes Stadthaus mitten in der Medina, liebevoll restauriert, mit beeindruckendem Innenhof und Dachterrasse über dem Platz der Kupferschmiede. Die Gastgeber kochen fantastische Abendessen.',
          },
          tips: {
            en: "Arrange a pickup at the medina gate, you'll never find the house on your own the first time. Book at least one dinner in the house.",
            de: 'Lass dich am Tor der Medina abholen, beim ersten Mal findest du das Haus nie allein. Buch mindestens ein Abendessen im Haus.',
          },
        },
        days: [
          {
            description: {
              en: 'Half-day tour of the medina with an official guide: tannery, madrasa, workshops. Afternoon at the Merinid Tombs with a view over the city.',
              de: 'Halbtagestour durch die Medina mit offiziellem Guide: Gerberei, Medersa, Werkstätten. Nachmittags zu den Meriniden-Gräbern mit Blick über die Stadt.',
            },
            activities: [0],
          },
          {
            description: {
              en: 'Last purchases in the souks, a farewell lunch of pastilla and the car back to the airport in the afternoon.',
              de: 'Letzte Einkäufe in den Souks, ein Abschiedsessen mit Pastilla und nachmittags mit dem Mietwagen zurück zum Flughafen.',
            },
            activities: [0],
          },
        ],
      },
    ],
  },
  {
    author: 'lena',
    language: 'en',
    title: {
      en: 'Penguins, Wine and Wild Coast: Cape Town and the Garden Route',
      de: 'Pinguine, Wein und wilde Küste: Kapstadt und die Garden Route',
    },
    description: {
      en: "Nine nights from Cape Town east along the coast, the classic South Africa road trip for first-timers. We spent four nights in Cape Town for Table Mountain, the Cape Peninsula and the winelands, then took the scenic inland Route 62 to Oudtshoorn before dropping down to Knysna and the wild coastal forest of Tsitsikamma. March is late summer: warm water, fewer crowds than December and lovely evening light. Distances are short, the roads are good and the mix of city, mountains, wine and ocean makes this one of the most varied road trips I've done.",
      de: 'Neun Nächte von Kapstadt aus an der Küste entlang nach Osten – der klassische Südafrika-Roadtrip für Einsteiger. Vier Nächte Kapstadt für Tafelberg, Kap-Halbinsel und Weinland, danach über die landschaftlich tolle Route 62 im Inland nach Oudtshoorn und dann hinunter nach Knysna und in den wilden Küstenwald von Tsitsikamma. Im März ist Spätsommer: warmes Wasser, weniger Andrang als im Dezember und wunderschönes Abendlicht. Die Strecken sind kurz, die Straßen gut, und die Mischung aus Stadt, Bergen, Wein und Meer macht diesen Roadtrip zu einem der abwechslungsreichsten, die ich gemacht habe.',
    },
    summary: {
      en: "A brilliant first trip to South Africa. Cape Town alone could fill a week, so don't squeeze it. Never leave anything visible in the car, drive only in daylight and use Uber in the city. Food and wine are excellent value in euros; the SANParks fees for foreigners add up quickly.",
      de: 'Eine großartige erste Südafrikareise. Kapstadt allein könnte eine Woche füllen, also quetsch es nicht zu sehr. Lass nie etwas sichtbar im Auto liegen, fahr nur bei Tageslicht und nimm in der Stadt Uber. Essen und Wein sind für uns Europäer günstig, die SANParks-Gebühren für Ausländer läppern sich aber schnell.',
    },
    period: 'March 2024',
    dateFrom: '2024-03-09',
    travelTypes: ['roadtrip', 'couple', 'nature', 'beach'],
    tags: ['south africa', 'garden route', 'wine', 'penguins'],
    apps: ['Uber', 'Waze', 'EskomSePush'],
    budget: 2,
    comfort: 6,
    detail: 3,
    cover: { scene: 'coast', hue: 190 },
    places: [
      {
        name: 'Cape Town',
        country: 'ZA',
        lat: -33.9249,
        lng: 18.4241,
        duration: 4,
        description: {
          en: 'Cape Town is one of the most beautiful cities in the world, squeezed between Table Mountain and two oceans. It has great food, beaches, colourful neighbourhoods like Bo-Kaap and a complex history you feel everywhere. The wind, the famous Cape Doctor, can blow hard in summer.',
          de: 'Kapstadt ist eine der schönsten Städte der Welt, eingequetscht zwischen Tafelberg und zwei Ozeanen. Es gibt tolles Essen, Strände, bunte Viertel wie Bo-Kaap und eine komplexe Geschichte, die du überall spürst. Der Wind, der berühmte Cape Doctor, kann im Sommer ordentlich blasen.',
        },
        generalInfo: {
          en: 'Direct flights from Europe. The rand is good value for euro travellers and cards are accepted almost everywhere. Use Uber rather than walking at night. Load shedding (scheduled power cuts) can still happen, most hotels have backup power.',
          de: 'Direktflüge aus Europa. Der Rand ist für Reisende aus dem Euroraum günstig, Karten werden fast überall akzeptiert. Nimm abends lieber Uber, statt zu Fuß zu gehen. Load Shedding (geplante Stromabschaltungen) kann noch vorkommen, die meisten Hotels haben Notstrom.',
        },
        activities: [
          {
            kind: 'activity',
            name: { en: 'Table Mountain via Platteklip Gorge', de: 'Über die Platteklip Gorge auf den Tafelberg' },
            description: {
              en: "The most direct route up: a steep stone staircase through the gorge in the middle of the mountain's front face, about 2 hours and 700 m of ascent. At the top, the view over the city, Lion's Head and Robben Island is spectacular.",
              de: "Der direkteste Weg nach oben: eine steile Steintreppe durch die Schlucht mitten in der Vorderseite des Bergs, etwa 2 Stunden und 700 Höhenmeter. Oben ist der Blick über die Stadt, den Lion's Head und Robben Island spektakulär.",
            },
            tips: {
              en: "Start early, there's no shade. Check the cable car status before you go: if it's closed due to wind, you'll have to walk down too. A one-way ride down costs around R250.",
              de: 'Starte früh, es gibt keinen Schatten. Check vorher, ob die Seilbahn fährt: Wenn sie wegen Wind geschlossen ist, musst du auch runterlaufen. Die einfache Fahrt nach unten kostet rund 250 R.',
            },
            image: { scene: 'mountains', hue: 200 },
          },
          {
            kind: 'sight',
            name: { en: 'Cape Peninsula and Boulders Beach', de: 'Kap-Halbinsel und Boulders Beach' },
            description: {
              en: "A full-day loop: Chapman's Peak Drive along the cliffs, the Cape of Good Hope and Cape Point with its lighthouse, then the African penguin colony at Boulders Beach in Simon's Town. On the way back, stop in Kalk Bay for fish and chips.",
              de: "Eine Tagesrunde: Chapman's Peak Drive an den Klippen entlang, das Kap der Guten Hoffnung und Cape Point mit Leuchtturm, danach die Brillenpinguin-Kolonie am Boulders Beach in Simon's Town. Auf dem Rückweg Fish and Chips in Kalk Bay.",
            },
            tips: {
              en: "Drive the loop clockwise so you're on the sea side on Chapman's Peak. The SANParks fees for Cape Point are steep for foreigners, check if a Wild Card is worth it for your trip.",
              de: "Fahr die Runde im Uhrzeigersinn, dann bist du auf dem Chapman's Peak auf der Meerseite. Die SANParks-Gebühren für Cape Point sind für Ausländer happig, rechne nach, ob sich eine Wild Card lohnt.",
            },
            image: { scene: 'coast', hue: 185 },
          },
          {
            kind: 'activity',
            name: { en: 'Wine tasting in Franschhoek', de: 'Weinprobe in Franschhoek' },
            description: {
              en: 'An hour from Cape Town, Franschhoek lies in a valley surrounded by mountains and vineyards. We tasted at three estates, had a long lunch overlooking the vines and were back in the city in time for sunset.',
              de: 'Eine Stunde von Kapstadt entfernt liegt Franschhoek in einem Tal voller Berge und Weinberge. Wir haben auf drei Weingütern probiert, lange mit Blick auf die Reben zu Mittag gegessen und waren zum Sonnenuntergang zurück in der Stadt.',
            },
            tips: {
              en: 'Take the hop-on hop-off Wine Tram so nobody has to drive. Tastings cost R100 to R200 per flight. Book lunch at popular estates a week ahead.',
              de: 'Nimm die Hop-on-hop-off-Wine-Tram, dann muss keiner fahren. Eine Probe kostet 100 bis 200 R. Mittagessen auf beliebten Weingütern eine Woche vorher reservieren.',
            },
            image: { scene: 'vineyard', hue: 95 },
          },
        ],
        accommodation: {
          name: 'Cape Heritage Hotel',
          price: 'R2,800/night',
          description: {
            en: 'A boutique hotel in a restored 18th-century building on Heritage Square, right between Bo-Kaap and the city centre. Big rooms, friendly staff and lots of restaurants within walking distance.',
            de: 'Ein Boutiquehotel in einem restaurierten Gebäude aus dem 18. Jahrhundert am Heritage Square, direkt zwischen Bo-Kaap und Innenstadt. Große Zimmer, nettes Personal und viele Restaurants in Gehweite.',
          },
          tips: {
            en: "Parking is in a secure garage nearby for a daily fee. Only pick up the rental car on the day you do the Cape Peninsula, you don't need it in town.",
            de: 'Geparkt wird gegen Tagesgebühr in einer bewachten Garage in der Nähe. Hol den Mietwagen erst für den Tag auf der Kap-Halbinsel ab, in der Stadt brauchst du ihn nicht.',
          },
        },
        leg: {
          type: 'car',
          duration: 330,
          price: 'R900',
          description: {
            en: 'Route 62 inland through Worcester, Robertson, Montagu and Barrydale: wine valleys, mountain passes and the semi-desert Karoo. About 420 km.',
            de: 'Die Route 62 durchs Inland über Worcester, Robertson, Montagu und Barrydale: Weintäler, Bergpässe und die Halbwüste Karoo. Rund 420 km.',
          },
          tips: {
            en: "Stop at the Cogmanskloof tunnel before Montagu and for a milkshake in Barrydale. Don't drive after dark, there are animals on the road.",
            de: 'Halt am Cogmanskloof-Tunnel vor Montagu und für einen Milchshake in Barrydale. Fahr nicht im Dunkeln, es laufen Tiere über die Straße.',
          },
        },
        days: [
          {
            description: {
              en: 'Landed in the morning, Uber to the hotel, a walk through the colourful streets of Bo-Kaap and sundowners at the V&A Waterfront.',
              de: 'Morgens gelandet, mit Uber zum Hotel, ein Spaziergang durch die bunten Straßen von Bo-Kaap und Sundowner an der V&A Waterfront.',
            },
            activities: [],
          },
          {
            description: {
              en: 'Up Table Mountain via Platteklip Gorge, cable car down and a lazy afternoon on the beach at Camps Bay.',
              de: 'Über die Platteklip Gorge auf den Tafelberg, mit der Seilbahn runter und ein fauler Nachmittag am Strand von Camps Bay.',
            },
            activities: [0],
          },
          {
            description: {
              en: "Picked up the rental car and drove the Cape Peninsula loop: Chapman's Peak, Cape Point, penguins and fish and chips.",
              de: "Mietwagen abgeholt und die Runde über die Kap-Halbinsel gedreht: Chapman's Peak, Cape Point, Pinguine und Fish and Chips.",
            },
            activities: [1],
          },
          {
            description: {
              en: 'Day in the winelands with the Franschhoek Wine Tram, three tastings and far too much cheese.',
              de: 'Tag im Weinland mit der Franschhoek Wine Tram, drei Weinproben und viel zu viel Käse.',
            },
            activities: [2],
          },
          {
            description: {
              en: 'Slow morning at the Kirstenbosch botanical garden and its treetop walkway, then we set off east on Route 62.',
              de: 'Gemütlicher Vormittag im botanischen Garten Kirstenbosch mit dem Baumwipfelpfad, danach ging es auf der Route 62 nach Osten.',
            },
            activities: [],
          },
        ],
      },
      {
        name: 'Oudtshoorn',
        country: 'ZA',
        lat: -33.5907,
        lng: 22.2014,
        duration: 1,
        description: {
          en: "The ostrich capital of the world lies in the Little Karoo, a dry valley between mountain ranges. The grand 'feather palaces' in town were built during the ostrich feather boom around 1900. Nearby are the Cango Caves and the spectacular gravel road over the Swartberg Pass.",
          de: 'Die Straußenhauptstadt der Welt liegt in der Kleinen Karoo, einem trockenen Tal zwischen Bergketten. Die prachtvollen „Federpaläste“ im Ort entstanden während des Straußenfedern-Booms um 1900. In der Nähe liegen die Cango Caves und die spektakuläre Schotterstraße über den Swartberg-Pass.',
        },
        generalInfo: {
          en: "It gets very hot here in summer, often over 35 °C, so do activities in the morning. Oudtshoorn has supermarkets, ATMs and a few good restaurants on Baron van Reede Street. Try ostrich steak, it's lean and tasty.",
          de: 'Im Sommer wird es hier sehr heiß, oft über 35 °C, mach Aktivitäten also morgens. Oudtshoorn hat Supermärkte, Geldautomaten und ein paar gute Restaurants in der Baron van Reede Street. Probier Straußensteak, es ist mager und lecker.',
        },
        activities: [
          {
            kind: 'sight',
            name: { en: 'Cango Caves', de: 'Cango Caves' },
            description: {
              en: "A huge cave system with enormous halls full of stalactites, 30 km north of town. The standard heritage tour takes an hour; the adventure tour includes crawling through narrow passages like the Devil's Chimney.",
              de: "Ein riesiges Höhlensystem mit gewaltigen Hallen voller Tropfsteine, 30 km nördlich des Orts. Die Standardtour dauert eine Stunde, bei der Abenteuertour kriechst du durch enge Passagen wie den Devil's Chimney.",
            },
            tips: {
              en: "Book the adventure tour online, it sells out. Wear clothes you don't mind getting dirty. Not for the claustrophobic!",
              de: 'Buch die Abenteuertour online, sie ist oft ausgebucht. Zieh Kleidung an, die dreckig werden darf. Nichts für Leute mit Platzangst!',
            },
          },
        ],
        accommodation: {
          name: "Queen's Hotel",
          price: 'R1,500/night',
          description: {
            en: 'A historic hotel from 1880 in the town centre with high ceilings, a pool in the courtyard and a wonderful old-world charm. The restaurant serves excellent ostrich.',
            de: 'Ein historisches Hotel von 1880 im Ortszentrum mit hohen Decken, Pool im Innenhof und wunderbarem Charme vergangener Zeiten. Das Restaurant serviert hervorragenden Strauß.',
          },
          tips: {
            en: "The pool is a lifesaver after a hot day. Ask for a room away from the street, it's livelier at the weekend.",
            de: 'Der Pool ist nach einem heißen Tag Gold wert. Frag nach einem Zimmer abseits der Straße, am Wochenende ist dort mehr los.',
          },
        },
        leg: {
          type: 'car',
          duration: 100,
          price: 'R300',
          description: {
            en: 'Over the Outeniqua Pass down to George, then along the coast past Wilderness and its lagoons to Knysna. About 120 km.',
            de: 'Über den Outeniqua-Pass hinunter nach George und dann an der Küste entlang vorbei an Wilderness und seinen Lagunen bis Knysna. Rund 120 km.',
          },
          tips: {
            en: 'Stop at the Map of Africa viewpoint above Wilderness, the river bend really looks like the continent.',
            de: 'Halt am Aussichtspunkt Map of Africa oberhalb von Wilderness, die Flussschleife sieht wirklich aus wie der Kontinent.',
          },
        },
        days: [
          {
            description: {
              en: 'Early adventure tour through the Cango Caves, a short drive up towards the Swartberg Pass and an afternoon by the pool.',
              de: 'Früh die Abenteuertour durch die Cango Caves, eine kurze Fahrt Richtung Swartberg-Pass und ein Nachmittag am Pool.',
            },
            activities: [0],
          },
        ],
      },
      {
        name: 'Knysna',
        country: 'ZA',
        lat: -34.0363,
        lng: 23.0471,
        duration: 2,
        description: {
          en: "Knysna lies on a large lagoon connected to the sea by the Knysna Heads, two huge sandstone cliffs. The town is relaxed and known for its oysters, and around it you'll find forests, beaches and some of the prettiest coastline on the Garden Route.",
          de: 'Knysna liegt an einer großen Lagune, die durch die Knysna Heads, zwei mächtige Sandsteinklippen, mit dem Meer verbunden ist. Der Ort ist entspannt und für seine Austern bekannt, drumherum gibt es Wälder, Strände und einige der schönsten Küstenabschnitte der Garden Route.',
        },
        generalInfo: {
          en: 'Knysna is right in the middle of the Garden Route: 1 hour to George airport, 30 minutes to Plettenberg Bay. The waterfront has restaurants and shops. Book boat trips on the lagoon in advance in high season.',
          de: 'Knysna liegt mitten an der Garden Route: 1 Stunde zum Flughafen George, 30 Minuten nach Plettenberg Bay. An der Waterfront gibt es Restaurants und Läden. Bootstouren auf der Lagune in der Hochsaison vorher buchen.',
        },
        activities: [
          {
            kind: 'sight',
            name: { en: 'Knysna Heads and Brenton-on-Sea', de: 'Knysna Heads und Brenton-on-Sea' },
            description: {
              en: 'From the viewpoint on the eastern head, you watch the waves crash through the narrow channel into the lagoon. Then drive over to Brenton-on-Sea, an endless, almost empty beach below green dunes.',
              de: 'Vom Aussichtspunkt auf dem östlichen Head siehst du, wie die Wellen durch den engen Kanal in die Lagune krachen. Danach rüber nach Brenton-on-Sea, ein endloser, fast leerer Strand unter grünen Dünen.',
            },
            tips: {
              en: 'Go to the Heads at high tide when the waves are most dramatic. At Brenton, only swim when lifeguards are on duty.',
              de: 'Fahr bei Flut zu den Heads, dann sind die Wellen am spektakulärsten. In Brenton nur baden, wenn Rettungsschwimmer da sind.',
            },
            image: { scene: 'coast', hue: 170 },
          },
          {
            kind: 'activity',
            name: { en: 'Oysters and a lagoon cruise', de: 'Austern und Bootstour auf der Lagune' },
            description: {
              en: 'Knysna oysters are farmed in the lagoon, and a plate of fresh ones at the waterfront is a must. We combined it with a sunset cruise on the lagoon out to the Heads, with a glass of local bubbly.',
              de: 'Die Austern aus Knysna werden in der Lagune gezüchtet, ein Teller frischer Austern an der Waterfront ist Pflicht. Wir haben das mit einer Sonnenuntergangsfahrt auf der Lagune bis zu den Heads kombiniert, dazu ein Glas Sekt aus der Region.',
            },
            tips: {
              en: 'A dozen oysters cost around R250. Sunset cruises are about R500 per person and book out in high season.',
              de: 'Ein Dutzend Austern kostet rund 250 R. Sonnenuntergangsfahrten liegen bei etwa 500 R pro Person und sind in der Hochsaison schnell ausgebucht.',
            },
          },
        ],
        accommodation: {
          name: 'Turbine Hotel & Spa',
          price: 'R3,000/night',
          description: {
            en: 'A converted power station on Thesen Island, with old turbines and machinery built into the lobby and bar. Stylish, quirky and right on the water.',
            de: 'Ein umgebautes Kraftwerk auf Thesen Island, in Lobby und Bar sind die alten Turbinen und Maschinen integriert. Stylish, etwas schräg und direkt am Wasser.',
          },
          tips: {
            en: 'Guests get free use of kayaks and stand-up paddle boards on the canals. Thesen Island has several good restaurants within walking distance.',
            de: 'Gäste können kostenlos Kajaks und SUP-Boards auf den Kanälen nutzen. Auf Thesen Island gibt es mehrere gute Restaurants in Gehweite.',
          },
        },
        leg: {
          type: 'car',
          duration: 90,
          price: 'R250',
          description: {
            en: 'East along the N2 via Plettenberg Bay to Tsitsikamma, with a long stop at the Robberg Nature Reserve. About 100 km.',
            de: 'Auf der N2 nach Osten über Plettenberg Bay bis Tsitsikamma, mit langem Stopp im Naturschutzgebiet Robberg. Rund 100 km.',
          },
          tips: {
            en: 'The Robberg peninsula walk takes 2 to 4 hours and has seals. Adrenaline junkies can stop at the Bloukrans Bridge bungee.',
            de: 'Die Runde auf der Halbinsel Robberg dauert 2 bis 4 Stunden, mit Robben. Adrenalinjunkies halten am Bungee an der Bloukrans Bridge.',
          },
        },
        days: [
          {
            description: {
              en: 'Morning at the Knysna Heads viewpoint, afternoon on the beach at Brenton-on-Sea with hardly anyone else around.',
              de: 'Vormittags am Aussichtspunkt der Knysna Heads, nachmittags am Strand von Brenton-on-Sea, fast ohne andere Menschen.',
            },
            activities: [0],
          },
          {
            description: {
              en: 'Kayaked around Thesen Island, oysters for lunch at the waterfront and a sunset cruise to the Heads.',
              de: 'Mit dem Kajak um Thesen Island gepaddelt, mittags Austern an der Waterfront und zum Sonnenuntergang die Bootstour zu den Heads.',
            },
            activities: [1],
          },
        ],
      },
      {
        name: 'Storms River Mouth',
        country: 'ZA',
        lat: -34.021,
        lng: 23.898,
        duration: 2,
        description: {
          en: 'Inside the Tsitsikamma section of the Garden Route National Park, the Storms River meets the Indian Ocean in a deep gorge. The rest camp sits right on the rocks with waves crashing in front of your chalet. Wild, green and beautiful, especially when the mist rolls in.',
          de: 'Im Tsitsikamma-Abschnitt des Garden-Route-Nationalparks mündet der Storms River durch eine tiefe Schlucht in den Indischen Ozean. Das Rastlager liegt direkt auf den Felsen, die Wellen brechen vor deinem Chalet. Wild, grün und wunderschön, vor allem wenn der Nebel reinzieht.',
        },
        generalInfo: {
          en: "The daily SANParks conservation fee is paid at the gate, unless you have a Wild Card. There's a small shop and a restaurant in the camp. From here it's about 2 hours to the airport in Gqeberha (Port Elizabeth).",
          de: 'Die tägliche SANParks-Naturschutzgebühr zahlst du am Tor, außer du hast eine Wild Card. Im Camp gibt es einen kleinen Laden und ein Restaurant. Von hier sind es etwa 2 Stunden bis zum Flughafen Gqeberha (Port Elizabeth).',
        },
        activities: [
          {
            kind: 'activity',
            name: { en: 'Mouth Trail and suspension bridge', de: 'Mouth Trail und Hängebrücke' },
            description: {
              en: 'A boardwalk trail through coastal forest leads to the suspension bridge over the river mouth, about 2 km one way. Climb the steep path on the other side for a view over the gorge and the coastline.',
              de: 'Ein Bohlenweg durch den Küstenwald führt zur Hängebrücke über die Flussmündung, etwa 2 km pro Strecke. Auf der anderen Seite geht ein steiler Pfad hoch zu einem Aussichtspunkt über Schlucht und Küste.',
            },
            tips: {
              en: 'Go early before the day visitors arrive. Kayak and lilo tours up the gorge leave from the beach near the bridge.',
              de: 'Geh früh, bevor die Tagesbesucher kommen. Kajak- und Lilo-Touren in die Schlucht starten am Strand in der Nähe der Brücke.',
            },
            image: { scene: 'forest', hue: 150 },
          },
          {
            kind: 'activity',
            name: { en: 'Waterfall Trail', de: 'Waterfall Trail' },
            description: {
              en: "The first 3 km of the famous multi-day Otter Trail, open to day hikers. It's more a scramble over boulders along the coast than a walk, ending at a waterfall that drops into a pool right by the sea.",
              de: 'Die ersten 3 km des berühmten mehrtägigen Otter Trails, für Tageswanderer offen. Eher Klettern über Felsbrocken an der Küste als Spazieren, am Ende wartet ein Wasserfall, der direkt am Meer in ein Becken stürzt.',
            },
            tips: {
              en: 'Check the tide tables; some sections are tricky at high tide. Allow 3 to 4 hours return and wear shoes with good grip.',
              de: 'Schau in die Gezeitentabelle, manche Abschnitte sind bei Flut heikel. Plan 3 bis 4 Stunden hin und zurück ein und trag Schuhe mit gutem Profil.',
            },
          },
        ],
        accommodation: {
          name: 'Storms River Mouth Rest Camp',
          price: 'R1,900/night',
          description: {
            en: 'SANParks chalets right on the rocky shore, with a kitchen and a small deck. Falling asleep to the sound of the waves is unbeatable. Simple but well kept.',
            de: 'SANParks-Chalets direkt an der Felsküste mit Küche und kleiner Terrasse. Zum Rauschen der Wellen einzuschlafen ist unschlagbar. Einfach, aber gepflegt.',
          },
          tips: {
            en: 'Book an oceanette or a chalet in the front row months ahead on the SANParks website. Bring groceries, the camp shop is basic.',
            de: 'Buch ein Oceanette oder Chalet in der ersten Reihe Monate vorher auf der SANParks-Website. Bring Lebensmittel mit, der Campladen ist einfach.',
          },
        },
        days: [
          {
            description: {
              en: 'Mouth Trail to the suspension bridge in the morning mist, lunch on the deck and a braai with a view of the ocean.',
              de: 'Im Morgennebel über den Mouth Trail zur Hängebrücke, Mittagessen auf der Terrasse und abends ein Braai mit Blick aufs Meer.',
            },
            activities: [0],
          },
          {
            description: {
              en: 'Waterfall Trail at low tide with dolphins offshore, then the drive to Gqeberha for our flight home the next day.',
              de: 'Waterfall Trail bei Ebbe mit Delfinen vor der Küste, danach die Fahrt nach Gqeberha für unseren Heimflug am nächsten Tag.',
            },
            activities: [1],
          },
        ],
      },
    ],
  },
  {
    author: 'tom',
    language: 'de',
    title: {
      en: 'Big Five and White Sand: Northern Tanzania Safari and Zanzibar',
      de: 'Big Five und weißer Sand: Safari im Norden Tansanias und Sansibar',
    },
    description: {
      en: "Twelve nights, two completely different halves: first six days on safari in a jeep with our guide Joseph, from Arusha via Tarangire, Lake Manyara and the Ngorongoro Crater deep into the Serengeti. Then a bush flight to Zanzibar, two nights in the alleys of Stone Town and four lazy days on the beach in Paje. July is dry season, the animals gather at the water and the grass is short, which makes spotting easy. We saw all of the Big Five, including a leopard in an acacia and a rhino in the crater. It's an expensive trip, but it was the journey of a lifetime for us.",
      de: 'Zwölf Nächte, zwei völlig unterschiedliche Hälften: erst sechs Tage Safari im Jeep mit unserem Guide Joseph, von Arusha über Tarangire, Lake Manyara und den Ngorongoro-Krater tief in die Serengeti. Dann mit dem Buschflieger nach Sansibar, zwei Nächte in den Gassen von Stone Town und vier faule Tage am Strand von Paje. Im Juli ist Trockenzeit, die Tiere sammeln sich am Wasser und das Gras ist kurz, da entdeckst du viel mehr. Wir haben alle Big Five gesehen, inklusive Leopard in der Akazie und Nashorn im Krater. Die Reise ist teuer, aber für uns war es die Reise unseres Lebens.',
    },
    summary: {
      en: "Safari first, beach afterwards: that order is perfect. A good private guide is the most important decision, compare offers and read reviews. Park fees make up a big part of the price. On Zanzibar, don't forget the mandatory travel insurance and bring US dollars in small notes printed after 2013.",
      de: 'Erst Safari, dann Strand: Die Reihenfolge ist perfekt. Die wichtigste Entscheidung ist ein guter privater Guide, vergleich Angebote und lies Bewertungen. Die Parkgebühren machen einen großen Teil des Preises aus. Vergiss für Sansibar die Pflichtversicherung nicht und nimm US-Dollar in kleinen Scheinen mit, gedruckt nach 2013.',
    },
    period: 'Juli 2025',
    dateFrom: '2025-07-12',
    travelTypes: ['nature', 'beach', 'couple'],
    tags: ['safari', 'sansibar', 'tansania', 'big five'],
    apps: ['Merlin Bird ID', 'Windy', 'WhatsApp'],
    budget: 4,
    comfort: 6,
    detail: 3,
    cover: { scene: 'desert', hue: 42 },
    places: [
      {
        name: 'Arusha',
        country: 'TZ',
        lat: -3.3869,
        lng: 36.683,
        duration: 1,
        description: {
          en: "Arusha is the starting point for almost every safari in northern Tanzania: a busy, green city at the foot of Mount Meru. Most people only stay one night, and that's enough. Outside the centre there are beautiful lodges on coffee plantations where you can recover from the long flight.",
          de: 'Arusha ist der Ausgangspunkt für fast jede Safari im Norden Tansanias: eine geschäftige, grüne Stadt am Fuß des Mount Meru. Die meisten bleiben nur eine Nacht, und das reicht auch. Außerhalb des Zentrums gibt es schöne Lodges auf Kaffeeplantagen, in denen du dich vom langen Flug erholen kannst.',
        },
        generalInfo: {
          en: 'Kilimanjaro International Airport (JRO) is about an hour away. Apply for the e-visa online in advance ($50 for most Europeans). US dollars are widely accepted, but only notes printed after 2013 in good condition. Tanzanian shillings for small purchases.',
          de: 'Der Kilimanjaro International Airport (JRO) liegt etwa eine Stunde entfernt. Beantrag das E-Visum vorab online (für die meisten Europäer 50 $). US-Dollar werden oft akzeptiert, aber nur Scheine ab Druckjahr 2013 in gutem Zustand. Für Kleinigkeiten brauchst du tansanische Schilling.',
        },
        activities: [
          {
            kind: 'activity',
            name: { en: 'Coffee plantation tour', de: 'Führung über die Kaffeeplantage' },
            description: {
              en: 'A relaxed walk through the coffee fields of our lodge, from the red cherry on the bush to drying, roasting and, of course, tasting. A nice way to shake off jet lag before the first safari day.',
              de: 'Ein entspannter Rundgang durch die Kaffeefelder unserer Lodge, von der roten Kirsche am Strauch übers Trocknen und Rösten bis zur Verkostung natürlich. Ein schöner Weg, den Jetlag vor dem ersten Safaritag abzuschütteln.',
            },
            tips: {
              en: 'The tour takes about 90 minutes and costs around $30 per person. Buy a bag of freshly roasted beans to take home, they make a great souvenir.',
              de: 'Die Führung dauert etwa 90 Minuten und kostet rund 30 $ pro Person. Kauf dir eine Tüte frisch gerösteter Bohnen für zu Hause, ein tolles Mitbringsel.',
            },
          },
        ],
        accommodation: {
          name: 'Arusha Coffee Lodge',
          price: '$320/night',
          description: {
            en: 'Elegant plantation houses with fireplaces and huge bathtubs on a working coffee farm. The restaurant is excellent and the garden is a quiet green oasis on the edge of the city.',
            de: 'Elegante Plantagenhäuser mit Kamin und riesiger Badewanne auf einer aktiven Kaffeefarm. Das Restaurant ist hervorragend und der Garten eine ruhige grüne Oase am Stadtrand.',
          },
          tips: {
            en: 'Ask your safari operator to pick you up here, many do it at no extra charge. Use the evening to repack: soft bags are better for the jeep.',
            de: 'Lass dich von deinem Safarianbieter hier abholen, viele machen das ohne Aufpreis. Nutz den Abend zum Umpacken: Weiche Taschen sind im Jeep praktischer.',
          },
        },
        leg: {
          type: 'car',
          duration: 240,
          price: '$300',
          description: {
            en: 'In the safari jeep to Tarangire with a first game drive among baobabs and elephants, then on to Karatu. Price per day for jeep and guide.',
            de: 'Im Safarijeep zum Tarangire mit erster Pirschfahrt zwischen Baobabs und Elefanten, danach weiter nach Karatu. Preis pro Tag für Jeep und Guide.',
          },
          tips: {
            en: 'Tarangire has the most elephants in northern Tanzania in the dry season. Bring a scarf, the roads in the park are very dusty.',
            de: 'Im Tarangire gibt es in der Trockenzeit die meisten Elefanten im Norden Tansanias. Nimm ein Tuch mit, die Pisten im Park sind sehr staubig.',
          },
        },
        days: [
          {
            description: {
              en: 'Evening arrival at Kilimanjaro airport, transfer to the lodge and a late dinner by the fireplace.',
              de: 'Abends am Kilimanjaro-Flughafen gelandet, Transfer zur Lodge und ein spätes Abendessen am Kamin.',
            },
            activities: [],
          },
          {
            description: {
              en: 'Coffee tour in the morning, then Joseph picked us up and we headed to Tarangire. First elephants after ten minutes in the park!',
              de: 'Morgens die Kaffeeführung, dann hat uns Joseph abgeholt und es ging zum Tarangire. Die ersten Elefanten nach zehn Minuten im Park!',
            },
            activities: [0],
          },
        ],
      },
      {
        name: 'Karatu',
        country: 'TZ',
        lat: -3.3397,
        lng: 35.67,
        duration: 2,
        description: {
          en: 'Karatu is a small farming town in the green highlands between Lake Manyara and the Ngorongoro Crater. Many safaris stay here because lodges in the crater area itself are very expensive. The lodges on the hillsides have fantastic views over the coffee and wheat fields.',
          de: 'Karatu ist eine kleine Landwirtschaftsstadt im grünen Hochland zwischen Lake Manyara und Ngorongoro-Krater. Viele Safaris übernachten hier, weil die Lodges direkt am Krater sehr teuer sind. Die Lodges an den Hängen haben fantastische Ausblicke über Kaffee- und Weizenfelder.',
        },
        generalInfo: {
          en: "At 1,500 m it's cool at night, bring a fleece. The Ngorongoro Conservation Area charges a daily fee per person plus about $300 per vehicle to drive down into the crater. Your operator usually pays and includes these fees.",
          de: 'Auf 1.500 m ist es nachts kühl, nimm ein Fleece mit. Die Ngorongoro Conservation Area verlangt eine Tagesgebühr pro Person plus etwa 300 $ pro Fahrzeug für die Fahrt in den Krater. Meist zahlt der Anbieter das und rechnet es mit ein.',
        },
        activities: [
          {
            kind: 'sight',
            name: { en: 'Ngorongoro Crater', de: 'Ngorongoro-Krater' },
            description: {
              en: "The world's largest intact caldera, 20 km across and 600 m deep, with around 25,000 animals living on its floor. We saw lions, hyenas, flamingos, hippos and, with binoculars, a black rhino. Driving down the crater wall at dawn was pure goosebumps.",
              de: 'Die größte intakte Caldera der Welt, 20 km Durchmesser und 600 m tief, auf deren Boden rund 25.000 Tiere leben. Wir haben Löwen, Hyänen, Flamingos, Flusspferde und mit Fernglas ein Spitzmaulnashorn gesehen. Die Fahrt die Kraterwand hinunter im Morgengrauen war pure Gänsehaut.',
            },
            tips: {
              en: 'Be at the gate at 6 am, the first jeeps in the crater see the most. Vehicles can only stay six hours. Lunch is at the hippo pool, guard your food from the black kites.',
              de: 'Sei um 6 Uhr am Tor, die ersten Jeeps im Krater sehen am meisten. Fahrzeuge dürfen nur sechs Stunden bleiben. Mittagessen gibt es am Hippo Pool, pass dein Essen vor den Schwarzmilanen auf.',
            },
            image: { scene: 'lake', hue: 90 },
          },
          {
            kind: 'sight',
            name: { en: 'Lake Manyara National Park', de: 'Lake-Manyara-Nationalpark' },
            description: {
              en: "A small park below the Rift Valley escarpment, with groundwater forest, baboon troops, giraffes and a lake full of pelicans and flamingos. It's famous for tree-climbing lions, but we didn't get lucky.",
              de: 'Ein kleiner Park unterhalb des Grabenbruchs mit Grundwasserwald, Pavianhorden, Giraffen und einem See voller Pelikane und Flamingos. Berühmt ist er für seine kletternden Löwen, aber da hatten wir kein Glück.',
            },
            tips: {
              en: 'A half day is enough. The treetop walkway at the entrance is a nice break from sitting in the jeep.',
              de: 'Ein halber Tag reicht. Der Baumwipfelpfad am Eingang ist eine schöne Abwechslung zum Sitzen im Jeep.',
            },
          },
        ],
        accommodation: {
          name: 'Rhotia Valley Tented Lodge',
          price: '$260/night',
          description: {
            en: "Spacious tents on wooden platforms on a hillside above a valley, with views to the crater highlands. The lodge supports a local children's home, and the food comes largely from its own garden.",
            de: 'Geräumige Zelte auf Holzplattformen am Hang über einem Tal, mit Blick aufs Kraterhochland. Die Lodge unterstützt ein Kinderheim in der Gegend, das Essen kommt großteils aus dem eigenen Garten.',
          },
          tips: {
            en: 'Ask for a tent at the top for the best view. They prepare packed breakfast boxes for the early crater start.',
            de: 'Frag nach einem Zelt ganz oben, da ist die Aussicht am besten. Für den frühen Start in den Krater packen sie dir Frühstücksboxen.',
          },
        },
        leg: {
          type: 'car',
          duration: 300,
          price: '$300',
          description: {
            en: 'Over the crater rim, past the Olduvai Gorge and across the endless plains to Seronera in the heart of the Serengeti. Bumpy gravel roads.',
            de: 'Über den Kraterrand, vorbei an der Olduvai-Schlucht und über die endlosen Ebenen nach Seronera im Herzen der Serengeti. Holprige Schotterpisten.',
          },
          tips: {
            en: 'The Olduvai museum, where early human fossils were found, is worth a short stop. Climb Naabi Hill at the gate for the first view of the plains.',
            de: 'Das Museum in Olduvai, wo frühe Menschenfossilien gefunden wurden, lohnt einen kurzen Stopp. Steig am Gate auf den Naabi Hill für den ersten Blick über die Ebenen.',
          },
        },
        days: [
          {
            description: {
              en: 'Half-day game drive in Lake Manyara, lunch at the lodge and a walk through the coffee fields of Karatu.',
              de: 'Halbtägige Pirschfahrt am Lake Manyara, Mittagessen in der Lodge und ein Spaziergang durch die Kaffeefelder von Karatu.',
            },
            activities: [1],
          },
          {
            description: {
              en: 'Into the Ngorongoro Crater at dawn, six unforgettable hours on the crater floor, then on to the Serengeti.',
              de: 'Im Morgengrauen in den Ngorongoro-Krater, sechs unvergessliche Stunden auf dem Kraterboden und dann weiter in die Serengeti.',
            },
            activities: [0],
          },
        ],
      },
      {
        name: 'Serengeti (Seronera)',
        country: 'TZ',
        lat: -2.4333,
        lng: 34.8333,
        duration: 3,
        description: {
          en: 'The Seronera Valley in the centre of the Serengeti has water all year round and therefore lots of predators: lions, leopards in the sausage trees along the river and cheetahs on the plains. In July, big herds of the Great Migration are moving north through the park.',
          de: 'Das Seronera-Tal im Zentrum der Serengeti hat das ganze Jahr über Wasser und damit jede Menge Raubtiere: Löwen, Leoparden in den Leberwurstbäumen am Fluss und Geparde auf den Ebenen. Im Juli ziehen große Herden der Great Migration nach Norden durch den Park.',
        },
        generalInfo: {
          en: 'Park fees are around $80 per person per day. Seronera has an airstrip with daily bush flights. Mobile reception is patchy and many camps run on solar power. The tsetse flies are attracted to dark blue and black clothing.',
          de: 'Die Parkgebühren liegen bei rund 80 $ pro Person und Tag. Seronera hat eine Landepiste mit täglichen Buschflügen. Handyempfang gibt es nur stellenweise, viele Camps laufen mit Solarstrom. Tsetsefliegen mögen dunkelblaue und schwarze Kleidung.',
        },
        activities: [
          {
            kind: 'sight',
            name: { en: 'Game drives in the Seronera Valley', de: 'Pirschfahrten im Seronera-Tal' },
            description: {
              en: 'Early morning and late afternoon drives along the Seronera River and out onto the plains. In three days we saw 14 lions, two leopards, cheetahs hunting, and thousands of wildebeest and zebras on the move.',
              de: 'Pirschfahrten am frühen Morgen und späten Nachmittag am Seronera River entlang und hinaus auf die Ebenen. In drei Tagen haben wir 14 Löwen, zwei Leoparden, jagende Geparde und Tausende ziehende Gnus und Zebras gesehen.',
            },
            tips: {
              en: 'Take a packed lunch and stay out all day, the midday hours can be great too. Ask your guide to avoid the jeep crowds at the big sightings.',
              de: 'Nimm ein Lunchpaket mit und bleib den ganzen Tag draußen, auch mittags passiert oft was. Bitte deinen Guide, die Jeep-Trauben bei den großen Sichtungen zu meiden.',
            },
            image: { scene: 'desert', hue: 48 },
          },
          {
            kind: 'activity',
            name: { en: 'Balloon safari at sunrise', de: 'Ballonsafari zum Sonnenaufgang' },
            description: {
              en: 'An hour floating silently over the Serengeti at dawn, watching herds and hippos from above, followed by a champagne breakfast in the bush. Expensive, but the most magical hour of the whole trip.',
              de: 'Eine Stunde lautlos im Morgengrauen über die Serengeti schweben, Herden und Flusspferde von oben beobachten und danach ein Champagnerfrühstück im Busch. Teuer, aber die magischste Stunde der ganzen Reise.',
            },
            tips: {
              en: 'Around $600 per person, book weeks ahead. Pickup is at 5 am, so the night before will be short. Flights are cancelled in strong wind.',
              de: 'Rund 600 $ pro Person, Wochen vorher buchen. Abholung um 5 Uhr, die Nacht davor wird also kurz. Bei starkem Wind fällt der Flug aus.',
            },
          },
        ],
        accommodation: {
          name: 'Serengeti Kati Kati Tented Camp',
          price: '$450/night',
          description: {
            en: 'A simple but comfortable tented camp in the middle of the park with hot bucket showers, good food and a campfire every evening. Hyenas and lions can be heard at night, and an askari walks you to your tent.',
            de: 'Ein einfaches, aber gemütliches Zeltcamp mitten im Park mit heißen Eimerduschen, gutem Essen und jeden Abend Lagerfeuer. Nachts hörst du Hyänen und Löwen, ein Askari begleitet dich zum Zelt.',
          },
          tips: {
            en: "The price is for two people with full board. Never leave the tent alone at night. Charge your devices at dinner, there's only power in the main tent.",
            de: 'Der Preis gilt für zwei Personen mit Vollpension. Verlass das Zelt nachts nie allein. Lad deine Geräte beim Abendessen, Strom gibt es nur im Hauptzelt.',
          },
        },
        leg: {
          type: 'plane',
          duration: 180,
          price: '$450',
          description: {
            en: 'Bush flight from the Seronera airstrip with a stop in Arusha to Zanzibar. Small plane, big views over the Rift Valley.',
            de: 'Buschflug von der Landepiste Seronera mit Zwischenstopp in Arusha nach Sansibar. Kleines Flugzeug, große Aussicht über den Grabenbruch.',
          },
          tips: {
            en: 'The luggage limit is 15 kg in soft bags. Your safari guide takes you to the airstrip, so tip him properly (about $20–30 per day).',
            de: 'Freigepäck sind 15 kg in weichen Taschen. Dein Guide bringt dich zur Landepiste, gib ihm ein ordentliches Trinkgeld (etwa 20–30 $ pro Tag).',
          },
        },
        days: [
          {
            description: {
              en: 'Full day game drive along the Seronera River: a leopard sleeping in a sausage tree and a lion pride at the kopjes.',
              de: 'Ganztägige Pirschfahrt am Seronera River: ein schlafender Leopard im Leberwurstbaum und ein Löwenrudel an den Kopjes.',
            },
            activities: [0],
          },
          {
            description: {
              en: 'Balloon safari at sunrise with a champagne breakfast, then a relaxed afternoon drive and a campfire under the stars.',
              de: 'Ballonsafari zum Sonnenaufgang mit Champagnerfrühstück, danach eine entspannte Nachmittagspirsch und Lagerfeuer unterm Sternenhimmel.',
            },
            activities: [1, 0],
          },
          {
            description: {
              en: 'Last morning drive with a cheetah hunt, then to the airstrip and the bush flight to Zanzibar with a stop in Arusha.',
              de: 'Letzte Morgenpirsch mit Gepardenjagd, dann zur Landepiste und mit dem Buschflieger über Arusha nach Sansibar.',
            },
            activities: [0],
          },
        ],
      },
      {
        name: 'Stone Town',
        country: 'TZ',
        lat: -6.163,
        lng: 39.188,
        duration: 2,
        description: {
          en: "The historic heart of Zanzibar City is a maze of narrow alleys, carved wooden doors, mosques and old merchant houses, shaped by Swahili, Arab, Indian and European influences. It's hot and lively, and it smells of spices and the sea.",
          de: 'Das historische Herz von Sansibar-Stadt ist ein Labyrinth aus engen Gassen, geschnitzten Holztüren, Moscheen und alten Kaufmannshäusern, geprägt von Swahili, Arabern, Indern und Europäern. Es ist heiß und lebendig und riecht nach Gewürzen und Meer.',
        },
        generalInfo: {
          en: 'Zanzibar requires mandatory travel insurance for all visitors (about $44), bought online before arrival. Zanzibar is mostly Muslim: cover your shoulders and knees in town. Taxis have no meters, agree the price first.',
          de: 'Sansibar verlangt von allen Besuchern eine Pflicht-Reiseversicherung (etwa 44 $), die du vor der Ankunft online kaufst. Die Insel ist überwiegend muslimisch: Schultern und Knie in der Stadt bedecken. Taxis haben keinen Taxameter, mach den Preis vorher aus.',
        },
        activities: [
          {
            kind: 'sight',
            name: { en: 'Stone Town walk and Forodhani night market', de: 'Altstadtbummel und Nachtmarkt Forodhani' },
            description: {
              en: 'We wandered through the alleys, visited the House of Wonders from the outside, the old slave market memorial and the Anglican cathedral. In the evening, the Forodhani Gardens on the waterfront turn into a huge street food market.',
              de: 'Wir sind durch die Gassen gestreift, haben das House of Wonders von außen, die Gedenkstätte am alten Sklavenmarkt und die anglikanische Kathedrale besucht. Abends verwandeln sich die Forodhani-Gärten am Wasser in einen riesigen Streetfood-Markt.',
            },
            tips: {
              en: 'Try the Zanzibar pizza and fresh sugar cane juice at Forodhani. The guided tour of the slave market memorial is moving and worth it.',
              de: 'Probier in Forodhani die Sansibar-Pizza und frischen Zuckerrohrsaft. Die Führung durch die Gedenkstätte am Sklavenmarkt ist bewegend und lohnt sich.',
            },
            image: { scene: 'city', hue: 28 },
          },
          {
            kind: 'activity',
            name: { en: 'Spice farm tour', de: 'Tour über eine Gewürzfarm' },
            description: {
              en: 'Zanzibar is called the Spice Island, and on a farm outside town you taste and smell cloves, cinnamon, vanilla, nutmeg and pepper straight from the plant. The farmers weave you hats and jewellery from palm leaves.',
              de: 'Sansibar heißt nicht umsonst Gewürzinsel: Auf einer Farm außerhalb der Stadt probierst und riechst du Nelken, Zimt, Vanille, Muskat und Pfeffer direkt von der Pflanze. Die Bauern flechten dir Hüte und Schmuck aus Palmblättern.',
            },
            tips: {
              en: 'Half-day tours cost around $25 to $35 per person. Bring small bills for tips and for buying spices at the end.',
              de: 'Halbtagestouren kosten etwa 25 bis 35 $ pro Person. Nimm kleine Scheine für Trinkgeld und zum Gewürzkauf am Ende mit.',
            },
          },
        ],
        accommodation: {
          name: 'Emerson Spice',
          price: '$220/night',
          description: {
            en: "A restored merchant's palace with colourful stained glass, antique furniture and very high ceilings. The rooftop restaurant has the best sunset view in Stone Town.",
            de: 'Ein restaurierter Kaufmannspalast mit bunten Bleiglasfenstern, antiken Möbeln und sehr hohen Decken. Das Restaurant auf der Dachterrasse hat den schönsten Sonnenuntergangsblick in Stone Town.',
          },
          tips: {
            en: "Reserve a table on the roof for dinner on your first day. There's no lift and lots of steep stairs.",
            de: 'Reservier für den ersten Abend einen Tisch auf dem Dach. Es gibt keinen Aufzug und viele steile Treppen.',
          },
        },
        leg: {
          type: 'taxi',
          duration: 60,
          price: '$35',
          description: {
            en: 'Taxi across the island to the east coast, through villages and past the Jozani forest. About 50 km.',
            de: 'Mit dem Taxi quer über die Insel an die Ostküste, durch Dörfer und vorbei am Jozani-Wald. Rund 50 km.',
          },
          tips: {
            en: 'Combine the transfer with a stop at Jozani forest, most drivers wait for an hour for a small surcharge.',
            de: 'Kombinier den Transfer mit einem Stopp im Jozani-Wald, die meisten Fahrer warten gegen einen kleinen Aufpreis eine Stunde.',
          },
        },
        days: [
          {
            description: {
              en: 'Wandered through the alleys, visited the slave market memorial and ended the day with street food at the Forodhani night market.',
              de: 'Durch die Gassen gestreift, die Gedenkstätte am Sklavenmarkt besucht und den Tag mit Streetfood auf dem Nachtmarkt Forodhani beendet.',
            },
            activities: [0],
          },
          {
            description: {
              en: 'Spice farm tour in the morning, a nap in the heat of the afternoon and sundowners on the hotel roof.',
              de: 'Vormittags die Gewürztour, in der Nachmittagshitze ein Nickerchen und zum Sonnenuntergang Drinks auf dem Hoteldach.',
            },
            activities: [1],
          },
        ],
      },
      {
        name: 'Paje',
        country: 'TZ',
        lat: -6.265,
        lng: 39.535,
        duration: 4,
        description: {
          en: 'Paje on the east coast of Zanzibar has a wide, powder-white beach and a shallow turquoise lagoon. At low tide the water retreats hundreds of metres and women tend seaweed farms. Thanks to the steady trade winds, Paje is one of the best kitesurfing spots in East Africa.',
          de: 'Paje an der Ostküste Sansibars hat einen breiten, puderweißen Strand und eine flache, türkisfarbene Lagune. Bei Ebbe zieht sich das Wasser Hunderte Meter zurück und Frauen bewirtschaften ihre Seetangfarmen. Dank der konstanten Passatwinde ist Paje einer der besten Kitespots in Ostafrika.',
        },
        generalInfo: {
          en: "Paje is about an hour by taxi from the airport. The tides are extreme, so check the tide table for swimming. There are a few ATMs in Paje, but they're not always reliable, bring enough cash from Stone Town.",
          de: 'Paje liegt etwa eine Stunde mit dem Taxi vom Flughafen entfernt. Die Gezeiten sind extrem, schau zum Baden in die Tidentabelle. In Paje gibt es ein paar Geldautomaten, die aber nicht immer funktionieren, nimm genug Bargeld aus Stone Town mit.',
        },
        activities: [
          {
            kind: 'activity',
            name: { en: 'Kitesurfing course', de: 'Kitesurfkurs' },
            description: {
              en: 'The shallow lagoon is perfect for beginners: you can stand everywhere and the wind blows steadily from the side. After three lessons I managed my first short rides on the board, my wife was even faster.',
              de: 'Die flache Lagune ist perfekt für Anfänger: Du kannst überall stehen und der Wind weht konstant seitlich. Nach drei Stunden habe ich die ersten kurzen Fahrten auf dem Brett geschafft, meine Frau war sogar schneller.',
            },
            tips: {
              en: 'A beginner course of 9 to 12 hours costs around $400 to $500. The wind is strongest from June to September. Protect your feet from sea urchins with neoprene shoes.',
              de: 'Ein Anfängerkurs mit 9 bis 12 Stunden kostet etwa 400 bis 500 $. Am stärksten weht der Wind von Juni bis September. Schütz deine Füße mit Neoprenschuhen vor Seeigeln.',
            },
            image: { scene: 'island', hue: 178 },
          },
          {
            kind: 'sight',
            name: { en: 'Jozani Forest', de: 'Jozani-Wald' },
            description: {
              en: "Zanzibar's only national park is home to the endemic red colobus monkey, which you can watch from just a few metres away. The tour also includes a boardwalk through the mangroves.",
              de: 'Der einzige Nationalpark Sansibars ist die Heimat der endemischen Roten Stummelaffen, die du aus wenigen Metern Entfernung beobachten kannst. Zur Tour gehört auch ein Holzsteg durch die Mangroven.',
            },
            tips: {
              en: "Entry with a guide costs around $15. Go in the morning when the monkeys are most active, and don't feed them.",
              de: 'Eintritt mit Guide kostet rund 15 $. Geh morgens, wenn die Affen am aktivsten sind, und füttere sie nicht.',
            },
          },
          {
            kind: 'sight',
            name: { en: 'The Rock restaurant', de: 'Restaurant The Rock' },
            description: {
              en: "A seafood restaurant on a small rock in the sea near Michamvi. At low tide you walk there, at high tide you're taken over by boat. Touristy, sure, but the setting is unique.",
              de: 'Ein Fischrestaurant auf einem kleinen Felsen im Meer bei Michamvi. Bei Ebbe läufst du hin, bei Flut bringt dich ein Boot. Touristisch, klar, aber die Lage ist einzigartig.',
            },
            tips: {
              en: "Book weeks ahead and choose a table at lunchtime, it's cheaper and you see the water colours. Expect around $40 to $60 per person.",
              de: 'Wochen vorher reservieren und einen Tisch zum Mittagessen nehmen, das ist günstiger und du siehst die Wasserfarben. Rechne mit 40 bis 60 $ pro Person.',
            },
          },
        ],
        accommodation: {
          name: 'Paje by Night',
          price: '$110/night',
          description: {
            en: 'A laid-back bungalow hotel with a garden, a pool and a good Italian kitchen, just behind the beach. Relaxed atmosphere with lots of kitesurfers and long evenings at the bar.',
            de: 'Ein lässiges Bungalowhotel mit Garten, Pool und guter italienischer Küche direkt hinterm Strand. Entspannte Atmosphäre mit vielen Kitesurfern und langen Abenden an der Bar.',
          },
          tips: {
            en: 'The rooms closest to the bar can be noisy, ask for one in the garden. Bikes can be rented at reception for trips to Jambiani.',
            de: 'Die Zimmer nahe der Bar können laut sein, frag nach einem im Garten. An der Rezeption kannst du Fahrräder für Ausflüge nach Jambiani leihen.',
          },
        },
        days: [
          {
            description: {
              en: 'Jozani Forest with the red colobus monkeys in the morning, arrived in Paje at lunchtime and spent the afternoon in a hammock.',
              de: 'Morgens im Jozani-Wald bei den Roten Stummelaffen, mittags in Paje angekommen und den Nachmittag in der Hängematte verbracht.',
            },
            activities: [1],
          },
          {
            description: {
              en: 'First kite lesson in the lagoon at high tide, fresh fish on the beach in the evening.',
              de: 'Erste Kitestunde in der Lagune bei Flut, abends frischer Fisch am Strand.',
            },
            activities: [0],
          },
          {
            description: {
              en: 'More kite lessons, a walk through the seaweed farms at low tide and lunch at The Rock in Michamvi.',
              de: 'Weitere Kitestunden, bei Ebbe ein Spaziergang durch die Seetangfarmen und Mittagessen im The Rock in Michamvi.',
            },
            activities: [0, 2],
          },
          {
            description: {
              en: 'Last day: a bike ride to Jambiani, a final swim and the taxi to the airport for our evening flight home.',
              de: 'Letzter Tag: mit dem Rad nach Jambiani, ein letztes Bad und mit dem Taxi zum Flughafen für den Heimflug am Abend.',
            },
            activities: [],
          },
        ],
      },
    ],
  },
  {
    author: 'jonas',
    language: 'en',
    title: {
      en: 'Rose-Red City and Red Sea: A Solo Road Trip through Jordan',
      de: 'Rosarote Felsenstadt und Rotes Meer: allein mit dem Mietwagen durch Jordanien',
    },
    description: {
      en: "Eight nights, one small rental car and a country that felt incredibly welcoming from the first minute. I drove from Amman down to the Dead Sea, along the King's Highway to Petra, spent a night in a Bedouin camp in Wadi Rum and ended with snorkelling in Aqaba. April is perfect: warm but not hot, green hills in the north and the Mujib canyon just reopened for the season. Travelling alone in Jordan was easy and safe; people constantly invited me for tea. Buy the Jordan Pass before you arrive, it pays for itself with the visa fee and Petra alone.",
      de: "Acht Nächte, ein kleiner Mietwagen und ein Land, das sich vom ersten Moment an unglaublich gastfreundlich angefühlt hat. Ich bin von Amman ans Tote Meer gefahren, über den King's Highway nach Petra, habe eine Nacht in einem Beduinencamp im Wadi Rum verbracht und zum Schluss in Aqaba geschnorchelt. Der April ist perfekt: warm, aber nicht heiß, grüne Hügel im Norden und der Mujib-Canyon hat gerade für die Saison geöffnet. Allein durch Jordanien zu reisen war einfach und sicher, ständig wurde ich zum Tee eingeladen. Kauf den Jordan Pass vor der Einreise, der rechnet sich allein mit Visagebühr und Petra.",
    },
    summary: {
      en: 'Jordan packs an incredible amount into a small country. Petra deserves at least two full days, Wadi Rum at least one night. The roads are good, but watch for speed bumps and speed cameras. Budget around 80 JOD a day without the car. The Siq Trail at Mujib was a surprise highlight.',
      de: 'Jordanien packt unglaublich viel in ein kleines Land. Petra verdient mindestens zwei volle Tage, das Wadi Rum mindestens eine Nacht. Die Straßen sind gut, aber achte auf Bodenwellen und Blitzer. Rechne ohne Mietwagen mit etwa 80 JOD am Tag. Der Siq Trail am Mujib war ein überraschendes Highlight.',
    },
    period: 'April 2025',
    dateFrom: '2025-04-12',
    travelTypes: ['roadtrip', 'sightseeing', 'single', 'hiking'],
    tags: ['jordan', 'petra', 'wadi rum', 'solo travel'],
    apps: ['Careem', 'Google Maps', 'Maps.me'],
    budget: 2,
    comfort: 4,
    detail: 3,
    cover: { scene: 'desert', hue: 12 },
    places: [
      {
        name: 'Amman',
        country: 'JO',
        lat: 31.9539,
        lng: 35.9106,
        duration: 2,
        description: {
          en: "Jordan's capital sprawls over more than a dozen hills of white limestone. Downtown, around the Roman Theatre and the Citadel, is chaotic, cheap and full of life, while the west of the city has trendy cafés on Rainbow Street. Not beautiful at first glance, but it grows on you.",
          de: 'Jordaniens Hauptstadt erstreckt sich über mehr als ein Dutzend Hügel aus weißem Kalkstein. Downtown rund um das römische Theater und die Zitadelle ist chaotisch, günstig und voller Leben, im Westen der Stadt gibt es hippe Cafés in der Rainbow Street. Auf den ersten Blick nicht schön, aber die Stadt wächst dir ans Herz.',
        },
        generalInfo: {
          en: 'Queen Alia Airport is 35 km south of the city. With the Jordan Pass (from 70 JOD), the visa fee is waived if you stay at least three nights. Careem works well and is cheap. Cards are accepted in hotels, but carry cash in dinars for taxis and small restaurants.',
          de: 'Der Flughafen Queen Alia liegt 35 km südlich der Stadt. Mit dem Jordan Pass (ab 70 JOD) entfällt die Visagebühr, wenn du mindestens drei Nächte bleibst. Careem funktioniert gut und ist günstig. Hotels nehmen Karte, für Taxis und kleine Restaurants brauchst du Dinar in bar.',
        },
        activities: [
          {
            kind: 'sight',
            name: { en: 'Citadel and Roman Theatre', de: 'Zitadelle und römisches Theater' },
            description: {
              en: "On Jebel al-Qal'a, the Temple of Hercules and the Umayyad Palace stand high above downtown with views over the whole city. Below it, the Roman Theatre with 6,000 seats is cut into the hillside. Both are covered by the Jordan Pass.",
              de: "Auf dem Jebel al-Qal'a stehen der Herkulestempel und der Umayyaden-Palast hoch über Downtown, mit Blick über die ganze Stadt. Darunter ist das römische Theater mit 6.000 Plätzen in den Hang gebaut. Beides ist im Jordan Pass enthalten.",
            },
            tips: {
              en: 'Go up to the Citadel for the late afternoon light and stay for the call to prayer echoing across the hills at sunset.',
              de: 'Geh am späten Nachmittag zur Zitadelle hoch und bleib bis zum Sonnenuntergang, wenn der Gebetsruf über die Hügel hallt.',
            },
            image: { scene: 'city', hue: 38 },
          },
          {
            kind: 'sight',
            name: { en: 'Jerash', de: 'Jerash' },
            description: {
              en: 'One of the best-preserved Roman cities outside Italy, 50 minutes north of Amman: a colonnaded street with the original chariot ruts, an oval forum, temples and two theatres. I spent four hours there and saw maybe two dozen other tourists.',
              de: 'Eine der besterhaltenen römischen Städte außerhalb Italiens, 50 Minuten nördlich von Amman: eine Säulenstraße mit den originalen Wagenspuren, ein ovales Forum, Tempel und zwei Theater. Ich war vier Stunden dort und habe vielleicht zwei Dutzend andere Touristen gesehen.',
            },
            tips: {
              en: 'Included in the Jordan Pass. Walk up to the Temple of Artemis for the best overview. A Careem from Amman costs about 15 JOD one way.',
              de: 'Im Jordan Pass enthalten. Lauf hoch zum Artemistempel, da hast du den besten Überblick. Mit Careem kostet die Fahrt ab Amman etwa 15 JOD pro Strecke.',
            },
            image: { scene: 'temple', hue: 40 },
          },
          {
            kind: 'activity',
            name: { en: 'Downtown food crawl', de: 'Streetfood-Tour durch Downtown' },
            description: {
              en: 'Falafel, hummus and foul at Hashem, the legendary open-air restaurant in an alley, then knafeh dripping with syrup at Habibah. Finish with fresh juice and mint tea. A full meal for less than 5 JOD.',
              de: 'Falafel, Hummus und Foul bei Hashem, dem legendären Restaurant unter freiem Himmel in einer Gasse, danach Knafeh mit Sirup bei Habibah. Zum Abschluss frischer Saft und Minztee. Ein komplettes Essen für weniger als 5 JOD.',
            },
            tips: {
              en: 'Hashem is open almost around the clock, go late in the evening when the locals come. The knafeh at Habibah is eaten standing in the street.',
              de: 'Hashem hat fast rund um die Uhr geöffnet, geh spät abends, wenn die Einheimischen kommen. Die Knafeh bei Habibah isst man im Stehen auf der Straße.',
            },
          },
        ],
        accommodation: {
          name: 'Jordan Tower Hotel',
          price: 'JOD 35/night',
          description: {
            en: 'A simple, clean budget hotel right next to the Roman Theatre, with a rooftop terrace overlooking the theatre and the Citadel. The staff helped me organise the rental car.',
            de: 'Ein einfaches, sauberes Budgethotel direkt neben dem römischen Theater, mit Dachterrasse und Blick auf Theater und Zitadelle. Das Personal hat mir bei der Organisation des Mietwagens geholfen.',
          },
          tips: {
            en: 'The rooms at the front are noisy; earplugs help. Breakfast on the roof with a view of the theatre is the best thing about the place.',
            de: 'Die Zimmer nach vorne sind laut, Ohrstöpsel helfen. Das Frühstück auf dem Dach mit Blick aufs Theater ist das Beste am Haus.',
          },
        },
        leg: {
          type: 'car',
          duration: 60,
          price: 'JOD 5',
          description: {
            en: 'Down from 800 m above sea level to 400 m below it: a 50 km descent to the Dead Sea resorts at Sweimeh.',
            de: 'Von 800 m über dem Meeresspiegel auf 400 m darunter: 50 km Abfahrt bis zu den Hotels am Toten Meer bei Sweimeh.',
          },
          tips: {
            en: 'Pick up the rental car at a branch outside downtown to avoid the city traffic. Stop at the sea level sign for the obligatory photo.',
            de: 'Hol den Mietwagen an einer Filiale außerhalb von Downtown ab, dann umgehst du den Stadtverkehr. Halt am Meeresspiegel-Schild für das obligatorische Foto.',
          },
        },
        days: [
          {
            description: {
              en: 'Arrived in the afternoon, Careem to downtown, sunset at the Citadel and dinner at Hashem in the alley.',
              de: 'Nachmittags gelandet, mit Careem nach Downtown, Sonnenuntergang auf der Zitadelle und Abendessen bei Hashem in der Gasse.',
            },
            activities: [0, 2],
          },
          {
            description: {
              en: 'Day trip to Jerash, back in Amman for an evening walk on Rainbow Street and knafeh at Habibah.',
              de: 'Tagesausflug nach Jerash, abends zurück in Amman, Spaziergang über die Rainbow Street und Knafeh bei Habibah.',
            },
            activities: [1, 2],
          },
          {
            description: {
              en: 'Roman Theatre in the morning, then picked up the rental car and drove down to the Dead Sea.',
              de: 'Vormittags ins römische Theater, danach den Mietwagen abgeholt und runter ans Tote Meer gefahren.',
            },
            activities: [0],
          },
        ],
      },
      {
        name: 'Dead Sea',
        country: 'JO',
        lat: 31.72,
        lng: 35.589,
        duration: 1,
        description: {
          en: 'The lowest point on earth, more than 400 m below sea level, with water so salty that you float like a cork. The Jordanian shore is lined with big resort hotels, and across the water you can see the hills of the West Bank. The Mujib canyon is just 30 minutes south.',
          de: 'Der tiefste Punkt der Erde, mehr als 400 m unter dem Meeresspiegel, mit so salzigem Wasser, dass du wie ein Korken treibst. Am jordanischen Ufer reihen sich große Resorthotels, auf der anderen Seite siehst du die Hügel des Westjordanlands. Der Mujib-Canyon liegt nur 30 Minuten südlich.',
        },
        generalInfo: {
          en: "Public beaches are rare; most people use a hotel day pass or stay overnight. Amman Beach is a cheaper option at about 20 JOD. There's no shade at the shore, and the sun is strong even in spring. Bring plenty of drinking water.",
          de: 'Öffentliche Strände gibt es kaum, die meisten nutzen einen Tagespass im Hotel oder übernachten dort. Amman Beach ist mit rund 20 JOD die günstigere Option. Am Ufer gibt es keinen Schatten, und die Sonne ist auch im Frühling stark. Nimm viel Trinkwasser mit.',
        },
        activities: [
          {
            kind: 'activity',
            name: { en: 'Floating in the Dead Sea', de: 'Im Toten Meer treiben' },
            description: {
              en: 'Lie back, lift your feet and you float, no effort needed. Then cover yourself in black mud, let it dry in the sun and rinse it off. Strange, fun and your skin feels amazing afterwards.',
              de: 'Leg dich zurück, heb die Füße und du treibst ganz ohne Anstrengung. Danach mit schwarzem Schlamm einreiben, in der Sonne trocknen lassen und abspülen. Seltsam, lustig und deine Haut fühlt sich hinterher fantastisch an.',
            },
            tips: {
              en: "Don't shave the day before, every tiny cut burns. Never put your head under water or splash; if water gets in your eyes, rinse them immediately with fresh water.",
              de: 'Rasier dich am Vortag nicht, jeder winzige Schnitt brennt. Tauch nie mit dem Kopf unter und spritz nicht; wenn Wasser ins Auge kommt, sofort mit Süßwasser ausspülen.',
            },
            image: { scene: 'lake', hue: 200 },
          },
          {
            kind: 'activity',
            name: { en: 'Siq Trail in Wadi Mujib', de: 'Siq Trail im Wadi Mujib' },
            description: {
              en: "You wade, swim and climb up a narrow river canyon between towering sandstone walls, using ropes and ladders in places, until you reach a roaring waterfall. About 2 to 3 hours and one of the most fun hikes I've done.",
              de: 'Du watest, schwimmst und kletterst durch einen engen Flusscanyon zwischen hohen Sandsteinwänden, stellenweise mit Seilen und Leitern, bis zu einem tosenden Wasserfall. Etwa 2 bis 3 Stunden und eine der lustigsten Wanderungen, die ich je gemacht habe.',
            },
            tips: {
              en: 'Open only from April to October, entry 21 JOD. Life jackets are included. Wear shoes that can get wet and bring a waterproof phone case.',
              de: 'Nur von April bis Oktober geöffnet, Eintritt 21 JOD. Schwimmwesten sind inklusive. Zieh Schuhe an, die nass werden dürfen, und nimm eine wasserdichte Handyhülle mit.',
            },
          },
        ],
        accommodation: {
          name: 'Dead Sea Spa Hotel',
          price: 'JOD 110/night',
          description: {
            en: 'One of the older resorts, cheaper than the international chains, with pools, a private beach with mud and showers, and a decent buffet. Perfect for one night.',
            de: 'Eins der älteren Resorts, günstiger als die internationalen Ketten, mit Pools, Privatstrand samt Schlamm und Duschen und einem ordentlichen Buffet. Perfekt für eine Nacht.',
          },
          tips: {
            en: 'Check in early to make the most of the beach. Watching the sunset over the water from the beach is the highlight.',
            de: 'Check früh ein, dann hast du mehr vom Strand. Der Sonnenuntergang über dem Wasser vom Strand aus ist das Highlight.',
          },
        },
        leg: {
          type: 'car',
          duration: 240,
          price: 'JOD 15',
          description: {
            en: "Up into the mountains to Kerak and then south on the winding King's Highway via Dana to Wadi Musa. Slow, but with spectacular views.",
            de: "Hoch in die Berge nach Kerak und dann auf dem kurvigen King's Highway über Dana nach Süden bis Wadi Musa. Langsam, aber mit spektakulären Ausblicken.",
          },
          tips: {
            en: 'Kerak Castle is included in the Jordan Pass and worth an hour. The viewpoint over the Dana Biosphere Reserve is a great lunch stop.',
            de: 'Die Kreuzritterburg Kerak ist im Jordan Pass enthalten und eine Stunde wert. Der Aussichtspunkt über dem Dana-Biosphärenreservat ist ideal für die Mittagspause.',
          },
        },
        days: [
          {
            description: {
              en: 'Morning in the Mujib Siq, afternoon floating in the Dead Sea and covered in mud, sunset on the beach.',
              de: 'Vormittags durch den Siq im Mujib, nachmittags im Toten Meer getrieben und mit Schlamm eingerieben, Sonnenuntergang am Strand.',
            },
            activities: [1, 0],
          },
        ],
      },
      {
        name: 'Wadi Musa (Petra)',
        country: 'JO',
        lat: 30.3216,
        lng: 35.4801,
        duration: 2,
        description: {
          en: 'Wadi Musa is the town right at the entrance to Petra, the Nabataean city carved into rose-red sandstone more than 2,000 years ago. The site is much bigger than most people expect: the Treasury is just the beginning, and there are tombs, temples and trails for days.',
          de: 'Wadi Musa ist der Ort direkt am Eingang zu Petra, der Stadt der Nabatäer, die vor über 2.000 Jahren in rosaroten Sandstein gehauen wurde. Die Anlage ist viel größer, als die meisten denken: Das Schatzhaus ist erst der Anfang, es gibt Gräber, Tempel und Wege für mehrere Tage.',
        },
        generalInfo: {
          en: "Petra opens at 6 am. Without the Jordan Pass, a one-day ticket costs 50 JOD, with the pass it's included (70, 75 or 80 JOD for one to three days). Bring sturdy shoes, lots of water and sun protection. Petra by Night runs on Mondays, Wednesdays and Thursdays.",
          de: 'Petra öffnet um 6 Uhr. Ohne Jordan Pass kostet ein Tagesticket 50 JOD, mit Pass ist es drin (70, 75 oder 80 JOD für einen bis drei Tage). Nimm feste Schuhe, viel Wasser und Sonnenschutz mit. Petra by Night findet montags, mittwochs und donnerstags statt.',
        },
        activities: [
          {
            kind: 'activity',
            name: { en: 'Through the Siq to the Monastery', de: 'Durch den Siq bis zum Kloster' },
            description: {
              en: "The 1.2 km Siq gorge ends with the first view of the Treasury, a moment I'll never forget. From there, the main trail leads past the Street of Facades and the Royal Tombs to 800 steps up to the Monastery, even bigger than the Treasury.",
              de: 'Die 1,2 km lange Siq-Schlucht endet mit dem ersten Blick aufs Schatzhaus, ein Moment, den ich nie vergessen werde. Von dort führt der Hauptweg vorbei an der Fassadenstraße und den Königsgräbern zu 800 Stufen hinauf zum Kloster, das noch größer ist als das Schatzhaus.',
            },
            tips: {
              en: 'Be at the gate at 6 am to have the Treasury almost to yourself. Avoid the donkey rides up to the Monastery, the animals are often overworked.',
              de: 'Sei um 6 Uhr am Tor, dann hast du das Schatzhaus fast für dich allein. Verzichte auf die Eselritte hoch zum Kloster, die Tiere sind oft überarbeitet.',
            },
            image: { scene: 'desert', hue: 8 },
          },
          {
            kind: 'activity',
            name: {
              en: 'Al-Khubtha Trail to the Treasury viewpoint',
              de: 'Al-Khubtha-Trail zum Aussichtspunkt über dem Schatzhaus',
            },
            description: {
              en: 'A steep trail with stone steps behind the Royal Tombs leads up to a ledge directly opposite the Treasury. Looking down at the facade and the tiny people in front of it is spectacular, and far fewer people make it up here.',
              de: 'Ein steiler Weg mit Steinstufen hinter den Königsgräbern führt hoch auf einen Felsvorsprung direkt gegenüber dem Schatzhaus. Der Blick hinunter auf die Fassade und die winzigen Menschen davor ist spektakulär, und hier oben sind viel weniger Leute.',
            },
            tips: {
              en: 'Go in the morning when the sun lights up the Treasury. Allow about 1.5 hours return. A Bedouin tea tent at the top sells tea for a couple of dinars.',
              de: 'Geh vormittags, wenn die Sonne auf das Schatzhaus scheint. Plan etwa 1,5 Stunden hin und zurück ein. Oben gibt es ein Beduinenzelt, das Tee für ein paar Dinar verkauft.',
            },
          },
          {
            kind: 'sight',
            name: { en: 'Petra by Night', de: 'Petra by Night' },
            description: {
              en: 'The Siq and the square in front of the Treasury are lit by 1,500 candles, and Bedouin musicians play while you sit on mats with sweet tea. Touristy and crowded, but the atmosphere is still special.',
              de: 'Der Siq und der Platz vor dem Schatzhaus werden von 1.500 Kerzen erleuchtet, und Beduinenmusiker spielen, während du mit süßem Tee auf Matten sitzt. Touristisch und voll, aber die Stimmung ist trotzdem besonders.',
            },
            tips: {
              en: "Tickets cost 17 JOD and aren't included in the Jordan Pass. Walk at the front of the group through the Siq for the quietest experience.",
              de: 'Tickets kosten 17 JOD und sind nicht im Jordan Pass enthalten. Lauf vorne in der Gruppe durch den Siq, dann ist es am ruhigsten.',
            },
          },
        ],
        accommodation: {
          name: 'Petra Moon Hotel',
          price: 'JOD 60/night',
          description: {
            en: "A comfortable mid-range hotel a few minutes' walk from the Petra visitor centre, with a rooftop pool and a good breakfast. Ideal for early starts.",
            de: 'Ein komfortables Mittelklassehotel ein paar Gehminuten vom Besucherzentrum von Petra, mit Pool auf dem Dach und gutem Frühstück. Ideal für frühe Starts.',
          },
          tips: {
            en: 'Ask for a packed breakfast if you start at 6 am. After a long day in Petra, the Turkish bath in town is worth it.',
            de: 'Frag nach einem Lunchpaket zum Frühstück, wenn du um 6 Uhr startest. Nach einem langen Tag in Petra lohnt sich das türkische Bad im Ort.',
          },
        },
        leg: {
          type: 'car',
          duration: 100,
          price: 'JOD 8',
          description: {
            en: 'South on the Desert Highway and then east to the Wadi Rum visitor centre, where you leave the car and switch to a Bedouin jeep.',
            de: 'Auf dem Desert Highway nach Süden und dann nach Osten bis zum Besucherzentrum im Wadi Rum, wo du das Auto stehen lässt und in einen Beduinenjeep umsteigst.',
          },
          tips: {
            en: "Only drive into Rum village if your camp tells you to. Normal cars get stuck in the sand, don't drive into the desert yourself.",
            de: 'Fahr nur ins Dorf Rum, wenn dein Camp es dir sagt. Normale Autos bleiben im Sand stecken, fahr auf keinen Fall selbst in die Wüste.',
          },
        },
        days: [
          {
            description: {
              en: 'At the gate at 6 am, the Treasury in the morning light, then the main trail and 800 steps to the Monastery. Candles and music at Petra by Night.',
              de: 'Um 6 Uhr am Tor, das Schatzhaus im Morgenlicht, dann der Hauptweg und 800 Stufen zum Kloster. Abends Kerzen und Musik bei Petra by Night.',
            },
            activities: [0, 2],
          },
          {
            description: {
              en: 'Sore legs but up the Al-Khubtha Trail for the view over the Treasury, then a slow afternoon exploring the Royal Tombs.',
              de: 'Muskelkater, aber trotzdem den Al-Khubtha-Trail hoch zum Blick aufs Schatzhaus, danach ein ruhiger Nachmittag bei den Königsgräbern.',
            },
            activities: [1],
          },
        ],
      },
      {
        name: 'Wadi Rum',
        country: 'JO',
        lat: 29.5766,
        lng: 35.4208,
        duration: 1,
        description: {
          en: 'Red sand, towering sandstone mountains and absolute silence: Wadi Rum looks so much like Mars that it has been used as a film set for several Mars films. The Zalabia Bedouin run the jeep tours and camps in this protected area, and a night out here is unforgettable.',
          de: 'Roter Sand, hohe Sandsteinberge und absolute Stille: Das Wadi Rum sieht dem Mars so ähnlich, dass hier gleich mehrere Marsfilme gedreht wurden. Die Zalabia-Beduinen betreiben die Jeeptouren und Camps in dem Schutzgebiet, und eine Nacht hier draußen vergisst du nie.',
        },
        generalInfo: {
          en: 'Entry is 5 JOD or included in the Jordan Pass. Book your camp and jeep tour in advance and arrange to meet your driver at the visitor centre. Nights in April can still be cold, bring a warm jacket.',
          de: 'Der Eintritt kostet 5 JOD oder ist im Jordan Pass enthalten. Buch Camp und Jeeptour vorab und verabrede dich mit deinem Fahrer am Besucherzentrum. Im April können die Nächte noch kalt sein, nimm eine warme Jacke mit.',
        },
        activities: [
          {
            kind: 'activity',
            name: { en: 'Jeep tour and sunset in the desert', de: 'Jeeptour und Sonnenuntergang in der Wüste' },
            description: {
              en: "Half a day on the back of a pickup: Lawrence's Spring, the Khazali Canyon with its rock inscriptions, red dunes to climb and the Um Fruth rock bridge. Sunset from a rock with tea on the fire was pure magic.",
              de: "Einen halben Tag auf der Ladefläche eines Pick-ups: Lawrence's Spring, die Khazali-Schlucht mit ihren Felsinschriften, rote Dünen zum Hochklettern und die Felsbrücke Um Fruth. Der Sonnenuntergang von einem Felsen mit Tee vom Feuer war pure Magie.",
            },
            tips: {
              en: 'A shared 4-hour tour costs around 30 to 40 JOD. Bring a scarf for the dust and sunglasses. Ask your driver to stop for sunset away from the other jeeps.',
              de: 'Eine geteilte 4-Stunden-Tour kostet etwa 30 bis 40 JOD. Nimm ein Tuch gegen den Staub und eine Sonnenbrille mit. Bitte deinen Fahrer, zum Sonnenuntergang abseits der anderen Jeeps zu halten.',
            },
            image: { scene: 'desert', hue: 18 },
          },
        ],
        accommodation: {
          name: 'Wadi Rum Nomads Camp',
          price: 'JOD 40/night',
          description: {
            en: 'A simple Bedouin camp with goat-hair tents, a fire pit and clean shared bathrooms. Dinner is zarb, chicken and vegetables cooked in an underground oven. The stars are incredible.',
            de: 'Ein einfaches Beduinencamp mit Zelten aus Ziegenhaar, Feuerstelle und sauberen Gemeinschaftsbädern. Zum Abendessen gibt es Zarb, Hähnchen und Gemüse aus dem Erdofen. Die Sterne sind unglaublich.',
          },
          tips: {
            en: 'Half board is included. Sleep outside on a mattress under the stars if the weather allows, the camp provides blankets.',
            de: 'Halbpension ist inklusive. Wenn das Wetter passt, schlaf draußen auf einer Matratze unter den Sternen, Decken stellt das Camp.',
          },
        },
        leg: {
          type: 'car',
          duration: 60,
          price: 'JOD 5',
          description: {
            en: 'Back to the Desert Highway and down the last stretch to the Red Sea at Aqaba, about 70 km.',
            de: 'Zurück auf den Desert Highway und die letzte Etappe hinunter ans Rote Meer nach Aqaba, rund 70 km.',
          },
          tips: {
            en: "Aqaba is a special economic zone: there's a customs check on the way in and fuel and shopping are cheaper.",
            de: 'Aqaba ist eine Sonderwirtschaftszone: Bei der Einfahrt gibt es eine Zollkontrolle, dafür sind Sprit und Einkäufe günstiger.',
          },
        },
        days: [
          {
            description: {
              en: 'Jeep tour through canyons and dunes, sunset on a rock, zarb for dinner and a night outside under the Milky Way.',
              de: 'Jeeptour durch Schluchten und Dünen, Sonnenuntergang auf einem Felsen, Zarb zum Abendessen und eine Nacht draußen unter der Milchstraße.',
            },
            activities: [0],
          },
        ],
      },
      {
        name: 'Aqaba',
        country: 'JO',
        lat: 29.532,
        lng: 35.006,
        duration: 2,
        description: {
          en: "Jordan's only seaside town sits at the tip of the Gulf of Aqaba, with Israel, Egypt and Saudi Arabia all visible across the water. The town itself is relaxed, but the real treasure is underwater: coral reefs start just a few metres from the beach on the south coast.",
          de: 'Jordaniens einzige Stadt am Meer liegt an der Spitze des Golfs von Aqaba, auf der anderen Seite des Wassers siehst du Israel, Ägypten und Saudi-Arabien. Der Ort selbst ist entspannt, der eigentliche Schatz liegt unter Wasser: An der Südküste beginnen die Korallenriffe nur wenige Meter vom Strand.',
        },
        generalInfo: {
          en: 'Aqaba has an international airport and JETT buses to Amman take about 4 hours. Returning the rental car here costs a one-way fee. Women should cover up on the public town beach; the beach clubs on the south coast are more relaxed.',
          de: 'Aqaba hat einen internationalen Flughafen, JETT-Busse nach Amman brauchen etwa 4 Stunden. Den Mietwagen hier abzugeben kostet eine Einweggebühr. Am öffentlichen Stadtstrand sollten sich Frauen eher bedeckt halten, an den Beachclubs an der Südküste ist es entspannter.',
        },
        activities: [
          {
            kind: 'activity',
            name: { en: 'Snorkelling at the Japanese Garden', de: 'Schnorcheln im Japanese Garden' },
            description: {
              en: 'A reef on the south coast full of soft corals, clownfish, parrotfish and lionfish, reachable straight from the beach. Divers can also explore the Cedar Pride, a shipwreck sunk deliberately as an artificial reef.',
              de: 'Ein Riff an der Südküste voller Weichkorallen, Clownfische, Papageifische und Rotfeuerfische, direkt vom Strand erreichbar. Taucher können außerdem die Cedar Pride erkunden, ein absichtlich versenktes Wrack, das zum künstlichen Riff geworden ist.',
            },
            tips: {
              en: "Rent gear at one of the dive centres on the south beach for about 10 JOD. Wear water shoes and don't touch the corals or sea urchins.",
              de: 'Leih dir die Ausrüstung für etwa 10 JOD bei einer der Tauchbasen am Südstrand. Trag Wasserschuhe und fass weder Korallen noch Seeigel an.',
            },
            image: { scene: 'coast', hue: 190 },
          },
        ],
        accommodation: {
          name: 'Bedouin Moon Village',
          price: 'JOD 45/night',
          description: {
            en: 'A small, easy-going dive resort on the south coast, across the road from the beach and the reefs. Simple rooms around a pool, friendly divers and a relaxed bar.',
            de: 'Ein kleines, entspanntes Tauchresort an der Südküste, gegenüber von Strand und Riffen. Einfache Zimmer rund um einen Pool, nette Taucher und eine lockere Bar.',
          },
          tips: {
            en: "Book snorkelling or dives directly at the resort's dive centre. Take a taxi into town for dinner, the fish restaurants there are much better.",
            de: 'Buch Schnorcheln oder Tauchgänge direkt bei der Tauchbasis des Resorts. Zum Abendessen mit dem Taxi in die Stadt, die Fischrestaurants dort sind viel besser.',
          },
        },
        days: [
          {
            description: {
              en: 'Two snorkelling sessions at the Japanese Garden, a nap by the pool and grilled fish in town in the evening.',
              de: 'Zweimal schnorcheln im Japanese Garden, ein Nickerchen am Pool und abends gegrillter Fisch in der Stadt.',
            },
            activities: [0],
          },
          {
            description: {
              en: 'One last swim over the reef, returned the rental car and took the evening flight from Aqaba back home.',
              de: 'Noch ein letztes Mal über das Riff geschwommen, den Mietwagen zurückgegeben und abends von Aqaba nach Hause geflogen.',
            },
            activities: [0],
          },
        ],
      },
    ],
  },
];
