import { escapeXml } from '../../seo/sitemap-xml.ts';

/** `<name>text</name>` with the text escaped; nothing for no text (GPX and KML leave such elements out). */
export const element = (name: string, text: string) => (text ? `<${name}>${escapeXml(text)}</${name}>` : '');
