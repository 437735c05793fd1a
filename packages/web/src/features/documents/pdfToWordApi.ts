import {
  balancePay,
  downCaChe,
  getUserTranslateFileList,
  setOrder,
  uploadPdfForWord,
  type Order,
  type Page,
  type PdfUpload,
  type TranslateFile,
} from '@wenxian/api';
import { documentLabels, pdfToWordCommodity } from '@wenxian/domain';
import { apiSlice, callApi } from '../../app/apiSlice';

/** The order of a conversion (doc 001 §3 order payload: name, commodityId, busCode, pdfPath). */
const conversionOrderPayload = (upload: { fileName: string; pdfPath: string }) => ({
  name: `${documentLabels.pdf2word.title}：${upload.fileName}`,
  commodityId: pdfToWordCommodity.id,
  busCode: pdfToWordCommodity.busCode,
  pdfPath: upload.pdfPath,
});

/**
 * /transform/pdf2word's calls: the upload, the user's conversions (getUserTranslateFileList, tagged with the
 * orders so a payment in the pay window refreshes it), ordering and paying from the wallet.
 */
export const pdfToWordApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getConversions: build.query<Page<TranslateFile>, void>({
      queryFn: () => callApi(() => getUserTranslateFileList({ pageNum: 1, pageSize: 50 })),
      providesTags: ['Orders'],
    }),
    uploadPdf: build.mutation<PdfUpload, File>({
      queryFn: (file) => callApi(() => uploadPdfForWord(file)),
      invalidatesTags: ['Orders'],
    }),
    /** Orders the conversion (unless already ordered) and pays it from the wallet. */
    payConversion: build.mutation<Order | { id: string }, { fileName: string; pdfPath: string; orderId?: string }>({
      queryFn: (args) =>
        callApi(async () => {
          const order = args.orderId ? { id: args.orderId } : await setOrder(conversionOrderPayload(args));
          await balancePay({ orderId: order.id });
          return order;
        }),
      invalidatesTags: ['Orders', 'Wallet', 'User'],
    }),
    /** Orders the conversion for another way of paying (the pay page in a new window). */
    orderConversion: build.mutation<Order, { fileName: string; pdfPath: string }>({
      queryFn: (args) => callApi(() => setOrder(conversionOrderPayload(args))),
      invalidatesTags: ['Orders'],
    }),
  }),
});

export const { useGetConversionsQuery, useUploadPdfMutation, usePayConversionMutation, useOrderConversionMutation } =
  pdfToWordApi;

/** The finished Word file (downCaChe with the conversion id), through the call layer. */
export const fetchConvertedFile = (id: string) => downCaChe({ key: id });
