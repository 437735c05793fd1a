import {
  emptyAdvancedRow,
  MAX_ADVANCED_GROUP_DEPTH,
  newAdvancedId,
  searchFields,
  searchLabels,
  type AdvancedItem,
  type AdvancedRow,
  type ExpressionOperator,
} from '@wenxian/domain';
import { Button } from '../Button';
import {
  Actions,
  Control,
  GroupBox,
  GroupItem,
  List,
  RemoveButton,
  Row,
  TextInput,
} from './AdvancedConditionBuilder.styles';

const L = searchLabels.advanced;
const operators: readonly ExpressionOperator[] = ['AND', 'OR', 'NOT'];
/** Page-only fields (专利名称, 标准名称) belong to their own pages. */
const fields = searchFields.filter((f) => f.code !== 'PT' && f.code !== 'ST');

export type AdvancedConditionBuilderProps = {
  /** Rows and nested groups, in the order they are evaluated. */
  items: readonly AdvancedItem[];
  /** The whole list after any edit (typing, a choice, adding or removing a row or group). */
  onChange: (items: AdvancedItem[]) => void;
};

type ListProps = AdvancedConditionBuilderProps & { depth: number; path: string };

function RowEditor({
  row,
  first,
  onChange,
  onRemove,
  path,
}: {
  row: AdvancedRow;
  first: boolean;
  onChange: (row: AdvancedRow) => void;
  onRemove: () => void;
  path: string;
}) {
  const label = (what: string) => `${what} ${path}`;
  return (
    <Row>
      {first ? (
        <span />
      ) : (
        <Control
          aria-label={label(L.operator)}
          value={row.operator}
          onChange={(e) => onChange({ ...row, operator: e.target.value as ExpressionOperator })}
        >
          {operators.map((op) => (
            <option key={op} value={op}>
              {op}
            </option>
          ))}
        </Control>
      )}
      <Control
        aria-label={label(L.field)}
        value={row.field}
        onChange={(e) => onChange({ ...row, field: e.target.value as AdvancedRow['field'] })}
      >
        {fields.map((f) => (
          <option key={f.code} value={f.code}>
            {f.label}
          </option>
        ))}
      </Control>
      <TextInput
        aria-label={label(L.text)}
        value={row.text}
        onChange={(e) => onChange({ ...row, text: e.target.value })}
      />
      <Control
        aria-label={label(L.match)}
        value={row.match}
        onChange={(e) => onChange({ ...row, match: e.target.value as AdvancedRow['match'] })}
      >
        <option value="fuzzy">{L.fuzzy}</option>
        <option value="exact">{L.exact}</option>
      </Control>
      <RemoveButton type="button" onClick={onRemove} aria-label={label(L.removeRow)} title={L.removeRow}>
        <span aria-hidden="true">−</span>
      </RemoveButton>
    </Row>
  );
}

function ItemList({ items, onChange, depth, path }: ListProps) {
  const replace = (index: number, item: AdvancedItem | null) => {
    const next = [...items];
    if (item) next[index] = item;
    else next.splice(index, 1);
    onChange(next);
  };
  return (
    <>
      <List>
        {items.map((item, index) => {
          const itemPath = path ? `${path}.${index + 1}` : String(index + 1);
          if (item.kind === 'row') {
            return (
              <RowEditor
                key={item.id}
                row={item}
                first={index === 0}
                path={itemPath}
                onChange={(row) => replace(index, row)}
                onRemove={() => replace(index, null)}
              />
            );
          }
          return (
            <GroupItem key={item.id}>
              {index > 0 && (
                <Control
                  aria-label={`${L.operator} ${itemPath}`}
                  value={item.operator}
                  onChange={(e) => replace(index, { ...item, operator: e.target.value as ExpressionOperator })}
                >
                  {operators.map((op) => (
                    <option key={op} value={op}>
                      {op}
                    </option>
                  ))}
                </Control>
              )}
              <GroupBox>
                <legend>{`${L.group} ${itemPath}`}</legend>
                <ItemList
                  items={item.children}
                  depth={depth + 1}
                  path={itemPath}
                  onChange={(children) => replace(index, { ...item, children })}
                />
                <Button type="button" variant="text" onClick={() => replace(index, null)}>
                  {`${L.removeGroup} ${itemPath}`}
                </Button>
              </GroupBox>
            </GroupItem>
          );
        })}
      </List>
      <Actions>
        <Button type="button" variant="secondary" onClick={() => onChange([...items, emptyAdvancedRow('SU')])}>
          {path ? `${L.addRow}（${L.group} ${path}）` : L.addRow}
        </Button>
        {depth < MAX_ADVANCED_GROUP_DEPTH && (
          <Button
            type="button"
            variant="secondary"
            onClick={() =>
              onChange([
                ...items,
                {
                  kind: 'group',
                  id: newAdvancedId('g'),
                  operator: 'AND',
                  children: [emptyAdvancedRow('SU'), emptyAdvancedRow('K', 'OR')],
                },
              ])
            }
          >
            {path ? `${L.addGroup}（${L.group} ${path}）` : L.addGroup}
          </Button>
        )}
      </Actions>
    </>
  );
}

/**
 * The advanced-search conditions: rows (operator, field, words, exact or fuzzy) and nested groups, evaluated
 * top to bottom, each joined to everything above it by its own operator (domain `advancedSearchTree`). Every
 * control is named with its place (`检索词 2.1` is the first row of group 2), so a screen reader can tell them apart.
 */
export function AdvancedConditionBuilder({ items, onChange }: AdvancedConditionBuilderProps) {
  return <ItemList items={items} onChange={onChange} depth={1} path="" />;
}
