import { __PRIVATE__ } from 'styled-components';

/**
 * The attribute of the server's style tags. Not styled-components' own (`data-styled` with its version), which it
 * would rehydrate: copy every rule into a sheet of its own and remove the server's tags, a change of the page's
 * style sheets that makes the browser restyle every element of the page once more, in one task after the first
 * paint (on a results page 20 to 60 ms at full speed, four times that on a phone).
 */
export const SERVER_STYLES_ATTRIBUTE = 'data-server-styles';

/** The server's styles, as one style tag: styled-components' rules and markers as its own tags hold them. */
export function serverStyleTag(css: string): string {
  return css ? `<style ${SERVER_STYLES_ATTRIBUTE}>${css}</style>` : '';
}

/** styled-components' separator of rules and its marker of a component's classes (`data-styled.g12[id="…"]…`). */
const RULE_SEPARATOR = '/*!sc*/';
const CLASSES_MARKER = /^data-styled\.g\d+\[id="([\w-]+)"\][^"]*"([^"]*)"/;

/**
 * Tells styled-components which classes the server's style tags already hold, before the page hydrates, and leaves
 * the tags as they are: a hydrating component whose class is there inserts nothing, so the page keeps the style
 * sheets it painted with. Components first rendered later insert their rules into styled-components' own tag, after
 * the server's.
 */
export function adoptServerStyles(): void {
  const sheet = __PRIVATE__.mainSheet;
  for (const tag of document.querySelectorAll(`style[${SERVER_STYLES_ATTRIBUTE}]`)) {
    for (const part of (tag.textContent ?? '').split(RULE_SEPARATOR)) {
      const marker = CLASSES_MARKER.exec(part.trim());
      if (!marker) continue;
      const [, componentId, names] = marker;
      for (const name of names!.split(',')) if (name) sheet.registerName(componentId!, name);
    }
  }
}
