import { expect, within } from 'storybook/test';
import { conferenceLabels } from '@wenxian/domain';

const label = conferenceLabels.card.organizerLabel;

/**
 * The organizer's link among a conference's facts: the line reads 主办：name, and only the name is the link (the
 * label 主办： stays plain text).
 */
export async function organizerLink(container: HTMLElement): Promise<HTMLElement> {
  const line = within(container).getByText(
    (_, element) => element?.tagName === 'P' && (element.textContent ?? '').startsWith(label),
  );
  const link = within(line).getByRole('link');
  await expect(link.textContent).toBe(line.textContent?.slice(label.length));
  return link;
}
