import { buildDownloadDialogModel, overLimitButtonCodes } from '@wenxian/domain';
import { CatalogueDialog, DeductionConfirmDialog, DownloadPreparingMask, OverLimitDialog } from '@wenxian/ui';
import { useAppSelector } from '../../app/hooks';
import { selectDeduction, selectIsPreparing, selectOverLimit } from './downloadModals';
import { useDownloadFlow } from './useDownloadFlow';

/**
 * The download flow's screens (doc 000 §4.2–4.3), rendered once in the layout: the preparing mask, the
 * over-limit dialog or the catalogue that replaces it, and the deduction confirmation.
 */
export function DownloadHost() {
  const flow = useDownloadFlow();
  const isPreparing = useAppSelector(selectIsPreparing);
  const overLimit = useAppSelector(selectOverLimit);
  const deduction = useAppSelector(selectDeduction);
  const model = overLimit ? buildDownloadDialogModel(overLimit.input) : null;

  return (
    <>
      <DownloadPreparingMask isOpen={isPreparing} />
      {overLimit && model?.kind === 'overLimit' && (
        <OverLimitDialog
          isOpen
          model={model}
          onButton={(code) => void flow.overLimitButton(overLimit, code)}
          onCancel={() => void flow.overLimitDismissed(overLimit, 'cancel')}
          onClose={() => void flow.overLimitDismissed(overLimit, 'close')}
        />
      )}
      {overLimit && model?.kind === 'catalogue' && (
        <CatalogueDialog
          isOpen
          model={model}
          onConfirm={() => void flow.overLimitButton(overLimit, overLimitButtonCodes.confirm)}
          onCancel={() => void flow.overLimitDismissed(overLimit, 'cancel')}
          onClose={() => void flow.overLimitDismissed(overLimit, 'close')}
        />
      )}
      {deduction && (
        <DeductionConfirmDialog
          isOpen
          order={deduction.order}
          balance={deduction.balance}
          isBusy={deduction.isBusy}
          onConfirm={() => void flow.deductionConfirmed(deduction)}
          onOtherPay={() => void flow.deductionOtherPay(deduction)}
          onCancel={flow.deductionCancelled}
        />
      )}
    </>
  );
}
