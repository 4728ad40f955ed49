import { History as HistoryIcon, LayoutTemplate, MessageSquarePlus } from 'lucide-react';
import { hasPermission, useSession } from '../../../shared/lib/session';
import { useTranslation } from '../../../shared/lib/use-translation';
import { PageHeader, Tabs } from '../../../shared/ui/table';
import { useQueryParams } from '../../../shared/lib/use-query-params';
import { useWhatsAppStatus } from '../api';
import { ComposeForm, History, MessageDetail, StatusNotice, TemplatesPanel } from '../components';

const TABS = ['compose', 'history', 'templates'] as const;

/** /whatsapp: compose (?tab=compose), history with per-recipient delivery (?tab=history&message=<id>), templates. */
export function WhatsAppPage() {
  const { t } = useTranslation('whatsapp');
  const permissions = useSession((s) => s.permissions);
  const canSend = hasPermission(permissions, 'people.whatsapp:create');
  const status = useWhatsAppStatus();
  const [params, setParams] = useQueryParams();
  const requested = params.get('tab');
  const tab = (TABS as readonly string[]).includes(requested ?? '') ? requested! : canSend ? 'compose' : 'history';
  const messageId = params.get('message');
  const label = (Icon: typeof HistoryIcon, text: string) => (
    <span className="inline-flex items-center gap-2">
      <Icon className="size-4" aria-hidden="true" />
      {text}
    </span>
  );

  return (
    <div className="mx-auto max-w-7xl" data-testid="whatsapp-page">
      <PageHeader title={t('screens.whatsapp')} description={t('description')} />
      {status.data && (
        <div className="mb-5">
          <StatusNotice status={status.data} />
        </div>
      )}
      <Tabs
        label={t('sections')}
        value={tab}
        onValueChange={(id) => setParams({ tab: id, message: null })}
        items={[
          ...(canSend
            ? [
                {
                  id: 'compose',
                  label: label(MessageSquarePlus, t('compose')),
                  panel: () => (
                    <ComposeForm canSend={canSend} onSent={(m) => setParams({ tab: 'history', message: m.id }, { push: true })} />
                  ),
                },
              ]
            : []),
          {
            id: 'history',
            label: label(HistoryIcon, t('history')),
            panel: () =>
              messageId ? (
                <MessageDetail id={messageId} onBack={() => setParams({ message: null })} />
              ) : (
                <History onOpen={(id) => setParams({ message: id }, { push: true })} />
              ),
          },
          { id: 'templates', label: label(LayoutTemplate, t('templates')), panel: () => <TemplatesPanel canEdit={canSend} /> },
        ]}
      />
    </div>
  );
}
