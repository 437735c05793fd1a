import { useEffect, useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { href } from 'react-router';
import { Button, SiteLink } from '@wenxian/ui';
import { aiLabels, manuscriptUpload, manuscriptUploadProblem, buildQuery } from '@wenxian/domain';
import { definePage } from '../../app/routeModule';
import { useJournalNamesQuery, useSubmitManuscriptMutation } from '../../features/ai/manuscriptApi';
import { useMemberGate } from '../../features/ai/useMemberGate';
import { Card, Column, Muted, Problem, Row } from './ai.styles';
import { ManuscriptLoginPrompt } from './ManuscriptLoginPrompt';

const L = aiLabels.manuscript;
const problemText = { wrongType: L.wrongType, tooLarge: L.tooLarge(manuscriptUpload.maxMb), empty: L.noText } as const;
/** Journal-name completion waits for a pause in typing, like the search suggestions (doc 000 §9: 100 ms). */
const COMPLETION_DEBOUNCE_MS = 100;

/** /prequalification: upload a manuscript (docx or pdf, the limit said before picking), optionally name a journal. */
export function PrequalificationPage() {
  const navigate = useNavigate();
  const { isMember, isLoading: isUserLoading, loginHref } = useMemberGate();
  const [submit, { isLoading, error }] = useSubmitManuscriptMutation();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [journal, setJournal] = useState('');
  const [typed, setTyped] = useState('');
  const fileId = useId();
  const hintId = useId();
  const listId = useId();
  useEffect(() => {
    const timer = setTimeout(() => setTyped(journal.trim()), COMPLETION_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [journal]);
  const { data: names = [] } = useJournalNamesQuery(typed, { skip: typed.length === 0 });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setProblem(L.uploadLabel);
      return;
    }
    const reason = manuscriptUploadProblem(file);
    if (reason) {
      setProblem(problemText[reason]);
      return;
    }
    const record = await submit({ file, targetJournal: journal.trim() })
      .unwrap()
      .catch(() => null);
    if (record) navigate(`${href('/prequalification/report')}${buildQuery([['id', record.id]])}`);
  };

  return (
    <Column>
      <h1>{L.heading}</h1>
      <Muted>{L.intro}</Muted>
      {!isMember && !isUserLoading ? (
        <ManuscriptLoginPrompt loginHref={loginHref} />
      ) : (
        <Card aria-label={L.newCheck}>
          <form onSubmit={(event) => void onSubmit(event)} noValidate>
            <Row>
              <label htmlFor={fileId}>{L.uploadLabel}</label>
              <input
                id={fileId}
                type="file"
                accept={manuscriptUpload.accept}
                aria-describedby={hintId}
                aria-invalid={problem !== null}
                onChange={(event) => {
                  const picked = event.target.files?.[0] ?? null;
                  setFile(picked);
                  setProblem(
                    picked
                      ? manuscriptUploadProblem(picked)
                        ? problemText[manuscriptUploadProblem(picked) ?? 'wrongType']
                        : null
                      : null,
                  );
                }}
              />
            </Row>
            <Muted id={hintId}>{L.sizeHint(manuscriptUpload.maxMb)}</Muted>
            <Row>
              <label>
                {L.targetJournal}{' '}
                <input
                  list={listId}
                  value={journal}
                  onChange={(event) => setJournal(event.target.value)}
                  autoComplete="off"
                />
              </label>
              <datalist id={listId} aria-label={L.journalSuggestions}>
                {names.map((name) => (
                  <option key={name} value={name} />
                ))}
              </datalist>
            </Row>
            {problem && <Problem role="alert">{problem}</Problem>}
            {error && <Problem role="alert">{'message' in error ? error.message : ''}</Problem>}
            <Row>
              <Button type="submit" variant="primary" isBusy={isLoading}>
                {isLoading ? L.uploading : L.submit}
              </Button>
              <SiteLink href={href('/prequalification/recordList')}>{L.recordListLink}</SiteLink>
            </Row>
          </form>
        </Card>
      )}
    </Column>
  );
}

export const page = definePage({
  Component: PrequalificationPage,
  head: () => ({ title: L.documentTitle, description: L.intro, canonical: '/prequalification' }),
});
