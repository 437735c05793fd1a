import { useLocation, useNavigate } from 'react-router-dom';
import { aiLabels } from '@wenxian/domain';
import { definePage } from '../../app/routeModule';
import { settle } from '../../app/settle';
import { aiApi } from '../../features/ai/aiApi';
import { AiConversations } from '../../features/ai/AiConversations';
import { Column, Row } from './ai.styles';

const L = aiLabels.conversations;
const keywordOf = (search: string) => new URLSearchParams(search).get('keyword')?.trim() ?? '';

/** /WeResearch/history: search the saved conversations by title (in the URL), rename, delete (members only). */
export function WeResearchHistoryPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const keyword = keywordOf(location.search);
  return (
    <Column>
      <h1>{aiLabels.history.heading}</h1>
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          const value = String(new FormData(event.currentTarget).get('keyword') ?? '').trim();
          navigate({ search: value ? `?keyword=${encodeURIComponent(value)}` : '' });
        }}
      >
        <Row>
          <input
            key={keyword}
            name="keyword"
            type="search"
            aria-label={L.searchLabel}
            placeholder={L.searchPlaceholder}
            defaultValue={keyword}
          />
          <button type="submit">{L.searchLabel}</button>
        </Row>
      </form>
      <AiConversations keyword={keyword} />
    </Column>
  );
}

export const page = definePage({
  Component: WeResearchHistoryPage,
  loader: async ({ store, url }) => {
    const keyword = keywordOf(url.search);
    await settle(store.dispatch(aiApi.endpoints.listConversations.initiate({ keyword: keyword || undefined })));
    return null;
  },
  head: () => ({ title: aiLabels.history.documentTitle, noindex: true }),
});
