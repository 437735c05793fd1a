import { useLocation, useNavigate } from 'react-router-dom';
import { OrganizationSearchBanner } from '@wenxian/ui';
import { parseQuery } from '@wenxian/domain';
import { suggestOrganizations } from '@wenxian/api';
import type { SuggestionLoader, SuggestionOption } from '@wenxian/ui';

/** Organization-name suggestions with publication counts (doc 000 §2.6). Failures are silent. */
const loadOrganizations: SuggestionLoader<SuggestionOption> = async (text, signal) => {
  const items = await suggestOrganizations({ content: text, isChina: true }, { signal });
  return items.map((item, index) => ({ id: `${item.name}-${index}`, name: item.name, count: item.recommendValue }));
};

/** The organization layout's search banner, wired to the router and the organization suggestion call. */
export function OrganizationBanner() {
  const navigate = useNavigate();
  const { search } = useLocation();
  return (
    <OrganizationSearchBanner
      defaultText={parseQuery(search).k ?? ''}
      loadSuggestions={loadOrganizations}
      onSubmit={(_text, path) => navigate(path)}
    />
  );
}
