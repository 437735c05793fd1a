import { useId, useState, type FormEvent } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { href } from 'react-router';
import type { PdfUpload, TranslateFile } from '@wenxian/api';
import {
  documentLabels,
  formatBeijing,
  payPageUrl,
  pdfToWordCommodity,
  pdfToWordStates,
  pdfToWordUpload,
  pdfToWordUploadProblem,
  type PdfToWordUploadProblem,
} from '@wenxian/domain';
import { Button, ListLoader, SiteLink } from '@wenxian/ui';
import { settle } from '../../app/settle';
import { saveFile } from '../../features/shared/saveFile';
import {
  fetchConvertedFile,
  pdfToWordApi,
  useGetConversionsQuery,
  useOrderConversionMutation,
  usePayConversionMutation,
  useUploadPdfMutation,
} from '../../features/documents/pdfToWordApi';
import { useGetMyWalletQuery } from '../../features/products/productsApi';
import { useGetCurrentUserQuery } from '../../features/shared/sessionApi';
import { definePage } from '../../app/routeModule';
import { Due, Muted, OrderFields, Panel, PayFrame, Row } from './payPanel.styles';
import { Conversions, Problem } from './PdfToWordPage.styles';

const L = documentLabels.pdf2word;
/** How often the list is asked again while a conversion runs. */
export const CONVERSION_POLL_MS = 1000;
const problemText: Record<PdfToWordUploadProblem, string> = {
  wrongType: L.wrongType,
  tooLarge: L.tooLarge(pdfToWordUpload.maxMb),
  empty: L.empty,
};
const here = href('/transform/pdf2word');

/** The pay page in a window opened inside the click, loaded once the order exists (as the download flow). */
function openPayWindow(): { load: (url: string) => void; close: () => void } | null {
  const opened = window.open('about:blank', '_blank');
  if (!opened) return null;
  opened.opener = null;
  return {
    load: (url) => opened.location.replace(new URL(url, window.location.origin).href),
    close: () => opened.close(),
  };
}

/** Step 1: pick and upload a PDF; the limits are said before the pick, a wrong pick is told and kept out. */
function UploadForm({ onUploaded }: { onUploaded: (upload: PdfUpload) => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [upload, { isLoading }] = useUploadPdfMutation();
  const inputId = useId();
  const hintId = useId();
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setProblem(L.noFile);
    const reason = pdfToWordUploadProblem(file);
    if (reason) return setProblem(problemText[reason]);
    const result = await upload(file);
    if ('data' in result && result.data) onUploaded(result.data);
    else if (result.error && 'message' in result.error) setProblem(result.error.message ?? null);
  };
  return (
    <Panel aria-labelledby="pdf2word-upload">
      <h2 id="pdf2word-upload">{L.uploadStep}</h2>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Row>
          <label htmlFor={inputId}>{L.pick}</label>
          <input
            id={inputId}
            type="file"
            accept={pdfToWordUpload.accept}
            aria-describedby={hintId}
            aria-invalid={problem !== null}
            onChange={(event) => {
              const picked = event.target.files?.[0] ?? null;
              setFile(picked);
              const reason = picked ? pdfToWordUploadProblem(picked) : null;
              setProblem(reason ? problemText[reason] : null);
            }}
          />
          <Button type="submit" variant="primary" isBusy={isLoading}>
            {isLoading ? L.uploading : L.upload}
          </Button>
        </Row>
        <Muted id={hintId}>{L.limits(pdfToWordUpload.maxMb, pdfToWordUpload.maxPages)}</Muted>
        {problem && <Problem role="alert">{problem}</Problem>}
      </form>
    </Panel>
  );
}

/** Step 2: the uploaded file's pages and price; pay from the wallet, or order and pay in the pay window. */
function OrderPanel({ upload, onDone }: { upload: PdfUpload; onDone: () => void }) {
  const { data: user } = useGetCurrentUserQuery();
  const wallet = useGetMyWalletQuery(user?.memberId ?? skipToken);
  const [pay, paying] = usePayConversionMutation();
  const [order, ordering] = useOrderConversionMutation();
  const balance = wallet.data?.balance ?? user?.balance ?? 0;
  const enough = balance >= upload.amount;
  const payOtherwise = async () => {
    const pending = openPayWindow();
    const result = await order(upload);
    if ('data' in result && result.data) {
      const url = payPageUrl(result.data.id, here);
      if (pending) pending.load(url);
      else window.location.assign(url);
      onDone();
    } else pending?.close();
  };
  return (
    <Panel aria-labelledby="pdf2word-order">
      <h2 id="pdf2word-order">{L.uploaded}</h2>
      <OrderFields>
        <dt>{L.fileName}</dt>
        <dd>{upload.fileName}</dd>
        <dt>{L.pageCount}</dt>
        <dd>{L.pages(upload.pageCount)}</dd>
        <dt>{L.price}</dt>
        <dd>
          <Due>{L.coins(upload.amount)}</Due>{' '}
          <Muted as="span">{L.priceRule(pdfToWordCommodity.perPage, pdfToWordCommodity.minimum)}</Muted>
        </dd>
        <dt>{L.balance}</dt>
        <dd>{L.coins(balance)}</dd>
      </OrderFields>
      {!enough && <Problem role="status">{L.lowBalance}</Problem>}
      <Row>
        <Button
          variant="primary"
          disabled={!enough}
          isBusy={paying.isLoading}
          onClick={() => void pay(upload).then((result) => ('data' in result && result.data ? onDone() : undefined))}
        >
          {paying.isLoading ? L.ordering : L.convert}
        </Button>
        <Button isBusy={ordering.isLoading} onClick={() => void payOtherwise()}>
          {L.otherPay}
        </Button>
      </Row>
    </Panel>
  );
}

function ConversionRow({ item }: { item: TranslateFile }) {
  const [busy, setBusy] = useState(false);
  const progress = item.progress ?? 0;
  const download = async () => {
    setBusy(true);
    try {
      const file = await fetchConvertedFile(item.id);
      saveFile(file.blob, file.fileName ?? `${L.title}.doc`);
    } catch {
      // The call layer has shown why.
    } finally {
      setBusy(false);
    }
  };
  return (
    <tr>
      <td>{item.fileName}</td>
      <td>{item.pageCount === undefined ? '' : L.pages(item.pageCount)}</td>
      <td>{formatBeijing(Date.parse(item.createdAt), 'YYYY-MM-DD HH:mm')}</td>
      <td>
        {L.states[item.state] ?? ''}
        {item.state === pdfToWordStates.converting && (
          <>
            {' '}
            <progress max={100} value={progress} aria-label={L.progress(progress)} /> {progress}%
          </>
        )}
      </td>
      <td>
        {item.state === pdfToWordStates.done && (
          <Button variant="primary" isBusy={busy} onClick={() => void download()}>
            {L.download}
          </Button>
        )}
        {item.state === pdfToWordStates.unpaid && item.orderId && (
          <SiteLink href={payPageUrl(item.orderId, here)} target="_blank">
            {L.pay}
          </SiteLink>
        )}
      </td>
    </tr>
  );
}

/** Step 3: the user's conversions with their progress (asked again every second while one runs) and files. */
function ConversionList() {
  // What the cache holds now decides whether the list is asked again (only while a conversion runs).
  const cached = pdfToWordApi.endpoints.getConversions.useQueryState();
  const running = (cached.data?.list ?? []).some((item) => item.state === pdfToWordStates.converting);
  const list = useGetConversionsQuery(undefined, { pollingInterval: running ? CONVERSION_POLL_MS : 0 });
  return (
    <Panel aria-labelledby="pdf2word-list">
      <h2 id="pdf2word-list">{L.list}</h2>
      {list.error ? (
        <Row>
          <Problem role="alert">{L.loadFailed}</Problem>
          <Button onClick={() => void list.refetch()}>{L.retry}</Button>
        </Row>
      ) : !list.data ? (
        <ListLoader state="loading" />
      ) : list.data.list.length === 0 ? (
        <Muted>{L.noConversions}</Muted>
      ) : (
        <Conversions>
          <thead>
            <tr>
              <th scope="col">{L.fileName}</th>
              <th scope="col">{L.pageCount}</th>
              <th scope="col">{L.time}</th>
              <th scope="col">{L.state}</th>
              <th scope="col">{L.action}</th>
            </tr>
          </thead>
          <tbody>
            {list.data.list.map((item) => (
              <ConversionRow key={item.id} item={item} />
            ))}
          </tbody>
        </Conversions>
      )}
    </Panel>
  );
}

/** /transform/pdf2word (members): upload a PDF, order and pay the conversion, follow it, download the Word file. */
export function PdfToWordPage() {
  const [upload, setUpload] = useState<PdfUpload | null>(null);
  return (
    <PayFrame>
      <h1>{L.title}</h1>
      <Muted>{L.intro}</Muted>
      {upload ? <OrderPanel upload={upload} onDone={() => setUpload(null)} /> : <UploadForm onUploaded={setUpload} />}
      <ConversionList />
    </PayFrame>
  );
}

export const page = definePage({
  Component: PdfToWordPage,
  loader: async ({ store }) => {
    await settle(store.dispatch(pdfToWordApi.endpoints.getConversions.initiate()));
  },
  head: () => ({ title: L.title, description: L.intro, canonical: here }),
});
