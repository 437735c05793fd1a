import { useState, type FormEvent } from 'react';
import type { CitationOrder } from '@wenxian/api';
import {
  citationRegProblems,
  formatBeijing,
  productLabels,
  type CitationRegDraft,
  type CitationRegProblem,
} from '@wenxian/domain';
import { Button } from '@wenxian/ui';
import {
  useGetCitationOrdersQuery,
  useSetCitationOrderRegMutation,
} from '../../../../features/products/citationOrderApi';
import { QueryView } from '../../../shared/ContentFrame';
import { Field, fieldAria, Form } from '../../../shared/FormField';
import { HeadRow, Table } from '../../../shared/OrderTable';
import { FieldError } from '../../accountForm/accountForm.styles';
import { Actions, Muted } from '../../centrePanel/centrePanel.styles';
import { CitationReportDialog } from './CitationReportDialog';

const L = productLabels.citationOrder;
/** How often the list asks again while an order is still moving (the server moves states by time). */
const CITATION_ORDER_POLL_MS = 5_000;
const fieldOf: Record<CitationRegProblem, keyof CitationRegDraft> = {
  nameRequired: 'name',
  organRequired: 'organ',
  contactInvalid: 'contact',
};
const regFields = [
  ['name', L.regName],
  ['organ', L.regOrgan],
  ['contact', L.regContact],
] as const;

/** "Set reg": who the order's report is for; typed values stay when the server refuses them. */
function RegistrationForm({ order, onDone }: { order: CitationOrder; onDone: () => void }) {
  const [draft, setDraft] = useState<CitationRegDraft>({ name: '', organ: '', contact: '', ...order.registration });
  const [errors, setErrors] = useState<Partial<Record<keyof CitationRegDraft | 'submit', string>>>({});
  const [register, registering] = useSetCitationOrderRegMutation();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = citationRegProblems(draft);
    setErrors(Object.fromEntries(problems.map((p) => [fieldOf[p], L.regProblem[p]])));
    if (problems.length > 0) return;
    const result = await register({ orderId: order.id, ...draft });
    if ('error' in result) return setErrors({ submit: (result.error as { message: string }).message });
    onDone();
  };
  return (
    <Form noValidate aria-label={`${L.regTitle} ${order.title}`} onSubmit={(e) => void submit(e)}>
      {regFields.map(([key, label]) => (
        <Field key={key} id={`reg-${order.id}-${key}`} label={label} error={errors[key]}>
          <input
            value={draft[key]}
            onChange={(e) => setDraft((d) => ({ ...d, [key]: e.target.value }))}
            {...fieldAria(`reg-${order.id}-${key}`, errors[key])}
          />
        </Field>
      ))}
      <Actions>
        <Button variant="primary" type="submit" isBusy={registering.isLoading}>
          {L.regSubmit}
        </Button>
        {errors.submit ? <FieldError role="alert">{errors.submit}</FieldError> : null}
      </Actions>
    </Form>
  );
}

/**
 * The member's orders, newest first, with a state the list refreshes until every order is finished; a finished
 * order opens its report.
 */
export function CitationOrderList() {
  const [polling, setPolling] = useState(true);
  const orders = useGetCitationOrdersQuery(undefined, { pollingInterval: polling ? CITATION_ORDER_POLL_MS : 0 });
  const moving = orders.data?.list.some((o) => o.state < 2) ?? true;
  if (moving !== polling) setPolling(moving);
  const [open, setOpen] = useState<string | null>(null);
  const [reportOf, setReportOf] = useState<CitationOrder | null>(null);
  return (
    <>
      <QueryView query={orders}>
        {(page) =>
          page.list.length === 0 ? (
            <p>{L.noOrders}</p>
          ) : (
            <Table aria-label={L.myOrders}>
              <HeadRow columns={L.orderColumns} />
              <tbody>
                {page.list.map((o) => (
                  <tr key={o.id}>
                    <td>{o.title}</td>
                    <td>{o.dataSourceIds.join('、')}</td>
                    <td>{o.paperCount}</td>
                    <td>{formatBeijing(Date.parse(o.createdAt), 'YYYY-MM-DD HH:mm')}</td>
                    <td>
                      {o.stateName}
                      {o.state === 2 ? (
                        <Button variant="text" onClick={() => setReportOf(o)} aria-label={`${L.viewReport} ${o.title}`}>
                          {L.viewReport}
                        </Button>
                      ) : null}
                    </td>
                    <td>
                      {o.registration ? <Muted>{`${L.registered} ${o.registration.name}`}</Muted> : null}
                      {open === o.id ? (
                        <RegistrationForm order={o} onDone={() => setOpen(null)} />
                      ) : (
                        <Button variant="text" onClick={() => setOpen(o.id)} aria-label={`${L.register} ${o.title}`}>
                          {L.register}
                        </Button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          )
        }
      </QueryView>
      {reportOf ? <CitationReportDialog order={reportOf} onClose={() => setReportOf(null)} /> : null}
    </>
  );
}
