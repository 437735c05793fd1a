import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { AdvancedConditionBuilder, Button, ResultList, SiteLink } from '@wenxian/ui';
import {
  advancedSearchAggs,
  advancedSearchConditions,
  advancedSearchExpression,
  advancedSearchFilters,
  advancedYearsError,
  beijingYear,
  buildSearchPageUrl,
  collectFilterOptions,
  emptyAdvancedSearch,
  facetDefaultSize,
  formatLargeCount,
  hasAdvancedConditions,
  literatureTypes,
  parseSearchPageUrl,
  resultLabels,
  searchLabels,
  sortLabels,
  type AdvancedSearch,
} from '@wenxian/domain';
import type { SearchRequest } from '@wenxian/api';
import { useAdvanceSearchQuery } from '../../features/search/searchApi';
import { resultLiteratureOf } from '../../features/search/searchRows';
import { ApiErrorView } from '../../features/errors/ApiErrorView';
import { definePage } from '../../app/routeModule';

const L = searchLabels.advanced;
/** Years the form offers: from the oldest records the platform holds to this year. */
const yearBounds = { min: 1950, max: beijingYear(Date.now()) };
const offeredTypes = literatureTypes.filter((t) => t.code !== 0);
/** The aggregations an advanced search asks for (the agsList rule drops authors for standards, regulations, policies). */
const baseAggs = [
  { code: 'type', size: facetDefaultSize('types') },
  { code: 'Y', size: facetDefaultSize('year') },
  { code: 'A', size: facetDefaultSize('other') },
  { code: 'O', size: facetDefaultSize('other') },
];

const Page = styled.form`
  width: 120rem;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xl} 0 ${theme.space.xxl}`};
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

const Filters = styled.fieldset`
  margin: 0;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  align-items: center;
`;

const Preview = styled.output`
  display: block;
  padding: ${({ theme }) => theme.space.sm};
  background: ${({ theme }) => theme.color.surfaceAlt};
  font-family: monospace;
  min-height: 3.6rem;
`;

const FieldError = styled.span`
  color: ${({ theme }) => theme.color.danger};
`;

const Bar = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  align-items: center;
`;

const numberOrNull = (value: string): number | null => (/^\d{4}$/.test(value.trim()) ? Number(value.trim()) : null);
const toggle = <T,>(list: readonly T[], value: T, on: boolean): T[] =>
  on ? [...list, value] : list.filter((v) => v !== value);

/** The request of a form: conditions with their groups, the filters and the aggregations. */
function requestOf(form: AdvancedSearch): SearchRequest {
  return {
    conditions: advancedSearchConditions(form),
    conditionFilter: advancedSearchFilters(form, yearBounds),
    agsList: advancedSearchAggs(baseAggs, form),
    pageNum: 1,
    pageSize: 20,
  };
}

/** /search with the equivalent professional expression and the same filters: the same records. */
function professionalHref(form: AdvancedSearch): string {
  const filters = advancedSearchFilters(form, yearBounds);
  return buildSearchPageUrl({
    ...parseSearchPageUrl(''),
    text: advancedSearchExpression(form),
    professional: true,
    filters,
  });
}

/**
 * /advancesearch: condition rows and nested groups, year range, document types, language and journal index
 * tags, with the equivalent professional expression previewed as it is built; running it asks /advanceSearch.
 */
export function AdvancedSearchPage() {
  const [form, setForm] = useState<AdvancedSearch>(emptyAdvancedSearch);
  const [submitted, setSubmitted] = useState<AdvancedSearch | null>(null);
  const [missing, setMissing] = useState(false);
  // The year boxes keep what is typed; only a four-digit year reaches the form.
  const [years, setYears] = useState({ from: '', to: '' });
  const result = useAdvanceSearchQuery(submitted ? requestOf(submitted) : ({} as SearchRequest), { skip: !submitted });
  const expression = advancedSearchExpression(form);
  // Said as soon as both boxes hold a year, by the boxes, and checked again on 检索: a reversed range runs nothing.
  const yearsError = advancedYearsError(form);
  const yearsErrorId = useId();
  const yearInvalid = {
    'aria-invalid': yearsError ? true : undefined,
    'aria-describedby': yearsError ? yearsErrorId : undefined,
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const ready = hasAdvancedConditions(form);
    setMissing(!ready);
    if (ready && !yearsError) setSubmitted(form);
  };

  return (
    <Page onSubmit={onSubmit} role="search" aria-label={L.title}>
      <h1>{L.title}</h1>
      <fieldset>
        <legend>{L.conditions}</legend>
        <AdvancedConditionBuilder items={form.items} onChange={(items) => setForm({ ...form, items })} />
      </fieldset>
      <Filters>
        <legend>{L.yearRange}</legend>
        <label>
          {L.yearFrom}{' '}
          <input
            inputMode="numeric"
            size={5}
            {...yearInvalid}
            value={years.from}
            onChange={(e) => {
              setYears({ ...years, from: e.target.value });
              setForm({ ...form, yearFrom: numberOrNull(e.target.value) });
            }}
          />
        </label>
        <label>
          {L.yearTo}{' '}
          <input
            inputMode="numeric"
            size={5}
            {...yearInvalid}
            value={years.to}
            onChange={(e) => {
              setYears({ ...years, to: e.target.value });
              setForm({ ...form, yearTo: numberOrNull(e.target.value) });
            }}
          />
        </label>
        {yearsError && (
          <FieldError id={yearsErrorId} role="alert">
            {yearsError}
          </FieldError>
        )}
      </Filters>
      <Filters>
        <legend>{L.types}</legend>
        {offeredTypes.map((type) => (
          <label key={type.code}>
            <input
              type="checkbox"
              checked={form.types.includes(type.code)}
              onChange={(e) => setForm({ ...form, types: toggle(form.types, type.code, e.target.checked) })}
            />{' '}
            {type.name}
          </label>
        ))}
      </Filters>
      <Filters>
        <legend>{L.language}</legend>
        <select
          aria-label={L.language}
          value={form.language}
          onChange={(e) => setForm({ ...form, language: e.target.value })}
        >
          <option value="">{L.anyLanguage}</option>
          <option value="zh">{L.languages.zh}</option>
          <option value="en">{L.languages.en}</option>
        </select>
      </Filters>
      <Filters>
        <legend>{L.indexTags}</legend>
        {collectFilterOptions.map((option) => (
          <label key={option.tag}>
            <input
              type="checkbox"
              checked={form.indexTags.includes(option.tag)}
              onChange={(e) => setForm({ ...form, indexTags: toggle(form.indexTags, option.tag, e.target.checked) })}
            />{' '}
            {option.label}
          </label>
        ))}
      </Filters>
      <div>
        <strong id="advanced-preview-title">{L.preview}</strong>
        <Preview aria-labelledby="advanced-preview-title">{expression}</Preview>
      </div>
      <Bar>
        <Button type="submit">{L.run}</Button>
        <Button
          type="button"
          variant="secondary"
          onClick={() => (
            setForm(emptyAdvancedSearch()),
            setYears({ from: '', to: '' }),
            setSubmitted(null),
            setMissing(false)
          )}
        >
          {L.reset}
        </Button>
        {expression && <SiteLink href={professionalHref(form)}>{L.openProfessional}</SiteLink>}
        {missing && <span role="alert">{L.empty}</span>}
      </Bar>
      {submitted &&
        (result.error ? (
          <ApiErrorView error={result.error} />
        ) : (
          <div aria-busy={result.isFetching}>
            <h2>{resultLabels.listLabel}</h2>
            <p role="status">
              {sortLabels.totalPrefix} <strong>{formatLargeCount(result.data?.total ?? 0)}</strong>{' '}
              {sortLabels.totalSuffix}
            </p>
            <ResultList
              items={(result.data?.list ?? []).map(resultLiteratureOf)}
              isLoading={result.isFetching && !result.data}
            />
          </div>
        ))}
    </Page>
  );
}

export const page = definePage({
  Component: AdvancedSearchPage,
  head: () => ({ title: L.title }),
});
