import PDFDocument from 'pdfkit';
import { countryName } from '#domain/countries.ts';
import { formats } from '#domain/formats.ts';
import { dateOfDay } from '#domain/itinerary.ts';
import { getT } from '#locales/i18n.ts';
import { documentFonts } from '../../documents/fonts.ts';
import type { Storage } from '../../storage/index.ts';
import type { TripView } from './trip.presenter.ts';
import { exportWords } from './trip-export-words.ts';
import { type Place, plannedDays } from './trip-places.ts';
import { coverCut } from './trip-share-image.ts';

const teal = '#0f766e';
const slate = '#334155';
const width = 495;

type Pdf = PDFKit.PDFDocument;

/** The cover as a JPEG, which PDF readers show, or null without one. */
const coverJpeg = async (storage: Storage, cover: string | null) =>
  (await coverCut(storage, cover))?.jpeg({ quality: 80 }).toBuffer() ?? null;

/**
 * Writes the roadbook's parts in the trip's language: labels from the same catalogue as the page,
 * distances and costs as the other files say them.
 */
function writer(doc: Pdf, trip: TripView) {
  const words = exportWords(trip);
  const format = formats(trip.language);
  const heading = (text: string, size = 16) => {
    doc.moveDown(0.6).font('bold').fontSize(size).fillColor(teal).text(text, { width });
    doc.moveDown(0.2).fillColor(slate);
  };
  const paragraph = (text: string, size = 11) => {
    if (text.trim()) doc.font('regular').fontSize(size).fillColor(slate).text(text.trim(), { width, paragraphGap: 4 });
  };
  const labelled = (label: string, text: string) => {
    if (!text.trim()) return;
    doc.font('bold').fontSize(11).fillColor(slate).text(`${label}: `, { continued: true, width });
    doc.font('regular').text(text.trim());
  };
  return { ...words, format, heading, paragraph, labelled };
}

type Writer = ReturnType<typeof writer>;

function overview(doc: Pdf, trip: TripView, w: Writer) {
  w.heading(w.t('trip-page:overview.stations'));
  trip.places.forEach((place, index) => {
    const when = trip.dateFrom
      ? w.format.dates(dateOfDay(trip.dateFrom, place.firstDay), dateOfDay(trip.dateFrom, place.lastDay))
      : place.firstDay === place.lastDay
        ? w.t('trip-page:overview.day', { from: place.firstDay })
        : w.t('trip-page:overview.dayRange', { from: place.firstDay, to: place.lastDay });
    const nights = w.t('trip-page:overview.nights', { count: place.nights });
    doc
      .font('bold')
      .fontSize(11)
      .fillColor(slate)
      .text(`${index + 1}. ${place.name}`, { continued: true, width });
    doc.font('regular').text(`  ${when} · ${nights}`);
  });
}

function station(doc: Pdf, trip: TripView, place: Place, next: Place | undefined, index: number, w: Writer) {
  doc.addPage();
  const country = place.country ? `, ${countryName(place.country, trip.language)}` : '';
  w.heading(`${index + 1}. ${place.name}${country}`, 20);
  w.paragraph(place.description);
  if (place.generalInfo) {
    w.heading(w.t('trip-page:station.generalInfo'), 13);
    w.paragraph(place.generalInfo);
  }
  for (const day of plannedDays(place)) {
    const date = trip.dateFrom ? ` · ${w.format.date(dateOfDay(trip.dateFrom, day.number))}` : '';
    w.heading(`${w.t('trip-page:days.day', { number: day.number })}${date}`, 13);
    w.paragraph(day.description);
    for (const activity of day.activities) {
      doc.moveDown(0.3).font('bold').fontSize(11).fillColor(slate).text(activity.name, { width });
      w.paragraph(activity.description);
      w.labelled(w.t('trip-page:station.price'), w.cost(activity));
      w.labelled(w.t('trip-page:station.tips'), activity.tips);
    }
  }
  const stay = place.accommodation;
  if (stay) {
    w.heading(w.t('trip-page:station.accommodation'), 13);
    if (stay.name) doc.font('bold').fontSize(11).text(stay.name, { width });
    w.labelled(w.t('trip-page:station.price'), w.cost(stay));
    w.paragraph(stay.description);
    w.labelled(w.t('trip-page:station.tips'), stay.tips);
  }
  if (next) {
    // The way on is measured even when the author named no means: the distance stands alone then.
    w.heading(w.t('trip-page:station.nextLeg', { name: next.name }), 13);
    w.paragraph(w.legDistance(index));
    for (const leg of place.directions) {
      doc.moveDown(0.3);
      w.paragraph(w.means(leg));
      w.labelled(w.t('trip-page:station.price'), w.cost(leg));
      w.paragraph(leg.description);
      w.labelled(w.t('trip-page:station.tips'), leg.tips);
    }
  }
}

/**
 * The trip as a PDF roadbook in its language: cover picture, title, author, the link back and the
 * total distance, the stations with their dates, then station by station its days with activities,
 * the stay and the way on with its distance, with every price and tip. Fonts embedded
 * (server/documents/fonts.ts), so umlauts print as written.
 */
export async function renderRoadbook(storage: Storage, trip: TripView, url: string): Promise<Uint8Array> {
  const [{ regular, bold }, cover] = await Promise.all([documentFonts(), coverJpeg(storage, trip.coverImage)]);
  const author = trip.author?.name ?? getT(trip.language)('trip-page:unknownAuthor');
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    lang: trip.language,
    displayTitle: true,
    info: { Title: trip.title, Author: author, Creator: 'Itinera' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  const w = writer(doc, trip);

  if (cover) doc.image(cover, { fit: [width, 260], align: 'center' }).moveDown(1);
  doc.font('bold').fontSize(26).fillColor('#0f172a').text(trip.title, { width });
  doc
    .moveDown(0.3)
    .font('regular')
    .fontSize(12)
    .fillColor(slate)
    .text(w.t('trip-page:by', { name: author }).replace(/<\/?1>/g, ''));
  doc.fillColor(teal).text(url, { link: url, underline: true, width });
  const facts = [
    w.t('trip-page:facts.days', { count: trip.length }),
    trip.countries.map((code) => countryName(code, trip.language)).join(', '),
    trip.dateFrom ? w.format.dates(trip.dateFrom, trip.dateTo) : '',
  ].filter(Boolean);
  doc.moveDown(0.5).fillColor(slate).text(facts.join(' · '), { width });
  doc.moveDown(0.5);
  w.labelled(w.t('trip-route:total.label'), w.totalDistance());
  w.paragraph(w.travellers());
  const budget = w.budget();
  if (budget.rows.length > 0) {
    w.heading(w.t('trip-costs:budget.heading'), 13);
    for (const [word, amount] of budget.rows) w.labelled(word, amount);
    for (const note of budget.notes) w.paragraph(note, 10);
  }
  w.paragraph(trip.description);
  overview(doc, trip, w);
  for (const [index, place] of trip.places.entries()) station(doc, trip, place, trip.places[index + 1], index, w);
  if (trip.summary) {
    doc.addPage();
    w.heading(w.t('trip-page:summary.summary'), 20);
    w.paragraph(trip.summary);
  }
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}
