import { href } from 'react-router';
import type { AuthorPage, SearchRequest } from '@wenxian/api';
import { searchLabels } from '@wenxian/domain';
import { authorsApi, useSearchAuthorsQuery } from '../../features/entities/authorsApi';
import { AuthorCards } from '../shared/AuthorCards';
import { nameSearchRequest } from '../../features/search/entitySearch';
import { defineEntitySearchPage } from './searchViews/defineEntitySearchPage';

const L = searchLabels.entitySearch.author;

/** /author/search?k=: authors by name or by the organisation they write for, most cited first, as cards. */
const authorSearch = defineEntitySearchPage<SearchRequest, AuthorPage['list'][number]>({
  labels: L,
  path: href('/author/search'),
  queryOf: nameSearchRequest('A'),
  useQuery: useSearchAuthorsQuery,
  initiate: (store, request) => store.dispatch(authorsApi.endpoints.searchAuthors.initiate(request)),
  renderList: (authors) => <AuthorCards authors={authors} label={L.listLabel} />,
});

export const AuthorSearchPage = authorSearch.Component;
export const page = authorSearch.page;
