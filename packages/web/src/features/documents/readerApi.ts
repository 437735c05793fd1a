import { fetchDownloadFile, getDirectory, showDoc, type DirectoryEntry, type DocView } from '@wenxian/api';
import type { LiteratureTypeCode } from '@wenxian/domain';
import { apiSlice, callApi } from '../../app/apiSlice';

export type ReaderArgs = { id: string; type?: LiteratureTypeCode };

/** Online reading (/commonOpenUp/showDoc and getDirectory): the document's PDF address, pages and contents. */
export const readerApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getReading: build.query<DocView, ReaderArgs>({
      queryFn: (args) => callApi(() => showDoc(args)),
    }),
    getReadingDirectory: build.query<DirectoryEntry[], ReaderArgs>({
      queryFn: (args) => callApi(() => getDirectory(args)),
    }),
  }),
});

export const { useGetReadingQuery, useGetReadingDirectoryQuery } = readerApi;

/** The PDF itself, fetched through the call layer (signed, cookies) in the browser; not cached in the store. */
export const fetchReadingFile = (url: string) => fetchDownloadFile(url, { silent: true });
