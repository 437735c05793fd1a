import DOMPurify, { type Config, type WindowLike } from 'dompurify';
import { isSanitizedAlready, textOfSimpleMarkup, withoutLeadingSpace } from './simpleMarkup';
import { sanitizerEvaluated } from './sanitizerOnDemand';

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
 * Server HTML reduced to what `config` allows, ready for dangerouslySetInnerHTML. Pass the same `config`
 * object each time (a module constant) so answers are remembered.
 */
export function sanitizeHtml(html: string, config: Config): string {
  if (isSanitizedAlready(html, config)) return html;
  return remembered(config, html, () => purifier.sanitize(html, { ...config, RETURN_TRUSTED_TYPE: false }) as string);
}

const textConfig = { ALLOWED_TAGS: [] as string[], KEEP_CONTENT: true, RETURN_DOM: true as const };

/**
 * The text of server HTML without any markup, for accessible names and plain-text places; like the HTML
 * parser reading it as a page, without the white space before the first character.
 */
export function textOfHtml(html: string): string {
  // Simple markup (a highlighted title) is its text between tags: no parse.
  return (
    textOfSimpleMarkup(html) ??
    withoutLeadingSpace(remembered(textConfig, html, () => purifier.sanitize(html, textConfig).textContent ?? ''))
  );
}

sanitizerEvaluated({ sanitizeHtml, textOfHtml });
