import { useState } from 'react';
import type { AuditRecord } from '@wenxian/api';
import { conferenceLabels } from '@wenxian/domain';
import { definePage } from '../../../app/routeModule';
import { conferenceManagerHead, loadConferenceManager } from '../../../features/conference/conferenceManagerPage';
import { useManagedConferenceId } from '../../../features/conference/managedConference';
import { AuditCounts } from './AuditCounts';
import { AuditRecordForm } from './AuditRecordForm';
import { AuditRecordTable } from './AuditRecordTable';
import { ConferenceManagerFrame } from './ConferenceManagerFrame';

/** /conference/manager/literature: register and edit papers, and move them through the audit flow. */
export function ConferenceManagerLiterature() {
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

export const page = definePage({
  Component: ConferenceManagerLiterature,
  loader: loadConferenceManager,
  head: conferenceManagerHead(conferenceLabels.manager.literature),
});
