const paragraphsHtml = (paragraphs: string[]) =>
  paragraphs.map((t) => (t.startsWith('<') ? t : `<p>${t}</p>`)).join('');

/**
 * A page's sections (heading, paragraphs) as the HTML the server sends: an h2 per section, a paragraph already
 * written as a tag kept as it is. The site sanitizes it before rendering.
 */
export const sectionsHtml = (sections: readonly [string, string[]][]) =>
  sections.map(([h, body]) => `<h2>${h}</h2>${paragraphsHtml(body)}`).join('');
