import { searchPageLabels, searchPageSizes } from '@wenxian/domain';
import { Tools } from '../SearchPage.styles';

/** 每页显示: how many results a page holds, of the sizes offered (`searchPageSizes`). */
export function PageSizePicker({ size, onChange }: { size: number; onChange: (size: number) => void }) {
  return (
    <Tools>
      <label htmlFor="search-page-size">{searchPageLabels.pageSize}</label>
      <select id="search-page-size" value={size} onChange={(event) => onChange(Number(event.target.value))}>
        {searchPageSizes.map((option) => (
          <option key={option} value={option}>
            {option} {searchPageLabels.pageSizeSuffix}
          </option>
        ))}
      </select>
    </Tools>
  );
}
