import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { href } from 'react-router';
import { SearchBox, SiteLink, type SearchSubmission } from '@wenxian/ui';
import { buildSearchUrl, documentTypes, emptySearchUrlState, pageLabels, shellLabels } from '@wenxian/domain';
import { hotSearchApi, useGetHotSearchQuery } from '../../features/search/hotSearchApi';
import { definePage } from '../../app/routeModule';
import { defer } from '../../features/deferred/Deferred';
import { useSearchNavigate } from '../../features/search/useSearchNavigate';
import { checkProfessionalOnUse, loadKeywordSuggestionsOnUse } from '../../features/search/searchSuggestionsOnUse';
import { searchEntries } from '../../features/navigation/searchEntries';
import { HydratedOnUse } from '../../app/hydration/hydrateOnUse';

const labels = pageLabels.home;

const Hero = styled.section`
  padding: ${({ theme }) => `${theme.space.xxl} 0 4.8rem`};
  background: linear-gradient(180deg, ${({ theme }) => theme.color.brandSoft}, ${({ theme }) => theme.color.surface});
`;

const Inner = styled.div`
  width: ${({ theme }) => theme.layout.contentColumnWidth};
  margin: 0 auto;
`;

const Heading = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.font.size.xxl};
  text-align: center;
`;

const Tagline = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.xl};
  color: ${({ theme }) => theme.color.textSecondary};
  text-align: center;
`;

/** The other ways to search, under the box: advanced, history and the type-specific searches. */
const Entries = styled.nav`
  margin-top: ${({ theme }) => theme.space.md};
  ul {
    display: flex;
    justify-content: center;
    gap: ${({ theme }) => theme.space.lg};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    color: ${({ theme }) => theme.color.textSecondary};
  }
  a:hover {
    color: ${({ theme }) => theme.color.brand};
  }
`;

const Types = styled.nav`
  margin-top: ${({ theme }) => theme.space.xxl};
  h2 {
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  ul {
    display: grid;
    grid-template-columns: repeat(5, 1fr);
    gap: ${({ theme }) => theme.space.md};
    padding: 0;
    list-style: none;
  }
  a {
    display: block;
    padding: ${({ theme }) => theme.space.lg};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.lg};
    text-align: center;
  }
  a:hover {
    border-color: ${({ theme }) => theme.color.brand};
    color: ${({ theme }) => theme.color.brand};
  }
`;

/**
 * Home (/): the search entry with this week's hot searches and the other ways to search, and one entry per
 * literature type (a tile browses its type's results: /search with the type and no text).
 */
export function HomePage() {
  const navigate = useNavigate();
  const searchNavigate = useSearchNavigate();
  const { data: hotSearches = [] } = useGetHotSearchQuery();
  const onSubmit = ({ text, field, mode }: SearchSubmission) =>
    searchNavigate(buildSearchUrl({ ...emptySearchUrlState, text, field, professional: mode === 'professional' }));

  return (
    <>
      <Hero>
        <Inner>
          <Heading>{labels.heading}</Heading>
          <Tagline>{labels.tagline}</Tagline>
          <SearchBox
            variant="home"
            action={'/search'}
            hotSearches={hotSearches}
            loadSuggestions={loadKeywordSuggestionsOnUse}
            checkProfessional={checkProfessionalOnUse}
            onSubmit={onSubmit}
            onAiSearch={(text) =>
              navigate(text ? `${href('/WeResearch')}?key=${encodeURIComponent(text)}` : href('/WeResearch'))
            }
          />
          {/* Links alone, usable without script: they hydrate when seen or used, after the box. */}
          <HydratedOnUse until="seen">
            <Entries aria-label={shellLabels.siteMap.searchEntries}>
              <ul>
                {searchEntries.map((entry) => (
                  <li key={entry.href}>
                    <SiteLink href={entry.href}>{entry.label}</SiteLink>
                  </li>
                ))}
              </ul>
            </Entries>
          </HydratedOnUse>
        </Inner>
      </Hero>
      <Inner>
        <HydratedOnUse until="seen">
          <Types aria-labelledby="home-types">
            <h2 id="home-types">{labels.typesHeading}</h2>
            <ul>
              {documentTypes.map((t) => (
                <li key={t.code}>
                  <SiteLink
                    href={buildSearchUrl({ ...emptySearchUrlState, typeId: t.code })}
                    aria-label={labels.typeEntry(t.name)}
                  >
                    {t.name}
                  </SiteLink>
                </li>
              ))}
            </ul>
          </Types>
        </HydratedOnUse>
      </Inner>
    </>
  );
}

/**
 * /: the page needs no call to answer, so it streams at once; this week's hot searches (read only when the
 * box opens) are started here and reach the browser in the state written after them. The title is the site's own.
 */
export const page = definePage({
  Component: HomePage,
  loader: ({ store }) => defer(store.dispatch(hotSearchApi.endpoints.getHotSearch.initiate())),
  head: () => ({ title: labels.documentTitle }),
});
