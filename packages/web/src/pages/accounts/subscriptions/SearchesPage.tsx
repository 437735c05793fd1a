import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { href } from 'react-router';
import type { SavedSearch } from '@wenxian/api';
import { Button, SiteLink, TextField } from '@wenxian/ui';
import { accountLabels, savedSearchSchema, type SavedSearchForm } from '@wenxian/domain';
import { definePage } from '../../../app/routeModule';
import { useAppDispatch } from '../../../app/hooks';
import { toastShown } from '../../../features/shared/toastSlice';
import {
  centreApi,
  useAddSavedSearchMutation,
  useGetSavedSearchesQuery,
  useSetSearchAlertMutation,
} from '../../../features/accounts/centreApi';
import { Check, Form } from '../accountForm/accountForm.styles';
import { Actions, Muted, Panel } from '../centrePanel/centrePanel.styles';
import { PagedQueryList } from '../centrePanel/PagedQueryList';
import { loadCentreList } from '../../../features/accounts/loadCentreList';

const P = accountLabels.pages.searches;
const A = accountLabels.actions;
const F = accountLabels.fields;

/** A saved search: run it, switch its alert. */
function SavedSearchRow({ item }: { item: SavedSearch }) {
  const dispatch = useAppDispatch();
  const [setAlert, state] = useSetSearchAlertMutation();
  return (
    <>
      <span>
        <strong>{item.name}</strong> <Muted>{item.expression}</Muted>
      </span>
      <Actions>
        <SiteLink href={`${href('/search')}?k=${encodeURIComponent(item.expression)}`}>{A.run}</SiteLink>
        <Button
          isBusy={state.isLoading}
          aria-pressed={item.push}
          onClick={async () => {
            if ('data' in (await setAlert({ id: item.id, push: !item.push })))
              dispatch(toastShown('success', item.push ? A.alertOff : A.alertOn));
          }}
        >
          {item.push ? A.alertOff : A.alertOn}
        </Button>
      </Actions>
    </>
  );
}

/** Save a search expression, with or without an alert. */
function AddSavedSearch() {
  const dispatch = useAppDispatch();
  const [add, state] = useAddSavedSearchMutation();
  const form = useForm<SavedSearchForm>({
    mode: 'onChange',
    resolver: zodResolver(savedSearchSchema),
    defaultValues: { name: '', expression: '', push: true },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    if ('data' in (await add(values))) {
      dispatch(toastShown('success', A.searchSaved));
      form.reset();
    }
  });
  return (
    <Form noValidate onSubmit={onSubmit} aria-label={A.addSearch}>
      <TextField label={F.searchName} error={errors.name?.message} {...form.register('name')} />
      <TextField label={F.expression} error={errors.expression?.message} {...form.register('expression')} />
      <Check>
        <input type="checkbox" {...form.register('push')} />
        {F.alert}
      </Check>
      <Button type="submit" variant="primary" isBusy={state.isLoading}>
        {A.addSearch}
      </Button>
    </Form>
  );
}

/** /subscription/searches: saved searches and their alerts. */
export function SearchesPage() {
  return (
    <Panel>
      <h1>{P.title}</h1>
      <PagedQueryList
        title={P.title}
        isTitleHidden
        toolbar={<AddSavedSearch />}
        useQuery={useGetSavedSearchesQuery}
        itemKey={(s: SavedSearch) => s.id}
        renderItem={(s: SavedSearch) => <SavedSearchRow item={s} />}
      />
    </Panel>
  );
}

export const page = definePage({
  Component: SearchesPage,
  loader: loadCentreList(centreApi.endpoints.getSavedSearches, ({ pageNum, pageSize }) => ({ pageNum, pageSize })),
  head: () => ({ title: P.title, noindex: true }),
});
