/**
 * Story files share one page (docs/decisions/testing.md): whatever an earlier story left in the document would
 * show in this story's picture or count in its rectangle. Storybook removes the story's own canvas when the next
 * story starts; this removes the rest before the story renders — anything else in <body> (a portal or a
 * library's layer that outlived its story) — and scrolls back to the top, so every story starts on the page an
 * isolated file would give it.
 */
export function startFromEmptyPage(canvas: Element): void {
  for (const el of [...document.body.children]) {
    // Storybook's own status layers (preparing, no preview, error) are hidden and stay.
    if (el !== canvas && !el.classList.contains('sb-wrapper')) el.remove();
  }
  window.scrollTo(0, 0);
}
