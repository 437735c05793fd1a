import { conferenceLabels } from '../messages/labels/conference';

/**
 * The document title of a conference-area page: what the page shows, then the area (学术会议). Conference names
 * mostly end with the area's own word (第26届全国经济学学术会议), so the area is left out when the name already
 * says it — a tab reading “…学术会议 - 学术会议” tells the user nothing twice (docs/decisions/conference.md, "Titles").
 */
export function conferencePageTitle(named: string): string {
  const area = conferenceLabels.areaTitle;
  const name = named.trim();
  if (!name) return area;
  return name.endsWith(area) ? name : `${name} - ${area}`;
}
