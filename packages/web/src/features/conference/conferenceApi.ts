import {
  getConferenceLiteratures,
  searchConferenceBooks,
  searchConferences,
  showConference,
  type ConferenceBook,
  type ConferenceListQuery,
  type ConferenceLiteratureQuery,
  type ConferencePage,
  type ConferenceProfile,
  type LiteratureSummary,
  type Page,
} from '@wenxian/api';
import { apiSlice, callApi } from '../../app/apiSlice';

/** Conferences, their proceedings and papers as anyone reads them (doc 001 §7 "Conference"). */
export const conferenceApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    searchConferences: build.query<ConferencePage, ConferenceListQuery>({
      queryFn: (query) => callApi(() => searchConferences(query)),
    }),
    searchConferenceBooks: build.query<Page<ConferenceBook>, ConferenceListQuery>({
      queryFn: (query) => callApi(() => searchConferenceBooks(query)),
    }),
    showConference: build.query<ConferenceProfile, string>({
      queryFn: (id) => callApi(() => showConference({ id })),
    }),
    getConferenceLiteratures: build.query<Page<LiteratureSummary>, ConferenceLiteratureQuery>({
      queryFn: (query) => callApi(() => getConferenceLiteratures(query)),
    }),
  }),
});

export const {
  useSearchConferencesQuery,
  useSearchConferenceBooksQuery,
  useShowConferenceQuery,
  useGetConferenceLiteraturesQuery,
} = conferenceApi;
