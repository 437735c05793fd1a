/**
 * A plain left click: the main button and no modifier key. With a modifier the visitor asks the browser for a new
 * tab, a new window or a download, which the page leaves to the browser.
 */
export function isPlainLeftClick(event: Pick<MouseEvent, 'button' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>) {
  return event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;
}
