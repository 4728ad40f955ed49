import { useEffect, useState } from 'react';
import { problemText, toProblem } from '../../../shared/lib/api-problem';
import { formatDate } from '../../../shared/lib/format';
import { useTranslation } from '../../../shared/lib/use-translation';
import { buttonPrimary, buttonSecondary } from '../../../shared/ui/button-styles';
import { FormError, Select, Textarea, TextField } from '../../../shared/ui/form';
import { Dialog } from '../../../shared/ui/modal';
import { receiptUrl, useMoveExpense } from '../api';
import { money } from '../lib/expenses';
import type { ExpenseAction } from './expense-claims-table';

const today = () => new Date().toISOString().slice(0, 10);

/** Confirms a move of a claim: approve (optional note), reject (reason), pay or queue for payroll, submit, withdraw; or shows its receipts. */
export function ExpenseActionDialog({ action: { claim, action }, onClose }: { action: ExpenseAction; onClose: () => void }) {
  const { t, i18n } = useTranslation('routines');
  const move = useMoveExpense();
  const [text, setText] = useState('');
  const [textError, setTextError] = useState<string | undefined>();
  const [settle, setSettle] = useState<'pay' | 'queue'>('pay');
  const [paidOn, setPaidOn] = useState(today());
  const [month, setMonth] = useState(today().slice(0, 7));
  const [message, setMessage] = useState<string | null>(null);

  const submit = async () => {
    setMessage(null);
    const value = text.trim();
    if ((action === 'reject' || (action === 'settle' && settle === 'pay')) && !value) {
      setTextError(t('validation.required'));
      return;
    }
    try {
      if (action === 'approve') await move.mutateAsync({ action, claim, note: value || null });
      else if (action === 'reject') await move.mutateAsync({ action, claim, reason: value });
      else if (action === 'settle' && settle === 'pay') await move.mutateAsync({ action: 'pay', claim, paidOn, reference: value });
      else if (action === 'settle') await move.mutateAsync({ action: 'queue', claim, payrollMonth: month });
      else if (action === 'submit' || action === 'withdraw') await move.mutateAsync({ action, claim });
      onClose();
    } catch (error) {
      setMessage(problemText(t, toProblem(error), 'errors'));
    }
  };
  const title = action === 'settle' ? t('expenses.pay') : action === 'view' ? t('expenses.receipts') : t(`expenses.${action}`);

  return (
    <Dialog
      open
      onClose={onClose}
      size={action === 'view' ? 'lg' : 'sm'}
      title={title}
      testId="expense-action-dialog"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      footer={
        <>
          <button type="button" className={buttonSecondary} onClick={onClose}>
            {t('actions.close')}
          </button>
          {action !== 'view' && (
            <button type="submit" className={buttonPrimary} disabled={move.isPending}>
              {title}
            </button>
          )}
        </>
      }
    >
      <p className="text-sm text-ink">
        {t('expenses.actionSummary', {
          name: claim.employeeName,
          category: claim.categoryName,
          amount: money(claim.amountMinor, claim.currency, i18n.language),
          date: formatDate(claim.expenseDate, i18n.language),
        })}
      </p>
      <p dir="auto" className="mt-2 text-sm whitespace-pre-line text-ink-muted">
        {claim.description}
      </p>
      {action === 'view' && <Receipts claim={claim} />}
      {(action === 'approve' || action === 'reject') && (
        <Textarea
          className="mt-4"
          label={action === 'reject' ? t('expenses.reason') : t('expenses.note')}
          required={action === 'reject'}
          rows={3}
          maxLength={1000}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setTextError(undefined);
          }}
          error={textError}
        />
      )}
      {action === 'settle' && (
        <div className="mt-4 grid gap-4">
          <Select
            label={t('expenses.status')}
            value={settle}
            onChange={(e) => setSettle(e.target.value as 'pay' | 'queue')}
            options={[
              { value: 'pay', label: t('expenses.pay') },
              ...(claim.status === 'approved' ? [{ value: 'queue', label: t('expenses.queue') }] : []),
            ]}
          />
          {settle === 'pay' ? (
            <>
              <TextField type="date" label={t('expenses.paidOn')} required value={paidOn} onChange={(e) => setPaidOn(e.target.value)} />
              <TextField
                label={t('expenses.reference')}
                required
                maxLength={120}
                value={text}
                onChange={(e) => {
                  setText(e.target.value);
                  setTextError(undefined);
                }}
                error={textError}
              />
            </>
          ) : (
            <TextField type="month" label={t('expenses.payrollMonth')} required value={month} onChange={(e) => setMonth(e.target.value)} />
          )}
        </div>
      )}
      <FormError className="mt-3">{message}</FormError>
    </Dialog>
  );
}

/** The claim's receipts inline: images as pictures, PDFs in a frame, fetched with the session's token. */
function Receipts({ claim }: { claim: ExpenseAction['claim'] }) {
  const { t } = useTranslation('routines');
  const [urls, setUrls] = useState<Record<string, string>>({});
  useEffect(() => {
    let live = true;
    const made: string[] = [];
    void Promise.all(
      claim.receipts.map(async (r) => {
        const url = await receiptUrl(r.id);
        made.push(url);
        if (live) setUrls((u) => ({ ...u, [r.id]: url }));
      }),
    ).catch(() => undefined);
    return () => {
      live = false;
      made.forEach((u) => URL.revokeObjectURL(u));
    };
  }, [claim.receipts]);
  if (claim.receipts.length === 0) return <p className="mt-4 text-sm text-ink-muted">{t('expenses.noReceipts')}</p>;
  return (
    <ul className="mt-4 grid gap-4" data-testid="expense-receipts-view">
      {claim.receipts.map((r) => (
        <li key={r.id} className="grid gap-1">
          <span className="text-sm font-medium text-ink">{r.fileName}</span>
          {!urls[r.id] ? (
            <span className="text-sm text-ink-muted">{t('states.loading')}</span>
          ) : r.contentType === 'application/pdf' ? (
            <iframe title={r.fileName} src={urls[r.id]} className="h-96 w-full rounded-lg border border-line" />
          ) : (
            <img src={urls[r.id]} alt={r.fileName} className="max-h-96 rounded-lg border border-line object-contain" />
          )}
        </li>
      ))}
    </ul>
  );
}
