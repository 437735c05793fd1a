import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { href } from 'react-router';
import { documentLabels, buildQuery } from '@wenxian/domain';
import { ListLoader, TextLink } from '@wenxian/ui';
import { useGetDownloadLogQuery } from '../../features/accounts/centreApi';
import { ReaderFrame } from './ReaderFrame';

const L = documentLabels.reader;

const Home = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  max-width: ${({ theme }) => theme.layout.contentColumnWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.color.text};
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
  }
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textSecondary};
  }
  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space.lg};
  }
`;
/** A PDF chosen on this computer, shown by the browser's viewer; it never leaves the browser. */
function LocalPdf() {
  const [file, setFile] = useState<{ name: string; url: string } | null>(null);
  const [error, setError] = useState(false);
  useEffect(() => () => void (file && URL.revokeObjectURL(file.url)), [file]);
  return (
    <>
      <label>
        {L.openLocal}{' '}
        <input
          type="file"
          accept="application/pdf,.pdf"
          aria-invalid={error || undefined}
          aria-describedby={error ? 'reader-local-error' : undefined}
          onChange={(event) => {
            const chosen = event.target.files?.[0];
            if (!chosen) return;
            const isPdf = chosen.type === 'application/pdf' || /\.pdf$/i.test(chosen.name);
            setError(!isPdf);
            if (isPdf) setFile({ name: chosen.name, url: URL.createObjectURL(chosen) });
          }}
        />
      </label>
      {error ? (
        <p id="reader-local-error" role="alert">
          {L.notPdf}
        </p>
      ) : null}
      {file ? <ReaderFrame title={L.localViewer(file.name)} src={file.url} /> : null}
    </>
  );
}

/** The member's latest downloads, each opened in the reader. */
function RecentDownloads() {
  const { data, isLoading, error } = useGetDownloadLogQuery({ pageNum: 1, pageSize: 5 });
  if (isLoading) return <ListLoader state="loading" />;
  if (error) return null;
  const entries = data?.list ?? [];
  if (entries.length === 0) return <p>{L.noRecent}</p>;
  return (
    <ul>
      {entries.map((entry) => (
        <li key={`${entry.id}-${entry.time}`}>
          <TextLink
            href={`${href('/onlinereading')}${buildQuery([
              ['id', entry.id],
              ['type', String(entry.type)],
            ])}`}
          >
            {entry.title}
          </TextLink>
        </li>
      ))}
    </ul>
  );
}

/** /onlinereading with no document: how to read, a local PDF, and the latest downloads to read again. */
export function ReaderHome() {
  return (
    <Home>
      <h1>{L.title}</h1>
      <p>{L.homeIntro}</p>
      <LocalPdf />
      <section aria-labelledby="reader-recent">
        <h2 id="reader-recent">{L.recent}</h2>
        <RecentDownloads />
      </section>
    </Home>
  );
}
