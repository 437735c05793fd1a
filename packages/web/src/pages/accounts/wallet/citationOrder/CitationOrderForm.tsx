import { useState, type ChangeEvent, type FormEvent } from 'react';
import type { CitationOrderPaper } from '@wenxian/api';
import { citationFileProblem, citationOrderProblems, productLabels, type CitationOrderProblem } from '@wenxian/domain';
import { Button } from '@wenxian/ui';
import { saveFile } from '../../../../features/shared/saveFile';
import {
  useDownloadCitationTemplateMutation,
  useGetCitationSourcesQuery,
  useImportCitationListMutation,
  useSetCitationOrderMutation,
} from '../../../../features/products/citationOrderApi';
import { QueryView } from '../../../shared/ContentFrame';
import { Field, fieldAria, FilePicker, Form } from '../../../shared/FormField';
import { HeadRow, Table } from '../../../shared/OrderTable';
import { FieldError } from '../../accountForm/accountForm.styles';
import { Actions, Muted } from '../../centrePanel/centrePanel.styles';

const L = productLabels.citationOrder;
type Errors = Partial<Record<'title' | 'sources' | 'papers' | 'submit', string>>;
const fieldOf: Record<CitationOrderProblem, keyof Errors> = {
  titleRequired: 'title',
  titleTooLong: 'title',
  sourcesRequired: 'sources',
  papersRequired: 'papers',
};

/**
 * The order form: sources (the 13 of doc 001 §3, as getDataSource answers), the template, the imported
 * list and the order's name. A failed import or order keeps everything chosen and typed.
 */
export function CitationOrderForm() {
  const sources = useGetCitationSourcesQuery();
  const [downloadTemplate, template] = useDownloadCitationTemplateMutation();
  const [importList, imported] = useImportCitationListMutation();
  const [order, ordered] = useSetCitationOrderMutation();
  const [title, setTitle] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const [papers, setPapers] = useState<{ fileName: string; list: CitationOrderPaper[] } | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [done, setDone] = useState(false);

  const saveTemplate = async () => {
    const result = await downloadTemplate();
    if ('data' in result && result.data) saveFile(result.data.blob, result.data.fileName ?? `${L.template}.csv`);
  };
  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setDone(false);
    const early = citationFileProblem(file.name, file.size);
    if (early) return setErrors((e) => ({ ...e, papers: L.importProblem[early] }));
    const result = await importList(file);
    if ('error' in result) return setErrors((e) => ({ ...e, papers: (result.error as { message: string }).message }));
    setPapers({ fileName: result.data.fileName, list: result.data.papers });
    setErrors((e) => ({ ...e, papers: undefined }));
  };
  const toggle = (id: string) => setChosen((now) => (now.includes(id) ? now.filter((c) => c !== id) : [...now, id]));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = citationOrderProblems({ title, sources: chosen, papers: papers?.list.length ?? 0 });
    const next: Errors = {};
    for (const p of problems) next[fieldOf[p]] ??= L.orderProblem[p];
    setErrors(next);
    if (problems.length > 0) return;
    const result = await order({ title: title.trim(), dataSourceIds: chosen, papers: papers?.list ?? [] });
    if ('error' in result) return setErrors({ submit: (result.error as { message: string }).message });
    setTitle('');
    setChosen([]);
    setPapers(null);
    setDone(true);
  };

  return (
    <Form noValidate onSubmit={(e) => void submit(e)} aria-label={L.title}>
      <fieldset aria-describedby={errors.sources ? 'citation-sources-error' : undefined}>
        <legend>{L.sources}</legend>
        <QueryView query={sources}>
          {(list) => (
            <Actions>
              {list.map((s) => (
                <label key={s.id}>
                  <input type="checkbox" checked={chosen.includes(s.id)} onChange={() => toggle(s.id)} /> {s.name}
                </label>
              ))}
            </Actions>
          )}
        </QueryView>
        {errors.sources ? (
          <FieldError id="citation-sources-error" role="alert">
            {errors.sources}
          </FieldError>
        ) : null}
      </fieldset>
      <Field id="citation-file" label={L.importList} hint={L.importHint} error={errors.papers}>
        <Actions>
          <FilePicker
            fileName={papers?.fileName}
            accept=".csv,text/csv"
            disabled={imported.isLoading}
            onChange={(e) => void onFile(e)}
            {...fieldAria('citation-file', errors.papers, true)}
          />
          <Button variant="text" onClick={() => void saveTemplate()} isBusy={template.isLoading}>
            {L.template}
          </Button>
          {imported.isLoading ? <Muted role="status">{L.importing}</Muted> : null}
        </Actions>
      </Field>
      {papers ? (
        <section aria-label={papers.fileName}>
          <p role="status">
            {papers.fileName} · {L.imported(papers.list.length)}
          </p>
          <Table aria-label={L.importList}>
            <HeadRow columns={L.paperColumns} />
            <tbody>
              {papers.list.map((p, i) => (
                <tr key={`${i}-${p.title}`}>
                  <td>{p.title}</td>
                  <td>{p.authors}</td>
                  <td>{p.journal}</td>
                  <td>{p.year}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </section>
      ) : null}
      <Field id="citation-title" label={L.orderTitle} error={errors.title}>
        <input
          value={title}
          maxLength={80}
          onChange={(e) => setTitle(e.target.value)}
          {...fieldAria('citation-title', errors.title)}
        />
      </Field>
      <Actions>
        <Button variant="primary" type="submit" isBusy={ordered.isLoading}>
          {ordered.isLoading ? L.submitting : L.submit}
        </Button>
        {errors.submit ? <FieldError role="alert">{errors.submit}</FieldError> : null}
        {done ? <Muted role="status">{L.submitted}</Muted> : null}
      </Actions>
    </Form>
  );
}
