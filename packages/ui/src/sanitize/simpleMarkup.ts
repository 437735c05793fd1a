import type { Config } from 'dompurify';

/**
 * Markup the sanitizer can vouch for without parsing it: what DOMPurify would give back unchanged. A results
 * page's titles and abstracts are such markup, so the page needs DOMPurify only for the odd one that is not
 * (`sanitizerOnDemand.ts`).
 */

/**
 * Text the HTML parser and serializer give back unchanged (no tag, entity, `>`, no-break space, carriage
 * return or NUL): DOMPurify's answer for it is the text itself, so it is not parsed at all. Most titles of a
 * page without highlights are such text.
 */
const isPlainText = (html: string) => !/[<>&\u00a0\r\0]/.test(html);

/** A tag as the HTML serializer writes it (lower-case name, at most a class of plain characters), or a character it would change. */
const SERIALIZED_TAG = /<(\/?)([a-z][a-z0-9]*)( class="[\w -]*")?>|[<>&\u00a0\r\0]/g;

/**
 * Markup DOMPurify gives back unchanged under an allowed-tags config: plain text (as above) between tags of
 * that config written as the serializer writes them, properly nested and all closed, with at most a class
 * (a URI-safe attribute, whose plain value DOMPurify never checks). Highlighted titles and abstracts are
 * such markup (`<em>深度</em>学习`), and a results page renders forty of them on every search: the parser is
 * skipped for them too. Anything else — another tag or attribute, an entity, a stray bracket, a tag left
 * open — goes to DOMPurify. The property test holds this to DOMPurify's own answers.
 */
function isKeptWhole(html: string, config: Config): boolean {
  // Only an allowed-tags config and nothing else: other options change what DOMPurify gives back.
  const tags = config.ALLOWED_TAGS;
  if (!Array.isArray(tags) || Object.keys(config).some((key) => key !== 'ALLOWED_TAGS' && key !== 'ALLOWED_ATTR'))
    return false;
  return isSimpleMarkup(html, (name) => tags.includes(name), config.ALLOWED_ATTR?.includes('class'));
}

function isSimpleMarkup(html: string, isAllowed: (name: string) => boolean, classAllowed = false): boolean {
  const open: string[] = [];
  for (const [, closing, name, withClass] of html.matchAll(SERIALIZED_TAG)) {
    if (!name || !isAllowed(name)) return false;
    if (closing) {
      if (withClass || open.pop() !== name) return false;
    } else {
      if (withClass && !classAllowed) return false;
      open.push(name);
    }
  }
  return open.length === 0;
}

/** Inline tags whose text DOMPurify keeps when it drops them (unlike script, style or title, dropped whole). */
const INLINE_TAGS = new Set(['em', 'mark', 'b', 'strong', 'i', 'u', 's', 'small', 'sub', 'sup', 'span', 'font']);
const isInline = (name: string) => INLINE_TAGS.has(name);

/** Whether DOMPurify would give `html` back as it is under `config`: plain text or simple markup of its tags. */
export const isSanitizedAlready = (html: string, config: Config): boolean =>
  isPlainText(html) || isKeptWhole(html, config);

/** Text as the HTML parser reads it at the start of a page: without the white space before the first character. */
export const withoutLeadingSpace = (text: string) => text.replace(/^[\t\n\f\r ]+/, '');

/**
 * The text of plain text or simple inline markup (a highlighted title) without parsing it, as `textOfHtml`
 * gives it; undefined for anything else.
 */
export function textOfSimpleMarkup(html: string): string | undefined {
  if (isPlainText(html)) return withoutLeadingSpace(html);
  return isSimpleMarkup(html, isInline, true) ? withoutLeadingSpace(html.replace(/<[^>]*>/g, '')) : undefined;
}
