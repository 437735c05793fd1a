import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { href } from 'react-router';
import { ConfirmDialog, ConversationList, type ConversationItem } from '@wenxian/ui';
import { aiLabels, displayMinute, isLoggedIn } from '@wenxian/domain';
import { useGetCurrentUserQuery } from '../shared/sessionApi';
import { useDeleteConversationMutation, useListConversationsQuery, useRenameConversationMutation } from './aiApi';

const L = aiLabels.conversations;

/**
 * The member's conversations with rename and delete (confirmed): the history page's list, and the one
 * the AI home layout's side bar can show (`<AiConversations compact />`). Visitors see nothing.
 */
export function AiConversations({ keyword = '', compact = false }: { keyword?: string; compact?: boolean }) {
  const { data: user } = useGetCurrentUserQuery();
  const member = isLoggedIn(user);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { data, isFetching } = useListConversationsQuery({ keyword: keyword || undefined }, { skip: !member });
  const [rename] = useRenameConversationMutation();
  const [remove, { isLoading: isDeleting }] = useDeleteConversationMutation();
  const [deleting, setDeleting] = useState<ConversationItem | null>(null);
  if (!member) return null;
  const activeId = /^\/WeResearch\/([^/]+)\/chat$/.exec(pathname)?.[1];
  const items: ConversationItem[] = (data?.list ?? []).map((c) => ({
    id: c.id,
    title: c.title,
    href: href('/WeResearch/:id/chat', { id: c.id }),
    updatedLabel: compact ? undefined : `${L.updatedAt} ${displayMinute(c.updatedAt)}`,
  }));
  return (
    <>
      <ConversationList
        label={compact ? L.recentLabel : L.label}
        items={items}
        activeId={activeId ? decodeURIComponent(activeId) : undefined}
        isLoading={isFetching && !data}
        emptyText={L.empty}
        onRename={(id, title) => void rename({ id, title })}
        onDelete={setDeleting}
      />
      <ConfirmDialog
        isOpen={deleting !== null}
        title={deleting ? L.deleteConfirm(deleting.title) : ''}
        confirmLabel={L.delete}
        isBusy={isDeleting}
        onCancel={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          await remove(deleting.id);
          // Deleting the open conversation leaves its page for a new one.
          if (deleting.id === activeId) navigate(href('/WeResearch'));
          setDeleting(null);
        }}
      />
    </>
  );
}
