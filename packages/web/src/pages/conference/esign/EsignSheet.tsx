import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { href } from 'react-router';
import { Button, SignaturePad, SiteLink } from '@wenxian/ui';
import { conferenceLabels, messages } from '@wenxian/domain';
import { settle } from '../../../app/settle';
import { definePage } from '../../../app/routeModule';
import {
  auditRecordsApi,
  useAuthorizeAuditRecordsMutation,
  useListAuditRecordsQuery,
} from '../../../features/conference/auditRecordsApi';
import { withConference } from '../../../features/conference/managedConference';
import { FieldError, Notice, Panel } from '../../shared/backOffice.styles';

const labels = conferenceLabels.esign;

/** Phones get the full width and a taller pad; computers a centred column. */
const Sheet = styled.div<{ $isPhone: boolean }>`
  width: ${({ $isPhone }) => ($isPhone ? '100%' : '72rem')};
  margin: ${({ $isPhone, theme }) => ($isPhone ? '0' : `${theme.space.xxl} auto`)};
  padding: ${({ theme }) => theme.space.lg};
  h1 {
    font-size: ${({ theme }) => theme.font.size.xl};
  }
  ul {
    padding-left: 2rem;
  }
`;

/** The records to sign: those named by `ids` that wait for authorization (all waiting ones without `ids`). */
const recordQuery = (search: URLSearchParams) => ({ conferenceId: search.get('cid') ?? '', state: 3, pageSize: 100 });
const idsOf = (search: URLSearchParams) => (search.get('ids') ?? '').split(',').filter(Boolean);

/** The records to sign, the agreement and the signature pad; phones get the full width and a taller pad. */
function EsignSheet({ isPhone }: { isPhone: boolean }) {
  const [search] = useSearchParams();
  const ids = idsOf(search);
  const conferenceId = search.get('cid') ?? '';
  const { data, isLoading } = useListAuditRecordsQuery(recordQuery(search));
  const [authorize, state] = useAuthorizeAuditRecordsMutation();
  const [signature, setSignature] = useState<string | null>(null);
  const [agreed, setAgreed] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [signedIds, setSignedIds] = useState<string[]>([]);
  const records = (data?.list ?? []).filter((r) => !ids.length || ids.includes(r.id));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing = !agreed ? labels.agreeRequired : !signature ? labels.signatureRequired : null;
    setProblem(missing);
    if (missing || !signature) return;
    const target = records.map((r) => r.id);
    const result = await authorize({ ids: target, authorized: true, signature });
    if ('error' in result) setProblem(result.error && 'message' in result.error ? String(result.error.message) : null);
    else setSignedIds(target);
  };
  const back = (
    <SiteLink href={withConference(href('/conference/manager/literature'), conferenceId)}>{labels.back}</SiteLink>
  );

  if (signedIds.length) {
    return (
      <Sheet $isPhone={isPhone}>
        <h1>{labels.heading}</h1>
        <Notice role="status">{labels.signed}</Notice>
        <p>{back}</p>
      </Sheet>
    );
  }
  return (
    <Sheet $isPhone={isPhone}>
      <h1>{labels.heading}</h1>
      <Panel aria-label={labels.records}>
        <h2>{labels.records}</h2>
        {isLoading ? (
          <p role="status">{messages.loader.loading}</p>
        ) : records.length ? (
          <ul>
            {records.map((r) => (
              <li key={r.id}>
                {r.title}（{r.authors.join('，')}）
              </li>
            ))}
          </ul>
        ) : (
          <p>{labels.none}</p>
        )}
      </Panel>
      {records.length ? (
        <form onSubmit={(e) => void submit(e)} noValidate>
          <p>{labels.agreement}</p>
          <label>
            <input type="checkbox" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} /> {labels.agree}
          </label>
          {isPhone ? <p>{labels.phoneHint}</p> : null}
          <SignaturePad
            label={labels.padLabel}
            clearLabel={labels.clear}
            onChange={setSignature}
            height={isPhone ? '50vh' : '24rem'}
            isDisabled={state.isLoading}
          />
          {problem ? <FieldError role="alert">{problem}</FieldError> : null}
          <p>
            <Button type="submit" variant="primary" isBusy={state.isLoading}>
              {state.isLoading ? labels.submitting : labels.submit}
            </Button>
          </p>
        </form>
      ) : null}
      <p>{back}</p>
    </Sheet>
  );
}

/**
 * An e-signature page: `esignature`/`esignpc` for computers, `esign_mobile`/`esignphone` for phones
 * (docs/decisions/conference.md); each route module is one of these.
 */
export const esignPage = (isPhone: boolean) =>
  definePage({
    Component: () => <EsignSheet isPhone={isPhone} />,
    loader: async ({ store, url }) =>
      void (await settle(
        store.dispatch(auditRecordsApi.endpoints.listAuditRecords.initiate(recordQuery(url.searchParams))),
      )),
    head: () => ({ title: labels.title, noindex: true }),
  });
