import { VisuallyHidden } from '@wenxian/ui';
import { facetLabels, literatureTypes, resultLabels, searchPageLabels } from '@wenxian/domain';

/**
 * The results page's one heading, for those who move through a page by its headings: what was searched and in which
 * type. Read out, not shown: the box and the tabs show both above it.
 */
export function ResultsHeading({ text, typeId }: { text: string; typeId: number | null }) {
  const typeName = literatureTypes.find((type) => type.code === typeId)?.name;
  return <VisuallyHidden as="h1">{searchPageLabels.heading(text, typeName)}</VisuallyHidden>;
}

/** The facet column's heading, above its groups' own: read out, not shown. */
export const FacetsHeading = () => <VisuallyHidden as="h2">{facetLabels.panelLabel}</VisuallyHidden>;

/** The rows' heading, above their titles: read out, not shown. */
export const RowsHeading = () => <VisuallyHidden as="h2">{resultLabels.listLabel}</VisuallyHidden>;
