import { useState } from 'react';
import type { AuditRecord } from '@wenxian/api';
import { Button } from '@wenxian/ui';
import { conferenceLabels } from '@wenxian/domain';
import { useUploadAuditFileMutation } from '../../../features/conference/auditRecordsApi';
import { FieldError, Notice } from '../../shared/backOffice.styles';
import { FilePicker } from '../../shared/FormField';

const labels = conferenceLabels.manager;

/** Replaces a record's file (allowed while the record may still be edited). */
export function ReplaceAuditFile({ record }: { record: AuditRecord }) {
  const [upload, state] = useUploadAuditFileMutation();
  const [file, setFile] = useState<File | null>(null);
  return (
    <>
      <FilePicker
        aria-label={`${labels.upload}：${record.title}`}
        accept=".pdf,.doc,.docx,.caj"
        fileName={file?.name}
        onChange={(e) => setFile(e.target.files?.[0] ?? null)}
      />
      <Button
        type="button"
        variant="secondary"
        isSmall
        disabled={!file}
        isBusy={state.isLoading}
        onClick={() => file && void upload({ file, conferenceId: record.conferenceId, recordId: record.id })}
      >
        {labels.upload}
      </Button>
      {state.isSuccess ? <Notice>{labels.uploaded(state.data.fileName)}</Notice> : null}
      {state.error && 'message' in state.error ? <FieldError role="alert">{state.error.message}</FieldError> : null}
    </>
  );
}
