import { HydratedOnUse } from '../../../app/hydration/hydrateOnUse';
import type { useLiteratureSelection } from '../../../features/shared/useLiteratureSelection';
import { PageSizePicker } from './PageSizePicker';
import { SelectionBarOnUse } from './partsOnUse';

type Selection = ReturnType<typeof useLiteratureSelection>;

/**
 * The tools over a results page's rows: 每页显示 and the batch bar, whose code comes when it is first used. A search
 * that found nothing shows neither (there is nothing to page or cite).
 */
export function RowTools({
  total,
  size,
  onSizeChange,
  selection,
  clear,
}: {
  total: number | undefined;
  size: number;
  onSizeChange: (size: number) => void;
  selection: Selection['selection'];
  clear: Selection['clear'];
}) {
  if (total === 0) return null;
  return (
    <>
      <PageSizePicker size={size} onChange={onSizeChange} />
      <HydratedOnUse until="used">
        <SelectionBarOnUse selection={selection} clear={clear} />
      </HydratedOnUse>
    </>
  );
}
