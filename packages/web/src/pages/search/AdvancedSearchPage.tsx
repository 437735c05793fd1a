import { useId, useState, type FormEvent } from 'react';
import { AdvancedConditionBuilder, Button, ResultList, TextLink } from '@wenxian/ui';
import {
  advancedSearchAggs,
  advancedSearchConditions,
  advancedSearchExpression,
  advancedSearchFilters,
  advancedYearBounds,
  advancedYearTextError,
  advancedYearsError,
  buildSearchPageUrl,
  collectFilterOptions,
  emptyAdvancedSearch,
  facetDefaultSize,
  formatLargeCount,
  hasAdvancedConditions,
  literatureTypes,
  parseAdvancedYear,
  parseSearchPageUrl,
  resultLabels,
  searchLabels,
  sortLabels,
  type AdvancedSearch,
  type AdvancedYearBounds,
} from '@wenxian/domain';
import type { SearchRequest } from '@wenxian/api';
import { useAdvanceSearchQuery } from '../../features/search/searchApi';
import { resultLiteratureOf } from '../../features/search/searchRows';
import { ApiErrorView } from '../../features/errors/ApiErrorView';
import { definePage } from '../../app/routeModule';
import { Bar, Choice, Field, FieldError, Page, Preview, PreviewTitle, Row, Section } from './AdvancedSearchPage.styles';

const L = searchLabels.advanced;
const offeredTypes = literatureTypes.filter((t) => t.code !== 0);
/** The aggregations an advanced search asks for (the agsList rule drops authors for standards, regulations, policies). */
const baseAggs = [
  { code: 'type', size: facetDefaultSize('types') },
  { code: 'Y', size: facetDefaultSize('year') },
  { code: 'A', size: facetDefaultSize('other') },
  { code: 'O', size: facetDefaultSize('other') },
];

const toggle = <T,>(list: readonly T[], value: T, on: boolean): T[] =>
  on ? [...list, value] : list.filter((v) => v !== value);

/** The request of a form: conditions with their groups, the filters and the aggregations. */
function requestOf(form: AdvancedSearch, yearBounds: AdvancedYearBounds): SearchRequest {
  return {
    conditions: advancedSearchConditions(form),
    conditionFilter: advancedSearchFilters(form, yearBounds),
    agsList: advancedSearchAggs(baseAggs, form),
    pageNum: 1,
    pageSize: 20,
  };
}

/** /search with the equivalent professional expression and the same filters: the same records. */
function professionalHref(form: AdvancedSearch, yearBounds: AdvancedYearBounds): string {
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
  // The years searched: from the oldest records the platform holds to this year, read once the page opens.
  const [yearBounds] = useState(() => advancedYearBounds(Date.now()));
  const [missing, setMissing] = useState(false);
  // The year boxes keep what is typed; only a four-digit year of `yearBounds` reaches the form (parseAdvancedYear).
  const [years, setYears] = useState({ from: '', to: '' });
  // A box's refusal is said once it is left (or on 检索), not at every digit on the way to four; then as it changes.
  const [yearsLeft, setYearsLeft] = useState({ from: false, to: false });
  const result = useAdvanceSearchQuery(submitted ? requestOf(submitted, yearBounds) : ({} as SearchRequest), {
    skip: !submitted,
  });
  const expression = advancedSearchExpression(form);
  // A malformed year (请输入四位数的年份) or one outside the years searched (请输入1950至…之间的年份).
  const boxError = {
    from: advancedYearTextError(years.from, yearBounds),
    to: advancedYearTextError(years.to, yearBounds),
  };
  const shownBoxError = {
    from: yearsLeft.from ? boxError.from : null,
    to: yearsLeft.to ? boxError.to : null,
  };
  // Said as soon as both boxes hold a year, by the boxes, and checked again on 检索: a reversed range runs nothing.
  const orderError = advancedYearsError(form);
  // A year refused by its box or by the range runs nothing: neither 检索 nor the 以专业检索打开 link, which would
  // otherwise search the years read another way (an open end for a malformed year, the nearest bound for one outside
  // the years searched, a swapped range for a reversed one).
  const yearsRefused = Boolean(boxError.from || boxError.to || orderError);
  const ids = { from: useId(), to: useId(), order: useId() };
  const yearAria = (box: 'from' | 'to') => {
    const notes = [shownBoxError[box] ? `${ids[box]}-error` : '', orderError ? ids.order : ''].filter(Boolean);
    return {
      'aria-invalid': notes.length > 0 ? true : undefined,
      'aria-describedby': notes.join(' ') || undefined,
    };
  };
  const yearBox = (box: 'from' | 'to', label: string, formKey: 'yearFrom' | 'yearTo') => (
    <Field>
      <label>
        {label}
        <input
          inputMode="numeric"
          {...yearAria(box)}
          value={years[box]}
          onChange={(e) => {
            setYears({ ...years, [box]: e.target.value });
            setForm({ ...form, [formKey]: parseAdvancedYear(e.target.value, yearBounds) });
          }}
          onBlur={() => setYearsLeft((left) => ({ ...left, [box]: true }))}
        />
      </label>
      {shownBoxError[box] && (
        <FieldError id={`${ids[box]}-error`} role="alert">
          {shownBoxError[box]}
        </FieldError>
      )}
    </Field>
  );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const ready = hasAdvancedConditions(form);
    setMissing(!ready);
    setYearsLeft({ from: true, to: true });
    if (ready && !yearsRefused) setSubmitted(form);
  };

  return (
    <Page onSubmit={onSubmit} role="search" aria-label={L.title}>
      <h1>{L.title}</h1>
      <Section>
        <legend>{L.conditions}</legend>
        <AdvancedConditionBuilder items={form.items} onChange={(items) => setForm({ ...form, items })} />
        {/* Gone once a condition is filled in: what it asked for is done. */}
        {missing && !hasAdvancedConditions(form) && <FieldError role="alert">{L.empty}</FieldError>}
      </Section>
      <Section>
        <legend>{L.yearRange}</legend>
        <Row>
          {yearBox('from', L.yearFrom, 'yearFrom')}
          {yearBox('to', L.yearTo, 'yearTo')}
        </Row>
        {orderError && (
          <FieldError id={ids.order} role="alert">
            {orderError}
          </FieldError>
        )}
      </Section>
      <Section>
        <legend>{L.types}</legend>
        <Row>
          {offeredTypes.map((type) => (
            <Choice key={type.code}>
              <input
                type="checkbox"
                checked={form.types.includes(type.code)}
                onChange={(e) => setForm({ ...form, types: toggle(form.types, type.code, e.target.checked) })}
              />
              {type.name}
            </Choice>
          ))}
        </Row>
      </Section>
      <Section>
        <legend>{L.language}</legend>
        <Field>
          <select
            aria-label={L.language}
            value={form.language}
            onChange={(e) => setForm({ ...form, language: e.target.value })}
          >
            <option value="">{L.anyLanguage}</option>
            <option value="zh">{L.languages.zh}</option>
            <option value="en">{L.languages.en}</option>
          </select>
        </Field>
      </Section>
      <Section>
        <legend>{L.indexTags}</legend>
        <Row>
          {collectFilterOptions.map((option) => (
            <Choice key={option.tag}>
              <input
                type="checkbox"
                checked={form.indexTags.includes(option.tag)}
                onChange={(e) => setForm({ ...form, indexTags: toggle(form.indexTags, option.tag, e.target.checked) })}
              />
              {option.label}
            </Choice>
          ))}
        </Row>
      </Section>
      <div>
        <PreviewTitle id="advanced-preview-title">{L.preview}</PreviewTitle>
        <Preview aria-labelledby="advanced-preview-title">{expression}</Preview>
      </div>
      <Bar>
        <Button type="submit" variant="primary">
          {L.run}
        </Button>
        <Button
          type="button"
          variant="secondary"
          onClick={() => (
            setForm(emptyAdvancedSearch()),
            setYears({ from: '', to: '' }),
            setYearsLeft({ from: false, to: false }),
            setSubmitted(null),
            setMissing(false)
          )}
        >
          {L.reset}
        </Button>
        {expression && !yearsRefused && (
          <TextLink href={professionalHref(form, yearBounds)}>{L.openProfessional}</TextLink>
        )}
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
