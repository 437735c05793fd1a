import DOMPurify, { type Config, type WindowLike } from 'dompurify';

/**
 * The one HTML sanitizer of the site (DOMPurify). In a browser it uses the page's window; the server
 * renderer has none, so it hands one in (a jsdom window) with `setSanitizerWindow` before rendering.
 */
let purifier = DOMPurify;

export function setSanitizerWindow(window: WindowLike): void {
  purifier = DOMPurify(window);
  answers = new WeakMap();
}

/**
 * Answers already given, per config: a results page renders the same titles again on every selection or
 * hover, and DOMPurify parses a whole document per call (a twentieth of a second for one page of results on
 * a phone). Bounded: emptied when full.
 */
const CACHE_LIMIT = 2000;
let answers = new WeakMap<object, Map<string, string>>();

function remembered(config: object, html: string, compute: () => string): string {
  let known = answers.get(config);
  if (!known) answers.set(config, (known = new Map()));
  let answer = known.get(html);
  if (answer === undefined) {
    if (known.size >= CACHE_LIMIT) known.clear();
    answer = compute();
    known.set(html, answer);
  }
  return answer;
}

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

/**
 * Server HTML reduced to what `config` allows, ready for dangerouslySetInnerHTML. Pass the same `config`
 * object each time (a module constant) so answers are remembered.
 */
export function sanitizeHtml(html: string, config: Config): string {
  if (isPlainText(html) || isKeptWhole(html, config)) return html;
  return remembered(config, html, () => purifier.sanitize(html, { ...config, RETURN_TRUSTED_TYPE: false }) as string);
}

const textConfig = { ALLOWED_TAGS: [] as string[], KEEP_CONTENT: true, RETURN_DOM: true as const };

/**
 * The text of server HTML without any markup, for accessible names and plain-text places; like the HTML
 * parser reading it as a page, without the white space before the first character.
 */
export function textOfHtml(html: string): string {
  // Simple markup (a highlighted title) is its text between tags: no parse.
  const text = isPlainText(html)
    ? html
    : isSimpleMarkup(html, isInline, true)
      ? html.replace(/<[^>]*>/g, '')
      : remembered(textConfig, html, () => purifier.sanitize(html, textConfig).textContent ?? '');
  return text.replace(/^[\t\n\f\r ]+/, '');
}
