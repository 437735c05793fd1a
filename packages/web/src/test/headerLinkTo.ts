import { waitFor, within } from 'storybook/test';

/**
 * The site header's links to `path`, its hover panels' included (in the page while closed, so nothing is opened and
 * the picture stays the page at rest): what a visitor clicked to come to the page a story shows. The 知识图谱 tiles
 * come with the operators' config, so they are waited for.
 */
export async function headerLinksTo(path: string): Promise<HTMLElement[]> {
  const header = within(document.body).getAllByRole('banner', { hidden: true })[0];
  if (!header) throw new Error('the story has no site header');
  return waitFor(() => {
    const links = within(header)
      .getAllByRole('link', { hidden: true })
      .filter((a) => a.getAttribute('href') === path);
    if (links.length === 0) throw new Error(`no header link to ${path}`);
    return links;
  });
}

/** The header's one link to `path` (the first, where a panel repeats it). */
export async function headerLinkTo(path: string): Promise<HTMLElement> {
  return (await headerLinksTo(path))[0]!;
}
