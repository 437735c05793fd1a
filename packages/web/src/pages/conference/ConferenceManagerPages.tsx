import { useState } from 'react';
import type { AuditRecord } from '@wenxian/api';
import { Button, SiteLink } from '@wenxian/ui';
import { conferenceLabels, messages } from '@wenxian/domain';
import { settle } from '../../app/prefetch';
import { ApiErrorView } from '../../features/errors/ApiErrorView';
import { definePage, type PageLoaderArgs } from '../../app/routeModule';
import { AuditCounts } from './AuditCounts';
import { AuditRecordForm } from './AuditRecordForm';
import { AuditRecordTable, signHref } from './AuditRecordTable';
import {
  conferenceApi,
  useListAuditRecordsQuery,
  useShowConferenceQuery,
  useUploadAuditFileMutation,
} from './conferenceApi';
import { ConferenceManagerFrame } from './ConferenceManagerFrame';
import { CardList, FieldError, Notice, Panel, Table } from './conference.styles';
import { loadManagedConferenceId, useManagedConferenceId, withConference } from './managedConference';

const labels = conferenceLabels.manager;

/** Every manager page has the chosen conference's counts and records in the first response. */
async function loadManager({ store, url }: PageLoaderArgs) {
  const conferenceId = await loadManagedConferenceId(store, url);
  if (!conferenceId) return;
  await Promise.all([
    settle(store.dispatch(conferenceApi.endpoints.getAuditStateCount.initiate({ conferenceId }))),
    settle(store.dispatch(conferenceApi.endpoints.listAuditRecords.initiate({ conferenceId, pageSize: 100 }))),
    settle(store.dispatch(conferenceApi.endpoints.showConference.initiate(conferenceId))),
  ]);
}

function Overview() {
  const conferenceId = useManagedConferenceId();
  const { data } = useListAuditRecordsQuery({ conferenceId, pageSize: 100 }, { skip: !conferenceId });
  const waiting = (data?.list ?? []).filter((r) => r.state === 3).map((r) => r.id);
  return (
    <ConferenceManagerFrame>
      <AuditCounts conferenceId={conferenceId} />
      <Panel aria-label={labels.literature}>
        <p>
          <SiteLink href={withConference('/conference/manager/literature', conferenceId)}>{labels.literature}</SiteLink>
          {waiting.length ? (
            <>
              {' · '}
              <SiteLink href={signHref(waiting, conferenceId)}>{`${labels.sign}（${waiting.length}）`}</SiteLink>
            </>
          ) : null}
        </p>
      </Panel>
    </ConferenceManagerFrame>
  );
}

function Info() {
  const conferenceId = useManagedConferenceId();
  const { data, error } = useShowConferenceQuery(conferenceId, { skip: !conferenceId });
  return (
    <ConferenceManagerFrame>
      {error ? (
        <ApiErrorView error={error} />
      ) : !data ? (
        <p role="status">{messages.loader.loading}</p>
      ) : (
        <CardList>
          <li>
            <h2>{data.name}</h2>
            <p>{conferenceLabels.card.date(data.startDate ?? '', data.endDate ?? '')}</p>
            <p>{conferenceLabels.card.place(data.city ?? '')}</p>
            <p>{conferenceLabels.card.organizer(data.organizer ?? '')}</p>
            <p>{`${conferenceLabels.detail.subject}：${data.disciplineName ?? ''}`}</p>
            <p>{conferenceLabels.card.papers(data.literatureCount)}</p>
            <SiteLink href={`/conference/${data.id}`}>{conferenceLabels.notice.toConference}</SiteLink>
          </li>
        </CardList>
      )}
      <AuditCounts conferenceId={conferenceId} />
    </ConferenceManagerFrame>
  );
}

function Literature() {
  const conferenceId = useManagedConferenceId();
  const [editing, setEditing] = useState<AuditRecord | undefined>(undefined);
  return (
    <ConferenceManagerFrame>
      <AuditCounts conferenceId={conferenceId} />
      <AuditRecordForm
        key={editing?.id ?? 'new'}
        conferenceId={conferenceId}
        editing={editing}
        onDone={() => setEditing(undefined)}
      />
      <AuditRecordTable conferenceId={conferenceId} onEdit={setEditing} />
    </ConferenceManagerFrame>
  );
}

/** Replaces a record's file (allowed while the record may still be edited). */
function ReplaceFile({ record }: { record: AuditRecord }) {
  const [upload, state] = useUploadAuditFileMutation();
  const [file, setFile] = useState<File | null>(null);
  return (
    <>
      <input
        type="file"
        aria-label={`${labels.upload}：${record.title}`}
        accept=".pdf,.doc,.docx,.caj"
        onChange={(e) => setFile(e.target.files?.[0] ?? null)}
      />
      <Button
        type="button"
        variant="secondary"
        isSmall
        disabled={!file || state.isLoading}
        onClick={() => file && void upload({ file, conferenceId: record.conferenceId, recordId: record.id })}
      >
        {labels.upload}
      </Button>
      {state.isSuccess ? <Notice>{labels.uploaded(state.data.fileName)}</Notice> : null}
      {state.error && 'message' in state.error ? <FieldError role="alert">{state.error.message}</FieldError> : null}
    </>
  );
}

function Resource() {
  const conferenceId = useManagedConferenceId();
  const { data } = useListAuditRecordsQuery({ conferenceId, pageSize: 100 }, { skip: !conferenceId });
  const records = data?.list ?? [];
  return (
    <ConferenceManagerFrame>
      <Panel aria-label={labels.resources}>
        <h2>{labels.resources}</h2>
        {!data ? (
          <p role="status">{messages.loader.loading}</p>
        ) : records.length === 0 ? (
          <p>{labels.noResources}</p>
        ) : (
          <Table aria-label={labels.resources}>
            <thead>
              <tr>
                <th scope="col">{labels.columns.title}</th>
                <th scope="col">{labels.columns.file}</th>
                <th scope="col">{labels.columns.state}</th>
                <th scope="col">{labels.upload}</th>
              </tr>
            </thead>
            <tbody>
              {records.map((r) => (
                <tr key={r.id}>
                  <th scope="row">{r.title}</th>
                  <td>
                    {r.fileName ?? '—'}
                    {r.filePath ? (
                      <>
                        <br />
                        <code>{r.filePath}</code>
                      </>
                    ) : null}
                  </td>
                  <td>{r.stateName}</td>
                  <td>{r.state === 0 || r.state === 2 ? <ReplaceFile record={r} /> : '—'}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </Panel>
    </ConferenceManagerFrame>
  );
}

const head = (title: string) => () => ({ title: `${title} - ${labels.title}`, noindex: true });

/** The four pages of /conference/manager, by route. */
export const conferenceManagerPages = {
  home: definePage({ Component: Overview, loader: loadManager, head: head(labels.home) }),
  info: definePage({ Component: Info, loader: loadManager, head: head(labels.info) }),
  literature: definePage({ Component: Literature, loader: loadManager, head: head(labels.literature) }),
  resource: definePage({ Component: Resource, loader: loadManager, head: head(labels.resource) }),
};
