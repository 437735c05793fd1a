import { useState, type FormEvent } from 'react';
import type { AuditRecord } from '@wenxian/api';
import { Button } from '@wenxian/ui';
import { conferenceLabels, parseAuthors, validateAuditInput } from '@wenxian/domain';
import { useSaveAuditRecordMutation, useUploadAuditFileMutation } from '../../../features/conference/auditRecordsApi';
import { FieldError, Form, Notice, Panel } from '../../shared/backOffice.styles';
import { FilePicker } from '../../shared/FormField';

const labels = conferenceLabels.manager;

/**
 * Registers a paper (save) or changes one (edit), and uploads its file to the record (the /website upload).
 * What was typed stays in the fields when the server refuses.
 */
export function AuditRecordForm({
  conferenceId,
  editing,
  onDone,
}: {
  conferenceId: string;
  editing?: AuditRecord | undefined;
  onDone: () => void;
}) {
  const [title, setTitle] = useState(editing?.title ?? '');
  const [authors, setAuthors] = useState(editing?.authors.join('，') ?? '');
  const [file, setFile] = useState<File | null>(null);
  // A new key gives the next paper an empty file field (the form's reset does not reach a chosen file's name).
  const [fileKey, setFileKey] = useState(0);
  const [errors, setErrors] = useState<Partial<Record<'title' | 'authors', string>>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [save, saving] = useSaveAuditRecordMutation();
  const [upload, uploading] = useUploadAuditFileMutation();
  const busy = saving.isLoading || uploading.isLoading;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = { title: title.trim(), authors: parseAuthors(authors) };
    const problems = validateAuditInput(input);
    setErrors(problems);
    setServerError(null);
    setNotice(null);
    if (Object.keys(problems).length) return;
    const saved = await save({ ...(editing ? { id: editing.id } : {}), conferenceId, ...input });
    if ('error' in saved)
      return setServerError(saved.error && 'message' in saved.error ? String(saved.error.message) : null);
    if (file) {
      const sent = await upload({ file, conferenceId, recordId: saved.data.id });
      if ('error' in sent)
        return setServerError(sent.error && 'message' in sent.error ? String(sent.error.message) : null);
      setNotice(labels.uploaded(sent.data.fileName));
    } else setNotice(labels.saved);
    setTitle('');
    setAuthors('');
    setFile(null);
    setFileKey((k) => k + 1);
    (event.target as HTMLFormElement).reset();
    onDone();
  };

  return (
    <Panel aria-label={editing ? labels.editForm : labels.form}>
      <h2>{editing ? labels.editForm : labels.form}</h2>
      <Form onSubmit={(e) => void submit(e)} noValidate>
        <label>
          {labels.paperTitle}
          <input
            size={40}
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            aria-invalid={Boolean(errors.title)}
            aria-describedby={errors.title ? 'audit-title-error' : undefined}
          />
        </label>
        <label>
          {labels.authors}
          <input
            size={30}
            value={authors}
            onChange={(e) => setAuthors(e.target.value)}
            aria-invalid={Boolean(errors.authors)}
            aria-describedby={errors.authors ? 'audit-authors-error' : undefined}
          />
        </label>
        <label>
          {labels.file}
          <FilePicker
            key={fileKey}
            // Named by its label alone: the picker's visible 选择文件 / file name are inside the same label.
            aria-label={labels.file}
            accept=".pdf,.doc,.docx,.caj"
            fileName={file?.name}
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
        </label>
        <Button type="submit" variant="primary" isBusy={busy}>
          {labels.save}
        </Button>
        {editing ? (
          <Button type="button" variant="secondary" onClick={onDone}>
            {labels.cancel}
          </Button>
        ) : null}
        {errors.title ? <FieldError id="audit-title-error">{errors.title}</FieldError> : null}
        {errors.authors ? <FieldError id="audit-authors-error">{errors.authors}</FieldError> : null}
        <div aria-live="polite" style={{ flexBasis: '100%' }}>
          {serverError ? <FieldError role="alert">{serverError}</FieldError> : null}
          {notice ? <Notice>{notice}</Notice> : null}
        </div>
      </Form>
    </Panel>
  );
}
