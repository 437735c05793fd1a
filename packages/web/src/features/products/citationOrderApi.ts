import {
  downloadCitationTemplate,
  getCitationDataSource,
  getCitationOrderList,
  getCitationOrderReport,
  importCitationList,
  setCitationOrder,
  setCitationOrderReg,
  type CitationDataSource,
  type CitationImportResult,
  type CitationOrder,
  type CitationOrderList,
  type CitationOrderPayload,
  type CitationOrderReport,
  type CitationOrderRegistration,
  type DownloadedFile,
} from '@wenxian/api';
import { apiSlice, callApi } from '../../app/apiSlice';

/** Citation orders (doc 001 §7 "Citation"); the page shows failures beside the field, so calls are silent. */
const citationOrderApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getCitationSources: build.query<CitationDataSource[], void>({
      queryFn: () => callApi(() => getCitationDataSource()),
    }),
    getCitationOrders: build.query<CitationOrderList, void>({
      queryFn: () => callApi(() => getCitationOrderList({ pageNum: 1, pageSize: 50 })),
      providesTags: ['Orders'],
    }),
    /** A finished order's report; the dialog shows its failure in place, so the call is silent. */
    getCitationOrderReport: build.query<CitationOrderReport, string>({
      queryFn: (orderId) => callApi(() => getCitationOrderReport({ orderId }, { silent: true })),
      providesTags: ['Orders'],
    }),
    downloadCitationTemplate: build.mutation<DownloadedFile, void>({
      queryFn: () => callApi(() => downloadCitationTemplate()),
    }),
    importCitationList: build.mutation<CitationImportResult, File>({
      queryFn: (file) => callApi(() => importCitationList(file, { silent: true })),
    }),
    setCitationOrder: build.mutation<CitationOrder, CitationOrderPayload>({
      queryFn: (payload) => callApi(() => setCitationOrder(payload, { silent: true })),
      invalidatesTags: ['Orders'],
    }),
    setCitationOrderReg: build.mutation<CitationOrder, CitationOrderRegistration>({
      queryFn: (payload) => callApi(() => setCitationOrderReg(payload, { silent: true })),
      invalidatesTags: ['Orders'],
    }),
  }),
});

export const {
  useGetCitationSourcesQuery,
  useGetCitationOrdersQuery,
  useGetCitationOrderReportQuery,
  useDownloadCitationTemplateMutation,
  useImportCitationListMutation,
  useSetCitationOrderMutation,
  useSetCitationOrderRegMutation,
} = citationOrderApi;
