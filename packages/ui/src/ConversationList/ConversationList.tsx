import { useId, useState, type FormEvent } from 'react';
import { aiLabels } from '@wenxian/domain';
import { Button } from '../Button';
import { SiteLink } from '../LinkContext';
import { ListLoader } from '../ListLoader';
import { Empty, List, Problem, Row } from './ConversationList.styles';

const L = aiLabels.conversations;

/** A saved conversation as the list shows it. */
export type ConversationItem = {
  id: string;
  title: string;
  /** The conversation's page. */
  href: string;
  /** When it last changed, already formatted for display (e.g. the domain's relative time). */
  updatedLabel?: string;
};

export type ConversationListProps = {
  items: readonly ConversationItem[];
  /** The open conversation (marked as the current page). */
  activeId?: string;
  isLoading?: boolean;
  /** Shown when there is nothing to list. */
  emptyText?: string;
  /** Renames a conversation; the rename box shows only with this. */
  onRename?: (id: string, title: string) => void;
  /** Asked to delete a conversation (the page confirms). */
  onDelete?: (item: ConversationItem) => void;
  /** The list's accessible name. */
  label?: string;
};

function RenameForm({
  item,
  onSave,
  onCancel,
}: {
  item: ConversationItem;
  onSave: (title: string) => void;
  onCancel: () => void;
}) {
  const [title, setTitle] = useState(item.title);
  const [problem, setProblem] = useState(false);
  const problemId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim()) {
      setProblem(true);
      return;
    }
    onSave(title.trim());
  };
  return (
    <form onSubmit={submit}>
      <input
        aria-label={L.renameLabel(item.title)}
        aria-invalid={problem}
        aria-describedby={problem ? problemId : undefined}
        value={title}
        maxLength={30}
        // The rename box opens on the user's request: take the focus there.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
        onChange={(event) => {
          setTitle(event.target.value);
          setProblem(false);
        }}
        onKeyDown={(event) => event.key === 'Escape' && onCancel()}
      />
      {problem && <Problem id={problemId}>{L.titleRequired}</Problem>}
      <Button type="submit" variant="text" isSmall>
        {L.save}
      </Button>
      <Button type="button" variant="text" isSmall onClick={onCancel}>
        {L.cancel}
      </Button>
    </form>
  );
}

/** The saved conversations (WeResearch side bar and history): open, rename in place, delete. */
export function ConversationList({
  items,
  activeId,
  isLoading = false,
  emptyText = L.empty,
  onRename,
  onDelete,
  label = L.label,
}: ConversationListProps) {
  const [renaming, setRenaming] = useState<string | null>(null);
  if (isLoading && items.length === 0) return <ListLoader state="loading" />;
  if (items.length === 0) return <Empty>{emptyText}</Empty>;
  return (
    <List aria-label={label}>
      {items.map((item) => (
        <Row key={item.id}>
          {renaming === item.id && onRename ? (
            <RenameForm
              item={item}
              onCancel={() => setRenaming(null)}
              onSave={(title) => {
                setRenaming(null);
                if (title !== item.title) onRename(item.id, title);
              }}
            />
          ) : (
            <>
              <SiteLink href={item.href} aria-current={item.id === activeId ? 'page' : undefined}>
                {item.title}
              </SiteLink>
              {item.updatedLabel && <time>{item.updatedLabel}</time>}
              {onRename && (
                <Button
                  variant="text"
                  isSmall
                  aria-label={`${L.rename} ${item.title}`}
                  onClick={() => setRenaming(item.id)}
                >
                  {L.rename}
                </Button>
              )}
              {onDelete && (
                <Button variant="text" isSmall aria-label={`${L.delete} ${item.title}`} onClick={() => onDelete(item)}>
                  {L.delete}
                </Button>
              )}
            </>
          )}
        </Row>
      ))}
    </List>
  );
}
