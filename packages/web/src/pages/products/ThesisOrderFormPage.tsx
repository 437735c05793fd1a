import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { href } from 'react-router';
import { checkFileProblem, checkVersionOf, checkVersions, productLabels, type CheckVersionId } from '@wenxian/domain';
import { Button } from '@wenxian/ui';
import { useCreateCheckOrderMutation } from '../../features/products/productsApi';
import { definePage } from '../../app/routeModule';
import { Field, fieldAria, FilePicker, Form } from '../shared/FormField';
import { Inner } from '../shared/ContentFrame';
import { Lead, PageTitle } from '../shared/ServicePage';

const L = productLabels.thesis;

/**
 * The versions as the form's other fields: the legend reads as their label, and each version (name, price, length)
 * stays on one line of its own, so no name breaks in two where the row runs out.
 */
const Versions = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: ${({ theme }) => theme.space.xs};
    padding: 0;
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    white-space: nowrap;
    cursor: pointer;
  }
  input {
    margin: 0;
  }
`;

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
        <Versions>
          <legend>{L.chooseVersion}</legend>
          {checkVersions.map((version) => (
            <label key={version.id}>
              <input
                type="radio"
                name="version"
                value={version.id}
                checked={versionId === version.id}
                onChange={() => setVersionId(version.id)}
              />
              {version.name}（{L.pricePerThousand(version.pricePerThousand)}，{L.maxChars(version.maxChars)}）
            </label>
          ))}
        </Versions>
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
          <FilePicker
            {...fieldAria('thesis-file', errors.file, true)}
            fileName={file?.name}
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
