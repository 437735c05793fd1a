import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { href } from 'react-router';
import { checkFileProblem, checkVersionOf, checkVersions, productLabels, type CheckVersionId } from '@wenxian/domain';
import { Button } from '@wenxian/ui';
import { useCreateCheckOrderMutation } from '../../features/products/productsApi';
import { definePage } from '../../app/routeModule';
import { Field, fieldAria, Form } from '../shared/FormField';
import { Inner } from '../shared/ContentFrame';
import { Lead, PageTitle } from '../shared/ServicePage';

const L = productLabels.thesis;
type Errors = Partial<Record<'title' | 'author' | 'file', string>>;

/** /product/thesisdetection/version1: choose a version, upload the paper, and create the order to pay. */
export function ThesisOrderFormPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [versionId, setVersionId] = useState<CheckVersionId>(checkVersionOf(params.get('version'))?.id ?? 'standard');
  const [title, setTitle] = useState('');
  const [author, setAuthor] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [createOrder, { isLoading }] = useCreateCheckOrderMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = file ? checkFileProblem(file) : null;
    const next: Errors = {
      ...(title.trim() ? {} : { title: L.titleRequired }),
      ...(author.trim() ? {} : { author: L.authorRequired }),
      ...(!file ? { file: L.fileRequired } : problem ? { file: L.fileProblem[problem] } : {}),
    };
    setErrors(next);
    if (Object.keys(next).length > 0 || !file) return;
    const result = await createOrder({ file, fields: { versionId, title: title.trim(), author: author.trim() } });
    if ('data' in result && result.data)
      navigate(`${href('/product/thesisdetection/version1/order')}?id=${result.data.id}`);
  };

  return (
    <Inner>
      <PageTitle>{L.upload}</PageTitle>
      <Lead>{L.intro}</Lead>
      <Form onSubmit={submit} noValidate aria-label={L.title}>
        <fieldset>
          <legend>{L.chooseVersion}</legend>
          {checkVersions.map((version) => (
            <label key={version.id} style={{ marginRight: '2.4rem' }}>
              <input
                type="radio"
                name="version"
                value={version.id}
                checked={versionId === version.id}
                onChange={() => setVersionId(version.id)}
              />{' '}
              {version.name}（{L.pricePerThousand(version.pricePerThousand)}，{L.maxChars(version.maxChars)}）
            </label>
          ))}
        </fieldset>
        <Field id="thesis-title" label={L.paperTitle} error={errors.title}>
          <input
            {...fieldAria('thesis-title', errors.title)}
            value={title}
            onChange={(e) => setTitle(e.target.value)}
          />
        </Field>
        <Field id="thesis-author" label={L.paperAuthor} error={errors.author}>
          <input
            {...fieldAria('thesis-author', errors.author)}
            value={author}
            onChange={(e) => setAuthor(e.target.value)}
          />
        </Field>
        <Field id="thesis-file" label={L.upload} hint={L.uploadHint} error={errors.file}>
          <input
            {...fieldAria('thesis-file', errors.file, true)}
            type="file"
            accept=".doc,.docx,.pdf,.txt"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
        </Field>
        <div>
          <Button type="submit" variant="primary" isBusy={isLoading}>
            {isLoading ? L.submitting : L.submitOrder}
          </Button>
        </div>
      </Form>
    </Inner>
  );
}

export const page = definePage({
  Component: ThesisOrderFormPage,
  head: () => ({ title: `${L.upload} - ${L.title}`, noindex: true }),
});
